//! Replaying a match file into a report: the state after the last entry that applied.

use crate::english;
use std::io::Write;

use serde::Serialize;
use serde_json::Value;
use tableside_engine::ErrorCode;
use tableside_engine::{Action, GameState, Match, MatchFile, Outcome, Refusal, ReplayError};

use crate::match_file::{ExpectedRefusal, WrittenMatch};

/// Every entry applied.
pub const EXIT_APPLIED: u8 = 0;
/// An entry was refused; the report holds the state before it.
pub const EXIT_REFUSED: u8 = 1;
/// The input is not a valid match file.
pub const EXIT_INVALID: u8 = 2;

/// What `replay` prints on standard output.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// How many log entries applied (all of them, unless one was refused).
    pub applied: usize,
    /// The state after the entries that applied.
    pub state: GameState,
    pub outcome: Option<Outcome>,
    /// Sequence numbers of the entries undone and not redone.
    pub undone: Vec<u32>,
    /// The entry that was refused, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<RefusedEntry>,
}

/// The refused entry and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RefusedEntry {
    pub seq: u32,
    /// The action as the file wrote it: a board's slots numbered as the file's version numbers
    /// them (from 1 in version 2), as the message beside it does.
    pub action: Action,
    /// The engine's refusal code, e.g. `RULE_VIOLATION`.
    pub code: ErrorCode,
    /// The catalog rule, e.g. `CTC-CRYSTAL-1`, when a rule refused it.
    pub rule: Option<String>,
    /// The refusal's reason in English, worded by the catalogs as the table words it.
    pub message: String,
}

/// How a replay ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Replayed {
    /// Every entry applied.
    Applied(Report),
    /// An entry was refused; `report.refused` says which.
    Refused(Report),
    /// The file cannot be replayed at all (setup, order, or edited random results).
    Invalid(ReplayError),
}

impl Replayed {
    pub fn exit_code(&self) -> u8 {
        match self {
            Replayed::Applied(_) => EXIT_APPLIED,
            Replayed::Refused(_) => EXIT_REFUSED,
            Replayed::Invalid(_) => EXIT_INVALID,
        }
    }
}

/// Replays the file through the engine, the same way the app loads a stored match.
pub fn replay(file: &MatchFile) -> Replayed {
    match Match::replay(file.setup.clone(), &file.log) {
        Ok(game) => Replayed::Applied(report(&game, None)),
        Err(ReplayError::Refused { seq, refusal }) => refused_at(file, seq, refusal),
        Err(other) => Replayed::Invalid(other),
    }
}

/// Why a file cannot be replayed at all, as a sentence for a person reading the terminal:
/// the engine's words, with what they mean for the file.
pub fn invalid_message(error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(error) => format!("the setup is not valid: {error}"),
        ReplayError::RandomMismatch { .. } => {
            format!("{error}: the log was edited, or written with another seed")
        }
        ReplayError::Refused { seq, .. } => {
            format!("entry {seq} was refused and the entries before it no longer replay")
        }
        other => other.to_string(),
    }
}

/// The report for a log refused at entry `seq`: the state of the entries before it.
fn refused_at(file: &MatchFile, seq: u32, refusal: Refusal) -> Replayed {
    let before = file
        .log
        .get(..seq as usize)
        .map(|prefix| Match::replay(file.setup.clone(), prefix));
    let (Some(Ok(game)), Some(entry)) = (before, file.log.get(seq as usize)) else {
        // The engine applied these entries a moment ago, so this is unreachable; say so
        // rather than panic.
        return Replayed::Invalid(ReplayError::Refused { seq, refusal });
    };
    let code = refusal.code.into();
    let refused = RefusedEntry {
        seq,
        action: MatchFile::action_as_written(file.version, &entry.action),
        code,
        rule: refusal.rule,
        message: english::label(&refusal.reason, &file.setup.players),
    };
    Replayed::Refused(report(&game, Some(refused)))
}

/// Replays a file written by hand: its log as [`replay`] does, each step that expects a
/// refusal checked against the match as the entries before it left it, and with `trace`,
/// each entry written there with the part of the state it changed.
pub fn replay_written(written: &WrittenMatch, trace: Option<&mut dyn Write>) -> Replayed {
    let whole = replay(&written.file);
    for expected in &written.expected {
        if let Some(failed) = check_expected(&written.file, expected) {
            return failed;
        }
    }
    if let Some(out) = trace {
        write_trace(written, out);
    }
    whole
}

