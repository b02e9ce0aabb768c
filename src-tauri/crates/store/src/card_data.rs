//! The card data files in `cards/`: their shapes (from which the JSON Schemas in
//! `cards/schema/` are generated) and how a file is read and checked.
//!
//! A game's folder holds `formats.json` (a [`FormatsFile`]) and optionally `cards.json` (a
//! [`CardsFile`]). Every check happens here, before anything is written.

use std::collections::BTreeSet;
use std::path::Path;

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tableside_engine::games::conjure;
use tableside_engine::GameId;

use crate::error::{Result, StoreError};

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
    /// Exactly what goes into a match setup's `rules`; for a playable game, the engine's
    /// format rules (e.g. Conjure's `starting_life`, `crystal_cap`, `deck_size`,
    /// `starting_hand`, `hand_limit`, the deck limits, `chaos_deck_size`, `monster_wins`),
    /// any left out taking the rulebook's value.
    pub rules: serde_json::Map<String, serde_json::Value>,
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

/// A game's `cards.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "Tableside cards file")]
pub struct CardsFile {
    /// The path of this schema, for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// The game; the file must sit in the folder of the same name.
    pub game: GameId,
    pub cards: Vec<CardEntry>,
}

/// One card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardEntry {
    /// Starts with the game's ID and a hyphen; lowercase letters, digits and hyphens.
    #[schemars(pattern(r"^[a-z]+-[a-z0-9-]+$"))]
    pub id: String,
    #[schemars(length(min = 1))]
    pub name: String,
    /// The game's card type. Conjure: `creature`, `chaos`, `quest` or `tower`.
    #[schemars(pattern(r"^[a-z_]+$"))]
    pub kind: String,
    /// The card's text.
    #[serde(default)]
    pub text: String,
    /// `true` for a card written for this project as an example, not a printed card.
    #[serde(default)]
    pub sample: bool,
    /// The game's own fields, checked against the engine's card model where it has one.
    /// Conjure: a creature's `colors`, `cost`, `power`, `defense` and optional `keywords`
    /// (`"blitz"`, `{"corrupt": 1}`, `{"peek": 2}`, …), `lord`, `upkeep`, `abilities`; a Chaos
    /// card's `kind` (`{"type": "instant"}`, `{"type": "countdown", "turns": 3}`,
    /// `{"type": "relic"}`, `{"type": "monster", "power": 5, "defense": 8}`) and optional
    /// `effects` (`{"effect": "damage_players", "amount": 2, "who": "everyone"}`, …); a quest's
    /// `quest`; a tower's `crystal`.
    #[serde(default)]
    pub attributes: serde_json::Map<String, serde_json::Value>,
}

/// One card data file, read and checked.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum DataFile {
    Formats(FormatsFile),
    Cards(CardsFile),
}

impl DataFile {
    pub(crate) fn game(&self) -> GameId {
        match self {
            DataFile::Formats(file) => file.game,
            DataFile::Cards(file) => file.game,
        }
    }
}

/// Reads and checks one file; `path` is relative to `cards/` (`conjure/formats.json`).
pub(crate) fn parse_data_file(path: &str, contents: &str) -> Result<DataFile> {
    let file_name = Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let file = match file_name {
        "formats.json" => DataFile::Formats(parse_json(path, contents)?),
        // Elestrals cards are written in the engine's card model, so that a player's exported
        // list and the shipped file read the same way; they are kept like every game's cards.
        "cards.json" if names_game(contents, GameId::Elestrals) => {
            DataFile::Cards(crate::card_import::read_shipped_elestrals(path, contents)?)
        }
        "cards.json" => DataFile::Cards(parse_json(path, contents)?),
        _ => {
            return Err(invalid(
                path,
                "file name",
                "expected formats.json or cards.json",
            ))
        }
    };
    let folder = Path::new(path)
        .parent()
        .and_then(|p| p.file_name())
        .and_then(|n| n.to_str());
    if let Some(folder) = folder.filter(|f| *f != file.game().as_str()) {
        return Err(invalid(
            path,
            "game",
            format!(
                "the file is in the folder `{folder}` but names the game `{}`",
                file.game().as_str()
            ),
        ));
    }
    match &file {
        DataFile::Formats(formats) => check_formats(path, formats)?,
        DataFile::Cards(cards) => check_cards(path, cards)?,
    }
    Ok(file)
}

/// Whether the file's top-level `game` is `game`; anything unreadable is left to the parser
/// that reports it.
fn names_game(contents: &str, game: GameId) -> bool {
    #[derive(Deserialize)]
    struct GameOnly {
        game: Option<GameId>,
    }
    serde_json::from_str::<GameOnly>(contents).is_ok_and(|file| file.game == Some(game))
}

