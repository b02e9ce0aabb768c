//! The data files built into this binary, found in `cards/<game>/` at build time (`build.rs`):
//! the one place that knows where the shipped data is, for the app and the command line.

use std::sync::OnceLock;

use tableside_engine::deck::{CardData, CardDataError};
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

/// The game named `id` and the shipped files, read.
fn game_and_catalog(id: &str) -> Result<(GameId, &'static Catalog), CardDataError> {
    let game = GameId::from_id(id).ok_or_else(|| CardDataError::NotAGame(id.to_owned()))?;
    // The files are checked when they are built in; a failure here is theirs, told as is.
    let catalog = shipped_catalog().map_err(|e| CardDataError::Unreadable(e.to_string()))?;
    Ok((game, catalog))
}

/// The shipped data as a deck check's source (the command line has no database).
pub struct ShippedCards;

impl CardData for ShippedCards {
    fn format_rules(&self, game: &str, format: &str) -> Result<serde_json::Value, CardDataError> {
        let (game, catalog) = game_and_catalog(game)?;
        let entry = catalog.format(game, format)?;
        Ok(serde_json::Value::Object(entry.rules.clone()))
    }

    fn cards(&self, game: &str) -> Result<Vec<CardRecord>, CardDataError> {
        let (game, catalog) = game_and_catalog(game)?;
        Ok(catalog
            .cards
            .iter()
            .filter(|(of, _)| *of == game)
            .map(|(_, card)| card.clone())
            .collect())
    }
}
