//! What history reads of a 星灵 table: victory points per seat (XL-VP-1) and the first player.

use super::*;

#[test]
fn xl_vp_1_victory_points_are_each_seats_headline_number() {
    let before = Match::new(setup(3)).expect("valid");
    assert_eq!(before.state().standing().first_player, None);
    let mut table = in_play(3);
    ok(
        &mut table,
        Action::AwardVp {
            player: 2,
            amount: 2,
        },
    );
    let standing = table.state().standing();
    assert_eq!(standing.scores, vec![0, 0, 2]);
    assert_eq!(standing.first_player, Some(0));
    assert!(standing.conceded.is_empty());
}
