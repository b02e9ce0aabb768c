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
//! ```
//! use tableside_engine::{Action, GameAction, GameId, Match, Setup};
//! use tableside_engine::games::conjure::{self, FirstPlayerMethod};
//!
//! let setup = Setup {
//!     game: GameId::Conjure,
//!     format: "conjure-standard".into(),
//!     players: vec!["Ana".into(), "Ben".into()],
//!     seed: 7,
//!     rules: serde_json::Value::Null,
//! };
//! let mut game = Match::new(setup).unwrap();
//! let pick = conjure::Action::PickFirstPlayer { method: FirstPlayerMethod::Coin };
//! game.apply(Action::Play { play: GameAction::Conjure(pick) }, 0).unwrap();
//!
//! // Drawing during the Recharge phase is refused by rule CTC-TURN-1.
//! let draw = Action::Play { play: GameAction::Conjure(conjure::Action::Draw) };
//! let refusal = game.apply(draw, 1).unwrap_err();
//! assert_eq!(refusal.rule.as_deref(), Some("CTC-TURN-1"));
//! assert_eq!(game.log().len(), 1);
//! ```

pub mod action;
pub mod chain;
pub mod deck;
pub mod deck_check;
pub mod error;
pub mod game;
pub mod games;
pub mod label;
pub mod matches;
pub mod random;
pub mod setup;
pub mod view;

pub use action::{Action, LogEntry};
pub use deck::DeckProblem;
pub use error::{Refusal, RefusalCode, ReplayError, SetupError};
pub use game::{registry, Game, GameAction, GameId, GameInfo, GameState, Outcome};
pub use label::{Label, LabelArg};
pub use matches::{EntryKind, LogLine, Match};
pub use random::Die;
pub use setup::Setup;
pub use view::{MatchFile, MatchView};