/// `None` when `expected` is refused as it says; else the report of where the file was wrong.
fn check_expected(file: &MatchFile, expected: &ExpectedRefusal) -> Option<Replayed> {
    let prefix = file.log.get(..expected.after)?;
    // A log that does not replay up to here: the whole replay says where and why.
    let before = Match::replay(file.setup.clone(), prefix).ok()?;
    let at = prefix.last().map_or(0, |entry| entry.at_ms);
    let wanted = expected
        .rule
        .clone()
        .or_else(|| expected.code.clone())
        .unwrap_or_default();
    let mut probe = before.clone();
    let (code, rule, message) = match probe.apply(expected.action.clone(), at) {
        Ok(_) => (
            ErrorCode::NotRefused,
            None,
            format!("expected to be refused ({wanted}), it was applied"),
        ),
        Err(refusal) => {
            let code = code_of(&refusal);
            let as_said = expected
                .rule
                .as_ref()
                .is_none_or(|r| refusal.rule.as_ref() == Some(r))
                && expected.code.as_ref().is_none_or(|c| *c == code);
            if as_said {
                return None;
            }
            let got = refusal.rule.clone().unwrap_or_else(|| code.to_string());
            (
                ErrorCode::RefusedOtherwise,
                refusal.rule,
                format!(
                    "expected to be refused ({wanted}), it was refused by {got}: {}",
                    english::label(&refusal.reason, &file.setup.players)
                ),
            )
        }
    };
    let refused = RefusedEntry {
        seq: expected.after as u32,
        action: MatchFile::action_as_written(file.version, &expected.action),
        code,
        rule,
        message,
    };
    Some(Replayed::Refused(report(&before, Some(refused))))
}

fn code_of(refusal: &Refusal) -> ErrorCode {
    refusal.code.into()
}

/// Each entry, and each step that expects a refusal, with the part of the state it changed
/// (an object holds the keys that changed; an array `{}` for an element that did not), so a
/// file's mistake shows at the entry that makes it. Stops at the first entry refused.
fn write_trace(written: &WrittenMatch, out: &mut dyn Write) {
    let file = &written.file;
    let Ok(mut game) = Match::new(file.setup.clone()) else {
        return;
    };
    let expected_after = |n: usize| written.expected.iter().filter(move |e| e.after == n);
    // Each action as the file numbers it, as the refusal's words beside it do.
    let as_written =
        |action: &Action| action_text(&MatchFile::action_as_written(file.version, action));
    for (n, entry) in file.log.iter().enumerate() {
        for expected in expected_after(n) {
            let _ = writeln!(
                out,
                "before entry {n}: {} is refused, as expected",
                as_written(&expected.action)
            );
        }
        let before = state_value(&game);
        match game.apply(entry.action.clone(), entry.at_ms) {
            Ok(_) => {
                let after = state_value(&game);
                let change = changed(&before, &after).unwrap_or(Value::Object(Default::default()));
                let _ = writeln!(
                    out,
                    "entry {}: {}\n  changed: {change}",
                    entry.seq,
                    as_written(&entry.action)
                );
            }
            Err(refusal) => {
                let _ = writeln!(
                    out,
                    "entry {}: {} is refused ({}): {}",
                    entry.seq,
                    as_written(&entry.action),
                    refusal
                        .rule
                        .clone()
                        .unwrap_or_else(|| code_of(&refusal).to_string()),
                    english::label(&refusal.reason, &file.setup.players)
                );
                return;
            }
        }
    }
    for expected in expected_after(file.log.len()) {
        let _ = writeln!(
            out,
            "at the end: {} is refused, as expected",
            as_written(&expected.action)
        );
    }
}

fn action_text(action: &Action) -> String {
    tableside_engine::json_text::bounded(&serde_json::to_string(action).unwrap_or_default())
}

fn state_value(game: &Match) -> Value {
    serde_json::to_value(game.state()).unwrap_or(Value::Null)
}

/// The part of `after` that differs from `before`, or `None` when nothing does.
fn changed(before: &Value, after: &Value) -> Option<Value> {
    if before == after {
        return None;
    }
    Some(match (before, after) {
        (Value::Object(b), Value::Object(a)) => Value::Object(
            a.iter()
                .filter_map(|(key, now)| match b.get(key) {
                    Some(was) => changed(was, now).map(|c| (key.clone(), c)),
                    None => Some((key.clone(), now.clone())),
                })
                .collect(),
        ),
        (Value::Array(b), Value::Array(a)) if b.len() == a.len() => Value::Array(
            b.iter()
                .zip(a)
                .map(|(was, now)| changed(was, now).unwrap_or(Value::Object(Default::default())))
                .collect(),
        ),
        _ => after.clone(),
    })
}

fn report(game: &Match, refused: Option<RefusedEntry>) -> Report {
    let view = game.view();
    Report {
        applied: game.log().len(),
        state: view.state,
        outcome: view.outcome,
        undone: view
            .log
            .iter()
            .filter(|line| line.undone)
            .map(|line| line.seq)
            .collect(),
        refused,
    }
}

#[cfg(test)]
#[path = "tests/replay.rs"]
mod tests;
