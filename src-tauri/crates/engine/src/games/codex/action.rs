//! What the table does in a duel. Chapter 15's moves are rules the engine enforces; the rest of
//! the game (turns, recruiting costs, combat) is not in the seed text and is tracked with
//! neutral table actions, with a ruling for anything a card says.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::state::CardId;

/// What an effect moves: a Soul on a slot, or a player's Leader on its altar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "CodexTarget")]
#[schemars(rename = "CodexTarget")]
pub enum Target {
    Soul { card: CardId },
    Leader { player: usize },
}

/// A change the table makes to a Soul on the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "CodexSoulChange")]
#[schemars(rename = "CodexSoulChange")]
pub enum SoulChange {
    Damage { amount: i32 },
    Bonus { amount: i32 },
    Counters { amount: i32 },
    Grant { effect: String },
    UseLimit,
    Arm { armament: String },
}

/// One action of a duel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "CodexAction")]
#[schemars(rename = "CodexAction")]
pub enum Action {
    /// Who takes the first turn.
    SetFirstPlayer {
        player: usize,
    },
    /// The active player passes the turn on.
    NextTurn,
    /// A Soul from `player`'s hand onto an empty slot of theirs whose highest rank is the
    /// Soul's and that it could be recruited onto (CDX-BOARD-1).
    Recruit {
        player: usize,
        /// A match file counts slots from 1, as the board does (version 1 files and the
        /// engine from 0).
        slot: usize,
        name: String,
        rank: u8,
    },
    /// A Soul or the damage, bonuses and so on it carries.
    ChangeSoul {
        card: CardId,
        change: SoulChange,
    },
    /// Damage on a Leader.
    DamageLeader {
        player: usize,
        amount: i32,
    },
    /// Retract (CDX-15.1): the Soul to its owner's hand with its Armament. `by` is the
    /// effect's controller, who pays `cost` (a Leader stays; the cost stays paid, CDX-15.4).
    Retract {
        by: usize,
        target: Target,
        #[serde(default)]
        cost: u32,
    },
    /// Teleport (CDX-15.2) to the slot `to` the effect's controller `by` picks; `None` when no
    /// slot is legal, and the Soul stays.
    Teleport {
        by: usize,
        target: Target,
        /// From 1 in a match file, as the board counts (version 1 files and the engine from 0).
        to: Option<usize>,
        #[serde(default)]
        cost: u32,
    },
    /// Exile (CDX-15.3): face up to the owner's Exile; its Armament to the Elysium.
    Exile {
        target: Target,
    },
    /// A Soul defeated: to its owner's Elysium with its Armament, leaving the field (CDX-15.5).
    Defeat {
        card: CardId,
    },
    /// Capture: the Soul turns face down on its slot (CDX-15.5); the Leader captured ends the
    /// duel (CDX-15.4).
    Capture {
        target: Target,
    },
    /// An Ambush set face down at `slot` of `player`, by the Soul of stay `by` if a Soul set it.
    SetAmbush {
        player: usize,
        /// From 1 in a match file, as the board counts (version 1 files and the engine from 0).
        slot: usize,
        by: Option<CardId>,
    },
    /// The `index`th Ambush at `slot` of `player` is sprung: it goes to the Elysium.
    SpringAmbush {
        player: usize,
        /// From 1 in a match file, as the board counts (version 1 files and the engine from 0).
        slot: usize,
        index: usize,
    },
    /// Draw the top card (CDX-15.6): with an empty deck, nothing happens.
    Draw {
        player: usize,
    },
    /// Enlist (CDX-15.6): a matching card to the hand if `found`; the deck is shuffled either way.
    Enlist {
        player: usize,
        found: bool,
    },
    /// Look at the top `count` cards: `to_hand` of them to the hand, the rest to the bottom in
    /// the order the player chose (CDX-15.6).
    LookAtTop {
        player: usize,
        count: u32,
        to_hand: u32,
    },
    /// `count` cards from `player`'s hand to the Elysium, chosen by `player` (CDX-15.6).
    Discard {
        player: usize,
        count: u32,
    },
    /// A correction of the deck and hand counts.
    AdjustCards {
        player: usize,
        deck: i32,
        hand: i32,
    },
    /// A change of the resources a player pays with.
    AdjustResources {
        player: usize,
        delta: i32,
    },
    /// An effect of `source` (a Soul's stay, or none for a card in hand) put on the Cascade:
    /// it opens the Cascade or answers the open one (CDX-CASCADE-1).
    Activate {
        player: usize,
        source: Option<CardId>,
        note: String,
    },
    /// `player`, holding priority, adds nothing to the Cascade.
    Pass {
        player: usize,
    },
    /// The table stops adding to the Cascade.
    CloseCascade,
    /// The newest link resolves, or fizzles if its source left the field (CDX-CASCADE-1).
    ResolveNext,
    Concede {
        player: usize,
    },
}

impl Action {
    /// The seat that acts (see [`Game::acting_seat`](crate::game::Game::acting_seat)): the
    /// `player` an action names, whose Souls, cards, resources, Leader or priority it is; for
    /// Retract and Teleport the effect's controller `by`, who pays. Passing the turn, the
    /// first-player decision, the Cascade's steps no player is named for, and changes that
    /// name only the Soul or Leader they touch, not who makes them, are the whole table's.
    pub fn acting_seat(&self) -> Option<usize> {
        match self {
            Action::Retract { by, .. } | Action::Teleport { by, .. } => Some(*by),
            Action::Recruit { player, .. }
            // No source is named: the damage is to the Leader's own number.
            | Action::DamageLeader { player, .. }
            | Action::SetAmbush { player, .. }
            | Action::SpringAmbush { player, .. }
            | Action::Draw { player }
            | Action::Enlist { player, .. }
            | Action::LookAtTop { player, .. }
            | Action::Discard { player, .. }
            | Action::AdjustCards { player, .. }
            | Action::AdjustResources { player, .. }
            | Action::Activate { player, .. }
            | Action::Pass { player }
            | Action::Concede { player } => Some(*player),
            // Who goes first is the table's decision, even when it names a seat.
            Action::SetFirstPlayer { .. }
            | Action::NextTurn
            | Action::ChangeSoul { .. }
            // A target names what is moved, not who moves it.
            | Action::Exile { .. }
            | Action::Defeat { .. }
            | Action::Capture { .. }
            | Action::CloseCascade
            | Action::ResolveNext => None,
        }
    }
}

impl Action {
    /// The action with each slot it names (a recruit's, a Teleport's `to`, an Ambush's)
    /// renumbered by `renumber`: the engine counts slots from 0, a person and a file from 1.
    pub(super) fn with_slots<E>(
        &self,
        renumber: impl Fn(usize) -> Result<usize, E>,
    ) -> Result<Action, E> {
        let mut action = self.clone();
        match &mut action {
            Action::Recruit { slot, .. }
            | Action::SetAmbush { slot, .. }
            | Action::SpringAmbush { slot, .. } => *slot = renumber(*slot)?,
            Action::Teleport { to: Some(to), .. } => *to = renumber(*to)?,
            _ => {}
        }
        Ok(action)
    }
}
