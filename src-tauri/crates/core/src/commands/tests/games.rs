//! Tests of `games`.

use serde_json::{json, Value};

use crate::test_support::TestApp;

#[test]
fn every_game_is_listed_with_its_shipped_formats() {
    let app = TestApp::new();
    let games: Value = app.call("list_games", json!({}));
    let ids: Vec<&str> = games
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|g| g["info"]["id"].as_str())
        .collect();
    assert_eq!(ids, ["elestrals", "conjure", "codex", "xingling"]);
    assert_eq!(games[2]["formats"][0]["id"], "codex-standard");
    assert_eq!(games[3]["info"]["max_players"], 8);
    assert_eq!(games[3]["formats"][0]["id"], "xingling-standard");
    let conjure = &games[1];
    assert_eq!(conjure["info"]["playable"], true);
    let formats: Vec<&str> = conjure["formats"]
        .as_array()
        .expect("formats")
        .iter()
        .filter_map(|f| f["id"].as_str())
        .collect();
    assert!(formats.contains(&"conjure-standard"), "{formats:?}");
}
