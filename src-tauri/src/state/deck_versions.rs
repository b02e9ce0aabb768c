//! A deck's versions: listed, compared, and gone back to.

use tableside_store::{CardChange, DeckId, DeckVersion, Store};

use super::{deck_card, now_ms, saved_deck, AppState};
use crate::ipc::{DeckChange, DeckChanges, IpcError, SavedDeck};

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
        self.read(|store| {
            let diff = store.compare_deck_versions(id, from, to)?;
            Ok(DeckChanges {
                from: diff.from,
                to: diff.to,
                cards: named(store, diff.cards),
                maybe: named(store, diff.maybe),
            })
        })
    }

    /// Saves the deck as it was at `version`, as its next version; answers it as stored.
    pub fn restore_deck_version(&self, id: DeckId, version: u32) -> Result<SavedDeck, IpcError> {
        self.with(|inner| {
            inner.store.restore_deck_version(id, version, now_ms())?;
            let stored = inner.store.get_deck(id)?;
            saved_deck(&inner.store, &stored)
        })
    }
}

fn named(store: &Store, changes: Vec<CardChange>) -> Vec<DeckChange> {
    changes
        .into_iter()
        .map(|change| DeckChange {
            name: deck_card(store, &change.card_id, 0).name,
            card_id: change.card_id,
            before: change.before,
            after: change.after,
        })
        .collect()
}
