//! The game trait and the registry: each game is one module that plugs in here.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Refusal, RefusalCode, SetupError};
use crate::games::conjure::{self, Conjure};
use crate::games::elestrals::{self, Elestrals};
use crate::label::Label;
use crate::random::Dice;
use crate::setup::Setup;

/// The games Tableside knows. `playable` in [`GameInfo`] says which have rules yet.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    Elestrals,
    Conjure,
    Xingling,
    Codex,
}

impl GameId {
    pub const ALL: [GameId; 4] = [
        GameId::Elestrals,
        GameId::Conjure,
        GameId::Xingling,
        GameId::Codex,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Elestrals => "elestrals",
            GameId::Conjure => "conjure",
            GameId::Xingling => "xingling",
            GameId::Codex => "codex",
        }
    }
}

/// What the home screen needs to know about a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct GameInfo {
    pub id: GameId,
    pub min_players: usize,
    pub max_players: usize,
    /// Whether this version can run a match of the game.
    pub playable: bool,
}

/// Every game, playable or not, in the order the home screen lists them.
pub fn registry() -> Vec<GameInfo> {
    GameId::ALL.iter().map(|id| info(*id)).collect()
}

pub fn info(id: GameId) -> GameInfo {
    match id {
        GameId::Conjure => Conjure::info(),
        GameId::Elestrals => Elestrals::info(),
        GameId::Xingling => GameInfo {
            id,
            min_players: 2,
            max_players: 8,
            playable: false,
        },
        GameId::Codex => GameInfo {
            id,
            min_players: 2,
            max_players: 2,
            playable: false,
        },
    }
}

/// The context one action is applied in: its random stream and the rules a ruling waives.
pub struct Ctx {
    pub dice: Dice,
    waived: Vec<String>,
}

impl Ctx {
    pub fn new(dice: Dice, waived: Vec<String>) -> Self {
        Ctx { dice, waived }
    }

    /// Passes when `allowed`, or when a ruling waives `rule`; otherwise refuses with `rule`.
    ///
    /// Every rule check of a game goes through here, so that "Apply as ruling" works for any
    /// rule without special cases.
    pub fn require(
        &self,
        allowed: bool,
        rule: &str,
        reason: impl FnOnce() -> (Label, String),
    ) -> Result<(), Refusal> {
        if allowed || self.waives(rule) {
            Ok(())
        } else {
            let (label, message) = reason();
            Err(Refusal::rule(rule, label, message))
        }
    }

    pub fn waives(&self, rule: &str) -> bool {
        self.waived.iter().any(|w| w == rule)
    }
}

/// How a match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Outcome {
    /// Seats of the winners; empty for a draw.
    pub winners: Vec<usize>,
    /// The rule that decided it.
    pub rule: Option<String>,
    pub reason: Label,
}

/// One game's rules. State changes only through [`Game::apply`].
pub trait Game {
    type State: Clone;
    type Action: Clone;

    fn info() -> GameInfo;
    /// The state before the first action, from a validated setup.
    fn start(setup: &Setup) -> Result<Self::State, SetupError>;
    /// Applies one action. On `Err` the caller discards `state`, so implementations may
    /// refuse halfway through without undoing their own writes.
    fn apply(state: &mut Self::State, action: &Self::Action, ctx: &mut Ctx) -> Result<(), Refusal>;
    fn outcome(state: &Self::State) -> Option<Outcome>;
    /// The log line for `action`, given the states before and after it.
    fn describe(before: &Self::State, after: &Self::State, action: &Self::Action) -> Label;
    /// A finite set of actions worth offering now; [`GameState::legal_actions`] keeps those
    /// the engine accepts, so legality has a single source: `apply`.
    fn candidate_actions(state: &Self::State) -> Vec<Self::Action>;
    /// Turn number and the phase's name (`<game>.phase` translates it), for log separators.
    /// A name, not a label: it is recorded for every entry, so it must cost nothing.
    fn turn_and_phase(state: &Self::State) -> (u32, &'static str);
}

/// The state of a match of any game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameState {
    Conjure(conjure::State),
    Elestrals(elestrals::State),
}

