//! A card list a player imports: a JSON array of the game's card records, or an object with a
//! `cards` array (as the shipped files and exports have it). Its records are read as the
//! game's cards, each one checked and every rejection reported.

use serde_json::Value;
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
    game.read_cards(&records)
        .map_err(|message| invalid(IMPORTED_LIST, "game", message))
}

fn list_records(game: GameId, json: &str) -> Result<Vec<Value>, DataError> {
    let value: Value = serde_json::from_str(json).map_err(|error| {
        invalid(
            IMPORTED_LIST,
            format!("line {}, column {}", error.line(), error.column()),
            format!("not JSON: {error}"),
        )
    })?;
    match value {
        Value::Array(records) => Ok(records),
        Value::Object(mut object) => {
            if let Some(named) = object.get("game") {
                if named.as_str() != Some(game.as_str()) {
                    return Err(invalid(
                        IMPORTED_LIST,
                        "game",
                        format!("the list is for {named}, not {}", game.as_str()),
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
