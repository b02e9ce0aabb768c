//! Cards named by their ID in a hand-written match file: where a game's action carries a card's
//! whole face (a cast of a card), a person may write `{"card_id": "…"}` and the face is
//! written out from the card data before the file is read.

use std::borrow::Cow;
use std::collections::HashMap;

use serde::de::IgnoredAny;
use serde::Deserialize;
use serde_json::value::RawValue;
use tableside_engine::deck::CardData;
use tableside_engine::json_text::without_bom;
use tableside_engine::GameId;

use crate::error::CliError;

#[derive(Deserialize)]
struct GameOnly {
    game: String,
}

#[derive(Deserialize)]
struct SetupAndLog<'a> {
    setup: Option<GameOnly>,
    #[serde(borrow)]
    log: Option<&'a RawValue>,
    #[serde(flatten)]
    _rest: HashMap<String, IgnoredAny>,
}

/// A `{"card_id": …}` object of the text: its place and the ID.
struct Named {
    start: usize,
    end: usize,
    id: String,
}

/// `text` with each card named by its ID alone written out whole from `data`, in place and on
/// one line, so that every other value keeps its line for a message about it. The text as it
/// is when it names none (or is not a file this reads: the reader says why).
pub fn fill_card_ids<'t>(text: &'t str, data: &dyn CardData) -> Result<Cow<'t, str>, CliError> {
    let text = without_bom(text);
    if !text.contains("card_id") {
        return Ok(Cow::Borrowed(text));
    }
    let Ok(file) = serde_json::from_str::<SetupAndLog<'_>>(text) else {
        return Ok(Cow::Borrowed(text));
    };
    let (Some(setup), Some(log)) = (file.setup, file.log) else {
        return Ok(Cow::Borrowed(text));
    };
    let Some(game) = GameId::from_id(&setup.game).filter(|game| game.has_cards()) else {
        return Ok(Cow::Borrowed(text));
    };
    let mut named = Vec::new();
    find_named(text, log, &mut named);
    if named.is_empty() {
        return Ok(Cow::Borrowed(text));
    }
    let cards = data.cards(game.as_str())?;
    let mut filled = text.to_owned();
    // From the end, so that each place found is still where it was.
    for card in named.iter().rev() {
        let line = text[..card.start].matches('\n').count() + 1;
        let record = cards
            .iter()
            .find(|record| record.id == card.id)
            .ok_or_else(|| CliError::NoSuchCard {
                line,
                game,
                id: card.id.clone(),
            })?;
        let face = match game.card_face(record) {
            Some(face) => face.map_err(|source| CliError::CardFace { line, source })?,
            // The game's actions carry no face: the object is read as written.
            None => continue,
        };
        filled.replace_range(card.start..card.end, &face.to_string());
    }
    Ok(Cow::Owned(filled))
}

/// Each object of `raw` (a part of `text`) that holds a `card_id` and nothing else.
fn find_named(text: &str, raw: &RawValue, found: &mut Vec<Named>) {
    let json = raw.get();
    match json.as_bytes().first() {
        Some(b'{') => {
            let Ok(fields) = serde_json::from_str::<HashMap<String, &RawValue>>(json) else {
                return;
            };
            if let (1, Some(id)) = (fields.len(), fields.get("card_id")) {
                if let Ok(id) = serde_json::from_str::<String>(id.get()) {
                    // `json` is a part of `text`: where it starts there.
                    let start = json.as_ptr() as usize - text.as_ptr() as usize;
                    found.push(Named {
                        start,
                        end: start + json.len(),
                        id,
                    });
                }
                return;
            }
            let mut inner: Vec<&RawValue> = fields.into_values().collect();
            // In the order written, so that the places are found in order.
            inner.sort_by_key(|value| value.get().as_ptr() as usize);
            for value in inner {
                find_named(text, value, found);
            }
        }
        Some(b'[') => {
            if let Ok(items) = serde_json::from_str::<Vec<&RawValue>>(json) {
                for item in items {
                    find_named(text, item, found);
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
#[path = "tests/card_ids.rs"]
mod tests;
