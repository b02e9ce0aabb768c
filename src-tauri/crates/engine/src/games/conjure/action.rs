//! The moves of Conjure The Chaos the table can make.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::state::{Color, Quest};

/// How the first player is picked (CTC-SETUP-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FirstPlayerMethod {
    /// Every player rolls a d6; the highest goes first, ties roll again.
    Die,
    /// Two players only: heads, seat 0 goes first; tails, seat 1.
    Coin,
}

/// A Conjure The Chaos action. Seats are indices into the setup's players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ConjureAction")]
pub enum Action {
    /// Let the app roll or flip for the first player (CTC-SETUP-2).
    PickFirstPlayer { method: FirstPlayerMethod },
    /// The table decided the first player itself, e.g. with a real die.
    SetFirstPlayer { player: usize },
    /// Life gained or lost; life 0 loses (CTC-WIN-1).
    AdjustLife { player: usize, delta: i32 },
    /// The active player's recharge: one crystal of `color`, spent ones refreshed
    /// (CTC-CRYSTAL-1).
    Recharge { color: Color },
    /// Crystals used for a card or ability. With `card_colors`, `color` must be one of them
    /// (CTC-CRYSTAL-2).
    Spend {
        player: usize,
        color: Color,
        amount: u8,
        #[serde(default)]
        card_colors: Vec<Color>,
    },
    /// Extra crystals from an effect or quest bonus, up to the cap (CTC-CRYSTAL-1).
    GainCrystals {
        player: usize,
        color: Color,
        amount: u8,
    },
    /// The active player draws their card for the turn (CTC-DRAW-1, CTC-DRAW-2).
    Draw,
    /// Moves to the next phase, or the next player's turn after End (CTC-TURN-1).
    NextPhase,
    /// A quest's condition was met (CTC-QUEST-1); all four win (CTC-WIN-1).
    CompleteQuest { player: usize, quest: Quest },
    /// A correction to a player's deck or hand count, e.g. after a search or discard.
    AdjustCards { player: usize, deck: i32, hand: i32 },
    /// The player leaves the game.
    Concede { player: usize },
}
