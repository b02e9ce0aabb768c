//! What the clocks show at one moment.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The clocks at `at_ms`: the round's and each seat's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Clocks {
    /// The moment read, in milliseconds since the Unix epoch: a screen counts on from it.
    #[ts(type = "number")]
    pub at_ms: i64,
    #[ts(type = "number")]
    pub started_at_ms: i64,
    /// Paused by the table: no clock runs.
    pub paused: bool,
    /// The match is over: the clocks stopped at its last entry.
    pub over: bool,
    /// The seat whose time runs now; `None` while paused, over, or with no seat to act.
    pub running: Option<usize>,
    /// The round timer, when the clocks have a round limit.
    pub round: Option<RoundClock>,
    /// Each seat's time, in seat order.
    pub seats: Vec<SeatClock>,
    /// Time since the start during which no seat's clock ran (paused, or not counted).
    #[ts(type = "number")]
    pub idle_ms: i64,
}

/// The round's time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct RoundClock {
    /// The limit with the rulings on it.
    #[ts(type = "number")]
    pub limit_ms: i64,
    /// Time counted since the start, pauses left out.
    #[ts(type = "number")]
    pub elapsed_ms: i64,
    /// Negative once time is called.
    #[ts(type = "number")]
    pub left_ms: i64,
}

/// One seat's time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct SeatClock {
    /// Time the seat was the one to act since the clocks started.
    #[ts(type = "number")]
    pub used_ms: i64,
    /// With chess clocks, the seat's time left (negative once out of time); `None` without.
    #[ts(type = "number | null")]
    pub left_ms: Option<i64>,
}

impl Clocks {
    /// Whether the round's time is up.
    pub fn time_called(&self) -> bool {
        self.round.as_ref().is_some_and(|round| round.left_ms <= 0)
    }

    /// Whether `seat` has no chess-clock time left.
    pub fn out_of_time(&self, seat: usize) -> bool {
        self.seats
            .get(seat)
            .and_then(|clock| clock.left_ms)
            .is_some_and(|left| left <= 0)
    }
}
