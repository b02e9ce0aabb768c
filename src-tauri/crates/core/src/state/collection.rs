//! The cards a player owns: counts set a card at a time or read from a list, and what a deck
//! needs beyond them.

use tableside_engine::GameId;
use tableside_store::{missing_cards, CollectionImport, DeckCard};

use super::AppState;
use crate::ipc::{DeckListPart, DeckListReading, IpcError, MissingCards, SavedDeckCard};

impl AppState {
    /// The cards of `game` owned, each named, by card ID.
    pub fn collection(&self, game: GameId) -> Result<Vec<SavedDeckCard>, IpcError> {
        self.read(|store| {
            let owned = store.collection(game)?;
            Ok(store.named_cards(&owned))
        })
    }

    /// Sets how many copies of a card are owned; 0 takes it out.
    pub fn set_owned(&self, game: GameId, card_id: &str, count: u32) -> Result<(), IpcError> {
        self.with(|inner| Ok(inner.store.set_owned(game, card_id, count)?))
    }

    /// Reads a list (`3 Emberfox` a line, as a deck list) and writes it as the collection or
    /// adds it, in one transaction. A list with any line wrong writes nothing: the answer
    /// names every such line.
    pub fn import_collection(
        &self,
        game: GameId,
        text: &str,
        how: CollectionImport,
    ) -> Result<DeckListReading, IpcError> {
        self.with(|inner| {
            let reading = inner.store.read_card_list(game, text)?;
            if reading.bad_lines.is_empty() {
                let read: Vec<DeckCard> = reading
                    .cards
                    .iter()
                    .map(|card| DeckCard {
                        card_id: card.card_id.clone(),
                        count: card.count,
                    })
                    .collect();
                inner.store.import_collection(game, &read, how)?;
            }
            Ok(reading)
        })
    }

    /// What `cards` (a deck being built, saved or not) need beyond the cards of `game` owned,
    /// and the same as a list.
    pub fn missing_cards(
        &self,
        game: GameId,
        cards: Vec<DeckCard>,
    ) -> Result<MissingCards, IpcError> {
        let (short, named_short) = self.read(|store| {
            let short = missing_cards(&cards, &store.collection(game)?);
            let named_short = store.named_cards(&short);
            Ok((short, named_short))
        })?;
        // As a deck list is written, so that it reads back as these cards.
        let text = if short.is_empty() {
            String::new()
        } else {
            let part = DeckListPart {
                heading: String::new(),
                cards: short,
            };
            self.write_deck_list(game, vec![part])?
        };
        Ok(MissingCards {
            cards: named_short,
            text,
        })
    }
}
