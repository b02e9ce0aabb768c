//! Tests of `history`, through the commands as the UI calls them.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::test_support::TestApp;

fn concede(app: &TestApp, id: i64, player: usize) {
    app.call::<Value>(
        "act",
        json!({ "id": id, "action": { "kind": "play", "play": { "game": "conjure", "type": "concede", "player": player } } }),
    );
}

fn deck(app: &TestApp) -> i64 {
    let saved: Value = app.call(
        "save_deck",
        json!({ "deck": { "id": null, "game": "conjure", "name": "Towers", "format": null,
                          "cards": [{"card_id": "conjure-tower-fire", "count": 1}] } }),
    );
    saved["id"].as_i64().expect("an id")
}

#[test]
fn a_match_with_a_deck_is_in_history_its_statistics_and_its_rematch() {
    let app = TestApp::new();
    let towers = deck(&app);
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"], "decks": [towers, null] } }),
    );
    let id = started["id"].as_i64().expect("an id");
    concede(&app, id, 1);

    let page: Value = app.call(
        "history",
        json!({ "filter": {}, "after": null, "limit": 20 }),
    );
    let entry = &page["entries"][0];
    assert_eq!(entry["result"], "conceded");
    assert_eq!(entry["seats"][0]["deck_name"], "Towers");
    assert_eq!(entry["seats"][0]["outcome"], "win");
    assert_eq!(page["next"], Value::Null);

    let ana = entry["seats"][0]["player"].as_i64().expect("a player");
    let stats: Value = app.call("statistics", json!({ "query": { "player": ana } }));
    assert_eq!(stats["record"]["wins"], 1);
    assert!(stats["record"]["interval"]["low"].as_f64().is_some());

    let again: Value = app.call("rematch", json!({ "id": id }));
    let page: Value = app.call(
        "history",
        json!({ "filter": { "result": "in_progress" }, "after": null, "limit": 20 }),
    );
    assert_eq!(page["entries"][0]["id"], again["id"]);
    assert_eq!(page["entries"][0]["seats"][0]["deck_name"], "Towers");
    assert_eq!(again["view"]["setup"]["players"], json!(["Ana", "Ben"]));
}

#[test]
fn the_scrubber_shows_the_table_at_an_earlier_entry_and_the_detail_has_the_series() {
    let app = TestApp::new();
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"] } }),
    );
    let id = started["id"].as_i64().expect("an id");
    for delta in [-3, -4] {
        app.call::<Value>(
            "act",
            json!({ "id": id, "action": { "kind": "play", "play": { "game": "conjure", "type": "adjust_life", "player": 0, "delta": delta } } }),
        );
    }
    let earlier: Value = app.call("match_at", json!({ "id": id, "entries": 1 }));
    assert_eq!(earlier["state"]["players"][0]["life"], 27);
    assert_eq!(earlier["log"].as_array().map(Vec::len), Some(1));
    let detail: Value = app.call("match_detail", json!({ "id": id }));
    let series: Vec<i64> = detail["series"]
        .as_array()
        .expect("a series")
        .iter()
        .map(|p| p["scores"][0].as_i64().expect("a score"))
        .collect();
    assert_eq!(series, vec![30, 27, 23]);
    assert_eq!(detail["log"].as_array().map(Vec::len), Some(2));
}

#[test]
fn an_exported_history_imports_once_and_a_broken_one_not_at_all() {
    let app = TestApp::new();
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"] } }),
    );
    concede(&app, started["id"].as_i64().expect("an id"), 0);
    let text: String = app.call("export_history", json!({}));

    let other = TestApp::new();
    let summary: Value = other.call("import_matches", json!({ "text": text }));
    assert_eq!(
        (
            summary["imported"].clone(),
            summary["already_present"].clone()
        ),
        (json!(1), json!(0))
    );
    let summary: Value = other.call("import_matches", json!({ "text": text }));
    assert_eq!(summary["already_present"], 1);

    let broken = text.replace("\"concede\"", "\"conceed\"");
    let error = other
        .invoke("import_matches", json!({ "text": broken }))
        .expect_err("refused");
    assert_eq!(error["code"], ErrorCode::StoreInvalidMatchFile, "{error}");
    let csv: String = other.call("export_history_csv", json!({ "filter": {} }));
    assert_eq!(csv.lines().count(), 3, "{csv}");
}

#[test]
fn players_are_renamed_and_merged_and_a_match_in_play_abandoned() {
    let app = TestApp::new();
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Anna"] } }),
    );
    let players: Value = app.call("list_players", json!({}));
    let ids: Vec<i64> = players
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["id"].as_i64().expect("an id"))
        .collect();
    let merged: Value = app.call("merge_players", json!({ "from": ids[1], "into": ids[0] }));
    assert_eq!(merged["matches"], 1, "one match, both seats now one player");
    let renamed: Value = app.call(
        "rename_player",
        json!({ "id": ids[0], "name": "Ana María" }),
    );
    assert_eq!(renamed["name"], "Ana María");
    app.call::<Value>("abandon_match", json!({ "id": started["id"] }));
    let error = app
        .invoke("abandon_match", json!({ "id": started["id"] }))
        .expect_err("already over");
    assert_eq!(error["code"], ErrorCode::StoreMatchEnded);
}

#[test]
fn an_import_of_matches_reports_them_replayed_then_written() {
    use std::cell::RefCell;

    use tableside_store::{Progress, ProgressStage};

    use crate::commands::{dispatch, Caller, Ctx};
    use crate::state::AppState;

    let app = TestApp::new();
    for _ in 0..3 {
        let started: Value = app.call(
            "new_match",
            json!({ "request": { "game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"] } }),
        );
        concede(&app, started["id"].as_i64().expect("an id"), 1);
    }
    let text: String = app.call("export_history", json!({}));

    let state = AppState::in_memory();
    let heard = RefCell::new(Vec::<Progress>::new());
    let listen = |progress| heard.borrow_mut().push(progress);
    let ctx = Ctx::new(&state, Caller::Host, &listen, &|| {});
    dispatch(&ctx, "import_matches", json!({ "text": text })).expect("imported");
    let heard: Vec<(ProgressStage, u64, u64)> = heard
        .into_inner()
        .into_iter()
        .map(|p| (p.stage, p.done, p.total))
        .collect();
    assert_eq!(
        heard,
        [
            (ProgressStage::Reading, 0, 0),
            (ProgressStage::Reading, 3, 3),
            (ProgressStage::Writing, 0, 3),
            (ProgressStage::Writing, 3, 3),
        ]
    );
}
