//! The card database: search, and importing a player's exported card list.

use tableside_engine::deck_check::{DeckFile, DeckReport};
use tableside_engine::GameId;
use tableside_store::{CardInfo, ImportReport};
use tauri::State;

use crate::ipc::IpcError;
use crate::state::AppState;

/// Cards of `game` whose name or text matches `query` (every word, any order); an empty query
/// lists the game's cards by name. At most `limit` results.
#[tauri::command]
pub(crate) fn search_cards(
    state: State<'_, AppState>,
    game: GameId,
    query: String,
    limit: u32,
) -> Result<Vec<CardInfo>, IpcError> {
    state.search_cards(game, &query, limit)
}

/// Imports the card list in `json`: all of it, or (with every rejected record listed) none.
#[tauri::command]
pub(crate) fn import_cards(
    state: State<'_, AppState>,
    game: GameId,
    json: String,
) -> Result<ImportReport, IpcError> {
    state.import_cards(game, &json)
}

/// Checks a deck against its format and the database's cards: every problem with its rule.
#[tauri::command]
pub(crate) fn check_deck(
    state: State<'_, AppState>,
    deck: DeckFile,
) -> Result<DeckReport, IpcError> {
    state.check_deck(&deck)
}

#[cfg(test)]
#[path = "tests/cards.rs"]
mod tests;
