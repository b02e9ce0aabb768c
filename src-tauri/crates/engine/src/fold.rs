//! The fold behind a match: the state after the entries in effect, what undo and redo would
//! take back and put back, and the checkpoints that keep an undo cheap.
//!
//! [`Match`](crate::Match) keeps the log and drives the fold entry by entry; the fold reads
//! the log only to apply an entry in effect again (undo refolds from a checkpoint, redo puts
//! an entry back).

use crate::action::{Action, AdvanceTo, LogEntry};
use crate::error::{Refusal, RefusalCode};
use crate::game::Ctx;
use crate::games::GameState;
use crate::label::Label;
use crate::random::Dice;
use crate::setup::Setup;

/// Entries in effect between two checkpoints: a trade of memory (one state per K entries)
/// against the cost of an undo (at most K applies).
pub(crate) const CHECKPOINT_EVERY: usize = 64;

/// How [`Fold::accept`] applies an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// To a copy of the state, which replaces the state only once the entry is accepted: a
    /// refusal leaves the fold as it was. The entry's label is built, from the states before
    /// and after it.
    Guarded,
    /// In place, with no label: a refusal may leave the state half-changed, so the caller
    /// must throw the whole fold away on `Err`. Replay does ([`Fold::replay`]), as a refused
    /// entry fails the replay, and copying the state for every entry was a fifth of a
    /// replay's time.
    InPlace,
}

/// What an accepted entry did, for its log line.
pub(crate) struct Accepted {
    /// The dice, coins and shuffle draws it made.
    pub random: Vec<u32>,
    /// Its label, in [`Mode::Guarded`] only (`action.meta` for an undo or a redo).
    pub label: Option<Label>,
    /// The entry an undo took back or a redo put back.
    pub took: Option<u32>,
}

#[derive(Debug, Clone)]
pub(crate) struct Fold {
    /// Sequence numbers of the entries in effect, oldest first.
    pub in_effect: Vec<u32>,
    /// Undone entries that redo can put back, newest undone last.
    pub redoable: Vec<u32>,
    /// `(n, state after the first n entries in effect)` for n = 0, K, 2K, …: undo folds from
    /// the nearest one instead of from the start, so it costs at most K applies, not the
    /// whole log.
    checkpoints: Vec<(usize, GameState)>,
    pub state: GameState,
}

impl Fold {
    pub fn new(start: GameState) -> Fold {
        Fold {
            in_effect: Vec::new(),
            redoable: Vec::new(),
            checkpoints: vec![(0, start.clone())],
            state: start,
        }
    }

    /// The state before the first entry.
    pub fn start(&self) -> &GameState {
        &self.checkpoints[0].1
    }

    /// Applies `action` as the entry after `log` (the entries before it) in
    /// [`Mode::Guarded`], with its label.
    pub fn accept(
        &mut self,
        setup: &Setup,
        log: &[LogEntry],
        action: &Action,
    ) -> Result<Accepted, Refusal> {
        let seq = log.len() as u32;
        let took = match action {
            Action::Undo => self.undo(setup, log)?,
            Action::Redo => self.redo(setup, log, Mode::Guarded)?,
            effect => {
                let mut next = self.state.clone();
                let applied = apply_effect(setup, &mut next, effect, seq, Labels::Built)?;
                let label = describe(&self.state, effect, &next, &applied);
                self.state = next;
                self.push_in_effect(seq);
                self.redoable.clear();
                return Ok(Accepted {
                    random: applied.random,
                    label: Some(label),
                    took: None,
                });
            }
        };
        Ok(Accepted {
            random: Vec::new(),
            label: Some(meta_label()),
            took: Some(took),
        })
    }

    /// Applies replayed `action`, the entry after `log`, in [`Mode::InPlace`], returning its
    /// draws: on `Err` the fold is half-changed and must be thrown away.
    ///
    /// Apart from [`Fold::accept`], and returning the draws alone, because it runs once for
    /// every entry of every log opened: going through `accept`'s result (a label, and since
    /// the one-tap advance an effect's walk with two more) cost a replay about a fifth of its
    /// speed, though a replay builds no label and no walk.
    pub fn replay(
        &mut self,
        setup: &Setup,
        log: &[LogEntry],
        action: &Action,
    ) -> Result<Vec<u32>, Refusal> {
        let seq = log.len() as u32;
        match action {
            Action::Undo => {
                self.undo(setup, log)?;
            }
            Action::Redo => {
                self.redo(setup, log, Mode::InPlace)?;
            }
            effect => {
                let random = apply_in_place(setup, &mut self.state, effect, seq)?;
                self.push_in_effect(seq);
                self.redoable.clear();
                return Ok(random);
            }
        }
        Ok(Vec::new())
    }

