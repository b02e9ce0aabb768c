//! The cards a player owns: counts set a card at a time or read from a list, and what a deck
//! needs beyond them.

use tableside_engine::deck::CardData;
use tableside_engine::deck_list::{self, DeckListEntry, DeckListError, DeckListSection};
use tableside_engine::GameId;
use tableside_store::{missing_cards, CollectionImport, DeckCard, Store};

use super::{deck_card, AppState};
use crate::ipc::{DeckListReading, IpcError, MissingCards, SavedDeckCard};

impl AppState {
    /// The cards of `game` owned, each named, by card ID.
    pub fn collection(&self, game: GameId) -> Result<Vec<SavedDeckCard>, IpcError> {
        self.read(|store| {
            let owned = store.collection(game)?;
            Ok(named(store, &owned))
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
            let cards = inner
                .store
                .cards(game.as_str())
                .map_err(|message| IpcError::new("DECK_CARD_DATA", message))?;
            let entries = match deck_list::read_deck_list(text, &cards) {
                Ok(entries) => entries,
                Err(DeckListError::BadLines(lines)) => {
                    return Ok(DeckListReading {
                        cards: Vec::new(),
                        bad_lines: lines.into_iter().map(Into::into).collect(),
                    })
                }
                Err(error) => return Err(IpcError::new(error.code(), error.to_string())),
            };
            let read: Vec<DeckCard> = entries
                .iter()
                .map(|entry| DeckCard {
                    card_id: entry.card.clone(),
                    count: entry.count,
                })
                .collect();
            inner.store.import_collection(game, &read, how)?;
            Ok(DeckListReading {
                cards: named(&inner.store, &read),
                bad_lines: Vec::new(),
            })
        })
    }

    /// What `cards` (a deck being built, saved or not) need beyond the cards of `game` owned,
    /// and the same as a list.
    pub fn missing_cards(
        &self,
        game: GameId,
        cards: Vec<DeckCard>,
    ) -> Result<MissingCards, IpcError> {
        self.read(|store| {
            let short = missing_cards(&cards, &store.collection(game)?);
            let data = store
                .cards(game.as_str())
                .map_err(|message| IpcError::new("DECK_CARD_DATA", message))?;
            let list = DeckListSection {
                heading: String::new(),
                cards: short
                    .iter()
                    .map(|card| DeckListEntry {
                        card: card.card_id.clone(),
                        count: card.count,
                    })
                    .collect(),
            };
            Ok(MissingCards {
                cards: named(store, &short),
                text: if short.is_empty() {
                    String::new()
                } else {
                    deck_list::write_deck_list(&[list], &data)
                },
            })
        })
    }
}

fn named(store: &Store, cards: &[DeckCard]) -> Vec<SavedDeckCard> {
    cards
        .iter()
        .map(|card| deck_card(store, &card.card_id, card.count))
        .collect()
}
