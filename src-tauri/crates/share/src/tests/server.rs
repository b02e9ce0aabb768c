//! The server over loopback (127.0.0.1 only): the page, the join token, requests and replies,
//! and what a bad device gets.

use std::borrow::Cow;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::Sharing;
use crate::host::{Asset, Assets, Host};
use crate::limits::{MAX_MESSAGE_BYTES, MESSAGE_BURST};

/// Answers `echo` with its arguments, refuses `refuse` as the app refuses, and waits on `slow`.
struct FakeHost;

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
                "code": "RULE_VIOLATION", "message": "refused", "rule": "AB-1", "reason": null
            })),
        }
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
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds loopback");
    let token = crate::JoinToken::fresh().expect("a token");
    Sharing::start(listener, token, Arc::new(FakeHost), Arc::new(FakeAssets))
        .await
        .expect("starts")
}

type Device = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn join(sharing: &Sharing) -> Device {
    let url = format!(
        "ws://{}/ws?t={}",
        sharing.address(),
        sharing.token().as_str()
    );
    let (device, _) = tokio_tungstenite::connect_async(url).await.expect("joins");
    device
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

/// Reads until the server closes the connection; `true` when it did within 10 s.
async fn closed(device: &mut Device) -> bool {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        match tokio::time::timeout_at(deadline, device.next()).await {
            Err(_) => return false,
            Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => {}
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
    assert_eq!(reply["error"]["code"], "RULE_VIOLATION");
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
        assert_eq!(reply["error"]["code"], "SHARE_BAD_MESSAGE", "{bad}");
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
        "SHARE_BAD_MESSAGE"
    );
    let reply = ask(&mut device, r#"{"id": 2, "command": "echo"}"#).await;
    assert_eq!(reply["answer"], serde_json::json!({ "echoed": null }));
    sharing.stop().await;
}

#[tokio::test]
async fn an_oversized_message_closes_that_device_and_no_other() {
    let sharing = sharing().await;
    let mut other = join(&sharing).await;
    let mut device = join(&sharing).await;
    let huge = format!(
        r#"{{"id": 1, "command": "echo", "args": "{}"}}"#,
        "x".repeat(MAX_MESSAGE_BYTES)
    );
    // The server may close the connection while the message is still being written.
    let _ = device.send(Message::text(huge)).await;
    assert!(closed(&mut device).await, "the oversized device is closed");
    let reply = ask(&mut other, r#"{"id": 1, "command": "echo"}"#).await;
    assert_eq!(reply["id"], 1);
    sharing.stop().await;
}

#[tokio::test]
async fn a_flood_is_cut_off_and_the_others_go_on() {
    let sharing = sharing().await;
    let mut other = join(&sharing).await;
    let mut device = join(&sharing).await;
    let mut cut_off = false;
    for id in 0..(MESSAGE_BURST as u64 * 4) {
        let message = Message::text(format!(r#"{{"id": {id}, "command": "echo"}}"#));
        if device.send(message).await.is_err() {
            break;
        }
    }
    while let Ok(Some(Ok(message))) =
        tokio::time::timeout(Duration::from_secs(10), device.next()).await
    {
        match message {
            Message::Text(text) => {
                let reply: serde_json::Value = serde_json::from_str(text.as_str()).expect("JSON");
                if reply["error"]["code"] == "SHARE_FLOOD" {
                    cut_off = true;
                }
            }
            Message::Close(_) => break,
            _ => {}
        }
    }
    assert!(cut_off, "the flooding device was told why it was cut off");
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
    let sharing = sharing().await;
    let mut devices = Vec::new();
    for _ in 0..crate::MAX_DEVICES {
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

#[tokio::test]
async fn stopping_closes_every_device_and_the_port() {
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
    assert!(closed(&mut first).await);
    assert!(closed(&mut second).await);
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