/// An action of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum GameAction {
    Conjure(conjure::Action),
    Elestrals(elestrals::Action),
}

impl GameState {
    pub fn start(setup: &Setup) -> Result<GameState, SetupError> {
        let info = info(setup.game);
        if !info.playable {
            return Err(SetupError::GameNotPlayable(setup.game.as_str().to_owned()));
        }
        setup.validate(&info)?;
        match setup.game {
            GameId::Conjure => Conjure::start(setup).map(GameState::Conjure),
            GameId::Elestrals => Elestrals::start(setup).map(GameState::Elestrals),
            other => Err(SetupError::GameNotPlayable(other.as_str().to_owned())),
        }
    }

    pub fn game(&self) -> GameId {
        match self {
            GameState::Conjure(_) => GameId::Conjure,
            GameState::Elestrals(_) => GameId::Elestrals,
        }
    }

    pub fn apply(&mut self, action: &GameAction, ctx: &mut Ctx) -> Result<(), Refusal> {
        match (self, action) {
            (GameState::Conjure(s), GameAction::Conjure(a)) => Conjure::apply(s, a, ctx),
            (GameState::Elestrals(s), GameAction::Elestrals(a)) => Elestrals::apply(s, a, ctx),
            (state, action) => Err(wrong_game(state.game(), action.game())),
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            GameState::Conjure(s) => Conjure::outcome(s),
            GameState::Elestrals(s) => Elestrals::outcome(s),
        }
    }

    /// The log line for `action` taking `self` to `after`.
    pub fn describe(&self, after: &GameState, action: &GameAction) -> Label {
        match (self, after, action) {
            (GameState::Conjure(b), GameState::Conjure(a), GameAction::Conjure(act)) => {
                Conjure::describe(b, a, act)
            }
            (GameState::Elestrals(b), GameState::Elestrals(a), GameAction::Elestrals(act)) => {
                Elestrals::describe(b, a, act)
            }
            // `Match` checks the game before applying, so the states and the action agree.
            (state, _, action) => wrong_game(state.game(), action.game()).reason,
        }
    }

    pub fn turn_and_phase(&self) -> (u32, &'static str) {
        match self {
            GameState::Conjure(s) => Conjure::turn_and_phase(s),
            GameState::Elestrals(s) => Elestrals::turn_and_phase(s),
        }
    }

    /// Actions the engine would accept now (from the game's candidates), without rulings.
    pub fn legal_actions(&self, seed: u64) -> Vec<GameAction> {
        let candidates: Vec<GameAction> = match self {
            GameState::Conjure(s) => Conjure::candidate_actions(s)
                .into_iter()
                .map(GameAction::Conjure)
                .collect(),
            GameState::Elestrals(s) => Elestrals::candidate_actions(s)
                .into_iter()
                .map(GameAction::Elestrals)
                .collect(),
        };
        candidates
            .into_iter()
            .filter(|a| self.is_legal(a, seed))
            .collect()
    }

    /// Whether `apply` would accept `action` now. Random results do not affect legality,
    /// so any stream will do.
    pub fn is_legal(&self, action: &GameAction, seed: u64) -> bool {
        let mut probe = self.clone();
        let mut ctx = Ctx::new(Dice::for_entry(seed, u32::MAX), Vec::new());
        probe.apply(action, &mut ctx).is_ok()
    }
}

impl GameAction {
    pub fn game(&self) -> GameId {
        match self {
            GameAction::Conjure(_) => GameId::Conjure,
            GameAction::Elestrals(_) => GameId::Elestrals,
        }
    }
}

/// The refusal for an action of another game than the match's.
pub(crate) fn wrong_game(expected: GameId, got: GameId) -> Refusal {
    Refusal::other(
        RefusalCode::WrongGame,
        Label::new("refusal.wrong_game")
            .text("expected", expected.as_str())
            .text("got", got.as_str()),
        format!(
            "this is a {} match, not {}",
            expected.as_str(),
            got.as_str()
        ),
    )
}
