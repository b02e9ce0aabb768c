//! A match: its setup plus an append-only log; its state is the fold of the log.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::action::{Action, LogEntry};
use crate::error::{Refusal, RefusalCode, ReplayError, SetupError};
use crate::game::{Ctx, Outcome};
use crate::games::{wrong_game, GameAction, GameState};
use crate::label::Label;
use crate::random::Dice;
use crate::setup::Setup;

/// Where an entry stood in the game when it was written, and what it said.
#[derive(Debug, Clone, PartialEq, Eq)]
struct EntryContext {
    label: Label,
    turn: u32,
    phase: &'static str,
}

/// A match in play. The only way to change it is [`Match::apply`].
#[derive(Debug, Clone)]
pub struct Match {
    setup: Setup,
    entries: Vec<LogEntry>,
    contexts: Vec<EntryContext>,
    /// Sequence numbers of the entries in effect, oldest first.
    in_effect: Vec<u32>,
    /// Undone entries that redo can put back, newest undone last.
    redoable: Vec<u32>,
    /// `(n, state after the first n entries in effect)` for n = 0, K, 2K, …: undo folds from
    /// the nearest one instead of from the start, so it costs at most K applies, not the
    /// whole log.
    checkpoints: Vec<(usize, GameState)>,
    state: GameState,
}

