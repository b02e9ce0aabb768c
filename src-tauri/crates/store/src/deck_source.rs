//! The database as a deck check's card source: the shipped cards and every imported one, so a
//! deck using an imported card checks the same as one of shipped cards.

use tableside_engine::deck::{CardData, CardDataError};
use tableside_engine::{CardRecord, GameId};

use crate::queries::cards;
use crate::Store;

/// More cards than any game has; the deck check needs all of them, not a page.
const EVERY_CARD: u32 = u32::MAX;

fn game_named(id: &str) -> Result<GameId, CardDataError> {
    GameId::from_id(id).ok_or_else(|| CardDataError::NotAGame(id.to_owned()))
}

impl CardData for Store {
    fn format_rules(&self, game: &str, format: &str) -> Result<serde_json::Value, CardDataError> {
        let game = game_named(game)?;
        let formats = self
            .list_formats(game)
            .map_err(|e| CardDataError::Unreadable(format!("the formats cannot be read: {e}")))?;
        if let Some(found) = formats.iter().find(|f| f.id == format) {
            return Ok(found.rules.clone());
        }
        Err(CardDataError::UnknownFormat {
            game: game.as_str().to_owned(),
            format: format.to_owned(),
            known: formats.into_iter().map(|f| f.id).collect(),
        })
    }

    fn cards(&self, game: &str) -> Result<Vec<CardRecord>, CardDataError> {
        let game = game_named(game)?;
        let cards = cards::list_cards(&self.conn, game, EVERY_CARD).map_err(|e| {
            CardDataError::Unreadable(format!(
                "the cards of {} cannot be read: {e}",
                game.as_str()
            ))
        })?;
        Ok(cards.into_iter().map(CardRecord::from).collect())
    }
}

#[cfg(test)]
#[path = "tests/deck_source.rs"]
mod tests;
