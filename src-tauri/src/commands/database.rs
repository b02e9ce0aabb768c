//! The database file itself: its state at start-up, and a fresh start from one that would not
//! open.

use tauri::{AppHandle, Runtime, State};

use crate::ipc::{DatabaseStatus, IpcError};
use crate::state::AppState;

/// Which file the app works on and whether it opened; the UI asks first, before home.
#[tauri::command]
pub(crate) fn database_status(state: State<'_, AppState>) -> DatabaseStatus {
    state.database_status()
}

/// Keeps a file that would not open aside and starts a fresh database, carrying over what
/// still reads when `salvage` is set.
#[tauri::command]
pub(crate) fn start_fresh_database(
    state: State<'_, AppState>,
    salvage: bool,
) -> Result<DatabaseStatus, IpcError> {
    state.start_fresh(salvage)
}

/// Quits the app, for a table that would rather not touch the file now.
#[tauri::command]
pub(crate) fn quit_app<R: Runtime>(app: AppHandle<R>) {
    app.exit(0);
}

#[cfg(test)]
#[path = "tests/database.rs"]
mod tests;
