//! What the table tracks in a game of Elestrals: each player's decks, hand and Underworld,
//! the field (ELE-FIELD-1), the turn, and the chain.
//!
//! A card on the field, its ID and a chain link are in modules of their own below this one
//! (`field_card.rs`, `card_id.rs`, `chain_link.rs`; an action names them too), and are read
//! through here: the mechanics read the state, and the state reads no mechanic.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use super::card_id::CardId;
pub use super::chain_link::ChainLink;
pub use super::field_card::{CardStatus, FieldCard, Location, Position, Row, SEATS};

use super::rules::Rules;
use super::spirits::Spirits;
use super::underworld::Underworld;
use crate::chain::Chain;

/// The phases of a turn in order (ELE-TURN-1), after the set-up.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsPhase")]
#[schemars(rename = "ElestralsPhase")]
pub enum Phase {
    /// Before the first turn: Spirit Decks and the first player.
    Setup,
    Draw,
    Main,
    Battle,
    End,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Draw => "draw",
            Phase::Main => "main",
            Phase::Battle => "battle",
            Phase::End => "end",
        }
    }
}

/// Why a player lost.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsLoss")]
#[schemars(rename = "ElestralsLoss")]
pub enum Loss {
    /// Had to draw from an empty Main Deck (ELE-END-1).
    EmptyMainDeck,
    /// Had to Expend from an empty Spirit Deck (ELE-END-1).
    EmptySpiritDeck,
    /// Fewer Main Deck cards, or next to draw, at an agreed stalemate (ELE-END-3).
    Stalemate,
    Conceded,
}

impl Loss {
    pub fn as_str(self) -> &'static str {
        match self {
            Loss::EmptyMainDeck => "empty_main_deck",
            Loss::EmptySpiritDeck => "empty_spirit_deck",
            Loss::Stalemate => "stalemate",
            Loss::Conceded => "conceded",
        }
    }
}

/// One player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsPlayer")]
#[schemars(rename = "ElestralsPlayer")]
pub struct PlayerState {
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub name: Arc<String>,
    /// Spirits left in the Spirit Deck, by element.
    pub spirit_deck: Spirits,
    /// Cards left in the Main Deck.
    pub main_deck: u32,
    pub hand: u32,
    /// Elestrals and Runes in the Underworld, oldest first, by name.
    #[ts(as = "Vec<String>")]
    #[schemars(with = "Vec<String>")]
    pub underworld: Underworld,
    /// Spirits in the Underworld, by element.
    pub underworld_spirits: Spirits,
    /// The Elestral Row, slot by slot.
    #[ts(as = "Vec<Option<FieldCard>>")]
    #[schemars(with = "Vec<Option<FieldCard>>")]
    pub elestrals: Arc<Vec<Option<FieldCard>>>,
    /// The Rune Row, slot by slot.
    #[ts(as = "Vec<Option<FieldCard>>")]
    #[schemars(with = "Vec<Option<FieldCard>>")]
    pub runes: Arc<Vec<Option<FieldCard>>>,
    /// Times the Main Deck was shuffled after a Search (ELE-SEARCH-1).
    pub shuffles: u32,
    pub lost: Option<Loss>,
}

impl PlayerState {
    pub fn row(&self, row: Row) -> &[Option<FieldCard>] {
        match row {
            Row::Elestral => &self.elestrals,
            Row::Rune => &self.runes,
            Row::Stadium => &[],
        }
    }

    /// A row to change: copied first if an earlier state still shares it.
    pub fn row_mut(&mut self, row: Row) -> &mut [Option<FieldCard>] {
        match row {
            Row::Elestral => Arc::make_mut(&mut self.elestrals).as_mut_slice(),
            Row::Rune => Arc::make_mut(&mut self.runes).as_mut_slice(),
            Row::Stadium => &mut [],
        }
    }

    /// Sends a card by name to the Underworld.
    pub fn bury(&mut self, name: &str) {
        self.underworld.bury(name);
    }
}

/// A battle against a Spirit Deck resolved: the defending player now Expends (ELE-BATTLE-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsPendingExpend")]
#[schemars(rename = "ElestralsPendingExpend")]
pub struct PendingExpend {
    pub player: usize,
    /// `None` when the attacker's Attack was not known: the table says how many.
    pub amount: Option<u32>,
}

