//! A tap on a life total until the new total is in the DOM, in the real release app under a
//! virtual display, clicked through WebDriver like the end-to-end tests click.
//!
//! The page times each tap itself (performance.now()): from the tap's first input event (the
//! pointer going down) to the mutation that writes the new total, and to the frame after it.
//! The total is read from the counter's status line ("Life of Ana: 21"), which changes only when
//! the engine's answer has been put in place, with the running change beside the digits. The same taps on a short match and on a long one show whether
//! a tap's cost grows with the log.

use std::time::Duration;

use fantoccini::elements::Element;
use fantoccini::Client;
use fantoccini::Locator;
use serde_json::Value;

use crate::figures::{self, percentile};
use crate::fixtures::{self, Result};
use crate::harness::{button_xpath, App, DESKTOP};

/// Taps that warm the page up (its code compiled, its caches filled), not counted.
const WARM_UP: usize = 20;
/// Taps counted, each its own action in the log.
const TAPS: usize = 200;
/// The entries in the short and the long match's logs.
const SHORT: usize = 10;
const LONG: usize = 2_000;

const PLAYER: &str = "Ana";

/// Starts timing: every tap from now on adds `{dom, frame}` in milliseconds to `__taps`.
pub(crate) const WATCH: &str = r#"
const player = arguments[0];
const total = () => [...document.querySelectorAll('[role=status]')]
  .map((e) => e.textContent)
  .find((text) => text.startsWith(`Life of ${player}:`));
window.__taps = [];
let pressed = null;
let before = null;
// Where the time goes: the table marks when the tap's command left for the backend and when
// its answer came back (performance marks `tableside:act-sent`, `tableside:act-answered`).
const marked = (name) => performance.getEntriesByName(`tableside:${name}`).at(-1)?.startTime;
addEventListener('pointerdown', () => { pressed = performance.now(); before = total(); }, true);
new MutationObserver(() => {
  if (pressed === null || total() === before) return;
  const start = pressed;
  const dom = performance.now() - start;
  const ipc = {
    sent: marked('act-sent') - start,
    answered: marked('act-answered') - start,
    merged: marked('act-merged') - start,
    assigned: marked('act-assigned') - start,
  };
  pressed = null;
  requestAnimationFrame(() => window.__taps.push({ at: start, dom, frame: performance.now() - start, ...ipc }));
}).observe(document.body, { childList: true, characterData: true, subtree: true });
"#;

/// Resolves once the page has timed more than `arguments[0]` taps.
const WAIT_FOR_TAP: &str = r#"
const [count, done] = arguments;
const deadline = performance.now() + 5000;
(function check() {
  if (window.__taps.length > count) done(true);
  else if (performance.now() > deadline) done(false);
  else setTimeout(check, 10);
})();
"#;

/// How long a tap is left to land before the bench asks whether it has. A person's next tap
/// comes later than this; asking sooner would have WebDriver's own traffic (a script run in the
/// page, answered through the app's window) compete with the tap it times.
const LANDING: Duration = Duration::from_millis(80);

/// Times `arguments[0]` calls of a command that does next to nothing (`database_status`), one
/// at a time and apart as taps are, from the page: the floor under any tap, what the web view
/// and Tauri's IPC cost before the app does anything.
const BARE_COMMANDS: &str = r#"
const [count, done] = arguments;
const invoke = window.__TAURI_INTERNALS__.invoke;
const times = [];
(async () => {
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await invoke('call', { command: 'database_status', args: {} });
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  done(times);
})();
"#;

/// Writes out what earlier steps left in the disk's cache before the taps are timed. Each tap
/// commits its action durably (an `fsync`), and an `fsync` waits behind whatever else the file
/// system has yet to write: the release builds and the start-up bench's copies of its 56 MB
/// database, written moments before, put their write-back under the taps' commits.
fn settle_the_disk() -> Result {
    let status = std::process::Command::new("sync").status()?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`sync` failed: {status}").into())
    }
}

struct Timed {
    dom_ms: Vec<f64>,
    frame_ms: Vec<f64>,
    /// From the tap to the command leaving for the backend, and to its answer arriving.
    sent_ms: Vec<f64>,
    answered_ms: Vec<f64>,
    /// To the answer put together with the view the table had.
    merged_ms: Vec<f64>,
    /// To the new view handed to the table (the screen then redraws).
    assigned_ms: Vec<f64>,
    /// A bare command's round trip, for comparison.
    bare_ms: Vec<f64>,
}

/// The match resumed on the desktop with the page timing taps: the app, and the buttons that
/// raise and lower the player's life. Found once: the counter's buttons stay the same elements
/// from tap to tap, and a search of the page before every tap would be WebDriver's work.
async fn open_the_table(name: &str, entries: usize) -> Result<(App, Vec<Element>)> {
    let app = App::launch_on(name, |db| fixtures::conjure_match(db, entries)).await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Continue").await?;
    app.wait_for_content(&format!("Life of {PLAYER}:")).await?;
    app.wait_for_paint().await?;
    settle_the_disk()?;
    app.client()
        .execute(WATCH, vec![Value::from(PLAYER)])
        .await?;
    let buttons = life_buttons(app.client(), PLAYER).await?;
    Ok((app, buttons))
}