/// The error for a file, naming where in it the problem is.
pub(crate) fn invalid(
    file: &str,
    location: impl Into<String>,
    message: impl Into<String>,
) -> StoreError {
    StoreError::InvalidCardData {
        file: file.to_owned(),
        location: location.into(),
        message: message.into(),
    }
}

/// Deserializes `contents`, naming the JSON path and line of the first bad value.
fn parse_json<T: DeserializeOwned>(file: &str, contents: &str) -> Result<T> {
    let mut deserializer = serde_json::Deserializer::from_str(contents);
    let value: T = serde_path_to_error::deserialize(&mut deserializer).map_err(|error| {
        let path = error.path().to_string();
        let inner = error.into_inner();
        let position = format!(" at line {} column {}", inner.line(), inner.column());
        let message = inner.to_string();
        let message = message
            .strip_suffix(&position)
            .unwrap_or(&message)
            .to_owned();
        invalid(
            file,
            format!("{path} (line {}, column {})", inner.line(), inner.column()),
            message,
        )
    })?;
    deserializer.end().map_err(|e| {
        invalid(
            file,
            format!("line {}, column {}", e.line(), e.column()),
            "text after the JSON value",
        )
    })?;
    Ok(value)
}

fn check_id(file: &str, location: &str, id: &str, game: GameId) -> Result<()> {
    let rest = id
        .strip_prefix(game.as_str())
        .and_then(|r| r.strip_prefix('-'));
    let well_formed = rest.is_some_and(|r| {
        !r.is_empty()
            && r.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    });
    if well_formed {
        Ok(())
    } else {
        Err(invalid(
            file,
            location,
            format!(
                "the ID `{id}` must be `{}-` then lowercase letters, digits and hyphens",
                game.as_str()
            ),
        ))
    }
}

fn check_name(file: &str, location: &str, name: &str) -> Result<()> {
    if name.trim().is_empty() {
        Err(invalid(file, location, "the name is empty"))
    } else {
        Ok(())
    }
}

fn check_formats(path: &str, file: &FormatsFile) -> Result<()> {
    check_name(path, "name", &file.name)?;
    if file.formats.is_empty() {
        return Err(invalid(path, "formats", "a game needs at least one format"));
    }
    let engine = tableside_engine::game::info(file.game);
    let mut seen = BTreeSet::new();
    for (i, format) in file.formats.iter().enumerate() {
        let at = |field: &str| format!("formats[{i}].{field}");
        check_id(path, &at("id"), &format.id, file.game)?;
        if !seen.insert(format.id.as_str()) {
            return Err(invalid(
                path,
                at("id"),
                format!("the ID `{}` is used twice", format.id),
            ));
        }
        check_name(path, &at("name"), &format.name)?;
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
        check_rules(path, &at("rules"), file.game, &format.rules)?;
    }
    Ok(())
}

/// The rules of a playable game must be ones its engine reads, with values of the right type;
/// a misspelt rule would otherwise be ignored silently and its default used.
fn check_rules(
    path: &str,
    location: &str,
    game: GameId,
    rules: &serde_json::Map<String, serde_json::Value>,
) -> Result<()> {
    let known = match game {
        GameId::Conjure => {
            let parsed: conjure::Rules =
                serde_json::from_value(serde_json::Value::Object(rules.clone()))
                    .map_err(|e| invalid(path, location, e.to_string()))?;
            parsed
                .validate()
                .map_err(|message| invalid(path, location, message))?;
            serde_json::to_value(parsed).map_err(|e| invalid(path, location, e.to_string()))?
        }
        // The engine reads no rules of the other games yet: nothing to check them against.
        GameId::Elestrals | GameId::Xingling | GameId::Codex => return Ok(()),
    };
    match rules.keys().find(|key| known.get(key.as_str()).is_none()) {
        Some(unknown) => {
            let names: Vec<&str> = known
                .as_object()
                .map(|o| o.keys().map(String::as_str).collect())
                .unwrap_or_default();
            Err(invalid(
                path,
                format!("{location}.{unknown}"),
                format!("unknown rule; the rules are {}", names.join(", ")),
            ))
        }
        None => Ok(()),
    }
}

