//! Importing a card list a player exported, for any game with cards: its records are read as
//! the game's cards (`tableside_cards::read_card_list`), and [`Store::import_cards`] writes them.
//!
//! Records are checked one by one and every rejected record is reported, so that a player can
//! fix a whole exported list in one go; a list with any rejected record writes nothing.

use serde::{Deserialize, Serialize};
use tableside_engine::{CardRecord, GameId, RejectedCard};
use ts_rs::TS;

use crate::catalog::CardInfo;
use crate::error::Result;
use crate::progress::Progress;
use crate::queries::cards;
use crate::Store;

/// The outcome of [`Store::import_cards`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ImportReport {
    /// How many cards were written: every record, or none when any was rejected.
    pub imported: usize,
    /// Every rejected record; non-empty means nothing was written.
    pub rejected: Vec<RejectedCard>,
}

impl ImportReport {
    pub fn is_complete(&self) -> bool {
        self.rejected.is_empty()
    }
}

impl Store {
    /// Imports a card list a player exported: a JSON array of the game's card records, or an
    /// object with such a `cards` array.
    ///
    /// Every record is checked through the game's card entries (its fields against the game's
    /// card model), then for a well-formed unique ID, a name and a kind. When any record is
    /// rejected, the report lists every rejected one and nothing is written; otherwise every
    /// card is upserted in one transaction and is found by search at once. Text that is not a
    /// card list of the game at all, or a game without cards, is a
    /// [`StoreError::InvalidCardData`](crate::StoreError::InvalidCardData).
    ///
    /// Imported cards are kept beside the shipped ones and survive every later load of the
    /// shipped data; a record with the ID of a shipped card replaces it until the shipped data
    /// next changes.
    pub fn import_cards(&mut self, game: GameId, json: &str) -> Result<ImportReport> {
        self.write_import(Store::read_import(game, json)?, &mut |_| {})
    }

    /// The first half of [`Store::import_cards`], which needs no database: the list read and
    /// every record checked. A caller that shares the store does this without holding it.
    pub fn read_import(game: GameId, json: &str) -> Result<CheckedImport> {
        let (accepted, rejected) = tableside_cards::read_card_list(game, json)?;
        Ok(CheckedImport {
            game,
            accepted,
            rejected,
        })
    }

    /// The second half of [`Store::import_cards`]: writes a checked list in one transaction,
    /// or nothing when any record was rejected, telling `progress` how many cards are written.
    pub fn write_import(
        &mut self,
        checked: CheckedImport,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ImportReport> {
        let CheckedImport {
            game,
            accepted,
            rejected,
        } = checked;
        if !rejected.is_empty() {
            return Ok(ImportReport {
                imported: 0,
                rejected,
            });
        }
        let imported = accepted.len();
        // A large list inserts at random places of the ID and name indexes, which outgrow
        // SQLite's default 2 MB page cache: every page it lets go mid-transaction is written to
        // the log and read back from it at the next insert there. The import alone gets a cache
        // that holds them; the default comes back after it.
        let usual: i64 = self
            .conn
            .pragma_query_value(None, "cache_size", |row| row.get(0))?;
        self.conn
            .pragma_update(None, "cache_size", IMPORT_CACHE_SIZE)?;
        let written = self.write_imported(game, accepted, progress);
        self.conn.pragma_update(None, "cache_size", usual)?;
        written?;
        Ok(ImportReport {
            imported,
            rejected: Vec::new(),
        })
    }

    fn write_imported(
        &mut self,
        game: GameId,
        accepted: Vec<CardRecord>,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<()> {
        let total = accepted.len();
        let tx = self.begin_write()?;
        // A list as large as the cards already stored builds the two name indexes afresh after
        // its inserts (one sort) instead of inserting into them card by card, each at a random
        // place. In the transaction: a failed import leaves them as they were.
        let rebuild = accepted.len() >= REBUILD_NAME_INDEXES_FROM
            && accepted.len() >= cards::count_cards(&tx)?;
        if rebuild {
            cards::drop_name_indexes(&tx)?;
        }
        cards::write_cards(&tx, |writer| {
            progress(Progress::writing(0, total));
            for (done, card) in accepted.into_iter().enumerate() {
                writer.upsert_imported(&CardInfo::of(game, card))?;
                if (done + 1) % PROGRESS_EVERY == 0 {
                    progress(Progress::writing(done + 1, total));
                }
            }
            Ok(())
        })?;
        if rebuild {
            cards::create_name_indexes(&tx)?;
        }
        tx.commit()?;
        progress(Progress::writing(total, total));
        Ok(())
    }
}

/// A card list read and checked, not yet written: what [`Store::read_import`] gives.
#[derive(Debug)]
pub struct CheckedImport {
    game: GameId,
    accepted: Vec<CardRecord>,
    rejected: Vec<RejectedCard>,
}

impl CheckedImport {
    pub(crate) fn into_parts(self) -> (GameId, Vec<CardRecord>, Vec<RejectedCard>) {
        (self.game, self.accepted, self.rejected)
    }
}

/// How many cards are written between two reports of an import's progress: a bar that moves
/// a hundred times over a large list, at a cost no import can measure.
const PROGRESS_EVERY: usize = 1_000;

/// The fewest cards an import must hold to build the name indexes afresh.
const REBUILD_NAME_INDEXES_FROM: usize = 10_000;

/// The page cache of an import, as `PRAGMA cache_size` reads it (negative: in KiB): 64 MiB,
/// used only as far as the import needs it.
pub(crate) const IMPORT_CACHE_SIZE: i64 = -64 * 1024;

#[cfg(test)]
#[path = "tests/card_import.rs"]
mod tests;
