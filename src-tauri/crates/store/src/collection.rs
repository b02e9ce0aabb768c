//! The cards a player owns, per game: counts set one card at a time or read from a list, and
//! what a deck needs beyond them. Search filters on them too (`is:owned`, `owned>=2`; see
//! `search_index.rs`).

use std::collections::BTreeMap;

use tableside_engine::GameId;

use crate::error::{CollectionProblem, Result, StoreError};
use crate::queries::{collection, decks};
use crate::records::{CollectionImport, DeckCard, DeckId};
use crate::Store;

/// The most copies of one card a collection counts: far above any real one, low enough that
/// a slip of the keyboard (`3000000 Emberfox`) is refused rather than kept.
pub const MOST_OWNED: u32 = 9_999;

impl Store {
    /// The cards of `game` the player owns, by card ID.
    pub fn collection(&self, game: GameId) -> Result<Vec<DeckCard>> {
        collection::list_owned(&self.conn, game)
    }

    /// Sets how many copies of a card of `game` the player owns; 0 takes it out.
    pub fn set_owned(&mut self, game: GameId, card_id: &str, count: u32) -> Result<()> {
        check_count(card_id, count)?;
        let tx = self.begin_write()?;
        if count > 0 && !decks::card_in_game(&tx, card_id, game)? {
            return Err(not_a_card(game, card_id));
        }
        collection::set_owned(&tx, game, card_id, count)?;
        tx.commit()?;
        Ok(())
    }

    /// Writes a collection read from a list, in one transaction: every card must be the
    /// game's, or nothing changes. With [`CollectionImport::Add`] the counts are added to
    /// those owned.
    pub fn import_collection(
        &mut self,
        game: GameId,
        cards: &[DeckCard],
        how: CollectionImport,
    ) -> Result<()> {
        let tx = self.begin_write()?;
        // What is owned already counts in with `Add`; `Replace` starts from nothing.
        let mut counts: BTreeMap<String, u32> = match how {
            CollectionImport::Add => collection::list_owned(&tx, game)?
                .into_iter()
                .map(|owned| (owned.card_id, owned.count))
                .collect(),
            CollectionImport::Replace => BTreeMap::new(),
        };
        for card in cards {
            if !decks::card_in_game(&tx, &card.card_id, game)? {
                return Err(not_a_card(game, &card.card_id));
            }
            let count = counts.entry(card.card_id.clone()).or_default();
            *count = count.saturating_add(card.count);
        }
        collection::delete_owned(&tx, game)?;
        for (card_id, count) in &counts {
            check_count(card_id, *count)?;
            collection::set_owned(&tx, game, card_id, *count)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// What the player lacks to build a saved deck: each card of the deck (not its
    /// maybe-board) with how many copies more than owned it needs.
    pub fn missing_for_deck(&self, id: DeckId) -> Result<Vec<DeckCard>> {
        let deck = self.get_deck(id)?;
        let owned = collection::list_owned(&self.conn, deck.game)?;
        Ok(missing_cards(&deck.cards, &owned))
    }
}

/// Each card of `needed` with how many more copies than `owned` holds it needs, by card ID.
pub fn missing_cards(needed: &[DeckCard], owned: &[DeckCard]) -> Vec<DeckCard> {
    let mut short: BTreeMap<&str, i64> = BTreeMap::new();
    for card in needed {
        *short.entry(&card.card_id).or_default() += i64::from(card.count);
    }
    for card in owned {
        if let Some(count) = short.get_mut(card.card_id.as_str()) {
            *count -= i64::from(card.count);
        }
    }
    short
        .into_iter()
        .filter(|&(_, count)| count > 0)
        .map(|(card_id, count)| DeckCard {
            card_id: card_id.to_owned(),
            count: u32::try_from(count).unwrap_or(u32::MAX),
        })
        .collect()
}

fn check_count(card_id: &str, count: u32) -> Result<()> {
    if count > MOST_OWNED {
        return Err(StoreError::InvalidCollection(CollectionProblem::TooMany {
            card_id: card_id.to_owned(),
            count,
            most: MOST_OWNED,
        }));
    }
    Ok(())
}

fn not_a_card(game: GameId, card_id: &str) -> StoreError {
    StoreError::InvalidCollection(CollectionProblem::UnknownCard {
        game,
        card_id: card_id.to_owned(),
    })
}

#[cfg(test)]
#[path = "tests/collection.rs"]
mod tests;
