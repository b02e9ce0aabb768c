//! A deck's versions: listed, compared, and gone back to.

use tableside_store::{DeckId, DeckVersion};

use super::{now_ms, AppState};
use crate::ipc::{DeckChanges, IpcError, SavedDeck};

impl AppState {
    /// A deck's versions, newest first.
    pub fn deck_versions(&self, id: DeckId) -> Result<Vec<DeckVersion>, IpcError> {
        self.read(|store| Ok(store.deck_versions(id)?))
    }

    /// What changed from version `from` of a deck to version `to`, each card named.
    pub fn compare_deck_versions(
        &self,
        id: DeckId,
        from: u32,
        to: u32,
    ) -> Result<DeckChanges, IpcError> {
        self.read(|store| Ok(store.named_deck_changes(id, from, to)?))
    }

    /// Saves the deck as it was at `version`, as its next version; answers it as stored.
    pub fn restore_deck_version(&self, id: DeckId, version: u32) -> Result<SavedDeck, IpcError> {
        self.with(|inner| {
            inner.store.restore_deck_version(id, version, now_ms())?;
            Ok(inner.store.saved_deck(id)?)
        })
    }
}
