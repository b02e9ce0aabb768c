//! Deck legality (ELE-DECK-1 to ELE-DECK-3): a pure check of a deck list against a format on a
//! date, given the card data. The store and the CLI call it; the engine keeps no card data.

use super::rule_ids::{ELE_DECK_1, ELE_DECK_2, ELE_DECK_3};
use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::cards::{Card, CardClass, LegalStatus};
use super::rules::Rules;
use crate::date::Date;
pub use crate::deck::DeckProblem;
use crate::deck::{name_key, problem};
use crate::label::Label;

/// How many copies of a card (by its card data ID) a deck holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsDeckEntry")]
#[schemars(rename = "ElestralsDeckEntry")]
pub struct DeckEntry {
    pub card_id: String,
    pub count: u32,
}

/// A deck: Spirit cards make the Spirit Deck, every other card the Main Deck.
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "ElestralsDeckList")]
#[schemars(rename = "ElestralsDeckList")]
pub struct DeckList {
    pub cards: Vec<DeckEntry>,
}

/// The format a deck is checked against: its ID (which legality entries apply) and its numbers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsFormatRules")]
#[schemars(rename = "ElestralsFormatRules")]
pub struct FormatRules {
    pub id: String,
    #[serde(default)]
    pub rules: Rules,
}

/// Every problem of `deck` in `format` on `date`; empty means legal.
///
/// - ELE-DECK-1: exactly `spirit_deck` Spirit cards, any elements, any copies.
/// - ELE-DECK-2: exactly `main_deck` Elestrals and Runes, at most `copy_limit` copies of a card
///   by name, alternate printings counted together.
/// - ELE-DECK-3: each card's status in the format on the date: limited allows one copy,
///   semi-limited two, banned and illegal none. Printings of one name may differ; the
///   strictest of those in the deck applies to the name. A card with no entry for the format is
///   legal. A card the data does not know cannot be checked and is reported.
pub fn check_deck(
    deck: &DeckList,
    format: &FormatRules,
    cards: &[Card],
    date: Date,
) -> Vec<DeckProblem> {
    let rules = &format.rules;
    let by_id: HashMap<&str, &Card> = cards.iter().map(|card| (card.id.as_str(), card)).collect();
    let mut problems = Vec::new();

    // Merge repeated entries; drop empty ones.
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for entry in deck.cards.iter().filter(|entry| entry.count > 0) {
        let count = counts.entry(entry.card_id.as_str()).or_default();
        *count = count.saturating_add(entry.count);
    }

    let mut spirits = 0u32;
    let mut main = 0u32;
    // Name → (copies, card IDs, strictest status).
    let mut names: BTreeMap<String, (u32, Vec<String>, LegalStatus, String)> = BTreeMap::new();
    for (&id, &count) in &counts {
        let Some(card) = by_id.get(id) else {
            problems.push(problem(
                ELE_DECK_3,
                Label::new("deck.elestrals.unknown_card").text("card", id),
                vec![id.to_owned()],
            ));
            continue;
        };
        if card.class == CardClass::Spirit {
            spirits = spirits.saturating_add(count);
        } else {
            main = main.saturating_add(count);
        }
        let status = card.status_in(&format.id, date);
        let group = names
            .entry(name_key(&card.name))
            .or_insert_with(|| (0, Vec::new(), LegalStatus::Legal, card.name.clone()));
        group.0 = group.0.saturating_add(count);
        group.1.push(id.to_owned());
        // The strictest status among the printings in the deck.
        if status.max_copies(u32::MAX) < group.2.max_copies(u32::MAX) {
            group.2 = status;
        }
    }

    if spirits != rules.spirit_deck {
        problems.push(problem(
            ELE_DECK_1,
            Label::new("deck.elestrals.spirit_deck_size")
                .num("size", rules.spirit_deck.into())
                .num("count", spirits.into()),
            Vec::new(),
        ));
    }
    if main != rules.main_deck {
        problems.push(problem(
            ELE_DECK_2,
            Label::new("deck.elestrals.main_deck_size")
                .num("size", rules.main_deck.into())
                .num("count", main.into()),
            Vec::new(),
        ));
    }

    for (copies, ids, status, name) in names.values() {
        let is_spirit = ids
            .iter()
            .filter_map(|id| by_id.get(id.as_str()))
            .all(|card| card.class == CardClass::Spirit);
        if !is_spirit && *copies > rules.copy_limit {
            problems.push(problem(
                ELE_DECK_2,
                Label::new("deck.elestrals.too_many_copies")
                    .text("card", name.clone())
                    .num("copies", (*copies).into())
                    .num("limit", rules.copy_limit.into()),
                ids.clone(),
            ));
        }
        let allowed = status.max_copies(if is_spirit {
            u32::MAX
        } else {
            rules.copy_limit
        });
        if *status != LegalStatus::Legal && *copies > allowed {
            problems.push(problem(
                ELE_DECK_3,
                Label::new("deck.elestrals.status")
                    .text("card", name.clone())
                    .label("status", status.label())
                    .num("copies", (*copies).into())
                    .num("allowed", allowed.into())
                    .text("format", format.id.clone())
                    .text("date", date.to_string()),
                ids.clone(),
            ));
        }
    }
    problems
}
