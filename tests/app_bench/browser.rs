//! The browser build as a phone meets it: the site served from `target/web/` (as `cargo xtask
//! web` builds it) on loopback, opened by headless Chromium at phone size.
//!
//! - what the site costs to fetch, compressed as a static host serves it (gzip, every file the
//!   service worker precaches);
//! - the first visit until home is drawn, on a fresh profile, with the CPU 4× slower and the
//!   network of DevTools' "Fast 4G" preset; and a visit again, from the service worker's cache,
//!   under the same slowdowns;
//! - a tap on a life total until the new total is in the DOM, timed by the page as the desktop's
//!   taps are (`taps.rs`), at full speed and with the CPU 4× slower.

use std::path::Path;
use std::time::Duration;

use serde_json::{json, Value};

use crate::figures::{self, percentile};
use crate::fixtures::Result;
use crate::harness::phone::Phone;
use crate::harness::site::Site;
use crate::harness::target_dir;
use crate::taps::{life_buttons, tap_in_turn, WATCH};

/// DevTools' "Fast 4G" preset: 9 Mbit/s down and 1.5 Mbit/s up at 90 % of their nominal rate,
/// 165 ms of latency.
fn fast_4g() -> Value {
    json!({
        "offline": false,
        "latency": 165,
        "downloadThroughput": 9_000_000.0 * 0.9 / 8.0,
        "uploadThroughput": 1_500_000.0 * 0.9 / 8.0,
    })
}

/// A phone's CPU against this machine's, as the targets put it.
const CPU_SLOWDOWN: u32 = 4;

/// Taps that warm the page up, not counted, and taps counted.
const WARM_UP: usize = 20;
const TAPS: usize = 100;

/// The player whose life is tapped: the browser's default names.
const PLAYER: &str = "Player 2";

#[tokio::test]
#[ignore = "benchmark: needs Chromium and the browser build; run `cargo xtask bench`"]
async fn the_browser_build_fetched_started_and_tapped() -> Result {
    let site_files = target_dir().join("web");
    if !site_files.join("index.html").is_file() {
        return Err(format!(
            "no browser build in {}: run `cargo xtask web`",
            site_files.display()
        )
        .into());
    }
    figures::print("web_transfer_bytes", gzipped_size(&site_files)? as f64);

    let site = Site::serve("bench-web").await?;
    let phone = Phone::start("bench-web").await?;
    slow_down(&phone).await?;
    phone.open(&site.address()).await?;
    let first = home_drawn_ms(&phone).await?;
    figures::print("web_first_visit_ms", first);
    // The service worker has the whole build once it is ready: the next visit needs no network.
    let ready = "const done = arguments[arguments.length - 1]; \
                 navigator.serviceWorker.ready.then(() => done(true), () => done(false));";
    if phone.client().execute_async(ready, vec![]).await? != json!(true) {
        return Err("the service worker never became ready".into());
    }
    phone.client().refresh().await?;
    let cached = home_drawn_ms(&phone).await?;
    figures::print("web_cached_visit_ms", cached);
    println!(
        "browser build, CPU {CPU_SLOWDOWN}× slower and Fast 4G: home drawn after {first:.0} ms on \
         the first visit, {cached:.0} ms from the service worker's cache"
    );

    // Taps at full speed, then with the CPU slowed down.
    phone
        .devtools("Emulation.setCPUThrottlingRate", json!({ "rate": 1 }))
        .await?;
    phone.start_a_conjure_match().await?;
    phone
        .wait_for_content(&format!("Life of {PLAYER}: 30"))
        .await?;
    // The page times every tap from now on (one watcher for both runs of taps).
    phone
        .client()
        .execute(WATCH, vec![Value::from(PLAYER)])
        .await?;
    let full = time_taps(&phone).await?;
    phone
        .devtools(
            "Emulation.setCPUThrottlingRate",
            json!({ "rate": CPU_SLOWDOWN }),
        )
        .await?;
    let slowed = time_taps(&phone).await?;
    for (key, taps) in [("web_tap_p95_ms", &full), ("web_tap_p95_ms_cpu4", &slowed)] {
        figures::print(key, percentile(taps, 0.95));
    }
    println!(
        "browser build, {TAPS} taps: to the DOM p50 {:.1} / p95 {:.1} ms; CPU {CPU_SLOWDOWN}× slower \
         p50 {:.1} / p95 {:.1} ms",
        percentile(&full, 0.5),
        percentile(&full, 0.95),
        percentile(&slowed, 0.5),
        percentile(&slowed, 0.95),
    );
    phone.close().await
}

/// The CPU 4× slower and the network as DevTools' Fast 4G, for every request from now on.
async fn slow_down(phone: &Phone) -> Result {
    phone
        .devtools(
            "Emulation.setCPUThrottlingRate",
            json!({ "rate": CPU_SLOWDOWN }),
        )
        .await?;
    phone.devtools("Network.enable", json!({})).await?;
    phone
        .devtools("Network.emulateNetworkConditions", fast_4g())
        .await?;
    Ok(())
}

/// When home had its games and matches in place (the page's own mark, in milliseconds since
/// the navigation began), once it has.
async fn home_drawn_ms(phone: &Phone) -> Result<f64> {
    phone.wait_for_text("Pick a game").await?;
    let mark = "const [mark] = performance.getEntriesByName('tableside:start:home_loaded'); \
                return mark === undefined ? null : mark.startTime;";
    let at = phone.client().execute(mark, vec![]).await?;
    at.as_f64()
        .ok_or_else(|| format!("home left no mark: {at}").into())
}

/// Times taps alternately raising and lowering the player's life: each from the pointer going
/// down to the new total in the DOM, in milliseconds, warm-up taps left out. The page's watcher
/// (`WATCH`) must be in place.
async fn time_taps(phone: &Phone) -> Result<Vec<f64>> {
    phone
        .client()
        .execute("window.__taps = [];", vec![])
        .await?;
    let buttons = life_buttons(phone.client(), PLAYER).await?;
    tap_in_turn(
        phone.client(),
        &buttons,
        WARM_UP + TAPS,
        "the browser build",
    )
    .await?;
    let taps = phone
        .client()
        .execute("return window.__taps.map((tap) => tap.dom)", vec![])
        .await?;
    let dom: Vec<f64> = taps
        .as_array()
        .ok_or("the page kept no taps")?
        .iter()
        .skip(WARM_UP)
        .filter_map(Value::as_f64)
        .collect();
    if dom.len() != TAPS {
        return Err(format!("{} taps timed of {TAPS}", dom.len()).into());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    Ok(dom)
}

/// The bytes every file under `dir` takes gzipped (`gzip -9`), as a static host sends them.
fn gzipped_size(dir: &Path) -> Result<u64> {
    let mut total = 0;
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        total += if path.is_dir() {
            gzipped_size(&path)?
        } else {
            gzipped(&path)?
        };
    }
    Ok(total)
}

fn gzipped(file: &Path) -> Result<u64> {
    let output = std::process::Command::new("gzip")
        .args(["-9", "-c"])
        .arg(file)
        .output()?;
    if !output.status.success() {
        return Err(format!("gzip {}: {}", file.display(), output.status).into());
    }
    Ok(output.stdout.len() as u64)
}
