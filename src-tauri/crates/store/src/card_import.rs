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
        let (accepted, rejected) = tableside_cards::read_card_list(game, json)?;
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
        let written = self.write_imported(game, accepted);
        self.conn.pragma_update(None, "cache_size", usual)?;
        written?;
        Ok(ImportReport {
            imported,
            rejected: Vec::new(),
        })
    }

    fn write_imported(&mut self, game: GameId, accepted: Vec<CardRecord>) -> Result<()> {
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
            for card in accepted {
                writer.upsert_imported(&CardInfo::of(game, card))?;
            }
            Ok(())
        })?;
        if rebuild {
            cards::create_name_indexes(&tx)?;
        }
        tx.commit()?;
        Ok(())
    }
}

/// The fewest cards an import must hold to build the name indexes afresh.
const REBUILD_NAME_INDEXES_FROM: usize = 10_000;

/// The page cache of an import, as `PRAGMA cache_size` reads it (negative: in KiB): 64 MiB,
/// used only as far as the import needs it.
const IMPORT_CACHE_SIZE: i64 = -64 * 1024;

#[cfg(test)]
#[path = "tests/card_import.rs"]
mod tests;
