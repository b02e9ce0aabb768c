//! Tests of `cards`.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::test_support::TestApp;

fn names(cards: &Value) -> Vec<String> {
    cards
        .as_array()
        .expect("a list of cards")
        .iter()
        .filter_map(|c| c["name"].as_str().map(str::to_owned))
        .collect()
}

fn search(app: &TestApp, query: &str) -> Vec<String> {
    let answer: Value = app.call(
        "search_cards",
        json!({"game": "elestrals", "query": query, "limit": 50}),
    );
    assert_eq!(answer["problem"], Value::Null, "{query}");
    names(&answer["cards"])
}

fn card(id: &str, name: &str) -> Value {
    json!({
        "id": id, "name": name, "class": "elestral", "subclasses": ["Dragon"],
        "elements": ["fire"], "cost": ["fire", "omni"], "attack": 4, "defense": 3,
        "effect": "When this card is Cast, draw 1 card.", "rarity": "common",
        "set_number": "IMP-001", "legality": []
    })
}

#[test]
fn the_shipped_spirits_are_found_by_search() {
    let app = TestApp::new();
    let found = search(&app, "spirit");
    assert!(found.len() >= 8, "{found:?}");
}

#[test]
fn a_typed_search_finds_by_fields_and_a_bad_one_says_where() {
    let app = TestApp::new();
    let fire = search(&app, "element:fire -k:spirit");
    assert!(
        !fire.is_empty() && !fire.contains(&"Fire Spirit".to_owned()),
        "{fire:?}"
    );
    let answer: Value = app.call(
        "search_cards",
        json!({"game": "elestrals", "query": "cost<=x", "limit": 50}),
    );
    assert_eq!(answer["cards"], json!([]));
    assert_eq!(answer["problem"]["code"], "NOT_A_NUMBER");
    assert_eq!(answer["problem"]["at"], json!([6, 7]));
    assert_eq!(
        answer["problem"]["reason"]["key"],
        "cards.query.not_a_number"
    );
    let fields: Value = app.call("search_fields", json!({"game": "elestrals"}));
    let element = fields
        .as_array()
        .expect("fields")
        .iter()
        .find(|field| field["name"] == "element")
        .expect("an element field");
    assert_eq!(element["aliases"], json!(["e"]));
    assert!(element["values"]
        .as_array()
        .expect("values")
        .contains(&json!("fire")));
}

#[test]
fn an_imported_list_is_searchable_at_once() {
    let app = TestApp::new();
    let list = json!([card("elestrals-quillfang-import", "Quillfang Import")]).to_string();
    let report: Value = app.call("import_cards", json!({"game": "elestrals", "json": list}));
    assert_eq!(report["imported"], 1);
    assert_eq!(report["rejected"], json!([]));
    assert_eq!(search(&app, "Quillfang"), ["Quillfang Import"]);
}

#[test]
fn a_list_with_a_bad_record_imports_nothing_and_says_why() {
    let app = TestApp::new();
    let mut bad = card("elestrals-broken-record", "Broken Record");
    bad["cost"] = json!(["plasma"]);
    let list = json!([card("elestrals-good-record", "Good Record"), bad]).to_string();
    let report: Value = app.call("import_cards", json!({"game": "elestrals", "json": list}));
    assert_eq!(report["imported"], 0);
    assert_eq!(report["rejected"][0]["index"], 1);
    assert_eq!(report["rejected"][0]["id"], "elestrals-broken-record");
    assert!(search(&app, "Good Record").is_empty());
}

#[test]
fn text_that_is_not_a_card_list_is_an_error_with_a_code() {
    let app = TestApp::new();
    let error = app
        .invoke(
            "import_cards",
            json!({"game": "elestrals", "json": "{not json"}),
        )
        .expect_err("refused");
    assert!(
        error["code"]
            .as_str()
            .is_some_and(|c| c.starts_with("STORE_")),
        "{error}"
    );
}

#[test]
fn a_deck_is_checked_with_every_problem_and_its_rule() {
    let app = TestApp::new();
    let deck = json!({
        "game": "elestrals", "format": "elestrals-standard", "date": "2026-11-30",
        "cards": [{"card": "Fire Spirit", "count": 19}, {"card": "Emberfox", "count": 4}]
    });
    let report: Value = app.call("check_deck", json!({ "deck": deck }));
    assert_eq!(report["legal"], false);
    let rules: Vec<&str> = report["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter_map(|p| p["rule"].as_str())
        .collect();
    assert!(rules.contains(&"ELE-DECK-1"), "{rules:?}");
    assert!(rules.contains(&"ELE-DECK-2"), "{rules:?}");
    assert_eq!(report["counts"]["spirit"], 19);
}

#[test]
fn a_deck_of_no_known_game_is_refused_with_a_code() {
    let app = TestApp::new();
    let deck = json!({"game": "chess", "format": "x", "cards": []});
    let error = app
        .invoke("check_deck", json!({ "deck": deck }))
        .expect_err("refused");
    assert_eq!(error["code"], ErrorCode::DeckUnknownGame);
    assert!(error["message"]
        .as_str()
        .is_some_and(|m| m.contains("chess")));
}

#[test]
fn an_import_reports_its_stages_as_it_goes() {
    use std::cell::RefCell;

    use tableside_store::{Progress, ProgressStage};

    use crate::commands::{dispatch, Caller, Ctx};
    use crate::state::AppState;

    let state = AppState::in_memory();
    let list: Vec<Value> = (0..2_500)
        .map(|n| card(&format!("elestrals-progress-{n}"), &format!("Progress {n}")))
        .collect();
    let heard = RefCell::new(Vec::<Progress>::new());
    let listen = |progress| heard.borrow_mut().push(progress);
    let ctx = Ctx::new(&state, Caller::Host, &listen, &|| {});
    let answer = dispatch(
        &ctx,
        "import_cards",
        json!({ "game": "elestrals", "json": Value::Array(list).to_string() }),
    )
    .expect("imported");
    let report: Value = serde_json::from_str(&answer).expect("JSON");
    assert_eq!(report["imported"], 2_500);

    let heard = heard.into_inner();
    assert_eq!(heard.first().map(|p| p.stage), Some(ProgressStage::Reading));
    let written: Vec<(u64, u64)> = heard
        .iter()
        .filter(|p| p.stage == ProgressStage::Writing)
        .map(|p| (p.done, p.total))
        .collect();
    assert_eq!(written.first(), Some(&(0, 2_500)));
    assert_eq!(written.last(), Some(&(2_500, 2_500)));
    assert!(
        written.windows(2).all(|pair| pair[0].0 <= pair[1].0),
        "the count only grows: {written:?}"
    );
}
