//! The server over loopback (127.0.0.1 only): the page, the join token, requests and replies,
//! and what a bad device gets.

use std::borrow::Cow;
use std::sync::Arc;
use std::time::Duration;
use tableside_codes::ErrorCode;

use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::Sharing;
use crate::host::{Asset, Assets, Host};
use crate::limits::{MAX_MESSAGE_BYTES, MESSAGE_BURST};

/// Answers `echo` with its arguments, refuses `refuse` as the app refuses, and waits on `slow`.
/// A seat key that begins with `seat` holds a seat. Counts the changes of devices it is told.
#[derive(Default)]
struct FakeHost {
    devices_changed: std::sync::atomic::AtomicUsize,
}

impl Host for FakeHost {
    fn call(
        &self,
        device: &crate::Device,
        command: &str,
        args: serde_json::Value,
    ) -> Result<String, serde_json::Value> {
        match command {
            "echo" => Ok(serde_json::json!({ "echoed": args }).to_string()),
            "whoami" => Ok(
                serde_json::json!({ "seat_key": device.seat_key, "keeper": device.keeper })
                    .to_string(),
            ),
            "slow" => {
                std::thread::sleep(Duration::from_millis(50));
                Ok("\"slept\"".to_owned())
            }
            _ => Err(serde_json::json!({
                "code": ErrorCode::RuleViolation, "message": "refused", "rule": "AB-1", "reason": null
            })),
        }
    }

    fn holds_seat(&self, seat_key: &str) -> bool {
        seat_key.starts_with("seat")
    }

    fn devices_changed(&self) {
        self.devices_changed
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
}

struct FakeAssets;

impl Assets for FakeAssets {
    fn get(&self, path: &str) -> Option<Asset> {
        let (bytes, mime): (&'static [u8], &str) = match path {
            "/index.html" => (b"<!doctype html><title>Table</title>", "text/html"),
            "/assets/app.js" => (b"console.log('table')", "application/javascript"),
            _ => return None,
        };
        Some(Asset {
            bytes: Cow::Borrowed(bytes),
            mime: mime.to_owned(),
        })
    }
}

pub(crate) async fn sharing() -> Sharing {
    sharing_for(Arc::new(FakeHost::default())).await
}

async fn sharing_for(host: Arc<FakeHost>) -> Sharing {
    sharing_with(host, crate::Limits::default()).await
}

async fn sharing_with(host: Arc<FakeHost>, limits: crate::Limits) -> Sharing {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds loopback");
    let token = crate::JoinToken::fresh().expect("a token");
    Sharing::start_with(listener, token, host, Arc::new(FakeAssets), limits)
        .await
        .expect("starts")
}

/// A table whose every device comes from one address (loopback) and counts against the whole
/// table's places alone, as devices from many addresses would.
async fn sharing_of_many_addresses() -> Sharing {
    let limits = crate::Limits {
        unseated_per_address: crate::MAX_UNSEATED,
        ..crate::Limits::default()
    };
    sharing_with(Arc::new(FakeHost::default()), limits).await
}

type Device = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn join(sharing: &Sharing) -> Device {
    try_join(sharing, None).await.expect("joins")
}

/// Connects with the join token and `seat_key`, if any: the device, or the HTTP status it was
/// turned away with.
async fn try_join(sharing: &Sharing, seat_key: Option<&str>) -> Result<Device, u16> {
    let seat = seat_key.map(|key| format!("&s={key}")).unwrap_or_default();
    let url = format!(
        "ws://{}/ws?t={}{seat}",
        sharing.address(),
        sharing.token().as_str()
    );
    match tokio_tungstenite::connect_async(url).await {
        Ok((device, _)) => Ok(device),
        Err(tungstenite::Error::Http(response)) => Err(response.status().as_u16()),
        Err(other) => panic!("not turned away by the server: {other}"),
    }
}

/// A seat key the fake host says holds a seat: `seat` and 22 letters of `filler`.
fn seat_key(filler: char) -> String {
    format!("seat{}", filler.to_string().repeat(22))
}

async fn ask(device: &mut Device, text: &str) -> serde_json::Value {
    device
        .send(Message::text(text.to_owned()))
        .await
        .expect("sends");
    next_reply(device).await
}

async fn next_reply(device: &mut Device) -> serde_json::Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), device.next())
            .await
            .expect("a reply in time")
            .expect("open")
            .expect("a message");
        if let Message::Text(text) = message {
            return serde_json::from_str(text.as_str()).expect("a JSON reply");
        }
    }
}

