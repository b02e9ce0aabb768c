//! What the table tracks in a game of Conjure The Chaos.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A crystal color (CTC-CRYSTAL-1).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "CrystalColor")]
pub enum Color {
    Black,
    Blue,
    Green,
    Red,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::Black, Color::Blue, Color::Green, Color::Red];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::Blue => "blue",
            Color::Green => "green",
            Color::Red => "red",
        }
    }
}

/// The four quests every player has face up (CTC-QUEST-1).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureQuest")]
pub enum Quest {
    PyromaniacsFeast,
    TribalHarmonization,
    UnstoppableForce,
    TribalQuest,
}

impl Quest {
    pub const ALL: [Quest; 4] = [
        Quest::PyromaniacsFeast,
        Quest::TribalHarmonization,
        Quest::UnstoppableForce,
        Quest::TribalQuest,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Quest::PyromaniacsFeast => "pyromaniacs_feast",
            Quest::TribalHarmonization => "tribal_harmonization",
            Quest::UnstoppableForce => "unstoppable_force",
            Quest::TribalQuest => "tribal_quest",
        }
    }
}

/// The phases of a turn in order (CTC-TURN-1), after the set-up that picks the first player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjurePhase")]
pub enum Phase {
    /// Before the first turn: a die or coin picks who goes first (CTC-SETUP-2).
    Setup,
    Recharge,
    Reset,
    Upkeep,
    Draw,
    Action,
    End,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Recharge => "recharge",
            Phase::Reset => "reset",
            Phase::Upkeep => "upkeep",
            Phase::Draw => "draw",
            Phase::Action => "action",
            Phase::End => "end",
        }
    }

    /// The phase after this one within a turn; `None` after End (the turn passes).
    pub fn next(self) -> Option<Phase> {
        match self {
            Phase::Setup => Some(Phase::Recharge),
            Phase::Recharge => Some(Phase::Reset),
            Phase::Reset => Some(Phase::Upkeep),
            Phase::Upkeep => Some(Phase::Draw),
            Phase::Draw => Some(Phase::Action),
            Phase::Action => Some(Phase::End),
            Phase::End => None,
        }
    }
}

/// One color of a player's crystal pool. `spent` of `total` are used this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct CrystalPool {
    pub color: Color,
    pub total: u8,
    pub spent: u8,
}

impl CrystalPool {
    pub fn unspent(&self) -> u8 {
        self.total.saturating_sub(self.spent)
    }
}

/// A player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjurePlayer")]
pub struct PlayerState {
    pub name: String,
    pub life: i32,
    /// Black, blue, green, red, in that order.
    pub crystals: Vec<CrystalPool>,
    /// The quests completed, in the order they were completed.
    pub quests: Vec<Quest>,
    /// Cards left in the player deck.
    pub deck: u32,
    /// Cards in hand.
    pub hand: u32,
    /// How many times this player has had to draw from an empty deck (CTC-DRAW-2).
    pub empty_draws: u32,
    /// Out of the game: life 0 or conceded.
    pub out: bool,
}

impl PlayerState {
    pub fn pool(&self, color: Color) -> &CrystalPool {
        &self.crystals[color.index()]
    }

    pub fn pool_mut(&mut self, color: Color) -> &mut CrystalPool {
        &mut self.crystals[color.index()]
    }

    pub fn has_quest(&self, quest: Quest) -> bool {
        self.quests.contains(&quest)
    }
}

/// The format's numbers (format data in `cards/conjure/`); the defaults are the rulebook's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(default)]
#[ts(rename = "ConjureRules")]
pub struct Rules {
    /// CTC-SETUP-1.
    pub starting_life: i32,
    /// CTC-CRYSTAL-1.
    pub crystal_cap: u8,
    /// CTC-DECK-1.
    pub deck_size: u32,
    /// CTC-SETUP-3.
    pub starting_hand: u32,
    /// CTC-END-1.
    pub hand_limit: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            starting_life: 30,
            crystal_cap: 10,
            deck_size: 20,
            starting_hand: 5,
            hand_limit: 7,
        }
    }
}

/// The whole public state of a Conjure The Chaos match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureState")]
pub struct State {
    pub rules: Rules,
    pub players: Vec<PlayerState>,
    /// Who took the first turn, once decided.
    pub first_player: Option<usize>,
    /// Whose turn it is.
    pub active: usize,
    /// Turns taken so far, counting the current one (0 during set-up).
    pub turn: u32,
    /// Rounds: every player still in has had a turn (0 during set-up).
    pub round: u32,
    pub phase: Phase,
    /// Whether the active player recharged this turn.
    pub recharged: bool,
    /// Whether the active player drew this turn.
    pub drew: bool,
}

impl State {
    /// Players still in the game.
    pub fn remaining(&self) -> impl Iterator<Item = usize> + '_ {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.out)
            .map(|(i, _)| i)
    }

    /// Whether the active player is exempt from drawing: the first player on round one
    /// (CTC-DRAW-1).
    pub fn skips_draw(&self) -> bool {
        self.round == 1 && Some(self.active) == self.first_player
    }
}
