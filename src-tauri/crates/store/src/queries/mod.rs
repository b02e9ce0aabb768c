//! SQL, one module per table, over a plain connection or transaction. Functions are named
//! `get_` (one row or `None`), `list_` (several rows), `insert_`/`upsert_`/`update_` and
//! `delete_`. The public API in the crate root wraps them in transactions and turns rows
//! into the types the app sees.

pub(crate) mod cards;
pub(crate) mod collection;
pub(crate) mod deck_versions;
pub(crate) mod decks;
pub(crate) mod formats;
pub(crate) mod games;
pub(crate) mod history;
pub(crate) mod matches;
pub(crate) mod meta;
pub(crate) mod players;

use serde::de::DeserializeOwned;
use tableside_engine::GameId;

use crate::error::{Result, StoreError};

/// Keeps a read of `cards c` (the cards, a deck's cards, the search index built from them) to
/// the rows an import has published: an import written in slices hides its rows until its last
/// slice (migration 010, `card_import::SlicedImport`). The subquery names no column of `c`, so
/// SQLite works it out once a statement, not once a row.
pub(crate) const VISIBLE: &str =
    "c.pk <= (SELECT coalesce(max(visible_up_to), 9223372036854775807) FROM card_import_pending)";

/// Reads a game ID stored as text.
pub(crate) fn parse_game(text: &str) -> Result<GameId> {
    serde_json::from_value(serde_json::Value::String(text.to_owned()))
        .map_err(|_| StoreError::bad_row("game ID", format!("unknown game `{text}`")))
}

/// Reads a JSON column; `what` names it in the error.
pub(crate) fn parse_json<T: DeserializeOwned>(what: &'static str, text: &str) -> Result<T> {
    serde_json::from_str(text).map_err(|e| StoreError::bad_row(what, e))
}

/// Writes a value into a JSON column. Serializing the crate's and the engine's plain data
/// types cannot fail (no maps with non-string keys, no failing `Serialize` impls).
pub(crate) fn to_json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value)
        .unwrap_or_else(|e| unreachable!("plain data always serializes: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tableside_engine::ErrorCode;

    #[test]
    fn every_engine_game_id_reads_back() {
        for game in GameId::ALL {
            assert_eq!(parse_game(game.as_str()).ok(), Some(*game));
        }
        assert_eq!(
            parse_game("chess").err().map(|e| e.code()),
            Some(ErrorCode::StoreBadRow)
        );
    }
}
