//! Whose action each move is, for a table where each seat's device makes only its own moves.

use super::{cast_spec, fire, play, rune};
use crate::games::elestrals::{Action, AtOnceStep, CardClass, CardId, CastSpec, Spirits};

#[test]
fn a_seats_own_move_is_that_seats() {
    for seat in [0, 1] {
        assert_eq!(Action::Pass { player: seat }.acting_seat(), Some(seat));
        let expend = Action::Expend {
            player: seat,
            amount: Some(2),
            spirits: Spirits::default(),
        };
        assert_eq!(
            play(expend).acting_seat(),
            Some(seat),
            "through the log entry"
        );
        let cast = Action::Cast(Box::new(CastSpec {
            player: Some(seat),
            ..cast_spec(rune("Spark", CardClass::RuneInvoke, &[]), fire(1))
        }));
        assert_eq!(cast.acting_seat(), Some(seat), "the caster the spec names");
    }
}

#[test]
fn the_turns_steps_and_the_chains_are_the_tables() {
    assert_eq!(Action::NextPhase.acting_seat(), None);
    assert_eq!(play(Action::Draw).acting_seat(), None);
    assert_eq!(Action::SetFirstPlayer { player: 1 }.acting_seat(), None);
    assert_eq!(Action::ResolveChain.acting_seat(), None);
    assert_eq!(Action::Destroy { card: CardId(3) }.acting_seat(), None);
    let cast = Action::Cast(Box::new(cast_spec(
        rune("Spark", CardClass::RuneInvoke, &[]),
        fire(1),
    )));
    assert_eq!(cast.acting_seat(), None, "a Cast left to the turn player");
    let both = Action::AtOnce {
        steps: vec![
            AtOnceStep::DrawCards {
                player: 0,
                count: 1,
            },
            AtOnceStep::DrawCards {
                player: 1,
                count: 1,
            },
        ],
    };
    assert_eq!(both.acting_seat(), None);
}
