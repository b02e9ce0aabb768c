//! A creature on the field as the table tracks it, and where one leaving it goes.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::games::conjure::cards::{CreatureCard, Keyword};

/// "It cannot be blocked next turn" (Unstoppable Force, CTC-QUEST-1), as it runs its course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureUnblockable")]
pub enum Unblockable {
    /// Chosen; takes hold when its controller's next turn starts.
    NextTurn,
    /// Its controller's turn: it cannot be blocked until the turn ends.
    ThisTurn,
}

/// Where a creature leaving the field goes. A token goes nowhere: it ceases to exist (CTC-KW-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureZone")]
pub enum Zone {
    /// Its owner's Nether Region: destroyed.
    Discard,
    /// Its owner's hand.
    Hand,
    /// Its owner's player deck.
    Deck,
}

/// A creature on the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureCreature")]
pub struct Creature {
    /// Names the creature in actions for as long as it is on the field.
    pub id: u32,
    /// What is printed on it.
    #[ts(as = "CreatureCard")]
    #[schemars(with = "CreatureCard")]
    pub card: Arc<CreatureCard>,
    pub owner: usize,
    pub controller: usize,
    /// The tower it stands around (an index into the towers), or `None` on the front line.
    pub tower: Option<usize>,
    /// Turned sideways: it attacked or used an ability, and cannot attack or block until its
    /// controller's next Reset phase (CTC-COMBAT-1).
    pub twisted: bool,
    /// Arrived this turn without Blitz: no attack, no ability (CTC-SUMMON-1).
    pub disoriented: bool,
    /// Damage taken this turn; it stays until the end of the turn (CTC-COMBAT-3).
    pub damage: u32,
    /// Lasting changes to its power and defense (effects, Corrupt, treasures).
    pub power_bonus: i32,
    pub defense_bonus: i32,
    /// Came in by a summon paid from the hand (not put into play by an effect).
    pub summoned: bool,
    /// The turn it arrived.
    pub arrived_turn: u32,
    /// It attacked this turn (CTC-COMBAT-1, CTC-ABIL-1).
    pub attacked: bool,
    /// Indices of the abilities it used this turn (CTC-ABIL-1).
    pub used_abilities: Vec<u8>,
    /// It used an ability with an extra crystal cost this turn, so it cannot attack
    /// (CTC-ABIL-1).
    pub paid_ability: bool,
    /// It peeked this turn (Peek X, once a turn, CTC-KW-1).
    pub peeked: bool,
    /// Its upkeep was paid this turn.
    pub upkeep_paid: bool,
    pub unblockable: Option<Unblockable>,
}

impl Creature {
    pub fn power(&self) -> u32 {
        apply_bonus(self.card.power, self.power_bonus)
    }

    pub fn defense(&self) -> u32 {
        apply_bonus(self.card.defense, self.defense_bonus)
    }

    pub fn has(&self, keyword: Keyword) -> bool {
        self.card.has(keyword)
    }

    /// Damage still needed to kill it this turn.
    pub fn remaining(&self) -> u32 {
        self.defense().saturating_sub(self.damage)
    }

    /// Dead by the damage it took this turn (CTC-COMBAT-3).
    pub fn is_dead(&self) -> bool {
        self.damage >= self.defense()
    }
}

fn apply_bonus(base: u32, bonus: i32) -> u32 {
    (i64::from(base) + i64::from(bonus)).clamp(0, i64::from(u32::MAX)) as u32
}
