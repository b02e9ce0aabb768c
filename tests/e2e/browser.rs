//! The browser build, as a phone without the desktop app uses it: the app's core in a Web
//! Worker, its database on the origin private file system, served as a static site on
//! 127.0.0.1. The first visit installs the service worker and the page is installable; a
//! Conjure match is played with taps and a refusal applied as a ruling; the site is stopped and
//! the page, loaded again from what the browser kept, shows the same match at the same entry; a
//! 星灵 match is started in Chinese; a second tab is told the matches are open in the first.

use std::time::Duration;

use fantoccini::Locator;

use crate::harness::phone::Phone;
use crate::harness::site::Site;
use crate::harness::{Result, CATCH_DOWNLOAD, PASTE_TO_IMPORT, PHONE, READ_DOWNLOAD, TABLET};

/// The note the table writes when it applies a refused spend as a ruling.
const RULING_NOTE: &str = "Ember Golem costs nothing this turn";

#[tokio::test]
#[ignore = "end-to-end: needs Chromium and the browser build; run `cargo xtask e2e`"]
async fn the_browser_build_installs_keeps_a_match_offline_and_refuses_a_second_tab() -> Result {
    let mut site = Site::serve("browser").await?;
    let phone = Phone::start("browser").await?;
    phone.open(&site.address()).await?;
    phone.wait_for_text("Pick a game").await?;
    look_at_both_sizes(&phone, "home").await?;

    phone.start_a_conjure_match().await?;
    phone.wait_for_content("Life of Player 1: 30").await?;
    for _ in 0..2 {
        phone.click_button("Decrease life of Player 2").await?;
    }
    phone.wait_for_content("Life of Player 2: 28").await?;
    look_at_both_sizes(&phone, "conjure").await?;

    // CTC-CRYSTAL-2 from the engine in the worker: Player 2 has no unspent red crystal, so the
    // spend is refused with its rule, and applied as a ruling with a note.
    phone
        .click_button("Spend a red crystal of Player 2")
        .await?;
    phone.wait_for_text("CTC-CRYSTAL-2").await?;
    phone.look("refusal").await?;
    phone.click_button("Apply as ruling").await?;
    phone.fill("Ruling note", RULING_NOTE).await?;
    phone.click_button("Apply ruling").await?;
    phone.click_button("Log").await?;
    phone.wait_for_text(RULING_NOTE).await?;
    phone.click_button("Close").await?;

    // The first visit installed the service worker, and the browser finds nothing missing to
    // install the app.
    let ready = "const done = arguments[arguments.length - 1]; \
                 navigator.serviceWorker.ready.then(() => done(true), () => done(false));";
    let installed = phone.client().execute_async(ready, vec![]).await?;
    assert_eq!(
        installed,
        serde_json::json!(true),
        "the service worker is ready"
    );
    let installability = phone
        .devtools("Page.getInstallabilityErrors", serde_json::json!({}))
        .await?;
    assert_eq!(
        installability["installabilityErrors"],
        serde_json::json!([]),
        "{installability}"
    );

    // Every tap was committed before it was shown, and the whole build was kept: with the site
    // gone, the page loaded again has the match as it was.
    site.stop();
    phone.client().refresh().await?;
    phone.wait_for_text("Pick a game").await?;
    open_the_first_match(&phone).await?;
    phone.wait_for_content("Life of Player 2: 28").await?;

    // 星灵 in Chinese, the site still stopped: a second game, its first round's event revealed.
    phone.open(&site.address()).await?;
    phone.wait_for_text("Pick a game").await?;
    phone.click_button("Settings").await?;
    phone
        .client()
        .find(Locator::XPath("//input[@name='lang'][@value='zh']"))
        .await?
        .click()
        .await?;
    phone.wait_for_text("简体中文").await?;
    phone.click_button("关闭").await?;
    phone.click_button("星灵").await?;
    phone.click_button("开始对局").await?;
    phone.click_button("玩家 1先手").await?;
    phone.fill("事件名称", "星辰之夜").await?;
    phone.click_button("翻开事件").await?;
    phone.wait_for_text("事件：星辰之夜").await?;
    look_at_both_sizes(&phone, "xingling").await?;

    // A second tab cannot have the database while the first holds it, and says why.
    let second = phone.client().new_window(true).await?;
    phone.client().switch_to_window(second.handle).await?;
    phone.open(&site.address()).await?;
    phone
        .wait_for_text("Tableside 已在这个浏览器的另一个标签页或窗口中打开")
        .await?;
    phone.look("second-tab").await?;

    phone.close().await
}

/// Photographs the page at a tablet's size and at the phone's (where it is left), each after
/// the layout audit.
async fn look_at_both_sizes(phone: &Phone, screen: &str) -> Result {
    phone.set_size(TABLET).await?;
    tokio::time::sleep(Duration::from_millis(300)).await;
    phone.look(&format!("{screen}-tablet")).await?;
    phone.set_size(PHONE).await?;
    tokio::time::sleep(Duration::from_millis(300)).await;
    phone.look(screen).await?;
    Ok(())
}

/// Taps the first match home offers to open.
async fn open_the_first_match(phone: &Phone) -> Result {
    let first = "(//button[starts-with(@aria-label, 'Open match: ')])[1]";
    crate::harness::poll("a match to open", async || {
        let button = phone
            .client()
            .find(Locator::XPath(first))
            .await
            .map_err(|error| error.to_string())?;
        button.click().await.map_err(|error| error.to_string())
    })
    .await
}

/// The taps a player makes before the browser is killed under them.
const TAPS: u32 = 200;

