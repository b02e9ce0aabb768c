//! The cards a player owns, and what a deck needs beyond them.

use tableside_engine::GameId;
use tableside_store::{CollectionImport, DeckCard};

use super::Ctx;
use crate::ipc::{DeckListReading, IpcError, MissingCards, SavedDeckCard};

/// The cards of `game` owned, by card ID.
pub(crate) fn collection(ctx: &Ctx<'_>, game: GameId) -> Result<Vec<SavedDeckCard>, IpcError> {
    ctx.state.collection(game)
}

/// Sets how many copies of a card are owned; 0 takes it out.
pub(crate) fn set_owned(
    ctx: &Ctx<'_>,
    game: GameId,
    card_id: String,
    count: u32,
) -> Result<(), IpcError> {
    ctx.state.set_owned(game, &card_id, count)
}

/// Reads a list as the collection, or adds it: all of it, or nothing and every line to fix.
pub(crate) fn import_collection(
    ctx: &Ctx<'_>,
    game: GameId,
    text: String,
    how: CollectionImport,
) -> Result<DeckListReading, IpcError> {
    ctx.state.import_collection(game, &text, how)
}

/// What `cards` need beyond those owned, and the same as a list.
pub(crate) fn missing_cards(
    ctx: &Ctx<'_>,
    game: GameId,
    cards: Vec<DeckCard>,
) -> Result<MissingCards, IpcError> {
    ctx.state.missing_cards(game, cards)
}

#[cfg(test)]
#[path = "tests/collection.rs"]
mod tests;
