//! The data files in `cards/`: their shapes (from which the JSON Schemas in `cards/schema/` are
//! generated) and how one file is read and checked.
//!
//! A game's folder holds `formats.json` (a [`FormatsFile`]) and, when the game has cards,
//! `cards.json` (a [`CardsFile`] whose records are the game's own card entries, read through
//! the engine's registry). Every check happens here, before anything is used.

use std::collections::BTreeSet;
use std::path::Path;
use tableside_engine::json_text::{self, JsonTextError};

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tableside_engine::card_record::is_well_formed_id;
use tableside_engine::{CardRecord, GameId, RulesError};

use crate::error::{invalid, DataError};

/// A game's `formats.json`: the game's name and its formats.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Tableside formats file")]
pub struct FormatsFile {
    /// The path of this schema, for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// The game; the file must sit in the folder of the same name.
    pub game: GameId,
    /// The game's name as the home screen shows it.
    #[schemars(length(min = 1))]
    pub name: String,
    /// The formats, in the order the app lists them.
    #[schemars(length(min = 1))]
    pub formats: Vec<FormatEntry>,
}

/// One format: how many play and the numbers a match of it uses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FormatEntry {
    /// Starts with the game's ID and a hyphen; lowercase letters, digits and hyphens.
    #[schemars(pattern(r"^[a-z]+-[a-z0-9-]+$"))]
    pub id: String,
    #[schemars(length(min = 1))]
    pub name: String,
    /// One or two sentences saying how the format differs.
    #[serde(default)]
    pub description: String,
    pub players: PlayerRange,
    /// Exactly what goes into a match setup's `rules`: the game's format rules, any left out
    /// taking the rulebook's value. An unknown rule is refused.
    pub rules: serde_json::Map<String, serde_json::Value>,
    /// The round limit the format's timed tables usually play, which the clocks offer first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<RoundLimit>,
}

/// A format's usual round limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundLimit {
    /// Minutes, at most a day.
    #[schemars(range(min = 1, max = 1440))]
    pub minutes: u32,
    /// Whether a rule text gives it; `false` where the rules are silent and the number is the
    /// tables' habit, which the app says when it offers it.
    #[serde(default)]
    pub verified: bool,
}

/// How many players a format is for, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerRange {
    #[schemars(range(min = 1))]
    pub min: usize,
    #[schemars(range(min = 1))]
    pub max: usize,
}

/// A game's `cards.json`, its records read and checked as the game's cards.
#[derive(Debug, Clone, PartialEq)]
pub struct CardsFile {
    pub game: GameId,
    pub cards: Vec<CardRecord>,
}

/// The outer shape of a `cards.json`, before its records are read as the game's.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFileShape {
    #[serde(rename = "$schema", default)]
    #[allow(dead_code)] // For editors only.
    schema: Option<String>,
    game: GameId,
    cards: Vec<serde_json::Value>,
}

/// A game's `cards.json`: its records are the game's own card entries.
#[derive(JsonSchema)]
#[allow(dead_code)] // Only its schema is used.
struct CardsFileSchema<Entry> {
    /// The path of this schema, for editors.
    #[serde(rename = "$schema", default)]
    schema: Option<String>,
    /// The game; the file must sit in the folder of the same name.
    game: GameId,
    cards: Vec<Entry>,
}

/// One data file, read and checked.
#[derive(Debug, Clone, PartialEq)]
pub enum DataFile {
    Formats(FormatsFile),
    Cards(CardsFile),
}

impl DataFile {
    pub fn game(&self) -> GameId {
        match self {
            DataFile::Formats(file) => file.game,
            DataFile::Cards(file) => file.game,
        }
    }
}

/// Reads and checks one file; `path` is relative to `cards/` (`<game>/formats.json`).
pub fn parse_data_file(path: &str, contents: &str) -> Result<DataFile, DataError> {
    let file_name = Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let file = match file_name {
        "formats.json" => {
            let formats: FormatsFile = parse_json(path, contents)?;
            check_folder(path, formats.game)?;
            check_formats(path, &formats)?;
            DataFile::Formats(formats)
        }
        "cards.json" => {
            let shape: CardsFileShape = parse_json(path, contents)?;
            check_folder(path, shape.game)?;
            DataFile::Cards(read_cards(path, shape.game, shape.cards)?)
        }
        _ => {
            return Err(invalid(
                path,
                "file name",
                "expected formats.json or cards.json",
            ))
        }
    };
    Ok(file)
}

/// The file must sit in the folder of the game it names.
fn check_folder(path: &str, game: GameId) -> Result<(), DataError> {
    let folder = Path::new(path)
        .parent()
        .and_then(|p| p.file_name())
        .and_then(|n| n.to_str());
    match folder.filter(|f| *f != game.as_str()) {
        Some(folder) => Err(invalid(
            path,
            "game",
            format!(
                "the file is in the folder `{folder}` but names the game `{}`",
                game.as_str()
            ),
        )),
        None => Ok(()),
    }
}

/// The records as the game's cards; the first rejected record is the error, since a shipped
/// file has to be right as a whole.
fn read_cards(
    path: &str,
    game: GameId,
    records: Vec<serde_json::Value>,
) -> Result<CardsFile, DataError> {
    let (cards, rejected) = game
        .read_cards(records)
        .map_err(|error| invalid(path, "game", error.to_string()))?;
    if let Some(first) = rejected.first() {
        return Err(invalid(
            path,
            format!("cards[{}]", first.index),
            first
                .problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; "),
        ));
    }
    Ok(CardsFile { game, cards })
}

