//! Decks, whatever the game: a deck as a file (`{game, format, players?, date?, cards: [{card,
//! count, zone?}]}`), the problems a check finds (one per broken rule, with the cards involved),
//! the errors of a deck that cannot be checked, and where a check finds its cards and formats.
//!
//! Each game's check is its own (`Game::check_deck`); `deck_check` picks the game's.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use tableside_codes::ErrorCode;
use ts_rs::TS;

use crate::card_record::CardRecord;
use crate::date::Date;
use crate::label::Label;
use crate::odds::DeckOdds;
use crate::rule_id::RuleId;

/// One thing wrong with a deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct DeckProblem {
    /// The catalog rule broken.
    pub rule: String,
    /// What is wrong, as an i18n label: the catalogs word it, in the app and in the CLI alike,
    /// so no second wording beside it can say otherwise.
    pub reason: Label,
    /// The card data IDs involved.
    pub cards: Vec<String>,
}

pub fn problem(rule: RuleId, reason: Label, cards: Vec<String>) -> DeckProblem {
    DeckProblem {
        rule: rule.into(),
        reason,
        cards,
    }
}

/// Reprints and alternate printings share a name: names compare without case or surrounding
/// spaces.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// One line of a deck file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct DeckFileEntry {
    /// A card ID or a card name (any case).
    pub card: String,
    pub count: u32,
    /// Where the card goes, for games whose decks have several parts that cards do not tell
    /// apart themselves; the game says which names it knows.
    #[serde(default)]
    pub zone: Option<String>,
}

/// A deck file. Keys other than these (`about`, `expect`) are ignored, as in match files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckFile {
    #[serde(default)]
    pub game: Option<String>,
    #[serde(default)]
    pub format: Option<String>,
    /// How many play, for games whose deck rules depend on it.
    #[serde(default)]
    pub players: Option<usize>,
    /// The day the deck is checked for, `YYYY-MM-DD`, for games whose card legality changes
    /// over time. Left out, today.
    #[serde(default)]
    pub date: Option<String>,
    pub cards: Vec<DeckFileEntry>,
}

/// A deck check's answer: what `tableside-cli check-deck` prints and the app shows.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DeckReport {
    pub legal: bool,
    pub game: String,
    pub format: String,
    pub players: Option<usize>,
    /// The day the deck was checked for, for games whose card legality changes over time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Cards per zone, as the file's entries resolved.
    pub counts: BTreeMap<String, u32>,
    pub problems: Vec<DeckProblem>,
    /// The chances of drawing each card of the deck drawn from, for a game that deals a hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub odds: Option<DeckOdds>,
}

/// What the command line or the file says beyond the format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOptions {
    pub players: Option<usize>,
    /// `YYYY-MM-DD`, as given.
    pub date: Option<String>,
    /// The day to check for when no date is given: the engine has no clock.
    pub today: Date,
}

/// A game's check of one deck.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Checked {
    /// Cards per zone.
    pub counts: BTreeMap<String, u32>,
    /// Copies of each card per zone (zone → card ID → copies), as the entries resolved.
    pub zones: BTreeMap<String, BTreeMap<String, u32>>,
    /// The draw odds of the zone the game deals from (`Game::draw_plan`).
    pub odds: Option<DeckOdds>,
    pub problems: Vec<DeckProblem>,
    /// The day the legality was checked for, when the game's legality depends on one.
    pub date: Option<String>,
}

/// Where a deck check finds formats and cards: the shipped files for the command line, the
/// database (with imported cards) for the app.
pub trait CardData {
    /// The `rules` object of `format`, a format of the game `game` (its ID); `Err` names the
    /// formats there are.
    fn format_rules(&self, game: &str, format: &str) -> Result<serde_json::Value, CardDataError>;
    /// Every card of the game `game` (its ID).
    fn cards(&self, game: &str) -> Result<Vec<CardRecord>, CardDataError>;
}

/// Why a [`CardData`] source, or a card it keeps, cannot serve a game's format or cards. The
/// code is stable; the message is plain English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardDataError {
    /// The ID names no game.
    #[error("`{0}` is not a game")]
    NotAGame(String),
    /// The game (its ID) has no cards in this version: no card data, no deck check.
    #[error("{0} has no cards in this version")]
    NoCards(String),
    /// `format` is not one of the game's formats (`game`, its ID); `known` are those it has,
    /// which the message names so that the next try is right. The game is named by its ID, as
    /// in [`DeckError`]: the cards' sources are the games' own, so this module names none.
    #[error("{}", unknown_format(game, format, known))]
    UnknownFormat {
        game: String,
        format: String,
        known: Vec<String>,
    },
    /// A card kept in the data does not read as the game's card: its ID, and why.
    #[error("the card {id} does not read: {reason}")]
    UnreadableCard { id: String, reason: String },
    /// The source itself cannot be read (the shipped files, the database). Its own error's
    /// message: the engine knows neither the files' errors nor the database's.
    #[error("{0}")]
    Unreadable(String),
}

