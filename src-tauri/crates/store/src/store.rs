//! Opening the database: checks that leave a damaged file untouched, then PRAGMAs and the
//! schema migrations.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};

use crate::checks::{check_header, check_integrity, check_ownership, damage_or};
use crate::error::{Result, StoreError};
use crate::files::suffixed;
use crate::journal::{self, JournalCheck};
use crate::migrations::{MIGRATIONS, SCHEMA_VERSION};
use crate::seal;

/// How long a statement waits for another connection's write lock before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The Tableside database: shipped card data, decks, and matches with their action logs.
///
/// Every write that spans several rows is one transaction, and every transaction is durable
/// when its method returns (`synchronous=FULL`): what the store acknowledged survives the
/// process being killed, or the machine losing power, the next instant.
pub struct Store {
    pub(crate) conn: Connection,
    path: PathBuf,
    journal: JournalCheck,
    /// A second connection that only reads ([`Store::reader`]): it never seals the file.
    reads_only: bool,
    /// The facets of the cards searched, in memory while the cards stay as they are.
    pub(crate) search_index: crate::search_index::SearchIndex,
}

impl Store {
    /// Opens the database at `path`, creating it and its folder when missing, and brings its
    /// schema up to date (all pending migrations in one transaction).
    ///
    /// A file that is not a SQLite database, fails `PRAGMA quick_check`, belongs to another
    /// program or was written by a newer Tableside is refused before anything is written, so
    /// the file stays byte for byte as it was (the user can back it up or send it in). A
    /// write-ahead log beside the file is replayed only once it is known to be the file's own;
    /// a stranger's is set aside ([`Store::journal_check`] says so).
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref();
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|source| StoreError::Io {
                action: "create the folder",
                path: folder.to_owned(),
                source,
            })?;
        }
        check_header(path)?;
        let sealed = seal::take(path);
        let vetted = journal::vet(path, now_ms())?;
        let conn = Connection::open(path).map_err(|e| damage_or(path, e))?;
        Store::prepare(conn, path, vetted.check, vetted.sound || sealed)
    }

    /// Opens the database SQLite's default VFS keeps as `name`, where the operating system's
    /// file calls cannot reach it (a browser's origin private file system, through a VFS the
    /// caller installed as the default). The checks are SQLite's own, as [`Store::open`]
    /// makes them: a file that is not a database or has damaged pages, another program's or a
    /// newer Tableside's is refused before anything is written. What needs the OS's files is
    /// left out: the header read before opening, the seal, a write-ahead log vetted beside it
    /// (such a VFS keeps no log a stranger could leave), and a second connection for reads.
    pub fn open_in_vfs(name: &str) -> Result<Store> {
        let path = Path::new(name);
        let conn = Connection::open(path).map_err(|e| damage_or(path, e))?;
        // Such a VFS has no shared memory, so SQLite refuses the write-ahead log and keeps its
        // rollback journal: a journal written, synced and deleted at each commit, several
        // times the work of a tap's commit to the log on a browser's OPFS. Held exclusively, a
        // connection keeps the log's index in its own memory and needs none: and the worker's
        // connection is the file's only one anyway (its access handles are exclusive).
        conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
        Store::prepare(conn, path, JournalCheck::Trusted, false)
    }

    /// A fresh database in memory, for tests.
    pub fn open_in_memory() -> Result<Store> {
        Store::prepare(
            Connection::open_in_memory()?,
            Path::new(":memory:"),
            JournalCheck::Trusted,
            false,
        )
    }

    /// Copies the whole database, as it is now, to a new file at `to` (SQLite's online backup:
    /// a consistent copy even while the store is in use).
    pub fn back_up_to(&self, to: &Path) -> Result<()> {
        if to.exists() {
            return Err(StoreError::Io {
                action: "back up to",
                path: to.to_owned(),
                source: std::io::Error::from(std::io::ErrorKind::AlreadyExists),
            });
        }
        self.conn
            .backup(rusqlite::MAIN_DB, to, None)
            .map_err(StoreError::from)
    }

    /// A store over `conn` without any of the opening checks, for reading a file that failed
    /// them (salvage); it is never written through.
    pub(crate) fn unchecked(conn: Connection, path: &Path) -> Store {
        Store {
            conn,
            path: path.to_owned(),
            journal: JournalCheck::Trusted,
            reads_only: false,
            search_index: Default::default(),
        }
    }

    /// A second connection to the same file that only reads, for reads that should not wait
    /// behind a write: with the write-ahead log, readers go on beside the one writer, each
    /// seeing the last commit. `None` for an in-memory database, which no other connection can
    /// open. Drop it before [`Store::close`] closes the writer, or the file is not sealed.
    pub fn reader(&self) -> Result<Option<Store>> {
        if self.path == Path::new(":memory:") {
            return Ok(None);
        }
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "query_only", true)?;
        conn.pragma_update(None, "cache_size", CACHE_SIZE)?;
        Ok(Some(Store {
            conn,
            path: self.path.clone(),
            journal: JournalCheck::Trusted,
            reads_only: true,
            search_index: Default::default(),
        }))
    }

    /// Keys the names of the cards an older version stored (SQL cannot fold a name as the
    /// search does), in one write, and only when there are any: at every open, so that a crash
    /// between the migration and this write is made good at the next one.
    fn key_unkeyed_names(&mut self) -> Result<()> {
        let unkeyed: bool = self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM cards INDEXED BY cards_unkeyed WHERE name_key = '')",
            [],
            |row| row.get(0),
        )?;
        if unkeyed {
            let tx = self.begin_write()?;
            crate::queries::cards::key_unkeyed_names(&tx)?;
            tx.commit()?;
        }
        Ok(())
    }

    /// Closes the database: SQLite folds the write-ahead log into the file, and the file is
    /// sealed so that the next open can skip reading every page (see `seal`). A close that
    /// leaves a log behind (another connection still open) writes no seal.
    pub fn close(self) -> Result<()> {
        let path = self.path;
        self.conn
            .close()
            .map_err(|(_, error)| StoreError::from(error))?;
        if path == Path::new(":memory:") || self.reads_only {
            return Ok(());
        }
        seal::write(&path)
    }

    /// What opening did with the write-ahead log it found beside the file.
    pub fn journal_check(&self) -> &JournalCheck {
        &self.journal
    }

    /// Begins a write: an immediate transaction that first counts itself in `store_identity`,
    /// so that every transaction in the write-ahead log carries the database's identity and
    /// a log copied beside another file is recognised as a stranger's (see `journal`).
    pub(crate) fn begin_write(&mut self) -> Result<Transaction<'_>> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        // Cached: every append runs it, and preparing it each time cost more than running it.
        tx.prepare_cached("UPDATE store_identity SET writes = writes + 1 WHERE only = 1")?
            .execute([])?;
        Ok(tx)
    }

    /// Where the database lives (`:memory:` for an in-memory one).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Checks, settings and migrations. `sound`: the file is known sound (checked whole with
    /// its log in the journal's scratch copy, or sealed by a clean close), so its pages are not
    /// read again.
    fn prepare(
        mut conn: Connection,
        path: &Path,
        journal: JournalCheck,
        sound: bool,
    ) -> Result<Store> {
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // Checks first: `journal_mode=WAL` and the migrations write to the file.
        if !sound {
            check_integrity(&conn, path)?;
        }
        check_ownership(&conn, path)?;
        set_pragmas(&conn)?;
        back_up_before_migrating(&conn, path)?;
        MIGRATIONS.to_latest(&mut conn)?;
        let mut store = Store {
            conn,
            path: path.to_owned(),
            journal,
            reads_only: false,
            search_index: Default::default(),
        };
        store
            .derive_cards_again_if_stale()
            .map_err(|cause| StoreError::Derivation(Box::new(cause)))?;
        store.key_unkeyed_names()?;
        store.remove_unfinished_import()?;
        store.file_unfiled_matches()?;
        Ok(store)
    }
}