/// `GET path` over plain TCP: the status line and headers, and the body.
async fn get(sharing: &Sharing, path: &str) -> (String, String) {
    let mut stream = TcpStream::connect(sharing.address())
        .await
        .expect("connects");
    let request = format!("GET {path} HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("asks");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("reads");
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    (head.to_lowercase(), body.to_owned())
}

#[tokio::test]
async fn the_page_is_served_from_the_assets_with_a_strict_policy() {
    let sharing = sharing().await;
    let (head, body) = get(&sharing, "/").await;
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: text/html"), "{head}");
    assert!(
        head.contains("content-security-policy: default-src 'self'"),
        "{head}"
    );
    assert!(head.contains("x-content-type-options: nosniff"), "{head}");
    assert!(body.contains("<title>Table</title>"));
    let (head, _) = get(&sharing, "/assets/app.js").await;
    assert!(head.contains("application/javascript"), "{head}");
    for missing in [
        "/nope.js",
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/assets/../../etc/passwd",
    ] {
        let (head, _) = get(&sharing, missing).await;
        assert!(head.starts_with("http/1.1 404"), "{missing}: {head}");
    }
    sharing.stop().await;
}

#[tokio::test]
async fn a_device_joins_only_with_the_token() {
    let sharing = sharing().await;
    for url in [
        format!("ws://{}/ws", sharing.address()),
        format!(
            "ws://{}/ws?t=00000000000000000000000000000000",
            sharing.address()
        ),
        format!(
            "ws://{}/ws?t={}x",
            sharing.address(),
            sharing.token().as_str()
        ),
    ] {
        match tokio_tungstenite::connect_async(url).await {
            Err(tungstenite::Error::Http(response)) => assert_eq!(response.status(), 401),
            other => panic!("joined without the token: {:?}", other.map(|_| ())),
        }
    }
    let _device = join(&sharing).await;
    sharing.stop().await;
}

#[tokio::test]
async fn a_request_is_answered_with_its_id_and_an_error_as_the_app_gives_it() {
    let sharing = sharing().await;
    let mut device = join(&sharing).await;
    let reply = ask(
        &mut device,
        r#"{"id": 7, "command": "echo", "args": {"n": 3}}"#,
    )
    .await;
    assert_eq!(
        reply,
        serde_json::json!({ "id": 7, "answer": { "echoed": { "n": 3 } } })
    );
    let reply = ask(&mut device, r#"{"id": 8, "command": "act", "args": {}}"#).await;
    assert_eq!(reply["id"], 8);
    assert_eq!(reply["error"]["code"], ErrorCode::RuleViolation);
    assert_eq!(reply["error"]["rule"], "AB-1");
    assert!(reply.get("answer").is_none());
    // Requests of one device are answered in the order sent.
    for id in 0..5u64 {
        device
            .send(Message::text(format!(
                r#"{{"id": {id}, "command": "slow"}}"#
            )))
            .await
            .expect("sends");
    }
    for id in 0..5u64 {
        assert_eq!(next_reply(&mut device).await["id"], id);
    }
    sharing.stop().await;
}

#[tokio::test]
async fn a_malformed_message_is_answered_with_an_error_and_the_device_goes_on() {
    let sharing = sharing().await;
    let mut device = join(&sharing).await;
    for bad in [
        "not json",
        r#"{"id": 1}"#,
        r#"{"id": "one", "command": "echo"}"#,
        r#"{"id": 1, "command": "echo", "extra": 1}"#,
    ] {
        let reply = ask(&mut device, bad).await;
        assert_eq!(reply["id"], serde_json::Value::Null, "{bad}");
        assert_eq!(reply["error"]["code"], ErrorCode::ShareBadMessage, "{bad}");
    }
    let long_field = format!(
        r#"{{"id": 1, "command": "echo", "{}": 1}}"#,
        "k".repeat(100_000)
    );
    let reply = ask(&mut device, &long_field).await;
    let message = reply["error"]["message"].as_str().expect("a message");
    assert!(message.chars().count() <= 120, "{message}");
    device
        .send(Message::binary(vec![1u8, 2, 3]))
        .await
        .expect("sends");
    assert_eq!(
        next_reply(&mut device).await["error"]["code"],
        ErrorCode::ShareBadMessage
    );
    let reply = ask(&mut device, r#"{"id": 2, "command": "echo"}"#).await;
    assert_eq!(reply["answer"], serde_json::json!({ "echoed": null }));
    sharing.stop().await;
}

/// What a device cut off reads before its connection ends: every text message, then the
/// close frame's code (`None` when the connection ended without one, as a reset does). It
/// sends `first`, if any, then requests as fast as it can, reading all the while as a browser
/// does: the server must not reset the connection under what it wrote last.
async fn last_words(
    device: Device,
    first: Option<String>,
) -> (Vec<serde_json::Value>, Option<u16>) {
    let (mut sending, mut reading) = device.split();
    let keep_sending = tokio::spawn(async move {
        if let Some(first) = first {
            if sending.send(Message::text(first)).await.is_err() {
                return;
            }
        }
        for id in 0u64.. {
            let message = Message::text(format!(r#"{{"id": {id}, "command": "echo"}}"#));
            if sending.send(message).await.is_err() {
                break;
            }
            if id % 16 == 0 {
                tokio::task::yield_now().await;
            }
        }
    });
    let mut texts = Vec::new();
    let mut code = None;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while let Ok(Some(Ok(message))) = tokio::time::timeout_at(deadline, reading.next()).await {
        match message {
            Message::Text(text) => texts.push(serde_json::from_str(text.as_str()).expect("JSON")),
            Message::Close(frame) => {
                code = frame.map(|frame| u16::from(frame.code));
                break;
            }
            _ => {}
        }
    }
    keep_sending.abort();
    (texts, code)
}

fn codes(texts: &[serde_json::Value]) -> Vec<&str> {
    texts
        .iter()
        .filter_map(|text| text["error"]["code"].as_str())
        .collect()
}

#[tokio::test]
async fn an_oversized_message_is_refused_with_its_code_and_closes_that_device_and_no_other() {
    let sharing = sharing().await;
    let mut other = join(&sharing).await;
    let device = join(&sharing).await;
    let huge = format!(
        r#"{{"id": 1, "command": "echo", "args": "{}"}}"#,
        "x".repeat(MAX_MESSAGE_BYTES)
    );
    let (texts, code) = last_words(device, Some(huge)).await;
    assert_eq!(codes(&texts), [ErrorCode::ShareTooBig], "{texts:?}");
    assert_eq!(code, Some(crate::CLOSE_TOO_BIG));
    let reply = ask(&mut other, r#"{"id": 1, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 1);
    sharing.stop().await;
}

#[tokio::test]
async fn a_flood_is_told_why_before_it_is_cut_off_and_the_others_go_on() {
    let sharing = sharing().await;
    let mut other = join(&sharing).await;
    let device = join(&sharing).await;
    let (texts, code) = last_words(device, None).await;
    let errors = codes(&texts);
    assert_eq!(
        errors,
        [ErrorCode::ShareFlood],
        "told once, and why: {texts:?}"
    );
    let answered = texts
        .iter()
        .filter(|text| text.get("answer").is_some())
        .count();
    assert!(
        answered >= MESSAGE_BURST as usize - 1,
        "a burst is answered before the cut: {answered}"
    );
    assert_eq!(code, Some(crate::CLOSE_FLOOD));
    let reply = ask(&mut other, r#"{"id": 9, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 9);
    sharing.stop().await;
}

#[tokio::test]
async fn a_device_is_known_by_its_seat_key_and_only_a_token_shaped_key_counts() {
    let sharing = sharing().await;
    let key = crate::JoinToken::fresh().expect("a key");
    let token = sharing.token().as_str().to_owned();
    let url = |seat: &str| format!("ws://{}/ws?t={token}&s={seat}", sharing.address());
    let (mut seated, _) = tokio_tungstenite::connect_async(url(key.as_str()))
        .await
        .expect("joins");
    let (mut odd, _) = tokio_tungstenite::connect_async(url("x"))
        .await
        .expect("joins");
    let reply = ask(&mut seated, r#"{"id": 1, "command": "whoami"}"#).await;
    assert_eq!(reply["answer"]["seat_key"], key.as_str());
    let reply = ask(&mut odd, r#"{"id": 1, "command": "whoami"}"#).await;
    assert_eq!(reply["answer"]["seat_key"], serde_json::Value::Null);
    let mut keys: Vec<Option<String>> = sharing.devices().into_iter().map(|d| d.seat_key).collect();
    keys.sort();
    assert_eq!(keys, [None, Some(key.as_str().to_owned())]);
    sharing.stop().await;
}

#[tokio::test]
async fn a_table_full_of_devices_turns_the_next_away_and_the_others_go_on() {
    let sharing = sharing_of_many_addresses().await;
    let mut devices = Vec::new();
    for _ in 0..crate::MAX_UNSEATED {
        let mut device = join(&sharing).await;
        // Answered: the server counts it as connected.
        let _ = ask(&mut device, r#"{"id": 1, "command": "echo"}"#).await;
        devices.push(device);
    }
    let url = format!(
        "ws://{}/ws?t={}",
        sharing.address(),
        sharing.token().as_str()
    );
    let refused = tokio_tungstenite::connect_async(url).await;
    assert!(refused.is_err(), "one device too many");
    let reply = ask(&mut devices[0], r#"{"id": 2, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 2);
    drop(devices.pop());
    // Its place frees once the server has seen it go.
    let mut again = None;
    for _ in 0..100 {
        let url = format!(
            "ws://{}/ws?t={}",
            sharing.address(),
            sharing.token().as_str()
        );
        if let Ok((device, _)) = tokio_tungstenite::connect_async(url).await {
            again = Some(device);
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(again.is_some(), "a freed place takes a new device");
    sharing.stop().await;
}

#[tokio::test]
async fn a_seats_device_gets_in_however_many_others_hold_the_door() {
    let sharing = sharing_of_many_addresses().await;
    let mut others = Vec::new();
    let mut turned_away = 0;
    // Whoever has the join address opens as many connections as they can, with no seat key
    // or a made-up one, and keeps them open.
    for n in 0..100 {
        let made_up = crate::JoinToken::fresh().expect("a key");
        let key = (n % 2 == 0).then_some(made_up.as_str());
        match try_join(&sharing, key).await {
            Ok(device) => others.push(device),
            Err(status) => {
                assert_eq!(status, 503);
                turned_away += 1;
            }
        }
    }
    assert_eq!(others.len(), crate::MAX_UNSEATED);
    assert_eq!(turned_away, 100 - crate::MAX_UNSEATED);
    let mut seated = try_join(&sharing, Some(&seat_key('a')))
        .await
        .expect("the seat's device gets in");
    let reply = ask(&mut seated, r#"{"id": 1, "command": "whoami"}"#).await;
    assert_eq!(reply["answer"]["seat_key"], seat_key('a').as_str());
    let mut second_seat = try_join(&sharing, Some(&seat_key('b')))
        .await
        .expect("and another seat's");
    let reply = ask(&mut second_seat, r#"{"id": 1, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 1);
    assert_eq!(sharing.devices().len(), crate::MAX_UNSEATED + 2);
    sharing.stop().await;
}

#[tokio::test]
async fn one_address_takes_its_share_of_the_places_and_a_seat_from_it_still_gets_in() {
    let sharing = sharing().await;
    let mut from_here = Vec::new();
    let mut turned_away = 0;
    for n in 0..20 {
        let made_up = crate::JoinToken::fresh().expect("a key");
        let key = (n % 2 == 0).then_some(made_up.as_str());
        match try_join(&sharing, key).await {
            Ok(device) => from_here.push(device),
            Err(status) => {
                assert_eq!(status, 503);
                turned_away += 1;
            }
        }
    }
    assert_eq!(from_here.len(), crate::UNSEATED_PER_ADDRESS);
    assert_eq!(turned_away, 20 - crate::UNSEATED_PER_ADDRESS);
    // The rest of the places stay for other addresses.
    const { assert!(crate::UNSEATED_PER_ADDRESS < crate::MAX_UNSEATED) };
    let mut seated = try_join(&sharing, Some(&seat_key('a')))
        .await
        .expect("a seat's device from the same address gets in");
    let reply = ask(&mut seated, r#"{"id": 1, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 1);
    // A place it gave up is its own again.
    drop(from_here.pop());
    let mut again = None;
    for _ in 0..100 {
        if let Ok(device) = try_join(&sharing, None).await {
            again = Some(device);
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(again.is_some(), "a place given up takes a new device");
    sharing.stop().await;
}

#[tokio::test]
async fn a_seat_connected_once_too_often_replaces_its_oldest_connection() {
    let sharing = sharing().await;
    let key = seat_key('c');
    let mut connections = Vec::new();
    for _ in 0..crate::CONNECTIONS_PER_SEAT {
        let mut device = try_join(&sharing, Some(&key)).await.expect("joins");
        let _ = ask(&mut device, r#"{"id": 1, "command": "echo"}"#).await;
        connections.push(device);
    }
    let mut newest = try_join(&sharing, Some(&key)).await.expect("joins");
    assert_eq!(
        close_code(&mut connections[0]).await,
        Some(crate::CLOSE_REPLACED),
        "the oldest is told another page took its place"
    );
    let reply = ask(&mut newest, r#"{"id": 2, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 2);
    for device in &mut connections[1..] {
        let reply = ask(device, r#"{"id": 3, "command": "echo"}"#).await;
        assert_eq!(reply["id"], 3, "the others of the seat go on");
    }
    sharing.stop().await;
}

#[tokio::test]
async fn the_host_is_told_as_each_device_comes_and_goes() {
    let host = Arc::new(FakeHost::default());
    let sharing = sharing_for(Arc::clone(&host)).await;
    let told = || {
        host.devices_changed
            .load(std::sync::atomic::Ordering::SeqCst)
    };
    assert_eq!(told(), 0);
    let mut device = join(&sharing).await;
    let _ = ask(&mut device, r#"{"id": 1, "command": "echo"}"#).await;
    assert_eq!(told(), 1, "told as it connected");
    drop(device);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(1);
    while told() < 2 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "told within a second that it left"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(sharing.devices().is_empty());
    sharing.stop().await;
}

#[tokio::test]
async fn a_notice_reaches_every_device_between_its_replies() {
    let sharing = sharing().await;
    let mut first = join(&sharing).await;
    let mut second = join(&sharing).await;
    let _ = ask(&mut first, r#"{"id": 1, "command": "echo"}"#).await;
    let _ = ask(&mut second, r#"{"id": 1, "command": "echo"}"#).await;
    sharing.notify(serde_json::json!({ "kind": "changed", "log": 3 }));
    for device in [&mut first, &mut second] {
        let notice = next_reply(device).await;
        assert_eq!(notice["notice"]["kind"], "changed");
        assert_eq!(notice["notice"]["log"], 3);
        assert!(notice.get("id").is_none(), "a notice answers no request");
    }
    sharing.stop().await;
}

/// The code of the close frame the server ends a device's connection with, within 10 s.
async fn close_code(device: &mut Device) -> Option<u16> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        match tokio::time::timeout_at(deadline, device.next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => return frame.map(|f| u16::from(f.code)),
            Ok(Some(Ok(_))) => {}
            Err(_) | Ok(None) | Ok(Some(Err(_))) => return None,
        }
    }
}

#[tokio::test]
async fn the_host_sends_the_watchers_away_and_the_seats_and_keepers_stay() {
    let sharing = sharing().await;
    let mut watchers = [join(&sharing).await, join(&sharing).await];
    let mut seated = try_join(&sharing, Some(&seat_key('a')))
        .await
        .expect("a seat");
    // Seated as it connected, its seat freed since: watching now.
    let mut freed = try_join(&sharing, Some(&seat_key('b')))
        .await
        .expect("a seat");
    // Unknown to the host as it connected (the host still starting), seated now.
    let late_key = format!("late{}", "c".repeat(22));
    let mut late = try_join(&sharing, Some(&late_key)).await.expect("a device");
    let keeper_url = format!(
        "ws://{}/ws?t={}&keep=1",
        sharing.address(),
        sharing.token().as_str()
    );
    let (mut keeper, _) = tokio_tungstenite::connect_async(keeper_url)
        .await
        .expect("a keeper");
    let (first, second) = watchers.split_at_mut(1);
    for device in [
        &mut first[0],
        &mut second[0],
        &mut seated,
        &mut freed,
        &mut late,
        &mut keeper,
    ] {
        let _ = ask(device, r#"{"id": 1, "command": "echo"}"#).await;
    }
    let seats_now = [seat_key('a'), late_key.clone()];
    assert_eq!(
        sharing.send_away_watchers(|key| seats_now.iter().any(|seat| seat == key)),
        3
    );
    for watcher in watchers.iter_mut().chain([&mut freed]) {
        assert_eq!(close_code(watcher).await, Some(crate::CLOSE_SENT_AWAY));
    }
    for device in [&mut seated, &mut late, &mut keeper] {
        let reply = ask(device, r#"{"id": 2, "command": "echo"}"#).await;
        assert_eq!(reply["id"], 2, "still served");
    }
    sharing.stop().await;
}

#[tokio::test]
async fn stopping_as_the_host_leaves_closes_every_device_and_the_port_to_come_back() {
    let sharing = sharing().await;
    let mut first = join(&sharing).await;
    let mut second = join(&sharing).await;
    let _ = ask(&mut first, r#"{"id": 1, "command": "echo"}"#).await;
    let _ = ask(&mut second, r#"{"id": 1, "command": "echo"}"#).await;
    assert_eq!(sharing.devices().len(), 2);
    let address = sharing.address();
    tokio::time::timeout(Duration::from_secs(10), sharing.stop())
        .await
        .expect("stops in time");
    assert_eq!(
        close_code(&mut first).await,
        Some(crate::CLOSE_HOST_LEAVING)
    );
    assert_eq!(
        close_code(&mut second).await,
        Some(crate::CLOSE_HOST_LEAVING)
    );
    assert!(
        TcpStream::connect(address).await.is_err(),
        "no longer listening"
    );
}

#[tokio::test]
async fn ending_tells_every_device_the_table_has_ended() {
    let sharing = sharing().await;
    let mut first = join(&sharing).await;
    let mut second = join(&sharing).await;
    let _ = ask(&mut first, r#"{"id": 1, "command": "echo"}"#).await;
    let address = sharing.address();
    tokio::time::timeout(Duration::from_secs(10), sharing.end())
        .await
        .expect("ends in time");
    assert_eq!(close_code(&mut first).await, Some(crate::CLOSE_ENDED));
    assert_eq!(close_code(&mut second).await, Some(crate::CLOSE_ENDED));
    assert_ne!(crate::CLOSE_ENDED, crate::CLOSE_HOST_LEAVING);
    assert!(
        TcpStream::connect(address).await.is_err(),
        "no longer listening"
    );
}

#[test]
fn a_token_is_128_random_bits_and_admits_only_itself() {
    let token = crate::JoinToken::fresh().expect("a token");
    let other = crate::JoinToken::fresh().expect("another");
    assert_eq!(token.as_str().len(), 26, "26 letters of 5 bits: 130 bits");
    let alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
    assert!(token.as_str().chars().all(|c| alphabet.contains(c)));
    assert_eq!(
        crate::JoinToken::from_kept(token.as_str()),
        Some(token.clone())
    );
    assert_eq!(crate::JoinToken::from_kept("not-a-token"), None);
    assert_eq!(
        crate::JoinToken::from_kept(&"i".repeat(26)),
        None,
        "no i, l, o or u"
    );
    assert_ne!(token, other);
    assert!(token.admits(token.as_str()));
    assert!(!token.admits(other.as_str()));
    assert!(!token.admits(""));
    assert!(!token.admits(&token.as_str()[..25]));
    assert_eq!(format!("{token:?}"), "JoinToken(…)");
}

/// A busy table is never cut: four seats' phones each tapping five times a second for a whole
/// minute, each tap a request answered before the next (as a phone's page sends them), are
/// all answered, and no phone is told it sent too much. Real time, since the pace limit is
/// measured in it.
#[tokio::test]
async fn four_phones_tapping_five_times_a_second_for_a_minute_are_never_cut() {
    const TAPS_A_SECOND: u64 = 5;
    const SECONDS: u64 = 60;
    let sharing = sharing().await;
    let mut phones = Vec::new();
    for filler in ['a', 'b', 'c', 'd'] {
        phones.push(
            try_join(&sharing, Some(&seat_key(filler)))
                .await
                .expect("a seat gets in"),
        );
    }
    let tapping = phones.into_iter().map(|mut phone| async move {
        let mut beat = tokio::time::interval(Duration::from_millis(1000 / TAPS_A_SECOND));
        let mut answered = 0;
        for id in 0..TAPS_A_SECOND * SECONDS {
            beat.tick().await;
            let request = format!(r#"{{"id": {id}, "command": "echo", "args": {{"tap": {id}}}}}"#);
            let reply = ask(&mut phone, &request).await;
            assert_eq!(
                reply["id"], id,
                "every tap is answered, none refused: {reply}"
            );
            answered += 1;
        }
        // The phone is handed back still connected: dropped here, it would leave the table,
        // and the count below would race its leaving.
        (answered, phone)
    });
    let (answered, phones): (Vec<u64>, Vec<_>) = futures_util::future::join_all(tapping)
        .await
        .into_iter()
        .unzip();
    assert_eq!(answered.iter().sum::<u64>(), 4 * TAPS_A_SECOND * SECONDS);
    assert_eq!(sharing.devices().len(), 4, "no phone was cut off");
    drop(phones);
    sharing.stop().await;
}

/// A host whose clock reads 1,234,567 ms whatever the machine's says.
struct FixedClockHost;

impl Host for FixedClockHost {
    fn call(
        &self,
        _: &crate::Device,
        _: &str,
        _: serde_json::Value,
    ) -> Result<String, serde_json::Value> {
        Ok("null".to_owned())
    }

    fn holds_seat(&self, _: &str) -> bool {
        false
    }

    fn devices_changed(&self) {}

    fn now_ms(&self) -> i64 {
        1_234_567
    }
}

#[tokio::test]
async fn a_device_asking_the_time_gets_its_number_back_with_the_hosts_clock() {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let token = crate::JoinToken::fresh().expect("a random source");
    let sharing = Sharing::start(
        listener,
        token,
        Arc::new(FixedClockHost),
        Arc::new(FakeAssets),
    )
    .await
    .expect("starts");
    let mut device = join(&sharing).await;
    let answer = ask(&mut device, r#"{"time": 7}"#).await;
    assert_eq!(
        answer,
        serde_json::json!({ "time": 7, "host_ms": 1_234_567 })
    );
    // A request is still a request, and a time ask with more in it is not one.
    let reply = ask(&mut device, r#"{"id": 2, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 2);
    let bad = ask(&mut device, r#"{"time": 8, "id": 3}"#).await;
    assert!(
        bad.get("host_ms").is_none() && bad.get("error").is_some(),
        "{bad}"
    );
    sharing.stop().await;
}
