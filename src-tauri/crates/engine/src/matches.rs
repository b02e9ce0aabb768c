//! A match: its setup plus an append-only log; its state is the fold of the log.

use std::borrow::Cow;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::action::{Action, LogEntry};
use crate::clock::{ClockAction, ClockEvent, ClockTrack, Clocks, MatchTiming};
use crate::error::{Refusal, ReplayError, SetupError};
use crate::fold::{meta_label, Fold};
use crate::game::Outcome;
use crate::games::{GameAction, GameState};
use crate::label::Label;
use crate::setup::Setup;

/// What an entry's log line says beyond the entry itself: where it stood in the game when it
/// was applied, and its label.
#[derive(Debug, Clone, PartialEq, Eq)]
struct EntryLine {
    /// A play's, roll's or ruling's label. An undo or a redo keeps `action.meta`: its line
    /// quotes the label of the entry it took.
    label: Label,
    turn: u32,
    phase: &'static str,
    /// For an undo or a redo, the entry it took back or put back.
    took: Option<u32>,
}

/// A match in play. The only way to change it is [`Match::apply`].
#[derive(Debug, Clone)]
pub struct Match {
    setup: Setup,
    entries: Vec<LogEntry>,
    lines: EntryLines,
    fold: Fold,
    /// The clocks, stepped with every entry: reading them costs no replay.
    clock: ClockTrack,
}

/// The [`EntryLine`] of every entry in the log.
///
/// A label reads the states before and after its entry, so building it costs a copy of the
/// state; replay builds no line, and the lines of the replayed entries are built on first ask
/// by folding those entries again as [`Match::apply`] did. Opening a match asks once for them
/// all (its view); a replay that only wants the state (history, statistics, the command
/// line's checks) never does.
#[derive(Debug, Clone, Default)]
struct EntryLines {
    /// The log's first `replayed` entries were replayed: their lines are not built yet.
    replayed: usize,
    /// Their lines, by sequence number, once asked for. `OnceLock` rather than a plain field
    /// so that the views, which borrow the match, can build them; it is reset whenever
    /// `replayed` grows.
    built: OnceLock<Vec<EntryLine>>,
    /// The lines of the entries applied after them, built as each was applied.
    applied: Vec<EntryLine>,
}

/// What kind of entry a log line is, for the log drawer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    Play,
    Roll,
    Ruling,
    Undo,
    Redo,
}

/// One line of the log as the UI shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct LogLine {
    pub seq: u32,
    #[ts(type = "number")]
    pub at_ms: i64,
    pub kind: EntryKind,
    pub label: Label,
    /// Undone and not redone: shown struck through.
    pub undone: bool,
    /// A ruling's note.
    pub note: Option<String>,
    /// The rules a ruling waived.
    pub waived: Vec<String>,
    pub turn: u32,
    pub phase: Label,
    pub random: Vec<u32>,
}

impl Match {
    /// Starts a match with an empty log.
    pub fn new(setup: Setup) -> Result<Match, SetupError> {
        let start = setup.start()?;
        let clock = ClockTrack::new(setup.players.len(), start.clock_point());
        Ok(Match {
            setup,
            entries: Vec::new(),
            lines: EntryLines::default(),
            fold: Fold::new(start),
            clock,
        })
    }

