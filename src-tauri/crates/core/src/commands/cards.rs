//! The card database: search, importing a player's exported card list, and deck checks.

use tableside_engine::deck_check::{DeckFile, DeckReport};
use tableside_engine::odds::{self, PileCard};
use tableside_engine::GameId;
use tableside_store::{CardSearch, ImportReport, SearchField};

use super::Ctx;
use crate::ipc::IpcError;

/// Cards of `game` for `query` in the search language (words, `field:value` filters, `-`,
/// `or`, parentheses); an empty query lists the game's cards by name. At most `limit`
/// results. A query that does not read answers with its problem, not an error.
pub(crate) fn search_cards(
    ctx: &Ctx<'_>,
    game: GameId,
    query: String,
    limit: u32,
) -> Result<CardSearch, IpcError> {
    ctx.state.search_cards(game, &query, limit)
}

/// The fields a search of `game`'s cards filters on, with the values its cards have.
pub(crate) fn search_fields(ctx: &Ctx<'_>, game: GameId) -> Result<Vec<SearchField>, IpcError> {
    ctx.state.search_fields(game)
}

/// Imports the card list in `json`: all of it, or (with every rejected record listed) none.
pub(crate) fn import_cards(
    ctx: &Ctx<'_>,
    game: GameId,
    json: String,
) -> Result<ImportReport, IpcError> {
    ctx.state
        .import_cards(game, &json, &mut |progress| ctx.progress(progress))
}

/// Checks a deck against its format and the database's cards: every problem with its rule.
pub(crate) fn check_deck(ctx: &Ctx<'_>, deck: DeckFile) -> Result<DeckReport, IpcError> {
    ctx.state.check_deck(&deck)
}

/// A sample hand drawn from a deck's pile (its odds' cards): the engine's seeded shuffle.
pub(crate) fn sample_draw(
    _ctx: &Ctx<'_>,
    pile: Vec<PileCard>,
    seed: u32,
    attempt: u32,
    count: u32,
) -> Result<Vec<String>, IpcError> {
    Ok(odds::sample_draw(&pile, u64::from(seed), attempt, count))
}

#[cfg(test)]
#[path = "tests/cards.rs"]
mod tests;
