//! Reading a game's card records (its shipped `cards.json`, or a card list a player imports)
//! record by record: each through its game's entry type and [`Game::card_record`], then what
//! holds for every game's card (`card_record`), and no ID twice. Every rejected record is
//! reported with all its reasons, so that a whole list can be fixed in one go.
//!
//! [`Game::card_record`]: crate::game::Game::card_record

use std::collections::BTreeSet;

use serde::Deserialize;
use serde_json::Value;

use crate::card_record::{common_problems, CardProblem, CardProblemCode, CardRecord, RejectedCard};
use crate::card_text;
use crate::game::Game;
use crate::json_text::with_suggestion;
use crate::label::Label;

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
        let mut problems = Vec::new();
        if let (Some(raw), Some(id)) = (raw_id, &id) {
            if !seen_ids.insert(raw.to_owned()) {
                problems.push(CardProblem::new(
                    CardProblemCode::IdTaken,
                    Some("id"),
                    Label::new("card_problem.id_taken").text("id", id.clone()),
                ));
            }
        }
        match read_entry::<G>(&record) {
            Ok(entry) => match G::card_record(entry) {
                Ok(card) => {
                    problems.extend(common_problems(G::ID, &card));
                    if problems.is_empty() {
                        accepted.push(card);
                        continue;
                    }
                }
                Err(refused) => problems.extend(refused),
            },
            Err(problem) => problems.push(problem),
        }
        rejected.push(RejectedCard {
            index,
            id,
            problems,
        });
    }
    (accepted, rejected)
}

/// A record as the game's card entry, or why it is not one (at its JSON path). A record that
/// reads is read once, plainly; tracking the path would cost every record of a large list, and
/// only a record that does not read needs it, so that one is read again with it tracked.
fn read_entry<G: Game>(record: &Value) -> Result<G::CardEntry, CardProblem> {
    if let Ok(entry) = G::CardEntry::deserialize(record) {
        return Ok(entry);
    }
    match serde_path_to_error::deserialize::<_, G::CardEntry>(record) {
        Ok(entry) => Ok(entry),
        Err(error) => {
            let path = error.path().to_string();
            let message = with_suggestion(&error.into_inner().to_string());
            if path != "." {
                return Err(CardProblem::unreadable(Some(&path), &message));
            }
            Err(match path_of_message(&message) {
                Some((path, detail)) => CardProblem::unreadable(Some(path), detail),
                None => CardProblem::unreadable(None, &message),
            })
        }
    }
}

/// The message of an error at `path` inside a record, for an entry type that reads its fields
/// with a deserializer of its own, whose path the outer reader cannot see: serde's errors carry
/// text only, so the path travels in it, as `` `cost[0]`: message ``, and [`read_entry`] takes
/// it back out ([`path_of_message`]).
pub(crate) fn message_at(path: &str, message: impl std::fmt::Display) -> String {
    if path == "." {
        message.to_string()
    } else {
        format!("`{path}`: {message}")
    }
}

/// The path and the rest of a message [`message_at`] wrote.
fn path_of_message(message: &str) -> Option<(&str, &str)> {
    message.strip_prefix('`')?.split_once("`: ")
}
