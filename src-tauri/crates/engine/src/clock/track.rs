//! The fold of the entries' times: who was to act between each entry and the next, and what
//! the clock entries in effect say.
//!
//! [`crate::Match`] steps it after each entry it applies or replays once the clocks are
//! started, so reading a clock costs a few sums, whatever the log's length, and a match
//! without clocks pays nothing per entry; history follows every entry from the first
//! ([`ClockTrack::from_first_entry`]) for each player's time. [`ClockTrack::step`] is also the
//! pure function a caller holding entries and times can fold by itself.

use super::action::ClockAction;
use super::point::Point;
use super::reading::{Clocks, RoundClock, SeatClock};
use super::settings::{Passed, Settings, Start};
use super::timing::{MatchTiming, SeatTiming, TurnTiming};
use crate::error::{Refusal, RefusalCode};
use crate::label::Label;

/// What an entry did, as far as the clocks care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockEvent<'a> {
    /// A play, roll, ruling or advance: only who is to act may change.
    Game,
    Clock(&'a ClockAction),
    /// An undo; `clock` when the entry it took back was a clock entry.
    Undo {
        clock: bool,
    },
    /// A redo; `clock` when the entry it put back was a clock entry.
    Redo {
        clock: bool,
    },
}

/// Longest limit a clock takes: a day, far beyond any round, and far from overflowing.
const LONGEST_MS: i64 = 24 * 60 * 60 * 1_000;

/// The clocks after the entries stepped so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockTrack {
    /// Whether every entry is followed, clocks or not (history's times), or only from a start.
    always: bool,
    /// The first entry's time; `None` before it.
    first_ms: Option<i64>,
    /// The newest time stepped: a time earlier than one before it (another device's clock)
    /// counts as this one, so time never runs backwards.
    last_ms: i64,
    /// Time each seat was to act, since the first entry.
    used: Vec<i64>,
    /// Time no seat's clock ran: paused, or no seat to act.
    idle: i64,
    /// Turns each seat began.
    turns: Vec<u32>,
    /// The highest turn begun: a turn reached again by an undo and a redo is not begun again.
    highest_turn: u32,
    /// Each turn's counted time and the seat that began it, by turn number from 1 (only
    /// where the track follows every entry: history's).
    turn_times: Vec<(Option<usize>, i64)>,
    point: Point,
    /// How many times the point changed: a pass by a tap holds while this stays what it was
    /// when the tap was made, so a table that comes back to the same seat, turn and phase (a
    /// chain within the phase) does not bring the pass back.
    moves: u64,
    /// The settings after each clock entry in effect, oldest first; none before a start.
    settings: Vec<Settings>,
    /// The settings of clock entries undone, which a redo puts back.
    undone: Vec<Settings>,
}

impl ClockTrack {
    /// The clocks of a table of `seats` standing at `point` before its first entry, followed
    /// from their start: the time before it is no seat's.
    pub fn new(seats: usize, point: Point) -> ClockTrack {
        ClockTrack::tracking(seats, point, false)
    }

    /// [`ClockTrack::new`], following every entry from the first, so that each seat's time
    /// counts whether or not the table started the clocks: what history reads.
    pub fn from_first_entry(seats: usize, point: Point) -> ClockTrack {
        ClockTrack::tracking(seats, point, true)
    }

    fn tracking(seats: usize, point: Point, always: bool) -> ClockTrack {
        let mut turns = vec![0; seats];
        if let (Some(seat), true) = (point.to_act, point.turn > 0) {
            if let Some(turns) = turns.get_mut(seat) {
                *turns += 1;
            }
        }
        let turn_times = if always && point.turn > 0 {
            vec![(None, 0); point.turn as usize - 1]
                .into_iter()
                .chain([(point.to_act, 0)])
                .collect()
        } else {
            Vec::new()
        };
        ClockTrack {
            always,
            turn_times,
            first_ms: None,
            last_ms: 0,
            used: vec![0; seats],
            idle: 0,
            turns,
            highest_turn: point.turn,
            point,
            moves: 0,
            settings: Vec::new(),
            undone: Vec::new(),
        }
    }

    fn seats(&self) -> usize {
        self.used.len()
    }

