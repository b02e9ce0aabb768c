//! Tests of `card_text`.

use serde_json::json;

use super::*;

/// Each problem as its code, its path and its label's key.
fn kinds(problems: &[CardProblem]) -> Vec<(CardProblemCode, Option<&str>, &str)> {
    problems
        .iter()
        .map(|p| (p.code, p.path.as_deref(), &*p.reason.key))
        .collect()
}

#[test]
fn strings_and_keys_become_nfc() {
    // "é" as "e" and a combining acute accent (U+0301).
    let mut value = json!({"name": "Cafe\u{301}", "tags": ["e\u{301}"], "e\u{301}": 1});
    normalize(&mut value);
    assert_eq!(value, json!({"name": "Café", "tags": ["é"], "é": 1}));
}

#[test]
fn a_name_of_only_invisible_characters_is_empty() {
    for name in ["", "   ", "\u{FEFF}", "\u{202E}", "\u{200B}\u{200D} "] {
        assert_eq!(
            kinds(&name_problems(name)),
            vec![(
                CardProblemCode::EmptyName,
                Some("name"),
                "card_problem.empty_name"
            )],
            "{name:?}"
        );
    }
}

#[test]
fn a_name_hiding_a_direction_override_is_refused() {
    let problems = name_problems("Dragon\u{202E}nogard");
    assert_eq!(
        kinds(&problems),
        vec![(
            CardProblemCode::HiddenCharacter,
            Some("name"),
            "card_problem.hidden_character"
        )]
    );
    assert_eq!(
        problems[0].reason.to_string(),
        "card_problem.hidden_character(character: \"U+202E\")"
    );
}

#[test]
fn a_plain_name_in_any_script_is_fine() {
    for name in ["Ward Totem", "星灵之殿", "Café Müller", "Ænima-7"] {
        assert!(name_problems(name).is_empty(), "{name}");
    }
}

#[test]
fn a_million_character_name_is_too_long() {
    let problems = name_problems(&"n".repeat(1_000_000));
    assert_eq!(
        kinds(&problems),
        vec![(
            CardProblemCode::TooLong,
            Some("name"),
            "card_problem.too_long"
        )]
    );
    assert_eq!(
        problems[0].reason.to_string(),
        "card_problem.too_long(length: 1000000, limit: 150)"
    );
}

#[test]
fn a_text_keeps_line_breaks_but_not_other_controls() {
    assert!(text_problems("Draw a card.\n\tThen discard one.").is_empty());
    let problems = text_problems("Draw\u{7}");
    assert_eq!(
        kinds(&problems),
        vec![(
            CardProblemCode::HiddenCharacter,
            Some("text"),
            "card_problem.hidden_character"
        )]
    );
}

#[test]
fn every_field_of_a_card_has_a_limit_named_by_its_path() {
    let long = "9".repeat(FIELD_LIMIT + 1);
    let attributes = serde_json::json!({
        "set_number": long,
        "legality": [{ "status": "legal" }, { "status": long }],
        "flavor": "short enough",
    });
    let problems = long_fields(&attributes);
    assert_eq!(
        kinds(&problems),
        vec![
            (
                CardProblemCode::TooLong,
                Some("legality[1].status"),
                "card_problem.too_long"
            ),
            (
                CardProblemCode::TooLong,
                Some("set_number"),
                "card_problem.too_long"
            ),
        ]
    );
    assert!(
        problems.iter().all(|p| p.to_string().len() < 200),
        "a problem quotes no value"
    );
    assert!(long_fields(&serde_json::json!({ "set_number": "IMP-001" })).is_empty());
}
