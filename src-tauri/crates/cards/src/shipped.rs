//! The data files built into this binary, found in `cards/<game>/` at build time (`build.rs`):
//! the one place that knows where the shipped data is, for the app and the command line.

use std::sync::OnceLock;

use tableside_engine::deck::CardData;
use tableside_engine::{CardRecord, GameId};

use crate::catalog::Catalog;
use crate::error::DataError;

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

/// Every shipped data file as `(path under cards/, contents)`, sorted by path.
pub fn shipped_files() -> &'static [(&'static str, &'static str)] {
    SHIPPED_FILES
}

/// The shipped files read and checked, once.
pub fn shipped_catalog() -> Result<&'static Catalog, DataError> {
    static CATALOG: OnceLock<Result<Catalog, DataError>> = OnceLock::new();
    CATALOG
        .get_or_init(|| Catalog::parse(SHIPPED_FILES))
        .as_ref()
        .map_err(Clone::clone)
}

/// The shipped data as a deck check's source (the command line has no database).
pub struct ShippedCards;

impl CardData for ShippedCards {
    fn format_rules(&self, game: &str, format: &str) -> Result<serde_json::Value, String> {
        let game = GameId::from_id(game).ok_or_else(|| format!("`{game}` is not a game"))?;
        let catalog = shipped_catalog().map_err(|e| e.to_string())?;
        let entry = catalog.format(game, format)?;
        Ok(serde_json::Value::Object(entry.rules.clone()))
    }

    fn cards(&self, game: &str) -> Result<Vec<CardRecord>, String> {
        let game = GameId::from_id(game).ok_or_else(|| format!("`{game}` is not a game"))?;
        let catalog = shipped_catalog().map_err(|e| e.to_string())?;
        Ok(catalog
            .cards
            .iter()
            .filter(|(of, _)| *of == game)
            .map(|(_, card)| card.clone())
            .collect())
    }
}
