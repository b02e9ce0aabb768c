//! Tests of `action`: whose move a log entry is.

use super::*;
use crate::games::{codex, conjure, elestrals, xingling};

fn rule_waived(play: Option<GameAction>) -> Action {
    Action::Ruling {
        note: "The card says so".into(),
        waive: vec!["CTC-TURN-1".into()],
        play,
    }
}

#[test]
fn a_play_is_its_games_answer_in_every_game() {
    let plays = [
        GameAction::Conjure(conjure::Action::Concede { player: 1 }),
        GameAction::Elestrals(elestrals::Action::Concede { player: 1 }),
        GameAction::Codex(codex::Action::Concede { player: 1 }),
        GameAction::Xingling(xingling::Action::Heal {
            player: 1,
            amount: 1,
        }),
    ];
    for play in plays {
        assert_eq!(play.acting_seat(), Some(1), "{play:?}");
        assert_eq!(Action::Play { play }.acting_seat(), Some(1));
    }
    let next = GameAction::Conjure(conjure::Action::NextPhase);
    assert_eq!(Action::Play { play: next }.acting_seat(), None);
}

#[test]
fn a_ruling_is_its_plays_and_without_one_the_tables() {
    for seat in [0, 1] {
        let play = GameAction::Conjure(conjure::Action::AdjustLife {
            player: seat,
            delta: 2,
        });
        assert_eq!(rule_waived(Some(play)).acting_seat(), Some(seat));
    }
    let table_wide = GameAction::Conjure(conjure::Action::Draw);
    assert_eq!(rule_waived(Some(table_wide)).acting_seat(), None);
    assert_eq!(rule_waived(None).acting_seat(), None);
}

#[test]
fn dice_undo_and_redo_are_the_tables() {
    let roll = Action::Roll {
        die: Die::D6,
        player: Some(1),
    };
    assert_eq!(roll.acting_seat(), None, "even when one player rolls");
    assert_eq!(Action::Undo.acting_seat(), None);
    assert_eq!(Action::Redo.acting_seat(), None);
}
