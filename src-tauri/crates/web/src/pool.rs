//! The database's files in the origin private file system's pool (the "sahpool" VFS): how a
//! damaged database is moved aside there and read again, for the Recovery screen's fresh
//! starts. The operating system's file calls do not reach these files; the pool's own tools
//! do, copying a file's bytes to a new name and freeing the old one.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use sqlite_wasm_vfs::sahpool::OpfsSAHPoolUtil;
use tableside_core::ipc::IpcError;
use tableside_core::state::files::DatabaseFiles;
use tableside_store::{SalvageReport, Store, StoreError};

thread_local! {
    /// The pool the worker installed, once it has. A worker is one thread, and the pool's
    /// tools are not to be sent to another, so they stay here rather than in the app's state.
    static POOL: RefCell<Option<OpfsSAHPoolUtil>> = const { RefCell::new(None) };
}

/// Keeps `pool` for the worker's files from now on.
pub fn keep(pool: OpfsSAHPoolUtil) {
    POOL.with(|kept| *kept.borrow_mut() = Some(pool));
}

/// `f` of the pool kept, if one is.
pub fn with_pool<T>(f: impl FnOnce(&OpfsSAHPoolUtil) -> T) -> Option<T> {
    POOL.with(|kept| kept.borrow().as_ref().map(f))
}

/// The files of the worker's pool.
pub struct PoolFiles;

impl DatabaseFiles for PoolFiles {
    fn set_aside(&self, path: &Path, now_ms: i64) -> Result<PathBuf, IpcError> {
        let name = path.to_string_lossy();
        let moved = with_pool(|pool| -> Result<PathBuf, IpcError> {
            let aside = unused_name(pool, &format!("{name}.damaged-{now_ms}"));
            // The database first, its log after it; each copied whole before the original is
            // freed, so that a failure half way leaves both, never neither.
            for suffix in ["", "-wal"] {
                let from = format!("{name}{suffix}");
                if !pool.exists(&from).map_err(io)? {
                    continue;
                }
                let bytes = pool.export_db(&from).map_err(io)?;
                pool.import_db_unchecked(&format!("{aside}{suffix}"), &bytes)
                    .map_err(io)?;
                pool.delete_db(&from).map_err(io)?;
            }
            Ok(PathBuf::from(aside))
        });
        moved.unwrap_or_else(|| {
            Err(IpcError::new(
                "STORE_IO",
                "the browser's file pool is not open",
            ))
        })
    }

    fn open(&self, path: &Path) -> Result<Store, StoreError> {
        Store::open_in_vfs(&path.to_string_lossy())
    }

    fn salvage(
        &self,
        into: &mut Store,
        kept_at: &Path,
        path: &Path,
        now_ms: i64,
    ) -> Result<SalvageReport, StoreError> {
        // The file set aside is a copy already, which nothing else opens.
        Ok(into.salvage_from_copy(kept_at, path, now_ms))
    }
}

/// `wanted`, or `wanted` with a number after it where the pool already has that name (a
/// clock that stands still names two set-asides alike).
fn unused_name(pool: &OpfsSAHPoolUtil, wanted: &str) -> String {
    std::iter::once(wanted.to_owned())
        .chain((1..).map(|n| format!("{wanted}-{n}")))
        .find(|name| !pool.exists(name).unwrap_or(false))
        .unwrap_or_else(|| wanted.to_owned())
}

fn io(error: impl std::fmt::Display) -> IpcError {
    IpcError::new(
        "STORE_IO",
        format!("the browser's file system refused to move the database aside: {error}"),
    )
}
