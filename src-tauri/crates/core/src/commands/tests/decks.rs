//! Tests of `decks`.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::test_support::TestApp;

fn save(app: &TestApp, deck: Value) -> Value {
    app.call("save_deck", json!({ "deck": deck }))
}

#[test]
fn a_saved_deck_comes_back_with_names_and_kinds() {
    let app = TestApp::new();
    let saved = save(
        &app,
        json!({"id": null, "game": "elestrals", "name": " Embers ", "format": "elestrals-standard",
               "cards": [{"card_id": "elestrals-spirit-fire", "count": 20}]}),
    );
    assert_eq!(saved["name"], "Embers");
    assert_eq!(saved["cards"][0]["name"], "Fire Spirit");
    assert_eq!(saved["cards"][0]["kind"], "spirit");
    assert_eq!(saved["cards"][0]["attributes"]["elements"], json!(["fire"]));

    let listed: Value = app.call("list_decks", json!({"game": "elestrals"}));
    assert_eq!(listed.as_array().map(Vec::len), Some(1));
    assert_eq!(listed[0]["id"], saved["id"]);
}

#[test]
fn saving_with_an_id_replaces_and_delete_removes() {
    let app = TestApp::new();
    let first = save(
        &app,
        json!({"id": null, "game": "elestrals", "name": "Tide", "format": null,
               "cards": [{"card_id": "elestrals-spirit-water", "count": 10}]}),
    );
    let again = save(
        &app,
        json!({"id": first["id"], "game": "elestrals", "name": "Tide", "format": null,
               "cards": [{"card_id": "elestrals-spirit-water", "count": 20}]}),
    );
    assert_eq!(again["id"], first["id"]);
    assert_eq!(again["cards"][0]["count"], 20);
    let _: Value = app.call("delete_deck", json!({"id": first["id"]}));
    let listed: Value = app.call("list_decks", json!({"game": "elestrals"}));
    assert_eq!(listed, json!([]));
}

#[test]
fn a_deck_without_a_name_or_with_a_foreign_card_is_refused_and_not_saved() {
    let app = TestApp::new();
    for (deck, code) in [
        (
            json!({"id": null, "game": "elestrals", "name": "  ", "format": null, "cards": []}),
            ErrorCode::StoreDeckNoName,
        ),
        (
            json!({"id": null, "game": "elestrals", "name": "Mixed", "format": null,
                   "cards": [{"card_id": "conjure-forge-hall-brawler", "count": 1}]}),
            ErrorCode::StoreUnknownCard,
        ),
    ] {
        let error = app
            .invoke("save_deck", json!({ "deck": deck }))
            .expect_err("refused");
        assert_eq!(error["code"], code, "{error}");
        assert_eq!(error["reason"]["key"], format!("errors.{code}"), "{error}");
    }
    let listed: Value = app.call("list_decks", json!({"game": "elestrals"}));
    assert_eq!(listed, json!([]));
}

#[test]
fn a_deleted_deck_is_brought_back_with_its_id_until_the_next_delete() {
    let app = TestApp::new();
    let embers = save(
        &app,
        json!({"id": null, "game": "elestrals", "name": "Embers", "format": null,
               "cards": [{"card_id": "elestrals-spirit-fire", "count": 20}]}),
    );
    let tide = save(
        &app,
        json!({"id": null, "game": "elestrals", "name": "Tide", "format": null,
               "cards": [{"card_id": "elestrals-spirit-water", "count": 20}]}),
    );
    let _: Value = app.call("delete_deck", json!({"id": embers["id"]}));
    let restored: Value = app.call("restore_deck", json!({"id": embers["id"]}));
    assert_eq!(restored["id"], embers["id"]);
    assert_eq!(restored["cards"], embers["cards"]);
    let listed: Value = app.call("list_decks", json!({"game": "elestrals"}));
    assert_eq!(listed.as_array().map(Vec::len), Some(2));

    // Deleting another deck deletes the one before for good.
    let _: Value = app.call("delete_deck", json!({"id": embers["id"]}));
    let _: Value = app.call("delete_deck", json!({"id": tide["id"]}));
    let error = app
        .invoke("restore_deck", json!({"id": embers["id"]}))
        .expect_err("gone");
    assert_eq!(error["code"], ErrorCode::StoreNotFound, "{error}");
    let _: Value = app.call("restore_deck", json!({"id": tide["id"]}));
}

fn read_list(app: &TestApp, text: &str) -> Value {
    app.call("read_deck_list", json!({"game": "elestrals", "text": text}))
}