/// The whole public state of an Elestrals match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsState")]
#[schemars(rename = "ElestralsState")]
pub struct State {
    #[ts(as = "Rules")]
    #[schemars(with = "Rules")]
    pub rules: Arc<Rules>,
    /// By seat.
    pub players: [PlayerState; SEATS],
    /// The one Stadium on the field (ELE-RUNE-3).
    pub stadium: Option<Box<FieldCard>>,
    pub first_player: Option<usize>,
    /// Whose turn it is.
    pub active: usize,
    /// Turns so far, counting the current one (0 during set-up).
    pub turn: u32,
    pub phase: Phase,
    /// The turn player drew for the Draw Phase.
    pub drew: bool,
    /// The turn player's Normal Cast or Normal Ascend is used (ELE-CAST-1).
    pub normal_cast_used: bool,
    /// Cards whose Active effect was used this turn (ELE-TURN-3).
    pub active_effects_used: Vec<CardId>,
    /// The chain, while one is open, resolving, or finished with triggers still to place.
    #[ts(as = "Option<Chain<ChainLink>>")]
    #[schemars(with = "Option<Chain<ChainLink>>")]
    pub chain: Option<Arc<Chain<ChainLink>>>,
    pub pending_expend: Option<PendingExpend>,
    /// The ID the next card to arrive on the field gets.
    pub next_card_id: u32,
    /// The activation order the next stat modifier gets (ELE-STAT-1).
    pub next_modifier: u32,
}

impl State {
    /// The seat across the table.
    pub fn opponent(&self, seat: usize) -> usize {
        (seat + 1) % SEATS
    }

    /// Priority order for a chain: the turn player first (ELE-CHAIN-2).
    /// The chain to change: copied first if an earlier state still shares it.
    pub fn chain_mut(&mut self) -> Option<&mut Chain<ChainLink>> {
        self.chain.as_mut().map(Arc::make_mut)
    }

    pub fn priority_order(&self) -> Vec<usize> {
        vec![self.active, self.opponent(self.active)]
    }

    /// Marks `seat` as having lost, keeping the first reason if it already had.
    pub(super) fn lose(&mut self, seat: usize, loss: Loss) {
        if let Some(player) = self.players.get_mut(seat) {
            player.lost.get_or_insert(loss);
        }
    }

    /// Whether a link not yet resolved keeps this slot for a card not on the field yet.
    pub(super) fn slot_kept(&self, seat: usize, row: Row, slot: usize) -> bool {
        self.chain.as_ref().is_some_and(|chain| {
            chain
                .pending()
                .any(|link| link.payload.kept_slot(link.controller) == Some((seat, row, slot)))
        })
    }

    pub fn new_card_id(&mut self) -> CardId {
        let id = CardId(self.next_card_id);
        self.next_card_id = self.next_card_id.saturating_add(1);
        id
    }

    /// Every card on the field with its place.
    pub fn field(&self) -> impl Iterator<Item = (Location, &FieldCard)> {
        let rows = self.players.iter().enumerate().flat_map(|(seat, player)| {
            [Row::Elestral, Row::Rune].into_iter().flat_map(move |row| {
                player
                    .row(row)
                    .iter()
                    .enumerate()
                    .filter_map(move |(slot, card)| {
                        card.as_ref()
                            .map(|card| (Location::Slot { seat, row, slot }, card))
                    })
            })
        });
        rows.chain(self.stadium.iter().map(|card| (Location::Stadium, &**card)))
    }

    pub fn locate(&self, id: CardId) -> Option<Location> {
        self.field()
            .find(|(_, card)| card.id == id)
            .map(|(at, _)| at)
    }

    pub fn card(&self, id: CardId) -> Option<&FieldCard> {
        self.field()
            .find(|(_, card)| card.id == id)
            .map(|(_, card)| card)
    }

    pub fn card_at(&self, at: Location) -> Option<&FieldCard> {
        match at {
            Location::Slot { seat, row, slot } => {
                self.players.get(seat)?.row(row).get(slot)?.as_ref()
            }
            Location::Stadium => self.stadium.as_deref(),
        }
    }

    pub fn card_at_mut(&mut self, at: Location) -> Option<&mut FieldCard> {
        match at {
            Location::Slot { seat, row, slot } => self
                .players
                .get_mut(seat)?
                .row_mut(row)
                .get_mut(slot)?
                .as_mut(),
            Location::Stadium => self.stadium.as_deref_mut(),
        }
    }

    pub fn card_mut(&mut self, id: CardId) -> Option<&mut FieldCard> {
        let at = self.locate(id)?;
        self.card_at_mut(at)
    }

    /// Takes the card out of its place, leaving the place empty.
    pub fn take_at(&mut self, at: Location) -> Option<FieldCard> {
        match at {
            Location::Slot { seat, row, slot } => self
                .players
                .get_mut(seat)?
                .row_mut(row)
                .get_mut(slot)?
                .take(),
            Location::Stadium => self.stadium.take().map(|card| *card),
        }
    }

    /// Whether `id` was ever given to a card (it may have left since).
    pub fn was_issued(&self, id: CardId) -> bool {
        id.0 < self.next_card_id
    }

    /// Whether a chain is open or resolving: the time for Main Phase actions is not now
    /// (ELE-TURN-2).
    pub fn chain_in_progress(&self) -> bool {
        self.chain.as_ref().is_some_and(|chain| !chain.is_done())
    }
}
