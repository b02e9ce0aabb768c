//! The shipped catalog as the app reads it: games, their formats, and card search.

use tableside_engine::card_query::{of_collection, FieldKind, OWNED_WORD};
use tableside_engine::GameId;

use crate::error::{Missing, Result, StoreError};
use crate::queries::{cards, formats, games};
pub use crate::records::{CardInfo, CardSearch, FormatInfo, FormatRound, GameSummary, SearchField};
use crate::search::{name_key, prefix_query};
use crate::Store;

/// The most results one search returns, whatever the caller asks.
pub const MAX_SEARCH_RESULTS: u32 = 200;

/// How many of a field's words the search's help lists.
const FIELD_WORDS_SHOWN: usize = 40;

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
        formats::get_format(&self.conn, id)?
            .ok_or_else(|| StoreError::not_found(Missing::Format, id))
    }

    pub fn get_card(&self, id: &str) -> Result<CardInfo> {
        cards::get_card(&self.conn, id)?.ok_or_else(|| StoreError::not_found(Missing::Card, id))
    }

    /// Cards of `game` for what was typed, read by the search language
    /// ([`tableside_engine::card_query`]): plain words only find cards having, for every word,
    /// a word in their name or text that starts with it, best matches first (a name match
    /// outranks a text match); a query with filters, `-`, `or` or quotes finds the cards it
    /// describes, by name. Any text is safe to pass: it is never read as SQL or FTS5 syntax,
    /// and a query that does not read comes back as the search's `problem`, with no cards. A
    /// query without words lists the game's cards by name. At most `limit` results, and never
    /// more than [`MAX_SEARCH_RESULTS`].
    pub fn search_cards(&self, game: GameId, query: &str, limit: u32) -> Result<CardSearch> {
        let limit = limit.min(MAX_SEARCH_RESULTS);
        let parsed = match game.parse_card_query(query) {
            Ok(parsed) => parsed,
            Err(problem) => {
                return Ok(CardSearch {
                    cards: Vec::new(),
                    problem: Some(problem),
                })
            }
        };
        let cards = if limit == 0 {
            Vec::new()
        } else if let Some(words) = parsed.plain_words() {
            match prefix_query(&words) {
                Some(fts) => cards::search_cards(&self.conn, game, &name_key(&words), &fts, limit)?,
                None => cards::list_cards(&self.conn, game, limit)?,
            }
        } else {
            let index = self.search_index.of(&self.conn, game)?;
            let found = index.find(&self.conn, &parsed)?;
            let first: Vec<i64> = found
                .iter()
                .take(limit as usize)
                .map(|place| index.by_name[place as usize])
                .collect();
            cards::cards_by_pk(&self.conn, &first)?
        };
        Ok(CardSearch {
            cards,
            problem: None,
        })
    }

    /// Every field a search of `game`'s cards filters on, with the values its cards have.
    pub fn search_fields(&self, game: GameId) -> Result<Vec<SearchField>> {
        let index = self.search_index.of(&self.conn, game)?;
        let most_owned = index.most_owned(&self.conn)?;
        Ok(game
            .card_field_help()
            .into_iter()
            .map(|field| {
                let of_collection = of_collection(&field.name);
                let (values, range) = match field.kind {
                    FieldKind::Word if of_collection => (vec![OWNED_WORD.to_owned()], None),
                    FieldKind::Number if of_collection => (Vec::new(), Some([0, most_owned])),
                    FieldKind::Word => (index.words(&field.name, FIELD_WORDS_SHOWN), None),
                    FieldKind::Number => (Vec::new(), index.range(&field.name)),
                    FieldKind::Text => (Vec::new(), None),
                };
                SearchField {
                    name: field.name,
                    aliases: field.aliases,
                    kind: field.kind,
                    values,
                    range,
                }
            })
            .collect())
    }
}

#[cfg(test)]
#[path = "tests/catalog.rs"]
mod tests;

#[cfg(test)]
#[path = "tests/card_query.rs"]
mod card_query_tests;
