//! Tests of `collection`.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::test_support::TestApp;

#[test]
fn a_list_imports_all_or_nothing_and_a_deck_shows_what_it_lacks() {
    let app = TestApp::new();
    let bad: Value = app.call(
        "import_collection",
        json!({"game": "elestrals", "text": "3 Fire Spirit\n2 No Such Card\n1 Water Spirit\n4 Nor This",
               "how": "replace"}),
    );
    let lines: Vec<&Value> = bad["bad_lines"]
        .as_array()
        .expect("lines")
        .iter()
        .map(|l| &l["line"])
        .collect();
    assert_eq!(lines, [&json!(2), &json!(4)]);
    let owned: Value = app.call("collection", json!({"game": "elestrals"}));
    assert_eq!(owned, json!([]), "a list with a bad line keeps nothing");

    let read: Value = app.call(
        "import_collection",
        json!({"game": "elestrals", "text": "3 Fire Spirit\n1 Water Spirit", "how": "replace"}),
    );
    assert_eq!(read["bad_lines"], json!([]));
    let _: Value = app.call(
        "import_collection",
        json!({"game": "elestrals", "text": "2 Fire Spirit", "how": "add"}),
    );
    let _: Value = app.call(
        "set_owned",
        json!({"game": "elestrals", "cardId": "elestrals-spirit-water", "count": 4}),
    );
    let owned: Value = app.call("collection", json!({"game": "elestrals"}));
    assert_eq!(
        owned
            .as_array()
            .expect("cards")
            .iter()
            .map(|c| (
                c["name"].as_str().unwrap_or(""),
                c["count"].as_u64().unwrap_or(0)
            ))
            .collect::<Vec<_>>(),
        [("Fire Spirit", 5), ("Water Spirit", 4)]
    );

    let missing: Value = app.call(
        "missing_cards",
        json!({"game": "elestrals", "cards": [
            {"card_id": "elestrals-spirit-fire", "count": 8},
            {"card_id": "elestrals-spirit-water", "count": 2},
        ]}),
    );
    assert_eq!(missing["cards"][0]["card_id"], "elestrals-spirit-fire");
    assert_eq!(missing["cards"][0]["count"], 3);
    assert_eq!(missing["cards"].as_array().map(Vec::len), Some(1));
    assert_eq!(missing["text"], "3 Fire Spirit\n");
}

#[test]
fn owned_cards_are_searched_with_is_owned() {
    let app = TestApp::new();
    let _: Value = app.call(
        "set_owned",
        json!({"game": "elestrals", "cardId": "elestrals-spirit-fire", "count": 2}),
    );
    let found: Value = app.call(
        "search_cards",
        json!({"game": "elestrals", "query": "is:owned", "limit": 10}),
    );
    assert_eq!(found["cards"].as_array().map(Vec::len), Some(1));
    assert_eq!(found["cards"][0]["id"], "elestrals-spirit-fire");
    let refused = app
        .invoke(
            "set_owned",
            json!({"game": "elestrals", "cardId": "conjure-forge-hall-brawler", "count": 1}),
        )
        .expect_err("not an Elestrals card");
    assert_eq!(refused["code"], ErrorCode::StoreUnknownCard);
    // The catalogs word it with the card and the game, in the table's language.
    assert_eq!(
        refused["reason"]["args"],
        json!({"card": "conjure-forge-hall-brawler", "expected": "elestrals"})
    );
}
