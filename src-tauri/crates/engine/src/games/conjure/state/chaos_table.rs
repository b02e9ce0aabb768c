//! What came out of the Chaos decks and stays on the table: Countdowns, Relics, Monsters, and
//! the Chaos discard pile.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::games::conjure::cards::ChaosCard;

/// A Countdown on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureCountdown")]
pub struct Countdown {
    pub id: u32,
    pub card: ChaosCard,
    /// Who drew it: "you" in its effects.
    pub owner: usize,
    /// End phases left before it fires.
    pub remaining: u8,
}

/// A Relic with its holder (in the holder's `relics`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureRelic")]
pub struct Relic {
    pub id: u32,
    pub card: ChaosCard,
}

/// A second-edition Monster on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureMonster")]
pub struct Monster {
    pub id: u32,
    pub card: ChaosCard,
    pub power: u32,
    pub defense: u32,
    /// Damage taken so far; a Monster is defeated when it reaches its defense.
    pub damage: u32,
}

/// The Chaos decks and what came out of them.
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "ConjureChaosTable")]
pub struct ChaosTable {
    /// Chaos decks shuffled together: two with 3–4 players (CTC-DECK-2).
    pub decks: u32,
    /// Cards left to draw.
    pub deck: u32,
    /// The Chaos discard pile, oldest first (separate from the players' Nether Regions).
    #[ts(as = "Vec<ChaosCard>")]
    #[schemars(with = "Vec<ChaosCard>")]
    pub discard: Arc<Vec<ChaosCard>>,
    pub countdowns: Vec<Countdown>,
    pub monsters: Vec<Monster>,
}

impl ChaosTable {
    pub(in crate::games::conjure) fn new(decks: u32, size: u32) -> ChaosTable {
        ChaosTable {
            decks,
            deck: decks.saturating_mul(size),
            ..ChaosTable::default()
        }
    }
}
