//! What the clock entries in effect say: when the clocks started and with what limits, whether
//! they are paused, a pass by a tap, the rulings on time. An undo takes a clock entry's
//! settings back with it; the time that went by stays where it went.

/// The settings after one clock entry in effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Settings {
    pub start: Start,
    pub paused: bool,
    /// A pass by a tap, while the game's point has not changed since it was made.
    pub passed: Option<Passed>,
    /// Rulings on each seat's time: more (or less) time for it.
    pub seat_bonus: Vec<i64>,
    /// Whether each seat's running out of time is logged, since its time was last adjusted.
    pub out_of_time: Vec<bool>,
    /// Rulings on the round's time.
    pub round_bonus: i64,
    /// Time each seat's clock ran while the match was closed that the table did not count:
    /// kept over a start again, so that history's times leave it out too.
    pub not_counted: Vec<i64>,
}

/// When the clocks started, their limits, and the time already gone by then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Start {
    pub at_ms: i64,
    pub round_ms: Option<i64>,
    pub seat_ms: Option<i64>,
    /// Each seat's counted time when the clocks started: the chess clocks count from here.
    pub used_before: Vec<i64>,
    /// The counted time no seat's clock ran when the clocks started.
    pub idle_before: i64,
}

/// A chess clock passed by a tap to the seat `to`, made after the point's `moves`-th change:
/// it holds until the point changes again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Passed {
    pub moves: u64,
    pub to: usize,
}