    /// Whether the clocks have been started (and the start not undone).
    pub fn started(&self) -> bool {
        !self.settings.is_empty()
    }

    /// Whether an entry of `action` must be stepped: every entry once the clocks started (or
    /// a redo may start them again), none before, but a clock entry.
    #[inline]
    pub fn follows(&self, action: &crate::Action) -> bool {
        self.always
            || !self.settings.is_empty()
            || !self.undone.is_empty()
            || matches!(action, crate::Action::Clock { .. })
    }

    /// The seat whose time runs after the entries so far; `None` counts as idle.
    fn charged(&self) -> Option<usize> {
        match self.settings.last() {
            Some(settings) if settings.paused => None,
            Some(Settings {
                passed: Some(passed),
                ..
            }) if passed.moves == self.moves => Some(passed.to),
            _ => self.point.to_act,
        }
    }

    /// Refuses `action` at `at_ms` where it cannot apply to the clocks as they stand: bad
    /// input, or a step of a clock that is not there, already paused, or not the seat's.
    pub fn check(&self, action: &ClockAction, at_ms: i64) -> Result<(), Refusal> {
        let at_ms = within_time(at_ms);
        let clock = |key: &'static str| Refusal::other(RefusalCode::Clock, Label::new(key));
        let seat_ok = |seat: usize| {
            if seat < self.seats() {
                Ok(())
            } else {
                Err(Refusal::no_such_player(seat))
            }
        };
        if let ClockAction::Start { round_ms, seat_ms } = action {
            if round_ms.is_none() && seat_ms.is_none() {
                return Err(Refusal::invalid(Label::new("refusal.clock_needs_a_limit")));
            }
            let out_of_range =
                |ms: &Option<i64>| ms.is_some_and(|ms| !(1..=LONGEST_MS).contains(&ms));
            if out_of_range(round_ms) || out_of_range(seat_ms) {
                return Err(Refusal::invalid(Label::new(
                    "refusal.clock_limit_out_of_range",
                )));
            }
            return Ok(());
        }
        let settings = self
            .settings
            .last()
            .ok_or_else(|| clock("refusal.clock_not_started"))?;
        match action {
            ClockAction::Start { .. } => Ok(()),
            ClockAction::Pause if settings.paused => Err(clock("refusal.clock_paused")),
            ClockAction::Pause => Ok(()),
            ClockAction::Resume if !settings.paused => Err(clock("refusal.clock_running")),
            ClockAction::Resume => Ok(()),
            ClockAction::Pass { seat } => {
                seat_ok(*seat)?;
                if settings.start.seat_ms.is_none() {
                    return Err(clock("refusal.clock_no_chess_clocks"));
                }
                if self.charged() != Some(*seat) {
                    return Err(clock("refusal.clock_not_running_for_seat"));
                }
                Ok(())
            }
            ClockAction::Adjust { seat, ms, note } => {
                if note.trim().is_empty() {
                    return Err(Refusal::invalid(Label::new("refusal.ruling_needs_note")));
                }
                if *ms == 0 {
                    return Err(Refusal::zero_amount());
                }
                if ms.abs() > LONGEST_MS {
                    return Err(Refusal::invalid(Label::new(
                        "refusal.clock_limit_out_of_range",
                    )));
                }
                match seat {
                    Some(seat) => {
                        seat_ok(*seat)?;
                        if settings.start.seat_ms.is_none() {
                            return Err(clock("refusal.clock_no_chess_clocks"));
                        }
                    }
                    None if settings.start.round_ms.is_none() => {
                        return Err(clock("refusal.clock_no_round_limit"));
                    }
                    None => {}
                }
                Ok(())
            }
            ClockAction::OutOfTime { seat } => {
                seat_ok(*seat)?;
                if settings.start.seat_ms.is_none() {
                    return Err(clock("refusal.clock_no_chess_clocks"));
                }
                if settings.out_of_time.get(*seat).copied().unwrap_or(false) {
                    return Err(clock("refusal.clock_out_of_time_logged"));
                }
                let left = self
                    .read(at_ms, false)
                    .and_then(|clocks| clocks.seats.get(*seat).and_then(|s| s.left_ms));
                if left.is_some_and(|left| left > 0) {
                    return Err(clock("refusal.clock_time_left"));
                }
                Ok(())
            }
            ClockAction::Closed { closed_ms, .. } => {
                if settings.paused {
                    return Err(clock("refusal.clock_paused"));
                }
                if *closed_ms <= 0 || at_ms - closed_ms < self.last_ms {
                    return Err(Refusal::invalid(Label::new(
                        "refusal.clock_closed_too_long",
                    )));
                }
                Ok(())
            }
        }
    }

