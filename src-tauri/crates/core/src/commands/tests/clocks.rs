//! The clocks through the commands as the UI calls them: started and passed by `act`, carried
//! in each answer's view, refused with their code, and in a match's history detail.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::test_support::TestApp;

fn clock(app: &TestApp, id: i64, step: Value) -> Result<Value, Value> {
    app.invoke(
        "act",
        json!({ "id": id, "action": { "kind": "clock", "clock": step } }),
    )
}

#[test]
fn the_clocks_ride_in_each_answer_and_the_detail_has_each_seats_time() {
    let app = TestApp::new();
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": "codex", "format": "codex-standard", "players": ["Ana", "Ben"] } }),
    );
    let id = started["id"].as_i64().expect("an id");
    assert_eq!(
        started["view"]["clock"],
        Value::Null,
        "no clocks until started"
    );

    let refused = clock(&app, id, json!({ "step": "pause" })).expect_err("not started");
    assert_eq!(refused["code"], ErrorCode::Clock);
    assert_eq!(refused["reason"]["key"], "refusal.clock_not_started");

    let change = clock(
        &app,
        id,
        json!({ "step": "start", "round_ms": 3_000_000, "seat_ms": 1_500_000 }),
    )
    .expect("started");
    let clocks = &change["update"]["clock"];
    assert_eq!(clocks["round"]["limit_ms"], 3_000_000);
    assert_eq!(clocks["seats"][0]["left_ms"], 1_500_000);
    assert_eq!(clocks["paused"], false);
    let running = clocks["running"].as_u64().expect("a seat runs");

    let passed = clock(&app, id, json!({ "step": "pass", "seat": running })).expect("passed");
    assert_eq!(passed["update"]["clock"]["running"], 1 - running);
    let opened: Value = app.call("open_match", json!({ "id": id }));
    assert_eq!(opened["view"]["clock"], passed["update"]["clock"]);

    let detail: Value = app.call("match_detail", json!({ "id": id }));
    let seats = detail["timing"]["seats"]
        .as_array()
        .expect("each seat's time");
    assert_eq!(seats.len(), 2);
    assert!(detail["timing"]["length_ms"]
        .as_i64()
        .is_some_and(|ms| ms >= 0));
}