/// The buttons that raise and lower `player`'s life. Found once: the counter's buttons stay the
/// same elements from tap to tap, and a search of the page before every tap would be
/// WebDriver's work, not the app's.
pub(crate) async fn life_buttons(client: &Client, player: &str) -> Result<Vec<Element>> {
    let mut buttons = Vec::new();
    for name in [
        format!("Increase life of {player}"),
        format!("Decrease life of {player}"),
    ] {
        buttons.push(client.find(Locator::XPath(&button_xpath(&name))).await?);
    }
    Ok(buttons)
}

/// Taps `buttons` in turn `count` times, each left to land and then waited for until the page
/// (`WATCH`) has timed it.
pub(crate) async fn tap_in_turn(
    client: &Client,
    buttons: &[Element],
    count: usize,
    name: &str,
) -> Result {
    for tap in 0..count {
        buttons[tap % buttons.len()].clone().click().await?;
        tokio::time::sleep(LANDING).await;
        let timed = client
            .execute_async(WAIT_FOR_TAP, vec![Value::from(tap)])
            .await?;
        if timed != Value::Bool(true) {
            return Err(format!("tap {tap} on {name}: the new total never showed").into());
        }
    }
    Ok(())
}

async fn time_taps(name: &str, entries: usize) -> Result<Timed> {
    let (app, buttons) = open_the_table(name, entries).await?;
    tap_in_turn(app.client(), &buttons, WARM_UP + TAPS, name).await?;
    let bare = app
        .client()
        .execute_async(BARE_COMMANDS, vec![Value::from(TAPS)])
        .await?;
    let bare_ms: Vec<f64> = bare
        .as_array()
        .ok_or("the page timed no commands")?
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    let taps = app.client().execute("return window.__taps", vec![]).await?;
    let taps = taps.as_array().ok_or("the page kept no taps")?;
    let read = |key: &str| -> Vec<f64> {
        taps[WARM_UP..]
            .iter()
            .filter_map(|tap| tap[key].as_f64())
            .collect()
    };
    let timed = Timed {
        dom_ms: read("dom"),
        frame_ms: read("frame"),
        sent_ms: read("sent"),
        answered_ms: read("answered"),
        merged_ms: read("merged"),
        assigned_ms: read("assigned"),
        bare_ms,
    };
    app.screenshot(&format!("bench-{name}")).await?;
    app.close().await?;
    if timed.dom_ms.len() != TAPS {
        return Err(format!("{name}: {} taps timed of {TAPS}", timed.dom_ms.len()).into());
    }
    Ok(timed)
}

fn report(key: &str, entries: usize, timed: &Timed) {
    let (p50, p95) = (
        percentile(&timed.dom_ms, 0.5),
        percentile(&timed.dom_ms, 0.95),
    );
    let frame95 = percentile(&timed.frame_ms, 0.95);
    let after_answer: Vec<f64> = timed
        .dom_ms
        .iter()
        .zip(&timed.answered_ms)
        .map(|(dom, answered)| dom - answered)
        .collect();
    println!(
        "tap to DOM on a match of {entries} entries, {TAPS} taps: p50 {p50:.1} ms, p95 {p95:.1} ms; \
         to the next frame p95 {frame95:.1} ms; the command sent after p50 {:.1} ms, answered \
         after p50 {:.1} / p95 {:.1} ms, merged into the view after p50 {:.1} ms, handed to the table after p50 {:.1} ms; \
         from the answer to the DOM p50 {:.1} / p95 {:.1} ms",
        percentile(&timed.sent_ms, 0.5),
        percentile(&timed.answered_ms, 0.5),
        percentile(&timed.answered_ms, 0.95),
        percentile(&timed.merged_ms, 0.5),
        percentile(&timed.assigned_ms, 0.5),
        percentile(&after_answer, 0.5),
        percentile(&after_answer, 0.95),
    );
    figures::print(&format!("tap_dom_p50_ms_{key}"), p50);
    figures::print(&format!("tap_dom_p95_ms_{key}"), p95);
    figures::print(&format!("tap_frame_p95_ms_{key}"), frame95);
    println!(
        "a bare command from the same page, {} calls: p50 {:.1} ms, p95 {:.1} ms",
        timed.bare_ms.len(),
        percentile(&timed.bare_ms, 0.5),
        percentile(&timed.bare_ms, 0.95),
    );
    figures::print(
        &format!("bare_command_p50_ms_{key}"),
        percentile(&timed.bare_ms, 0.5),
    );
    figures::print(
        &format!("bare_command_p95_ms_{key}"),
        percentile(&timed.bare_ms, 0.95),
    );
}

