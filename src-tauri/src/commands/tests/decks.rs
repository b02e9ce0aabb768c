//! Tests of `decks`.

use serde_json::{json, Value};

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
    for deck in [
        json!({"id": null, "game": "elestrals", "name": "  ", "format": null, "cards": []}),
        json!({"id": null, "game": "elestrals", "name": "Mixed", "format": null,
               "cards": [{"card_id": "conjure-forge-hall-brawler", "count": 1}]}),
    ] {
        let error = app
            .invoke("save_deck", json!({ "deck": deck }))
            .expect_err("refused");
        assert_eq!(error["code"], "STORE_INVALID_DECK", "{error}");
    }
    let listed: Value = app.call("list_decks", json!({"game": "elestrals"}));
    assert_eq!(listed, json!([]));
}
