//! The engine's labels in English, from the UI's own catalogs (embedded at build time by
//! `build.rs`), so a refusal reads in the CLI as it reads on the table.
//!
//! The catalogs are i18next's: a key is a dotted path and `{{name}}` an argument. A seat
//! argument reads as the player's name, a die or a game as its catalog word; a game's own
//! words (a phase, a color) read as the engine writes them.

use std::sync::OnceLock;

use serde_json::{Map, Value};
use tableside_engine::{Label, LabelArg};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));
}

/// Arguments that name a seat at the table, in every game's labels.
const SEAT_ARGS: &[&str] = &["player", "winner", "holder", "target", "source"];

/// Arguments whose text is a word of a shared namespace of the catalogs (`games.<id>.name`).
const WORD_ARGS: &[(&str, &str)] = &[
    ("die", "dice"),
    ("method", "methods"),
    ("expected", "games"),
    ("got", "games"),
];

/// The catalogs merged into one tree.
fn catalog() -> &'static Value {
    static TREE: OnceLock<Value> = OnceLock::new();
    TREE.get_or_init(|| {
        let mut tree = Value::Object(Map::new());
        for text in embedded::CATALOGS {
            // A catalog that does not read leaves its words out; every label still reads as
            // its key and arguments.
            if let Ok(value) = serde_json::from_str::<Value>(text) {
                merge(&mut tree, value);
            }
        }
        tree
    })
}

fn merge(into: &mut Value, from: Value) {
    match (into, from) {
        (Value::Object(into), Value::Object(from)) => {
            for (key, value) in from {
                match into.get_mut(&key) {
                    Some(existing) => merge(existing, value),
                    None => {
                        into.insert(key, value);
                    }
                }
            }
        }
        (into, from) => *into = from,
    }
}

fn text_at(key: &str) -> Option<&'static str> {
    let mut node = catalog();
    for part in key.split('.') {
        node = node.get(part)?;
    }
    node.as_str()
}

/// `label` in English; seats named after `players` ("Seat N" past the end of the list).
pub fn label(label: &Label, players: &[String]) -> String {
    match text_at(&label.key) {
        Some(template) => fill(template, label, players),
        None => label.to_string(),
    }
}

fn fill(template: &str, label: &Label, players: &[String]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find("{{") {
        out.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            rest = &rest[open..];
            break;
        };
        out.push_str(&argument(after[..close].trim(), label, players));
        rest = &after[close + 2..];
    }
    out.push_str(rest);
    tableside_engine::json_text::bounded(&out)
}

fn argument(name: &str, label: &Label, players: &[String]) -> String {
    if let Some(base) = name.strip_suffix("_signed") {
        if let Some(LabelArg::Num(n)) = label.args.get(base) {
            return if *n > 0 {
                format!("+{n}")
            } else {
                n.to_string()
            };
        }
    }
    match label.args.get(name) {
        Some(LabelArg::Num(n)) if SEAT_ARGS.contains(&name) => seat(*n, players),
        Some(LabelArg::Num(n)) => n.to_string(),
        Some(LabelArg::Text(text)) => word(name, text)
            .map(str::to_owned)
            .unwrap_or_else(|| tableside_engine::json_text::shortened(text)),
        Some(LabelArg::Label(inner)) => self::label(inner, players),
        None => format!("{{{{{name}}}}}"),
    }
}

fn word(name: &str, text: &str) -> Option<&'static str> {
    let (_, namespace) = WORD_ARGS.iter().find(|(arg, _)| *arg == name)?;
    text_at(&format!("{namespace}.{text}")).or_else(|| text_at(&format!("{namespace}.{text}.name")))
}

fn seat(n: i64, players: &[String]) -> String {
    // Seats are counted from 0 and read from 1. The number may come from a file and be the
    // largest an i64 holds, so the one after it is counted in a wider type.
    let read = (i128::from(n) + 1).to_string();
    usize::try_from(n)
        .ok()
        .and_then(|seat| players.get(seat))
        .cloned()
        .unwrap_or_else(|| match text_at("player.seat") {
            Some(template) => template.replace("{{n}}", &read),
            None => format!("Seat {read}"),
        })
}

#[cfg(test)]
#[path = "tests/english.rs"]
mod tests;

#[cfg(test)]
#[path = "tests/card_problems.rs"]
mod card_problem_tests;

#[cfg(test)]
#[path = "tests/extreme_numbers.rs"]
mod extreme_number_tests;