    /// Rebuilds a match from its setup and log, checking every entry again.
    ///
    /// The log can be handed over (`Vec<LogEntry>`, as the store does when it opens a match),
    /// and becomes the match's log as it is, or borrowed (`&[LogEntry]`, `&Vec<LogEntry>`),
    /// and is copied first.
    pub fn replay<'a>(
        setup: Setup,
        log: impl Into<Cow<'a, [LogEntry]>>,
    ) -> Result<Match, ReplayError> {
        Match::replay_owned(setup, log.into().into_owned())
    }

    /// Checks `log`'s entries where they lie, each against the entries before it, and keeps
    /// `log` as the match's log: moving every entry into a log of its own was a copy of each
    /// entry and a second log's worth of fresh memory, a third of a replay's time. Only a
    /// replay nobody watches can do this: until the end the match holds no log.
    fn replay_owned(setup: Setup, mut log: Vec<LogEntry>) -> Result<Match, ReplayError> {
        let mut table = Match::new(setup)?;
        table.fold.in_effect.reserve(log.len());
        for position in 0..log.len() {
            let (before, rest) = log.split_at_mut(position);
            let entry = &mut rest[0];
            // The entry as `record` would store it: its seq was checked, its time is kept, and
            // its draws are the fold's (equal to the recorded ones, if it had any).
            entry.random =
                accept_replayed(&mut table.fold, &table.clock, &table.setup, before, entry)?;
            if table.clock.follows(&entry.action) {
                let event = clock_event(&entry.action, &table.fold, before);
                table
                    .clock
                    .step(entry.at_ms, event, table.fold.state.clock_point());
            }
        }
        table.lines.replayed = log.len();
        table.entries = log;
        Ok(table)
    }

    /// [`Match::replay`], showing the match to `watch` after each entry: how history draws a
    /// match's headline numbers without storing a state per entry. The match shown must hold
    /// the entries so far, so each entry is moved (or copied, if borrowed) into its log.
    pub fn replay_watching<'a>(
        setup: Setup,
        log: impl Into<Cow<'a, [LogEntry]>>,
        watch: impl FnMut(&Match),
    ) -> Result<Match, ReplayError> {
        match log.into() {
            Cow::Borrowed(log) => {
                Match::replay_entries(setup, log.len(), log.iter().map(Cow::Borrowed), watch)
            }
            Cow::Owned(log) => {
                Match::replay_entries(setup, log.len(), log.into_iter().map(Cow::Owned), watch)
            }
        }
    }

    /// Applies each entry in place ([`Fold::replay`]): a refused entry fails the replay, and
    /// the half-built match is dropped with its half-changed state.
    fn replay_entries<'a>(
        setup: Setup,
        len: usize,
        log: impl Iterator<Item = Cow<'a, LogEntry>>,
        mut watch: impl FnMut(&Match),
    ) -> Result<Match, ReplayError> {
        let mut table = Match::new(setup)?;
        // Every entry is kept, so the log's length is known: growing the vectors entry by
        // entry copied them over and over.
        table.entries.reserve_exact(len);
        table.fold.in_effect.reserve(len);
        for entry in log {
            let random = accept_replayed(
                &mut table.fold,
                &table.clock,
                &table.setup,
                &table.entries,
                &entry,
            )?;
            // Only now is the action copied, if the log was borrowed: `accept` needs no copy.
            let (action, at_ms) = match entry {
                Cow::Borrowed(entry) => (entry.action.clone(), entry.at_ms),
                Cow::Owned(entry) => (entry.action, entry.at_ms),
            };
            table.record(action, at_ms, random, None);
            watch(&table);
        }
        Ok(table)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.entries
    }

    pub fn state(&self) -> &GameState {
        &self.fold.state
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.fold.state.outcome()
    }

    /// The clocks at `now` (milliseconds since the Unix epoch), or `None` while the table has
    /// not started them. A finished match's clocks stopped at its last entry.
    pub fn clocks_at(&self, now: i64) -> Option<Clocks> {
        if !self.clock.started() {
            return None;
        }
        self.clock.read(now, self.outcome().is_some())
    }

    /// The clocks as they stood at the last entry: what a view carries, for a screen to count
    /// on from.
    pub fn clocks(&self) -> Option<Clocks> {
        let last = self.entries.last()?;
        self.clocks_at(last.at_ms)
    }

    /// The match's length and each seat's time, from its first entry to its last, by one
    /// replay that follows every entry, clocks or not.
    pub fn timing_of<'a>(
        setup: Setup,
        log: impl Into<Cow<'a, [LogEntry]>>,
    ) -> Result<MatchTiming, ReplayError> {
        let start = setup.start()?;
        let mut track = ClockTrack::from_first_entry(setup.players.len(), start.clock_point());
        Match::replay_watching(setup, log, |table| {
            if let Some(entry) = table.entries.last() {
                let before = &table.entries[..table.entries.len() - 1];
                let event = clock_event(&entry.action, &table.fold, before);
                track.step(entry.at_ms, event, table.fold.state.clock_point());
            }
        })?;
        Ok(track.timing())
    }

    /// The one door for every change: checks `action`, and on success appends it to the log
    /// and returns the new entry. On refusal the match is untouched: the action is applied to
    /// a copy of the state ([`Fold::accept`]).
    pub fn apply(&mut self, action: Action, at_ms: i64) -> Result<&LogEntry, Refusal> {
        if let Action::Clock { clock } = &action {
            self.clock.check(clock, at_ms)?;
        }
        let (random, line) = accept_with_line(&mut self.fold, &self.setup, &self.entries, &action)?;
        Ok(self.record(action, at_ms, random, Some(line)))
    }

    /// Appends an entry the fold accepted, with its line unless it was replayed. Until then
    /// the match is not whole: `replay` checks a borrowed entry before copying it.
    fn record(
        &mut self,
        action: Action,
        at_ms: i64,
        random: Vec<u32>,
        line: Option<EntryLine>,
    ) -> &LogEntry {
        let seq = self.entries.len() as u32;
        if self.clock.follows(&action) {
            let event = clock_event(&action, &self.fold, &self.entries);
            self.clock.step(at_ms, event, self.fold.state.clock_point());
        }
        let lines = &mut self.lines;
        match line {
            Some(line) => lines.applied.push(line),
            None => {
                debug_assert!(
                    lines.applied.is_empty(),
                    "entries are replayed only into a new match"
                );
                lines.replayed += 1;
                lines.built.take();
            }
        }
        self.entries.push(LogEntry {
            seq,
            at_ms,
            action,
            random,
        });
        self.entries.last().expect("an entry was just pushed")
    }

    /// Entry `seq`'s line.
    fn line(&self, seq: usize) -> &EntryLine {
        let lines = &self.lines;
        match seq.checked_sub(lines.replayed) {
            Some(applied) => &lines.applied[applied],
            None => &lines
                .built
                .get_or_init(|| self.line_replayed(lines.replayed))[seq],
        }
    }

    /// The label of the play, roll or ruling `seq`.
    fn effect_label(&self, seq: u32) -> &Label {
        &self.line(seq as usize).label
    }

    /// The lines of the first `entries` entries, by folding them again from the start as
    /// [`Match::apply`] did.
    fn line_replayed(&self, entries: usize) -> Vec<EntryLine> {
        let log = &self.entries[..entries];
        let mut fold = Fold::new(self.fold.start().clone());
        let mut lines = Vec::with_capacity(entries);
        for (seq, entry) in log.iter().enumerate() {
            let accepted = accept_with_line(&mut fold, &self.setup, &log[..seq], &entry.action);
            debug_assert!(
                accepted.is_ok(),
                "entry {seq} no longer applies: {:?}",
                accepted.as_ref().err()
            );
            lines.push(accepted.map_or_else(
                |_| EntryLine {
                    label: meta_label(),
                    turn: 0,
                    phase: "",
                    took: None,
                },
                |(_, line)| line,
            ));
        }
        lines
    }

    /// Entry `seq`'s label as its line shows it: an undo or a redo quotes the entry it took.
    fn line_label(&self, seq: usize) -> Label {
        let took = self.line(seq).took;
        match (&self.entries[seq].action, took) {
            (Action::Undo, Some(took)) => {
                Label::new("action.undo").label("action", self.effect_label(took).clone())
            }
            (Action::Redo, Some(took)) => {
                Label::new("action.redo").label("action", self.effect_label(took).clone())
            }
            (Action::Undo | Action::Redo, None) => meta_label(),
            _ => self.effect_label(seq as u32).clone(),
        }
    }

    /// What undo would take back, for the undo button.
    pub fn undo_label(&self) -> Option<Label> {
        self.fold
            .in_effect
            .last()
            .map(|&seq| self.effect_label(seq).clone())
    }

    /// What redo would put back, for the redo button.
    pub fn redo_label(&self) -> Option<Label> {
        self.fold
            .redoable
            .last()
            .map(|&seq| self.effect_label(seq).clone())
    }

    /// The log as the UI shows it.
    pub fn log_lines(&self) -> Vec<LogLine> {
        let mut in_effect = vec![false; self.entries.len()];
        for &seq in &self.fold.in_effect {
            in_effect[seq as usize] = true;
        }
        (0..self.entries.len())
            .map(|seq| self.log_line(seq, !in_effect[seq]))
            .collect()
    }

    /// The lines the last entry added or changed: its own, and for an undo or a redo the line
    /// of the entry it took back or put back, whose strike-through flipped. Everything else in
    /// the log is as it was, so a table that has the log before the entry needs only these.
    pub fn changed_lines(&self) -> Vec<LogLine> {
        let Some(last) = self.entries.last() else {
            return Vec::new();
        };
        let flipped = match last.action {
            Action::Undo => self.fold.redoable.last().map(|&seq| (seq, true)),
            Action::Redo => self.fold.in_effect.last().map(|&seq| (seq, false)),
            _ => None,
        };
        let mut lines: Vec<LogLine> = flipped
            .map(|(seq, undone)| self.log_line(seq as usize, undone))
            .into_iter()
            .collect();
        // The newest entry is in effect: a play, roll or ruling just applied, or an undo or a
        // redo, which are never struck through.
        lines.push(self.log_line(self.entries.len() - 1, false));
        lines
    }

    /// The lines a table that saw the first `seen` entries lacks: every entry after those,
    /// and the line of each earlier entry that an undo or a redo among them took back or put
    /// back, whose strike-through flipped. For `seen` one short of the log these are
    /// [`Match::changed_lines`]; a device that slept for a while gets only what it missed.
    pub fn lines_since(&self, seen: u32) -> Vec<LogLine> {
        let from = (seen as usize).min(self.entries.len());
        // Entries go into effect in log order, and redo puts back the newest undone entry,
        // which is newer than every entry still in effect: the list stays sorted.
        let in_effect = |seq: usize| self.fold.in_effect.binary_search(&(seq as u32)).is_ok();
        let mut earlier: Vec<usize> = (from..self.entries.len())
            .filter_map(|seq| self.line(seq).took)
            .map(|took| took as usize)
            .filter(|&took| took < from)
            .collect();
        earlier.sort_unstable();
        earlier.dedup();
        earlier
            .into_iter()
            .chain(from..self.entries.len())
            .map(|seq| {
                let struck = match self.entries[seq].action {
                    Action::Undo | Action::Redo => false,
                    _ => !in_effect(seq),
                };
                self.log_line(seq, struck)
            })
            .collect()
    }

    /// Entry `seq`'s line; `out_of_effect` when it is taken back (shown struck through unless
    /// it is an undo or a redo itself).
    fn log_line(&self, seq: usize, out_of_effect: bool) -> LogLine {
        let (entry, line) = (&self.entries[seq], self.line(seq));
        let (kind, note, waived) = match &entry.action {
            Action::Play { .. } | Action::Advance { .. } => (EntryKind::Play, None, Vec::new()),
            Action::Roll { .. } => (EntryKind::Roll, None, Vec::new()),
            Action::Ruling { note, waive, .. } => {
                (EntryKind::Ruling, Some(note.clone()), waive.clone())
            }
            // A ruling on time reads as a ruling, with its note; the clocks' other steps as
            // the table's plays.
            Action::Clock {
                clock: ClockAction::Adjust { note, .. },
            } => (EntryKind::Ruling, Some(note.clone()), Vec::new()),
            Action::Clock { .. } => (EntryKind::Play, None, Vec::new()),
            Action::Undo => (EntryKind::Undo, None, Vec::new()),
            Action::Redo => (EntryKind::Redo, None, Vec::new()),
        };
        let undoable = !matches!(kind, EntryKind::Undo | EntryKind::Redo);
        LogLine {
            seq: entry.seq,
            at_ms: entry.at_ms,
            kind,
            label: self.line_label(seq),
            undone: undoable && out_of_effect,
            note,
            waived,
            turn: line.turn,
            phase: Label::new(format!("{}.phase", self.setup.game.as_str()))
                .word("phase", line.phase),
            random: entry.random.clone(),
        }
    }

    /// Game actions the engine would accept now.
    pub fn legal_actions(&self) -> Vec<GameAction> {
        self.offered_actions().0
    }

    /// The game's offered actions the engine would accept now, and the rest with why not.
    /// A finished match offers none: only undo and redo remain.
    pub fn offered_actions(&self) -> (Vec<GameAction>, Vec<crate::declined::Declined>) {
        if self.fold.state.outcome().is_some() {
            return (Vec::new(), Vec::new());
        }
        self.fold.state.offered_actions(self.setup.seed)
    }
}

