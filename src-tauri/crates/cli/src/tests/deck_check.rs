//! `check-deck` over the shipped cards.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::*;
use crate::test_catalogs::{
    chinese, chinese_text, label_keys_of_the_engine, labels_in, placeholders,
};

/// A legal standard deck of the shipped sample cards.
pub(crate) const LEGAL: &str = r#"{
  "game": "conjure",
  "format": "conjure-standard",
  "cards": [
    {"card": "conjure-forge-hall-brawler", "count": 2},
    {"card": "Cinderback Ram", "count": 2},
    {"card": "conjure-duskfang-courtier", "count": 2},
    {"card": "conjure-gloomvine-adder", "count": 2},
    {"card": "conjure-thornhide-sentinel", "count": 2},
    {"card": "canopy glider", "count": 2},
    {"card": "conjure-veilstep-adept", "count": 2},
    {"card": "conjure-stormglass-heron", "count": 2},
    {"card": "conjure-emberwake-drake", "count": 2},
    {"card": "conjure-lord-varkhul", "count": 1},
    {"card": "conjure-lady-seraphine", "count": 1}
  ]
}"#;

fn checked(text: &str) -> DeckReport {
    check(
        &parse_deck_file(text).expect("parses"),
        None,
        None,
        &CheckOptions::default(),
    )
    .expect("checks")
}

#[test]
fn the_sample_deck_is_legal_and_names_resolve() {
    let report = checked(LEGAL);
    assert!(report.legal, "{:?}", report.problems);
    assert_eq!(report.counts["player"], 20);
}

#[test]
fn the_same_deck_is_not_a_second_edition_deck() {
    let file = parse_deck_file(LEGAL).expect("parses");
    let report = check(
        &file,
        None,
        Some("conjure-second-edition"),
        &CheckOptions::default(),
    )
    .expect("checks");
    assert_eq!(exit_code(&report), EXIT_ILLEGAL);
    assert_eq!(report.problems[0].reason.key, "deck.conjure.deck_size");
}

#[test]
fn every_problem_is_reported_with_its_rule() {
    let text = LEGAL
        .replace(
            "\"conjure-lord-varkhul\", \"count\": 1",
            "\"conjure-lord-varkhul\", \"count\": 2",
        )
        .replace(
            "\"canopy glider\", \"count\": 2",
            "\"canopy glider\", \"count\": 3",
        );
    let report = checked(&text);
    let rules: Vec<(&str, &str)> = report
        .problems
        .iter()
        .map(|p| (p.rule.as_str(), p.reason.key.as_ref()))
        .collect();
    assert_eq!(
        rules,
        vec![
            ("CTC-DECK-1", "deck.conjure.deck_size"),
            ("CTC-DECK-1", "deck.conjure.too_many_copies"),
            ("CTC-DECK-1", "deck.conjure.lord_copies"),
        ]
    );
}