fn check_cards(path: &str, file: &CardsFile) -> Result<()> {
    let mut seen = BTreeSet::new();
    for (i, card) in file.cards.iter().enumerate() {
        let at = |field: &str| format!("cards[{i}].{field}");
        check_id(path, &at("id"), &card.id, file.game)?;
        if !seen.insert(card.id.as_str()) {
            return Err(invalid(
                path,
                at("id"),
                format!("the ID `{}` is used twice", card.id),
            ));
        }
        check_name(path, &at("name"), &card.name)?;
        if card.kind.is_empty()
            || !card
                .kind
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '_')
        {
            return Err(invalid(
                path,
                at("kind"),
                format!("`{}` is not lowercase letters and underscores", card.kind),
            ));
        }
    }
    // Attributes after every card's identity, so that a duplicate ID is named as such.
    for (i, card) in file.cards.iter().enumerate() {
        check_attributes(path, &format!("cards[{i}].attributes"), file.game, card)?;
    }
    Ok(())
}

/// A playable game's cards must fit the engine's card model, which reads them for deck checks
/// and the table; a misspelt attribute would otherwise be ignored silently.
///
/// A Conjure quest or tower with no attributes at all is kept as text only: the engine reads
/// nothing of them during play.
fn check_attributes(path: &str, location: &str, game: GameId, card: &CardEntry) -> Result<()> {
    match game {
        GameId::Conjure => {
            let text_only =
                matches!(card.kind.as_str(), "quest" | "tower") && card.attributes.is_empty();
            if text_only {
                return Ok(());
            }
            conjure::Card::from_data(&card.id, &card.name, &card.kind, &card.attributes)
                .map(|_| ())
                .map_err(|message| invalid(path, location, message))
        }
        // Elestrals records were read through the engine's card model already
        // (`card_import::read_shipped_elestrals`); the other games have no card model yet.
        GameId::Elestrals | GameId::Xingling | GameId::Codex => Ok(()),
    }
}

/// The JSON Schema of `formats.json`, as committed in `cards/schema/format.schema.json`.
pub fn formats_schema() -> String {
    pretty_schema(schemars::schema_for!(FormatsFile))
}

/// The JSON Schema of `cards.json`, as committed in `cards/schema/cards.schema.json`.
pub fn cards_schema() -> String {
    pretty_schema(schemars::schema_for!(CardsFile))
}

/// The JSON Schema of Elestrals' `cards.json`, in the engine's card model, as committed in
/// `cards/schema/elestrals-cards.schema.json`.
pub fn elestrals_cards_schema() -> String {
    pretty_schema(schemars::schema_for!(
        crate::card_import::ElestralsCardsFile
    ))
}

