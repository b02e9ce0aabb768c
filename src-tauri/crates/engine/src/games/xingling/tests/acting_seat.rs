//! Whose action each move is, for a table where each seat's device makes only its own moves.

use super::play;
use crate::games::xingling::Action;

#[test]
fn a_seats_own_move_is_that_seats() {
    for seat in [0, 1] {
        let heal = Action::Heal {
            player: seat,
            amount: 1,
        };
        assert_eq!(heal.acting_seat(), Some(seat));
        let draw = Action::Draw {
            player: seat,
            count: 2,
        };
        assert_eq!(
            play(draw).acting_seat(),
            Some(seat),
            "through the log entry"
        );
    }
}

#[test]
fn damage_is_its_sources_and_a_loss_its_targets() {
    let damage = Action::Damage {
        target: 0,
        amount: 2,
        source: 1,
    };
    assert_eq!(damage.acting_seat(), Some(1), "the attacker deals it");
    let loss = Action::Loss {
        target: 2,
        amount: 1,
    };
    assert_eq!(
        loss.acting_seat(),
        Some(2),
        "no source: the target's own 灵力"
    );
}

#[test]
fn the_phases_and_the_first_player_are_the_tables() {
    assert_eq!(Action::NextPhase.acting_seat(), None);
    assert_eq!(play(Action::ConfirmKnockOut).acting_seat(), None);
    assert_eq!(Action::SetFirstPlayer { player: 1 }.acting_seat(), None);
}