/// Before a database written by an older Tableside is migrated, a copy of it as it was goes
/// to `<file>.before-v<N>.bak` (N: the schema version it is migrated to), so that a migration
/// a later version regrets, or a bug in one, never costs a table its history. A new or
/// in-memory database has nothing to keep.
fn back_up_before_migrating(conn: &Connection, path: &Path) -> Result<()> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    if version == 0 || version >= SCHEMA_VERSION as i64 || path == Path::new(":memory:") {
        return Ok(());
    }
    let backup = suffixed(path, &format!(".before-v{SCHEMA_VERSION}.bak"));
    if backup.exists() {
        // An earlier start already kept the file as it was before this migration.
        return Ok(());
    }
    conn.backup(rusqlite::MAIN_DB, &backup, None)
        .map_err(StoreError::from)
}

/// How many pages the write-ahead log may hold before a commit copies it into the file.
///
/// A checkpoint runs inside the commit that crosses the limit (it writes and syncs the file),
/// and the commit after it starts the log afresh, syncing the log's header as well as its
/// pages: two slow appends per checkpoint. An append writes two pages (its entry and the write
/// count; the match row only when the match starts, ends or moves to the front, see migration
/// 008), so 2,000 pages checkpoint once in ~1,000 appends, as SQLite's default of 1,000 does
/// for a commit of one page; at 1,000, the twice as many slow appends lift the append's 99th
/// percentile against a bare commit's. A much larger log costs every append instead: until a
/// checkpoint first wraps it, each commit grows the file, and the sync then writes the file's
/// size too.
const WAL_AUTOCHECKPOINT_PAGES: i64 = 2_000;

