//! A card import written in slices, for a store that a table shares: each slice is its own
//! short transaction, so that the writes of a match in play (a tap's action) go in between
//! slices instead of waiting for the whole list, and a crash or a failure loses nothing but the
//! import itself.
//!
//! All or nothing still holds. While the import goes on, its rows are written but hidden: every
//! read of the cards keeps to the rows numbered up to the highest `pk` there was when the import
//! began (`card_import_pending`, migration 010, and `queries::VISIBLE`). The last slice
//! deletes that mark, and every card shows at once. A card whose ID is stored already cannot be
//! written hidden beside the one it replaces: those wait, and are written by the last slice.
//! An import that never finished is removed at the next open ([`Store::open`]), or at once by
//! [`Store::abandon_sliced_import`].
//!
//! [`Store::import_cards`] remains the way to import in one transaction, where nobody else is
//! writing (the CLI): it can build the name indexes afresh after a large list, which an import
//! that others read while it goes on cannot.

use std::time::{Duration, Instant};

use rusqlite::OptionalExtension;
use tableside_engine::{CardRecord, GameId};

use crate::card_import::{CheckedImport, ImportReport};
use crate::catalog::CardInfo;
use crate::error::{Result, StoreError};
use crate::progress::Progress;
use crate::queries::cards;
use crate::Store;

/// A checked card list being written in slices ([`Store::begin_sliced_import`]).
#[derive(Debug)]
pub struct SlicedImport {
    game: GameId,
    /// The cards still to write, last first (a slice pops them).
    left: Vec<CardRecord>,
    /// Cards whose IDs were stored already: written by the last slice.
    replacing: Vec<CardRecord>,
    total: usize,
}

impl SlicedImport {
    /// Whether every card but those that replace stored ones is written.
    pub fn is_written(&self) -> bool {
        self.left.is_empty()
    }

    /// How far the writing has come, as the cards written of all.
    pub fn progress(&self) -> Progress {
        Progress::writing(self.written(), self.total)
    }

    fn written(&self) -> usize {
        self.total - self.left.len() - self.replacing.len()
    }
}

/// What [`Store::begin_sliced_import`] gives: the import to write, or the report of a list
/// with rejected records, of which nothing is written.
#[derive(Debug)]
pub enum SlicedStart {
    Writing(SlicedImport),
    Rejected(ImportReport),
}

impl Store {
    /// Begins writing a checked card list in slices: marks where the visible cards end, and
    /// writes nothing else. A list with a rejected record writes nothing at all. Refused while
    /// another sliced import is under way.
    pub fn begin_sliced_import(&mut self, checked: CheckedImport) -> Result<SlicedStart> {
        let (game, accepted, rejected) = checked.into_parts();
        if !rejected.is_empty() {
            return Ok(SlicedStart::Rejected(ImportReport {
                imported: 0,
                rejected,
            }));
        }
        let tx = self.begin_write()?;
        let pending: Option<i64> = tx
            .query_row("SELECT visible_up_to FROM card_import_pending", [], |row| {
                row.get(0)
            })
            .optional()?;
        if pending.is_some() {
            return Err(StoreError::ImportUnderWay);
        }
        tx.execute(
            "INSERT INTO card_import_pending (only, visible_up_to)
             SELECT 1, coalesce(max(pk), 0) FROM cards",
            [],
        )?;
        tx.commit()?;
        // As a whole import does (`card_import`): the ID and name indexes outgrow the default
        // cache; here the cache stays large from slice to slice, until the import ends.
        self.conn
            .pragma_update(None, "cache_size", crate::card_import::IMPORT_CACHE_SIZE)?;
        let total = accepted.len();
        let mut left = accepted;
        left.reverse();
        Ok(SlicedStart::Writing(SlicedImport {
            game,
            left,
            replacing: Vec::new(),
            total,
        }))
    }

    /// Writes the next slice of `import`: cards until `budget` has passed, in one transaction.
    /// Cards whose IDs are stored already are put aside for [`Store::finish_sliced_import`].
    pub fn write_import_slice(
        &mut self,
        import: &mut SlicedImport,
        budget: Duration,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<()> {
        let started = Instant::now();
        let tx = self.begin_write()?;
        let game = import.game;
        let SlicedImport {
            left, replacing, ..
        } = import;
        cards::write_cards(&tx, |writer| {
            while let Some(card) = left.pop() {
                let stored: bool = tx
                    .prepare_cached("SELECT EXISTS (SELECT 1 FROM cards WHERE id = ?1)")?
                    .query_row([&card.id], |row| row.get(0))?;
                if stored {
                    replacing.push(card);
                } else {
                    writer.upsert_imported(&CardInfo::of(game, card))?;
                }
                if started.elapsed() >= budget {
                    break;
                }
            }
            Ok(())
        })?;
        tx.commit()?;
        progress(import.progress());
        Ok(())
    }

    /// Writes the cards that replace stored ones and shows every card of the import at once, in
    /// one transaction; `import` must be written ([`SlicedImport::is_written`]).
    pub fn finish_sliced_import(
        &mut self,
        import: SlicedImport,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ImportReport> {
        let SlicedImport {
            game,
            left,
            replacing,
            total,
        } = import;
        if !left.is_empty() {
            return Err(StoreError::ImportUnfinished { left: left.len() });
        }
        self.usual_cache_size()?;
        let tx = self.begin_write()?;
        cards::write_cards(&tx, |writer| {
            for card in replacing {
                writer.upsert_imported(&CardInfo::of(game, card))?;
            }
            Ok(())
        })?;
        tx.execute("DELETE FROM card_import_pending", [])?;
        tx.commit()?;
        progress(Progress::writing(total, total));
        Ok(ImportReport {
            imported: total,
            rejected: Vec::new(),
        })
    }

    /// Removes what an unfinished sliced import wrote (its hidden rows, and their index
    /// entries through the delete trigger); the number of rows removed. Nothing when no import
    /// is under way.
    pub fn abandon_sliced_import(&mut self) -> Result<usize> {
        self.usual_cache_size()?;
        let tx = self.begin_write()?;
        let removed = tx.execute(
            "DELETE FROM cards WHERE pk > (SELECT visible_up_to FROM card_import_pending)",
            [],
        )?;
        tx.execute("DELETE FROM card_import_pending", [])?;
        crate::search_index::cards_changed(&tx)?;
        tx.commit()?;
        Ok(removed)
    }

    /// The page cache back to the store's own, as it is but for an import.
    fn usual_cache_size(&mut self) -> Result<()> {
        Ok(self
            .conn
            .pragma_update(None, "cache_size", crate::store::CACHE_SIZE)?)
    }

    /// At open: removes an import the app did not live to finish, in one write, and only when
    /// there is one.
    pub(crate) fn remove_unfinished_import(&mut self) -> Result<()> {
        let pending: bool = self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM card_import_pending)",
            [],
            |row| row.get(0),
        )?;
        if pending {
            self.abandon_sliced_import()?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "tests/sliced_import.rs"]
mod tests;
