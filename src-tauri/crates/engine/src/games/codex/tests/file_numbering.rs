//! A match file numbers the board's slots from 1, as the board and the refusals do; a file of
//! version 1 counted them from 0 and still reads as it did.

use serde_json::{json, Value};

use super::{ok, play, started};
use crate::games::codex::{Action, CardId, Target};
use crate::{ErrorCode, FileActionError, MatchFile};

fn recruit(slot: usize) -> Action {
    Action::Recruit {
        player: 0,
        slot,
        name: "Scout".into(),
        rank: 1,
    }
}

/// The game action of the file's entry `seq`.
fn written(file: &Value, seq: usize) -> &Value {
    &file["log"][seq]["action"]["play"]
}

#[test]
fn a_file_writes_slots_as_the_board_numbers_them_and_reads_them_back() {
    let mut duel = started();
    ok(&mut duel, recruit(0));
    ok(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 2,
            by: None,
        },
    );
    let file = duel.to_file();
    let text = serde_json::to_value(&file).expect("writes");
    assert_eq!(text["version"], json!(MatchFile::VERSION));
    assert_eq!(
        written(&text, 1)["slot"],
        json!(1),
        "the board's first slot"
    );
    assert_eq!(written(&text, 2)["slot"], json!(3));
    let back: MatchFile = serde_json::from_value(text).expect("reads");
    assert_eq!(back.log, file.log, "as the engine counts again");
}

#[test]
fn a_teleport_names_its_slot_as_the_board_does_and_none_stays_none() {
    let teleport = |to| {
        play(Action::Teleport {
            by: 0,
            target: Target::Soul { card: CardId(1) },
            to,
            cost: 0,
        })
    };
    assert_eq!(teleport(Some(1)).to_file(), teleport(Some(2)));
    assert_eq!(teleport(None).to_file(), teleport(None));
    assert_eq!(teleport(Some(2)).from_file(), Ok(teleport(Some(1))));
}

#[test]
fn a_version_1_file_still_counts_from_0() {
    let mut duel = started();
    ok(&mut duel, recruit(1));
    let mut text = serde_json::to_value(duel.to_file()).expect("writes");
    text["version"] = json!(1);
    text["log"][1]["action"]["play"]["slot"] = json!(1);
    let old: MatchFile = serde_json::from_value(text).expect("reads");
    assert_eq!(old.version, 1);
    assert_eq!(
        old.log[1].action,
        play(recruit(1)),
        "the board's second slot"
    );
}

#[test]
fn slot_0_in_a_version_2_file_is_refused_with_why() {
    let mut duel = started();
    ok(&mut duel, recruit(0));
    let mut text = serde_json::to_value(duel.to_file()).expect("writes");
    text["log"][1]["action"]["play"]["slot"] = json!(0);
    let error = serde_json::from_value::<MatchFile>(text).expect_err("no slot 0");
    let message = error.to_string();
    assert!(message.contains("log[1]"), "{message}");
    assert!(message.contains("from 1"), "{message}");

    let refused = play(recruit(0)).from_file().expect_err("no slot 0");
    assert_eq!(refused, FileActionError::SlotZero { game: "Codex" });
    assert_eq!(refused.code(), ErrorCode::StoreInvalidMatchFile);
    assert_eq!(
        refused.to_string(),
        "a match file numbers the Codex's slots from 1, so a slot is never 0"
    );
}

#[test]
fn a_ruling_s_action_is_numbered_as_a_play_is() {
    let ruling = crate::Action::Ruling {
        note: "the card says so".into(),
        waive: vec!["CDX-BOARD-1".into()],
        play: Some(crate::games::GameAction::Codex(recruit(4))),
    };
    let filed = ruling.to_file();
    let crate::Action::Ruling {
        play: Some(crate::games::GameAction::Codex(Action::Recruit { slot, .. })),
        ..
    } = &filed
    else {
        panic!("a ruling with a recruit: {filed:?}");
    };
    assert_eq!(*slot, 5);
    assert_eq!(filed.from_file().expect("reads"), ruling);
}