/// Chromium killed with SIGKILL in the middle of 200 taps, as a phone's system kills a page:
/// started again on the same profile, the match has every tap the screen had shown.
#[tokio::test]
#[ignore = "end-to-end: needs Chromium and the browser build; run `cargo xtask e2e`"]
async fn the_browser_build_keeps_every_acknowledged_tap_when_the_browser_is_killed() -> Result {
    let site = Site::serve("browser-kill").await?;
    let phone = Phone::start("browser-kill").await?;
    phone.open(&site.address()).await?;
    phone.wait_for_text("Pick a game").await?;
    phone.start_a_conjure_match().await?;
    phone.wait_for_content("Life of Player 2: 30").await?;

    // Taps as fast as a finger, each on the button the table shows; the page answers each
    // only once the worker has committed it.
    let tapping = format!(
        "const button = document.querySelector('[aria-label=\"Increase life of Player 2\"]'); \
         let left = {TAPS}; \
         const tap = () => {{ if (left-- > 0) {{ button.click(); setTimeout(tap, 15); }} }}; \
         tap(); return true;"
    );
    phone.client().execute(&tapping, vec![]).await?;
    // The total as the counter says it to a screen reader: "Life of Player 2: 57".
    let shown = "const said = [...document.querySelectorAll('[role=status]')] \
                 .map((el) => el.textContent.trim()) \
                 .find((text) => text.startsWith('Life of Player 2: ')); \
                 return said === undefined ? null : Number(said.split(': ')[1]);";
    // Killed once a tenth of the taps are on the screen, with the rest still coming.
    let acknowledged = crate::harness::poll("a tenth of the taps to show", async || {
        let now = phone
            .client()
            .execute(shown, vec![])
            .await
            .map_err(|error| error.to_string())?;
        match now.as_i64() {
            Some(total) if total >= 30 + (TAPS / 10) as i64 => Ok(total),
            _ => Err(format!("shown: {now}")),
        }
    })
    .await?;
    phone.kill();
    assert!(
        acknowledged > 30 && acknowledged < 30 + TAPS as i64,
        "the browser was killed in the middle of the taps, at {acknowledged}"
    );

    let again = Phone::start_on("browser-kill", &Phone::profile_of("browser-kill")).await?;
    again.open(&site.address()).await?;
    again.wait_for_text("Pick a game").await?;
    open_the_first_match(&again).await?;
    again.wait_for_content("Life of Player 1: 30").await?;
    let kept = life(again.client().execute(shown, vec![]).await?)?;
    assert!(
        kept >= acknowledged && kept <= 30 + TAPS as i64,
        "every tap shown before the kill was kept: {acknowledged} shown, {kept} after"
    );
    again.close().await
}

fn life(value: serde_json::Value) -> Result<i64> {
    value
        .as_i64()
        .ok_or_else(|| format!("not a life total: {value}").into())
}

/// History in and out of the browser build: every match downloaded as one file from one
/// browser, and taken in whole by another (a fresh profile: its own, empty database), once;
/// and a deck saved, still there when the page is loaded again.
#[tokio::test]
#[ignore = "end-to-end: needs Chromium and the browser build; run `cargo xtask e2e`"]
async fn the_browser_build_moves_its_history_out_and_into_another_browser() -> Result {
    let site = Site::serve("browser-history").await?;
    let phone = Phone::start("browser-history").await?;
    phone.open(&site.address()).await?;
    phone.wait_for_text("Pick a game").await?;
    phone.start_a_conjure_match().await?;
    phone.click_button("Decrease life of Player 2").await?;
    phone.wait_for_content("Life of Player 2: 29").await?;
    phone.open(&site.address()).await?;
    phone.click_button("History").await?;
    phone.wait_for_text("In progress").await?;
    phone.client().execute(CATCH_DOWNLOAD, vec![]).await?;
    phone.click_button("Import or export").await?;
    phone.click_button("Download JSON").await?;
    let exported = phone.client().execute_async(READ_DOWNLOAD, vec![]).await?;
    let exported = exported.as_str().unwrap_or_default().to_owned();
    assert!(
        exported.contains("Player 2"),
        "the export names the players"
    );

    // A deck built from the search and saved, there again once the page is loaded anew.
    phone.open(&site.address()).await?;
    phone.click_button("Cards").await?;
    phone
        .fill("Search cards by name or text", "fire spirit")
        .await?;
    phone.wait_for_text("Found: 1").await?;
    phone.click_button("Add Fire Spirit to the deck").await?;
    // A phone shows one side at a time: the deck is a tap away from the search.
    phone.click_button("Deck (1)").await?;
    phone.fill("Deck name", "Embers").await?;
    phone.click_button("Save").await?;
    phone.wait_for_text("Saved “Embers”.").await?;
    phone.open(&site.address()).await?;
    phone.click_button("Cards").await?;
    phone.click_button("Deck (0)").await?;
    phone.wait_for_content("Delete the deck Embers").await?;
    phone.look("deck-saved").await?;
    phone.close().await?;

    let other = Phone::start("browser-history-other").await?;
    other.open(&site.address()).await?;
    other.wait_for_text("Pick a game").await?;
    other.click_button("History").await?;
    other.wait_for_text("No matches yet.").await?;
    other.click_button("Import or export").await?;
    let pasted = other
        .client()
        .execute(PASTE_TO_IMPORT, vec![serde_json::json!(exported)])
        .await?;
    assert_eq!(pasted, serde_json::json!(true), "the import's text box");
    other.click_button("Import").await?;
    other
        .wait_for_text("1 imported, 0 already present.")
        .await?;
    other.look("history-import").await?;
    other.click_button("Import").await?;
    other
        .wait_for_text("0 imported, 1 already present.")
        .await?;
    other.click_button("Close").await?;
    other.wait_for_text("In progress").await?;
    other.close().await
}
