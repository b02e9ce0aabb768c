//! The database's files in the origin private file system's pool (the "sahpool" VFS): how a
//! damaged database is moved aside there and read again, for the Recovery screen's fresh
//! starts. The operating system's file calls do not reach these files; the pool's own tools
//! do, copying a file's bytes to a new name and freeing the old one.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use sqlite_wasm_vfs::sahpool::OpfsSAHPoolUtil;
use tableside_core::ipc::ErrorCode;
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
            // Both files copied whole before either is freed, and the log freed before the
            // database: a failure half way leaves the original whole, never a database beside
            // a log that is not its own.
            copy_with_log(pool, &name, &aside).map_err(io)?;
            for file in [format!("{name}-wal"), name.to_string()] {
                pool.delete_db(&file).map_err(io)?;
            }
            Ok(PathBuf::from(aside))
        });
        moved.unwrap_or_else(|| {
            Err(IpcError::new(
                ErrorCode::StoreIo,
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
        // Read from a scratch copy, as on the desktop: reading replays a log into its file,
        // and the file set aside stays as it was.
        let kept = kept_at.to_string_lossy();
        let scratch = format!("{kept}.salvage");
        let copied = with_pool(|pool| copy_with_log(pool, &kept, &scratch));
        match copied {
            Some(Ok(())) => {}
            Some(Err(error)) => return Err(vfs_failure(&error)),
            None => return Err(vfs_failure(&"the browser's file pool is not open")),
        }
        let report = into.salvage_from_copy(Path::new(&scratch), path, now_ms);
        with_pool(|pool| {
            for file in [format!("{scratch}-wal"), scratch.clone()] {
                // A scratch copy left behind is only space, freed at the next salvage's name.
                let _ = pool.delete_db(&file);
            }
        });
        Ok(report)
    }
}

/// Copies the database `from` and its log, where it has one, to `to` in the pool.
fn copy_with_log(
    pool: &OpfsSAHPoolUtil,
    from: &str,
    to: &str,
) -> Result<(), sqlite_wasm_vfs::sahpool::OpfsSAHError> {
    for suffix in ["", "-wal"] {
        let file = format!("{from}{suffix}");
        if pool.exists(&file)? {
            let bytes = pool.export_db(&file)?;
            pool.import_db_unchecked(&format!("{to}{suffix}"), &bytes)?;
        }
    }
    Ok(())
}

/// A failure of the pool's, as the store reports one.
fn vfs_failure(error: &dyn std::fmt::Display) -> StoreError {
    StoreError::Io {
        action: "copy the database set aside",
        path: PathBuf::from("(the browser's file pool)"),
        source: std::io::Error::other(error.to_string()),
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
        ErrorCode::StoreIo,
        format!("the browser's file system refused to move the database aside: {error}"),
    )
}