    /// Folds one entry made at `at_ms`, after which the game stands at `point`.
    ///
    /// An entry that would not pass [`ClockTrack::check`] changes no setting (the caller
    /// checks first; a log is checked as it is replayed).
    pub fn step(&mut self, at_ms: i64, event: ClockEvent, point: Point) {
        let at_ms = within_time(at_ms);
        // Not followed since the last step: the time since then was no clock's.
        let resumed = !self.always && self.settings.is_empty() && self.undone.is_empty();
        let at = match self.first_ms {
            Some(_) if !resumed => at_ms.max(self.last_ms),
            _ => {
                self.first_ms.get_or_insert(at_ms);
                self.last_ms = self.last_ms.max(at_ms);
                self.last_ms
            }
        };
        let gap = at - self.last_ms;
        let charged = self.charged();
        match charged {
            Some(seat) => {
                self.used[seat] += gap;
                if self.always && self.point.turn > 0 {
                    if let Some((_, ms)) = self.turn_times.get_mut(self.point.turn as usize - 1) {
                        *ms += gap;
                    }
                }
            }
            None => self.idle += gap,
        }
        self.last_ms = at;
        match event {
            ClockEvent::Game => self.undone.clear(),
            ClockEvent::Clock(action) => {
                self.undone.clear();
                self.apply(action, at, gap, charged);
            }
            ClockEvent::Undo { clock: true } => {
                if let Some(settings) = self.settings.pop() {
                    self.undone.push(settings);
                }
            }
            ClockEvent::Redo { clock: true } => {
                if let Some(settings) = self.undone.pop() {
                    self.settings.push(settings);
                }
            }
            ClockEvent::Undo { clock: false } | ClockEvent::Redo { clock: false } => {}
        }
        if point.turn > self.highest_turn {
            self.highest_turn = point.turn;
            if let Some(turns) = point.to_act.and_then(|seat| self.turns.get_mut(seat)) {
                *turns += 1;
            }
            if self.always {
                // Turns skipped at once (none in today's games) read as no one's.
                let begun = point.turn as usize;
                self.turn_times.resize(begun.saturating_sub(1), (None, 0));
                self.turn_times.push((point.to_act, 0));
            }
        }
        if point != self.point {
            self.moves += 1;
            self.point = point;
        }
    }

    /// The settings after `action`, made at `at` after `gap` of time charged to `charged`.
    fn apply(&mut self, action: &ClockAction, at: i64, gap: i64, charged: Option<usize>) {
        if let ClockAction::Start { round_ms, seat_ms } = action {
            let not_counted = self
                .settings
                .last()
                .map_or_else(|| vec![0; self.seats()], |s| s.not_counted.clone());
            let (used_before, idle_before) = self.counted(&not_counted, 0, None);
            self.settings.push(Settings {
                start: Start {
                    at_ms: at,
                    round_ms: *round_ms,
                    seat_ms: *seat_ms,
                    used_before,
                    idle_before,
                },
                paused: false,
                passed: None,
                seat_bonus: vec![0; self.seats()],
                out_of_time: vec![false; self.seats()],
                round_bonus: 0,
                not_counted,
            });
            return;
        }
        let Some(mut next) = self.settings.last().cloned() else {
            return;
        };
        match action {
            ClockAction::Start { .. } => {}
            ClockAction::Pause => next.paused = true,
            ClockAction::Resume => next.paused = false,
            ClockAction::Pass { seat } => {
                next.passed = Some(Passed {
                    moves: self.moves,
                    to: (seat + 1) % self.seats(),
                });
            }
            ClockAction::Adjust { seat, ms, .. } => match seat {
                Some(seat) => {
                    if let Some(bonus) = next.seat_bonus.get_mut(*seat) {
                        *bonus += ms;
                    }
                    // Its time changed: it may run out again, and that is logged again.
                    if let Some(out) = next.out_of_time.get_mut(*seat) {
                        *out = false;
                    }
                }
                None => next.round_bonus += ms,
            },
            ClockAction::OutOfTime { seat } => {
                if let Some(out) = next.out_of_time.get_mut(*seat) {
                    *out = true;
                }
            }
            ClockAction::Closed { closed_ms, counted } => {
                if let (false, Some(seat)) = (*counted, charged) {
                    next.not_counted[seat] += (*closed_ms).clamp(0, gap);
                }
            }
        }
        self.settings.push(next);
    }