/// Starts importing a list of `arguments[0]` cards, built in the page, as the card screen would,
/// without waiting for it: `__import` says when it began and ended (page time).
const START_AN_IMPORT: &str = r#"
const [count] = arguments;
const cards = Array.from({ length: count }, (_, n) => ({
  id: `elestrals-bench-${n}`, name: `Bench Card ${n}`, class: "elestral", elements: ["fire"],
  cost: ["fire"], attack: 1, defense: 1, effect: `Bench card number ${n}, for timing taps.`,
}));
const json = JSON.stringify({ game: "elestrals", cards });
window.__import = { started: performance.now(), ended: null, failed: null };
window.__TAURI_INTERNALS__.invoke('call', { command: 'import_cards', args: { game: 'elestrals', json } })
  .then(
    () => { window.__import.ended = performance.now(); },
    (error) => { window.__import.failed = String(error?.code ?? error); window.__import.ended = performance.now(); },
  );
return json.length;
"#;

/// Taps on the idle table, then taps while an import of [`fixtures::LARGE_POOL`] cards runs,
/// until it ends: the tap's cost during the app's longest piece of work, against an idle
/// tap's in the same run.
async fn time_taps_while_importing(name: &str) -> Result<(Vec<f64>, Vec<f64>, f64)> {
    let (app, buttons) = open_the_table(name, SHORT).await?;
    let mut tapped = 0;
    let mut tap = async || -> Result {
        buttons[tapped % 2].clone().click().await?;
        tokio::time::sleep(LANDING).await;
        let timed = app
            .client()
            .execute_async(WAIT_FOR_TAP, vec![Value::from(tapped)])
            .await?;
        if timed != Value::Bool(true) {
            return Err(format!("tap {tapped} on {name}: the new total never showed").into());
        }
        tapped += 1;
        Ok(())
    };
    for _ in 0..WARM_UP + IDLE_TAPS {
        tap().await?;
    }
    app.client()
        .execute(START_AN_IMPORT, vec![Value::from(fixtures::LARGE_POOL)])
        .await?;
    let ended = |state: &Value| state["ended"].as_f64();
    let import = loop {
        tap().await?;
        let state = app
            .client()
            .execute("return window.__import", vec![])
            .await?;
        if let Some(failed) = state["failed"].as_str() {
            return Err(format!("the import failed: {failed}").into());
        }
        if ended(&state).is_some() {
            break state;
        }
    };
    let (started, ended) = (
        import["started"].as_f64().ok_or("no start")?,
        ended(&import).ok_or("no end")?,
    );
    let taps = app.client().execute("return window.__taps", vec![]).await?;
    let taps = taps.as_array().ok_or("the page kept no taps")?;
    let idle: Vec<f64> = taps[WARM_UP..WARM_UP + IDLE_TAPS]
        .iter()
        .filter_map(|tap| tap["dom"].as_f64())
        .collect();
    // A tap counts as during the import when it began before the import's answer came.
    let during: Vec<f64> = taps[WARM_UP + IDLE_TAPS..]
        .iter()
        .filter(|tap| {
            tap["at"]
                .as_f64()
                .is_some_and(|at| at >= started && at < ended)
        })
        .filter_map(|tap| tap["dom"].as_f64())
        .collect();
    app.screenshot(&format!("bench-{name}")).await?;
    app.close().await?;
    Ok((idle, during, (ended - started) / 1e3))
}

/// Idle taps timed in the import's run, beside the taps during it.
const IDLE_TAPS: usize = 100;

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display and the release build; `cargo xtask bench` runs it"]
async fn tap_while_importing() -> Result {
    let (idle, during, import_s) = time_taps_while_importing("bench-taps-import").await?;
    if during.len() < 10 {
        return Err(format!("only {} taps landed during the import", during.len()).into());
    }
    let (idle95, during95) = (percentile(&idle, 0.95), percentile(&during, 0.95));
    println!(
        "taps while {} cards import ({import_s:.1} s): {} taps, p50 {:.1} ms, p95 {during95:.1} ms, \
         max {:.1} ms; idle taps of the same run: {} taps, p50 {:.1} ms, p95 {idle95:.1} ms",
        fixtures::LARGE_POOL,
        during.len(),
        percentile(&during, 0.5),
        during.iter().cloned().fold(0.0, f64::max),
        idle.len(),
        percentile(&idle, 0.5),
    );
    figures::print("tap_dom_p95_ms_idle_beside_import", idle95);
    figures::print("tap_dom_p95_ms_during_import", during95);
    figures::print("taps_during_import", during.len() as f64);
    figures::print("import_under_taps_s", import_s);
    Ok(())
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs a display and the release build; `cargo xtask bench` runs it"]
async fn tap_to_dom() -> Result {
    let short = time_taps("bench-taps-short", SHORT).await?;
    let long = time_taps("bench-taps-long", LONG).await?;
    report("short", SHORT, &short);
    report("long", LONG, &long);
    figures::print("tap_long_entries", LONG as f64);
    figures::print("tap_count", TAPS as f64);
    Ok(())
}
