//! Deck versions: every save that changes a deck is kept as a version, which can be listed,
//! compared with another and gone back to. Going back is itself a save, the deck's next
//! version, so the history of a deck only grows.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::error::{Missing, Result, StoreError};
use crate::queries::deck_versions::{self, NewVersion};
use crate::queries::decks;
use crate::records::{CardChange, Deck, DeckCard, DeckDiff, DeckId, DeckVersion, DeckVersionCards};
use crate::Store;

impl Store {
    /// A deck's versions, newest first.
    pub fn deck_versions(&self, id: DeckId) -> Result<Vec<DeckVersion>> {
        self.require_deck(id)?;
        deck_versions::list_versions(&self.conn, id)
    }

    /// One version of a deck with its cards as saved.
    pub fn deck_version(&self, id: DeckId, version: u32) -> Result<DeckVersionCards> {
        self.require_deck(id)?;
        deck_versions::get_version(&self.conn, id, version)?
            .ok_or_else(|| StoreError::not_found(Missing::DeckVersion, format!("{id} v{version}")))
    }

    /// What changed from version `from` of a deck to version `to`.
    pub fn compare_deck_versions(&self, id: DeckId, from: u32, to: u32) -> Result<DeckDiff> {
        let before = self.deck_version(id, from)?;
        let after = self.deck_version(id, to)?;
        Ok(DeckDiff {
            cards: card_changes(&before.cards, &after.cards),
            maybe: card_changes(&before.maybe, &after.maybe),
            from: before.version,
            to: after.version,
        })
    }

    /// A saved deck (not in the trash) with this ID, or `STORE_NOT_FOUND`.
    fn require_deck(&self, id: DeckId) -> Result<()> {
        decks::get_deck_game_name_and_version(&self.conn, id)?
            .map(|_| ())
            .ok_or_else(|| StoreError::not_found(Missing::Deck, id))
    }

    /// Saves the deck as it was at `version` (its name, format, cards and maybe-board): its
    /// next version, which says it went back. A card the card data no longer has refuses it,
    /// leaving the deck as it was.
    pub fn restore_deck_version(&mut self, id: DeckId, version: u32, at_ms: i64) -> Result<()> {
        let deck = self.get_deck(id)?;
        let old = self.deck_version(id, version)?;
        let back = Deck {
            format: old.version.format,
            name: old.version.name,
            cards: old.cards,
            maybe: old.maybe,
            updated_at_ms: at_ms,
            ..deck
        };
        self.save_deck(&back, Some(version))?;
        Ok(())
    }
}

/// Records `deck` (as just saved as `id`, cards merged) as its next version, unless it is its
/// newest version already. A new deck's is version 1.
pub(crate) fn record_version(
    conn: &Connection,
    id: DeckId,
    deck: &Deck,
    back_to: Option<u32>,
) -> Result<()> {
    let newest = match deck_versions::newest_version(conn, id)? {
        Some(version) => deck_versions::get_version(conn, id, version)?,
        None => None,
    };
    let version = match &newest {
        Some(newest) if same_deck(newest, deck) => return Ok(()),
        Some(newest) => newest.version.version + 1,
        None => 1,
    };
    deck_versions::insert_version(
        conn,
        id,
        &NewVersion {
            version,
            saved_at_ms: deck.updated_at_ms,
            name: &deck.name,
            format: deck.format.as_deref(),
            back_to,
            cards: &deck.cards,
            maybe: &deck.maybe,
        },
    )?;
    decks::set_deck_version(conn, id, version)
}

/// Whether a save leaves the deck as its version was (both merged and ordered by card ID).
fn same_deck(version: &DeckVersionCards, deck: &Deck) -> bool {
    version.version.name == deck.name
        && version.version.format == deck.format
        && version.cards == deck.cards
        && version.maybe == deck.maybe
}

/// The cards whose counts differ from `before` to `after`, by card ID.
pub(crate) fn card_changes(before: &[DeckCard], after: &[DeckCard]) -> Vec<CardChange> {
    let mut counts: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
    for card in before {
        counts.entry(&card.card_id).or_default().0 += card.count;
    }
    for card in after {
        counts.entry(&card.card_id).or_default().1 += card.count;
    }
    counts
        .into_iter()
        .filter(|(_, (before, after))| before != after)
        .map(|(card_id, (before, after))| CardChange {
            card_id: card_id.to_owned(),
            before,
            after,
        })
        .collect()
}

#[cfg(test)]
#[path = "tests/deck_versions.rs"]
mod tests;
