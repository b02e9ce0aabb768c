//! The app's managed state: the store, a second connection for reads, and the matches open
//! in memory.
//!
//! Commands run on worker threads (`commands/window.rs`), so two may run at once. Writes take
//! the writer's lock in the order they arrive, which keeps a table's log in the order of its
//! taps. Reads of the store (search, history, statistics, exports, deck lists) go through a
//! second, read-only connection under a lock of its own: a long read never holds a tap, and
//! the write-ahead log lets it read beside a write, seeing the last commit. Reading and
//! checking a card list happens under no lock at all; only its write holds the writer.

use std::path::{Path, PathBuf};
use std::sync::Mutex as PlainMutex;
use std::time::Duration;

use parking_lot::{Mutex, MutexGuard};

use tableside_engine::date::date_of_unix_ms;
use tableside_engine::deck_check::{self, CheckOptions, DeckFile, DeckReport};
use tableside_engine::ErrorCode;
use tableside_engine::MatchView;
use tableside_engine::{Action, GameId, Match, MatchFile};
use tableside_store::{
    CardSearch, Deck, DeckId, ImportReport, ImportSummary, JournalCheck, MatchId, MatchSummary,
    Progress, SearchField, SeatDeck, SlicedStart, Store, StoreError,
};

use crate::ipc::{
    DatabaseStatus, DeckListPart, DeckListReading, GameEntry, IpcError, MatchChange, MatchDetail,
    MatchSnapshot, NewMatch, Recovery, SaveDeck, SavedDeck,
};
use crate::joining::JoinedTables;
pub(crate) use crate::platform::now_ms;

mod collection;
mod deck_versions;
pub mod files;
mod joining;
mod sharing;

use crate::live::{LiveMatches, LIVE_MATCHES};
use crate::sharing::{ChangedBy, TableSharing};
use files::{DatabaseFiles, OsFiles};

/// Everything the commands share. One writer: actions at a table arrive one tap at a time,
/// and a single writer keeps the order of the log the order of the taps.
pub struct AppState {
    /// The writer. A fair lock where it matters: a card import hands it to whoever waits
    /// between two slices (`parking_lot`'s fair unlock), so a tap is written next.
    inner: Mutex<Slot>,
    /// Held for the whole of a card import: a second one waits for the first to end.
    imports: PlainMutex<()>,
    /// The read-only connection, while the database is open on a file; reads fall back to the
    /// writer without one (an in-memory database). Locked after the writer where both are.
    reader: Mutex<Option<Store>>,
    /// The table shared over the local network, if one is.
    pub sharing: TableSharing,
    /// The tables this app joined at other apps.
    pub joined: JoinedTables,
}

/// The database the app works on, and what became of it.
struct Slot {
    opened: Result<Inner, IpcError>,
    /// The file; `None` for an in-memory store.
    path: Option<PathBuf>,
    /// How the file is set aside and opened again after it would not open.
    files: Box<dyn DatabaseFiles>,
    /// Set once the table chose to start afresh from a file that would not open.
    recovered: Option<Recovery>,
}

pub(crate) struct Inner {
    pub(crate) store: Store,
    /// Matches replayed once and kept, so an action costs one apply, not a replay.
    pub(crate) live: LiveMatches,
}

impl AppState {
    /// Opens the database at `db_path` and loads the shipped card data. A database that cannot
    /// be opened is not touched: every command then answers with the error, so the UI can say
    /// what is wrong instead of the app vanishing.
    pub fn open(db_path: &Path) -> AppState {
        AppState::serve(serve(Store::open(db_path)), Some(db_path.to_owned()))
    }

    /// An in-memory store: for tests, and for a browser that cannot keep a database, a table
    /// kept for this visit only.
    pub fn in_memory() -> AppState {
        AppState::serve(serve(Store::open_in_memory()), None)
    }

    /// Opens the database SQLite's default VFS keeps as `name` (a browser's origin private
    /// file system; see [`Store::open_in_vfs`]), whose files `files` moves. One connection
    /// does everything: the page is the only caller, one command at a time, so a reader beside
    /// the writer would spare no wait.
    pub fn open_in_vfs(name: &str, files: Box<dyn DatabaseFiles>) -> AppState {
        let opened = serve(files.open(Path::new(name)));
        AppState::with_reader(opened, Some(PathBuf::from(name)), None, files)
    }