    /// Takes back the newest entry in effect, returning it.
    fn undo(&mut self, setup: &Setup, log: &[LogEntry]) -> Result<u32, Refusal> {
        let seq = self.in_effect.pop().ok_or_else(|| {
            Refusal::other(
                RefusalCode::NothingToUndo,
                Label::new("refusal.nothing_to_undo"),
            )
        })?;
        self.redoable.push(seq);
        let remaining = self.in_effect.len();
        self.checkpoints.retain(|(n, _)| *n <= remaining);
        self.refold(setup, log);
        Ok(seq)
    }

    /// Puts back the newest undone entry, returning it.
    fn redo(&mut self, setup: &Setup, log: &[LogEntry], mode: Mode) -> Result<u32, Refusal> {
        let seq = *self.redoable.last().ok_or_else(|| {
            Refusal::other(
                RefusalCode::NothingToRedo,
                Label::new("refusal.nothing_to_redo"),
            )
        })?;
        let action = &log[seq as usize].action;
        match mode {
            Mode::Guarded => {
                let mut next = self.state.clone();
                apply_effect(setup, &mut next, action, seq, Labels::None)?;
                self.state = next;
            }
            Mode::InPlace => {
                apply_in_place(setup, &mut self.state, action, seq)?;
            }
        }
        self.redoable.pop();
        self.push_in_effect(seq);
        Ok(seq)
    }

    /// Records `seq` as in effect, after `self.state` has become the state after it.
    fn push_in_effect(&mut self, seq: u32) {
        self.in_effect.push(seq);
        if self.in_effect.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints
                .push((self.in_effect.len(), self.state.clone()));
        }
    }

    /// Brings the state to after the entries in effect, folded from the newest checkpoint.
    fn refold(&mut self, setup: &Setup, log: &[LogEntry]) {
        let (from, checkpoint) = self
            .checkpoints
            .last()
            .expect("the start is always a checkpoint");
        self.state.clone_from(checkpoint);
        for &seq in &self.in_effect[*from..] {
            // Each entry in effect was accepted on exactly this state before, and the game is
            // deterministic given the entry's random stream, so it is accepted again: it is
            // applied in place, with no copy to fall back on.
            let replayed = apply_in_place(setup, &mut self.state, &log[seq as usize].action, seq);
            debug_assert!(
                replayed.is_ok(),
                "entry {seq} no longer applies: {replayed:?}"
            );
        }
    }
}

/// The label of a play, roll, ruling or advance, from the states before and after it.
fn describe(before: &GameState, action: &Action, after: &GameState, applied: &Applied) -> Label {
    match action {
        Action::Play { play } => before.describe(after, play),
        Action::Advance { .. } => {
            let Some(walk) = &applied.walk else {
                return meta_label();
            };
            let label = Label::new("action.advance")
                .num("count", i64::from(walk.passed))
                .label("step", walk.last.clone());
            match &walk.stopped {
                Some(why) => label.label("stopped", why.clone()),
                None => label,
            }
        }
        Action::Roll { die, player } => {
            let label = Label::new("action.roll").word("die", die.as_str()).num(
                "result",
                applied.random.first().copied().unwrap_or_default().into(),
            );
            match player {
                Some(p) => label.num("player", *p as i64),
                None => label,
            }
        }
        Action::Ruling { note, play, .. } => {
            let label = Label::new("action.ruling").text("note", note.clone());
            match play {
                Some(play) => label.label("play", before.describe(after, play)),
                None => label,
            }
        }
        Action::Clock { clock } => clock.label(),
        Action::Undo | Action::Redo => meta_label(),
    }
}

/// The label an undo or a redo keeps for itself: its log line quotes the entry it took back or
/// put back instead.
pub(crate) fn meta_label() -> Label {
    Label::new("action.meta")
}

fn match_over() -> Refusal {
    Refusal::other(RefusalCode::MatchOver, Label::new("refusal.match_over"))
}

/// Whether [`apply_effect`] labels the steps of an advance, for its log line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Labels {
    Built,
    None,
}

/// What an entry's effect did: its random draws, and for an advance, its walk.
struct Applied {
    random: Vec<u32>,
    walk: Option<Walk>,
}

impl From<Vec<u32>> for Applied {
    fn from(random: Vec<u32>) -> Applied {
        Applied { random, walk: None }
    }
}

/// The phases an advance passed: how many, the last step's own label, and the duty that
/// stopped it short of where it was going, if one did. The labels are `action.meta` and
/// `None` when the advance was applied with [`Labels::None`].
struct Walk {
    passed: u32,
    last: Label,
    stopped: Option<Label>,
}

