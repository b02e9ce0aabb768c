//! Tests of `replay`.

use super::*;
use tableside_engine::games::conjure::{self, Color};
use tableside_engine::ErrorCode;
use tableside_engine::{GameAction, GameId, LogEntry, Setup};

fn file(actions: Vec<Action>) -> MatchFile {
    let setup = Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 9,
        rules: serde_json::Value::Null,
    };
    let log = actions
        .into_iter()
        .enumerate()
        .map(|(i, action)| LogEntry {
            seq: i as u32,
            at_ms: i as i64,
            action,
            random: vec![],
        })
        .collect();
    MatchFile {
        format: MatchFile::FORMAT.into(),
        version: MatchFile::VERSION,
        setup,
        log,
    }
}

fn play(action: conjure::Action) -> Action {
    Action::Play {
        play: GameAction::Conjure(action),
    }
}

#[test]
fn a_log_that_applies_reports_its_final_state_and_undone_entries() {
    let replayed = replay(&file(vec![
        play(conjure::Action::SetFirstPlayer { player: 1 }),
        play(conjure::Action::AdjustLife {
            player: 0,
            delta: -4,
        }),
        Action::Undo,
    ]));
    assert_eq!(replayed.exit_code(), EXIT_APPLIED);
    let Replayed::Applied(report) = replayed else {
        panic!("applied")
    };
    assert_eq!(
        (
            report.applied,
            report.undone.clone(),
            report.refused.is_none()
        ),
        (3, vec![1], true)
    );
    let GameState::Conjure(state) = report.state else {
        panic!("a Conjure match")
    };
    assert_eq!(state.players[0].life, 30);
}

#[test]
fn a_refused_entry_reports_the_state_before_it() {
    let replayed = replay(&file(vec![
        play(conjure::Action::SetFirstPlayer { player: 0 }),
        play(conjure::Action::Recharge { color: Color::Red }),
        play(conjure::Action::Recharge { color: Color::Blue }),
        play(conjure::Action::NextPhase),
    ]));
    assert_eq!(replayed.exit_code(), EXIT_REFUSED);
    let Replayed::Refused(report) = replayed else {
        panic!("refused")
    };
    assert_eq!(report.applied, 2);
    let refused = report.refused.expect("the refused entry");
    assert_eq!(
        (refused.seq, refused.code, refused.rule.as_deref()),
        (2, ErrorCode::RuleViolation, Some("CTC-CRYSTAL-1"))
    );
    let GameState::Conjure(state) = report.state else {
        panic!("a Conjure match")
    };
    assert_eq!(state.players[0].pool(Color::Red).total, 1);
}

#[test]
fn an_edited_random_result_makes_the_file_invalid() {
    let mut edited = file(vec![Action::Roll {
        die: tableside_engine::Die::D20,
        player: None,
    }]);
    let Replayed::Applied(_) = replay(&edited) else {
        panic!("applies")
    };
    let honest = Match::replay(edited.setup.clone(), &edited.log)
        .expect("replays")
        .log()[0]
        .random[0];
    edited.log[0].random = vec![honest % 20 + 1];
    let replayed = replay(&edited);
    assert_eq!(replayed.exit_code(), EXIT_INVALID);
    let Replayed::Invalid(error) = replayed else {
        panic!("invalid")
    };
    assert_eq!(error.code(), ErrorCode::ReplayRandomMismatch);
    let message = invalid_message(&error);
    assert!(message.contains("the log was edited"), "{message}");
}

#[test]
fn a_bad_setup_makes_the_file_invalid() {
    let mut alone = file(vec![]);
    alone.setup.players.truncate(1);
    let replayed = replay(&alone);
    assert_eq!(replayed.exit_code(), EXIT_INVALID);
    let Replayed::Invalid(error) = replayed else {
        panic!("invalid")
    };
    assert_eq!(error.code(), ErrorCode::SetupPlayerCount);
    let message = invalid_message(&error);
    assert!(message.starts_with("the setup is not valid: "), "{message}");
}

#[test]
fn entries_out_of_order_make_the_file_invalid() {
    let mut shuffled = file(vec![Action::Undo, Action::Undo]);
    shuffled.log[0].seq = 1;
    let replayed = replay(&shuffled);
    assert_eq!(replayed.exit_code(), EXIT_INVALID);
    assert!(
        matches!(replayed, Replayed::Invalid(ReplayError::OutOfOrder { .. })),
        "{replayed:?}"
    );
}

mod written {
    use super::super::*;
    use crate::match_file::parse_written_match;

    fn written(log: &str) -> crate::match_file::WrittenMatch {
        let text = format!(
            r#"{{"format": "tableside-match", "version": 1,
                "setup": {{"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"], "seed": 1}},
                "log": [{log}]}}"#
        );
        parse_written_match(&text).expect("reads")
    }

    const FIRST: &str = r#"{"action": {"kind": "play", "play": {"game": "conjure", "type": "set_first_player", "player": 0}}}"#;
    const DRAW: &str = r#"{"kind": "play", "play": {"game": "conjure", "type": "draw"}}"#;

    #[test]
    fn a_step_refused_as_expected_is_checked_and_left_out() {
        let file = written(&format!(
            r#"{FIRST}, {{"action": {DRAW}, "refused": {{"rule": "CTC-TURN-1"}}}}, {{"action": {{"kind": "undo"}}}}"#
        ));
        let mut trace = Vec::new();
        let replayed = replay_written(&file, Some(&mut trace));
        let Replayed::Applied(report) = replayed else {
            panic!("applied: {replayed:?}")
        };
        assert_eq!(report.applied, 2);
        let trace = String::from_utf8(trace).expect("text");
        assert!(trace.contains("before entry 1: "), "{trace}");
        assert!(trace.contains("is refused, as expected"), "{trace}");
        assert!(trace.contains("changed: {"), "{trace}");
    }

    #[test]
    fn a_step_that_applies_or_is_refused_for_another_rule_fails_the_file() {
        let applied = written(&format!(
            r#"{{"action": {{"kind": "roll", "die": "d6"}}, "refused": {{"rule": "CTC-DRAW-1"}}}}, {FIRST}"#
        ));
        let Replayed::Refused(report) = replay_written(&applied, None) else {
            panic!("not refused")
        };
        let refused = report.refused.expect("says what");
        assert_eq!((refused.seq, refused.code), (0, ErrorCode::NotRefused));
        let other_rule = written(&format!(
            r#"{FIRST}, {{"action": {DRAW}, "refused": {{"rule": "CTC-CRYSTAL-1"}}}}"#
        ));
        let Replayed::Refused(report) = replay_written(&other_rule, None) else {
            panic!("not refused")
        };
        let refused = report.refused.expect("says what");
        assert_eq!(refused.code, ErrorCode::RefusedOtherwise);
        assert_eq!(
            refused.rule.as_deref(),
            Some("CTC-TURN-1"),
            "a draw belongs to the draw phase"
        );
        assert!(
            refused.message.contains("CTC-CRYSTAL-1"),
            "{}",
            refused.message
        );
    }

    #[test]
    fn changed_keeps_only_what_differs() {
        let before = serde_json::json!({"a": 1, "p": [{"x": 1, "y": 2}, {"x": 3}], "z": [1]});
        let after = serde_json::json!({"a": 1, "p": [{"x": 1, "y": 5}, {"x": 3}], "z": [1, 2]});
        assert_eq!(
            changed(&before, &after),
            Some(serde_json::json!({"p": [{"y": 5}, {}], "z": [1, 2]}))
        );
        assert_eq!(changed(&before, &before), None);
    }
}
