//! Saved decks: list, save, delete and bring back, their versions, and deck lists read from
//! text. Checking a deck is [`super::cards::check_deck`].

use tableside_engine::GameId;
use tableside_store::{DeckId, DeckVersion};

use super::Ctx;
use crate::ipc::{DeckChanges, DeckListPart, DeckListReading, IpcError, SaveDeck, SavedDeck};

/// A game's saved decks, most recently changed first.
pub(crate) fn list_decks(ctx: &Ctx<'_>, game: GameId) -> Result<Vec<SavedDeck>, IpcError> {
    ctx.state.list_decks(game)
}

/// Saves a new deck or replaces a saved one; answers it as stored.
pub(crate) fn save_deck(ctx: &Ctx<'_>, deck: SaveDeck) -> Result<SavedDeck, IpcError> {
    ctx.state.save_deck(deck)
}

/// Deletes a deck; `restore_deck` brings it back until another deck is deleted.
pub(crate) fn delete_deck(ctx: &Ctx<'_>, id: DeckId) -> Result<(), IpcError> {
    ctx.state.delete_deck(id)
}

/// Undoes the last delete: the deck comes back as it was, with its ID.
pub(crate) fn restore_deck(ctx: &Ctx<'_>, id: DeckId) -> Result<SavedDeck, IpcError> {
    ctx.state.restore_deck(id)
}

/// Reads a deck list written as text (`3 Fire Spirit` a line) against the game's cards: the
/// cards, or every line to fix.
pub(crate) fn read_deck_list(
    ctx: &Ctx<'_>,
    game: GameId,
    text: String,
) -> Result<DeckListReading, IpcError> {
    ctx.state.read_deck_list(game, &text)
}

/// The deck as text, a line per card under each part's heading, that `read_deck_list` reads
/// back as the same deck.
pub(crate) fn write_deck_list(
    ctx: &Ctx<'_>,
    game: GameId,
    parts: Vec<DeckListPart>,
) -> Result<String, IpcError> {
    ctx.state.write_deck_list(game, parts)
}

/// A deck's versions, newest first.
pub(crate) fn deck_versions(ctx: &Ctx<'_>, id: DeckId) -> Result<Vec<DeckVersion>, IpcError> {
    ctx.state.deck_versions(id)
}

/// The cards added and taken out from version `from` of a deck to version `to`.
pub(crate) fn compare_deck_versions(
    ctx: &Ctx<'_>,
    id: DeckId,
    from: u32,
    to: u32,
) -> Result<DeckChanges, IpcError> {
    ctx.state.compare_deck_versions(id, from, to)
}

/// Goes back to a version: the deck as it was then, saved as its next version.
pub(crate) fn restore_deck_version(
    ctx: &Ctx<'_>,
    id: DeckId,
    version: u32,
) -> Result<SavedDeck, IpcError> {
    ctx.state.restore_deck_version(id, version)
}

#[cfg(test)]
#[path = "tests/decks.rs"]
mod tests;