    fn serve(opened: Result<Inner, IpcError>, path: Option<PathBuf>) -> AppState {
        let reader = reader_of(&opened);
        AppState::with_reader(opened, path, reader, Box::new(OsFiles))
    }

    fn with_reader(
        opened: Result<Inner, IpcError>,
        path: Option<PathBuf>,
        reader: Option<Store>,
        files: Box<dyn DatabaseFiles>,
    ) -> AppState {
        AppState {
            inner: Mutex::new(Slot {
                opened,
                path,
                files,
                recovered: None,
            }),
            reader: Mutex::new(reader),
            imports: PlainMutex::new(()),
            sharing: TableSharing::default(),
            joined: JoinedTables::default(),
        }
    }

    fn reader(&self) -> MutexGuard<'_, Option<Store>> {
        self.reader.lock()
    }

    /// Runs a read on the read-only connection, or on the writer where there is none.
    fn read<T>(&self, f: impl FnOnce(&Store) -> Result<T, IpcError>) -> Result<T, IpcError> {
        if let Some(reader) = self.reader().as_ref() {
            return f(reader);
        }
        self.with(|inner| f(&inner.store))
    }

    fn slot(&self) -> MutexGuard<'_, Slot> {
        self.inner.lock()
    }

    pub(crate) fn with<T>(
        &self,
        f: impl FnOnce(&mut Inner) -> Result<T, IpcError>,
    ) -> Result<T, IpcError> {
        self.slot().run(f)
    }

    /// [`AppState::with`], then the writer handed straight to a command waiting for it, if
    /// any, so that a long piece of work done in turns lets every waiting write in between.
    fn with_in_turn<T>(
        &self,
        f: impl FnOnce(&mut Inner) -> Result<T, IpcError>,
    ) -> Result<T, IpcError> {
        let mut slot = self.slot();
        let done = slot.run(f);
        MutexGuard::unlock_fair(slot);
        done
    }

    /// Closes the database as the app quits; every command after it answers `STORE_CLOSED`.
    pub fn close(&self) {
        // The shared table's server first, keeping its seats: the next start shares it again.
        self.halt_sharing();
        // The reader first: the writer seals the file only when no other connection has it.
        drop(self.reader().take());
        let closed = IpcError::new(ErrorCode::StoreClosed, "the app is quitting");
        if let Ok(inner) = std::mem::replace(&mut self.slot().opened, Err(closed)) {
            // Nobody is left to tell of a failed close: the next open checks the file whole.
            let _ = inner.store.close();
        }
    }

    /// Which file the app works on, whether it opened, and what opening or a fresh start did.
    pub fn database_status(&self) -> DatabaseStatus {
        let slot = self.slot();
        let (set_aside_log, set_aside_reason) = match &slot.opened {
            Ok(inner) => match inner.store.journal_check() {
                JournalCheck::SetAside { to, reason } => {
                    (Some(to.display().to_string()), Some(reason.code()))
                }
                JournalCheck::Trusted => (None, None),
            },
            Err(_) => (None, None),
        };
        DatabaseStatus {
            path: slot
                .path
                .as_ref()
                .map_or_else(|| ":memory:".to_owned(), |path| path.display().to_string()),
            problem: slot.opened.as_ref().err().cloned(),
            set_aside_log,
            set_aside_reason,
            recovered: slot.recovered.clone(),
        }
    }

    /// After a file would not open: moves it aside (renamed, never deleted), opens a fresh
    /// database in its place and, when `salvage` is set, carries over what still reads.
    /// Refused while the database is sound, so no tap can set a good file aside.
    pub fn start_fresh(&self, salvage: bool) -> Result<DatabaseStatus, IpcError> {
        {
            let mut slot = self.slot();
            // Only a file that is damaged, another program's or too new is set aside: a busy
            // or unreadable file (another copy of the app has it, a permission) is not the
            // file's fault, and moving it would take it from under whoever uses it.
            let set_aside = [
                ErrorCode::StoreCorrupt,
                ErrorCode::StoreNotTableside,
                ErrorCode::StoreTooNew,
                ErrorCode::StoreMigration,
            ];
            match &slot.opened {
                Ok(_) => {
                    return Err(IpcError::new(
                        ErrorCode::DatabaseIsSound,
                        "the database opened; there is nothing to start afresh from",
                    ))
                }
                Err(error) if !set_aside.contains(&error.code) => {
                    return Err(IpcError::new(
                        ErrorCode::DatabaseNotDamaged,
                        format!(
                        "the database could not be opened ({}), but it is not damaged: try again",
                        error.code
                    ),
                    ))
                }
                Err(_) => {}
            }
            let path = slot.path.clone().ok_or_else(|| {
                IpcError::new(
                    ErrorCode::DatabaseIsSound,
                    "an in-memory database has no file",
                )
            })?;
            let kept_at = slot.files.set_aside(&path, now_ms())?;
            let mut inner = serve(slot.files.open(&path))?;
            let salvage = match salvage {
                true => Some(
                    slot.files
                        .salvage(&mut inner.store, &kept_at, &path, now_ms())?,
                ),
                false => None,
            };
            slot.opened = Ok(inner);
            *self.reader() = reader_of(&slot.opened);
            slot.recovered = Some(Recovery {
                kept_at: kept_at.display().to_string(),
                salvage,
            });
        }
        Ok(self.database_status())
    }

    pub fn list_games(&self) -> Result<Vec<GameEntry>, IpcError> {
        self.read(list_games)
    }

    pub fn list_matches(&self) -> Result<Vec<MatchSummary>, IpcError> {
        self.read(|store| Ok(store.list_matches(200)?))
    }

    /// Runs a read of the store, beside any write.
    pub fn with_store<T>(
        &self,
        f: impl FnOnce(&Store) -> Result<T, StoreError>,
    ) -> Result<T, IpcError> {
        self.read(|store| Ok(f(store)?))
    }

    /// Runs a write to the store that no open match holds in memory (history, the roster).
    pub fn with_store_mut<T>(
        &self,
        f: impl FnOnce(&mut Store) -> Result<T, StoreError>,
    ) -> Result<T, IpcError> {
        self.with(|inner| Ok(f(&mut inner.store)?))
    }

    pub fn match_detail(&self, id: MatchId) -> Result<MatchDetail, IpcError> {
        self.with(|inner| {
            let entry = inner.store.history_entry(id)?;
            let table = inner.live.get(&inner.store, id)?;
            let series = Match::score_series(table.setup().clone(), table.log())?;
            let timing = Match::timing_of(table.setup().clone(), table.log())?;
            Ok(MatchDetail {
                entry,
                setup: table.setup().clone(),
                log: table.log_lines(),
                series,
                timing,
            })
        })
    }

    /// The match replayed to its first `entries` entries: the scrubber's table.
    pub fn match_at(&self, id: MatchId, entries: u32) -> Result<MatchView, IpcError> {
        self.with(|inner| {
            let table = inner.live.get(&inner.store, id)?;
            let earlier = Match::replay_to(table.setup().clone(), table.log(), entries as usize)?;
            Ok(earlier.view())
        })
    }

    /// A new match with the same game, format, house rules, players (seat for seat) and decks
    /// as `id`.
    /// A new match like `id`, the same players in the same seats; a table shared goes on being
    /// shared with its phones at the new match.
    pub fn rematch(&self, id: MatchId) -> Result<MatchSnapshot, IpcError> {
        let next = self.new_rematch(id)?;
        if self.sharing.shared_match() == Some(id) {
            self.move_sharing(id, next.id)?;
        }
        Ok(next)
    }

    fn new_rematch(&self, id: MatchId) -> Result<MatchSnapshot, IpcError> {
        self.with(|inner| {
            let entry = inner.store.history_entry(id)?;
            let setup = inner.live.get(&inner.store, id)?.setup().clone();
            inner.new_match(NewMatch {
                game: setup.game,
                house_rules: Some(inner.store.house_rules_played(&setup)?),
                format: setup.format,
                players: setup.players,
                decks: Some(entry.seats.iter().map(|seat| seat.deck).collect()),
            })
        })
    }

    /// Imports a match file or a history file: every match replayed under no lock, then all
    /// of them written in one transaction, or none. `progress` hears of each stage.
    pub fn import_matches(
        &self,
        text: &str,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ImportSummary, IpcError> {
        let checked = Store::read_matches(text, progress)?;
        self.with(|inner| Ok(inner.store.write_matches(checked, now_ms(), progress)?))
    }

    pub fn new_match(&self, request: NewMatch) -> Result<MatchSnapshot, IpcError> {
        self.with(|inner| inner.new_match(request))
    }

    pub fn open_match(&self, id: MatchId) -> Result<MatchSnapshot, IpcError> {
        self.with(|inner| {
            Ok(MatchSnapshot {
                id,
                view: inner.live.get(&inner.store, id)?.view(),
            })
        })
    }

    /// Applies `action` to match `id` and commits it (see `commands::matches::act` for
    /// `seen` and `key`), then tells a shared table's devices, and the window when `by` is a
    /// device.
    pub fn act(
        &self,
        id: MatchId,
        action: Action,
        seen: Option<u32>,
        key: Option<&str>,
        by: ChangedBy,
    ) -> Result<MatchChange, IpcError> {
        let change = self.with(|inner| inner.act(id, action, seen, key))?;
        self.sharing.announce(id, &change.update, by);
        Ok(change)
    }

    /// What a table that showed `seen` entries of match `id` lacks; with `wait`, once a device
    /// has changed the match, or after [`TABLE_WAIT`] as it is.
    pub fn table_since(&self, id: MatchId, seen: u32, wait: bool) -> Result<MatchChange, IpcError> {
        // Read before the table is looked at: a change in between wakes the wait at once.
        let changes = self.sharing.changes().count();
        let unchanged =
            |inner: &mut Inner| Ok(inner.live.get(&inner.store, id)?.log().len() as u32 == seen);
        // In a browser the page is the only caller, so no other can change the table while it
        // waits (and a worker has no clock to wait by): it is answered at once.
        let can_wait = !cfg!(all(target_arch = "wasm32", target_os = "unknown"));
        if wait && can_wait && self.with(unchanged)? {
            self.sharing.changes().wait_after(changes, TABLE_WAIT);
        }
        let update = self.with(|inner| Ok(inner.live.get(&inner.store, id)?.update_since(seen)))?;
        Ok(MatchChange { id, update })
    }

    pub fn export_match(&self, id: MatchId) -> Result<MatchFile, IpcError> {
        self.with(|inner| Ok(inner.live.get(&inner.store, id)?.to_file()))
    }

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

    /// Deletes a match; a match being shared stops being shared first, its phones told so.
    pub fn delete_match(&self, id: MatchId) -> Result<(), IpcError> {
        if self.sharing.shared_match() == Some(id) {
            self.stop_sharing()?;
        }
        self.with(|inner| {
            inner.live.forget(id);
            Ok(inner.store.delete_match(id)?)
        })
    }
}