#[test]
fn a_deck_list_reads_against_the_card_data_with_names_and_kinds() {
    let app = TestApp::new();
    let reading = read_list(
        &app,
        "Main Deck\n1 emberfox\n\nSpirit Deck\n19x Fire Spirit\n1 Fire Spirit\n",
    );
    assert_eq!(reading["bad_lines"], json!([]));
    let cards: Vec<(String, u64, String)> = reading["cards"]
        .as_array()
        .expect("cards")
        .iter()
        .map(|c| {
            (
                c["card_id"].as_str().unwrap_or_default().to_owned(),
                c["count"].as_u64().unwrap_or_default(),
                c["kind"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        cards,
        [
            ("elestrals-emberfox".to_owned(), 1, "elestral".to_owned()),
            ("elestrals-spirit-fire".to_owned(), 20, "spirit".to_owned()),
        ]
    );
}

#[test]
fn a_bad_deck_list_names_each_bad_line_and_reads_no_cards() {
    let app = TestApp::new();
    let reading = read_list(
        &app,
        "2 Emberfox\n3 Emberfoxx\nlots Fire Spirit\n0 Fire Spirit\n",
    );
    assert_eq!(reading["cards"], json!([]));
    let lines: Vec<(u64, Option<ErrorCode>, &str)> = reading["bad_lines"]
        .as_array()
        .expect("bad lines")
        .iter()
        .map(|l| {
            (
                l["line"].as_u64().unwrap_or_default(),
                ErrorCode::parse(l["code"].as_str().unwrap_or_default()),
                l["text"].as_str().unwrap_or_default(),
            )
        })
        .collect();
    // "lots Fire Spirit" starts with a word, not a count: a heading, and passed over.
    assert_eq!(
        lines,
        [
            (2, Some(ErrorCode::DeckListUnknownCard), "Emberfoxx"),
            (4, Some(ErrorCode::DeckListBadCount), "0"),
        ]
    );
    let error = app
        .invoke(
            "read_deck_list",
            json!({"game": "elestrals", "text": "# nothing\n"}),
        )
        .expect_err("empty");
    assert_eq!(error["code"], ErrorCode::DeckListEmpty, "{error}");
}

#[test]
fn a_deck_written_as_text_reads_back_as_the_same_deck() {
    let app = TestApp::new();
    let deck = json!([{"card_id": "elestrals-cindermaw-foil", "count": 1},
                      {"card_id": "elestrals-emberfox", "count": 2}]);
    let text: String = app.call(
        "write_deck_list",
        json!({"game": "elestrals", "parts": [
            {"heading": "Main Deck", "cards": deck},
            {"heading": "Spirit Deck", "cards": [{"card_id": "elestrals-spirit-fire", "count": 20}]}]}),
    );
    // Two printings share the name Cindermaw: the line names the printing by ID.
    assert_eq!(
        text,
        "Main Deck\n1 elestrals-cindermaw-foil\n2 Emberfox\n\nSpirit Deck\n20 Fire Spirit\n"
    );
    let reading = read_list(&app, &text);
    let ids: Vec<(&str, u64)> = reading["cards"]
        .as_array()
        .expect("cards")
        .iter()
        .map(|c| {
            (
                c["card_id"].as_str().unwrap_or_default(),
                c["count"].as_u64().unwrap_or_default(),
            )
        })
        .collect();
    assert_eq!(
        ids,
        [
            ("elestrals-cindermaw-foil", 1),
            ("elestrals-emberfox", 2),
            ("elestrals-spirit-fire", 20)
        ]
    );
}

#[test]
fn versions_list_compare_and_go_back_with_the_cards_named() {
    let app = TestApp::new();
    let first = save(
        &app,
        json!({"id": null, "game": "elestrals", "name": "Tide", "format": null,
               "cards": [{"card_id": "elestrals-spirit-water", "count": 10}]}),
    );
    let second = save(
        &app,
        json!({"id": first["id"], "game": "elestrals", "name": "Tide", "format": null,
               "cards": [{"card_id": "elestrals-spirit-water", "count": 12},
                         {"card_id": "elestrals-spirit-fire", "count": 2}],
               "maybe": [{"card_id": "elestrals-spirit-earth", "count": 1}]}),
    );
    assert_eq!(second["version"], 2);
    assert_eq!(second["maybe"][0]["name"], "Earth Spirit");
    let versions: Value = app.call("deck_versions", json!({"id": first["id"]}));
    assert_eq!(versions[0]["version"], 2);
    assert_eq!(versions[0]["card_count"], 14);
    assert_eq!(versions[1]["card_count"], 10);

    let changes: Value = app.call(
        "compare_deck_versions",
        json!({"id": first["id"], "from": 1, "to": 2}),
    );
    assert_eq!(
        changes["cards"],
        json!([
            {"card_id": "elestrals-spirit-fire", "name": "Fire Spirit", "before": 0, "after": 2},
            {"card_id": "elestrals-spirit-water", "name": "Water Spirit", "before": 10, "after": 12},
        ])
    );
    assert_eq!(changes["maybe"][0]["after"], 1);

    let back: Value = app.call(
        "restore_deck_version",
        json!({"id": first["id"], "version": 1}),
    );
    assert_eq!(
        (back["version"].clone(), back["cards"].clone()),
        (json!(3), first["cards"].clone())
    );
    assert_eq!(back["maybe"], json!([]));
    let error = app
        .invoke(
            "compare_deck_versions",
            json!({"id": first["id"], "from": 1, "to": 7}),
        )
        .expect_err("no version 7");
    assert_eq!(error["code"], ErrorCode::StoreNotFound, "{error}");
}
