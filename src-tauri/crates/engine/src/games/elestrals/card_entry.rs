//! An Elestrals card as `cards/elestrals/cards.json` and a player's exported card list write
//! it: the card model itself ([`Card`], field names as serde writes them) plus `sample`. The
//! store keeps the whole card as the record's attributes, so nothing of it is lost.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::cards::{Card, CardClass};
use crate::card_reading::message_at;
use crate::card_record::{CardProblem, CardRecord};
use crate::deck::CardDataError;
use crate::label::Label;

/// One record of an Elestrals card list.
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "ElestralsCardEntry")]
pub struct CardEntry {
    #[serde(flatten)]
    pub card: Card,
    /// `true` for a card written for this project as an example, not a printed card.
    #[serde(default)]
    pub sample: bool,
}

/// Read by hand rather than with `#[serde(flatten)]`, which would lose the path of a bad field:
/// a rejection says which field (`class`, `cost[0]`) is wrong.
impl<'de> Deserialize<'de> for CardEntry {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut fields = serde_json::Map::<String, Value>::deserialize(deserializer)?;
        let sample = match fields.remove("sample") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(sample)) => sample,
            Some(_) => {
                return Err(D::Error::custom(message_at(
                    "sample",
                    "must be true or false",
                )))
            }
        };
        let card = serde_path_to_error::deserialize::<_, Card>(Value::Object(fields)).map_err(
            |error| D::Error::custom(message_at(&error.path().to_string(), error.into_inner())),
        )?;
        Ok(CardEntry { card, sample })
    }
}

/// The record as every game's card is kept (the class as its kind, the effect as its text),
/// or what the card model's types cannot say by themselves.
pub(super) fn card_record(entry: CardEntry) -> Result<CardRecord, Vec<CardProblem>> {
    let card = entry.card;
    let problems = card_problems(&card);
    if !problems.is_empty() {
        return Err(problems);
    }
    let attributes = serde_json::to_value(&card)
        .map_err(|e| vec![CardProblem::unreadable(None, &e.to_string())])?;
    Ok(CardRecord {
        id: card.id,
        name: card.name,
        kind: card.class.as_str().to_owned(),
        text: card.effect,
        sample: entry.sample,
        attributes,
    })
}

/// The card model of a kept card.
pub(super) fn card_of(record: &CardRecord) -> Result<Card, CardDataError> {
    serde_json::from_value(record.attributes.clone()).map_err(|e| CardDataError::UnreadableCard {
        id: record.id.clone(),
        reason: e.to_string(),
    })
}

/// A problem for each entry of the set `list` (the field `field`) named before it.
fn repeats<T: PartialEq>(field: &str, list: &[T]) -> Vec<CardProblem> {
    (0..list.len())
        .filter(|&i| list[..i].contains(&list[i]))
        .map(|i| {
            CardProblem::not_a_card(
                Some(&format!("{field}[{i}]")),
                Label::new("elestrals.card_problem.repeats"),
            )
        })
        .collect()
}

fn card_problems(card: &Card) -> Vec<CardProblem> {
    let mut problems = Vec::new();
    // Elements and subclasses are sets: naming one twice is a mistake in the list, not a card
    // with more of it. (The cost is not a set: two fire symbols cost two fire Spirits.)
    problems.extend(repeats("elements", &card.elements));
    problems.extend(repeats("subclasses", &card.subclasses));
    if card.class == CardClass::Spirit {
        if card.elements.len() != 1 {
            problems.push(CardProblem::not_a_card(
                Some("elements"),
                Label::new("elestrals.card_problem.spirit_elements")
                    .num("count", card.elements.len() as i64),
            ));
        }
        if !card.cost.is_empty() {
            problems.push(CardProblem::not_a_card(
                Some("cost"),
                Label::new("elestrals.card_problem.spirit_cost"),
            ));
        }
    }
    for (stat, value) in [("attack", card.attack), ("defense", card.defense)] {
        if value.is_some_and(|value| value < 0) {
            problems.push(CardProblem::not_a_card(
                Some(stat),
                Label::new("elestrals.card_problem.negative"),
            ));
        }
    }
    for (i, entry) in card.legality.iter().enumerate() {
        if entry.format.trim().is_empty() {
            problems.push(CardProblem::not_a_card(
                Some(&format!("legality[{i}].format")),
                Label::new("elestrals.card_problem.no_format"),
            ));
        }
        if entry.lift.is_some_and(|lift| lift <= entry.effective) {
            problems.push(CardProblem::not_a_card(
                Some(&format!("legality[{i}].lift")),
                Label::new("elestrals.card_problem.lift_before_effective")
                    .text("effective", entry.effective.to_string()),
            ));
        }
    }
    problems
}
