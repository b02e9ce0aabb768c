//! Tests of `replay`.

use super::*;
use tableside_engine::games::conjure::{self, Color};
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
        (refused.seq, refused.code.as_str(), refused.rule.as_deref()),
        (2, "RULE_VIOLATION", Some("CTC-CRYSTAL-1"))
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
    let Replayed::Invalid(message) = replayed else {
        panic!("invalid")
    };
    assert!(message.contains("the log was edited"), "{message}");
}

#[test]
fn a_bad_setup_makes_the_file_invalid() {
    let mut alone = file(vec![]);
    alone.setup.players.truncate(1);
    assert_eq!(replay(&alone).exit_code(), EXIT_INVALID);
}

#[test]
fn entries_out_of_order_make_the_file_invalid() {
    let mut shuffled = file(vec![Action::Undo, Action::Undo]);
    shuffled.log[0].seq = 1;
    assert_eq!(replay(&shuffled).exit_code(), EXIT_INVALID);
}