impl Slot {
    /// Runs `f` on the opened database, or answers why there is none.
    fn run<T>(&mut self, f: impl FnOnce(&mut Inner) -> Result<T, IpcError>) -> Result<T, IpcError> {
        match self.opened.as_mut() {
            Ok(inner) => f(inner),
            Err(error) => Err(error.clone()),
        }
    }
}

impl Inner {
    fn new_match(&mut self, request: NewMatch) -> Result<MatchSnapshot, IpcError> {
        let setup = self.store.new_setup(
            request.game,
            &request.format,
            &request.players,
            &request.house_rules.unwrap_or_default(),
            fresh_seed()?,
        )?;
        let table = Match::new(setup)?;
        let decks: Vec<SeatDeck> = request
            .decks
            .unwrap_or_default()
            .into_iter()
            .map(|deck| SeatDeck { deck })
            .collect();
        let id = self
            .store
            .create_match_with_decks(table.setup(), &decks, now_ms())?;
        let view = table.view();
        self.live.insert(id, table);
        Ok(MatchSnapshot { id, view })
    }

    /// Applies `action`, commits it, and only then answers: an action the UI shows is on disk.
    fn act(
        &mut self,
        id: MatchId,
        action: Action,
        seen: Option<u32>,
        key: Option<&str>,
    ) -> Result<MatchChange, IpcError> {
        if let Some(key) = key {
            check_key(key)?;
        }
        let table = self.live.get(&self.store, id)?;
        if let Some(key) = key {
            if let Some(seq) = self.store.keyed_action(id, key)? {
                // Sent again after a reconnect: it was applied once, as entry `seq`.
                let update = table.update_since(seen.unwrap_or(seq).min(seq));
                return Ok(MatchChange { id, update });
            }
        }
        let log_len = table.log().len() as u32;
        if let Some(seen) = seen {
            if seen != log_len && action.acting_seat().is_none() {
                return Err(IpcError::new(
                    ErrorCode::TableChanged,
                    format!(
                        "the table changed since this device looked ({seen} entries then, \
                         {log_len} now): look again and decide"
                    ),
                ));
            }
        }
        table.apply(action, now_ms())?;
        let update = table.update();
        let appended = match key {
            Some(key) => self.store.append_keyed_action(id, table, key),
            None => self.store.append_action(id, table),
        };
        if let Err(error) = appended {
            // The memory is ahead of the disk now: forget it, so the next command reloads the
            // match as it was committed.
            self.live.forget(id);
            return Err(error.into());
        }
        Ok(MatchChange { id, update })
    }
}

