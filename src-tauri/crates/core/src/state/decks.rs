//! Saved decks: listed, saved, deleted and brought back, and deck lists read from and written
//! as text (a deck's versions: `deck_versions.rs`; checking one: `cards.rs`).

use tableside_engine::GameId;
use tableside_store::{Deck, DeckId};

use super::{now_ms, AppState};
use crate::ipc::{DeckListPart, DeckListReading, IpcError, SaveDeck, SavedDeck};

impl AppState {
    /// A game's saved decks, most recently changed first.
    pub fn list_decks(&self, game: GameId) -> Result<Vec<SavedDeck>, IpcError> {
        self.read(|store| Ok(store.saved_decks(game)?))
    }

    /// Saves a deck in one transaction and answers it as stored.
    pub fn save_deck(&self, request: SaveDeck) -> Result<SavedDeck, IpcError> {
        self.with(|inner| {
            let now = now_ms();
            let deck = Deck {
                id: request.id,
                game: request.game,
                format: request.format,
                name: request.name.trim().to_owned(),
                cards: request.cards,
                maybe: request.maybe,
                created_at_ms: now,
                updated_at_ms: now,
                version: 0,
            };
            let id = inner.store.upsert_deck(&deck)?;
            Ok(inner.store.saved_deck(id)?)
        })
    }

    /// Deletes a deck, which [`AppState::restore_deck`] can bring back until the next delete.
    pub fn delete_deck(&self, id: DeckId) -> Result<(), IpcError> {
        self.with(|inner| Ok(inner.store.delete_deck(id, now_ms())?))
    }

    pub fn restore_deck(&self, id: DeckId) -> Result<SavedDeck, IpcError> {
        self.with(|inner| {
            inner.store.restore_deck(id)?;
            Ok(inner.store.saved_deck(id)?)
        })
    }

    /// The deck as text, `3 Fire Spirit` a line under each part's heading, naming each card so
    /// that [`AppState::read_deck_list`] reads it back as the same deck.
    pub fn write_deck_list(
        &self,
        game: GameId,
        parts: Vec<DeckListPart>,
    ) -> Result<String, IpcError> {
        let sections: Vec<_> = parts.into_iter().map(Into::into).collect();
        self.read(|store| Ok(store.write_card_list(game, &sections)?))
    }

    /// Reads a deck list (`3 Fire Spirit` a line) against the database's cards of `game`.
    /// Nothing is saved: the list becomes the deck being built.
    pub fn read_deck_list(&self, game: GameId, text: &str) -> Result<DeckListReading, IpcError> {
        self.read(|store| Ok(store.read_card_list(game, text)?))
    }
}
