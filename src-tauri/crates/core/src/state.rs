//! The app's managed state: the store, a second connection for reads, and the matches open
//! in memory. This file keeps what every area shares (the state, its locks, opening and
//! closing it); each area's methods live in a module of their own beside it: `matches.rs`
//! (a table's matches), `history.rs`, `cards.rs`, `decks.rs` and `deck_versions.rs`,
//! `collection.rs`, `games.rs`, `database.rs` (the file; how a platform moves it: `files.rs`),
//! `sharing.rs` (a table shared and its seats) and `joining.rs` (tables joined elsewhere).
//!
//! Commands run on worker threads (the window's `call` runs each on a pool of blocking
//! threads), so two may run at once. Writes take
//! the writer's lock in the order they arrive, which keeps a table's log in the order of its
//! taps. Reads of the store (search, history, statistics, exports, deck lists) go through a
//! second, read-only connection under a lock of its own: a long read never holds a tap, and
//! the write-ahead log lets it read beside a write, seeing the last commit. Reading and
//! checking a card list happens under no lock at all; only its write holds the writer.

use std::path::{Path, PathBuf};
use std::sync::Mutex as PlainMutex;

use parking_lot::{Mutex, MutexGuard};

use tableside_engine::ErrorCode;
use tableside_store::{Store, StoreError};

use crate::ipc::{IpcError, Recovery};
use crate::joining::JoinedTables;
use crate::live::{LiveMatches, LIVE_MATCHES};
pub(crate) use crate::platform::now_ms;
use crate::sharing::TableSharing;
use files::{DatabaseFiles, OsFiles};

mod cards;
mod collection;
mod database;
mod deck_versions;
mod decks;
pub mod files;
mod games;
mod history;
mod joining;
mod matches;
mod sharing;

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

/// The opened database: the store, and the matches it holds that are open in memory.
struct Inner {
    store: Store,
    /// Matches replayed once and kept, so an action costs one apply, not a replay.
    live: LiveMatches,
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

    /// Runs `f` on the writer: the store and the open matches.
    fn with<T>(&self, f: impl FnOnce(&mut Inner) -> Result<T, IpcError>) -> Result<T, IpcError> {
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

#[cfg(test)]
#[path = "tests/state.rs"]
mod tests;