    /// Each seat's counted time and the idle time, with `live` more for `running` (the time
    /// since the last entry) and `not_counted` moved from the seats to idle.
    fn counted(&self, not_counted: &[i64], live: i64, running: Option<usize>) -> (Vec<i64>, i64) {
        let mut used: Vec<i64> = self
            .used
            .iter()
            .zip(not_counted)
            .map(|(used, skipped)| used - skipped)
            .collect();
        let mut idle = self.idle + not_counted.iter().sum::<i64>();
        match running {
            Some(seat) => used[seat] += live,
            None => idle += live,
        }
        (used, idle)
    }

    /// The clocks at `now` (a moment before the last entry reads as the last entry), or
    /// `None` before they are started. `over`: the match has ended, and its clocks stopped
    /// at the last entry.
    pub fn read(&self, now: i64, over: bool) -> Option<Clocks> {
        let settings = self.settings.last()?;
        let start = &settings.start;
        let now = if over {
            self.last_ms
        } else {
            within_time(now).max(self.last_ms)
        };
        let running = if over { None } else { self.charged() };
        let (used, idle) = self.counted(&settings.not_counted, now - self.last_ms, running);
        let idle_ms = idle - start.idle_before;
        let seats = used
            .iter()
            .zip(&start.used_before)
            .zip(&settings.seat_bonus)
            .map(|((used, before), bonus)| {
                let used_ms = used - before;
                SeatClock {
                    used_ms,
                    left_ms: start.seat_ms.map(|limit| limit + bonus - used_ms),
                }
            })
            .collect();
        let round = start.round_ms.map(|limit| {
            let limit_ms = limit + settings.round_bonus;
            let elapsed_ms = now - start.at_ms - idle_ms;
            RoundClock {
                limit_ms,
                elapsed_ms,
                left_ms: limit_ms - elapsed_ms,
            }
        });
        Some(Clocks {
            at_ms: now,
            started_at_ms: start.at_ms,
            paused: settings.paused,
            over,
            running,
            round,
            seats,
            idle_ms,
        })
    }

    /// The match's times from its first entry to its last, clocks or not.
    pub fn timing(&self) -> MatchTiming {
        let none = vec![0; self.seats()];
        let not_counted = self.settings.last().map_or(&none, |s| &s.not_counted);
        let (used, idle) = self.counted(not_counted, 0, None);
        let seats = used
            .into_iter()
            .zip(&self.turns)
            .map(|(used_ms, &turns)| SeatTiming {
                used_ms,
                turns,
                average_turn_ms: (turns > 0).then(|| used_ms / i64::from(turns)),
            })
            .collect();
        let turns = self
            .turn_times
            .iter()
            .enumerate()
            .map(|(index, &(seat, ms))| TurnTiming {
                turn: index as u32 + 1,
                seat,
                ms,
            })
            .collect();
        MatchTiming {
            length_ms: self.first_ms.map_or(0, |first| self.last_ms - first),
            idle_ms: idle,
            seats,
            turns,
        }
    }
}

/// The latest moment a clock reads: the last millisecond of the year 9999 (UTC).
const LAST_MOMENT_MS: i64 = 253_402_300_799_999;

/// `ms` within the moments a clock reads, from 1970 to [`LAST_MOMENT_MS`]: an entry's time
/// from a file written elsewhere is taken as it comes, and one outside them would overflow the
/// sums of the clocks' times.
fn within_time(ms: i64) -> i64 {
    ms.clamp(0, LAST_MOMENT_MS)
}
