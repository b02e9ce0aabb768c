//! The shipped data: every file found, read and checked; decks checked against it; imported
//! lists read record by record.

use tableside_engine::deck::{CardData, CardDataError, CheckOptions, DeckFile};
use tableside_engine::ErrorCode;
use tableside_engine::{deck_check, parse_date, CardProblemCode, GameId, LabelArg};

use crate::{read_card_list, shipped_catalog, shipped_files, ShippedCards};

/// How many entries under `key` the shipped files named `file` hold, all games together:
/// counted from the files themselves, so that a game's data grows without this test changing.
fn shipped_count(file: &str, key: &str) -> usize {
    shipped_files()
        .iter()
        .filter(|(path, _)| path.ends_with(file))
        .map(|(_, text)| {
            let value: serde_json::Value = serde_json::from_str(text).expect("shipped JSON");
            value[key].as_array().map_or(0, Vec::len)
        })
        .sum()
}

#[test]
fn every_game_folder_ships_its_files_and_they_check() {
    let paths: Vec<&str> = shipped_files().iter().map(|(path, _)| *path).collect();
    assert!(paths.contains(&"conjure/formats.json"), "{paths:?}");
    assert!(paths.contains(&"elestrals/cards.json"), "{paths:?}");
    let mut sorted = paths.clone();
    sorted.sort_unstable();
    assert_eq!(paths, sorted, "sorted by path");
    let catalog = shipped_catalog().expect("the shipped data checks");
    for (game, _) in &catalog.games {
        assert!(game.info().playable, "{} ships data", game.as_str());
    }
    assert_eq!(catalog.cards.len(), shipped_count("/cards.json", "cards"));
    assert!(!catalog.cards.is_empty());
}

#[test]
fn the_shipped_cards_are_a_deck_checks_source() {
    let rules = ShippedCards
        .format_rules("conjure", "conjure-standard")
        .expect("a format");
    assert!(rules.is_object());
    let error = ShippedCards
        .format_rules("conjure", "conjure-nope")
        .expect_err("unknown");
    assert_eq!(error.code(), ErrorCode::DeckUnknownFormat);
    let message = error.to_string();
    assert!(
        message.starts_with("`conjure-nope` is not a conjure format; the formats are ")
            && message.contains("conjure-standard"),
        "names the formats: {message}"
    );
    assert_eq!(ShippedCards.cards("elestrals").expect("cards").len(), 26);
    let not_a_game = ShippedCards.cards("nowhere").expect_err("no such game");
    assert_eq!(not_a_game, CardDataError::NotAGame("nowhere".into()));
    assert_eq!(not_a_game.code(), ErrorCode::DeckUnknownGame);
    assert_eq!(not_a_game.to_string(), "`nowhere` is not a game");
}

#[test]
fn a_deck_error_has_a_stable_code() {
    let deck: DeckFile = serde_json::from_str(
        r#"{"game": "elestrals", "format": "elestrals-standard", "date": "2026-02-30",
            "cards": [{"card": "elestrals-spirit-fire", "count": 20}]}"#,
    )
    .expect("a deck file");
    let options = CheckOptions {
        players: None,
        date: None,
        today: parse_date("2026-06-01").expect("a day"),
    };
    let error =
        deck_check::check(&deck, None, None, &options, &ShippedCards).expect_err("bad date");
    assert_eq!(error.code(), ErrorCode::DeckBadDate);
    let error = deck_check::check(&deck, Some("codex"), None, &options, &ShippedCards)
        .expect_err("another game");
    assert_eq!(error.code(), ErrorCode::DeckGameMismatch);
}

#[test]
fn an_imported_list_is_read_record_by_record() {
    let list = r#"[
        {"id": "elestrals-good", "name": "Good", "class": "spirit", "elements": ["fire"]},
        {"id": "elestrals-two", "name": "Two", "class": "spirit", "elements": ["fire", "water"]},
        {"id": "bad", "name": " ", "class": "spirit", "elements": ["fire"]}
    ]"#;
    let (accepted, rejected) = read_card_list(GameId::Elestrals, list).expect("a list");
    assert_eq!(accepted.len(), 1);
    assert_eq!(accepted[0].kind, "spirit");
    assert_eq!(rejected.len(), 2);
    assert_eq!(rejected[1].problems.len(), 2, "{:?}", rejected[1]);
    let error = read_card_list(GameId::Elestrals, r#"{"game": "conjure", "cards": []}"#)
        .expect_err("another game's list");
    assert_eq!(error.location, "game");
}

/// The junk an importer must refuse, each record with the reason it gives.
#[test]
fn an_imported_list_refuses_junk_by_name() {
    let huge = "n".repeat(1_000_000);
    let list = format!(
        r#"[
        {{"id": "elestrals-typo", "name": "Typo", "class": "spirit", "elements": ["fire"], "atack": 2}},
        {{"id": "elestrals-bom", "name": "\ufeff", "class": "spirit", "elements": ["fire"]}},
        {{"id": "elestrals-rtl", "name": "\u202e", "class": "spirit", "elements": ["fire"]}},
        {{"id": "elestrals-huge", "name": "{huge}", "class": "spirit", "elements": ["fire"]}},
        {{"id": "elestrals-twice", "name": "Twice", "class": "elestral", "elements": ["fire", "fire"]}},
        {{"id": "elestrals-nfd", "name": "Cafe\u0301", "class": "spirit", "elements": ["fire"]}}
    ]"#
    );
    let (accepted, rejected) = read_card_list(GameId::Elestrals, &list).expect("a list");
    let reasons: Vec<String> = rejected
        .iter()
        .map(|r| {
            let each: Vec<String> = r.problems.iter().map(ToString::to_string).collect();
            each.join(" | ")
        })
        .collect();
    assert_eq!(rejected.len(), 5, "{reasons:#?}");
    let first = |i: usize| &rejected[i].problems[0];
    assert_eq!(first(0).code, CardProblemCode::Unreadable);
    let detail = match first(0).reason.args.get("detail") {
        Some(LabelArg::Text(detail)) => detail.clone(),
        other => panic!("the reader's words: {other:?}"),
    };
    assert!(
        detail.contains("unknown field `atack`") && detail.contains("did you mean `attack`?"),
        "{detail}"
    );
    assert_eq!(first(0).path.as_deref(), Some("atack"));
    for i in [1, 2] {
        assert_eq!(first(i).code, CardProblemCode::EmptyName, "{}", reasons[i]);
        assert_eq!(first(i).path.as_deref(), Some("name"));
    }
    assert_eq!(first(3).code, CardProblemCode::TooLong);
    assert!(
        reasons[3].contains("length: 1000000, limit: 150"),
        "{}",
        reasons[3]
    );
    assert!(
        reasons.iter().all(|reason| reason.len() < 1_000),
        "every reason stays short"
    );
    assert_eq!(first(4).code, CardProblemCode::NotACard);
    assert_eq!(first(4).path.as_deref(), Some("elements[1]"));
    assert_eq!(first(4).reason.key, "elestrals.card_problem.repeats");
    assert_eq!(accepted.len(), 1);
    assert_eq!(accepted[0].name, "Café", "kept in NFC");
}
