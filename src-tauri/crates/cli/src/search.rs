//! `search`: a game's cards found by the search language, in the shipped card data or in a
//! database's cards (imported ones too), through the store the app uses.

use std::path::Path;

use tableside_engine::card_query::QueryProblem;
use tableside_engine::GameId;
use tableside_store::{CardSearch, Store};

use crate::english;
use crate::error::CliError;

/// Cards were found.
pub const EXIT_FOUND: u8 = 0;
/// The query reads, and no card answers it.
pub const EXIT_NONE: u8 = 1;
/// The query does not read, or the game or database is not one the command can search.
pub const EXIT_INVALID: u8 = 2;

/// Searches `game`'s cards for `query`: in `db` when given (which must exist), else in the
/// shipped card data.
pub fn search(
    db: Option<&Path>,
    game: &str,
    query: &str,
    limit: u32,
) -> Result<CardSearch, CliError> {
    let game = GameId::from_id(game)
        .filter(|game| game.has_cards())
        .ok_or_else(|| CliError::NoCardsToSearch(game.to_owned()))?;
    let store = match db {
        Some(db) => crate::history::open_existing(db)?,
        None => {
            let mut store = Store::open_in_memory()?;
            store.sync_shipped_data(tableside_store::shipped_files())?;
            store
        }
    };
    Ok(store.search_cards(game, query, limit)?)
}

/// The query with a line of `^` under the part that does not read, and why, in English.
pub fn pointed(query: &str, problem: &QueryProblem) -> String {
    let [start, end] = problem.at.map(|at| at as usize);
    // `at` counts UTF-16 units, as a text field does; a terminal column is a character.
    let mut units = 0;
    let mut columns = (0, 0);
    for (column, c) in query.chars().enumerate() {
        if units == start {
            columns.0 = column;
        }
        if units < end {
            columns.1 = column + 1;
        }
        units += c.len_utf16();
    }
    if start >= units {
        columns = (query.chars().count(), query.chars().count() + 1);
    }
    let width = (columns.1.saturating_sub(columns.0)).max(1);
    format!(
        "  {query}\n  {}{}\n{}\n",
        " ".repeat(columns.0),
        "^".repeat(width),
        english::label(&problem.reason, &[])
    )
}