/// The size a checkpointed log is cut back to: a large import leaves a log as large as the
/// import, which the next checkpoint then truncates instead of keeping on disk until the close.
/// Above what the log holds between checkpoints, so that appends never regrow it.
const WAL_SIZE_LIMIT_BYTES: i64 = 48 * 1024 * 1024;

/// Per-connection settings. WAL lets the UI read while an action is written; `synchronous=FULL`
/// makes every commit survive a power loss, which at the pace of taps at a table costs nothing
/// a person notices (~150 µs per commit).
fn set_pragmas(conn: &Connection) -> Result<()> {
    // An in-memory database answers `memory`, and a file system without shared memory keeps
    // its rollback journal: both are still correct, only slower for concurrent readers.
    conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get::<_, String>(0))?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "wal_autocheckpoint", WAL_AUTOCHECKPOINT_PAGES)?;
    conn.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT_BYTES)?;
    conn.pragma_update(None, "cache_size", CACHE_SIZE)?;
    Ok(())
}

/// The page cache of a connection (`PRAGMA cache_size`; negative: in KiB), used only as far as
/// what is read needs it. SQLite's default (2 MB) holds less than the seats and matches of a
/// large history: statistics over 10,000 matches read them again from the file system at every
/// query, and spent most of their time copying pages out of the kernel.
pub(crate) const CACHE_SIZE: i64 = -32 * 1024;

