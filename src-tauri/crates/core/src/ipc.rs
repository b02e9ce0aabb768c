//! The shapes that cross the IPC boundary besides the engine's own types.

use serde::{Deserialize, Serialize};
use tableside_engine::clock::MatchTiming;
use tableside_engine::json_text::bounded;
/// The one list of error codes, as every transport gives them.
pub use tableside_engine::ErrorCode;
use tableside_engine::{
    DeckError, GameId, GameInfo, Label, LogLine, MatchUpdate, MatchView, Refusal, ReplayError,
    ScorePoint, Setup, SetupError,
};
pub use tableside_store::{
    BadDeckLine, DeckChange, DeckChanges, DeckListReading, SavedDeck, SavedDeckCard,
};
use tableside_store::{DeckCard, DeckId, HistoryEntry};
use tableside_store::{FormatInfo, MatchId, SalvageReport, StoreError};
use ts_rs::TS;

/// Every command error, as the UI receives it: a stable code and an English message; for a
/// rule refusal also the rule ID, and for it and for a problem whose words name values of
/// their own (a deck's card, a file's version) the reason as an i18n label.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct IpcError {
    /// One of the one list's codes (`tableside_codes`), generated as the UI's `ErrorCode`.
    pub code: ErrorCode,
    pub message: String,
    pub rule: Option<String>,
    pub reason: Option<Label>,
}

impl IpcError {
    /// An error with `code`; the message keeps every value it quotes short
    /// (`json_text::bounded`), whatever the caller sent.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        IpcError {
            code,
            message: bounded(&message.into()),
            rule: None,
            reason: None,
        }
    }
}

impl From<Refusal> for IpcError {
    fn from(refusal: Refusal) -> Self {
        IpcError {
            code: refusal.code.into(),
            // The words are the reason's, in the player's language; the message is for logs.
            message: bounded(&refusal.to_string()),
            rule: refusal.rule,
            reason: Some(refusal.reason.quoting_short()),
        }
    }
}

impl From<DeckError> for IpcError {
    fn from(error: DeckError) -> Self {
        IpcError::new(error.code(), error.message())
    }
}

impl From<ReplayError> for IpcError {
    fn from(error: ReplayError) -> Self {
        IpcError::new(error.code(), error.to_string())
    }
}

impl From<SetupError> for IpcError {
    /// A game's refusal of the rules, or a house rule that does not fit, comes with its
    /// reason as a label, for the table to read in its own language; the message keeps the
    /// label's key and values.
    fn from(error: SetupError) -> Self {
        IpcError {
            reason: error.label().map(Label::quoting_short),
            ..IpcError::new(error.code(), error.to_string())
        }
    }
}

impl From<StoreError> for IpcError {
    /// A problem the catalogs word with its values (`errors.<CODE>`) comes with them as a
    /// label, its text values quoted short as the message's are.
    fn from(error: StoreError) -> Self {
        IpcError {
            reason: error.label().map(Label::quoting_short),
            ..IpcError::new(error.code(), error.to_string())
        }
    }
}

/// The database the app works on, for the start screen: a problem opening it shows the
/// recovery screen instead of home.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DatabaseStatus {
    /// The file (`:memory:` in tests).
    pub path: String,
    /// Why it could not be opened (`STORE_CORRUPT`, `STORE_NOT_TABLESIDE`, `STORE_TOO_NEW`,
    /// …); `None` when it is in use.
    pub problem: Option<IpcError>,
    /// A write-ahead log found beside the file that was not the file's own, where it went,
    /// and why (`WAL_OF_ANOTHER_DATABASE`, …).
    pub set_aside_log: Option<String>,
    pub set_aside_reason: Option<ErrorCode>,
    /// After a fresh start: where the old file was kept and what came over from it.
    pub recovered: Option<Recovery>,
}

/// What a fresh start did with the file that would not open.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct Recovery {
    pub kept_at: String,
    /// `None` when the table chose to start empty.
    pub salvage: Option<SalvageReport>,
}

/// What an action changed in a match, and the match's database ID: the answer to a tap.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct MatchChange {
    pub id: MatchId,
    pub update: MatchUpdate,
}

/// A match and its database ID.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct MatchSnapshot {
    pub id: MatchId,
    pub view: MatchView,
}

/// What the new-match form sends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct NewMatch {
    pub game: GameId,
    pub format: String,
    pub players: Vec<String>,
    /// The saved deck each seat plays, in seat order; missing or `null` for none.
    #[serde(default)]
    #[ts(optional)]
    pub decks: Option<Vec<Option<DeckId>>>,
    /// The table's changes to the format's numbers, by rule (`{ "starting_life": 40 }`); each
    /// must be a rule the format sets. Missing: the format as it is.
    #[serde(default)]
    #[ts(optional, type = "{ [rule in string]?: JsonValue }")]
    pub house_rules: Option<serde_json::Map<String, serde_json::Value>>,
}

/// A match as its detail screen shows it: how it went in history, its whole log, and each
/// seat's headline number after every entry.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct MatchDetail {
    pub entry: HistoryEntry,
    pub setup: Setup,
    pub log: Vec<LogLine>,
    /// The start, then one point per entry.
    pub series: Vec<ScorePoint>,
    /// The match's length and each seat's time and turns, from its entries' times.
    pub timing: MatchTiming,
}

/// A game on the home screen, with the formats the card data ships for it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct GameEntry {
    pub info: GameInfo,
    pub formats: Vec<FormatInfo>,
}

/// A part of a deck to write as text under its heading, in the reader's language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct DeckListPart {
    pub heading: String,
    pub cards: Vec<DeckCard>,
}

impl From<DeckListPart> for tableside_engine::deck_list::DeckListSection {
    fn from(part: DeckListPart) -> Self {
        tableside_engine::deck_list::DeckListSection {
            heading: part.heading,
            cards: part
                .cards
                .into_iter()
                .map(|card| tableside_engine::deck_list::DeckListEntry {
                    card: card.card_id,
                    count: card.count,
                })
                .collect(),
        }
    }
}

/// What the card screen sends to save a deck: a new one without `id`, else a replacement.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct SaveDeck {
    pub id: Option<DeckId>,
    pub game: GameId,
    pub name: String,
    pub format: Option<String>,
    pub cards: Vec<DeckCard>,
    /// The maybe-board.
    #[serde(default)]
    pub maybe: Vec<DeckCard>,
}

/// What a deck needs beyond the cards owned: each card short and how many, and the same as a
/// list to take to a shop (the deck list's text, which reads back as these cards).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct MissingCards {
    pub cards: Vec<SavedDeckCard>,
    pub text: String,
}
