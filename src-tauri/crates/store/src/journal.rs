//! The write-ahead log beside a database file, trusted only once it is known to be the file's.
//!
//! SQLite replays whatever `<file>-wal` lies beside a database when it opens it, without
//! checking that the log was written for that file, and closing the last connection folds
//! the log into the file and deletes it. A log copied over from another device, restored from
//! another backup or left by another program would so replace a table's matches, and even a
//! refused open would have changed the file by closing.
//!
//! So when a log is present, the file and the log are first copied to a scratch folder and
//! opened there, once without the log and once with it, and the real files are only touched
//! when the answer is known:
//! - the file alone must be Tableside's and of a version this build knows
//!   ([`check_ownership`]), otherwise the open is refused and both files stay as they were;
//! - the log is the file's own when, replayed, the database keeps its identity and counts
//!   more writes (every write transaction bumps `store_identity.writes`, so every transaction
//!   in a Tableside log carries that row, see migration 003), and the copy with it must pass
//!   the integrity check ([`check_integrity`]): it is then replayed for real, and the real
//!   open does not read every page a second time;
//! - a log that brings another identity, another program's tables or none of the file's own
//!   writes is set aside (renamed, never deleted) and the file opens without it;
//! - a log that is the file's own but leaves the database damaged or from a newer version
//!   is refused, with both files left as they were.

use std::path::{Path, PathBuf};
use tableside_engine::ErrorCode;

use rusqlite::{Connection, OpenFlags, OptionalExtension};

use crate::checks::{check_integrity, check_ownership, damage_or, APPLICATION_ID};
use crate::error::{Result, StoreError};
use crate::files::{copy_if_there, length, read_prefix, scratch, suffixed, unused};

/// What opening found beside the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JournalCheck {
    /// No log, an empty one, or the file's own: it is replayed as SQLite would.
    Trusted,
    /// A log that does not belong to the file, moved to `to`; the file opened without it.
    SetAside { to: PathBuf, reason: ForeignLog },
}

/// Why a log was judged not to be the database's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForeignLog {
    /// Replayed, it turns the file into another program's database.
    AnotherProgram,
    /// Replayed, it turns the file into another Tableside database.
    AnotherDatabase,
    /// It holds fewer of the file's writes than the file has: an older log of the file.
    OlderLog,
    /// It lies where the file is missing or empty.
    WithoutItsFile,
    /// Its pages are not the size of the file's: it was written for another file.
    OtherPageSize,
}

impl ForeignLog {
    /// A stable code for logs and the UI.
    pub fn code(self) -> ErrorCode {
        match self {
            ForeignLog::AnotherProgram => ErrorCode::WalOfAnotherProgram,
            ForeignLog::AnotherDatabase => ErrorCode::WalOfAnotherDatabase,
            ForeignLog::OlderLog => ErrorCode::WalOlderThanItsFile,
            ForeignLog::OtherPageSize => ErrorCode::WalOtherPageSize,
            ForeignLog::WithoutItsFile => ErrorCode::WalWithoutItsFile,
        }
    }
}

/// The path SQLite uses for the write-ahead log of the database at `db`.
pub fn wal_path(db: &Path) -> PathBuf {
    suffixed(db, "-wal")
}

/// The path of the log's shared-memory index, which SQLite rebuilds from the log.
fn shm_path(db: &Path) -> PathBuf {
    suffixed(db, "-shm")
}

/// What [`vet`] found, and whether it already checked the database whole.
pub(crate) struct Vetted {
    pub check: JournalCheck,
    /// The file with its log passed the integrity and ownership checks in the scratch copy,
    /// so the real open need not read every page again.
    pub sound: bool,
}

impl Vetted {
    fn unchecked(check: JournalCheck) -> Vetted {
        Vetted {
            check,
            sound: false,
        }
    }
}

/// Checks the log beside `db` before anything opens the real file; see the module's text.
/// `now_ms` names a set-aside log, so that two of them never collide.
pub(crate) fn vet(db: &Path, now_ms: i64) -> Result<Vetted> {
    let wal = wal_path(db);
    // An empty log holds nothing to replay; SQLite writes over it.
    if length(&wal)?.unwrap_or(0) == 0 {
        return Ok(Vetted::unchecked(JournalCheck::Trusted));
    }
    // A log without its file, or beside an empty one, belongs to no file this store wrote
    // (Tableside's file holds its header from the first write on), and SQLite would delete it.
    // A log whose pages are not the file's size was written for another file.
    let foreign = match db_page_size(db)? {
        None => Some(ForeignLog::WithoutItsFile),
        Some(own) => wal_page_size(&wal)?
            .filter(|&logged| logged != own)
            .map(|_| ForeignLog::OtherPageSize),
    };
    if let Some(reason) = foreign {
        let to = set_aside(db, &wal, now_ms)?;
        return Ok(Vetted::unchecked(JournalCheck::SetAside { to, reason }));
    }
    let scratch = scratch(db)?;
    let copy = scratch.path().join("check.sqlite3");
    copy_if_there(db, &copy)?;
    // The file alone: refused here, nothing real has been opened yet.
    let alone = Identity::of(&copy, db)?;
    copy_if_there(&wal, &wal_path(&copy))?;
    let replayed = open_copy(&copy, db)?;
    // Not even readable with the log: the integrity check below says what is wrong.
    let with_log = Identity::read(&replayed).ok();
    if let Some(reason) = foreign_log(&alone, with_log.as_ref()) {
        drop(replayed);
        // Nothing is renamed unless the file opens without the log: it must be sound alone.
        let alone_copy = scratch.path().join("alone.sqlite3");
        copy_if_there(db, &alone_copy)?;
        check_integrity(&open_copy(&alone_copy, db)?, db)?;
        let to = set_aside(db, &wal, now_ms)?;
        return Ok(Vetted {
            check: JournalCheck::SetAside { to, reason },
            sound: true,
        });
    }
    // The file's own log (or one that cannot be told apart): it must leave a sound database.
    check_integrity(&replayed, db)
        .and_then(|()| check_ownership(&replayed, db))
        .map_err(|error| with_log_named(error, &wal))?;
    Ok(Vetted {
        check: JournalCheck::Trusted,
        sound: true,
    })
}

