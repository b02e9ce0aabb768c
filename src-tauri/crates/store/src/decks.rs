//! Decks: named card lists of one game, optionally built for one format, each with a
//! maybe-board beside it. Every save that changes a deck is a version of it
//! (`deck_versions.rs`).

use std::collections::BTreeMap;

use tableside_engine::GameId;

use crate::deck_versions::record_version;
use crate::error::{DeckProblem, Missing, Result, StoreError};
use crate::queries::{decks, formats};
pub use crate::records::{Deck, DeckCard, DeckId};
use crate::Store;

impl Store {
    /// Saves a deck with its cards and maybe-board in one transaction: a new one when
    /// `deck.id` is `None` (keeping `created_at_ms`), otherwise replacing the stored one
    /// (keeping its creation time). The same card listed twice is merged; counts of zero are
    /// dropped. A save that changes the deck (or a new deck) is its next version, saved at
    /// `updated_at_ms`; one that changes nothing adds none.
    pub fn upsert_deck(&mut self, deck: &Deck) -> Result<DeckId> {
        self.save_deck(deck, None)
    }

    /// [`Store::upsert_deck`], for a save that goes back to version `back_to`.
    pub(crate) fn save_deck(&mut self, deck: &Deck, back_to: Option<u32>) -> Result<DeckId> {
        if deck.name.trim().is_empty() {
            return Err(StoreError::InvalidDeck(DeckProblem::NoName));
        }
        let cards = merge_cards(&deck.cards);
        let maybe = merge_cards(&deck.maybe);
        let tx = self.begin_write()?;
        if let Some(format_id) = &deck.format {
            match formats::get_format(&tx, format_id)? {
                Some(format) if format.game == deck.game => {}
                Some(_) => {
                    return Err(StoreError::InvalidDeck(DeckProblem::FormatOfAnotherGame {
                        format: format_id.clone(),
                        game: deck.game,
                    }))
                }
                None => return Err(StoreError::not_found(Missing::Format, format_id)),
            }
        }
        for card in cards.iter().chain(&maybe) {
            if !decks::card_in_game(&tx, &card.card_id, deck.game)? {
                return Err(StoreError::InvalidDeck(DeckProblem::UnknownCard {
                    game: deck.game,
                    card_id: card.card_id.clone(),
                }));
            }
        }
        let id = match deck.id {
            None => decks::insert_deck(&tx, deck)?,
            Some(id) if decks::update_deck(&tx, id, deck)? => id,
            Some(id) => return Err(StoreError::not_found(Missing::Deck, id)),
        };
        decks::replace_deck_cards(&tx, id, &cards)?;
        decks::replace_maybe_cards(&tx, id, &maybe)?;
        let saved = Deck {
            id: Some(id),
            cards,
            maybe,
            ..deck.clone()
        };
        record_version(&tx, id, &saved, back_to)?;
        tx.commit()?;
        Ok(id)
    }

    pub fn get_deck(&self, id: DeckId) -> Result<Deck> {
        decks::get_deck(&self.conn, id)?.ok_or_else(|| StoreError::not_found(Missing::Deck, id))
    }

    /// A game's decks, most recently changed first.
    pub fn list_decks(&self, game: GameId) -> Result<Vec<Deck>> {
        decks::list_decks(&self.conn, game)
    }

    /// Deletes a deck so that [`Store::restore_deck`] can bring it back: it goes to the trash,
    /// and the deck deleted before it, still there, is deleted for good. One deck waits at a
    /// time, since undoing is for the delete just made, not a bin to manage.
    pub fn delete_deck(&mut self, id: DeckId, at_ms: i64) -> Result<()> {
        let tx = self.begin_write()?;
        decks::empty_trash(&tx)?;
        if decks::trash_deck(&tx, id, at_ms)? {
            tx.commit()?;
            Ok(())
        } else {
            Err(StoreError::not_found(Missing::Deck, id))
        }
    }

    /// Brings back the deck deleted last, as it was.
    pub fn restore_deck(&mut self, id: DeckId) -> Result<()> {
        let tx = self.begin_write()?;
        if decks::untrash_deck(&tx, id)? {
            tx.commit()?;
            Ok(())
        } else {
            Err(StoreError::not_found(Missing::DeletedDeck, id))
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
#[path = "tests/decks.rs"]
mod tests;
