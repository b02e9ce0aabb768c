//! Elestrals card records in the engine's card model ([`elestrals::Card`], field names as serde
//! writes them, plus `sample`): reading and checking them for the shipped `cards.json` and for
//! a card list a player imports, and [`Store::import_cards`].
//!
//! Records are checked one by one and every rejected record is reported, so that a player can
//! fix a whole exported list in one go; a list with any rejected record writes nothing.

use std::collections::BTreeSet;

use rusqlite::TransactionBehavior;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tableside_engine::games::elestrals::{self, CardClass};
use tableside_engine::GameId;
use ts_rs::TS;

use crate::card_data::{CardEntry, CardsFile};
use crate::catalog::CardInfo;
use crate::error::{Result, StoreError};
use crate::queries::cards;
use crate::Store;

/// What the error of an unreadable imported list names as its file.
const IMPORTED_LIST: &str = "imported card list";

/// The shipped Elestrals `cards.json`, for its JSON Schema
/// (`cards/schema/elestrals-cards.schema.json`); the file itself is read record by record.
#[derive(Serialize, Deserialize, JsonSchema)]
#[schemars(title = "Tableside Elestrals cards file")]
pub(crate) struct ElestralsCardsFile {
    /// The path of this schema, for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// Always `elestrals`.
    pub game: GameId,
    pub cards: Vec<ElestralsCardRecord>,
}

/// One card: the engine's card model, with the same field names, plus `sample`.
#[derive(Serialize, Deserialize, JsonSchema)]
pub(crate) struct ElestralsCardRecord {
    #[serde(flatten)]
    pub card: elestrals::Card,
    /// `true` for a card written for this project as an example, not a printed card.
    #[serde(default)]
    pub sample: bool,
}

/// One record of a card list that was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RejectedCard {
    /// The record's position in the list, from 0.
    pub index: usize,
    /// The record's `id`, when it has a readable one.
    pub id: Option<String>,
    /// Every reason the record was rejected, in plain English.
    pub reasons: Vec<String>,
}

/// The outcome of [`Store::import_cards`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ImportReport {
    /// How many cards were written: every record, or none when any was rejected.
    pub imported: usize,
    /// Every rejected record; non-empty means nothing was written.
    pub rejected: Vec<RejectedCard>,
}

impl ImportReport {
    pub fn is_complete(&self) -> bool {
        self.rejected.is_empty()
    }
}

/// A record that passed every check.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct AcceptedCard {
    pub card: elestrals::Card,
    pub sample: bool,
}

impl AcceptedCard {
    /// The record as the store keeps every game's cards: the class as `kind`, the current
    /// effect as `text`, and the whole engine card as `attributes` so that nothing is lost.
    pub(crate) fn to_entry(&self) -> CardEntry {
        let attributes = match serde_json::to_value(&self.card) {
            Ok(Value::Object(map)) => map,
            // A struct of plain fields always serializes to an object.
            _ => serde_json::Map::new(),
        };
        CardEntry {
            id: self.card.id.clone(),
            name: self.card.name.clone(),
            kind: self.card.class.as_str().to_owned(),
            text: self.card.effect.clone(),
            sample: self.sample,
            attributes,
        }
    }
}

/// Checks every record, returning the accepted cards in order and every rejected record.
pub(crate) fn read_records(records: &[Value]) -> (Vec<AcceptedCard>, Vec<RejectedCard>) {
    let mut accepted = Vec::with_capacity(records.len());
    let mut rejected = Vec::new();
    let mut seen_ids = BTreeSet::new();
    for (index, record) in records.iter().enumerate() {
        let id = record.get("id").and_then(Value::as_str).map(str::to_owned);
        let mut reasons = Vec::new();
        if let Some(id) = &id {
            if !seen_ids.insert(id.clone()) {
                reasons.push(format!("the ID `{id}` is used by an earlier record"));
            }
        }
        let sample = match record.get("sample") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(sample)) => *sample,
            Some(_) => {
                reasons.push("`sample` must be true or false".to_owned());
                false
            }
        };
        match serde_path_to_error::deserialize::<_, elestrals::Card>(record.clone()) {
            Ok(card) => {
                reasons.extend(card_problems(&card));
                if reasons.is_empty() {
                    accepted.push(AcceptedCard { card, sample });
                    continue;
                }
            }
            Err(error) => {
                let path = error.path().to_string();
                let message = error.into_inner().to_string();
                reasons.push(if path == "." {
                    message
                } else {
                    format!("`{path}`: {message}")
                });
            }
        }
        rejected.push(RejectedCard { index, id, reasons });
    }
    (accepted, rejected)
}