/// More phases than any game's round holds: an advance that has not arrived by then has
/// nowhere to arrive (a phase the game never reaches), and stops.
const MOST_PHASES: u32 = 64;

/// Applies the game's next phase again and again until `to` is reached (see
/// [`Action::Advance`]). Each step is applied to a copy, so a refused step leaves the state
/// at the phase before it.
///
/// Never inlined: the copy of the state it makes for each step would otherwise sit in the
/// frame of every entry's apply, advance or not.
#[inline(never)]
fn advance(
    state: &mut GameState,
    to: &AdvanceTo,
    ctx: &mut Ctx,
    labels: Labels,
) -> Result<Walk, Refusal> {
    let step = state.next_phase().ok_or_else(|| {
        Refusal::other(
            RefusalCode::InvalidAction,
            Label::new("refusal.advance_no_phases"),
        )
    })?;
    let (start_turn, _) = state.turn_and_phase();
    let mut passed = 0;
    let mut last = None;
    let mut stopped = None;
    while passed < MOST_PHASES {
        let mut next = state.clone();
        if let Err(refusal) = next.apply(&step, ctx) {
            if passed == 0 {
                return Err(refusal);
            }
            if labels == Labels::Built {
                stopped = Some(refusal.reason);
            }
            break;
        }
        if labels == Labels::Built {
            last = Some(state.describe(&next, &step));
        }
        *state = next;
        passed += 1;
        let (turn, phase) = state.turn_and_phase();
        let arrived = match to {
            AdvanceTo::NextTurn => turn != start_turn,
            AdvanceTo::Phase { phase: wanted } => phase == wanted.as_str(),
        };
        if arrived || state.outcome().is_some() {
            break;
        }
    }
    Ok(Walk {
        passed,
        last: last.unwrap_or_else(meta_label),
        stopped,
    })
}

/// Applies a replayed play, roll, ruling or advance to `state` in place, returning its random
/// draws: [`apply_effect`] with no label, and a play, most of any log, applied here directly.
/// On `Err`, `state` may be half-changed: see [`Mode`].
fn apply_in_place(
    setup: &Setup,
    state: &mut GameState,
    action: &Action,
    seq: u32,
) -> Result<Vec<u32>, Refusal> {
    match action {
        Action::Play { play } => {
            if state.outcome().is_some() {
                return Err(match_over());
            }
            let mut ctx = Ctx::new(Dice::for_entry(setup.seed, seq), Vec::new());
            state.apply(play, &mut ctx)?;
            Ok(ctx.dice.into_drawn())
        }
        other => apply_effect(setup, state, other, seq, Labels::None).map(|a| a.random),
    }
}

/// Applies a play, roll, ruling or advance to `state` (the state before it), returning its
/// random draws and, with [`Labels::Built`], an advance's labelled walk. On `Err`, `state` may
/// be half-changed: see [`Mode`].
///
/// A play of another game than the setup's is refused by [`GameState::apply`] (the state is
/// the setup's game), with the same refusal a check here made before.
#[inline(never)]
fn apply_effect(
    setup: &Setup,
    state: &mut GameState,
    action: &Action,
    seq: u32,
    labels: Labels,
) -> Result<Applied, Refusal> {
    if state.outcome().is_some() {
        return Err(match_over());
    }
    let dice = Dice::for_entry(setup.seed, seq);
    match action {
        Action::Play { play } => {
            let mut ctx = Ctx::new(dice, Vec::new());
            state.apply(play, &mut ctx)?;
            Ok(ctx.dice.into_drawn().into())
        }
        Action::Advance { to } => {
            let mut ctx = Ctx::new(dice, Vec::new());
            let walk = advance(state, to, &mut ctx, labels)?;
            Ok(Applied {
                random: ctx.dice.into_drawn(),
                walk: Some(walk),
            })
        }
        Action::Roll { die, player } => {
            if let Some(p) = player {
                if *p >= setup.players.len() {
                    return Err(Refusal::no_such_player(*p));
                }
            }
            let mut dice = dice;
            dice.roll(die.sides());
            Ok(dice.into_drawn().into())
        }
        Action::Ruling { note, waive, play } => {
            if note.trim().is_empty() {
                return Err(Refusal::other(
                    RefusalCode::InvalidAction,
                    Label::new("refusal.ruling_needs_note"),
                ));
            }
            let mut ctx = Ctx::new(dice, waive.clone());
            if let Some(play) = play {
                state.apply(play, &mut ctx)?;
            }
            Ok(ctx.dice.into_drawn().into())
        }
        // The clocks' own checks are the match's, which holds the clocks; the state is not
        // theirs to change.
        Action::Clock { .. } => Ok(Vec::new().into()),
        Action::Undo | Action::Redo => unreachable!("undo and redo are handled by accept"),
    }
}
