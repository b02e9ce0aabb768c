//! What the table tracks of a duel: each player's board (soul slots with their Souls and
//! Ambushes, the Leader on its altar), the counts of deck and hand, the Elysium and the Exile,
//! the turn, and the Cascade.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::rules::Rules;
use crate::chain::Chain;
use crate::label::Label;

/// The two seats of a duel.
pub const SEATS: usize = 2;

/// One stay of a card on the field. A Soul that leaves and comes back gets a new one: it is a
/// new card (CDX-15.5).
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
#[ts(rename = "CodexCardId")]
#[schemars(rename = "CodexCardId")]
pub struct CardId(pub u32);

/// A Soul on a slot, with everything that applies to it there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "CodexSoul")]
#[schemars(rename = "CodexSoul")]
pub struct Soul {
    pub id: CardId,
    pub name: String,
    pub rank: u8,
    pub damage: u32,
    /// The sum of its bonuses (and penalties).
    pub bonus: i32,
    /// Effects granted to it, as the table wrote them.
    pub granted: Vec<String>,
    pub counters: u32,
    /// How many times its limited abilities were used during this stay.
    pub limits_used: u32,
    /// The Armament attached to it.
    pub armament: Option<String>,
    /// Captured: face down on its slot; still on the field (CDX-15.5).
    pub captured: bool,
}

/// An Ambush set face down at a slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "CodexAmbush")]
#[schemars(rename = "CodexAmbush")]
pub struct Ambush {
    /// The stay of the Soul that set it. It counts as that Soul's own while the Soul stays on
    /// the field, teleported or not; a Soul that left and came back is a new card
    /// (CDX-15.2, CDX-15.5).
    pub set_by: Option<CardId>,
}

/// One soul slot of a player's board.
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "CodexSlot")]
#[schemars(rename = "CodexSlot")]
pub struct Slot {
    pub soul: Option<Soul>,
    /// Ambushes set here; they stay when the Soul moves or leaves (CDX-15.1, CDX-15.2).
    pub ambushes: Vec<Ambush>,
}

/// The Leader on its altar: it never leaves it (CDX-15.4).
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "CodexLeader")]
#[schemars(rename = "CodexLeader")]
pub struct Leader {
    pub damage: u32,
    /// Capturing the Leader ends the duel (CDX-15.4).
    pub captured: bool,
}

/// One player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "CodexPlayer")]
#[schemars(rename = "CodexPlayer")]
pub struct PlayerState {
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub name: Arc<String>,
    pub deck: u32,
    pub hand: u32,
    /// What the player pays costs with, as the table counts it (the seed text names no
    /// resource, so the table keeps one number).
    pub resources: i32,
    /// How many times the deck was shuffled (an Enlist always shuffles, CDX-15.6).
    pub shuffles: u32,
    pub slots: Vec<Slot>,
    pub leader: Leader,
    /// Names of the cards in the Elysium, oldest first; empty for a card the table did not
    /// name (a discard, a sprung Ambush).
    pub elysium: Vec<String>,
    /// Names of the cards in the Exile, face up, oldest first (CDX-15.3).
    pub exile: Vec<String>,
    pub conceded: bool,
}

/// Before the first turn, or the turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "CodexPhase")]
#[schemars(rename = "CodexPhase")]
pub enum Phase {
    Setup,
    /// The turn structure is not in the seed text: a turn is the active player's until they
    /// pass it on.
    Turn,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Turn => "turn",
        }
    }
}

/// A duel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "CodexState")]
#[schemars(rename = "CodexState")]
pub struct State {
    #[ts(as = "Rules")]
    #[schemars(with = "Rules")]
    pub rules: Arc<Rules>,
    pub players: [PlayerState; SEATS],
    pub phase: Phase,
    pub active: usize,
    /// Who took the first turn, once it is set.
    pub first_player: Option<usize>,
    pub turn: u32,
    /// The Cascade while it has links to resolve (CDX-CASCADE-1).
    #[ts(as = "Option<Chain<CascadeLink>>")]
    #[schemars(with = "Option<Chain<CascadeLink>>")]
    pub cascade: Option<Arc<Chain<CascadeLink>>>,
    /// The next stay's ID.
    pub next_card: u32,
    /// What the engine did on its own in the last action (a Leader that stayed, an effect
    /// that fizzled), for the table to see.
    pub events: Vec<Label>,
}

impl State {
    /// The seat whose slot holds the Soul of stay `id`, the slot, and the Soul.
    pub fn find_soul(&self, id: CardId) -> Option<(usize, usize, &Soul)> {
        self.players.iter().enumerate().find_map(|(seat, player)| {
            player.slots.iter().enumerate().find_map(|(index, slot)| {
                slot.soul
                    .as_ref()
                    .filter(|soul| soul.id == id)
                    .map(|soul| (seat, index, soul))
            })
        })
    }

    pub(super) fn soul_mut(&mut self, id: CardId) -> Option<&mut Soul> {
        self.players
            .iter_mut()
            .flat_map(|player| player.slots.iter_mut())
            .filter_map(|slot| slot.soul.as_mut())
            .find(|soul| soul.id == id)
    }

    /// Whether an unsprung Ambush set by the stay `id` lies anywhere (CDX-15.2).
    pub fn has_own_ambush(&self, id: CardId) -> bool {
        self.players
            .iter()
            .flat_map(|player| player.slots.iter())
            .flat_map(|slot| slot.ambushes.iter())
            .any(|ambush| ambush.set_by == Some(id))
    }

    /// The slots of `seat` a Soul of `rank` could be teleported to from `from` (CDX-15.2):
    /// empty, highest rank exactly `rank`, recruitable, and not the slot hanging directly under
    /// `from`.
    pub fn teleport_slots(&self, seat: usize, from: usize, rank: u8) -> Vec<usize> {
        (0..self.rules.slots.len())
            .filter(|to| self.teleport_refusal(seat, from, rank, *to).is_none())
            .collect()
    }

    /// Why a Soul of `rank` on `from` may not be teleported to `to`, or `None` if it may.
    pub(super) fn teleport_refusal(
        &self,
        seat: usize,
        from: usize,
        rank: u8,
        to: usize,
    ) -> Option<TeleportBar> {
        let spec = self.rules.slots.get(to)?;
        if to == from || self.players[seat].slots[to].soul.is_some() {
            return Some(TeleportBar::Occupied);
        }
        if spec.under == Some(from) {
            return Some(TeleportBar::UnderItself);
        }
        if spec.highest_rank() != rank {
            return Some(TeleportBar::Rank);
        }
        if !self.recruitable(seat, to, Some(from)) {
            return Some(TeleportBar::Unsupported);
        }
        None
    }

    /// Whether a Soul could be recruited onto `slot` of `seat`: a slot hanging under another
    /// needs a Soul on the slot above (not counting `leaving`, the slot a Soul moves away from).
    pub fn recruitable(&self, seat: usize, slot: usize, leaving: Option<usize>) -> bool {
        match self.rules.slots.get(slot).and_then(|spec| spec.under) {
            None => true,
            Some(above) => Some(above) != leaving && self.players[seat].slots[above].soul.is_some(),
        }
    }
}

/// Why a slot is not a legal Teleport destination (CDX-15.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TeleportBar {
    Occupied,
    UnderItself,
    Rank,
    Unsupported,
}

/// One effect on the Cascade.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "CodexCascadeLink")]
#[schemars(rename = "CodexCascadeLink")]
pub struct CascadeLink {
    /// The stay of the Soul whose effect this is, if a Soul's.
    pub source: Option<CardId>,
    /// What the effect does, as the table wrote it.
    pub note: String,
}