/// Whether the log that turned the file `alone` into `with_log` is a stranger's, and why;
/// `None` for the file's own log, or one that cannot be told from it (a file written before
/// identities existed).
fn foreign_log(alone: &Identity, with_log: Option<&Identity>) -> Option<ForeignLog> {
    let with_log = with_log?;
    if with_log.application_id != APPLICATION_ID && !with_log.is_empty() {
        return Some(ForeignLog::AnotherProgram);
    }
    let (id, writes) = alone.database_id.as_ref()?;
    match &with_log.database_id {
        None if with_log.application_id == APPLICATION_ID => Some(ForeignLog::AnotherDatabase),
        None => Some(ForeignLog::AnotherProgram),
        Some((other, _)) if other != id => Some(ForeignLog::AnotherDatabase),
        // Fewer writes than the file: an older log of this file, laid back beside it. As many
        // is the file's own log after a checkpoint copied its last write in (a crash midway
        // through one leaves the file half-updated and needing the log): trusted.
        Some((_, replayed)) if replayed < writes => Some(ForeignLog::OlderLog),
        Some(_) => None,
    }
}

/// The facts about a database that tell whose it is.
struct Identity {
    application_id: i64,
    objects: i64,
    /// `store_identity`'s ID and write count; `None` before migration 003 ran.
    database_id: Option<(String, i64)>,
}

impl Identity {
    /// Opens the copy at `copy` (which has no log beside it) and reads whose it is; errors
    /// name `real`. Its pages are not all read here: the copy with its log is checked whole,
    /// and a page the log replaces need not be sound in the file alone.
    fn of(copy: &Path, real: &Path) -> Result<Identity> {
        let conn = open_copy(copy, real)?;
        check_ownership(&conn, real)?;
        Identity::read(&conn).map_err(|error| damage_or(real, error))
    }

    fn read(conn: &Connection) -> rusqlite::Result<Identity> {
        let pragma = |name: &str| conn.pragma_query_value(None, name, |row| row.get::<_, i64>(0));
        let objects = conn.query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))?;
        let has_identity: bool = conn.query_row(
            "SELECT count(*) > 0 FROM sqlite_schema WHERE type = 'table' AND name = 'store_identity'",
            [],
            |row| row.get(0),
        )?;
        let database_id = if has_identity {
            conn.query_row(
                "SELECT database_id, writes FROM store_identity WHERE only = 1",
                [],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?
        } else {
            None
        };
        Ok(Identity {
            application_id: pragma("application_id")?,
            objects,
            database_id,
        })
    }

    /// A database with no tables yet, which any program could go on to create.
    fn is_empty(&self) -> bool {
        self.application_id == 0 && self.objects == 0
    }
}

/// Opens a scratch copy read-write, so that SQLite replays a log beside it into the copy.
fn open_copy(copy: &Path, real: &Path) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(copy, flags).map_err(|error| damage_or(real, error))
}

/// Moves the log (and its index) out of SQLite's way, keeping it for whoever wants it back.
fn set_aside(db: &Path, wal: &Path, now_ms: i64) -> Result<PathBuf> {
    let to = unused(&suffixed(db, &format!("-wal.set-aside-{now_ms}")));
    crate::files::set_aside(wal, &to)?;
    let shm = unused(&suffixed(db, &format!("-shm.set-aside-{now_ms}")));
    crate::files::set_aside(&shm_path(db), &shm)?;
    Ok(to)
}

/// A refusal caused by the log says so, since the file alone passed.
fn with_log_named(error: StoreError, wal: &Path) -> StoreError {
    match error {
        StoreError::Corrupt { path, detail } => StoreError::Corrupt {
            path,
            detail: format!("{detail}, with its write-ahead log {}", wal.display()),
        },
        other => other,
    }
}

/// The page size a log's header declares, or `None` when it has no valid header (SQLite then
/// ignores the log and writes over it). The header starts with a magic number, a format
/// version and the page size, all big-endian.
fn wal_page_size(wal: &Path) -> Result<Option<u32>> {
    let header = read_prefix(wal, 12)?.unwrap_or_default();
    if header.len() < 12 || !matches!(header[..4], [0x37, 0x7f, 0x06, 0x82 | 0x83]) {
        return Ok(None);
    }
    Ok(Some(u32::from_be_bytes([
        header[8], header[9], header[10], header[11],
    ])))
}

/// The page size in a database file's header (offset 16, big-endian; 1 stands for 65,536),
/// or `None` for a missing or empty file.
fn db_page_size(db: &Path) -> Result<Option<u32>> {
    let header = read_prefix(db, 18)?.unwrap_or_default();
    if header.len() < 18 {
        return Ok(None);
    }
    Ok(Some(match u16::from_be_bytes([header[16], header[17]]) {
        1 => 65_536,
        size => u32::from(size),
    }))
}
