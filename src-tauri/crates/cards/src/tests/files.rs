//! One file read and checked: shapes, IDs, rules through the game's rules type, cards through
//! the game's card entries.

use std::path::Path;

use tableside_engine::GameId;

use crate::files::{cards_schema, formats_schema, parse_data_file, DataFile};
use crate::DataError;

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
        Err(DataError {
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
    assert!(message.contains("startin_life"), "names the key: {message}");
    assert!(
        message.contains("starting_life"),
        "the message lists the known rules: {message}"
    );
}

#[test]
fn a_rule_of_the_wrong_kind_is_named_by_its_place() {
    let broken = FORMATS.replace("\"starting_life\": 25", "\"starting_life\": \"lots\"");
    let (location, message) = error_of("conjure/formats.json", &broken);
    assert_eq!(location, "formats[0].rules.starting_life");
    assert!(message.contains("lots"), "{message}");
}

#[test]
fn a_rule_value_the_game_refuses_is_refused() {
    let broken = FORMATS.replace("\"starting_life\": 25", "\"towers_per_player\": 900");
    let (location, message) = error_of("conjure/formats.json", &broken);
    assert_eq!(location, "formats[0].rules");
    assert!(message.contains("towers_per_player"), "{message}");
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
    let (location, message) = error_of("conjure/cards.json", cards);
    assert_eq!(location, "cards[1]");
    assert!(message.contains("card_problem.id_taken"), "{message}");
}

#[test]
fn card_attributes_are_checked_against_the_games_card_model() {
    let cards = r#"{"game": "conjure", "cards": [
        {"id": "conjure-a", "name": "A", "kind": "creature",
         "attributes": {"colors": ["red"], "power": 2, "defence": 2}}
    ]}"#;
    let (location, message) = error_of("conjure/cards.json", cards);
    assert_eq!(location, "cards[0]");
    assert!(message.contains("attributes"), "{message}");
    assert!(message.contains("defense"), "{message}");
    let unknown_kind = r#"{"game": "conjure", "cards": [
        {"id": "conjure-a", "name": "A", "kind": "spell"}
    ]}"#;
    let (location, message) = error_of("conjure/cards.json", unknown_kind);
    assert_eq!(location, "cards[0]");
    assert!(message.contains("spell"), "{message}");
}

#[test]
fn a_record_of_the_other_games_shape_is_refused() {
    let cards = r#"{"game": "elestrals", "cards": [
        {"id": "elestrals-a", "name": "A", "kind": "spirit"}
    ]}"#;
    let (location, message) = error_of("elestrals/cards.json", cards);
    assert_eq!(location, "cards[0]");
    assert!(message.contains("class"), "{message}");
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
    if tableside_engine::games::TEST_GAME {
        return; // the committed schemas describe the shipped games only
    }
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../cards/schema");
    let bless = std::env::var_os("TABLESIDE_BLESS").is_some();
    let mut schemas = vec![("format.schema.json".to_owned(), formats_schema())];
    for game in GameId::ALL {
        if let Some(schema) = cards_schema(*game) {
            schemas.push((format!("{}-cards.schema.json", game.as_str()), schema));
        }
    }
    assert!(schemas.len() > 1, "some game has cards");
    for (name, generated) in schemas {
        let path = folder.join(&name);
        if bless {
            std::fs::create_dir_all(&folder).expect("creates cards/schema");
            std::fs::write(&path, &generated).expect("writes the schema");
            continue;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "cards/schema/{name} is stale: run `TABLESIDE_BLESS=1 cargo test -p tableside-cards card_schemas` and commit it"
        );
    }
}

#[test]
fn a_formats_usual_round_reads_unverified_unless_said_and_keeps_within_a_day() {
    let with_round = FORMATS.replace(
        "\"players\": { \"min\": 2, \"max\": 4 },",
        "\"players\": { \"min\": 2, \"max\": 4 }, \"round\": { \"minutes\": 50 },",
    );
    let DataFile::Formats(file) =
        parse_data_file("conjure/formats.json", &with_round).expect("valid")
    else {
        panic!("a formats file")
    };
    let round = file.formats[0].round.expect("a round");
    assert_eq!((round.minutes, round.verified), (50, false));
    let zero = with_round.replace("\"minutes\": 50", "\"minutes\": 0");
    let (location, _) = error_of("conjure/formats.json", &zero);
    assert_eq!(location, "formats[0].round.minutes");
    let week = with_round.replace("\"minutes\": 50", "\"minutes\": 10080");
    assert_eq!(
        error_of("conjure/formats.json", &week).0,
        "formats[0].round.minutes"
    );
}