/// Checks replayed `entry`, the one after `before`, by applying it to the fold in place
/// ([`Fold::replay`]), and returns its draws.
fn accept_replayed(
    fold: &mut Fold,
    clock: &ClockTrack,
    setup: &Setup,
    before: &[LogEntry],
    entry: &LogEntry,
) -> Result<Vec<u32>, ReplayError> {
    let position = before.len();
    if entry.seq as usize != position {
        return Err(ReplayError::OutOfOrder {
            position,
            seq: entry.seq,
        });
    }
    if let Action::Clock { clock: step } = &entry.action {
        clock
            .check(step, entry.at_ms)
            .map_err(|refusal| ReplayError::Refused {
                seq: entry.seq,
                refusal,
            })?;
    }
    let random = fold
        .replay(setup, before, &entry.action)
        .map_err(|refusal| ReplayError::Refused {
            seq: entry.seq,
            refusal,
        })?;
    if !entry.random.is_empty() && random != entry.random {
        return Err(ReplayError::RandomMismatch {
            seq: entry.seq,
            recorded: entry.random.clone(),
            computed: random,
        });
    }
    Ok(random)
}

/// What `action`, just accepted by `fold` as the entry after `log`, did to the clocks: an
/// undo or a redo is a clock entry's when the entry it took back or put back is one.
fn clock_event<'a>(action: &'a Action, fold: &Fold, log: &[LogEntry]) -> ClockEvent<'a> {
    let is_clock = |seq: Option<&u32>| {
        seq.and_then(|&seq| log.get(seq as usize))
            .is_some_and(|entry| matches!(entry.action, Action::Clock { .. }))
    };
    match action {
        Action::Clock { clock } => ClockEvent::Clock(clock),
        Action::Undo => ClockEvent::Undo {
            clock: is_clock(fold.redoable.last()),
        },
        Action::Redo => ClockEvent::Redo {
            clock: is_clock(fold.in_effect.last()),
        },
        Action::Play { .. }
        | Action::Roll { .. }
        | Action::Ruling { .. }
        | Action::Advance { .. } => ClockEvent::Game,
    }
}

/// Applies `action` as the entry after `log` on a copy of the state ([`Fold::accept`]),
/// returning its random draws and its line.
fn accept_with_line(
    fold: &mut Fold,
    setup: &Setup,
    log: &[LogEntry],
    action: &Action,
) -> Result<(Vec<u32>, EntryLine), Refusal> {
    let (turn, phase) = fold.state.turn_and_phase();
    let accepted = fold.accept(setup, log, action)?;
    let line = EntryLine {
        label: accepted.label.unwrap_or_else(meta_label),
        turn,
        phase,
        took: accepted.took,
    };
    Ok((accepted.random, line))
}

#[cfg(test)]
#[path = "tests/matches.rs"]
mod tests;
