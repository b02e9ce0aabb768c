//! Cards as every game's cards are kept, and reading a game's card records (its shipped
//! `cards.json`, or a card list a player imports) record by record.
//!
//! Each record is read through its game's entry type and [`Game::card_record`]; what holds for
//! every game (a well-formed ID that starts with the game's, a name, a kind, no ID twice) is
//! checked here. Every rejected record is reported with all its reasons, so that a whole list
//! can be fixed in one go.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::card_text::{self, ID_LIMIT, KIND_LIMIT};
use crate::game::Game;
use crate::json_text::{bounded, with_suggestion};

/// One card, whatever the game: what search lists and the store keeps. `attributes` holds the
/// game's own fields, which its deck check and table read back through its card model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CardRecord {
    pub id: String,
    pub name: String,
    /// The game's card type (`creature`, `spirit`, …): lowercase letters and underscores.
    pub kind: String,
    /// The card's text.
    pub text: String,
    /// `true` for a card written for this project as an example, not a printed card.
    pub sample: bool,
    pub attributes: Value,
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

/// Reads every record as a card of `G`: the accepted cards in order, and every rejected record.
/// The records are taken, not borrowed: each is normalized where it lies instead of copied.
pub fn read_records<G: Game>(records: Vec<Value>) -> (Vec<CardRecord>, Vec<RejectedCard>) {
    let mut accepted = Vec::with_capacity(records.len());
    let mut rejected = Vec::new();
    let mut seen_ids = BTreeSet::new();
    for (index, mut record) in records.into_iter().enumerate() {
        card_text::normalize(&mut record);
        let raw_id = record.get("id").and_then(Value::as_str);
        let id = raw_id.map(crate::json_text::shortened);
        let mut reasons = Vec::new();
        if let (Some(raw), Some(id)) = (raw_id, &id) {
            if !seen_ids.insert(raw.to_owned()) {
                reasons.push(format!("the ID `{id}` is used by an earlier record"));
            }
        }
        match read_entry::<G>(&record) {
            Ok(entry) => match G::card_record(entry) {
                Ok(card) => {
                    reasons.extend(common_problems(G::ID, &card));
                    if reasons.is_empty() {
                        accepted.push(card);
                        continue;
                    }
                }
                Err(problems) => reasons.extend(problems),
            },
            Err(problem) => reasons.push(problem),
        }
        let reasons = reasons.iter().map(|reason| bounded(reason)).collect();
        rejected.push(RejectedCard { index, id, reasons });
    }
    (accepted, rejected)
}

/// A record as the game's card entry, or why it is not one (at its JSON path). A record that
/// reads is read once, plainly; tracking the path would cost every record of a large list, and
/// only a record that does not read needs it, so that one is read again with it tracked.
fn read_entry<G: Game>(record: &Value) -> Result<G::CardEntry, String> {
    if let Ok(entry) = G::CardEntry::deserialize(record) {
        return Ok(entry);
    }
    match serde_path_to_error::deserialize::<_, G::CardEntry>(record) {
        Ok(entry) => Ok(entry),
        Err(error) => {
            let path = error.path().to_string();
            let message = with_suggestion(&error.into_inner().to_string());
            Err(if path == "." {
                message
            } else {
                format!("`{path}`: {message}")
            })
        }
    }
}

/// Whether `id` is `<game>-` then lowercase letters, digits and hyphens.
pub fn is_well_formed_id(game: &str, id: &str) -> bool {
    id.strip_prefix(game)
        .and_then(|rest| rest.strip_prefix('-'))
        .is_some_and(|rest| {
            !rest.is_empty()
                && rest
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
}

/// What every game's card must be.
fn common_problems(game: &str, card: &CardRecord) -> Vec<String> {
    let mut problems = Vec::new();
    if !is_well_formed_id(game, &card.id) {
        problems.push(format!(
            "the ID `{}` must be `{game}-` then lowercase letters, digits and hyphens",
            card.id
        ));
    }
    problems.extend(card_text::too_long("ID", &card.id, ID_LIMIT));
    problems.extend(card_text::name_problems(&card.name));
    problems.extend(card_text::text_problems(&card.text));
    problems.extend(card_text::too_long("kind", &card.kind, KIND_LIMIT));
    problems.extend(card_text::long_fields(&card.attributes));
    let kind_ok = !card.kind.is_empty()
        && card
            .kind
            .chars()
            .all(|c| c.is_ascii_lowercase() || c == '_');
    if !kind_ok {
        problems.push(format!(
            "the kind `{}` is not lowercase letters and underscores",
            card.kind
        ));
    }
    problems
}
