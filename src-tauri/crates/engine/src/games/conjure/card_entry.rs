//! A Conjure card as `cards/conjure/cards.json` (or an imported list) writes it: the fields
//! every game's card has, and the card's own fields as `attributes`, read through the card
//! model ([`Card::from_data`]).

use serde::{Deserialize, Serialize};

use super::cards::Card;
use crate::card_record::{CardProblem, CardRecord};
use crate::deck::CardDataError;

/// One record of a Conjure card list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ConjureCardEntry")]
pub struct CardEntry {
    /// `conjure-` then lowercase letters, digits and hyphens.
    #[schemars(pattern(r"^conjure-[a-z0-9-]+$"))]
    pub id: String,
    #[schemars(length(min = 1))]
    pub name: String,
    /// `creature`, `chaos`, `quest` or `tower`.
    #[schemars(pattern(r"^[a-z_]+$"))]
    pub kind: String,
    /// The card's text.
    #[serde(default)]
    pub text: String,
    /// `true` for a card written for this project as an example, not a printed card.
    #[serde(default)]
    pub sample: bool,
    /// A creature's `colors`, `cost`, `power`, `defense` and optional `keywords` (`"blitz"`,
    /// `{"corrupt": 1}`, `{"peek": 2}`, …), `lord`, `upkeep`, `abilities`; a Chaos card's
    /// `kind` (`{"type": "instant"}`, `{"type": "countdown", "turns": 3}`, `{"type": "relic"}`,
    /// `{"type": "monster", "power": 5, "defense": 8}`) and optional `effects`
    /// (`{"effect": "damage_players", "amount": 2, "who": "everyone"}`, …); a quest's `quest`;
    /// a tower's `crystal`.
    #[serde(default)]
    pub attributes: serde_json::Map<String, serde_json::Value>,
}

/// Whether the record is a quest or tower kept as text only: the engine reads nothing of
/// those during play, so they need no attributes.
fn text_only(kind: &str, attributes: &serde_json::Map<String, serde_json::Value>) -> bool {
    matches!(kind, "quest" | "tower") && attributes.is_empty()
}

/// The record as every game's card is kept, once its attributes read as a Conjure card (a
/// misspelt attribute is refused, not ignored).
pub(super) fn card_record(entry: CardEntry) -> Result<CardRecord, Vec<CardProblem>> {
    if !text_only(&entry.kind, &entry.attributes) {
        Card::from_data(&entry.id, &entry.name, &entry.kind, &entry.attributes).map_err(
            |problem| {
                vec![CardProblem::unreadable(
                    Some("attributes"),
                    &problem.to_string(),
                )]
            },
        )?;
    }
    Ok(CardRecord {
        id: entry.id,
        name: entry.name,
        kind: entry.kind,
        text: entry.text,
        sample: entry.sample,
        attributes: serde_json::Value::Object(entry.attributes),
    })
}

/// The card model of a kept card; `None` for a quest or tower kept as text only.
pub(super) fn card_of(record: &CardRecord) -> Result<Option<Card>, CardDataError> {
    let attributes = record.attributes.as_object().cloned().unwrap_or_default();
    if text_only(&record.kind, &attributes) {
        return Ok(None);
    }
    Card::from_data(&record.id, &record.name, &record.kind, &attributes)
        .map(Some)
        .map_err(|e| CardDataError::UnreadableCard {
            id: record.id.clone(),
            reason: e.to_string(),
        })
}
