//! The database file itself: which one the app works on and what opening it did, and a fresh
//! start from one that would not open (how the platform moves its files: [`files`](super::files)).

use tableside_engine::ErrorCode;
use tableside_store::JournalCheck;

use super::{now_ms, reader_of, serve, AppState};
use crate::ipc::{DatabaseStatus, IpcError, Recovery};

impl AppState {
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
}
