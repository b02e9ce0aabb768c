//! Decks: named card lists of one game, optionally built for one format.

use std::collections::BTreeMap;

use rusqlite::TransactionBehavior;
use serde::{Deserialize, Serialize};
use tableside_engine::GameId;
use ts_rs::TS;

use crate::error::{Result, StoreError};
use crate::queries::{decks, formats};
use crate::Store;

/// A deck's database ID.
// Serde writes a newtype struct as its inner number, as ts-rs declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
pub struct DeckId(#[ts(type = "number")] pub i64);

impl std::fmt::Display for DeckId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// How many copies of a card a deck holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckCard {
    pub card_id: String,
    pub count: u32,
}

/// A deck. Deck-building rules (sizes, copy limits) are the engine's to check; the store
/// only keeps the deck consistent with the card data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Deck {
    /// `None` for a deck not saved yet.
    pub id: Option<DeckId>,
    pub game: GameId,
    /// The format the deck is built for, if any.
    pub format: Option<String>,
    pub name: String,
    /// Distinct cards, ordered by card ID when read back.
    pub cards: Vec<DeckCard>,
    #[ts(type = "number")]
    pub created_at_ms: i64,
    #[ts(type = "number")]
    pub updated_at_ms: i64,
}

impl Store {
    /// Saves a deck with its cards in one transaction: a new one when `deck.id` is `None`
    /// (keeping `created_at_ms`), otherwise replacing the stored one (keeping its creation
    /// time). The same card listed twice is merged; counts of zero are dropped.
    pub fn upsert_deck(&mut self, deck: &Deck) -> Result<DeckId> {
        if deck.name.trim().is_empty() {
            return Err(StoreError::InvalidDeck("a deck needs a name".into()));
        }
        let cards = merge_cards(&deck.cards);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if let Some(format_id) = &deck.format {
            match formats::get_format(&tx, format_id)? {
                Some(format) if format.game == deck.game => {}
                Some(_) => {
                    return Err(StoreError::InvalidDeck(format!(
                        "the format {format_id} is not a {} format",
                        deck.game.as_str()
                    )))
                }
                None => return Err(StoreError::not_found("format", format_id)),
            }
        }
        for card in &cards {
            if !decks::card_in_game(&tx, &card.card_id, deck.game)? {
                return Err(StoreError::InvalidDeck(format!(
                    "there is no {} card with ID {}",
                    deck.game.as_str(),
                    card.card_id
                )));
            }
        }
        let id = match deck.id {
            None => decks::insert_deck(&tx, deck)?,
            Some(id) if decks::update_deck(&tx, id, deck)? => id,
            Some(id) => return Err(StoreError::not_found("deck", id)),
        };
        decks::replace_deck_cards(&tx, id, &cards)?;
        tx.commit()?;
        Ok(id)
    }

    pub fn get_deck(&self, id: DeckId) -> Result<Deck> {
        decks::get_deck(&self.conn, id)?.ok_or_else(|| StoreError::not_found("deck", id))
    }

    /// A game's decks, most recently changed first.
    pub fn list_decks(&self, game: GameId) -> Result<Vec<Deck>> {
        decks::list_decks(&self.conn, game)
    }

    pub fn delete_deck(&mut self, id: DeckId) -> Result<()> {
        if decks::delete_deck(&self.conn, id)? {
            Ok(())
        } else {
            Err(StoreError::not_found("deck", id))
        }
    }
}

