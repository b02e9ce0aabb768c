//! A shared table's device, over loopback (127.0.0.1 only): the app's own commands through the
//! same door as the window, with a seat's scope.

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tableside_share::Sharing;
use tokio_tungstenite::tungstenite::Message;

use super::{EmbeddedUi, TableHost};
use crate::test_support::TestApp;

async fn ask<S>(device: &mut S, id: u64, command: &str, args: Value) -> Value
where
    S: SinkExt<Message>
        + StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>>
        + Unpin,
{
    let request = json!({ "id": id, "command": command, "args": args }).to_string();
    let _ = device.send(Message::text(request)).await;
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), device.next())
            .await
            .expect("a reply in time")
            .expect("open")
            .expect("a message");
        if let Message::Text(text) = message {
            let reply: Value = serde_json::from_str(text.as_str()).expect("JSON");
            assert_eq!(reply["id"], id);
            return reply;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_plays_its_table_through_the_apps_own_commands() {
    let app = TestApp::new();
    let games: Value = app.call("list_games", json!({}));
    let game = games
        .as_array()
        .and_then(|games| {
            games.iter().find(|game| {
                game["info"]["playable"] == true
                    && game["formats"].as_array().is_some_and(|f| !f.is_empty())
            })
        })
        .expect("a playable game")
        .clone();
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": game["info"]["id"], "format": game["formats"][0]["id"],
                             "players": ["Ana", "Ben"] } }),
    );
    let id = started["id"].clone();

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds loopback");
    let sharing = Sharing::start(
        listener,
        Arc::new(TableHost::new(app.handle())),
        Arc::new(EmbeddedUi::new(app.handle())),
    )
    .await
    .expect("shares");
    let url = format!(
        "ws://{}/ws?t={}",
        sharing.address(),
        sharing.token().as_str()
    );
    let (mut device, _) = tokio_tungstenite::connect_async(url).await.expect("joins");

    let opened = ask(&mut device, 1, "open_match", json!({ "id": id })).await;
    assert_eq!(opened["answer"]["id"], id);
    let rolled = ask(
        &mut device,
        2,
        "act",
        json!({ "id": id, "action": { "kind": "roll", "die": "d6", "player": 0 } }),
    )
    .await;
    assert_eq!(rolled["answer"]["update"]["log_len"], 1, "{rolled}");

    // The host's data is not a seat's to read.
    let refused = ask(&mut device, 3, "list_matches", json!({})).await;
    assert_eq!(refused["error"]["code"], "COMMAND_NOT_OFFERED");
    let refused = ask(&mut device, 4, "quit_app", json!({})).await;
    assert_eq!(refused["error"]["code"], "COMMAND_NOT_OFFERED");

    // The device acted through the host's store: the window sees the roll.
    let seen: Value = app.call("open_match", json!({ "id": id }));
    assert_eq!(seen["view"]["log"].as_array().map(Vec::len), Some(1));
    sharing.stop().await;
}
