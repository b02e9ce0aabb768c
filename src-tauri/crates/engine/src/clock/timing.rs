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