/// Entries in effect between two checkpoints: a trade of memory (one state per K entries)
/// against the cost of an undo (at most K applies).
const CHECKPOINT_EVERY: usize = 64;

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
        Ok(Match {
            setup,
            entries: Vec::new(),
            contexts: Vec::new(),
            in_effect: Vec::new(),
            redoable: Vec::new(),
            checkpoints: vec![(0, start.clone())],
            state: start,
        })
    }

    /// Rebuilds a match from its setup and log, checking every entry again.
    ///
    /// The log can be borrowed (`&[LogEntry]`, `&Vec<LogEntry>`), and each entry is copied
    /// into the match, or handed over (`Vec<LogEntry>`), and its entries are moved in.
    pub fn replay<'a>(
        setup: Setup,
        log: impl Into<Cow<'a, [LogEntry]>>,
    ) -> Result<Match, ReplayError> {
        Match::replay_watching(setup, log, |_| {})
    }

    /// [`Match::replay`], showing the match to `watch` after each entry: how history draws a
    /// match's headline numbers without storing a state per entry.
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
        table.contexts.reserve_exact(len);
        table.in_effect.reserve(len);
        for (position, entry) in log.enumerate() {
            if entry.seq as usize != position {
                return Err(ReplayError::OutOfOrder {
                    position,
                    seq: entry.seq,
                });
            }
            let (random, context) =
                table
                    .accept(&entry.action)
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
            // Only now is the action copied, if the log was borrowed: `accept` needs no copy.
            let (action, at_ms) = match entry {
                Cow::Borrowed(entry) => (entry.action.clone(), entry.at_ms),
                Cow::Owned(entry) => (entry.action, entry.at_ms),
            };
            table.record(action, at_ms, random, context);
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
        &self.state
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// The one door for every change: checks `action`, and on success appends it to the log
    /// and returns the new entry. On refusal the match is untouched.
    pub fn apply(&mut self, action: Action, at_ms: i64) -> Result<&LogEntry, Refusal> {
        let (random, context) = self.accept(&action)?;
        Ok(self.record(action, at_ms, random, context))
    }

    /// The first half of `apply`: checks `action` as the next entry and, if it is accepted,
    /// brings the state, undo, redo and the checkpoints to after it, returning its random
    /// draws and log line. On refusal nothing has changed. On success the match is not whole
    /// until [`Match::record`] writes the entry: `replay` calls the two apart so that it can
    /// check a borrowed entry before copying it.
    fn accept(&mut self, action: &Action) -> Result<(Vec<u32>, EntryContext), Refusal> {
        let seq = self.entries.len() as u32;
        let (turn, phase) = self.state.turn_and_phase();
        let (random, label) = match action {
            Action::Undo => (Vec::new(), self.undo()?),
            Action::Redo => (Vec::new(), self.redo()?),
            effect => {
                let mut next = self.state.clone();
                let random = apply_effect(&self.setup, &mut next, effect, seq)?;
                let label = self.describe(effect, &next, &random);
                self.state = next;
                self.push_in_effect(seq);
                self.redoable.clear();
                (random, label)
            }
        };
        Ok((random, EntryContext { label, turn, phase }))
    }

    /// The second half of `apply`: appends the entry that [`Match::accept`] accepted.
    fn record(
        &mut self,
        action: Action,
        at_ms: i64,
        random: Vec<u32>,
        context: EntryContext,
    ) -> &LogEntry {
        let seq = self.entries.len() as u32;
        self.contexts.push(context);
        self.entries.push(LogEntry {
            seq,
            at_ms,
            action,
            random,
        });
        self.entries.last().expect("an entry was just pushed")
    }

    fn describe(&self, action: &Action, after: &GameState, random: &[u32]) -> Label {
        match action {
            Action::Play { play } => self.state.describe(after, play),
            Action::Roll { die, player } => {
                let label = Label::new("action.roll")
                    .word("die", die.as_str())
                    .num("result", random.first().copied().unwrap_or_default().into());
                match player {
                    Some(p) => label.num("player", *p as i64),
                    None => label,
                }
            }
            Action::Ruling { note, play, .. } => {
                let label = Label::new("action.ruling").text("note", note.clone());
                match play {
                    Some(play) => label.label("play", self.state.describe(after, play)),
                    None => label,
                }
            }
            Action::Undo | Action::Redo => Label::new("action.meta"),
        }
    }

    fn undo(&mut self) -> Result<Label, Refusal> {
        let seq = *self.in_effect.last().ok_or_else(|| {
            Refusal::other(
                RefusalCode::NothingToUndo,
                Label::new("refusal.nothing_to_undo"),
                "there is nothing to undo",
            )
        })?;
        let undone = self.contexts[seq as usize].label.clone();
        self.in_effect.pop();
        self.redoable.push(seq);
        let remaining = self.in_effect.len();
        self.checkpoints.retain(|(n, _)| *n <= remaining);
        self.state = self.refold();
        Ok(Label::new("action.undo").label("action", undone))
    }

    fn redo(&mut self) -> Result<Label, Refusal> {
        let seq = *self.redoable.last().ok_or_else(|| {
            Refusal::other(
                RefusalCode::NothingToRedo,
                Label::new("refusal.nothing_to_redo"),
                "there is nothing to redo",
            )
        })?;
        let mut next = self.state.clone();
        apply_effect(
            &self.setup,
            &mut next,
            &self.entries[seq as usize].action,
            seq,
        )?;
        self.redoable.pop();
        self.state = next;
        self.push_in_effect(seq);
        Ok(Label::new("action.redo").label("action", self.contexts[seq as usize].label.clone()))
    }

    /// Records `seq` as in effect, after `self.state` has become the state after it.
    fn push_in_effect(&mut self, seq: u32) {
        self.in_effect.push(seq);
        if self.in_effect.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints
                .push((self.in_effect.len(), self.state.clone()));
        }
    }

    /// The state after the entries in effect, folded from the newest checkpoint.
    fn refold(&self) -> GameState {
        let (from, checkpoint) = self
            .checkpoints
            .last()
            .expect("the start is always a checkpoint");
        let mut state = checkpoint.clone();
        for &seq in &self.in_effect[*from..] {
            let action = &self.entries[seq as usize].action;
            let mut next = state.clone();
            // Each entry in effect was accepted on exactly this state before, and the game
            // is deterministic given the entry's random stream, so it is accepted again.
            let replayed = apply_effect(&self.setup, &mut next, action, seq);
            debug_assert!(
                replayed.is_ok(),
                "entry {seq} no longer applies: {replayed:?}"
            );
            if replayed.is_ok() {
                state = next;
            }
        }
        state
    }

    /// What undo would take back, for the undo button.
    pub fn undo_label(&self) -> Option<Label> {
        self.in_effect
            .last()
            .map(|&seq| self.contexts[seq as usize].label.clone())
    }

    /// What redo would put back, for the redo button.
    pub fn redo_label(&self) -> Option<Label> {
        self.redoable
            .last()
            .map(|&seq| self.contexts[seq as usize].label.clone())
    }

    /// The log as the UI shows it.
    pub fn log_lines(&self) -> Vec<LogLine> {
        let mut in_effect = vec![false; self.entries.len()];
        for &seq in &self.in_effect {
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
            Action::Undo => self.redoable.last().map(|&seq| (seq, true)),
            Action::Redo => self.in_effect.last().map(|&seq| (seq, false)),
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

    /// Entry `seq`'s line; `out_of_effect` when it is taken back (shown struck through unless
    /// it is an undo or a redo itself).
    fn log_line(&self, seq: usize, out_of_effect: bool) -> LogLine {
        let (entry, context) = (&self.entries[seq], &self.contexts[seq]);
        let (kind, note, waived) = match &entry.action {
            Action::Play { .. } => (EntryKind::Play, None, Vec::new()),
            Action::Roll { .. } => (EntryKind::Roll, None, Vec::new()),
            Action::Ruling { note, waive, .. } => {
                (EntryKind::Ruling, Some(note.clone()), waive.clone())
            }
            Action::Undo => (EntryKind::Undo, None, Vec::new()),
            Action::Redo => (EntryKind::Redo, None, Vec::new()),
        };
        let undoable = !matches!(kind, EntryKind::Undo | EntryKind::Redo);
        LogLine {
            seq: entry.seq,
            at_ms: entry.at_ms,
            kind,
            label: context.label.clone(),
            undone: undoable && out_of_effect,
            note,
            waived,
            turn: context.turn,
            phase: Label::new(format!("{}.phase", self.setup.game.as_str()))
                .word("phase", context.phase),
            random: entry.random.clone(),
        }
    }

    /// Game actions the engine would accept now.
    pub fn legal_actions(&self) -> Vec<GameAction> {
        if self.state.outcome().is_some() {
            return Vec::new();
        }
        self.state.legal_actions(self.setup.seed)
    }
}

fn match_over() -> Refusal {
    Refusal::other(
        RefusalCode::MatchOver,
        Label::new("refusal.match_over"),
        "the match is over: undo to go back",
    )
}

/// Applies a play, roll or ruling to `state` (the state before it), returning its random
/// draws. On `Err`, `state` may be half-changed: callers apply to a copy.
fn apply_effect(
    setup: &Setup,
    state: &mut GameState,
    action: &Action,
    seq: u32,
) -> Result<Vec<u32>, Refusal> {
    if state.outcome().is_some() {
        return Err(match_over());
    }
    let dice = Dice::for_entry(setup.seed, seq);
    match action {
        Action::Play { play } => {
            check_game(setup, play)?;
            let mut ctx = Ctx::new(dice, Vec::new());
            state.apply(play, &mut ctx)?;
            Ok(ctx.dice.into_drawn())
        }
        Action::Roll { die, player } => {
            if let Some(p) = player {
                if *p >= setup.players.len() {
                    return Err(Refusal::no_such_player(*p));
                }
            }
            let mut dice = dice;
            dice.roll(die.sides());
            Ok(dice.into_drawn())
        }
        Action::Ruling { note, waive, play } => {
            if note.trim().is_empty() {
                return Err(Refusal::other(
                    RefusalCode::InvalidAction,
                    Label::new("refusal.ruling_needs_note"),
                    "a ruling needs a note saying why",
                ));
            }
            let mut ctx = Ctx::new(dice, waive.clone());
            if let Some(play) = play {
                check_game(setup, play)?;
                state.apply(play, &mut ctx)?;
            }
            Ok(ctx.dice.into_drawn())
        }
        Action::Undo | Action::Redo => unreachable!("undo and redo are handled by apply"),
    }
}

fn check_game(setup: &Setup, play: &GameAction) -> Result<(), Refusal> {
    if play.game() == setup.game {
        Ok(())
    } else {
        Err(wrong_game(setup.game, play.game()))
    }
}

#[cfg(test)]
#[path = "tests/matches.rs"]
mod tests;
