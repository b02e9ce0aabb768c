//! The card database: searched, its search fields, card lists imported, and decks checked
//! against it.

use std::time::Duration;

use tableside_engine::date::date_of_unix_ms;
use tableside_engine::deck_check::{self, CheckOptions, DeckFile, DeckReport};
use tableside_engine::{ErrorCode, GameId};
use tableside_store::{CardSearch, ImportReport, Progress, SearchField, SlicedStart, Store};

use super::{now_ms, AppState};
use crate::ipc::IpcError;

impl AppState {
    pub fn search_cards(
        &self,
        game: GameId,
        query: &str,
        limit: u32,
    ) -> Result<CardSearch, IpcError> {
        self.read(|store| Ok(store.search_cards(game, query, limit)?))
    }

    pub fn search_fields(&self, game: GameId) -> Result<Vec<SearchField>, IpcError> {
        self.read(|store| Ok(store.search_fields(game)?))
    }

    /// Checks a deck against the database's cards, on the deck's date or today.
    pub fn check_deck(&self, deck: &DeckFile) -> Result<DeckReport, IpcError> {
        let today = date_of_unix_ms(now_ms()).ok_or_else(|| {
            IpcError::new(
                ErrorCode::ClockUnusable,
                "the system clock gives no usable date",
            )
        })?;
        let options = CheckOptions {
            players: None,
            date: None,
            today,
        };
        self.read(|store| Ok(deck_check::check(deck, None, None, &options, store)?))
    }

    /// Imports a card list; a list with any rejected record writes nothing (see the report).
    /// The list is read and checked under no lock, then written in slices
    /// ([`tableside_store::SlicedImport`]) that each hold the writer for a few milliseconds
    /// and hand it to a waiting tap: a table goes on while a large list imports, and sees
    /// none of it until the last slice. `progress` hears of each stage and slice.
    pub fn import_cards(
        &self,
        game: GameId,
        json: &str,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ImportReport, IpcError> {
        progress(Progress::reading());
        let checked = Store::read_import(game, json)?;
        let _one_at_a_time = self.imports.lock().unwrap_or_else(|p| p.into_inner());
        let mut import = match self.with(|inner| Ok(inner.store.begin_sliced_import(checked)?))? {
            SlicedStart::Rejected(report) => return Ok(report),
            SlicedStart::Writing(import) => import,
        };
        progress(import.progress());
        let written = (|| {
            while !import.is_written() {
                self.with_in_turn(|inner| {
                    Ok(inner
                        .store
                        .write_import_slice(&mut import, IMPORT_SLICE, progress)?)
                })?;
            }
            self.with(|inner| Ok(inner.store.finish_sliced_import(import, progress)?))
        })();
        if written.is_err() {
            // What was written stays hidden either way; this takes it away now rather than at
            // the next start. A store that cannot is left to that start.
            let _ = self.with(|inner| Ok(inner.store.abandon_sliced_import()?));
        }
        written
    }
}

/// How long a slice of a card import writes rows before it commits and lets a waiting tap
/// in. The slice also writes the rows' index entries and commits, which take about as long
/// again: a tap waits for a slice at most about three times this.
const IMPORT_SLICE: Duration = Duration::from_millis(4);
