//! The files beside the database: names made from its path, short reads of headers, scratch
//! copies and renames. Every failure is a [`StoreError::Io`] naming the file and what was
//! being done to it.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::error::{Result, StoreError};

/// `path` with `suffix` appended to its file name (`tableside.sqlite3` + `-wal`).
pub(crate) fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// `path`, or `path.2`, `path.3`, … when it is taken: a rename never replaces a kept file.
pub(crate) fn unused(path: &Path) -> PathBuf {
    std::iter::once(path.to_owned())
        .chain((2..).map(|n| suffixed(path, &format!(".{n}"))))
        .find(|candidate| !candidate.exists())
        .unwrap_or_else(|| path.to_owned())
}

/// The file's length; `None` when it does not exist.
pub(crate) fn length(path: &Path) -> Result<Option<u64>> {
    match std::fs::metadata(path) {
        Ok(metadata) => Ok(Some(metadata.len())),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(io("read", path, source)),
    }
}

/// Up to `len` bytes from the file's start; `None` when it does not exist.
pub(crate) fn read_prefix(path: &Path, len: usize) -> Result<Option<Vec<u8>>> {
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => return Err(io("read", path, source)),
    };
    let mut bytes = Vec::with_capacity(len);
    file.take(len as u64)
        .read_to_end(&mut bytes)
        .map_err(|source| io("read", path, source))?;
    Ok(Some(bytes))
}

/// A scratch folder for copies of the database at `db`, removed when dropped.
pub(crate) fn scratch(db: &Path) -> Result<tempfile::TempDir> {
    tempfile::tempdir().map_err(|source| io("create a scratch folder for", db, source))
}

/// Copies `from` to `to`, when `from` exists.
pub(crate) fn copy_if_there(from: &Path, to: &Path) -> Result<()> {
    match std::fs::copy(from, to) {
        Ok(_) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(io("copy aside", from, source)),
    }
}

/// Renames `from` to `to`, when `from` exists.
pub(crate) fn set_aside(from: &Path, to: &Path) -> Result<()> {
    match std::fs::rename(from, to) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(io("set aside", from, source)),
    }
}

fn io(action: &'static str, path: &Path, source: std::io::Error) -> StoreError {
    StoreError::Io {
        action,
        path: path.to_owned(),
        source,
    }
}
