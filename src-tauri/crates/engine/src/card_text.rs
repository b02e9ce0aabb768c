//! What a card's name and text may hold, for every game: the same name typed two ways is one
//! name, and nothing invisible or a direction override hides in it.
//!
//! Strings are kept in Unicode NFC, so "é" as one code point and as "e" plus an accent compare
//! equal (deck rules count copies by name). A name must show something once whitespace and
//! invisible characters are set aside, and may hold no control or format characters at all: a
//! right-to-left override (U+202E) in a name makes it read as another. A text may hold line
//! breaks and tabs, but no other control characters and no direction overrides. Lengths are
//! limited so one record cannot fill a screen or the database.

use serde_json::Value;
use unicode_normalization::UnicodeNormalization;

use crate::card_problem::{CardProblem, CardProblemCode};
use crate::label::Label;

/// The most characters a card's ID may have.
pub const ID_LIMIT: usize = 100;
/// The most characters a card's name may have.
pub const NAME_LIMIT: usize = 150;
/// The most characters a card's kind may have.
pub const KIND_LIMIT: usize = 40;
/// The most characters a card's text may have.
pub const TEXT_LIMIT: usize = 5_000;
/// The most characters any other text of a card may have (a set number, a flavour text, a
/// legality's status), so that no field of a card list can carry a file's worth of text.
pub const FIELD_LIMIT: usize = TEXT_LIMIT;

/// Every string in `value`, keys included, in NFC.
pub fn normalize(value: &mut Value) {
    match value {
        Value::String(text) => nfc(text),
        Value::Array(items) => items.iter_mut().for_each(normalize),
        Value::Object(fields) => {
            let entries = std::mem::take(fields);
            for (mut key, mut item) in entries {
                nfc(&mut key);
                normalize(&mut item);
                fields.insert(key, item);
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

fn nfc(text: &mut String) {
    if !unicode_normalization::is_nfc(text) {
        *text = text.nfc().collect();
    }
}

/// What is wrong with `name` as a card's name; empty when nothing is.
pub fn name_problems(name: &str) -> Vec<CardProblem> {
    let mut problems = Vec::new();
    if !name.chars().any(|c| !c.is_whitespace() && !is_invisible(c)) {
        problems.push(CardProblem::new(
            CardProblemCode::EmptyName,
            Some("name"),
            Label::new("card_problem.empty_name"),
        ));
    } else if let Some(c) = name.chars().find(|&c| c.is_control() || is_invisible(c)) {
        problems.push(hidden("name", c));
    }
    problems.extend(too_long("name", name, NAME_LIMIT));
    problems
}

/// What is wrong with `text` as a card's text; empty when nothing is.
pub fn text_problems(text: &str) -> Vec<CardProblem> {
    let mut problems = Vec::new();
    let hidden_char = text
        .chars()
        .find(|&c| (c.is_control() && c != '\n' && c != '\t') || is_direction_control(c));
    if let Some(c) = hidden_char {
        problems.push(hidden("text", c));
    }
    problems.extend(too_long("text", text, TEXT_LIMIT));
    problems
}

/// A character that hides in the field at `path`, named by its code point (`U+202E`).
fn hidden(path: &str, c: char) -> CardProblem {
    CardProblem::new(
        CardProblemCode::HiddenCharacter,
        Some(path),
        Label::new("card_problem.hidden_character")
            .text("character", format!("U+{:04X}", u32::from(c))),
    )
}

/// A problem for each text in a card's own fields (`attributes`, keys included) longer than
/// [`FIELD_LIMIT`], at its JSON path.
pub fn long_fields(attributes: &Value) -> Vec<CardProblem> {
    fn walk(value: &Value, path: &mut String, problems: &mut Vec<CardProblem>) {
        match value {
            Value::String(text) => {
                let at = if path.is_empty() { "." } else { path.as_str() };
                problems.extend(too_long(at, text, FIELD_LIMIT));
            }
            Value::Array(items) => {
                for (index, item) in items.iter().enumerate() {
                    let len = path.len();
                    path.push_str(&format!("[{index}]"));
                    walk(item, path, problems);
                    path.truncate(len);
                }
            }
            Value::Object(fields) => {
                for (key, item) in fields {
                    let len = path.len();
                    if key.chars().count() > FIELD_LIMIT {
                        let at = if path.is_empty() { "." } else { path.as_str() };
                        problems.push(CardProblem::new(
                            CardProblemCode::TooLong,
                            Some(at),
                            Label::new("card_problem.field_name_too_long")
                                .num("limit", FIELD_LIMIT as i64),
                        ));
                        continue;
                    }
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(key);
                    walk(item, path, problems);
                    path.truncate(len);
                }
            }
            _ => {}
        }
    }
    let mut problems = Vec::new();
    walk(attributes, &mut String::new(), &mut problems);
    problems
}

/// A problem when `value`, the field at `path`, has more than `limit` characters.
pub fn too_long(path: &str, value: &str, limit: usize) -> Option<CardProblem> {
    let length = value.chars().count();
    (length > limit).then(|| {
        CardProblem::new(
            CardProblemCode::TooLong,
            Some(path),
            Label::new("card_problem.too_long")
                .num("length", length as i64)
                .num("limit", limit as i64),
        )
    })
}

/// Format characters (Unicode category Cf) that draw nothing: soft hyphen, zero-width spaces
/// and joiners, word joiners, the byte-order mark, direction marks and controls.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}'
        | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}')
        || is_direction_control(c)
}

/// Embeddings, overrides and isolates, which change the order text is shown in.
fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
#[path = "tests/card_text.rs"]
mod tests;