/// What the card model's types cannot say by themselves.
fn card_problems(card: &elestrals::Card) -> Vec<String> {
    let mut problems = Vec::new();
    let rest = card
        .id
        .strip_prefix(GameId::Elestrals.as_str())
        .and_then(|rest| rest.strip_prefix('-'));
    let well_formed = rest.is_some_and(|rest| {
        !rest.is_empty()
            && rest
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    });
    if !well_formed {
        problems.push(format!(
            "the ID `{}` must be `elestrals-` then lowercase letters, digits and hyphens",
            card.id
        ));
    }
    if card.name.trim().is_empty() {
        problems.push("the name is empty".to_owned());
    }
    if card.class == CardClass::Spirit {
        if card.elements.len() != 1 {
            problems.push(format!(
                "a Spirit has exactly one element, not {}",
                card.elements.len()
            ));
        }
        if !card.cost.is_empty() {
            problems.push("a Spirit is never cast, so it has no cost".to_owned());
        }
    }
    for (stat, value) in [("attack", card.attack), ("defense", card.defense)] {
        if value.is_some_and(|value| value < 0) {
            problems.push(format!("`{stat}` cannot be negative"));
        }
    }
    for (i, entry) in card.legality.iter().enumerate() {
        if entry.format.trim().is_empty() {
            problems.push(format!("`legality[{i}].format` is empty"));
        }
        if entry.lift.is_some_and(|lift| lift <= entry.effective) {
            problems.push(format!(
                "`legality[{i}].lift` must come after its effective date {}",
                entry.effective
            ));
        }
    }
    problems
}

/// The records of a card list: a JSON array, or an object with a `cards` array (as the shipped
/// file and exports have it; its `game`, if any, must be Elestrals).
fn list_records(json: &str) -> Result<Vec<Value>> {
    let unreadable = |location: String, message: String| StoreError::InvalidCardData {
        file: IMPORTED_LIST.to_owned(),
        location,
        message,
    };
    let value: Value = serde_json::from_str(json).map_err(|error| {
        unreadable(
            format!("line {}, column {}", error.line(), error.column()),
            format!("not JSON: {error}"),
        )
    })?;
    match value {
        Value::Array(records) => Ok(records),
        Value::Object(mut object) => {
            if let Some(game) = object.get("game") {
                if game.as_str() != Some(GameId::Elestrals.as_str()) {
                    return Err(unreadable(
                        "game".to_owned(),
                        format!("the list is for {game}, not elestrals"),
                    ));
                }
            }
            match object.remove("cards") {
                Some(Value::Array(records)) => Ok(records),
                _ => Err(unreadable(
                    "cards".to_owned(),
                    "expected a `cards` array of card records".to_owned(),
                )),
            }
        }
        _ => Err(unreadable(
            "top level".to_owned(),
            "expected an array of card records or an object with a `cards` array".to_owned(),
        )),
    }
}

/// Reads the shipped Elestrals `cards.json` into the shape every game's file is kept in. The
/// first rejected record is the error: the shipped file has to be right as a whole.
pub(crate) fn read_shipped_elestrals(path: &str, contents: &str) -> Result<CardsFile> {
    let invalid = |location: String, message: String| StoreError::InvalidCardData {
        file: path.to_owned(),
        location,
        message,
    };
    let mut object = match serde_json::from_str::<Value>(contents) {
        Ok(Value::Object(object)) => object,
        Ok(_) => {
            return Err(invalid(
                "top level".into(),
                "expected an object with `game` and `cards`".into(),
            ))
        }
        Err(error) => {
            return Err(invalid(
                format!("line {}, column {}", error.line(), error.column()),
                error.to_string(),
            ))
        }
    };
    let schema = match object.remove("$schema") {
        Some(Value::String(schema)) => Some(schema),
        None => None,
        Some(_) => return Err(invalid("$schema".into(), "expected a string".into())),
    };
    let game: GameId = serde_json::from_value(object.remove("game").unwrap_or(Value::Null))
        .map_err(|error| invalid("game".into(), error.to_string()))?;
    let Some(Value::Array(records)) = object.remove("cards") else {
        return Err(invalid("cards".into(), "expected an array of cards".into()));
    };
    if let Some(unknown) = object.keys().next() {
        return Err(invalid(unknown.clone(), "unknown field".into()));
    }
    let (accepted, rejected) = read_records(&records);
    if let Some(first) = rejected.first() {
        return Err(invalid(
            format!("cards[{}]", first.index),
            first.reasons.join("; "),
        ));
    }
    Ok(CardsFile {
        schema,
        game,
        cards: accepted.iter().map(AcceptedCard::to_entry).collect(),
    })
}

