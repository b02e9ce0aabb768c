//! Saved decks: list, save, delete and bring back, and deck lists read from text. Checking a
//! deck is [`super::cards::check_deck`].

use tableside_engine::GameId;
use tableside_store::DeckId;
use tauri::State;

use crate::ipc::{DeckListPart, DeckListReading, IpcError, SaveDeck, SavedDeck};
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

/// Deletes a deck; `restore_deck` brings it back until another deck is deleted.
#[tauri::command]
pub(crate) fn delete_deck(state: State<'_, AppState>, id: DeckId) -> Result<(), IpcError> {
    state.delete_deck(id)
}

/// Undoes the last delete: the deck comes back as it was, with its ID.
#[tauri::command]
pub(crate) fn restore_deck(state: State<'_, AppState>, id: DeckId) -> Result<SavedDeck, IpcError> {
    state.restore_deck(id)
}

/// Reads a deck list written as text (`3 Fire Spirit` a line) against the game's cards: the
/// cards, or every line to fix.
#[tauri::command]
pub(crate) fn read_deck_list(
    state: State<'_, AppState>,
    game: GameId,
    text: String,
) -> Result<DeckListReading, IpcError> {
    state.read_deck_list(game, &text)
}

/// The deck as text, a line per card under each part's heading, that `read_deck_list` reads
/// back as the same deck.
#[tauri::command]
pub(crate) fn write_deck_list(
    state: State<'_, AppState>,
    game: GameId,
    parts: Vec<DeckListPart>,
) -> Result<String, IpcError> {
    state.write_deck_list(game, parts)
}

#[cfg(test)]
#[path = "tests/decks.rs"]
mod tests;
