//! The rows the store hands out: plain data with the types the app's commands and the UI share
//! (their TypeScript is generated). Every other module of the store uses these; none of them
//! is used back, so the store's modules import each other in one direction.

use serde::{Deserialize, Serialize};
use tableside_engine::GameId;
use ts_rs::TS;

/// A game with shipped data, for the home screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct GameSummary {
    pub id: GameId,
    pub name: String,
    /// Whether this version's engine can run a match of the game.
    pub playable: bool,
}

/// A format of a game: its name and the numbers a match of it is played with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct FormatInfo {
    /// `<game>-<name>`; a match's setup names it.
    pub id: String,
    pub game: GameId,
    pub name: String,
    /// One or two sentences saying how the format differs.
    pub description: String,
    pub min_players: usize,
    pub max_players: usize,
    /// Exactly what goes into a match setup's `rules`.
    pub rules: serde_json::Value,
    /// Whether this version's engine can run a match of the format's game.
    pub playable: bool,
    /// The round limit the format's timed tables usually play, which the clocks offer first.
    pub round: Option<FormatRound>,
}

/// A format's usual round limit, as its data file gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct FormatRound {
    pub minutes: u32,
    /// Whether a rule text gives it; `false` where the rules are silent (the app says so).
    pub verified: bool,
}

/// What a card search found, or why what was typed does not read (with no cards then).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct CardSearch {
    pub cards: Vec<CardInfo>,
    pub problem: Option<tableside_engine::card_query::QueryProblem>,
}

/// A field a search of a game's cards filters on, as the search's help lists it, with the
/// values the game's cards have for it now.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SearchField {
    pub name: String,
    pub aliases: Vec<String>,
    pub kind: tableside_engine::card_query::FieldKind,
    /// A word field's values, in order (the first few).
    pub values: Vec<String>,
    /// A number field's least and greatest value.
    #[ts(type = "[number, number] | null")]
    pub range: Option<[i64; 2]>,
}

/// A card as search results and deck lists show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct CardInfo {
    pub id: String,
    pub game: GameId,
    pub name: String,
    /// The game's card type, e.g. `quest` or `tower`.
    pub kind: String,
    pub text: String,
    /// A card written for this project as an example, not a printed card.
    pub sample: bool,
    /// The game's own fields (colors, costs, the engine's quest ID, …) as a JSON object.
    pub attributes: serde_json::Value,
    /// The part of a deck the card goes to (`GameId::deck_zone`): the engine's answer, which
    /// the deck builder lays a deck out by. Not stored: worked out from the kind when read.
    #[serde(default)]
    pub zone: Option<String>,
}

/// A deck's database ID.
// Serde writes a newtype struct as its inner number, as ts-rs declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
pub struct DeckId(#[ts(type = "number")] pub i64);

impl std::fmt::Display for DeckId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// How many copies of a card a deck holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckCard {
    pub card_id: String,
    pub count: u32,
}

/// A deck. Deck-building rules (sizes, copy limits) are the engine's to check; the store
/// only keeps the deck consistent with the card data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Deck {
    /// `None` for a deck not saved yet.
    pub id: Option<DeckId>,
    pub game: GameId,
    /// The format the deck is built for, if any.
    pub format: Option<String>,
    pub name: String,
    /// Distinct cards, ordered by card ID when read back.
    pub cards: Vec<DeckCard>,
    /// The maybe-board: cards being considered beside the deck, saved with it and never
    /// counted by its check.
    #[serde(default)]
    pub maybe: Vec<DeckCard>,
    #[ts(type = "number")]
    pub created_at_ms: i64,
    #[ts(type = "number")]
    pub updated_at_ms: i64,
    /// The deck's newest version, as read back; a save does not read it.
    #[serde(default)]
    pub version: u32,
}

/// One version of a deck: a save that changed it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckVersion {
    /// Counted from 1.
    pub version: u32,
    #[ts(type = "number")]
    pub saved_at_ms: i64,
    pub name: String,
    pub format: Option<String>,
    /// The version this save went back to, when it did.
    pub back_to: Option<u32>,
    /// How many cards the deck held (its maybe-board not counted).
    pub card_count: u32,
}

/// A deck's version with its cards as saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckVersionCards {
    pub version: DeckVersion,
    pub cards: Vec<DeckCard>,
    pub maybe: Vec<DeckCard>,
}

/// A card whose count differs between two versions of a deck: 0 where it was absent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CardChange {
    pub card_id: String,
    pub before: u32,
    pub after: u32,
}

/// What changed from one version of a deck to another: the cards added and removed (as
/// changes of count), in the deck and in its maybe-board, by card ID.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckDiff {
    pub from: DeckVersion,
    pub to: DeckVersion,
    pub cards: Vec<CardChange>,
    pub maybe: Vec<CardChange>,
}

/// A match's database ID.
// Serde writes a newtype struct as its inner number, as ts-rs declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
pub struct MatchId(#[ts(type = "number")] pub i64);

impl std::fmt::Display for MatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl CardInfo {
    /// A card of `game` as the store keeps it.
    pub fn of(game: GameId, card: tableside_engine::CardRecord) -> CardInfo {
        CardInfo {
            id: card.id,
            game,
            zone: game.deck_zone(&card.kind).map(str::to_owned),
            name: card.name,
            kind: card.kind,
            text: card.text,
            sample: card.sample,
            attributes: card.attributes,
        }
    }
}

/// The card as every game's card is kept, for the game's deck check and table.
impl From<CardInfo> for tableside_engine::CardRecord {
    fn from(card: CardInfo) -> Self {
        tableside_engine::CardRecord {
            id: card.id,
            name: card.name,
            kind: card.kind,
            text: card.text,
            sample: card.sample,
            attributes: card.attributes,
        }
    }
}

/// A player's database ID: one entry of the roster.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
pub struct PlayerId(#[ts(type = "number")] pub i64);

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// How a collection read from a list meets the one kept: the list becomes the collection, or
/// its counts are added to it (a box of new cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum CollectionImport {
    Replace,
    Add,
}