impl Store {
    /// Imports a card list a player exported: a JSON array of Elestrals card records in the
    /// engine's card model, or an object with such a `cards` array.
    ///
    /// Every record is checked (its fields against the card model: class, element and cost
    /// symbols, dates; then a well-formed unique ID, a name, a Spirit's single element,
    /// legality windows that end after they start). When any record is rejected, the report
    /// lists every rejected one and nothing is written; otherwise every card is upserted in one
    /// transaction and is found by search at once. Text that is not a card list at all is a
    /// [`StoreError::InvalidCardData`].
    ///
    /// Imported cards are kept beside the shipped ones and survive every later load of the
    /// shipped data; a record with the ID of a shipped card replaces it until the shipped data
    /// next changes.
    pub fn import_cards(&mut self, game: GameId, json: &str) -> Result<ImportReport> {
        if game != GameId::Elestrals {
            return Err(StoreError::InvalidCardData {
                file: IMPORTED_LIST.to_owned(),
                location: "game".to_owned(),
                message: format!(
                    "card lists can be imported for elestrals only, not {}",
                    game.as_str()
                ),
            });
        }
        let records = list_records(json)?;
        let (accepted, rejected) = read_records(&records);
        if !rejected.is_empty() {
            return Ok(ImportReport {
                imported: 0,
                rejected,
            });
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        for card in &accepted {
            let entry = card.to_entry();
            cards::upsert_card(
                &tx,
                &CardInfo {
                    id: entry.id,
                    game,
                    name: entry.name,
                    kind: entry.kind,
                    text: entry.text,
                    sample: entry.sample,
                    attributes: Value::Object(entry.attributes),
                },
            )?;
            cards::mark_imported(&tx, &card.card.id)?;
        }
        tx.commit()?;
        Ok(ImportReport {
            imported: accepted.len(),
            rejected: Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped_card_files;

    fn loaded() -> Store {
        let mut store = Store::open_in_memory().expect("opens");
        store
            .sync_shipped_data(&shipped_card_files())
            .expect("loads");
        store
    }

    const GOOD: &str = r#"[
        {"id": "elestrals-brambleguard", "name": "Brambleguard", "class": "elestral",
         "subclasses": ["Golem"], "elements": ["earth"], "cost": ["earth", "omni"],
         "attack": 2, "defense": 4, "effect": "Your other Elestrals gain +1 Defense.",
         "rarity": "uncommon", "set_number": "IMP-001",
         "legality": [{"format": "elestrals-standard", "status": "limited",
                       "effective": "2026-02-01", "lift": "2026-08-01"}]},
        {"id": "elestrals-spark-toss", "name": "Spark Toss", "class": "rune_invoke",
         "cost": ["thunder"], "effect": "Deal a quick jolt."}
    ]"#;

    #[test]
    fn a_good_list_imports_and_is_searchable() {
        let mut store = loaded();
        let report = store
            .import_cards(GameId::Elestrals, GOOD)
            .expect("imports");
        assert_eq!(report.imported, 2);
        assert!(report.is_complete());
        let card = store.get_card("elestrals-brambleguard").expect("stored");
        assert_eq!((card.kind.as_str(), card.sample), ("elestral", false));
        assert_eq!(card.attributes["legality"][0]["status"], "limited");
        let found = store
            .search_cards(GameId::Elestrals, "bramble", 5)
            .expect("searches");
        assert_eq!(found.len(), 1);
        let wrapped = format!("{{\"game\": \"elestrals\", \"cards\": {GOOD}}}");
        assert_eq!(
            store
                .import_cards(GameId::Elestrals, &wrapped)
                .expect("imports again")
                .imported,
            2
        );
    }

    #[test]
    fn imported_cards_survive_a_change_of_the_shipped_data() {
        let mut store = loaded();
        store
            .import_cards(GameId::Elestrals, GOOD)
            .expect("imports");
        let shipped = shipped_card_files();
        let fewer_cards = r#"{"game": "elestrals", "cards": [
            {"id": "elestrals-spirit-fire", "name": "Fire Spirit", "class": "spirit",
             "elements": ["fire"], "sample": true}
        ]}"#;
        let changed: Vec<(&str, &str)> = shipped
            .iter()
            .map(|&(path, text)| {
                if path == "elestrals/cards.json" {
                    (path, fewer_cards)
                } else {
                    (path, text)
                }
            })
            .collect();
        assert!(store.sync_shipped_data(&changed).expect("loads"));
        assert!(store.get_card("elestrals-brambleguard").is_ok(), "imported");
        assert!(store.get_card("elestrals-voltkit").is_err(), "retired");
    }

    #[test]
    fn every_bad_record_is_listed_and_nothing_is_written() {
        let mut store = loaded();
        let list = r#"[
            {"id": "elestrals-fine-card", "name": "Fine Card", "class": "elestral"},
            {"id": "elestrals-odd", "name": "Odd", "class": "wizard"},
            {"id": "elestrals-fine-card", "name": " ", "class": "rune_counter",
             "cost": ["plasma"]},
            {"id": "elestrals-dated", "name": "Dated", "class": "rune_divine",
             "legality": [{"format": "elestrals-standard", "status": "banned",
                           "effective": "2026-02-30"}]},
            {"id": "elestrals-windowed", "name": "Windowed", "class": "spirit",
             "elements": ["fire", "water"],
             "legality": [{"format": "elestrals-standard", "status": "banned",
                           "effective": "2026-05-01", "lift": "2026-04-01"}]}
        ]"#;
        let report = store
            .import_cards(GameId::Elestrals, list)
            .expect("a report");
        assert_eq!(report.imported, 0);
        let indexes: Vec<usize> = report.rejected.iter().map(|r| r.index).collect();
        assert_eq!(indexes, vec![1, 2, 3, 4]);
        let reasons = |i: usize| report.rejected[i].reasons.join(" | ");
        assert!(reasons(0).contains("`class`"), "{}", reasons(0));
        assert!(reasons(1).contains("earlier record"), "{}", reasons(1));
        assert!(reasons(1).contains("`cost[0]`"), "{}", reasons(1));
        assert!(reasons(2).contains("2026-02-30"), "{}", reasons(2));
        assert!(reasons(3).contains("exactly one element"), "{}", reasons(3));
        assert!(reasons(3).contains("lift"), "{}", reasons(3));
        assert_eq!(report.rejected[0].id.as_deref(), Some("elestrals-odd"));
        assert!(
            store.get_card("elestrals-fine-card").is_err(),
            "not written"
        );
    }

