//! A shared table over loopback (127.0.0.1 only): devices join with the join token, take seats,
//! act for their own seat through the app's own commands, and are told of every change.

use std::time::Duration;
use tableside_engine::ErrorCode;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::test_support::TestApp;

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A simulated phone: its connection, its own request numbers, and the notices it was sent.
pub(crate) struct Phone {
    socket: Socket,
    next: u64,
    pub notices: Vec<Value>,
}

impl Phone {
    /// Connects to the join `address` (`http://127.0.0.1:port/?t=token`), with a seat key.
    pub(crate) async fn join(address: &str, seat_key: Option<&str>) -> Phone {
        let url = socket_url(address, seat_key);
        let (socket, _) = tokio_tungstenite::connect_async(url).await.expect("joins");
        Phone {
            socket,
            next: 1,
            notices: Vec::new(),
        }
    }

    /// Sends a request without waiting for its reply: its ID.
    pub(crate) async fn send(&mut self, command: &str, args: Value) -> u64 {
        let id = self.next;
        self.next += 1;
        let request = json!({ "id": id, "command": command, "args": args }).to_string();
        self.socket
            .send(Message::text(request))
            .await
            .expect("sends");
        id
    }

    /// The reply to request `id`, keeping the notices that come before it.
    pub(crate) async fn reply(&mut self, id: u64) -> Value {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(20), self.socket.next())
                .await
                .expect("a reply in time")
                .expect("open")
                .expect("a message");
            let Message::Text(text) = message else {
                continue;
            };
            let reply: Value = serde_json::from_str(text.as_str()).expect("JSON");
            if reply.get("notice").is_some() {
                self.notices.push(reply["notice"].clone());
                continue;
            }
            if reply["id"] == id {
                return reply;
            }
        }
    }

    pub(crate) async fn ask(&mut self, command: &str, args: Value) -> Value {
        let id = self.send(command, args).await;
        self.reply(id).await
    }

    /// Waits for the next notice of `kind`.
    pub(crate) async fn notice(&mut self, kind: &str) -> Value {
        if let Some(at) = self.notices.iter().position(|n| n["kind"] == kind) {
            return self.notices.remove(at);
        }
        loop {
            let message = tokio::time::timeout(Duration::from_secs(20), self.socket.next())
                .await
                .expect("a notice in time")
                .expect("open")
                .expect("a message");
            let Message::Text(text) = message else {
                continue;
            };
            let reply: Value = serde_json::from_str(text.as_str()).expect("JSON");
            if reply["notice"]["kind"] == kind {
                return reply["notice"].clone();
            }
        }
    }

    /// The code of the close frame the host ends the connection with, within 10 s; `None`
    /// when it ends without one.
    pub(crate) async fn close_code(&mut self) -> Option<u16> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(Message::Close(frame)))) => return frame.map(|f| u16::from(f.code)),
                Ok(Some(Ok(_))) => {}
                Err(_) | Ok(None) | Ok(Some(Err(_))) => return None,
            }
        }
    }

    /// Takes `seat` and connects again as that seat's device.
    pub(crate) async fn seated(address: &str, seat: u32) -> (Phone, String) {
        let mut joining = Phone::join(address, None).await;
        let pass = joining.ask("take_seat", json!({ "seat": seat })).await;
        let token = pass["answer"]["token"]
            .as_str()
            .unwrap_or_else(|| panic!("seat {seat} taken: {pass}"))
            .to_owned();
        drop(joining);
        (Phone::join(address, Some(&token)).await, token)
    }
}

/// The channel's address for a device holding `seat_key`, as the share crate writes it.
pub(crate) fn socket_url(address: &str, seat_key: Option<&str>) -> String {
    tableside_share::JoinAddress::parse(address)
        .expect("the host's own join address")
        .channel(seat_key, false)
}