#[test]
fn bad_input_is_named() {
    let cases = [
        ("{", "not JSON"),
        (
            r#"{"cards": [{"card": "x", "count": -1}]}"#,
            "`cards[0].count`",
        ),
        (
            r#"{"cards": [{"card": "x", "count": 1, "zon": "chaos"}]}"#,
            "`cards[0].zon`",
        ),
        (r#"{"game": "conjure"}"#, "missing field `cards`"),
    ];
    for (text, expected) in cases {
        let message = parse_deck_file(text)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(message.contains(expected), "{text}: {message}");
    }
    let file = parse_deck_file(r#"{"cards": []}"#).expect("parses");
    assert!(
        check(&file, None, None, &CheckOptions::default()).is_err(),
        "no game"
    );
    assert!(
        check(&file, Some("codex"), Some("x"), &CheckOptions::default())
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
            .contains("no deck check")
    );
    assert!(check(
        &file,
        Some("conjure"),
        Some("conjure-nope"),
        &CheckOptions::default()
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default()
    .contains("conjure-nope"));
    let mut conjure = parse_deck_file(LEGAL).expect("parses");
    assert!(
        check(&conjure, Some("elestrals"), None, &CheckOptions::default()).is_err(),
        "disagrees"
    );
    conjure.game = None;
    assert!(check(&conjure, Some("conjure"), None, &CheckOptions::default()).is_ok());
}

#[test]
fn the_clock_gives_a_date() {
    assert!(today().is_ok());
}

fn elestrals_deck(cards: &str, date: &str) -> DeckReport {
    let text = format!(
        r#"{{"game": "elestrals", "format": "elestrals-standard", "date": "{date}", "cards": [{cards}]}}"#
    );
    checked(&text)
}

const ELESTRALS_SPIRITS: &str = r#"{"card": "Fire Spirit", "count": 10},
        {"card": "elestrals-spirit-water", "count": 10}"#;

#[test]
fn elestrals_legality_follows_the_date() {
    let deck = format!(r#"{ELESTRALS_SPIRITS}, {{"card": "Rimefang", "count": 1}}"#);
    let banned = elestrals_deck(&deck, "2026-06-01");
    let keys: Vec<&str> = banned
        .problems
        .iter()
        .map(|p| p.reason.key.as_ref())
        .collect();
    assert_eq!(
        keys,
        vec!["deck.elestrals.main_deck_size", "deck.elestrals.status"]
    );
    assert_eq!(banned.problems[1].cards, vec!["elestrals-rimefang"]);
    assert_eq!(banned.date.as_deref(), Some("2026-06-01"));
    assert_eq!(banned.counts["spirit"], 20);
    let lifted = elestrals_deck(&deck, "2026-09-01");
    assert_eq!(lifted.problems.len(), 1, "the ban is lifted");
}

#[test]
fn elestrals_bad_input_is_named() {
    let file =
        parse_deck_file(r#"{"cards": [{"card": "Cindermaw", "count": 1}]}"#).expect("parses");
    let options = CheckOptions::default();
    let ambiguous = check(
        &file,
        Some("elestrals"),
        Some("elestrals-standard"),
        &options,
    );
    assert!(
        ambiguous
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
            .contains("several cards"),
        "two printings share the name"
    );
    let file = parse_deck_file(r#"{"cards": []}"#).expect("parses");
    let bad_date = CheckOptions {
        players: None,
        date: Some("2026-13-01".into()),
    };
    assert!(check(
        &file,
        Some("elestrals"),
        Some("elestrals-standard"),
        &bad_date
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default()
    .contains("2026-13-01"));
    let zoned = parse_deck_file(r#"{"cards": [{"card": "Voltkit", "count": 1, "zone": "chaos"}]}"#)
        .expect("parses");
    assert!(check(
        &zoned,
        Some("elestrals"),
        Some("elestrals-standard"),
        &options
    )
    .is_err());
}

/// Every problem of the deck files in `tests/decks/`, each checked as `check-deck` checks it.
fn problems_of_the_deck_files() -> Vec<DeckProblem> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/decks");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("reads tests/decks")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
        .iter()
        .filter_map(|file| parse_deck_file(&std::fs::read_to_string(file).expect("reads")).ok())
        .filter_map(|deck| check(&deck, None, None, &CheckOptions::default()).ok())
        .flat_map(|report| report.problems)
        .collect()
}

/// A problem's label says what is wrong and the catalogs word it: one the catalogs lack, or
/// whose text wants an argument the label does not give, would show as its bare key or an
/// unfilled blank in the CLI or on the Chinese deck builder.
#[test]
fn every_deck_problem_reads_in_english_and_in_chinese() {
    let zh = chinese();
    let mut seen = BTreeSet::new();
    for problem in problems_of_the_deck_files() {
        let message = problem_message(&problem);
        for label in labels_in(&problem.reason) {
            let key = label.key.as_ref();
            assert!(!message.contains(key), "{key} has no English: {message}");
            let text = chinese_text(&zh, key)
                .unwrap_or_else(|| panic!("{key} has no Chinese ({})", problem.reason));
            for name in placeholders(text) {
                let base = name.strip_suffix("_signed").unwrap_or(name);
                assert!(
                    label.args.contains_key(base),
                    "the Chinese of {key} wants `{name}`, which the label lacks"
                );
            }
        }
        assert!(
            !message.contains("{{"),
            "the English wants an argument the label lacks: {message} ({})",
            problem.reason
        );
        seen.insert(problem.reason.key.to_string());
    }
    // The deck files between them bring out every problem the engine can find.
    assert_eq!(
        seen,
        label_keys_of_the_engine(|key| key.starts_with("deck."))
    );
}

#[test]
fn check_deck_prints_each_problem_in_english_beside_its_label() {
    let report = check(
        &parse_deck_file(LEGAL).expect("parses"),
        None,
        Some("conjure-second-edition"),
        &CheckOptions::default(),
    )
    .expect("checks");
    let printed = serde_json::to_value(printed(&report)).expect("serializes");
    let problem = &printed["problems"][0];
    assert_eq!(
        problem["message"],
        "The player deck needs exactly 25 cards; it holds 20."
    );
    assert_eq!(problem["reason"]["key"], "deck.conjure.deck_size");
    assert_eq!(problem["rule"], "CTC-DECK-1");
    // Everything else as the engine's report has it.
    let engine = serde_json::to_value(&report).expect("serializes");
    let mut printed = printed;
    for problem in printed["problems"].as_array_mut().expect("problems") {
        problem
            .as_object_mut()
            .expect("an object")
            .remove("message");
    }
    assert_eq!(printed, engine);
}
