//! Matches: start, open, act, list, export, delete.

use tableside_engine::{Action, MatchFile};
use tauri::State;

use tableside_store::{MatchId, MatchSummary};

use crate::ipc::{IpcError, MatchChange, MatchSnapshot, NewMatch};
use crate::state::AppState;

#[tauri::command]
pub(crate) fn list_matches(state: State<'_, AppState>) -> Result<Vec<MatchSummary>, IpcError> {
    state.list_matches()
}

#[tauri::command]
pub(crate) fn new_match(
    state: State<'_, AppState>,
    request: NewMatch,
) -> Result<MatchSnapshot, IpcError> {
    state.new_match(request)
}

#[tauri::command]
pub(crate) fn open_match(
    state: State<'_, AppState>,
    id: MatchId,
) -> Result<MatchSnapshot, IpcError> {
    state.open_match(id)
}

/// Every change to a match, undo, redo, rulings and dice included. The answer is what the
/// action changed, not the whole match, so a tap costs the same however long the log is.
#[tauri::command]
pub(crate) fn act(
    state: State<'_, AppState>,
    id: MatchId,
    action: Action,
) -> Result<MatchChange, IpcError> {
    state.act(id, action)
}

#[tauri::command]
pub(crate) fn export_match(state: State<'_, AppState>, id: MatchId) -> Result<MatchFile, IpcError> {
    state.export_match(id)
}

#[tauri::command]
pub(crate) fn delete_match(state: State<'_, AppState>, id: MatchId) -> Result<(), IpcError> {
    state.delete_match(id)
}

#[cfg(test)]
#[path = "tests/matches.rs"]
mod tests;
