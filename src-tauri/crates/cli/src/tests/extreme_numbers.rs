//! Numbers a file hands in, worded: the largest and the smallest integers of every width fed to
//! each number (and each number left out) of every action the scenario files hold and every
//! action the games offer, each applied to the match as the file had it, plainly and as a ruling
//! past the rules that refuse it. Whatever is refused and whatever is logged is worded in English
//! as a refusal or a log line is; nothing may overflow on the way (a test build panics where it
//! would), and no seat or slot may be told as a negative number. The replays through the CLI
//! itself, the issue's own case among them, are below.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use tableside_cards::ShippedCards;
use tableside_engine::{Action, GameAction, GameId, Label, LabelArg, Match, MatchFile, Setup};

use super::label;
use crate::card_ids::fill_card_ids;
use crate::match_file::parse_written_match;
use crate::test_catalogs::labels_in;

thread_local! {
    /// What panicked, each with the action that made it: all of them are told at once.
    static FAILED: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The edges of every integer type an action's number may have, and the numbers around 0.
fn extremes() -> Vec<Value> {
    vec![
        json!(i64::MIN),
        json!(i32::MIN),
        json!(i16::MIN),
        json!(i8::MIN),
        json!(-1),
        json!(0),
        json!(1),
        json!(i8::MAX),
        json!(u8::MAX),
        json!(i16::MAX),
        json!(u16::MAX),
        json!(i32::MAX),
        json!(u32::MAX),
        json!(i64::MAX),
        json!(u64::MAX),
    ]
}

/// Arguments that hold a seat or a place on a board: never told below 0.
const PLACE_ARGS: &[&str] = &[
    "player", "winner", "holder", "target", "source", "slot", "link",
];

fn scenarios() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../tests/scenarios")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("reads the scenarios") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "json") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// A match as a file had it before one of its entries, and the file's version.
struct Before {
    game: Match,
    version: u32,
    players: Vec<String>,
}

/// The paths of every number of `value`, and of every `null` (a number left out).
fn numbers(value: &Value, at: &mut Vec<Step>, found: &mut Vec<Vec<Step>>) {
    match value {
        Value::Number(_) | Value::Null => found.push(at.clone()),
        Value::Array(items) => {
            for (n, item) in items.iter().enumerate() {
                at.push(Step::Index(n));
                numbers(item, at, found);
                at.pop();
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                at.push(Step::Key(key.clone()));
                numbers(item, at, found);
                at.pop();
            }
        }
        Value::Bool(_) | Value::String(_) => {}
    }
}

#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

fn at_path<'a>(value: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(value, |node, step| match step {
        Step::Key(key) => &mut node[key.as_str()],
        Step::Index(n) => &mut node[*n],
    })
}

/// Checks `reason` as the CLI words it: worded whole without overflowing, no place below 0.
fn check_worded(reason: &Label, players: &[String], what: &str) -> usize {
    let words = label(reason, players);
    for inner in labels_in(reason) {
        for (name, arg) in inner.args.iter() {
            if let LabelArg::Num(n) = arg {
                assert!(
                    !PLACE_ARGS.contains(&name) || *n >= 0,
                    "{what}: {name} is told as {n}: {words}"
                );
            }
        }
    }
    1
}

/// Applies `action` to a copy of `before`, and again as a ruling waiving each rule that refused
/// it, wording every refusal, the log line of what applied and what an undo would take back.
/// Returns how many wordings it checked.
fn word_everything(before: &Before, action: Action, what: &str) -> usize {
    let mut checked = 0;
    let mut waive: Vec<String> = Vec::new();
    let mut attempt = action.clone();
    // A game has a few rules one action may meet; past that the action is bad input.
    for _ in 0..8 {
        let mut game = before.game.clone();
        match game.apply(attempt.clone(), 0) {
            Ok(_) => {
                let line = game.log_lines().pop().expect("the entry's line");
                checked += check_worded(&line.label, &before.players, what);
                if let Some(undo) = game.undo_label() {
                    checked += check_worded(&undo, &before.players, what);
                }
                return checked;
            }
            Err(refusal) => {
                checked += check_worded(&refusal.reason, &before.players, what);
                let (Some(rule), Action::Play { play }) = (refusal.rule, &action) else {
                    return checked;
                };
                if waive.contains(&rule) {
                    return checked;
                }
                waive.push(rule);
                attempt = Action::Ruling {
                    note: "the card says so".into(),
                    waive: waive.clone(),
                    play: Some(play.clone()),
                };
            }
        }
    }
    checked
}

