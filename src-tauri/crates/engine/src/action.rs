//! Actions: the closed set of things that can be written in a match's log.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::clock::ClockAction;
use crate::error::FileActionError;
use crate::games::GameAction;
use crate::random::Die;

/// One entry's intent. Undo, redo, rulings and dice are actions like any other, so the
/// state is always the fold of the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// A move of the match's game, checked against its rules.
    Play { play: GameAction },
    /// A die or coin thrown at the table; the result is in the log entry.
    Roll {
        die: Die,
        /// Who rolled, if anyone in particular.
        player: Option<usize>,
    },
    /// The table applies what a card says over a rule: `play` is applied with the rules in
    /// `waive` not checked, and `note` says why. Without `play` it only records the note.
    Ruling {
        note: String,
        waive: Vec<String>,
        play: Option<GameAction>,
    },
    /// The game's next phase again and again, in one entry, until `to` is reached: the table's
    /// one tap for a turn's steps. It stops early at the first phase that cannot be left yet
    /// (a duty not done: a discard due, a card to draw), and is refused with that duty's
    /// refusal when not even one phase could be passed.
    Advance { to: AdvanceTo },
    /// A step of the table's clocks ([`crate::clock`]): no game state changes, and an undo
    /// takes it back as any other entry.
    Clock { clock: ClockAction },
    /// Takes back the newest action still in effect.
    Undo,
    /// Puts back the newest undone action, while no new action came after it.
    Redo,
}

/// Where an [`Action::Advance`] goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "until", rename_all = "snake_case")]
pub enum AdvanceTo {
    /// The first phase of the next turn.
    NextTurn,
    /// The next time the game is in `phase` (the game's own name for it, as the log's phase
    /// headings give it).
    Phase { phase: String },
}

impl Action {
    /// The action as a match file writes it: a game's action as its game writes it in a file
    /// ([`crate::Game::to_file`]), a ruling's too.
    pub fn to_file(&self) -> Action {
        match self {
            Action::Play { play } => Action::Play {
                play: play.to_file(),
            },
            Action::Ruling { note, waive, play } => Action::Ruling {
                note: note.clone(),
                waive: waive.clone(),
                play: play.as_ref().map(GameAction::to_file),
            },
            Action::Roll { .. }
            | Action::Advance { .. }
            | Action::Clock { .. }
            | Action::Undo
            | Action::Redo => self.clone(),
        }
    }

    /// The action a match file wrote, as the engine counts: the inverse of
    /// [`Action::to_file`].
    pub fn from_file(self) -> Result<Action, FileActionError> {
        Ok(match self {
            Action::Play { play } => Action::Play {
                play: play.from_file()?,
            },
            Action::Ruling { note, waive, play } => Action::Ruling {
                note,
                waive,
                play: play.map(GameAction::from_file).transpose()?,
            },
            other @ (Action::Roll { .. }
            | Action::Advance { .. }
            | Action::Clock { .. }
            | Action::Undo
            | Action::Redo) => other,
        })
    }

    /// The seat that acts, so a shared table can let each seat's device make only that seat's
    /// moves; `None` is the whole table's, which any seated device may make. A ruling is its
    /// play's (a ruling waives rules, not whose move it is); a ruling with no play, undo and
    /// redo are the table's, and so are the dice even when one player rolls them.
    pub fn acting_seat(&self) -> Option<usize> {
        match self {
            Action::Play { play } => play.acting_seat(),
            Action::Ruling {
                play: Some(play), ..
            } => play.acting_seat(),
            Action::Clock { clock } => clock.acting_seat(),
            Action::Ruling { play: None, .. }
            | Action::Advance { .. }
            | Action::Roll { .. }
            | Action::Undo
            | Action::Redo => None,
        }
    }
}

/// One line of the append-only log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct LogEntry {
    /// 0, 1, 2, … in log order.
    pub seq: u32,
    /// When the table did it, in milliseconds since the Unix epoch (given by the caller:
    /// the engine has no clock).
    #[ts(type = "number")]
    pub at_ms: i64,
    pub action: Action,
    /// The dice, coins and shuffle draws this entry made, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub random: Vec<u32>,
}

#[cfg(test)]
#[path = "tests/action.rs"]
mod tests;
