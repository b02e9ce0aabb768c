//! Tests of `matches`.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::test_support::TestApp;

fn start(app: &TestApp) -> i64 {
    let snapshot: Value = app.call(
        "new_match",
        json!({ "request": { "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"] } }),
    );
    snapshot["id"].as_i64().expect("an id")
}

fn play(app: &TestApp, id: i64, play: Value) -> Result<Value, Value> {
    app.invoke(
        "act",
        json!({ "id": id, "action": { "kind": "play", "play": play } }),
    )
}

#[test]
fn a_new_match_is_listed_and_reopens() {
    let app = TestApp::new();
    let id = start(&app);
    let listed: Value = app.call("list_matches", json!({}));
    assert_eq!(listed[0]["id"], id);
    assert_eq!(listed[0]["players"], json!(["Ana", "Ben"]));
    let opened: Value = app.call("open_match", json!({ "id": id }));
    assert_eq!(opened["view"]["state"]["players"][0]["life"], 30);
}

#[test]
fn an_action_answers_with_the_new_view() {
    let app = TestApp::new();
    let id = start(&app);
    let snapshot = play(
        &app,
        id,
        json!({ "game": "conjure", "type": "adjust_life", "player": 1, "delta": -3 }),
    )
    .expect("accepted");
    assert_eq!(snapshot["update"]["state"]["players"][1]["life"], 27);
    assert_eq!(snapshot["update"]["log_len"], 1);
    assert_eq!(snapshot["update"]["lines"][0]["seq"], 0);
    assert_eq!(
        snapshot["update"]["undo"]["key"],
        "conjure.action.adjust_life"
    );
}

#[test]
fn ctc_turn_1_refusal_crosses_ipc_with_code_rule_and_reason() {
    let app = TestApp::new();
    let id = start(&app);
    let error = play(&app, id, json!({ "game": "conjure", "type": "draw" })).expect_err("refused");
    assert_eq!(error["code"], ErrorCode::RuleViolation);
    assert_eq!(error["rule"], "CTC-TURN-1");
    assert!(error["message"].as_str().is_some_and(|m| !m.is_empty()));
    assert!(error["reason"]["key"]
        .as_str()
        .is_some_and(|k| k.starts_with("refusal.")));
}

#[test]
fn undo_is_an_action_too() {
    let app = TestApp::new();
    let id = start(&app);
    play(
        &app,
        id,
        json!({ "game": "conjure", "type": "adjust_life", "player": 0, "delta": -1 }),
    )
    .expect("accepted");
    let undone: Value = app.call("act", json!({ "id": id, "action": { "kind": "undo" } }));
    assert_eq!(undone["update"]["state"]["players"][0]["life"], 30);
    // The answer carries the entry taken back, now struck through, and the undo itself.
    assert_eq!(undone["update"]["lines"][0]["seq"], 0);
    assert_eq!(undone["update"]["lines"][0]["undone"], true);
    assert_eq!(undone["update"]["lines"][1]["seq"], 1);
    assert_eq!(
        undone["update"]["redo"]["key"],
        "conjure.action.adjust_life"
    );
}

#[test]
fn an_unknown_match_is_a_coded_error() {
    let app = TestApp::new();
    let error = app
        .invoke("open_match", json!({ "id": 999 }))
        .expect_err("no such match");
    assert_eq!(error["code"], ErrorCode::StoreNotFound);
}

#[test]
fn a_format_of_another_game_is_refused() {
    let app = TestApp::new();
    let error = app
        .invoke(
            "new_match",
            json!({ "request": { "game": "conjure", "format": "elestrals-standard", "players": ["A", "B"] } }),
        )
        .expect_err("refused");
    assert_eq!(error["code"], ErrorCode::SetupFormatGame);
}

#[test]
fn ctc_setup_1_house_rules_change_the_formats_numbers_and_are_kept_in_the_setup() {
    let app = TestApp::new();
    let snapshot: Value = app.call(
        "new_match",
        json!({ "request": {
            "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"],
            "house_rules": { "starting_life": 40 }
        } }),
    );
    assert_eq!(snapshot["view"]["state"]["players"][0]["life"], 40);
    assert_eq!(snapshot["view"]["setup"]["rules"]["starting_life"], 40);
    // The format's other numbers stay.
    assert_eq!(snapshot["view"]["setup"]["rules"]["hand_limit"], 7);
    let reopened: Value = app.call("open_match", json!({ "id": snapshot["id"] }));
    assert_eq!(reopened["view"]["state"]["players"][1]["life"], 40);
    // A rematch plays by the same house rules.
    let again: Value = app.call("rematch", json!({ "id": snapshot["id"] }));
    assert_eq!(again["view"]["state"]["players"][0]["life"], 40);

    let unknown = app
        .invoke(
            "new_match",
            json!({ "request": {
                "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"],
                "house_rules": { "starting_lives": 40 }
            } }),
        )
        .expect_err("refused");
    assert_eq!(unknown["code"], ErrorCode::SetupHouseRule);
    let zero = app
        .invoke(
            "new_match",
            json!({ "request": {
                "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"],
                "house_rules": { "starting_life": 0 }
            } }),
        )
        .expect_err("refused");
    assert_eq!(zero["code"], ErrorCode::SetupFormatRules);
    let listed: Value = app.call("list_matches", json!({}));
    assert_eq!(
        listed.as_array().map(Vec::len),
        Some(2),
        "nothing half-made"
    );
}
