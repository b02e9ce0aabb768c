//! A shared table's speed, on the release app under a virtual display, over loopback only:
//!
//! - one tap from a phone until all eight phones at the table have it: the phone sends `act`,
//!   the host commits it, and every phone hears the notice of the new entry (the phone that
//!   sent it, its answer too); the time until the last of the eight has it;
//! - a phone's first visit: headless Chromium at 360×640 with the CPU slowed 4× (DevTools'
//!   throttling, a mid-range phone), its cache cleared, opening the join address as a phone
//!   that holds a seat, from the request until its seat's life total is drawn, with the bytes
//!   the page and its files took.

use std::path::Path;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tableside_engine::games::xingling;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::Store;
use tokio_tungstenite::tungstenite::Message;

use crate::figures::{self, median, percentile};
use crate::fixtures::Result;
use crate::harness::phone::Phone;
use crate::harness::{App, DESKTOP};

/// Phones at the table: as many seats as a 星灵 match has.
const PHONES: usize = 8;
/// Taps timed, after the warm-up; each from the next phone in turn.
const TAPS: usize = 300;
const WARM_UP: usize = 20;
/// First visits timed, each with a cleared cache.
const VISITS: usize = 5;

/// An eight-seat 星灵 match with the first player chosen, ready to share.
fn xingling_match(db: &Path) -> Result {
    let mut store = Store::open(db)?;
    store.sync_shipped_data(tableside_store::shipped_files())?;
    let setup = Setup {
        game: GameId::Xingling,
        format: store.list_formats(GameId::Xingling)?.remove(0).id,
        players: (1..=PHONES).map(|seat| format!("Seat {seat}")).collect(),
        seed: 5,
        rules: serde_json::Value::Null,
    };
    let setup = Setup {
        rules: store
            .list_formats(GameId::Xingling)?
            .into_iter()
            .find(|format| format.id == setup.format)
            .map(|format| format.rules)
            .unwrap_or_default(),
        ..setup
    };
    let id = store.create_match(&setup, 0)?;
    let mut live = Match::new(setup)?;
    let first = Action::Play {
        play: GameAction::Xingling(xingling::Action::SetFirstPlayer { player: 0 }),
    };
    live.apply(first, 0)?;
    store.append_action(id, &live)?;
    store.close()?;
    Ok(())
}

/// The host's window shares the match it shows: the join address from its sharing sheet.
async fn share(app: &App) -> Result<String> {
    app.click_button("Match menu").await?;
    app.click_button("Share this table").await?;
    app.wait_for_text("Stop sharing").await?;
    let script = "const shown = document.querySelector('dialog[open] .address'); \
                  return shown ? shown.textContent.replace(/\\s+/g, '') : null;";
    let shown = app.client().execute(script, vec![]).await?;
    let address = format!("http://{}", shown.as_str().ok_or("no address shown")?);
    if !address.starts_with("http://127.0.0.1:") {
        return Err(format!("a bench shares on loopback only, not {address}").into());
    }
    app.click_button("Close").await?;
    Ok(address)
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn socket_url(address: &str, seat_key: Option<&str>) -> String {
    let url = address
        .replacen("http://", "ws://", 1)
        .replacen("/?t=", "/ws?t=", 1);
    match seat_key {
        Some(key) => format!("{url}&s={key}"),
        None => url,
    }
}

/// The next message that is a reply or a notice.
async fn next_json(socket: &mut Socket) -> Result<Value> {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(20), socket.next())
            .await?
            .ok_or("the host closed the connection")??;
        if let Message::Text(text) = message {
            return Ok(serde_json::from_str(text.as_str())?);
        }
    }
}

/// A phone that took `seat`, connected as that seat.
async fn seated_phone(address: &str, seat: usize) -> Result<Socket> {
    let (mut joining, _) = tokio_tungstenite::connect_async(socket_url(address, None)).await?;
    let take = json!({ "id": 1, "command": "take_seat", "args": { "seat": seat } });
    joining.send(Message::text(take.to_string())).await?;
    let token = loop {
        let reply = next_json(&mut joining).await?;
        if reply["id"] == 1 {
            break reply["answer"]["token"]
                .as_str()
                .ok_or_else(|| format!("seat {seat} not taken: {reply}"))?
                .to_owned();
        }
    };
    let (socket, _) = tokio_tungstenite::connect_async(socket_url(address, Some(&token))).await?;
    Ok(socket)
}

/// Waits until `socket` has heard that the log is `log` entries long.
async fn hears(socket: &mut Socket, log: u64) -> Result {
    loop {
        let message = next_json(socket).await?;
        if message["notice"]["kind"] == "changed" && message["notice"]["log"] == log {
            return Ok(());
        }
    }
}

