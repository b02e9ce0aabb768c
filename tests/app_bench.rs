//! The app's speed as a person feels it, measured on the release build against a minimal Tauri 2
//! app built from the same dependencies (`xtask/reference-app/`): start-up to the first frame on
//! a new and on a large database, memory of the process tree, binary size, and a tap on a life
//! total until the new total is in the DOM, on a short match and on a long one.
//!
//! `cargo xtask bench` builds both apps in release, starts a virtual display and runs these with
//! `--ignored`; each prints `figure <key> <number>` lines that it gathers into one table. They are
//! `#[ignore]`d so that `cargo test` skips them: they need a display, tauri-driver and both
//! release builds (`TABLESIDE_APP`, `TABLESIDE_REFERENCE_APP`), and take minutes.

#[allow(dead_code, reason = "the harness serves the end-to-end tests too")]
#[path = "e2e/harness/mod.rs"]
mod harness;

#[path = "app_bench/browser.rs"]
mod browser;
#[path = "app_bench/figures.rs"]
mod figures;
#[path = "app_bench/fixtures.rs"]
mod fixtures;
#[path = "app_bench/sharing.rs"]
mod sharing;
#[path = "app_bench/start.rs"]
mod start;
#[path = "app_bench/taps.rs"]
mod taps;
