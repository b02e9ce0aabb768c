//! Reading a game's card records (its shipped `cards.json`, or a card list a player imports)
//! record by record: each through its game's entry type and [`Game::card_record`], then what
//! holds for every game's card (`card_record`), and no ID twice. Every rejected record is
//! reported with all its reasons, so that a whole list can be fixed in one go.
//!
//! [`Game::card_record`]: crate::game::Game::card_record

use std::collections::BTreeSet;

use serde::Deserialize;
use serde_json::Value;

use crate::card_record::{common_problems, CardRecord, RejectedCard};
use crate::card_text;
use crate::game::Game;
use crate::json_text::{bounded, with_suggestion};

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