#[tokio::test]
#[ignore = "a benchmark: run `cargo xtask bench`"]
async fn one_tap_reaches_all_eight_phones() -> Result {
    let app = App::launch_on("bench-share-fanout", xingling_match).await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Continue").await?;
    let address = share(&app).await?;
    let mut phones = Vec::new();
    for seat in 0..PHONES {
        phones.push(seated_phone(&address, seat).await?);
    }
    let match_id = {
        let join = json!({ "id": 2, "command": "join_table", "args": {} });
        phones[0].send(Message::text(join.to_string())).await?;
        loop {
            let reply = next_json(&mut phones[0]).await?;
            if reply["id"] == 2 {
                break reply["answer"]["match_id"].clone();
            }
        }
    };

    let mut times = Vec::new();
    for n in 0..WARM_UP + TAPS {
        // The fixture's one entry, and one for each tap so far.
        let seen = 1 + n as u64;
        let seat = n % PHONES;
        // 灵力 lost and gained back in turn, by each seat for itself.
        let play = match (n / PHONES) % 2 {
            0 => json!({ "game": "xingling", "type": "loss", "target": seat, "amount": 1 }),
            _ => json!({ "game": "xingling", "type": "heal", "player": seat, "amount": 1 }),
        };
        let act = json!({
            "id": 100 + n,
            "command": "act",
            "args": { "id": match_id, "action": { "kind": "play", "play": play },
                      "seen": seen, "key": format!("bench-{n}") },
        });
        let start = Instant::now();
        phones[seat].send(Message::text(act.to_string())).await?;
        // Every phone, the sender included, hears the notice of the new entry.
        let heard = phones.iter_mut().map(|phone| hears(phone, seen + 1));
        for done in futures_util::future::join_all(heard).await {
            done?;
        }
        if n >= WARM_UP {
            times.push(figures::millis(start.elapsed()));
        }
        // Apart as taps at a table are, and under the pace a phone may send at.
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    figures::print("share_fanout_p50_ms", percentile(&times, 0.50));
    figures::print("share_fanout_p99_ms", percentile(&times, 0.99));
    figures::print("share_fanout_taps", times.len() as f64);
    app.close().await
}

/// Put in every page the phone opens, before the page's own code: notes when a seat's life
/// total is first drawn (the frame after it is in the DOM), in milliseconds since the request.
const WATCH_SEAT: &str = r#"
new MutationObserver((_, observer) => {
  const total = [...document.querySelectorAll('[role=status]')]
    .find((e) => e.textContent.startsWith('Life of Ana:'));
  if (total === undefined) return;
  observer.disconnect();
  requestAnimationFrame(() => { window.__seatDrawn = performance.now(); });
}).observe(document, { childList: true, subtree: true, characterData: true });
"#;

/// The time the seat was drawn, once it is, and the bytes the page and its files took over
/// the network.
const SEAT_DRAWN: &str = r#"
if (window.__seatDrawn === undefined) return null;
const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
return { drawn: window.__seatDrawn, bytes: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0) };
"#;

#[tokio::test]
#[ignore = "a benchmark: run `cargo xtask bench`"]
async fn a_phones_first_visit_draws_its_seat() -> Result {
    let app = App::launch_on("bench-share-visit", |db| {
        crate::fixtures::conjure_match(db, 10)
    })
    .await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Continue").await?;
    let address = share(&app).await?;

    let phone = Phone::start("bench").await?;
    phone.open(&address).await?;
    phone.click_button("Sit at seat 1: Ana").await?;
    phone.wait_for_text("Ana").await?;
    phone
        .devtools(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": WATCH_SEAT }),
        )
        .await?;
    // A mid-range phone: the CPU four times slower than this machine's.
    phone
        .devtools("Emulation.setCPUThrottlingRate", json!({ "rate": 4 }))
        .await?;
    let mut times = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..VISITS {
        phone
            .devtools("Network.clearBrowserCache", json!({}))
            .await?;
        // The page holds its seat's token: it goes straight to the seat.
        phone.open(&address).await?;
        let deadline = Instant::now() + Duration::from_secs(30);
        let seen = loop {
            let seen = phone.client().execute(SEAT_DRAWN, vec![]).await?;
            if !seen.is_null() {
                break seen;
            }
            if Instant::now() > deadline {
                return Err("the phone did not draw its seat".into());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        times.push(seen["drawn"].as_f64().ok_or("no time")?);
        bytes.push(seen["bytes"].as_f64().unwrap_or_default());
    }
    figures::print("phone_first_visit_ms", median(&times));
    figures::print("phone_first_visit_kb", median(&bytes) / 1024.0);
    phone.close().await?;
    app.close().await
}
