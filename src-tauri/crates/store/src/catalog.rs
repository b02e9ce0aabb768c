//! The shipped catalog as the app reads it: games, their formats, and card search.

use tableside_engine::GameId;

use crate::error::{Result, StoreError};
use crate::queries::{cards, formats, games};
pub use crate::records::{CardInfo, FormatInfo, GameSummary};
use crate::search::{name_key, prefix_query};
use crate::Store;

/// The most results one search returns, whatever the caller asks.
pub const MAX_SEARCH_RESULTS: u32 = 200;

impl Store {
    /// The games with shipped data, in the engine's order.
    pub fn list_games(&self) -> Result<Vec<GameSummary>> {
        let games = games::list_games(&self.conn)?;
        Ok(games
            .into_iter()
            .map(|(id, name)| GameSummary {
                id,
                name,
                playable: id.info().playable,
            })
            .collect())
    }

    /// A game's formats, in the order of its format file.
    pub fn list_formats(&self, game: GameId) -> Result<Vec<FormatInfo>> {
        formats::list_formats(&self.conn, game)
    }

    pub fn get_format(&self, id: &str) -> Result<FormatInfo> {
        formats::get_format(&self.conn, id)?.ok_or_else(|| StoreError::not_found("format", id))
    }

    pub fn get_card(&self, id: &str) -> Result<CardInfo> {
        cards::get_card(&self.conn, id)?.ok_or_else(|| StoreError::not_found("card", id))
    }

    /// Cards of `game` having, for every word of `query`, a word in their name or text that
    /// starts with it; best matches first (a name match outranks a text match). Any text is
    /// safe to pass: it is never read as FTS5 syntax. A query without words lists the game's
    /// cards by name. At most `limit` results, and never more than [`MAX_SEARCH_RESULTS`].
    pub fn search_cards(&self, game: GameId, query: &str, limit: u32) -> Result<Vec<CardInfo>> {
        let limit = limit.min(MAX_SEARCH_RESULTS);
        if limit == 0 {
            return Ok(Vec::new());
        }
        match prefix_query(query) {
            Some(fts) => cards::search_cards(&self.conn, game, &name_key(query), &fts, limit),
            None => cards::list_cards(&self.conn, game, limit),
        }
    }
}

#[cfg(test)]
#[path = "tests/catalog.rs"]
mod tests;
