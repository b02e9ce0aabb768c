//! Tests of `card_ids`.

use tableside_cards::ShippedCards;

use super::fill_card_ids;

const NAMED: &str = r#"{"format": "tableside-match", "version": 2,
  "setup": {"game": "elestrals", "format": "elestrals-standard", "players": ["Ana", "Ben"], "seed": 1, "rules": {}},
  "log": [
    {"action": {"kind": "play", "play": {"game": "elestrals", "type": "cast", "card": {"card_id": "elestrals-emberfox"}, "spirits": {"fire": 1}}}},
    {"action": {"kind": "play", "play": {"game": "elestrals", "type": "next_phase"}}}
  ]}"#;

#[test]
fn a_card_named_by_its_id_is_written_out_whole_in_place() {
    let filled = fill_card_ids(NAMED, &ShippedCards).expect("fills");
    let value: serde_json::Value = serde_json::from_str(&filled).expect("still JSON");
    let card = &value["log"][0]["action"]["play"]["card"];
    assert_eq!(card["name"], "Emberfox");
    assert_eq!(card["class"], "elestral");
    assert_eq!(card["card_id"], "elestrals-emberfox");
    assert_eq!(card["cost"], serde_json::json!(["fire"]));
    // Every value keeps its line, for a message about it.
    assert_eq!(filled.lines().count(), NAMED.lines().count());
    assert!(filled
        .lines()
        .nth(4)
        .is_some_and(|line| line.contains("next_phase")));
}

#[test]
fn an_unknown_id_is_named_with_its_line() {
    let wrong = NAMED.replace("elestrals-emberfox", "elestrals-nowhere");
    let problem = fill_card_ids(&wrong, &ShippedCards)
        .expect_err("no such card")
        .to_string();
    assert!(problem.starts_with("line 4:"), "{problem}");
    assert!(problem.contains("elestrals-nowhere"), "{problem}");
}

#[test]
fn a_file_naming_no_card_by_id_is_left_as_it_is() {
    let plain = NAMED.replace(
        r#"{"card_id": "elestrals-emberfox"}"#,
        r#"{"name": "Cinder", "class": "elestral"}"#,
    );
    let kept = fill_card_ids(&plain, &ShippedCards).expect("reads");
    assert!(matches!(kept, std::borrow::Cow::Borrowed(_)));
    // A card's face that also gives its ID is a face, not a name to fill.
    let both = NAMED.replace(
        r#"{"card_id": "elestrals-emberfox"}"#,
        r#"{"card_id": "elestrals-emberfox", "name": "Ember", "class": "elestral"}"#,
    );
    assert!(matches!(
        fill_card_ids(&both, &ShippedCards).expect("reads"),
        std::borrow::Cow::Borrowed(_)
    ));
}
