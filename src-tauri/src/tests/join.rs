//! Another app joins a shared table by its address (over loopback, 127.0.0.1 only) and keeps
//! each match that finishes there in its own history.

use std::time::{Duration, Instant};
use tableside_engine::ErrorCode;

use serde_json::{json, Value};

use crate::test_support::TestApp;

fn conjure(play: Value) -> Value {
    let mut play = play;
    play["game"] = json!("conjure");
    json!({ "kind": "play", "play": play })
}

fn concede(player: u32) -> Value {
    conjure(json!({ "type": "concede", "player": player }))
}

/// The matches `app` lists, once `done` holds of them (or after 20 s, as they are).
async fn matches_once(app: &TestApp, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let listed: Vec<Value> = app.call("list_matches", json!({}));
        if done(&listed) || Instant::now() > deadline {
            return listed;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn finished(listed: &[Value]) -> Vec<&Value> {
    listed.iter().filter(|m| m["finished"] == true).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_joining_app_keeps_each_finished_match_once_as_it_ended() {
    let host = TestApp::new();
    let (id, address) =
        crate::sharing::device_host::tests::shared_match(&host, "conjure", &["Ana", "Ben"]);
    let joining = TestApp::new();
    let joined: Value = joining.call("join_table_at", json!({ "address": address }));
    assert!(
        address.contains(joined["address"].as_str().expect("where")),
        "{joined}"
    );
    assert_eq!(joined["window"], "table-1");

    host.call::<Value>(
        "act",
        json!({ "id": id, "action": conjure(json!({ "type": "set_first_player", "player": 0 })) }),
    );
    let status: Value = host.call("sharing_status", json!({}));
    // The keeper may still be connecting: it is counted as keeping, never as watching.
    assert_eq!(status["watching"], 0, "{status}");
    host.call::<Value>("act", json!({ "id": id, "action": concede(1) }));

    let kept = matches_once(&joining, |listed| finished(listed).len() == 1).await;
    assert_eq!(
        finished(&kept).len(),
        1,
        "the finished match is kept: {kept:?}"
    );
    assert_eq!(kept[0]["winners"], json!([0]));
    let copy = kept[0]["id"].clone();
    let theirs: Value = host.call("export_match", json!({ "id": id }));
    let ours: Value = joining.call("export_match", json!({ "id": copy }));
    assert_eq!(ours, theirs, "the copy is the match, entry for entry");
    let status: Value = host.call("sharing_status", json!({}));
    assert_eq!(
        (status["keeping"].clone(), status["watching"].clone()),
        (json!(1), json!(0))
    );

    // The table undoes the concession, and Ana concedes instead: the copy follows, once.
    host.call::<Value>("act", json!({ "id": id, "action": { "kind": "undo" } }));
    host.call::<Value>("act", json!({ "id": id, "action": concede(0) }));
    let kept = matches_once(&joining, |listed| {
        finished(listed).iter().any(|m| m["winners"] == json!([1]))
    })
    .await;
    assert_eq!(kept.len(), 1, "one copy of the match: {kept:?}");
    assert_eq!(kept[0]["winners"], json!([1]));

    // A rematch at the same table is followed and kept in its turn.
    let next: Value = host.call("rematch", json!({ "id": id }));
    let next_id = next["id"].clone();
    host.call::<Value>("act", json!({ "id": next_id, "action": concede(0) }));
    let kept = matches_once(&joining, |listed| finished(listed).len() == 2).await;
    assert_eq!(
        finished(&kept).len(),
        2,
        "the rematch is kept too: {kept:?}"
    );
    let theirs: Value = host.call("export_match", json!({ "id": next_id }));
    let copies: Vec<Value> = kept
        .iter()
        .map(|m| joining.call("export_match", json!({ "id": m["id"] })))
        .collect();
    assert!(copies.contains(&theirs), "the rematch as it was played");
}

#[test]
fn an_address_that_is_not_a_tables_is_refused_with_what_is_wrong() {
    let app = TestApp::new();
    for (address, says) in [
        ("", "no computer"),
        ("127.0.0.1:8080/", "join code"),
        (
            "https://127.0.0.1:8080/?t=0123456789abcdefghjkmnpqrs",
            "http://",
        ),
    ] {
        let refused = app
            .invoke("join_table_at", json!({ "address": address }))
            .expect_err("refused");
        assert_eq!(refused["code"], ErrorCode::JoinAddress, "{address}");
        assert!(
            refused["message"]
                .as_str()
                .is_some_and(|m| m.contains(says)),
            "{refused}"
        );
    }
}