/// One entry per card ID, counts added up, zero counts dropped, ordered by card ID.
fn merge_cards(cards: &[DeckCard]) -> Vec<DeckCard> {
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for card in cards {
        let count = counts.entry(card.card_id.as_str()).or_default();
        *count = count.saturating_add(card.count);
    }
    counts
        .into_iter()
        .filter(|&(_, count)| count > 0)
        .map(|(card_id, count)| DeckCard {
            card_id: card_id.to_owned(),
            count,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped::shipped_card_files;

    fn store() -> Store {
        let mut store = Store::open_in_memory().expect("opens");
        store
            .sync_shipped_data(&shipped_card_files())
            .expect("the shipped data loads");
        store
    }

    fn entry(card_id: &str, count: u32) -> DeckCard {
        DeckCard {
            card_id: card_id.to_owned(),
            count,
        }
    }

    fn deck(cards: Vec<DeckCard>) -> Deck {
        Deck {
            id: None,
            game: GameId::Conjure,
            format: Some("conjure-standard".into()),
            name: "Towers".into(),
            cards,
            created_at_ms: 100,
            updated_at_ms: 100,
        }
    }

    #[test]
    fn a_saved_deck_reads_back_with_merged_cards() {
        let mut store = store();
        let id = store
            .upsert_deck(&deck(vec![
                entry("conjure-tower-fire", 1),
                entry("conjure-quest-tribal-quest", 2),
                entry("conjure-tower-fire", 1),
                entry("conjure-tower-shadow", 0),
            ]))
            .expect("saves");
        let saved = store.get_deck(id).expect("reads");
        assert_eq!(saved.id, Some(id));
        assert_eq!(
            saved.cards,
            vec![
                entry("conjure-quest-tribal-quest", 2),
                entry("conjure-tower-fire", 2)
            ]
        );
    }

    #[test]
    fn updating_a_deck_replaces_its_cards_and_keeps_its_creation_time() {
        let mut store = store();
        let id = store
            .upsert_deck(&deck(vec![entry("conjure-tower-fire", 1)]))
            .expect("saves");
        let mut changed = deck(vec![entry("conjure-tower-shadow", 1)]);
        changed.id = Some(id);
        changed.name = "Shadows".into();
        changed.created_at_ms = 999;
        changed.updated_at_ms = 200;
        store.upsert_deck(&changed).expect("updates");
        let saved = store.get_deck(id).expect("reads");
        assert_eq!(saved.name, "Shadows");
        assert_eq!(saved.created_at_ms, 100);
        assert_eq!(saved.updated_at_ms, 200);
        assert_eq!(saved.cards, vec![entry("conjure-tower-shadow", 1)]);
    }

    #[test]
    fn a_card_of_another_game_or_unknown_is_refused_and_nothing_is_written() {
        let mut store = store();
        let error = store
            .upsert_deck(&deck(vec![entry("conjure-no-such-card", 1)]))
            .expect_err("refused");
        assert_eq!(error.code(), "STORE_INVALID_DECK");
        assert!(store.list_decks(GameId::Conjure).expect("reads").is_empty());
    }

    #[test]
    fn a_format_of_another_game_is_refused() {
        let mut store = store();
        let mut wrong = deck(Vec::new());
        wrong.format = Some("elestrals-standard".into());
        assert_eq!(
            store.upsert_deck(&wrong).err().map(|e| e.code()),
            Some("STORE_INVALID_DECK")
        );
        wrong.format = Some("conjure-unknown".into());
        assert_eq!(
            store.upsert_deck(&wrong).err().map(|e| e.code()),
            Some("STORE_NOT_FOUND")
        );
    }

    #[test]
    fn a_deck_needs_a_name() {
        let mut store = store();
        let mut unnamed = deck(Vec::new());
        unnamed.name = "  ".into();
        assert_eq!(
            store.upsert_deck(&unnamed).err().map(|e| e.code()),
            Some("STORE_INVALID_DECK")
        );
    }

    #[test]
    fn deleting_a_deck_deletes_its_cards_and_a_second_delete_is_not_found() {
        let mut store = store();
        let id = store
            .upsert_deck(&deck(vec![entry("conjure-tower-fire", 1)]))
            .expect("saves");
        store.delete_deck(id).expect("deletes");
        let left: i64 = store
            .conn
            .query_row("SELECT count(*) FROM deck_cards", [], |r| r.get(0))
            .expect("counts");
        assert_eq!(left, 0);
        assert_eq!(
            store.delete_deck(id).err().map(|e| e.code()),
            Some("STORE_NOT_FOUND")
        );
    }

    #[test]
    fn updating_a_missing_deck_is_not_found() {
        let mut store = store();
        let mut ghost = deck(Vec::new());
        ghost.id = Some(DeckId(42));
        assert_eq!(
            store.upsert_deck(&ghost).err().map(|e| e.code()),
            Some("STORE_NOT_FOUND")
        );
    }

    #[test]
    fn decks_list_most_recent_first() {
        let mut store = store();
        let old = store.upsert_deck(&deck(Vec::new())).expect("saves");
        let mut newer = deck(Vec::new());
        newer.updated_at_ms = 500;
        let new = store.upsert_deck(&newer).expect("saves");
        let ids: Vec<Option<DeckId>> = store
            .list_decks(GameId::Conjure)
            .expect("reads")
            .iter()
            .map(|d| d.id)
            .collect();
        assert_eq!(ids, vec![Some(new), Some(old)]);
    }
}
