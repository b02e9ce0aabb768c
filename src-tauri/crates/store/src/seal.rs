//! The seal a clean close leaves beside the database, so that the next open need not read
//! every page to know the file is sound.
//!
//! `PRAGMA quick_check` reads the whole file: about half a second at every start for a large
//! card pool. A file is known sound when it was checked at its last open and since then only
//! this store wrote to it and closed it cleanly (the write-ahead log folded in and removed).
//! `Store::close` then writes `<file>-sealed`: the file's length, modification time and
//! first 100 bytes (SQLite's header, with its change counter and page count). An open that
//! finds no log and a seal matching the file exactly skips the page-by-page check; the
//! ownership and version checks still run. The seal is removed as the file is opened, so a
//! crash, a copy laid over the file or any other change means a full check next time.

use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use crate::error::{Result, StoreError};
use crate::files::{read_prefix, suffixed};
use crate::journal::wal_path;

/// How many bytes of the file's start the seal keeps: SQLite's database header.
const HEADER: usize = 100;

/// Where the seal of the database at `db` lives.
pub fn seal_path(db: &Path) -> PathBuf {
    suffixed(db, "-sealed")
}

/// What the seal records of the file; `None` when the file cannot be read.
fn fingerprint(db: &Path) -> Option<Vec<u8>> {
    let metadata = std::fs::metadata(db).ok()?;
    let modified = metadata.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
    let header = read_prefix(db, HEADER).ok()??;
    let mut print = format!(
        "tableside-seal 1 {} {}\n",
        metadata.len(),
        modified.as_nanos()
    )
    .into_bytes();
    print.extend_from_slice(&header);
    Some(print)
}

/// Whether `db` is exactly as the last clean close left it; removes the seal either way, so
/// that it vouches for one open only.
pub(crate) fn take(db: &Path) -> bool {
    let seal = seal_path(db);
    let Ok(sealed) = std::fs::read(&seal) else {
        return false;
    };
    let _ = std::fs::remove_file(&seal);
    !wal_path(db).exists() && fingerprint(db).is_some_and(|print| print == sealed)
}

/// Seals the file at `db` as it is now, just closed cleanly; nothing when a log is still
/// beside it (another connection has it open) or the file cannot be read.
pub(crate) fn write(db: &Path) -> Result<()> {
    if wal_path(db).exists() {
        return Ok(());
    }
    let Some(print) = fingerprint(db) else {
        return Ok(());
    };
    std::fs::write(seal_path(db), print).map_err(|source| StoreError::Io {
        action: "seal",
        path: db.to_owned(),
        source,
    })
}
