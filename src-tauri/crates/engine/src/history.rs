//! What match history reads from a match: its facts after the last entry (result, turns, who
//! went first), and each seat's headline number over the match for its chart.
//!
//! Nothing here is stored per entry: the table at an earlier entry is the replay of the log up
//! to it, and the chart is one replay watched entry by entry.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::action::LogEntry;
use crate::error::ReplayError;
use crate::matches::Match;
use crate::setup::Setup;

/// How a match stands after its last entry, as history files it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchResult {
    InProgress,
    /// Decided by the game's rules: one or more winners.
    Won,
    /// Over without a winner.
    Draw,
    /// Over because a player conceded.
    Conceded,
    /// Left unfinished and filed as over by the table (history sets it; the engine never does).
    Abandoned,
}

impl MatchResult {
    pub fn as_str(self) -> &'static str {
        match self {
            MatchResult::InProgress => "in_progress",
            MatchResult::Won => "won",
            MatchResult::Draw => "draw",
            MatchResult::Conceded => "conceded",
            MatchResult::Abandoned => "abandoned",
        }
    }

    pub fn parse(text: &str) -> Option<MatchResult> {
        [
            MatchResult::InProgress,
            MatchResult::Won,
            MatchResult::Draw,
            MatchResult::Conceded,
            MatchResult::Abandoned,
        ]
        .into_iter()
        .find(|result| result.as_str() == text)
    }

    /// Whether the match is over, so that its seats count as wins, losses or draws.
    pub fn is_decided(self) -> bool {
        matches!(
            self,
            MatchResult::Won | MatchResult::Draw | MatchResult::Conceded
        )
    }
}

/// What history keeps of a match after its last entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct MatchFacts {
    pub result: MatchResult,
    /// Seats of the winners; empty while in progress and for a draw.
    pub winners: Vec<usize>,
    /// The turn the match is in (or ended in).
    pub turns: u32,
    /// The seat that took the first turn, once settled.
    pub first_player: Option<usize>,
}

/// Each seat's headline number after one entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct ScorePoint {
    /// The entry's sequence number; the match's start is `None`.
    pub seq: Option<u32>,
    pub turn: u32,
    pub scores: Vec<i64>,
}

impl Match {
    /// The match's result, turns and first player after its last entry.
    pub fn facts(&self) -> MatchFacts {
        let standing = self.state().standing();
        let (turns, _) = self.state().turn_and_phase();
        let (result, winners) = match self.outcome() {
            None => (MatchResult::InProgress, Vec::new()),
            Some(outcome) if !standing.conceded.is_empty() => {
                (MatchResult::Conceded, outcome.winners)
            }
            Some(outcome) if outcome.winners.is_empty() => (MatchResult::Draw, Vec::new()),
            Some(outcome) => (MatchResult::Won, outcome.winners),
        };
        MatchFacts {
            result,
            winners,
            turns,
            first_player: standing.first_player,
        }
    }

    /// The match as it stood after its first `entries` entries (all of them when the log is
    /// shorter): the table a history scrubber shows.
    pub fn replay_to(setup: Setup, log: &[LogEntry], entries: usize) -> Result<Match, ReplayError> {
        Match::replay(setup, &log[..entries.min(log.len())])
    }

    /// Each seat's headline number at the start and after every entry, by one replay.
    pub fn score_series<'a>(
        setup: Setup,
        log: impl Into<Cow<'a, [LogEntry]>>,
    ) -> Result<Vec<ScorePoint>, ReplayError> {
        let log = log.into();
        let start = Match::new(setup.clone())?;
        let mut points = Vec::with_capacity(log.len() + 1);
        points.push(point(&start, None));
        Match::replay_watching(setup, log, |table| {
            let seq = table.log().last().map(|entry| entry.seq);
            points.push(point(table, seq));
        })?;
        Ok(points)
    }
}

fn point(table: &Match, seq: Option<u32>) -> ScorePoint {
    ScorePoint {
        seq,
        turn: table.state().turn_and_phase().0,
        scores: table.state().standing().scores,
    }
}

#[cfg(test)]
#[path = "tests/history.rs"]
mod tests;