/// Deserializes `contents`, naming the JSON path and line of the first bad value and quoting
/// at most a short piece of it.
fn parse_json<T: DeserializeOwned>(file: &str, contents: &str) -> Result<T, DataError> {
    json_text::parse(contents).map_err(|error| match error {
        JsonTextError::Schema {
            path,
            line,
            column,
            message,
        } => invalid(
            file,
            format!("{path} (line {line}, column {column})"),
            message,
        ),
        JsonTextError::Syntax {
            line,
            column,
            message,
        } => invalid(file, format!("line {line}, column {column}"), message),
        JsonTextError::Trailing { line, column } => invalid(
            file,
            format!("line {line}, column {column}"),
            "text after the JSON value",
        ),
        JsonTextError::NotUtf8 { offset } => {
            invalid(file, format!("byte {offset}"), "not UTF-8 text")
        }
    })
}

fn check_name(file: &str, location: &str, name: &str) -> Result<(), DataError> {
    if name.trim().is_empty() {
        Err(invalid(file, location, "the name is empty"))
    } else {
        Ok(())
    }
}

fn check_formats(path: &str, file: &FormatsFile) -> Result<(), DataError> {
    // Top-level fields are named as code, so that the place reads as one ("`formats`: …").
    check_name(path, "`name`", &file.name)?;
    if file.formats.is_empty() {
        return Err(invalid(
            path,
            "`formats`",
            "a game needs at least one format",
        ));
    }
    let engine = file.game.info();
    let mut seen = BTreeSet::new();
    for (i, format) in file.formats.iter().enumerate() {
        let at = |field: &str| format!("formats[{i}].{field}");
        if !is_well_formed_id(file.game.as_str(), &format.id) {
            return Err(invalid(
                path,
                at("id"),
                format!(
                    "the ID `{}` must be `{}-` then lowercase letters, digits and hyphens",
                    format.id,
                    file.game.as_str()
                ),
            ));
        }
        if !seen.insert(format.id.as_str()) {
            return Err(invalid(
                path,
                at("id"),
                format!("the ID `{}` is used twice", format.id),
            ));
        }
        check_name(path, &at("name"), &format.name)?;
        if let Some(round) = format.round {
            if !(1..=24 * 60).contains(&round.minutes) {
                return Err(invalid(
                    path,
                    at("round.minutes"),
                    format!("a round of {} minutes is not from 1 to 1440", round.minutes),
                ));
            }
        }
        let PlayerRange { min, max } = format.players;
        if min < engine.min_players || max > engine.max_players || min > max {
            return Err(invalid(
                path,
                at("players"),
                format!(
                    "{min} to {max} players is not within {}'s {} to {}",
                    file.game.as_str(),
                    engine.min_players,
                    engine.max_players
                ),
            ));
        }
        if engine.playable {
            // The game reads its rules: an unknown key or a value of the wrong type would
            // otherwise be ignored silently and its default played.
            file.game
                .read_rules(&serde_json::Value::Object(format.rules.clone()))
                .map_err(|error| {
                    // Where in the rules, as the file has them: `formats[0].rules.starting_life`.
                    let place = match error.path() {
                        Some(rule) => format!("rules.{rule}"),
                        None => "rules".to_owned(),
                    };
                    let message = match error {
                        RulesError::Unreadable { message, .. } => message,
                        // The label's key and values: a format file's reader is its author.
                        RulesError::Refused(reason) => reason.to_string(),
                    };
                    invalid(path, at(&place), message)
                })?;
        }
    }
    Ok(())
}

/// The JSON Schema of `formats.json`, as committed in `cards/schema/format.schema.json`.
pub fn formats_schema() -> String {
    pretty_schema(schemars::schema_for!(FormatsFile))
}

/// The JSON Schema of `game`'s `cards.json`, as committed in
/// `cards/schema/<game>-cards.schema.json`; `None` when the game has no cards.
pub fn cards_schema(game: GameId) -> Option<String> {
    let entry = game.card_schema()?;
    let mut schema = schemars::schema_for!(CardsFileSchema<serde_json::Value>);
    let title = format!("Tableside cards file: {}", game.as_str());
    schema.insert("title".into(), title.into());
    if let Some(properties) = schema
        .get_mut("properties")
        .and_then(serde_json::Value::as_object_mut)
    {
        // The records are the game's own entries, with their definitions beside them.
        let mut entry = entry.to_value();
        let definitions = entry
            .as_object_mut()
            .and_then(|object| object.remove("$defs"));
        if let Some(object) = entry.as_object_mut() {
            object.remove("$schema");
        }
        properties.insert(
            "cards".into(),
            serde_json::json!({ "type": "array", "items": entry }),
        );
        if let Some(definitions) = definitions {
            schema.insert("$defs".into(), definitions);
        }
    }
    Some(pretty_schema(schema))
}

fn pretty_schema(schema: schemars::Schema) -> String {
    // A schema is a JSON value: it always serializes.
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_else(|e| unreachable!("{e}"));
    text.push('\n');
    text
}