fn pretty_schema(schema: schemars::Schema) -> String {
    // A schema is a JSON value: it always serializes.
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_else(|e| unreachable!("{e}"));
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORMATS: &str = r#"{
  "game": "conjure",
  "name": "Conjure The Chaos",
  "formats": [
    {
      "id": "conjure-test",
      "name": "Test",
      "players": { "min": 2, "max": 4 },
      "rules": { "starting_life": 25 }
    }
  ]
}"#;

    fn error_of(path: &str, contents: &str) -> (String, String) {
        match parse_data_file(path, contents) {
            Err(StoreError::InvalidCardData {
                file,
                location,
                message,
            }) => {
                assert_eq!(file, path);
                (location, message)
            }
            other => panic!("expected invalid card data, got {other:?}"),
        }
    }

    #[test]
    fn a_valid_formats_file_parses() {
        let parsed = parse_data_file("conjure/formats.json", FORMATS).expect("valid");
        let DataFile::Formats(file) = parsed else {
            panic!("a formats file")
        };
        assert_eq!(file.formats[0].rules["starting_life"], 25);
    }

    #[test]
    fn a_value_of_the_wrong_type_names_its_path_and_line() {
        let broken = FORMATS.replace("\"min\": 2", "\"min\": \"two\"");
        let (location, message) = error_of("conjure/formats.json", &broken);
        assert_eq!(location, "formats[0].players.min (line 8, column 31)");
        assert!(
            message.starts_with("invalid type: string \"two\""),
            "{message}"
        );
    }

    #[test]
    fn broken_json_names_its_line() {
        let (location, _) = error_of(
            "conjure/formats.json",
            "{\n  \"game\": \"conjure\",\n  oops\n}",
        );
        assert!(location.contains("line 3"), "{location}");
    }

    #[test]
    fn a_misspelt_rule_is_refused() {
        let broken = FORMATS.replace("starting_life", "startin_life");
        let (location, message) = error_of("conjure/formats.json", &broken);
        assert_eq!(location, "formats[0].rules.startin_life");
        assert!(
            message.contains("starting_life"),
            "the message lists the known rules: {message}"
        );
    }

    #[test]
    fn a_rule_value_of_the_wrong_type_is_refused() {
        let broken = FORMATS.replace("\"starting_life\": 25", "\"crystal_cap\": 900");
        let (location, _) = error_of("conjure/formats.json", &broken);
        assert_eq!(location, "formats[0].rules");
    }

    #[test]
    fn a_player_range_outside_the_games_is_refused() {
        let broken = FORMATS.replace("\"max\": 4", "\"max\": 6");
        assert_eq!(
            error_of("conjure/formats.json", &broken).0,
            "formats[0].players"
        );
    }

    #[test]
    fn an_unknown_field_is_refused() {
        let broken = FORMATS.replace("\"name\": \"Test\"", "\"name\": \"Test\", \"colour\": 1");
        let (location, message) = error_of("conjure/formats.json", &broken);
        assert!(location.starts_with("formats[0]"), "{location}");
        assert!(message.contains("colour"), "{message}");
    }

    #[test]
    fn a_file_in_another_games_folder_is_refused() {
        assert_eq!(error_of("elestrals/formats.json", FORMATS).0, "game");
    }

    #[test]
    fn ids_carry_the_game_prefix() {
        let broken = FORMATS.replace("conjure-test", "test");
        assert_eq!(error_of("conjure/formats.json", &broken).0, "formats[0].id");
        let broken = FORMATS.replace("conjure-test", "conjure-Test");
        assert_eq!(error_of("conjure/formats.json", &broken).0, "formats[0].id");
    }

    #[test]
    fn duplicate_card_ids_are_refused() {
        let cards = r#"{"game": "conjure", "cards": [
            {"id": "conjure-a", "name": "A", "kind": "quest"},
            {"id": "conjure-a", "name": "B", "kind": "quest"}
        ]}"#;
        assert_eq!(error_of("conjure/cards.json", cards).0, "cards[1].id");
    }

    #[test]
    fn conjure_card_attributes_are_checked_against_the_card_model() {
        let cards = r#"{"game": "conjure", "cards": [
            {"id": "conjure-a", "name": "A", "kind": "creature",
             "attributes": {"colors": ["red"], "power": 2, "defence": 2}}
        ]}"#;
        let (location, message) = error_of("conjure/cards.json", cards);
        assert_eq!(location, "cards[0].attributes");
        assert!(message.contains("defense"), "{message}");
        let unknown_kind = r#"{"game": "conjure", "cards": [
            {"id": "conjure-a", "name": "A", "kind": "spell"}
        ]}"#;
        assert_eq!(
            error_of("conjure/cards.json", unknown_kind).0,
            "cards[0].attributes"
        );
    }

    #[test]
    fn every_shipped_conjure_card_reads_into_the_card_model() {
        let (_, contents) = crate::shipped_card_files()
            .into_iter()
            .find(|(path, _)| *path == "conjure/cards.json")
            .expect("shipped");
        let Ok(DataFile::Cards(file)) = parse_data_file("conjure/cards.json", contents) else {
            panic!("the shipped cards parse")
        };
        for card in &file.cards {
            conjure::Card::from_data(&card.id, &card.name, &card.kind, &card.attributes)
                .unwrap_or_else(|e| panic!("{}: {e}", card.id));
        }
    }

    #[test]
    fn an_unknown_file_name_is_refused() {
        assert_eq!(error_of("conjure/rules.json", "{}").0, "file name");
    }

    #[test]
    fn text_after_the_json_is_refused() {
        let (location, _) = error_of("conjure/formats.json", &format!("{FORMATS} {{}}"));
        assert!(location.starts_with("line 12"), "{location}");
    }

    /// Fails when `cards/schema/*.schema.json` no longer match the Rust types; with
    /// `TABLESIDE_BLESS=1` it rewrites them instead.
    #[test]
    fn card_schemas_are_fresh() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../cards/schema");
        let bless = std::env::var_os("TABLESIDE_BLESS").is_some();
        for (name, generated) in [
            ("format.schema.json", formats_schema()),
            ("cards.schema.json", cards_schema()),
            ("elestrals-cards.schema.json", elestrals_cards_schema()),
        ] {
            let path = folder.join(name);
            if bless {
                std::fs::create_dir_all(&folder).expect("creates cards/schema");
                std::fs::write(&path, &generated).expect("writes the schema");
                continue;
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == generated,
                "cards/schema/{name} is stale: run `TABLESIDE_BLESS=1 cargo test -p tableside-store card_schemas` and commit it"
            );
        }
    }
}
