//! What history reads of an Elestrals game: Spirits left in each Spirit Deck (ELE-END-1)
//! and a concession.

use super::*;

#[test]
fn ele_end_1_spirits_left_are_the_headline_number_and_a_concession_is_named() {
    let mut game = Match::new(setup_with(standard_rules())).expect("valid");
    assert_eq!(game.state().standing().scores, vec![20, 20]);
    game.apply(play(Action::Concede { player: 1 }), 1)
        .expect("a player may concede");
    assert_eq!(game.state().standing().conceded, vec![1]);
    let facts = game.facts();
    assert_eq!(facts.result, crate::MatchResult::Conceded);
    assert_eq!(facts.winners, vec![0]);
}
