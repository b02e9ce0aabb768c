//! Replaying a match file into a report: the state after the last entry that applied.

use serde::Serialize;
use tableside_engine::{Action, GameState, Match, MatchFile, Outcome, Refusal, ReplayError};

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
    pub action: Action,
    /// The engine's refusal code, e.g. `RULE_VIOLATION`.
    pub code: String,
    /// The catalog rule, e.g. `CTC-CRYSTAL-1`, when a rule refused it.
    pub rule: Option<String>,
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
    Invalid(String),
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
        Err(ReplayError::Setup(error)) => {
            Replayed::Invalid(format!("the setup is not valid: {error}"))
        }
        Err(error @ ReplayError::RandomMismatch { .. }) => Replayed::Invalid(format!(
            "{error}: the log was edited, or written with another seed"
        )),
        Err(other) => Replayed::Invalid(other.to_string()),
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
        return Replayed::Invalid(format!(
            "entry {seq} was refused and the entries before it no longer replay"
        ));
    };
    let code = serde_json::to_value(refusal.code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{:?}", refusal.code));
    let refused = RefusedEntry {
        seq,
        action: entry.action.clone(),
        code,
        rule: refusal.rule,
        message: refusal.message,
    };
    Replayed::Refused(report(&game, Some(refused)))
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
