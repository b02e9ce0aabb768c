//! Tests of `deck_list`.

use super::*;
use crate::ErrorCode;

fn card(id: &str, name: &str) -> CardRecord {
    CardRecord {
        id: id.to_owned(),
        name: name.to_owned(),
        kind: "unit".to_owned(),
        text: String::new(),
        sample: true,
        attributes: serde_json::json!({}),
    }
}

fn cards() -> Vec<CardRecord> {
    vec![
        card("demo-fire", "Fire Spirit"),
        card("demo-ash", "Ash Hound"),
        card("demo-echo-a", "Echo"),
        card("demo-echo-b", "Echo"),
    ]
}

fn entry(card: &str, count: u32) -> DeckListEntry {
    DeckListEntry {
        card: card.to_owned(),
        count,
    }
}

fn bad_lines(text: &str) -> Vec<(usize, ErrorCode, String)> {
    match read_deck_list(text, &cards()) {
        Err(DeckListError::BadLines(lines)) => lines
            .into_iter()
            .map(|bad| (bad.line, bad.fault.code(), bad.fault.quoted()))
            .collect(),
        other => panic!("expected bad lines, got {other:?}"),
    }
}

#[test]
fn a_list_with_headings_comments_and_blank_lines_reads_in_order() {
    let text = "Main Deck (3)\n3 Ash Hound\n\n# the Spirits\nSpirit Deck\n20 fire spirit\n";
    assert_eq!(
        read_deck_list(text, &cards()),
        Ok(vec![entry("demo-ash", 3), entry("demo-fire", 20)])
    );
}

#[test]
fn counts_may_be_written_with_an_x_and_ids_stand_for_names() {
    let text = "3x Ash Hound\n2X demo-fire\n1× Fire Spirit\n// done\n";
    assert_eq!(
        read_deck_list(text, &cards()),
        Ok(vec![entry("demo-ash", 3), entry("demo-fire", 3)])
    );
}

#[test]
fn windows_line_ends_and_surrounding_spaces_read_the_same() {
    assert_eq!(
        read_deck_list("  2   Ash Hound  \r\n1 Fire Spirit\r\n", &cards()),
        Ok(vec![entry("demo-ash", 2), entry("demo-fire", 1)])
    );
}

#[test]
fn an_unknown_card_is_reported_with_its_line_number() {
    assert_eq!(
        bad_lines("3 Ash Hound\n\n2 Ash Houndd\n"),
        vec![(3, ErrorCode::DeckListUnknownCard, "Ash Houndd".to_owned())]
    );
}

#[test]
fn every_bad_count_is_reported_and_nothing_reads() {
    let text = "0 Ash Hound\n1000 Ash Hound\n2.5 Fire Spirit\n-1 Fire Spirit\nx3 Ash Hound\n3y Ash Hound\n4\n";
    assert_eq!(
        bad_lines(text),
        vec![
            (1, ErrorCode::DeckListBadCount, "0".to_owned()),
            (2, ErrorCode::DeckListBadCount, "1000".to_owned()),
            (3, ErrorCode::DeckListBadCount, "2.5".to_owned()),
            (4, ErrorCode::DeckListBadCount, "-1".to_owned()),
            // `x3` starts with a letter: a heading, unless it names a card.
            (6, ErrorCode::DeckListBadCount, "3y".to_owned()),
            (7, ErrorCode::DeckListNoName, String::new()),
        ]
    );
}

#[test]
fn a_card_without_a_count_and_a_shared_name_are_mistakes_not_headings() {
    assert_eq!(
        bad_lines("Fire Spirit\n2 Echo\n2 demo-echo-a\n"),
        vec![
            (1, ErrorCode::DeckListNoCount, "Fire Spirit".to_owned()),
            (2, ErrorCode::DeckListAmbiguousCard, "Echo".to_owned()),
        ]
    );
}

#[test]
fn a_list_of_no_cards_is_empty() {
    for text in ["", "\n\n", "Main Deck\n# nothing yet\n"] {
        assert_eq!(
            read_deck_list(text, &cards()),
            Err(DeckListError::Empty),
            "{text:?}"
        );
    }
}

#[test]
fn a_very_long_name_is_quoted_short() {
    let long = "a".repeat(5_000);
    let lines = bad_lines(&format!("1 {long}"));
    assert!(lines[0].2.chars().count() < 200, "{}", lines[0].2.len());
}

#[test]
fn a_written_list_reads_back_as_the_same_deck() {
    let sections = vec![
        DeckListSection {
            heading: "Main Deck".to_owned(),
            cards: vec![entry("demo-ash", 3), entry("demo-echo-b", 2)],
        },
        DeckListSection {
            heading: "Nothing here".to_owned(),
            cards: Vec::new(),
        },
        DeckListSection {
            heading: "Spirit Deck".to_owned(),
            cards: vec![entry("demo-fire", 20)],
        },
    ];
    let text = write_deck_list(&sections, &cards());
    // A name two cards share is written as the ID; an empty section is left out.
    assert_eq!(
        text,
        "Main Deck\n3 Ash Hound\n2 demo-echo-b\n\nSpirit Deck\n20 Fire Spirit\n"
    );
    assert_eq!(
        read_deck_list(&text, &cards()),
        Ok(vec![
            entry("demo-ash", 3),
            entry("demo-echo-b", 2),
            entry("demo-fire", 20)
        ])
    );
}

#[test]
fn a_heading_that_would_read_as_a_card_line_is_written_as_a_comment() {
    let sections = |heading: &str| {
        vec![DeckListSection {
            heading: heading.to_owned(),
            cards: vec![entry("demo-ash", 1)],
        }]
    };
    assert_eq!(
        write_deck_list(&sections("40 cards"), &cards()),
        "# 40 cards\n1 Ash Hound\n"
    );
    assert_eq!(
        write_deck_list(&sections("Fire Spirit"), &cards()),
        "# Fire Spirit\n1 Ash Hound\n"
    );
    assert_eq!(write_deck_list(&sections(""), &cards()), "1 Ash Hound\n");
}