/// A match of `game` for `players`, shared: its ID and the join address.
pub(crate) fn shared_match(app: &TestApp, game: &str, players: &[&str]) -> (Value, String) {
    let games: Value = app.call("list_games", json!({}));
    let format = games
        .as_array()
        .and_then(|games| games.iter().find(|g| g["info"]["id"] == game))
        .map(|g| g["formats"][0]["id"].clone())
        .expect("the game has a format");
    let started: Value = app.call(
        "new_match",
        json!({ "request": { "game": game, "format": format, "players": players } }),
    );
    let id = started["id"].clone();
    let status: Value = app.call("share_table", json!({ "id": id }));
    let address = status["address"].as_str().expect("an address").to_owned();
    assert!(
        address.starts_with("http://127.0.0.1:"),
        "tests share on loopback only: {address}"
    );
    (id, address)
}

fn life(player: u32, delta: i32) -> Value {
    json!({ "kind": "play", "play": { "game": "conjure", "type": "adjust_life", "player": player, "delta": delta } })
}

fn xingling(mut play: Value) -> Value {
    play["game"] = json!("xingling");
    json!({ "kind": "play", "play": play })
}

fn first_player(player: u32) -> Value {
    json!({ "kind": "play", "play": { "game": "conjure", "type": "set_first_player", "player": player } })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_plays_its_own_seat_and_the_tables_steps_and_nothing_of_the_hosts() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);

    let mut watcher = Phone::join(&address, None).await;
    let invite = watcher.ask("join_table", json!({})).await;
    assert_eq!(invite["answer"]["match_id"], id, "{invite}");
    assert_eq!(invite["answer"]["you"], Value::Null);
    assert_eq!(invite["answer"]["seats"][1]["name"], "Ben");

    let (mut ben, _) = Phone::seated(&address, 1).await;
    let joined = ben.ask("join_table", json!({})).await;
    assert_eq!(joined["answer"]["you"], 1);
    let taken = watcher.ask("take_seat", json!({ "seat": 1 })).await;
    assert_eq!(taken["error"]["code"], ErrorCode::ShareSeatTaken);

    let opened = ben.ask("open_match", json!({ "id": id })).await;
    assert_eq!(opened["answer"]["id"], id);
    let own = ben
        .ask("act", json!({ "id": id, "action": life(1, -2) }))
        .await;
    assert_eq!(own["answer"]["update"]["log_len"], 1, "{own}");
    let others = ben
        .ask("act", json!({ "id": id, "action": life(0, -2) }))
        .await;
    assert_eq!(others["error"]["code"], ErrorCode::ShareNotYourSeat);
    let table_step = ben
        .ask("act", json!({ "id": id, "action": first_player(0) }))
        .await;
    assert_eq!(table_step["answer"]["update"]["log_len"], 2, "{table_step}");
    let dice = json!({ "kind": "roll", "die": "d6", "player": 0 });
    let rolled = ben.ask("act", json!({ "id": id, "action": dice })).await;
    assert_eq!(
        rolled["answer"]["update"]["log_len"], 3,
        "dice are the table's: {rolled}"
    );

    let watching = watcher
        .ask("act", json!({ "id": id, "action": life(0, -1) }))
        .await;
    assert_eq!(watching["error"]["code"], ErrorCode::ShareWatching);
    for command in ["list_matches", "quit_app", "stop_sharing", "export_history"] {
        let refused = ben.ask(command, json!({})).await;
        assert_eq!(
            refused["error"]["code"],
            ErrorCode::CommandNotOffered,
            "{command}"
        );
    }
    let other_match = ben.ask("open_match", json!({ "id": 999 })).await;
    assert_eq!(other_match["error"]["code"], ErrorCode::ShareOtherMatch);

    // The watcher was told of each change, the change itself in the notice: what the acting
    // seat was answered, so that a device with every entry before it asks for nothing.
    let notice = watcher.notice("changed").await;
    assert_eq!(notice["match"], id);
    assert_eq!(notice["log"], 1);
    assert_eq!(notice["update"], own["answer"]["update"], "{notice}");
    assert_eq!(notice["update"]["lines"][0]["seq"], 0, "{notice}");
    let notice = watcher.notice("changed").await;
    assert_eq!(notice["update"], table_step["answer"]["update"]);
    let notice = watcher.notice("changed").await;
    assert_eq!(notice["update"], rolled["answer"]["update"]);
    // And whose turn it is after it, as the invite says it now: the phone's cue.
    let invite = watcher.ask("join_table", json!({})).await;
    assert!(notice.get("to_act").is_some(), "{notice}");
    assert_eq!(notice["to_act"], invite["answer"]["to_act"], "{invite}");
    // One that missed entries asks for them.
    let caught = watcher
        .ask("table_since", json!({ "id": id, "seen": 0, "wait": false }))
        .await;
    assert_eq!(
        caught["answer"]["update"]["lines"].as_array().map(Vec::len),
        Some(3)
    );

    // The device acted through the host's store: the window sees it.
    let seen: Value = app.call("open_match", json!({ "id": id }));
    assert_eq!(seen["view"]["log"].as_array().map(Vec::len), Some(3));
    let status: Value = app.call("sharing_status", json!({}));
    assert_eq!(status["seats"][1]["taken"], true);
    assert_eq!(status["seats"][1]["connected"], true);
    assert_eq!(status["seats"][0]["taken"], false);
    assert_eq!(status["watching"], 1);
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_devices_pressing_next_phase_together_move_it_once_but_both_scores_count() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "xingling", &["Ana", "Ben"]);
    let (mut ana, _) = Phone::seated(&address, 0).await;
    let (mut ben, _) = Phone::seated(&address, 1).await;
    let set = ana.ask("act", json!({ "id": id, "action": xingling(json!({ "type": "set_first_player", "player": 0 })), "seen": 0 })).await;
    assert_eq!(set["answer"]["update"]["log_len"], 1, "{set}");

    // Both saw one entry and both press: one moves the phase, the other is told.
    let a = ana.send("act", json!({ "id": id, "action": xingling(json!({ "type": "next_phase" })), "seen": 1, "key": "ana-1" })).await;
    let b = ben.send("act", json!({ "id": id, "action": xingling(json!({ "type": "next_phase" })), "seen": 1, "key": "ben-1" })).await;
    let (a, b) = (ana.reply(a).await, ben.reply(b).await);
    let moved = [&a, &b]
        .iter()
        .filter(|r| r.get("answer").is_some())
        .count();
    let refused: Vec<&Value> = [&a, &b]
        .into_iter()
        .filter(|r| r.get("error").is_some())
        .collect();
    assert_eq!((moved, refused.len()), (1, 1), "{a} {b}");
    assert_eq!(refused[0]["error"]["code"], ErrorCode::TableChanged);

    // Each scores for their own seat on the table they saw: both count.
    let a = ana.send("act", json!({ "id": id, "action": xingling(json!({ "type": "award_vp", "player": 0, "amount": 1 })), "seen": 2, "key": "ana-2" })).await;
    let b = ben.send("act", json!({ "id": id, "action": xingling(json!({ "type": "award_vp", "player": 1, "amount": 1 })), "seen": 2, "key": "ben-2" })).await;
    assert!(ana.reply(a).await.get("answer").is_some());
    assert!(ben.reply(b).await.get("answer").is_some());

    // An undo on a table that changed since is refused; on the table as it is, it undoes.
    let stale = ana
        .ask(
            "act",
            json!({ "id": id, "action": { "kind": "undo" }, "seen": 3 }),
        )
        .await;
    assert_eq!(stale["error"]["code"], ErrorCode::TableChanged);
    let undo = ana
        .ask(
            "act",
            json!({ "id": id, "action": { "kind": "undo" }, "seen": 4 }),
        )
        .await;
    assert_eq!(undo["answer"]["update"]["log_len"], 5, "{undo}");
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_sent_again_is_answered_and_never_applied_twice() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (mut ana, token) = Phone::seated(&address, 0).await;
    let tap = json!({ "id": id, "action": life(0, -3), "seen": 0, "key": "ana-7" });
    // Sent, and the connection lost before the answer came.
    ana.send("act", tap.clone()).await;
    drop(ana);
    let mut again = Phone::join(&address, Some(&token)).await;
    let first = again.ask("act", tap.clone()).await;
    let second = again.ask("act", tap).await;
    assert_eq!(first["answer"]["update"]["log_len"], 1, "{first}");
    assert_eq!(second["answer"]["update"]["log_len"], 1, "{second}");
    let seen: Value = app.call("open_match", json!({ "id": id }));
    assert_eq!(seen["view"]["log"].as_array().map(Vec::len), Some(1));
    let long_key = "k".repeat(65);
    let refused = again
        .ask(
            "act",
            json!({ "id": id, "action": life(0, 1), "key": long_key }),
        )
        .await;
    assert_eq!(refused["error"]["code"], ErrorCode::ActionKey);
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_freed_seat_is_told_and_acts_no_more_and_another_device_may_take_it() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (mut ben, _) = Phone::seated(&address, 1).await;
    let status: Value = app.call("free_seat", json!({ "seat": 1 }));
    assert_eq!(status["seats"][1]["taken"], false);
    ben.notice("seats").await;
    let joined = ben.ask("join_table", json!({})).await;
    assert_eq!(joined["answer"]["you"], Value::Null);
    assert_eq!(joined["answer"]["seat_freed"], true);
    let refused = ben
        .ask("act", json!({ "id": id, "action": life(1, -1) }))
        .await;
    assert_eq!(refused["error"]["code"], ErrorCode::ShareSeatFreed);
    let (mut other, _) = Phone::seated(&address, 1).await;
    let own = other
        .ask("act", json!({ "id": id, "action": life(1, -1) }))
        .await;
    assert!(own.get("answer").is_some(), "{own}");
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_made_up_seat_key_is_told_it_is_no_seat_of_this_table_not_that_a_seat_was_freed() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let made_up = "a".repeat(tableside_share::TOKEN_LETTERS);
    let mut stranger = Phone::join(&address, Some(&made_up)).await;
    let joined = stranger.ask("join_table", json!({})).await;
    assert_eq!(joined["answer"]["you"], Value::Null);
    assert_eq!(joined["answer"]["seat_freed"], false, "{joined}");
    let refused = stranger
        .ask("act", json!({ "id": id, "action": life(0, -1) }))
        .await;
    assert_eq!(
        refused["error"]["code"],
        ErrorCode::ShareSeatUnknown,
        "{refused}"
    );
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_sends_the_watchers_away_and_the_seats_play_on() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (mut ana, _) = Phone::seated(&address, 0).await;
    let mut watcher = Phone::join(&address, None).await;
    let _ = watcher.ask("join_table", json!({})).await;
    let _: Value = app.call("send_away_watchers", json!({}));
    assert_eq!(
        watcher.close_code().await,
        Some(tableside_share::CLOSE_SENT_AWAY)
    );
    let own = ana
        .ask("act", json!({ "id": id, "action": life(0, -1) }))
        .await;
    assert!(own.get("answer").is_some(), "{own}");
    let refused = ana.ask("send_away_watchers", json!({})).await;
    assert_eq!(
        refused["error"]["code"],
        ErrorCode::CommandNotOffered,
        "the host's alone"
    );
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ending_sharing_closes_every_device_and_forgets_the_tokens() {
    let app = TestApp::new();
    let (_, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (mut ana, token) = Phone::seated(&address, 0).await;
    let _ = ana.ask("join_table", json!({})).await;
    let _: Value = app.call("stop_sharing", json!({}));
    assert_eq!(
        ana.close_code().await,
        Some(tableside_share::CLOSE_ENDED),
        "the device is told the table has ended, not that the host will be back"
    );
    let status: Value = app.call("sharing_status", json!({}));
    assert_eq!(status, Value::Null);
    let again = tokio_tungstenite::connect_async(socket_url(&address, Some(&token))).await;
    assert!(again.is_err(), "nothing listens once sharing ended");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seated_phone_gets_back_in_while_others_hold_every_other_place() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (ana, token) = Phone::seated(&address, 0).await;
    drop(ana);
    // Someone with the join address opens 100 connections: as many as the table takes from
    // one address get in (a made-up seat key among them is no seat), the rest are turned away.
    let made_up = tableside_share::JoinToken::fresh().expect("a key");
    let mut door = Vec::new();
    for n in 0..100 {
        let key = (n % 3 == 0).then_some(made_up.as_str());
        if let Ok((socket, _)) = tokio_tungstenite::connect_async(socket_url(&address, key)).await {
            door.push(socket);
        }
    }
    assert_eq!(door.len(), tableside_share::UNSEATED_PER_ADDRESS);
    let mut ana = Phone::join(&address, Some(&token)).await;
    let own = ana
        .ask("act", json!({ "id": id, "action": life(0, -1) }))
        .await;
    assert!(own.get("answer").is_some(), "the seat plays on: {own}");
    let status: Value = app.call("sharing_status", json!({}));
    assert_eq!(status["seats"][0]["connected"], true);
    let _: Value = app.call("stop_sharing", json!({}));
}

/// `sharing_since(seen)` as the host's window asks it, on a thread of its own (it waits):
/// the status it answers, and how long it took.
fn sharing_since(app: &TestApp, seen: &Value) -> (Value, Duration) {
    let asked = std::time::Instant::now();
    let status = tokio::task::block_in_place(|| app.call("sharing_since", json!({ "seen": seen })));
    (status, asked.elapsed())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hosts_status_follows_a_phone_joining_sitting_and_leaving_within_a_second() {
    let app = TestApp::new();
    let (_, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let before: Value = app.call("sharing_status", json!({}));
    assert_eq!(before["watching"], 0);
    // The phone comes a little after the host's window began to wait.
    let joining = address.clone();
    let phone = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(200)).await;
        Phone::join(&joining, None).await
    });
    let (joined, took) = sharing_since(&app, &before["changes"]);
    assert_eq!(joined["watching"], 1, "{joined}");
    assert!(took < Duration::from_secs(1), "answered in {took:?}");
    let mut phone = phone.await.expect("joins");

    let asked = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let pass = phone.ask("take_seat", json!({ "seat": 1 })).await;
        (phone, pass)
    });
    let (sat, took) = sharing_since(&app, &joined["changes"]);
    assert!(took < Duration::from_secs(1), "answered in {took:?}");
    let (phone, pass) = asked.await.expect("asks");
    assert_eq!(pass["answer"]["seat"], 1, "{pass}");
    assert_eq!(sat["seats"][1]["taken"], true, "{sat}");

    drop(phone);
    let (left, took) = sharing_since(&app, &sat["changes"]);
    assert!(took < Duration::from_secs(1), "answered in {took:?}");
    assert_eq!(left["watching"], 0, "{left}");
    assert_eq!(left["seats"][1]["connected"], false, "{left}");

    // Sharing stops: a window that asks with what it last saw is told nothing is shared.
    let _: Value = app.call("stop_sharing", json!({}));
    let (after, took) = sharing_since(&app, &left["changes"]);
    assert_eq!(after, Value::Null);
    assert!(took < Duration::from_secs(1), "answered in {took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_keeps_the_table_shared_and_the_phones_follow_in_their_seats() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (mut ben, _) = Phone::seated(&address, 1).await;
    let next: Value = app.call("rematch", json!({ "id": id }));
    let next_id = next["id"].clone();
    assert_ne!(next_id, id);
    let moved = ben.notice("moved").await;
    assert_eq!(moved["match"], next_id);
    let joined = ben.ask("join_table", json!({})).await;
    assert_eq!(joined["answer"]["match_id"], next_id);
    assert_eq!(joined["answer"]["you"], 1, "the same seat");
    let old = ben
        .ask("act", json!({ "id": id, "action": life(1, -1) }))
        .await;
    assert_eq!(old["error"]["code"], ErrorCode::ShareOtherMatch);
    let own = ben
        .ask("act", json!({ "id": next_id, "action": life(1, -1) }))
        .await;
    assert!(own.get("answer").is_some(), "{own}");
    let status: Value = app.call("sharing_status", json!({}));
    assert_eq!(status["match_id"], next_id);
    assert_eq!(status["address"], address.as_str(), "the same address");
    let _: Value = app.call("stop_sharing", json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleting_the_shared_match_ends_its_sharing() {
    let app = TestApp::new();
    let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
    let (mut ana, _) = Phone::seated(&address, 0).await;
    let _ = ana.ask("join_table", json!({})).await;
    let _: Value = app.call("delete_match", json!({ "id": id }));
    let status: Value = app.call("sharing_status", json!({}));
    assert_eq!(
        status,
        Value::Null,
        "nothing is shared once the match is gone"
    );
    let again = tokio_tungstenite::connect_async(socket_url(&address, None)).await;
    assert!(again.is_err(), "nothing listens");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_started_again_shares_the_same_table_where_it_was_and_seats_hold() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.db");
    let (id, address, token) = {
        let app = TestApp::on(tableside_core::AppState::open(&path));
        let (id, address) = shared_match(&app, "conjure", &["Ana", "Ben"]);
        let (mut ben, token) = Phone::seated(&address, 1).await;
        let own = ben
            .ask(
                "act",
                json!({ "id": id, "action": life(1, -1), "key": "ben-1" }),
            )
            .await;
        assert!(own.get("answer").is_some(), "{own}");
        app.state().close();
        assert_eq!(
            ben.close_code().await,
            Some(tableside_share::CLOSE_HOST_LEAVING),
            "the device is told the host is leaving, and comes back"
        );
        (id, address, token)
    };
    let app = TestApp::on(tableside_core::AppState::open(&path));
    let status: Value = app.call("sharing_status", json!({}));
    assert_eq!(
        status["address"],
        address.as_str(),
        "the same address and join token"
    );
    let mut ben = Phone::join(&address, Some(&token)).await;
    let joined = ben.ask("join_table", json!({})).await;
    assert_eq!(
        joined["answer"]["you"], 1,
        "the seat's token still acts for it"
    );
    let resent = ben
        .ask(
            "act",
            json!({ "id": id, "action": life(1, -1), "key": "ben-1" }),
        )
        .await;
    assert_eq!(
        resent["answer"]["update"]["log_len"], 1,
        "not applied twice: {resent}"
    );
    let _: Value = app.call("stop_sharing", json!({}));
}

/// A phone of the busy table below: it reconnects whenever its connection is lost (the host
/// restarting, or the phone dropping it on purpose) and keeps every line it was sent, by
/// entry.
struct BusyPhone {
    address: String,
    token: String,
    phone: Option<Phone>,
    lines: std::collections::BTreeMap<u64, Value>,
}

impl BusyPhone {
    /// Connects again until the host answers, for up to 20 s.
    async fn connect(&mut self) -> &mut Phone {
        if self.phone.is_none() {
            let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
            loop {
                let url = socket_url(&self.address, Some(&self.token));
                if let Ok((socket, _)) = tokio_tungstenite::connect_async(url).await {
                    self.phone = Some(Phone {
                        socket,
                        next: 1,
                        notices: Vec::new(),
                    });
                    break;
                }
                assert!(tokio::time::Instant::now() < deadline, "the host came back");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        self.phone.as_mut().expect("connected")
    }

    /// The reply to `command`, asked again on a new connection until one comes.
    async fn ask(&mut self, command: &str, args: Value) -> Value {
        loop {
            let phone = self.connect().await;
            let id = phone.send(command, args.clone()).await;
            match tokio::time::timeout(Duration::from_secs(20), phone.reply_or_lost(id)).await {
                Ok(Some(reply)) => return reply,
                // Lost with the connection: the key makes asking again safe.
                _ => self.phone = None,
            }
        }
    }

    fn keep(&mut self, change: &Value) {
        for line in change["update"]["lines"].as_array().into_iter().flatten() {
            let seq = line["seq"].as_u64().expect("a line's seq");
            self.lines.insert(seq, line.clone());
        }
    }

    /// Entries held from the first with none missing.
    fn seen(&self) -> u64 {
        (0..).find(|seq| !self.lines.contains_key(seq)).unwrap_or(0)
    }
}

impl Phone {
    /// The reply to request `id`; `None` when the connection is lost first.
    async fn reply_or_lost(&mut self, id: u64) -> Option<Value> {
        loop {
            let Some(Ok(message)) = self.socket.next().await else {
                return None;
            };
            let Message::Text(text) = message else {
                if matches!(message, Message::Close(_)) {
                    return None;
                }
                continue;
            };
            let reply: Value = serde_json::from_str(text.as_str()).ok()?;
            if reply["id"] == id {
                return Some(reply);
            }
        }
    }
}

/// Eight phones score for their own seats at random moments, 500 times each, sometimes
/// dropping their connection right after sending and sending again; halfway, the host app is
/// closed and started again on the same database. Every acknowledged action is in the log
/// once, and every phone ends with the host's log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_busy_phones_and_a_host_restart_end_with_one_log_and_nothing_twice() {
    const PHONES: u32 = 8;
    const ACTIONS: u32 = 500;
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.db");
    let app = TestApp::on(tableside_core::AppState::open(&path));
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let (id, address) = shared_match(&app, "xingling", &names);
    let first = xingling(json!({ "type": "set_first_player", "player": 0 }));
    let _: Value = app.call("act", json!({ "id": id, "action": first }));
    let halfway = std::sync::Arc::new(tokio::sync::Barrier::new(PHONES as usize + 1));

    let mut phones = Vec::new();
    for seat in 0..PHONES {
        let (phone, token) = Phone::seated(&address, seat).await;
        let (address, id, halfway) = (address.clone(), id.clone(), halfway.clone());
        phones.push(tokio::spawn(async move {
            let mut busy = BusyPhone {
                address,
                token,
                phone: Some(phone),
                lines: Default::default(),
            };
            let mut random = 0x9e37_79b9_u64.wrapping_mul(u64::from(seat) + 1);
            let mut next = || {
                random ^= random << 13;
                random ^= random >> 7;
                random ^= random << 17;
                random
            };
            for n in 0..ACTIONS {
                if n == ACTIONS / 2 {
                    let waited = tokio::time::timeout(Duration::from_secs(120), halfway.wait());
                    assert!(waited.await.is_ok(), "every phone came halfway");
                }
                // A tap every 40 to 70 ms: under the 20 a second a device may send.
                tokio::time::sleep(Duration::from_millis(40 + next() % 31)).await;
                // 灵力 lost and gained back in turn: a seat's own numbers, and never the end.
                let play = match n % 2 {
                    0 => json!({ "type": "loss", "target": seat, "amount": 1 }),
                    _ => json!({ "type": "heal", "player": seat, "amount": 1 }),
                };
                let act = json!({
                    "id": id,
                    "action": xingling(play),
                    "seen": busy.seen(),
                    "key": format!("seat{seat}-{n}"),
                });
                if next() % 40 == 0 {
                    // Sent, then the connection dropped before the answer.
                    let phone = busy.connect().await;
                    phone.send("act", act.clone()).await;
                    busy.phone = None;
                }
                let reply = busy.ask("act", act).await;
                assert!(
                    reply.get("answer").is_some(),
                    "seat {seat} action {n}: {reply}"
                );
                busy.keep(&reply["answer"]);
            }
            busy
        }));
    }

    let waited = tokio::time::timeout(Duration::from_secs(120), halfway.wait()).await;
    if waited.is_err() {
        for phone in phones {
            if phone.is_finished() {
                let _ = phone
                    .await
                    .map_err(|panic| std::panic::resume_unwind(panic.into_panic()));
            }
        }
        panic!("the phones did not come halfway");
    }
    app.state().close();
    drop(app);
    let app = TestApp::on(tableside_core::AppState::open(&path));

    let mut finished = Vec::new();
    for phone in phones {
        finished.push(phone.await.expect("the phone finished"));
    }
    // Every phone is done: each catches up from the first entry it lacks.
    let mut logs = Vec::new();
    for mut busy in finished {
        let seen = busy.seen();
        let caught = busy
            .ask(
                "table_since",
                json!({ "id": id, "seen": seen, "wait": false }),
            )
            .await;
        assert!(caught.get("answer").is_some(), "{caught:.300}");
        busy.keep(&caught["answer"]);
        logs.push(busy.lines);
    }
    let view: Value = app.call("open_match", json!({ "id": id }));
    let host_log = view["view"]["log"].as_array().expect("a log").clone();
    assert_eq!(
        host_log.len(),
        1 + (PHONES * ACTIONS) as usize,
        "every action once"
    );
    let file: Value = app.call("export_match", json!({ "id": id }));
    for seat in 0..PHONES {
        let own = file["log"]
            .as_array()
            .expect("entries")
            .iter()
            .filter(|entry| {
                let play = &entry["action"]["play"];
                play["target"] == seat || play["player"] == seat && play["type"] == "heal"
            })
            .count();
        assert_eq!(own, ACTIONS as usize, "seat {seat}'s actions, each once");
    }
    for (seat, lines) in logs.into_iter().enumerate() {
        let log: Vec<Value> = lines.into_values().collect();
        assert_eq!(log.len(), host_log.len(), "phone {seat} holds every entry");
        if let Some(at) = (0..log.len()).find(|&at| log[at] != host_log[at]) {
            panic!(
                "phone {seat} differs at entry {at}: {} / {}",
                log[at], host_log[at]
            );
        }
    }
    let _: Value = app.call("stop_sharing", json!({}));
}

/// Every game is shared through the same mechanism: a seated phone opens the match, makes an
/// action the engine offers for its own seat, and is refused one the engine offers for another
/// seat; nothing in the server is per game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_shared_the_same_way() {
    let app = TestApp::new();
    let games: Value = app.call("list_games", json!({}));
    let playable: Vec<Value> = games
        .as_array()
        .expect("games")
        .iter()
        .filter(|game| game["info"]["playable"] == true)
        .cloned()
        .collect();
    assert!(playable.len() >= 4, "every game can be played, and shared");
    for game in playable {
        let id = game["info"]["id"].as_str().expect("an ID").to_owned();
        let seats = game["info"]["min_players"].as_u64().expect("seats").max(2) as usize;
        let names: Vec<String> = (1..=seats).map(|seat| format!("P{seat}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let (match_id, address) = shared_match(&app, &id, &names);
        let (mut phone, _) = Phone::seated(&address, 0).await;
        let opened = phone.ask("open_match", json!({ "id": match_id })).await;
        let legal = opened["answer"]["view"]["legal"]
            .as_array()
            .unwrap_or_else(|| panic!("{id}: {opened:.300}"))
            .clone();
        let log = opened["answer"]["view"]["log"]
            .as_array()
            .map_or(0, Vec::len);
        // The seat the engine says each offered action is, as the server checks it.
        let seat_of = |play: &Value| {
            serde_json::from_value::<tableside_engine::GameAction>(play.clone())
                .expect("an offered action reads")
                .acting_seat()
        };
        if let Some(other) = legal.iter().find(|play| seat_of(play) == Some(1)) {
            let refused = phone
                .ask(
                    "act",
                    json!({ "id": match_id, "action": { "kind": "play", "play": other } }),
                )
                .await;
            assert_eq!(
                refused["error"]["code"],
                ErrorCode::ShareNotYourSeat,
                "{id}: {other}"
            );
        }
        let own = legal
            .iter()
            .find(|play| seat_of(play) == Some(0))
            .or_else(|| legal.first())
            .unwrap_or_else(|| panic!("{id} offers an action at the start"));
        let done = phone
            .ask(
                "act",
                json!({ "id": match_id, "action": { "kind": "play", "play": own }, "seen": log }),
            )
            .await;
        assert_eq!(
            done["answer"]["update"]["log_len"],
            log + 1,
            "{id}: {own} from seat 1's phone"
        );
        let _: Value = app.call("stop_sharing", json!({}));
    }
}
