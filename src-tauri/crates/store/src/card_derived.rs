//! What the store derives from its cards rather than keeps: each card's full-text index entry
//! (in the form the search reads, `search::index_form`) and the values a search filters on
//! (`card_facets`, as each game declares its fields). Written with every card; derived again
//! for every card, by today's code, when the database says they were derived otherwise.
//!
//! The migrations that changed these forms (006, 009, 013) no longer compute them: each marks
//! them stale in its transaction, and they are derived again once the migrations are done, so
//! that what a shipped migration does to an old database never depends on code that goes on
//! changing. A change to the index's form or to a game's facets raises [`CARDS_DERIVED`], and
//! every database derives them again at its next open.

use crate::error::Result;
use crate::migrations::CARDS_DERIVED_KEY;
use crate::queries::cards::{facet_every_card, write_cards_unversioned};
use crate::queries::meta::{get_meta, upsert_meta};
use crate::search_index::cards_changed;
use crate::store::Store;

/// The form today's code derives: raised whenever the index's form or a game's facets change.
pub(crate) const CARDS_DERIVED: &str = "1";

impl Store {
    /// Derives every card's index entry and facets again, in one transaction, when the
    /// database holds them in another form than today's (a migration marked them stale, or
    /// an older build derived them); nothing otherwise. A crash half way leaves the mark as
    /// it was, and the next open derives them again.
    pub(crate) fn derive_cards_again_if_stale(&mut self) -> Result<bool> {
        if get_meta(&self.conn, CARDS_DERIVED_KEY)?.as_deref() == Some(CARDS_DERIVED) {
            return Ok(false);
        }
        let tx = self.conn.transaction()?;
        // Every entry out first: a contentless index cannot tell a stale entry from a fresh one.
        tx.execute(
            "INSERT INTO cards_fts (cards_fts) VALUES ('delete-all')",
            [],
        )?;
        tx.execute("DELETE FROM card_facets", [])?;
        write_cards_unversioned(&tx, |writer| writer.index_every_card())?;
        facet_every_card(&tx)?;
        cards_changed(&tx)?;
        upsert_meta(&tx, CARDS_DERIVED_KEY, CARDS_DERIVED)?;
        tx.commit()?;
        Ok(true)
    }
}

#[cfg(test)]
#[path = "tests/card_derived.rs"]
mod tests;
