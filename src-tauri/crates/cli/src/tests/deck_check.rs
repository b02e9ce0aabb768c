//! `check-deck` over the shipped cards.

use super::*;

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
        let message = parse_deck_file(text).err().unwrap_or_default();
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
