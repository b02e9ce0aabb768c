//! The shipped card data, embedded at build time from `cards/`.
//!
//! The CLI reads the same files the app ships, with `include_str!`, rather than depending on the
//! store: the store brings SQLite (a C build) and a database the CLI has no use for, and the
//! dependency rule keeps the CLI beside the store, on the engine only. The files' full checks
//! live in the store (run by its tests on these very files); here only what a deck check needs
//! is read: formats' rules and cards through the engine's card model.

use serde::Deserialize;
use tableside_engine::deck_check::CardData;
use tableside_engine::games::{conjure, elestrals};
use tableside_engine::GameId;

const CONJURE_FORMATS: &str = include_str!("../../../../cards/conjure/formats.json");
const CONJURE_CARDS: &str = include_str!("../../../../cards/conjure/cards.json");
const ELESTRALS_FORMATS: &str = include_str!("../../../../cards/elestrals/formats.json");
const ELESTRALS_CARDS: &str = include_str!("../../../../cards/elestrals/cards.json");

#[derive(Deserialize)]
struct FormatsFile {
    formats: Vec<FormatEntry>,
}

#[derive(Deserialize)]
struct FormatEntry {
    id: String,
    #[serde(default)]
    rules: serde_json::Value,
}

#[derive(Deserialize)]
struct CardsFile {
    cards: Vec<CardEntry>,
}

#[derive(Deserialize)]
struct CardEntry {
    id: String,
    name: String,
    kind: String,
    #[serde(default)]
    attributes: serde_json::Map<String, serde_json::Value>,
}

fn formats_of(game: GameId) -> Option<&'static str> {
    match game {
        GameId::Conjure => Some(CONJURE_FORMATS),
        GameId::Elestrals => Some(ELESTRALS_FORMATS),
        GameId::Xingling | GameId::Codex => None,
    }
}

/// The format IDs of `game`, in file order.
pub fn format_ids(game: GameId) -> Vec<String> {
    formats_of(game)
        .and_then(|text| serde_json::from_str::<FormatsFile>(text).ok())
        .map(|file| file.formats.into_iter().map(|f| f.id).collect())
        .unwrap_or_default()
}

/// The rules of `format`, read into the game's rules type.
pub fn format_rules<T: serde::de::DeserializeOwned>(
    game: GameId,
    format: &str,
) -> Result<T, String> {
    let text = formats_of(game).ok_or_else(|| format!("{} has no formats", game.as_str()))?;
    let file: FormatsFile = serde_json::from_str(text)
        .map_err(|e| format!("the shipped formats of {} do not read: {e}", game.as_str()))?;
    let entry = file
        .formats
        .into_iter()
        .find(|f| f.id == format)
        .ok_or_else(|| {
            format!(
                "`{format}` is not a {} format; the formats are {}",
                game.as_str(),
                format_ids(game).join(", ")
            )
        })?;
    let rules = if entry.rules.is_null() {
        serde_json::Value::Object(serde_json::Map::new())
    } else {
        entry.rules
    };
    serde_json::from_value(rules).map_err(|e| format!("the rules of `{format}` do not read: {e}"))
}

/// Every shipped Conjure card, through the engine's card model.
pub fn conjure_cards() -> Result<Vec<conjure::Card>, String> {
    let file: CardsFile = serde_json::from_str(CONJURE_CARDS)
        .map_err(|e| format!("the shipped Conjure cards do not read: {e}"))?;
    file.cards
        .iter()
        .map(|card| {
            conjure::Card::from_data(&card.id, &card.name, &card.kind, &card.attributes)
                .map_err(|e| format!("the shipped card {} does not read: {e}", card.id))
        })
        .collect()
}

/// The Elestrals cards file: records in the engine's card model (its `sample` flag and the
/// editor's `$schema` are not part of the model and are ignored here).
#[derive(Deserialize)]
struct ElestralsCardsFile {
    cards: Vec<elestrals::Card>,
}

/// Every shipped Elestrals card, through the engine's card model.
pub fn elestrals_cards() -> Result<Vec<elestrals::Card>, String> {
    serde_json::from_str::<ElestralsCardsFile>(ELESTRALS_CARDS)
        .map(|file| file.cards)
        .map_err(|e| format!("the shipped Elestrals cards do not read: {e}"))
}

/// The shipped card data as a deck check's source.
pub struct EmbeddedCards;

impl CardData for EmbeddedCards {
    fn format_rules(&self, game: GameId, format: &str) -> Result<serde_json::Value, String> {
        format_rules(game, format)
    }

    fn conjure_cards(&self) -> Result<Vec<conjure::Card>, String> {
        conjure_cards()
    }

    fn elestrals_cards(&self) -> Result<Vec<elestrals::Card>, String> {
        elestrals_cards()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_conjure_card_and_format_reads() {
        assert!(conjure_cards().expect("reads").len() > 30);
        for format in format_ids(GameId::Conjure) {
            format_rules::<conjure::Rules>(GameId::Conjure, &format).expect("reads");
        }
        let second: conjure::Rules =
            format_rules(GameId::Conjure, "conjure-second-edition").expect("reads");
        assert_eq!(
            (
                second.deck_size,
                second.chaos_deck_size,
                second.monster_wins
            ),
            (25, 30, Some(3))
        );
    }

    #[test]
    fn every_shipped_elestrals_card_and_format_reads() {
        let cards = elestrals_cards().expect("reads");
        let spirits = cards
            .iter()
            .filter(|c| c.class == elestrals::CardClass::Spirit)
            .count();
        assert_eq!(spirits, 8);
        let rules: elestrals::Rules =
            format_rules(GameId::Elestrals, "elestrals-standard").expect("reads");
        assert_eq!((rules.spirit_deck, rules.main_deck), (20, 40));
    }
}
