//! Games and formats.

use tauri::State;

use crate::ipc::{GameEntry, IpcError};
use crate::state::AppState;

/// Every game, with its formats; `info.playable` says which can be started.
#[tauri::command]
pub(crate) fn list_games(state: State<'_, AppState>) -> Result<Vec<GameEntry>, IpcError> {
    state.list_games()
}

#[cfg(test)]
#[path = "tests/games.rs"]
mod tests;
