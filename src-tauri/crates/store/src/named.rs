//! Decks and card lists as a person reads them: each card with its name, its kind and the
//! game's fields beside its ID and count, so the card screen and the set-up list a deck (and
//! read a Spirit's element) without asking for each card. A card gone from the card data still
//! shows, by its ID, so it can be taken out.

use serde::Serialize;
use tableside_engine::deck::CardData;
use tableside_engine::deck_list::{self, BadLine, DeckListError, DeckListSection};
use tableside_engine::ErrorCode;
use tableside_engine::GameId;
use ts_rs::TS;

use crate::error::{Result, StoreError};
use crate::records::{CardChange, DeckVersion};
use crate::{Deck, DeckCard, DeckId, Store};

/// A deck with each card named.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SavedDeck {
    pub id: DeckId,
    pub game: GameId,
    pub name: String,
    pub format: Option<String>,
    #[ts(type = "number")]
    pub updated_at_ms: i64,
    pub cards: Vec<SavedDeckCard>,
    /// The maybe-board: cards being considered, never counted by the deck's check.
    pub maybe: Vec<SavedDeckCard>,
    /// The deck's newest version (each save that changed it is one).
    pub version: u32,
}

/// One card of a [`SavedDeck`] (or of a list, a collection, what a deck lacks).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SavedDeckCard {
    pub card_id: String,
    pub count: u32,
    /// The card's name; its ID when the card data no longer has it.
    pub name: String,
    /// The game's card type (`spirit`, `elestral`, `creature`, …); empty when unknown.
    pub kind: String,
    pub attributes: serde_json::Value,
    /// The part of a deck it goes to (see [`crate::CardInfo::zone`]); none when unknown.
    pub zone: Option<String>,
}

/// A card list read from text: its cards, or (when any line is wrong) no cards and every line
/// to fix, so a bad list changes nothing.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DeckListReading {
    /// In the order the list first names them; empty when `bad_lines` is not.
    pub cards: Vec<SavedDeckCard>,
    pub bad_lines: Vec<BadDeckLine>,
}

/// One line of a card list that did not read.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct BadDeckLine {
    /// Counted from 1, as an editor shows it.
    #[ts(type = "number")]
    pub line: usize,
    /// `DECK_LIST_UNKNOWN_CARD`, `DECK_LIST_BAD_COUNT`, …
    pub code: ErrorCode,
    /// The count or the name the line is wrong about, quoted short; empty when none.
    pub text: String,
    /// Plain English.
    pub message: String,
}

impl From<BadLine> for BadDeckLine {
    fn from(bad: BadLine) -> Self {
        BadDeckLine {
            line: bad.line,
            code: bad.fault.code(),
            text: bad.fault.quoted(),
            message: bad.fault.message(),
        }
    }
}

/// A card whose count differs between two versions of a deck, named: `before` 0 for a card
/// added, `after` 0 for one taken out.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DeckChange {
    pub card_id: String,
    /// The card's name; its ID when the card data no longer has it.
    pub name: String,
    pub before: u32,
    pub after: u32,
}

/// What changed from one version of a deck to another, in the deck and in its maybe-board.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DeckChanges {
    pub from: DeckVersion,
    pub to: DeckVersion,
    pub cards: Vec<DeckChange>,
    pub maybe: Vec<DeckChange>,
}

impl Store {
    /// `count` copies of the card `card_id`, named.
    pub fn named_card(&self, card_id: &str, count: u32) -> SavedDeckCard {
        let info = self.get_card(card_id).ok();
        SavedDeckCard {
            card_id: card_id.to_owned(),
            count,
            name: info
                .as_ref()
                .map_or_else(|| card_id.to_owned(), |c| c.name.clone()),
            kind: info.as_ref().map(|c| c.kind.clone()).unwrap_or_default(),
            zone: info.as_ref().and_then(|c| c.zone.clone()),
            attributes: info.map(|c| c.attributes).unwrap_or_default(),
        }
    }

    /// Cards and counts, each named.
    pub fn named_cards(&self, cards: &[DeckCard]) -> Vec<SavedDeckCard> {
        cards
            .iter()
            .map(|card| self.named_card(&card.card_id, card.count))
            .collect()
    }

    /// The stored deck `id`, its cards named.
    pub fn saved_deck(&self, id: DeckId) -> Result<SavedDeck> {
        Ok(self.named_deck(self.get_deck(id)?, id))
    }

    /// A game's decks, most recently changed first, their cards named.
    pub fn saved_decks(&self, game: GameId) -> Result<Vec<SavedDeck>> {
        self.list_decks(game)?
            .into_iter()
            .map(|deck| {
                let id = deck
                    .id
                    .ok_or_else(|| StoreError::bad_row("deck", "a stored deck has no ID"))?;
                Ok(self.named_deck(deck, id))
            })
            .collect()
    }

    fn named_deck(&self, deck: Deck, id: DeckId) -> SavedDeck {
        SavedDeck {
            id,
            game: deck.game,
            cards: self.named_cards(&deck.cards),
            maybe: self.named_cards(&deck.maybe),
            name: deck.name,
            format: deck.format,
            updated_at_ms: deck.updated_at_ms,
            version: deck.version,
        }
    }

    /// What changed from version `from` of a deck to version `to`, each card named.
    pub fn named_deck_changes(&self, id: DeckId, from: u32, to: u32) -> Result<DeckChanges> {
        let diff = self.compare_deck_versions(id, from, to)?;
        let named = |changes: Vec<CardChange>| -> Vec<DeckChange> {
            changes
                .into_iter()
                .map(|change| DeckChange {
                    name: self.named_card(&change.card_id, 0).name,
                    card_id: change.card_id,
                    before: change.before,
                    after: change.after,
                })
                .collect()
        };
        Ok(DeckChanges {
            from: diff.from,
            to: diff.to,
            cards: named(diff.cards),
            maybe: named(diff.maybe),
        })
    }

    /// Reads a card list (`3 Fire Spirit` a line, a deck list or a collection) against the
    /// cards of `game`: the cards, named, in the order the list first names them, or (when any
    /// line is wrong) no cards and every line to fix.
    pub fn read_card_list(&self, game: GameId, text: &str) -> Result<DeckListReading> {
        let cards = self.cards(game.as_str()).map_err(StoreError::CardData)?;
        match deck_list::read_deck_list(text, &cards) {
            Ok(entries) => Ok(DeckListReading {
                cards: entries
                    .iter()
                    .map(|entry| self.named_card(&entry.card, entry.count))
                    .collect(),
                bad_lines: Vec::new(),
            }),
            Err(DeckListError::BadLines(lines)) => Ok(DeckListReading {
                cards: Vec::new(),
                bad_lines: lines.into_iter().map(Into::into).collect(),
            }),
            Err(error) => Err(StoreError::DeckList(error)),
        }
    }

    /// Cards of `game` as a list, `3 Fire Spirit` a line under each section's heading,
    /// naming each card so that [`Store::read_card_list`] reads it back as the same cards.
    pub fn write_card_list(&self, game: GameId, sections: &[DeckListSection]) -> Result<String> {
        let cards = self.cards(game.as_str()).map_err(StoreError::CardData)?;
        Ok(deck_list::write_deck_list(sections, &cards))
    }
}

#[cfg(test)]
#[path = "tests/named.rs"]
mod tests;
