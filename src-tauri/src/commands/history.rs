//! Match history: the list with its filters, a match's detail and the table at any entry,
//! the roster, statistics, and matches in and out as files.

use tableside_engine::MatchView;
use tableside_store::{
    HistoryCursor, HistoryFilter, HistoryPage, ImportSummary, MatchId, Player, PlayerId,
    Statistics, StatsQuery,
};
use tauri::State;

use crate::ipc::{IpcError, MatchDetail, MatchSnapshot};
use crate::state::AppState;

#[tauri::command]
pub(crate) fn history(
    state: State<'_, AppState>,
    filter: HistoryFilter,
    after: Option<HistoryCursor>,
    limit: u32,
) -> Result<HistoryPage, IpcError> {
    state.with_store(|store| store.history(&filter, after, limit))
}

#[tauri::command]
pub(crate) fn match_detail(
    state: State<'_, AppState>,
    id: MatchId,
) -> Result<MatchDetail, IpcError> {
    state.match_detail(id)
}

/// The table of match `id` as it was after its first `entries` entries.
#[tauri::command]
pub(crate) fn match_at(
    state: State<'_, AppState>,
    id: MatchId,
    entries: u32,
) -> Result<MatchView, IpcError> {
    state.match_at(id, entries)
}

/// A new match with the same seats, decks and format, from history or the end of a match.
#[tauri::command]
pub(crate) fn rematch(state: State<'_, AppState>, id: MatchId) -> Result<MatchSnapshot, IpcError> {
    state.rematch(id)
}

#[tauri::command]
pub(crate) fn abandon_match(state: State<'_, AppState>, id: MatchId) -> Result<(), IpcError> {
    state.with_store_mut(|store| store.abandon_match(id))
}

#[tauri::command]
pub(crate) fn list_players(state: State<'_, AppState>) -> Result<Vec<Player>, IpcError> {
    state.with_store(|store| store.list_players())
}

#[tauri::command]
pub(crate) fn rename_player(
    state: State<'_, AppState>,
    id: PlayerId,
    name: String,
) -> Result<Player, IpcError> {
    state.with_store_mut(|store| store.rename_player(id, &name))
}

#[tauri::command]
pub(crate) fn merge_players(
    state: State<'_, AppState>,
    from: PlayerId,
    into: PlayerId,
) -> Result<Player, IpcError> {
    state.with_store_mut(|store| store.merge_players(from, into))
}

#[tauri::command]
pub(crate) fn statistics(
    state: State<'_, AppState>,
    query: StatsQuery,
) -> Result<Statistics, IpcError> {
    state.with_store(|store| store.statistics(&query))
}

/// Every match as one file (JSON text), for another device.
#[tauri::command]
pub(crate) fn export_history(state: State<'_, AppState>) -> Result<String, IpcError> {
    state.with_store(|store| {
        store
            .export_history()
            .map(|file| serde_json::to_string_pretty(&file).unwrap_or_default())
    })
}

/// The history matching `filter` as CSV text.
#[tauri::command]
pub(crate) fn export_history_csv(
    state: State<'_, AppState>,
    filter: HistoryFilter,
) -> Result<String, IpcError> {
    state.with_store(|store| store.history_csv(&filter))
}

/// A match file or a history file's text: all of it, or nothing.
#[tauri::command]
pub(crate) fn import_matches(
    state: State<'_, AppState>,
    text: String,
) -> Result<ImportSummary, IpcError> {
    state.import_matches(&text)
}

#[cfg(test)]
#[path = "tests/history.rs"]
mod tests;
