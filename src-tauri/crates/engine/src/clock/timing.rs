//! What history keeps of a match's times: its length and each player's time, whether or not
//! the table played with clocks.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A match's times from its log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct MatchTiming {
    /// From the first entry to the last.
    #[ts(type = "number")]
    pub length_ms: i64,
    /// The part of it no seat was to act in: paused, or closed and not counted.
    #[ts(type = "number")]
    pub idle_ms: i64,
    pub seats: Vec<SeatTiming>,
    /// Each turn's time, from the first turn on, in order: history's chart of time per turn.
    pub turns: Vec<TurnTiming>,
}

/// One turn's time: how long the seats were to act while the table was at this turn (the
/// turn's player, and the others while they held priority), pauses left out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct TurnTiming {
    pub turn: u32,
    /// The seat that began the turn, if the game names one.
    pub seat: Option<usize>,
    #[ts(type = "number")]
    pub ms: i64,
}

/// One player's times.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct SeatTiming {
    /// Time the seat was the one to act: its turns, and its priority in the others' chains.
    #[ts(type = "number")]
    pub used_ms: i64,
    /// Turns the seat began.
    pub turns: u32,
    /// Its time over its turns; `None` before its first turn.
    #[ts(type = "number | null")]
    pub average_turn_ms: Option<i64>,
}