impl CardDataError {
    /// The stable code the app and its translations branch on.
    pub fn code(&self) -> ErrorCode {
        match self {
            CardDataError::NotAGame(_) => ErrorCode::DeckUnknownGame,
            CardDataError::NoCards(_) => ErrorCode::DeckNoCheck,
            CardDataError::UnknownFormat { .. } => ErrorCode::DeckUnknownFormat,
            CardDataError::UnreadableCard { .. } | CardDataError::Unreadable(_) => {
                ErrorCode::DeckCardData
            }
        }
    }
}

fn unknown_format(game: &str, format: &str, known: &[String]) -> String {
    if known.is_empty() {
        return format!("{game} has no formats");
    }
    format!(
        "`{format}` is not a {game} format; the formats are {}",
        known.join(", ")
    )
}

/// A deck that cannot be checked: bad input, not a broken deck rule. The code is stable; the
/// message is plain English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeckError {
    /// Neither the caller nor the file names the game.
    #[error("no game: give `--game` or a \"game\" in the file")]
    NoGame,
    /// The caller and the file name different games.
    #[error("the deck file is a `{file}` deck, not `{given}` as `--game` says")]
    GameMismatch { file: String, given: String },
    #[error("`{0}` is not a game Tableside knows")]
    UnknownGame(String),
    /// The game is known but has no deck rules in this version.
    #[error("{0} has no deck check in this version")]
    NoDeckCheck(String),
    #[error("no format: give `--format` or a \"format\" in the file")]
    NoFormat,
    /// The format's rules do not read as the game's rules.
    #[error("the rules of `{format}` do not read: {rules}")]
    FormatRules {
        format: String,
        rules: crate::error::RulesError,
    },
    /// The format is not one of the game's (the message names those there are), or the
    /// game's formats or cards could not be read.
    #[error(transparent)]
    CardData(#[from] CardDataError),
    /// A card name matches several cards.
    #[error("{location}: the name `{name}` matches several cards ({ids}): use an ID")]
    AmbiguousCard {
        location: String,
        name: String,
        ids: String,
    },
    /// A zone the game does not know, or a zone where the game has none.
    #[error("{location}: {message}")]
    BadZone { location: String, message: String },
    #[error("date: {0}")]
    BadDate(String),
}

impl DeckError {
    /// The message to show: the error's text with any value from the deck file quoted at
    /// most [`crate::json_text::QUOTE_LIMIT`] characters, however long the file had it.
    pub fn message(&self) -> String {
        crate::json_text::bounded(&self.to_string())
    }

    /// The stable code the app and its translations branch on.
    pub fn code(&self) -> ErrorCode {
        match self {
            DeckError::NoGame => ErrorCode::DeckNoGame,
            DeckError::GameMismatch { .. } => ErrorCode::DeckGameMismatch,
            DeckError::UnknownGame(_) => ErrorCode::DeckUnknownGame,
            DeckError::NoDeckCheck(_) => ErrorCode::DeckNoCheck,
            DeckError::NoFormat => ErrorCode::DeckNoFormat,
            DeckError::FormatRules { .. } => ErrorCode::DeckFormatRules,
            DeckError::CardData(e) => e.code(),
            DeckError::AmbiguousCard { .. } => ErrorCode::DeckAmbiguousCard,
            DeckError::BadZone { .. } => ErrorCode::DeckBadZone,
            DeckError::BadDate(_) => ErrorCode::DeckBadDate,
        }
    }
}

/// A card ID as given, or the ID of the one card with that name. A name no card has is kept
/// as given: the check reports it as unknown with the rest. `location` names the entry for
/// the error of a name several cards share (printings of one card may differ in legality, so
/// such a name is ambiguous too).
pub fn resolve_card(
    cards: &[CardRecord],
    given: &str,
    location: impl FnOnce() -> String,
) -> Result<String, DeckError> {
    if cards.iter().any(|c| c.id == given) {
        return Ok(given.to_owned());
    }
    let wanted = name_key(given);
    let named: Vec<&str> = cards
        .iter()
        .filter(|card| name_key(&card.name) == wanted)
        .map(|card| card.id.as_str())
        .collect();
    match named.as_slice() {
        [] => Ok(given.to_owned()),
        [id] => Ok((*id).to_owned()),
        ids => Err(DeckError::AmbiguousCard {
            location: location(),
            name: given.to_owned(),
            ids: ids.join(", "),
        }),
    }
}

/// Adds `count` cards to `zone` in `counts`.
/// Adds `count` copies of `card` to `zone` of a check's zones.
pub fn place_into(
    zones: &mut BTreeMap<String, BTreeMap<String, u32>>,
    zone: &str,
    card: &str,
    count: u32,
) {
    let copies = zones
        .entry(zone.to_owned())
        .or_default()
        .entry(card.to_owned())
        .or_insert(0);
    *copies = copies.saturating_add(count);
}

pub fn count_into(counts: &mut BTreeMap<String, u32>, zone: &str, count: u32) {
    let total = counts.entry(zone.to_owned()).or_insert(0);
    *total = total.saturating_add(count);
}

#[cfg(test)]
#[path = "tests/deck.rs"]
mod tests;
