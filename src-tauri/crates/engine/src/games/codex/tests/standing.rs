//! What history reads of a duel: the first player, the damage on each Leader, a concession.

use super::*;

#[test]
fn the_first_player_is_kept_and_a_concession_is_named() {
    let table = Match::new(setup()).expect("a valid setup");
    assert_eq!(table.state().standing().first_player, None);
    let mut duel = Match::new(setup()).expect("a valid setup");
    ok(&mut duel, Action::SetFirstPlayer { player: 1 });
    ok(&mut duel, Action::NextTurn);
    let standing = duel.state().standing();
    assert_eq!(standing.first_player, Some(1), "not whoever is active now");
    assert_eq!(standing.scores, vec![0, 0]);
    ok(&mut duel, Action::Concede { player: 0 });
    assert_eq!(duel.state().standing().conceded, vec![0]);
    assert_eq!(duel.facts().winners, vec![1]);
}
