//! What the quests give a player to keep: the tribe that decides the Tribal Quest, and the
//! bonuses earned and not used yet.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::games::conjure::cards::Color;

/// A player's tribe (CTC-QUEST-1): it decides the Tribal Quest's color and treasure.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureTribe")]
pub enum Tribe {
    Vampires,
    Dwarves,
    Shaman,
    Mystics,
}

impl Tribe {
    pub const ALL: [Tribe; 4] = [
        Tribe::Vampires,
        Tribe::Dwarves,
        Tribe::Shaman,
        Tribe::Mystics,
    ];

    pub fn color(self) -> Color {
        match self {
            Tribe::Vampires => Color::Black,
            Tribe::Dwarves => Color::Red,
            Tribe::Shaman => Color::Green,
            Tribe::Mystics => Color::Blue,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Tribe::Vampires => "vampires",
            Tribe::Dwarves => "dwarves",
            Tribe::Shaman => "shaman",
            Tribe::Mystics => "mystics",
        }
    }

    /// The Tribal Quest's treasure.
    pub fn treasure(self) -> Reward {
        match self {
            Tribe::Vampires => Reward::LifeLeechStrike,
            Tribe::Dwarves => Reward::Fireball,
            Tribe::Shaman => Reward::Empower,
            Tribe::Mystics => Reward::Counterspell,
        }
    }
}

/// A quest bonus earned and waiting to be used.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureReward")]
pub enum Reward {
    /// Pyromaniac's Feast: destroy one opposing creature; only in the turn it was earned.
    Firestorm,
    /// Unstoppable Force: one of your creatures cannot be blocked in your next turn.
    Unblockable,
    /// Vampires' treasure: 3 damage to any target, with Life Leech (you gain 3 life).
    LifeLeechStrike,
    /// Dwarves' treasure: 5 damage to any target.
    Fireball,
    /// Shaman's treasure: +4/+4 to any creature.
    Empower,
    /// Mystics' treasure: prevents an opponent's creature from being summoned, once.
    Counterspell,
}

impl Reward {
    pub fn as_str(self) -> &'static str {
        match self {
            Reward::Firestorm => "firestorm",
            Reward::Unblockable => "unblockable",
            Reward::LifeLeechStrike => "life_leech_strike",
            Reward::Fireball => "fireball",
            Reward::Empower => "empower",
            Reward::Counterspell => "counterspell",
        }
    }
}
