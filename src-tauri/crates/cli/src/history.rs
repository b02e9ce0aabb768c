//! Match history over a database file: `export`, `import` and `stats`, through the store the
//! app uses, so a file the CLI writes is one the app reads and the other way round.

use std::path::Path;

use tableside_engine::GameId;
use tableside_store::{HistoryFilter, MatchId, StatsQuery, Store};

use crate::args::ExportWhat;
use crate::error::CliError;

/// The command did what it was asked.
pub const EXIT_DONE: u8 = 0;
/// The database, a name or the input is not what the command needs.
pub const EXIT_INVALID: u8 = 2;

/// Opens an existing database: a path that is not there is an error, not a new database.
pub fn open_existing(db: &Path) -> Result<Store, CliError> {
    if !db.exists() {
        return Err(CliError::NoDatabase(db.to_owned()));
    }
    open(db)
}

/// Opens (or creates) a database and brings the shipped data into it, as the app does.
pub fn open(db: &Path) -> Result<Store, CliError> {
    let mut store = Store::open(db)?;
    store.sync_shipped_data(tableside_store::shipped_files())?;
    Ok(store)
}

/// What `export` writes: JSON for a history or a match file, CSV text.
pub fn export(store: &Store, what: &ExportWhat) -> Result<String, CliError> {
    let json =
        |value: serde_json::Result<String>| value.map(|text| text + "\n").map_err(CliError::Answer);
    match what {
        ExportWhat::All => json(serde_json::to_string_pretty(&store.export_history()?)),
        ExportWhat::Match(id) => json(serde_json::to_string_pretty(
            &store.export_match(MatchId(*id))?,
        )),
        ExportWhat::Csv => Ok(store.history_csv(&HistoryFilter::default())?),
    }
}

/// The statistics `stats` prints; names are looked up in the roster as it folds them (any
/// case, no diacritics).
pub fn stats(
    store: &Store,
    game: Option<&str>,
    format: Option<&str>,
    player: Option<&str>,
    opponent: Option<&str>,
) -> Result<tableside_store::Statistics, CliError> {
    let game = game
        .map(|id| {
            GameId::ALL
                .iter()
                .copied()
                .find(|g| g.as_str() == id)
                .ok_or_else(|| CliError::NoSuchGame(id.to_owned()))
        })
        .transpose()?;
    let find = |name: &str| match store.find_player(name)? {
        Some(player) => Ok(player.id),
        None => Err(CliError::NoSuchPlayer(name.to_owned())),
    };
    let query = StatsQuery {
        game,
        format: format.map(str::to_owned),
        player: player.map(find).transpose()?,
        opponent: opponent.map(find).transpose()?,
        ..StatsQuery::default()
    };
    Ok(store.statistics(&query)?)
}

#[cfg(test)]
#[path = "tests/history.rs"]
mod tests;
