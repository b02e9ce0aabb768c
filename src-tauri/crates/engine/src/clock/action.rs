//! The clock's entries in the log.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::label::Label;

/// One clock entry. Each is an [`crate::Action::Clock`], undone and redone like any action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum ClockAction {
    /// Starts the clocks, or starts them again from nothing: a limit for the round, a time for
    /// each seat (chess clocks), or both, in milliseconds.
    Start {
        #[ts(type = "number | null")]
        round_ms: Option<i64>,
        #[ts(type = "number | null")]
        seat_ms: Option<i64>,
    },
    /// Stops every clock, the round's too, until [`ClockAction::Resume`].
    Pause,
    Resume,
    /// `seat`, whose chess clock runs, passes it by a tap to the next seat, for a decision the
    /// engine does not track; it follows the game again once the seat to act, the turn or the
    /// phase changes, and does not come back if the game returns to where it was.
    Pass {
        seat: usize,
    },
    /// A ruling on time: `ms` more for `seat` (less when negative), or for the round when
    /// `seat` is `None`; `note` says why.
    Adjust {
        seat: Option<usize>,
        #[ts(type = "number")]
        ms: i64,
        note: String,
    },
    /// `seat`'s chess clock reached zero: said by the device that keeps the match as it sees it
    /// happen, so that the log shows when. The match goes on: a seat loses by time only where
    /// its format says so, and no rule text of the games played here does.
    OutOfTime {
        seat: usize,
    },
    /// Said when a match whose clocks ran is opened again: the clocks ran for `closed_ms`
    /// before this entry while nobody saw them, and the table decides whether that time
    /// `counted`.
    Closed {
        #[ts(type = "number")]
        closed_ms: i64,
        counted: bool,
    },
}

impl ClockAction {
    /// The seat that acts: a pass is its seat's; the rest are the table's.
    pub fn acting_seat(&self) -> Option<usize> {
        match self {
            ClockAction::Pass { seat } => Some(*seat),
            ClockAction::Start { .. }
            | ClockAction::Pause
            | ClockAction::Resume
            | ClockAction::Adjust { .. }
            | ClockAction::OutOfTime { .. }
            | ClockAction::Closed { .. } => None,
        }
    }

    /// The entry's log line.
    pub fn label(&self) -> Label {
        match self {
            // One key for each shape, so each language words each shape whole.
            ClockAction::Start { round_ms, seat_ms } => match (round_ms, seat_ms) {
                (Some(round), Some(seat)) => Label::new("action.clock.start_both")
                    .num("round_minutes", round / 60_000)
                    .num("seat_minutes", seat / 60_000),
                (Some(round), None) => {
                    Label::new("action.clock.start_round").num("round_minutes", round / 60_000)
                }
                (None, Some(seat)) => {
                    Label::new("action.clock.start_seats").num("seat_minutes", seat / 60_000)
                }
                (None, None) => Label::new("action.clock.start_none"),
            },
            ClockAction::Pause => Label::new("action.clock.pause"),
            ClockAction::Resume => Label::new("action.clock.resume"),
            ClockAction::Pass { seat } => Label::new("action.clock.pass").place("player", *seat),
            ClockAction::Adjust { seat, ms, note } => {
                let label = match seat {
                    Some(seat) => Label::new("action.clock.adjust_seat").place("player", *seat),
                    None => Label::new("action.clock.adjust_round"),
                };
                label.num("seconds", ms / 1_000).text("note", note.clone())
            }
            ClockAction::OutOfTime { seat } => {
                Label::new("action.clock.out_of_time").place("player", *seat)
            }
            ClockAction::Closed { closed_ms, counted } => {
                let key = if *counted {
                    "action.clock.closed_counted"
                } else {
                    "action.clock.closed_not_counted"
                };
                Label::new(key).num("minutes", closed_ms / 60_000)
            }
        }
    }
}