/// The clock, for naming a set-aside log; a clock before 1970 names it 0.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::APPLICATION_ID;
    use tableside_engine::ErrorCode;

    fn pragma_text(store: &Store, name: &str) -> String {
        store
            .conn
            .pragma_query_value(None, name, |row| row.get::<_, rusqlite::types::Value>(0))
            .map_or_else(
                |e| panic!("PRAGMA {name}: {e}"),
                |value| match value {
                    rusqlite::types::Value::Integer(i) => i.to_string(),
                    rusqlite::types::Value::Text(t) => t,
                    other => format!("{other:?}"),
                },
            )
    }

    fn temp_dir() -> tempfile::TempDir {
        tempfile::tempdir().expect("a temporary folder")
    }

    #[test]
    fn a_file_database_uses_wal_foreign_keys_and_full_sync() {
        let dir = temp_dir();
        let store = Store::open(dir.path().join("t.sqlite3")).expect("opens");
        assert_eq!(pragma_text(&store, "journal_mode"), "wal");
        assert_eq!(pragma_text(&store, "foreign_keys"), "1");
        assert_eq!(pragma_text(&store, "synchronous"), "2", "2 is FULL");
        assert_eq!(
            pragma_text(&store, "wal_autocheckpoint"),
            WAL_AUTOCHECKPOINT_PAGES.to_string()
        );
        assert_eq!(
            pragma_text(&store, "application_id"),
            APPLICATION_ID.to_string()
        );
        assert_eq!(
            pragma_text(&store, "user_version"),
            SCHEMA_VERSION.to_string()
        );
    }

    #[test]
    fn opening_creates_missing_folders_and_reopening_keeps_the_data() {
        let dir = temp_dir();
        let path = dir.path().join("nested/folder/t.sqlite3");
        {
            let store = Store::open(&path).expect("opens");
            store
                .conn
                .execute("INSERT INTO meta (key, value) VALUES ('k', 'v')", [])
                .expect("writes");
        }
        let store = Store::open(&path).expect("reopens");
        let value: String = store
            .conn
            .query_row("SELECT value FROM meta WHERE key = 'k'", [], |r| r.get(0))
            .expect("reads");
        assert_eq!(value, "v");
    }

    #[test]
    fn an_empty_file_becomes_a_new_database() {
        let dir = temp_dir();
        let path = dir.path().join("empty.sqlite3");
        std::fs::write(&path, b"").expect("writes");
        assert!(Store::open(&path).is_ok());
    }

    #[test]
    fn a_file_that_is_not_sqlite_is_refused_and_left_untouched() {
        let dir = temp_dir();
        let path = dir.path().join("notes.sqlite3");
        let bytes = b"these are my match notes, not a database\n".repeat(200);
        std::fs::write(&path, &bytes).expect("writes");

        let error = Store::open(&path).err().expect("refused");

        assert_eq!(error.code(), ErrorCode::StoreCorrupt, "{error}");
        assert_eq!(
            std::fs::read(&path).expect("reads"),
            bytes,
            "the file is byte for byte the same"
        );
    }

    /// `open_in_vfs` with the default VFS a native build has (the OS's files), so that what it
    /// checks can be held to the same files `open` is.
    #[test]
    fn a_database_in_a_vfs_migrates_keeps_its_data_and_refuses_what_is_not_one() {
        let dir = temp_dir();
        let path = dir.path().join("t.sqlite3");
        let name = path.to_str().expect("a UTF-8 path");
        {
            let store = Store::open_in_vfs(name).expect("opens");
            assert_eq!(
                pragma_text(&store, "user_version"),
                SCHEMA_VERSION.to_string()
            );
            assert_eq!(
                pragma_text(&store, "application_id"),
                APPLICATION_ID.to_string()
            );
            assert_eq!(pragma_text(&store, "synchronous"), "2", "2 is FULL");
            // The write-ahead log, which a VFS without shared memory allows only to a
            // connection that holds the file exclusively.
            assert_eq!(pragma_text(&store, "journal_mode"), "wal");
            assert_eq!(pragma_text(&store, "locking_mode"), "exclusive");
            assert!(
                store.reader().is_err(),
                "the file is this connection's alone: no second one reads it"
            );
            store
                .conn
                .execute("INSERT INTO meta (key, value) VALUES ('k', 'v')", [])
                .expect("writes");
            store.close().expect("closes");
        }
        let store = Store::open_in_vfs(name).expect("reopens");
        let value: String = store
            .conn
            .query_row("SELECT value FROM meta WHERE key = 'k'", [], |r| r.get(0))
            .expect("reads");
        assert_eq!(value, "v");

        let notes = dir.path().join("notes.sqlite3");
        let bytes = b"these are my match notes, not a database\n".repeat(200);
        std::fs::write(&notes, &bytes).expect("writes");
        let error = Store::open_in_vfs(notes.to_str().expect("UTF-8"))
            .err()
            .expect("refused");
        assert_eq!(error.code(), ErrorCode::StoreCorrupt, "{error}");
        assert_eq!(std::fs::read(&notes).expect("reads"), bytes);
    }

    #[test]
    fn a_newer_database_in_a_vfs_is_refused_untouched() {
        let dir = temp_dir();
        let path = dir.path().join("newer.sqlite3");
        let name = path.to_str().expect("a UTF-8 path");
        Store::open_in_vfs(name)
            .expect("opens")
            .conn
            .pragma_update(None, "user_version", SCHEMA_VERSION as i64 + 1)
            .expect("writes");
        let before = std::fs::read(&path).expect("reads");
        let error = Store::open_in_vfs(name).err().expect("refused");
        assert_eq!(error.code(), ErrorCode::StoreTooNew, "{error}");
        assert_eq!(std::fs::read(&path).expect("reads"), before);
    }

    #[test]
    fn a_database_with_a_damaged_page_is_refused_and_left_untouched() {
        let dir = temp_dir();
        let path = dir.path().join("damaged.sqlite3");
        {
            let store = Store::open(&path).expect("opens");
            for i in 0..200 {
                store
                    .conn
                    .execute(
                        "INSERT INTO meta (key, value) VALUES (?1, ?2)",
                        (format!("k{i}"), "x".repeat(100)),
                    )
                    .expect("writes");
            }
        }
        // Scribble over every page after the first (which holds the schema), as a failing
        // disk would.
        let mut bytes = std::fs::read(&path).expect("reads");
        let page_size = 4096;
        assert!(bytes.len() > 2 * page_size, "the test needs several pages");
        for (i, byte) in bytes.iter_mut().enumerate().skip(page_size) {
            *byte = (i % 251) as u8;
        }
        std::fs::write(&path, &bytes).expect("writes");

        let error = Store::open(&path).err().expect("refused");

        assert_eq!(error.code(), ErrorCode::StoreCorrupt, "{error}");
        assert_eq!(
            std::fs::read(&path).expect("reads"),
            bytes,
            "the file is byte for byte the same"
        );
    }

    #[test]
    fn another_programs_database_is_refused_and_left_untouched() {
        let dir = temp_dir();
        let path = dir.path().join("other.sqlite3");
        {
            let conn = Connection::open(&path).expect("opens");
            conn.execute_batch("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
                .expect("writes");
        }
        let bytes = std::fs::read(&path).expect("reads");

        let error = Store::open(&path).err().expect("refused");

        assert_eq!(error.code(), ErrorCode::StoreNotTableside, "{error}");
        assert_eq!(std::fs::read(&path).expect("reads"), bytes);
    }

    #[test]
    fn a_database_from_a_newer_version_is_refused() {
        let dir = temp_dir();
        let path = dir.path().join("newer.sqlite3");
        {
            let store = Store::open(&path).expect("opens");
            store
                .conn
                .pragma_update(None, "user_version", SCHEMA_VERSION as i64 + 1)
                .expect("writes");
        }
        let error = Store::open(&path).err().expect("refused");
        assert_eq!(error.code(), ErrorCode::StoreTooNew, "{error}");
    }

    #[test]
    fn a_folder_in_place_of_the_file_is_an_io_error() {
        let dir = temp_dir();
        let error = Store::open(dir.path()).err().expect("refused");
        assert_eq!(error.code(), ErrorCode::StoreIo, "{error}");
    }
}
