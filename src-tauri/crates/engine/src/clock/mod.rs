//! The table's clocks, read from the log: a round timer and a chess clock per seat.
//!
//! A clock is not a timer: every entry carries the time it was made (`LogEntry::at_ms`, given
//! by the caller), and clock entries (start, pause, resume, a pass by a tap, a ruling on time,
//! the time a closed match's clocks ran) are actions like any other. What a clock shows at a
//! moment is the fold of the entries' times up to it, with "now" passed in: so the clocks
//! survive a killed app, an undo, a file moved to another device and a replay scrubbed to any
//! entry, and every device reading the same log shows the same clocks.
//!
//! A seat's chess clock runs while that seat is the one to act ([`crate::Game::to_act`]): the
//! active player during its turn, the holder of priority while a chain is open. So it passes
//! with the turn and with priority by itself; a tap passes it where the table acts on
//! something the engine does not track.
//!
//! ```
//! use tableside_engine::clock::ClockAction;
//! use tableside_engine::{registry, Action, Match, Setup};
//!
//! let game = registry()[0].id;
//! let setup = Setup {
//!     game,
//!     format: format!("{}-standard", game.as_str()),
//!     players: vec!["Ana".into(), "Ben".into()],
//!     seed: 1,
//!     rules: serde_json::Value::Null,
//! };
//! let mut table = Match::new(setup).unwrap();
//! let start = ClockAction::Start { round_ms: Some(50 * 60_000), seat_ms: Some(25 * 60_000) };
//! table.apply(Action::Clock { clock: start }, 1_000).unwrap();
//! // A minute later, with nothing else played, the seat to act has used it.
//! let clocks = table.clocks_at(61_000).unwrap();
//! assert_eq!(clocks.round.unwrap().left_ms, 49 * 60_000);
//! let running = clocks.running.unwrap();
//! assert_eq!(clocks.seats[running].left_ms, Some(24 * 60_000));
//! ```

mod action;
mod point;
mod reading;
mod settings;
mod timing;
mod track;

pub use action::ClockAction;
pub use point::Point;
pub use reading::{Clocks, RoundClock, SeatClock};
pub use timing::{MatchTiming, SeatTiming, TurnTiming};
pub use track::{ClockEvent, ClockTrack};

#[cfg(test)]
#[path = "../tests/clock/mod.rs"]
mod tests;
