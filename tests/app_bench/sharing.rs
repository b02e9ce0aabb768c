//! A shared table's speed, on the release app under a virtual display, over loopback only:
//!
//! - one tap from a phone until all eight phones at the table have applied it: the phone
//!   sends `act`, the host commits it, the phone that sent it reads its answer and every other
//!   phone the notice, which carries the change (one that skips entries a phone lacks makes it
//!   ask `table_since`, as the page does); each reads the change into the engine's
//!   `MatchUpdate` and shows it. The time until the last of the eight has, and the messages
//!   each phone sent and received per action;
//! - a phone's first visit: headless Chromium at 360×640 with the CPU slowed 4× (DevTools'
//!   throttling, a mid-range phone), its cache cleared, opening the join address as a phone
//!   that holds a seat, from the request until its seat's life total is drawn, with the bytes
//!   the page and its files took.

use std::path::Path;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tableside_engine::games::xingling;
use tableside_engine::{Action, GameAction, GameId, Match, MatchUpdate, Setup};
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

/// A phone at the table as the page is: the entries it has, the view it shows (each change
/// read into the engine's `MatchUpdate`, as the page reads it), and the messages it sent and
/// received.
struct SeatedPhone {
    socket: Socket,
    /// Entries of the log it has applied.
    has: u64,
    shown: Option<MatchUpdate>,
    sent: usize,
    received: usize,
    next_id: u64,
}

impl SeatedPhone {
    fn new(socket: Socket, has: u64) -> SeatedPhone {
        SeatedPhone {
            socket,
            has,
            shown: None,
            sent: 0,
            received: 0,
            next_id: 10_000,
        }
    }

    async fn send(&mut self, request: Value) -> Result {
        self.sent += 1;
        self.socket.send(Message::text(request.to_string())).await?;
        Ok(())
    }

    async fn next(&mut self) -> Result<Value> {
        let message = next_json(&mut self.socket).await?;
        self.received += 1;
        Ok(message)
    }

    /// Puts `update` in place when it follows what the phone has: `false` when it skips
    /// entries the phone lacks (then the phone asks for them).
    fn apply(&mut self, update: &Value) -> Result<bool> {
        let update: MatchUpdate = serde_json::from_value(update.clone())?;
        let log = u64::from(update.log_len);
        if log <= self.has {
            return Ok(true);
        }
        let follows = update
            .lines
            .iter()
            .all(|line| (line.seq as u64) <= self.has)
            && update.lines.iter().any(|line| line.seq as u64 == self.has);
        if log != self.has + 1 || !follows {
            return Ok(false);
        }
        self.has = log;
        self.shown = Some(update);
        Ok(true)
    }

    /// Reads what the host sends until the phone has applied the log's first `log` entries,
    /// as the page does: its own action from its answer, another's from the notice, and what
    /// a notice skipped from `table_since`.
    async fn applies(&mut self, match_id: &Value, log: u64) -> Result {
        let mut asked: Option<u64> = None;
        while self.has < log {
            let message = self.next().await?;
            let update = if message.get("notice").is_some() {
                if message["notice"]["kind"] != "changed" || message["notice"]["match"] != *match_id
                {
                    continue;
                }
                &message["notice"]["update"]
            } else if message.get("answer").is_some() {
                &message["answer"]["update"]
            } else {
                return Err(format!("refused: {message}").into());
            };
            if update.is_null() || self.apply(update)? || asked.is_some() {
                continue;
            }
            let id = self.next_id;
            self.next_id += 1;
            asked = Some(id);
            let since = json!({ "id": id, "command": "table_since",
                                "args": { "id": match_id, "seen": self.has, "wait": false } });
            self.send(since).await?;
        }
        Ok(())
    }
}

#[tokio::test]
#[ignore = "a benchmark: run `cargo xtask bench`"]
async fn one_tap_is_applied_on_all_eight_phones() -> Result {
    let app = App::launch_on("bench-share-fanout", xingling_match).await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Continue").await?;
    let address = share(&app).await?;
    let mut sockets = Vec::new();
    for seat in 0..PHONES {
        sockets.push(seated_phone(&address, seat).await?);
    }
    let match_id = {
        let join = json!({ "id": 2, "command": "join_table", "args": {} });
        sockets[0].send(Message::text(join.to_string())).await?;
        loop {
            let reply = next_json(&mut sockets[0]).await?;
            if reply["id"] == 2 {
                break reply["answer"]["match_id"].clone();
            }
        }
    };
    // The fixture's one entry: every phone opened the table with it.
    let mut phones: Vec<SeatedPhone> = sockets
        .into_iter()
        .map(|socket| SeatedPhone::new(socket, 1))
        .collect();

    let mut times = Vec::new();
    let (mut sent, mut received) = (0, 0);
    for n in 0..WARM_UP + TAPS {
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
        if n == WARM_UP {
            sent = phones.iter().map(|phone| phone.sent).sum::<usize>();
            received = phones.iter().map(|phone| phone.received).sum::<usize>();
        }
        let start = Instant::now();
        phones[seat].send(act).await?;
        // Every phone, the sender included, applies the new entry.
        let applied = phones
            .iter_mut()
            .map(|phone| phone.applies(&match_id, seen + 1));
        for done in futures_util::future::join_all(applied).await {
            done?;
        }
        if n >= WARM_UP {
            times.push(figures::millis(start.elapsed()));
        }
        // Apart as taps at a table are, and under the pace a phone may send at.
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    // The last tap's notice, on its way to its sender, is read before the count.
    let last = (1 + WARM_UP + TAPS) as u64;
    let last_sender = &mut phones[(WARM_UP + TAPS - 1) % PHONES];
    loop {
        let message = last_sender.next().await?;
        if message["notice"]["kind"] == "changed" && message["notice"]["log"] == last {
            break;
        }
    }
    for phone in phones.iter_mut() {
        if phone.shown.as_ref().map(|shown| u64::from(shown.log_len)) != Some(last) {
            return Err("a phone does not show the last entry".into());
        }
    }
    let sent = phones.iter().map(|phone| phone.sent).sum::<usize>() - sent;
    let received = phones.iter().map(|phone| phone.received).sum::<usize>() - received;
    let per_device = |count: usize| count as f64 / (TAPS * PHONES) as f64;
    figures::print("share_fanout_p50_ms", percentile(&times, 0.50));
    figures::print("share_fanout_p99_ms", percentile(&times, 0.99));
    figures::print("share_fanout_taps", times.len() as f64);
    figures::print("share_messages_sent_per_action_device", per_device(sent));
    figures::print(
        "share_messages_received_per_action_device",
        per_device(received),
    );
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
