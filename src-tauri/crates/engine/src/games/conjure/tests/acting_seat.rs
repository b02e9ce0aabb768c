//! Whose action each move is, for a table where each seat's device makes only its own moves.

use super::play;
use crate::games::conjure::{Action as C, AttackDeclaration, Color, Target};

#[test]
fn a_seats_own_move_is_that_seats() {
    for seat in [0, 1] {
        let life = C::AdjustLife {
            player: seat,
            delta: -3,
        };
        assert_eq!(life.acting_seat(), Some(seat));
        assert_eq!(
            play(life).acting_seat(),
            Some(seat),
            "through the log entry"
        );
        let spend = C::Spend {
            player: seat,
            color: Color::ALL[0],
            amount: 1,
            card_colors: Vec::new(),
        };
        assert_eq!(spend.acting_seat(), Some(seat));
        assert_eq!(C::Concede { player: seat }.acting_seat(), Some(seat));
    }
}

#[test]
fn the_turns_steps_and_the_first_player_are_the_tables() {
    assert_eq!(C::NextPhase.acting_seat(), None);
    assert_eq!(play(C::Draw).acting_seat(), None);
    assert_eq!(C::SetFirstPlayer { player: 1 }.acting_seat(), None);
    let attack = C::DeclareAttack {
        attacks: vec![AttackDeclaration {
            attacker: 4,
            target: Target::Player { player: 1 },
        }],
    };
    assert_eq!(attack.acting_seat(), None, "the active player's attack");
    let damage = C::DamageCreature {
        creature: 4,
        amount: 2,
    };
    assert_eq!(damage.acting_seat(), None, "named only by the creature");
}
