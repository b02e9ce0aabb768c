//! End-to-end tests: the real app, driven through tauri-driver and WebKitWebDriver.
//!
//! They need a display, the debug build of the app and tauri-driver, so they are `#[ignore]`d
//! and a plain `cargo test --workspace` skips them. `cargo xtask e2e` (also the last step of
//! `cargo xtask test`) builds the app, starts Xvfb and runs them one at a time. By hand:
//!
//! ```text
//! cargo build -p tableside
//! Xvfb :99 -screen 0 1280x1024x24 &
//! DISPLAY=:99 cargo test -p tableside-tests --test e2e -- --ignored --test-threads=1
//! ```
//!
//! Each test starts its own tauri-driver (see `harness`), which listens on the fixed port 4444:
//! hence `--test-threads=1`. Screenshots land in `target/e2e-screenshots/`, each test's data in
//! `target/e2e-data/<test>/` and tauri-driver's and the app's output in `target/e2e-logs/`.

// A test crate's root looks for modules beside itself, in tests/; ours live in tests/e2e/.
#[allow(dead_code, reason = "a helper for tests to come is not a mistake")]
#[path = "e2e/harness/mod.rs"]
mod harness;

#[path = "e2e/browser.rs"]
mod browser;
#[path = "e2e/cards.rs"]
mod cards;
#[path = "e2e/clocks.rs"]
mod clocks;
#[path = "e2e/codex.rs"]
mod codex;
#[path = "e2e/conjure.rs"]
mod conjure;
#[path = "e2e/conjure_four.rs"]
mod conjure_four;
#[path = "e2e/conjure_game.rs"]
mod conjure_game;
#[path = "e2e/deck_builder.rs"]
mod deck_builder;
#[path = "e2e/deck_versions.rs"]
mod deck_versions;
#[path = "e2e/elestrals.rs"]
mod elestrals;
#[path = "e2e/history.rs"]
mod history;
#[path = "e2e/installed.rs"]
mod installed;
#[path = "e2e/isolation.rs"]
mod isolation;
#[path = "e2e/long_work.rs"]
mod long_work;
#[path = "e2e/recovery.rs"]
mod recovery;
#[path = "e2e/rules_reference.rs"]
mod rules_reference;
#[path = "e2e/scroll.rs"]
mod scroll;
#[path = "e2e/share.rs"]
mod share;
#[path = "e2e/smoke.rs"]
mod smoke;
#[path = "e2e/xingling.rs"]
mod xingling;
