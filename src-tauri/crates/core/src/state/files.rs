//! Where the database's file lives, which decides how a damaged one is moved out of the way
//! and what can be read of it carried over (the Recovery screen's fresh starts,
//! [`AppState::start_fresh`](super::AppState::start_fresh)).
//!
//! On the desktop these are the operating system's files: the file is renamed aside and read
//! from a scratch copy. A browser's files sit in a VFS that only its platform can move a file
//! in (the origin private file system's pool, `tableside-web`), so the platform hands in its
//! own [`DatabaseFiles`].

use std::path::{Path, PathBuf};

use tableside_store::{SalvageReport, Store, StoreError};

use crate::ipc::IpcError;

/// How a platform keeps, reopens and reads its database's files.
pub trait DatabaseFiles: Send + Sync {
    /// Moves the database at `path` (and its log) aside under a name of its own, never
    /// deleting it; where it is kept now.
    fn set_aside(&self, path: &Path, now_ms: i64) -> Result<PathBuf, IpcError>;

    /// Opens the database at `path` as the app works on it, creating it when there is none.
    fn open(&self, path: &Path) -> Result<Store, StoreError>;

    /// Carries what still reads of the file kept at `kept_at` (set aside from `path`) into
    /// `into`.
    fn salvage(
        &self,
        into: &mut Store,
        kept_at: &Path,
        path: &Path,
        now_ms: i64,
    ) -> Result<SalvageReport, StoreError>;
}

/// The operating system's files: renamed aside as `<file>.damaged-<time>`, opened with every
/// check of [`Store::open`], salvaged from a scratch copy of the file kept.
pub struct OsFiles;

impl DatabaseFiles for OsFiles {
    fn set_aside(&self, path: &Path, now_ms: i64) -> Result<PathBuf, IpcError> {
        Ok(tableside_store::set_aside_damaged(path, now_ms)?)
    }

    fn open(&self, path: &Path) -> Result<Store, StoreError> {
        Store::open(path)
    }

    fn salvage(
        &self,
        into: &mut Store,
        kept_at: &Path,
        _path: &Path,
        now_ms: i64,
    ) -> Result<SalvageReport, StoreError> {
        into.salvage_from(kept_at, now_ms)
    }
}
