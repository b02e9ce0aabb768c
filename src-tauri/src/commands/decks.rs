//! Saved decks: list, save and delete. Checking a deck is [`super::cards::check_deck`].

use tableside_engine::GameId;
use tableside_store::DeckId;
use tauri::State;

use crate::ipc::{IpcError, SaveDeck, SavedDeck};
use crate::state::AppState;

/// A game's saved decks, most recently changed first.
#[tauri::command]
pub(crate) fn list_decks(
    state: State<'_, AppState>,
    game: GameId,
) -> Result<Vec<SavedDeck>, IpcError> {
    state.list_decks(game)
}

/// Saves a new deck or replaces a saved one; answers it as stored.
#[tauri::command]
pub(crate) fn save_deck(state: State<'_, AppState>, deck: SaveDeck) -> Result<SavedDeck, IpcError> {
    state.save_deck(deck)
}

#[tauri::command]
pub(crate) fn delete_deck(state: State<'_, AppState>, id: DeckId) -> Result<(), IpcError> {
    state.delete_deck(id)
}

#[cfg(test)]
#[path = "tests/decks.rs"]
mod tests;
