//! A database that cannot be opened: moved out of the way (renamed, never deleted), and what
//! can still be read of it carried over into a fresh one.
//!
//! Salvage reads a scratch copy of the set-aside file through the store's ordinary queries,
//! without the checks that refused it, and writes into the fresh database only what passes the
//! fresh database's own doors: a match only by [`Store::import_match`], which replays it first,
//! a deck only by [`Store::upsert_deck`]. Whatever cannot be read is listed, not guessed at.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};
use serde::Serialize;
use tableside_engine::GameId;
use ts_rs::TS;

use crate::error::{Missing, Result, StoreError};
use crate::files::{self, copy_if_there, suffixed, unused};
use crate::journal::wal_path;
use crate::queries::cards;
use crate::records::Deck;
use crate::store::Store;

/// What a salvage carried over, and what it could not.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS)]
pub struct SalvageReport {
    pub matches: u32,
    pub decks: u32,
    pub imported_cards: u32,
    /// One line per thing left behind: what it was and the error's code.
    pub lost: Vec<String>,
}

/// Moves the database at `path` and its log files aside as `<file>.damaged-<now_ms>` (with
/// `-wal` and `-shm` after it, so SQLite still pairs them), and returns the new path. Nothing
/// is deleted: the user can send the file in or try another tool on it.
pub fn set_aside_damaged(path: &Path, now_ms: i64) -> Result<PathBuf> {
    // Never over a file set aside before (a clock that stands still names two alike).
    let aside = unused(&suffixed(path, &format!(".damaged-{now_ms}")));
    for suffix in ["", "-wal", "-shm"] {
        files::set_aside(&suffixed(path, suffix), &suffixed(&aside, suffix))?;
    }
    Ok(aside)
}

impl Store {
    /// Carries what can be read of the database file at `damaged` into this one: every match
    /// that still replays, the imported cards, then the decks. `now_ms` dates matches with an
    /// empty log. The damaged file is read from a scratch copy and never changed.
    pub fn salvage_from(&mut self, damaged: &Path, now_ms: i64) -> Result<SalvageReport> {
        let scratch = files::scratch(damaged)?;
        let copy = scratch.path().join("salvage.sqlite3");
        copy_if_there(damaged, &copy)?;
        copy_if_there(&wal_path(damaged), &wal_path(&copy))?;
        Ok(self.salvage_from_copy(&copy, damaged, now_ms))
    }

    /// [`Store::salvage_from`] reading `copy` itself, a copy of the damaged file that nothing
    /// else will use (reading it may write to it: SQLite replays its log). Where files are not
    /// the operating system's (a browser's VFS), the file set aside is such a copy already.
    /// `damaged` names the file the copy is of.
    pub fn salvage_from_copy(&mut self, copy: &Path, damaged: &Path, now_ms: i64) -> SalvageReport {
        let mut report = SalvageReport::default();
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        // Held exclusively, as a VFS without shared memory needs to read a write-ahead log
        // (see `Store::open_in_vfs`); the copy is this connection's alone anyway.
        let opened = Connection::open_with_flags(copy, flags).and_then(|conn| {
            conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
            Ok(conn)
        });
        let reader = match opened {
            Ok(conn) => Store::unchecked(conn, damaged),
            Err(error) => {
                report
                    .lost
                    .push(format!("everything: {}", StoreError::from(error).code()));
                return report;
            }
        };
        self.salvage_matches(&reader, now_ms, &mut report);
        self.salvage_imported_cards(&reader, &mut report);
        self.salvage_decks(&reader, &mut report);
        report
    }

    fn salvage_matches(&mut self, reader: &Store, now_ms: i64, report: &mut SalvageReport) {
        let summaries = match reader.list_matches(u32::MAX) {
            Ok(summaries) => summaries,
            Err(error) => return report.lost.push(format!("the matches: {}", error.code())),
        };
        for summary in summaries {
            let carried = reader
                .export_match(summary.id)
                .and_then(|file| self.import_match(&file, now_ms));
            match carried {
                Ok(_) => report.matches += 1,
                Err(error) => report.lost.push(format!(
                    "match {} ({}): {}",
                    summary.id,
                    summary.players.join(", "),
                    error.code()
                )),
            }
        }
    }

    fn salvage_imported_cards(&mut self, reader: &Store, report: &mut SalvageReport) {
        let ids = match imported_card_ids(&reader.conn) {
            Ok(ids) => ids,
            Err(error) => {
                return report
                    .lost
                    .push(format!("the imported cards: {}", error.code()))
            }
        };
        for id in ids {
            let carried = cards::get_card_of_any_version(&reader.conn, &id).and_then(|card| {
                let card = card.ok_or_else(|| StoreError::not_found(Missing::Card, &id))?;
                let tx = self.begin_write()?;
                cards::write_cards(&tx, |writer| writer.upsert_imported(&card))?;
                tx.commit()?;
                Ok(())
            });
            match carried {
                Ok(()) => report.imported_cards += 1,
                Err(error) => report.lost.push(format!("card {id}: {}", error.code())),
            }
        }
    }

    fn salvage_decks(&mut self, reader: &Store, report: &mut SalvageReport) {
        for &game in GameId::ALL {
            let decks = match reader.list_decks(game) {
                Ok(decks) => decks,
                Err(error) => {
                    report
                        .lost
                        .push(format!("the {} decks: {}", game.as_str(), error.code()));
                    continue;
                }
            };
            for deck in decks {
                let fresh = Deck { id: None, ..deck };
                match self.upsert_deck(&fresh) {
                    Ok(_) => report.decks += 1,
                    Err(error) => {
                        report
                            .lost
                            .push(format!("deck {:?}: {}", fresh.name, error.code()))
                    }
                }
            }
        }
    }
}

fn imported_card_ids(conn: &Connection) -> Result<Vec<String>> {
    let mut statement = conn.prepare("SELECT id FROM cards WHERE imported = 1 ORDER BY id")?;
    let ids = statement.query_map([], |row| row.get(0))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}