/// Every number of `written` (an action as a file of `before.version` writes it) replaced by
/// each extreme in turn, read as the file would be read, and worded.
fn feed_extremes(before: &Before, written: &Value, what: &str) -> usize {
    let mut paths = Vec::new();
    numbers(written, &mut Vec::new(), &mut paths);
    let mut checked = 0;
    for path in paths {
        for extreme in extremes() {
            let mut changed = written.clone();
            *at_path(&mut changed, &path) = extreme;
            // A value the field's type does not hold is refused with the file, unworded.
            let Ok(action) = serde_json::from_value::<Action>(changed) else {
                continue;
            };
            let Ok(action) = MatchFile::action_from(before.version, action) else {
                continue;
            };
            let worded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                word_everything(before, action.clone(), what)
            }));
            match worded {
                Ok(n) => checked += n,
                Err(panic) => {
                    let message = panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                        .unwrap_or_default();
                    FAILED.with(|failed| {
                        failed.borrow_mut().push(format!(
                            "{what}: {}: {message}",
                            serde_json::to_string(&action).unwrap_or_default()
                        ))
                    });
                }
            }
        }
    }
    checked
}

fn written_value(version: u32, action: &Action) -> Value {
    serde_json::to_value(MatchFile::action_as_written(version, action)).expect("an action")
}

#[test]
fn the_largest_and_smallest_integers_in_every_seat_slot_and_amount_are_worded_without_overflow() {
    let mut checked = 0;
    let mut files = 0;
    for path in scenarios() {
        let text = std::fs::read_to_string(&path).expect("reads");
        let Ok(text) = fill_card_ids(&text, &ShippedCards) else {
            continue;
        };
        let Ok(written) = parse_written_match(&text) else {
            continue;
        };
        let file = &written.file;
        let what = path.file_name().unwrap_or_default().to_string_lossy();
        let mut fed = false;
        for at in 0..file.log.len() {
            let Ok(game) = Match::replay(file.setup.clone(), &file.log[..at]) else {
                break;
            };
            let before = Before {
                game,
                version: file.version,
                players: file.setup.players.clone(),
            };
            let entry = written_value(file.version, &file.log[at].action);
            checked += feed_extremes(&before, &entry, &format!("{what} entry {at}"));
            fed = true;
        }
        files += usize::from(fed);
    }
    assert!(files >= 40, "only {files} scenario files were read");

    // What each game offers, legal or not, at its start and a few actions in, written as a
    // file of this version writes it.
    for game in GameId::ALL.iter().copied().filter(|g| g.info().playable) {
        let seats = game.info().min_players.max(2);
        let players: Vec<String> = (1..=seats).map(|n| format!("P{n}")).collect();
        let mut table = Match::new(Setup {
            game,
            format: format!("{}-test", game.as_str()),
            players: players.clone(),
            seed: 5,
            rules: Value::Null,
        })
        .expect("starts");
        for step in 0..6 {
            let (legal, declined) = table.offered_actions();
            let offered: Vec<GameAction> = legal
                .iter()
                .cloned()
                .chain(declined.into_iter().map(|d| d.action))
                .collect();
            let before = Before {
                game: table.clone(),
                version: MatchFile::VERSION,
                players: players.clone(),
            };
            for play in offered {
                let written = written_value(MatchFile::VERSION, &Action::Play { play });
                checked += feed_extremes(&before, &written, game.as_str());
            }
            let Some(next) = legal.get(step % legal.len().max(1)).cloned() else {
                break;
            };
            table
                .apply(Action::Play { play: next }, 0)
                .expect("an offered action applies");
        }
    }
    let failed = FAILED.with(|failed| failed.take());
    assert!(
        failed.is_empty(),
        "{} panicked:\n{}",
        failed.len(),
        failed.join("\n")
    );
    assert!(checked > 10_000, "only {checked} wordings checked");
}

#[test]
fn a_seat_past_the_table_is_numbered_from_1_up_to_the_largest_seat_a_file_may_name() {
    let players = vec!["Ana".to_owned(), "Ben".to_owned()];
    let told = |seat: usize| {
        let refusal = tableside_engine::Refusal::no_such_player(seat);
        label(&refusal.reason, &players)
    };
    assert_eq!(told(2), "There is no Seat 3 at this table.");
    assert_eq!(
        told(i64::MAX as usize),
        "There is no Seat 9223372036854775808 at this table."
    );
    // Past what a label's number holds, the seat is told as the largest it holds, read from 1,
    // and never wrapped round to a negative number.
    assert_eq!(
        told(usize::MAX),
        "There is no Seat 9223372036854775808 at this table."
    );
}
