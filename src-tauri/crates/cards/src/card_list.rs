//! A card list a player imports: a JSON array of the game's card records, or an object with a
//! `cards` array (as the shipped files and exports have it). Its records are read as the
//! game's cards, each one checked and every rejection reported.

use serde_json::Value;
use tableside_engine::json_text::{self, JsonTextError};
use tableside_engine::{CardRecord, GameId, RejectedCard};

use crate::error::{invalid, DataError};

/// What an unreadable imported list names as its file.
pub const IMPORTED_LIST: &str = "imported card list";

/// The list's records read as cards of `game`: the accepted cards and every rejected record.
/// `Err` is text that is not a card list of the game at all.
pub fn read_card_list(
    game: GameId,
    json: &str,
) -> Result<(Vec<CardRecord>, Vec<RejectedCard>), DataError> {
    let records = list_records(game, json)?;
    game.read_cards(records)
        .map_err(|error| invalid(IMPORTED_LIST, "game", error.to_string()))
}

/// The largest card list read: far above any real game's card pool (a list of 100,000 cards
/// with long texts is ~40 MB), small enough that a wrong file cannot exhaust memory.
pub const CARD_LIST_LIMIT: usize = 64 * 1024 * 1024;

fn list_records(game: GameId, json: &str) -> Result<Vec<Value>, DataError> {
    if json.len() > CARD_LIST_LIMIT {
        return Err(invalid(
            IMPORTED_LIST,
            "size",
            format!(
                "the list is {} MB, more than the {} MB a card list may be",
                json.len() / (1024 * 1024),
                CARD_LIST_LIMIT / (1024 * 1024)
            ),
        ));
    }
    let value: Value = json_text::parse(json).map_err(|error| {
        let location = match &error {
            JsonTextError::Syntax { line, column, .. }
            | JsonTextError::Schema { line, column, .. }
            | JsonTextError::Trailing { line, column } => format!("line {line}, column {column}"),
            JsonTextError::NotUtf8 { offset } => format!("byte {offset}"),
        };
        invalid(IMPORTED_LIST, location, error.to_string())
    })?;
    match value {
        Value::Array(records) => Ok(records),
        Value::Object(mut object) => {
            if let Some(named) = object.get("game") {
                if named.as_str() != Some(game.as_str()) {
                    return Err(invalid(
                        IMPORTED_LIST,
                        "game",
                        format!(
                            "the list is for {}, not {}",
                            json_text::shortened(&named.to_string()),
                            game.as_str()
                        ),
                    ));
                }
            }
            match object.remove("cards") {
                Some(Value::Array(records)) => Ok(records),
                _ => Err(invalid(
                    IMPORTED_LIST,
                    "cards",
                    "expected a `cards` array of card records",
                )),
            }
        }
        _ => Err(invalid(
            IMPORTED_LIST,
            "top level",
            "expected an array of card records or an object with a `cards` array",
        )),
    }
}
