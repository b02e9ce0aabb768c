//! SQLite storage for Tableside: the shipped games, formats and cards (with full-text card
//! search), decks, and matches with their action logs.
//!
//! The store depends on the engine, never the other way round. A match is stored as its
//! setup plus its log, one durable transaction per action ([`Store::append_action`]), and is
//! loaded by replaying the log through the engine ([`Store::load_match`]), so the database
//! never holds a state the engine did not compute.
//!
//! ```
//! use tableside_engine::{Action, Die, GameId, Match, Setup};
//! use tableside_store::{shipped_files, Store};
//!
//! let mut store = Store::open_in_memory()?;
//! store.sync_shipped_data(shipped_files())?;
//! let game = store.list_games()?.into_iter().find(|g| g.playable).expect("a playable game");
//! let format = store.list_formats(game.id)?.remove(0);
//!
//! let setup = Setup {
//!     game: game.id,
//!     format: format.id,
//!     players: vec!["Ana".into(), "Ben".into()],
//!     seed: 7,
//!     rules: format.rules,
//! };
//! let id = store.create_match(&setup, 1_700_000_000_000)?;
//! let mut live = Match::new(setup)?;
//!
//! let roll = Action::Roll { die: Die::D6, player: Some(0) };
//! live.apply(roll, 1_700_000_001_000)?;
//! store.append_action(id, &live)?; // on disk when this returns
//!
//! assert_eq!(store.load_match(id)?.view(), live.view());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The app opens the database at [`default_db_path`], which the `TABLESIDE_DB` environment
//! variable overrides.

mod card_derived;
mod card_import;
mod catalog;
mod checks;
mod collection;
mod deck_source;
mod deck_versions;
mod decks;
mod error;
mod exchange;
mod files;
mod history;
mod journal;
mod matches;
mod migrations;
mod named;
mod paths;
mod progress;
mod queries;
mod records;
mod recovery;
mod roster;
mod seal;
mod search;
mod search_index;
mod setups;
mod sharing;
mod shipped;
mod sliced_import;
mod stats;
mod store;

#[cfg(test)]
#[path = "tests/played.rs"]
mod played;

pub use card_import::{CheckedImport, ImportReport};
pub use catalog::{
    CardInfo, CardSearch, FormatInfo, FormatRound, GameSummary, SearchField, MAX_SEARCH_RESULTS,
};
pub use collection::{missing_cards, MOST_OWNED};
pub use decks::{Deck, DeckCard, DeckId};
pub use error::{
    CollectionProblem, DeckProblem, MatchFileProblem, Missing, PlayerProblem, Result, StoreError,
};
pub use exchange::{CheckedMatches, HistoryFile, HistoryFileMatch, ImportSummary};
pub use history::{
    HistoryCursor, HistoryEntry, HistoryFilter, HistoryPage, HistorySeat, SeatDeck, SeatOutcome,
    MAX_HISTORY_PAGE,
};
pub use journal::{wal_path, ForeignLog, JournalCheck};
pub use matches::{ImportedMatch, MatchId, MatchSummary};
pub use named::{BadDeckLine, DeckChange, DeckChanges, DeckListReading, SavedDeck, SavedDeckCard};
pub use paths::{default_db_path, DB_ENV_VAR, DB_FILE_NAME};
pub use progress::{Progress, ProgressStage};
pub use records::{CardChange, CollectionImport, DeckDiff, DeckVersion, DeckVersionCards};
pub use recovery::{set_aside_damaged, SalvageReport};
pub use roster::{Player, PlayerId};
pub use seal::seal_path;
pub use sharing::{SharedSeat, SharedTable};
pub use sliced_import::{SlicedImport, SlicedStart};
pub use stats::{
    wilson, DeckRecord, GameLength, Interval, Matchup, PlayerRecord, Record, Statistics,
    StatsQuery, TrendPoint,
};
pub use store::Store;
/// The card data files built into this binary, which the app loads at start-up.
pub use tableside_cards::shipped_files;
pub use tableside_engine::RejectedCard;
