//! Whose action each move is, for a table where each seat's device makes only its own moves.

use super::play;
use crate::games::codex::{Action, CardId, Target};

#[test]
fn a_seats_own_move_is_that_seats() {
    for seat in [0, 1] {
        assert_eq!(Action::Draw { player: seat }.acting_seat(), Some(seat));
        let pass = Action::Pass { player: seat };
        assert_eq!(
            play(pass).acting_seat(),
            Some(seat),
            "through the log entry"
        );
    }
}

#[test]
fn an_effects_move_is_its_controllers() {
    let retract = Action::Retract {
        by: 1,
        target: Target::Leader { player: 0 },
        cost: 0,
    };
    assert_eq!(retract.acting_seat(), Some(1));
    let teleport = Action::Teleport {
        by: 0,
        target: Target::Soul { card: CardId(2) },
        to: None,
        cost: 1,
    };
    assert_eq!(teleport.acting_seat(), Some(0));
}

#[test]
fn the_turn_and_the_cascade_are_the_tables() {
    assert_eq!(Action::NextTurn.acting_seat(), None);
    assert_eq!(play(Action::ResolveNext).acting_seat(), None);
    assert_eq!(Action::SetFirstPlayer { player: 1 }.acting_seat(), None);
    assert_eq!(Action::Defeat { card: CardId(2) }.acting_seat(), None);
}