/// The longest a window waits in `table_since` before it is answered with the table as it is:
/// short enough that a window that closed frees its thread soon.
const TABLE_WAIT: Duration = Duration::from_secs(20);

/// The longest key a device may give an action: its own ID and a count fit many times over.
const MAX_ACTION_KEY: usize = 64;

fn check_key(key: &str) -> Result<(), IpcError> {
    if key.is_empty() || key.len() > MAX_ACTION_KEY {
        return Err(IpcError::new(
            ErrorCode::ActionKey,
            format!("an action's key is 1 to {MAX_ACTION_KEY} bytes"),
        ));
    }
    Ok(())
}

/// How long a slice of a card import writes rows before it commits and lets a waiting tap
/// in. The slice also writes the rows' index entries and commits, which take about as long
/// again: a tap waits for a slice at most about three times this.
const IMPORT_SLICE: Duration = Duration::from_millis(4);

/// A new match's seed, or why there is none: without randomness every match would roll the
/// same dice.
fn fresh_seed() -> Result<u64, IpcError> {
    crate::platform::fresh_seed().ok_or_else(|| {
        IpcError::new(
            ErrorCode::NoRandom,
            "this device gave no random bytes to seed the match's dice",
        )
    })
}

/// The opened store with the shipped card data loaded, ready for the commands.
fn serve(opened: Result<Store, StoreError>) -> Result<Inner, IpcError> {
    opened
        .and_then(|mut store| {
            store.sync_shipped_data(tableside_store::shipped_files())?;
            Ok(store)
        })
        .map(|store| Inner {
            store,
            live: LiveMatches::new(LIVE_MATCHES),
        })
        .map_err(IpcError::from)
}

/// A read-only connection beside an opened store's writer; none for an in-memory store, or
/// where one cannot be opened (reads then go to the writer, as they would without it).
fn reader_of(opened: &Result<Inner, IpcError>) -> Option<Store> {
    opened.as_ref().ok()?.store.reader().ok().flatten()
}

/// Every game, with the formats the store has for it.
fn list_games(store: &Store) -> Result<Vec<GameEntry>, IpcError> {
    tableside_engine::registry()
        .into_iter()
        .map(|info| {
            let formats = store.list_formats(info.id)?;
            Ok(GameEntry { info, formats })
        })
        .collect()
}

#[cfg(test)]
#[path = "tests/state.rs"]
mod tests;
