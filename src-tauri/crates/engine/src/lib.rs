//! The rules of the games Tableside tracks.
//!
//! A match is its [`Setup`] plus an append-only log of [`Action`]s; its state is the fold of
//! the log. [`Match::apply`] is the one door for every change: it either appends the action
//! and returns the new entry, or refuses with a [`Refusal`] naming the catalog rule and
//! leaves the match untouched. Undo, redo, rulings and dice are actions too.
//!
//! The crate does no IO: no files, no database, no clock (times are passed in), no OS
//! randomness (a seeded ChaCha stream per log entry).
//!
//! Each game is a folder under [`games`] that implements [`Game`] and is registered with one
//! line in `games/mod.rs`; each game's module documentation shows a match played through
//! [`Match`].

pub mod action;
pub mod card_problem;
pub mod card_query;
pub mod card_reading;
pub mod card_record;
pub mod card_text;
pub mod chain;
pub mod clock;
pub mod date;
pub mod deck;
pub mod deck_check;
pub mod deck_list;
pub mod declined;
pub mod error;
#[cfg(test)]
#[path = "tests/every_game.rs"]
mod every_game;
mod fold;
pub mod game;
pub mod games;
pub mod history;
pub mod json_text;
pub mod label;
pub mod matches;
pub mod odds;
#[cfg(test)]
mod one_door;
pub mod random;
mod registry;
pub mod rule_id;
pub mod rules_problem;
pub mod setup;
#[cfg(test)]
#[path = "tests/catalogs.rs"]
mod test_catalogs;
pub mod view;

pub use action::{Action, AdvanceTo, LogEntry};
pub use card_record::{CardProblem, CardProblemCode, CardRecord, RejectedCard};
pub use date::{parse_date, Date, DateError};
pub use deck::{CardDataError, DeckError, DeckProblem};
pub use error::{
    FileActionError, HouseRuleProblem, Refusal, RefusalCode, ReplayError, RulesError, SetupError,
};
pub use game::{Game, HouseRuleBounds, Outcome, Standing};
pub use games::{registry, GameAction, GameId, GameInfo, GameState};
pub use history::{MatchFacts, MatchResult, ScorePoint};
pub use label::{Label, LabelArg};
pub use matches::{EntryKind, LogLine, Match};
pub use random::Die;
pub use rule_id::RuleId;
pub use setup::Setup;
/// The one list of error codes, which every crate above the engine shares.
pub use tableside_codes::ErrorCode;
pub use view::{MatchFile, MatchUpdate, MatchView};