    #[test]
    fn two_bad_records_are_both_named() {
        let mut store = loaded();
        let list = r#"[
            {"id": "elestrals-ok", "name": "Ok", "class": "elestral", "elements": ["fire"]},
            {"id": "elestrals-nameless", "name": "", "class": "elestral"},
            {"id": "elestrals-bad-element", "name": "Bad Element", "class": "elestral",
             "elements": ["plasma"]}
        ]"#;
        let report = store
            .import_cards(GameId::Elestrals, list)
            .expect("a report");
        let named: Vec<(usize, Option<&str>)> = report
            .rejected
            .iter()
            .map(|r| (r.index, r.id.as_deref()))
            .collect();
        assert_eq!(
            named,
            vec![
                (1, Some("elestrals-nameless")),
                (2, Some("elestrals-bad-element"))
            ]
        );
        assert!(store.get_card("elestrals-ok").is_err(), "nothing written");
    }

    #[test]
    fn text_that_is_not_a_card_list_is_a_clear_error() {
        let mut store = loaded();
        for (text, expected) in [
            ("[{\"id\": ", "not JSON"),
            ("42", "expected an array"),
            ("{\"cards\": 3}", "`cards` array"),
            ("{\"game\": \"conjure\", \"cards\": []}", "not elestrals"),
        ] {
            let error = store
                .import_cards(GameId::Elestrals, text)
                .expect_err("refused");
            assert_eq!(error.code(), "STORE_INVALID_CARD_DATA");
            assert!(error.to_string().contains(expected), "{text}: {error}");
        }
        assert!(store.import_cards(GameId::Conjure, "[]").is_err());
    }

    #[test]
    fn the_shipped_list_imports_as_a_players_export_would() {
        let mut store = Store::open_in_memory().expect("opens");
        store
            .sync_shipped_data(&shipped_card_files())
            .expect("loads");
        let shipped = shipped_card_files()
            .into_iter()
            .find(|(path, _)| *path == "elestrals/cards.json")
            .map(|(_, text)| text)
            .expect("shipped");
        let report = store
            .import_cards(GameId::Elestrals, shipped)
            .expect("imports");
        assert!(report.is_complete(), "{:?}", report.rejected);
        assert_eq!(report.imported, 26);
    }
}
