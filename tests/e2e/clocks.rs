//! The table's clocks, tapped as at a table: a Codex duel with chess clocks, whose running
//! clock passes with each turn and with the Cascade's priority (CDX-CASCADE-1), by a tap on the
//! running clock, and stops while paused; and a Conjure match whose round timer, set short,
//! shows its five-minute warning. Each is photographed at phone and desktop size and passes
//! the layout audit. A phone at the shared duel whose own clock is seven minutes fast turns the
//! running clock's digits within 100 ms of the host's.

use std::time::Duration;

use fantoccini::Locator;

use crate::codex::{boards_whole, duel_started};
use crate::harness::phone::Phone;
use crate::harness::{xpath_literal, App, Result, DESKTOP, PHONE, TABLET};
use crate::share::share_from_the_menu;

const PHONE_AND_DESKTOP: [((u32, u32), &str); 2] = [(PHONE, "phone"), (DESKTOP, "desktop")];

async fn settle() {
    tokio::time::sleep(Duration::from_millis(600)).await;
}

/// Ticks a choice of the clocks' sheet: a radio or a checkbox, by its label's words.
async fn choose(app: &App, legend: &str, label: &str) -> Result {
    let xpath = format!(
        "//fieldset[legend[normalize-space(.)={}]]//label[normalize-space(.)={}]",
        xpath_literal(legend),
        xpath_literal(label)
    );
    app.client()
        .find(Locator::XPath(&xpath))
        .await?
        .click()
        .await?;
    Ok(())
}

/// Starts the clocks from the middle strip: `round` and `seat` are the sheet's choices (a
/// table without chess clocks offers no `seat`).
async fn start_clocks(app: &App, round: &str, seat: Option<&str>) -> Result {
    app.click_button("Start clocks").await?;
    app.wait_for_text("Start the clocks").await?;
    choose(app, "Round limit (minutes, 0 for none)", round).await?;
    if let Some(seat) = seat {
        choose(app, "Each player's time (minutes, 0 for none)", seat).await?;
    }
    app.click_button("Start").await?;
    settle().await;
    Ok(())
}

/// Waits until the chess clock that runs is `seat`'s, and only it.
async fn running(app: &App, seat: u32) -> Result {
    app.wait_until(
        "return [...document.querySelectorAll('[data-testid^=\"seat-clock-\"]')]\
         .filter((e) => e.dataset.running === 'true').map((e) => e.dataset.testid);",
        serde_json::json!([format!("seat-clock-{seat}")]),
    )
    .await
}

/// Seat `seat`'s clock as it reads now.
async fn reads(app: &App, seat: u32) -> Result<String> {
    let script = format!(
        "return document.querySelector('[data-testid=\"seat-clock-{seat}\"] .digits').textContent;"
    );
    Ok(app
        .client()
        .execute(&script, vec![])
        .await?
        .as_str()
        .unwrap_or_default()
        .to_owned())
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn codex_chess_clocks_pass_with_the_turn_the_cascades_priority_and_a_tap() -> Result {
    let app = duel_started("clocks-codex").await?;
    start_clocks(&app, "Off", Some("25 min")).await?;
    running(&app, 0).await?;
    app.wait_for_text("Chess clocks started: 25 min each")
        .await?;

    // The turn passes, and the clock with it.
    app.click_button("Next turn").await?;
    app.wait_for_text("Player 2's turn").await?;
    running(&app, 1).await?;
    settle().await;
    app.look_at("clocks-codex-turn", &PHONE_AND_DESKTOP).await?;
    // The chess clocks' row across the middle leaves each board whole in its half.
    let sizes = [(PHONE, "phone"), (TABLET, "tablet"), (DESKTOP, "desktop")];
    boards_whole(&app, "chess clocks", &sizes).await?;

    // CDX-CASCADE-1: Player 2's effect opens the Cascade; once Player 2 passes, Player 1
    // holds priority on Player 2's turn, and Player 1's clock runs.
    app.click_button("Empty slot 1 of Player 2").await?;
    app.fill("Soul name", "Raider").await?;
    app.click_button("Recruit").await?;
    app.wait_for_paint().await?;
    app.click_button("Raider, slot 1 of Player 2").await?;
    app.fill("What the effect does", "Draw a card").await?;
    app.click_button("Activate").await?;
    app.wait_for_text("Player 2 has priority").await?;
    running(&app, 1).await?;
    app.click_button("Pass for Player 2").await?;
    app.wait_for_text("Player 1 has priority").await?;
    running(&app, 0).await?;
    settle().await;
    app.look_at("clocks-codex-cascade", &PHONE_AND_DESKTOP)
        .await?;

    // A tap on the running clock passes it by hand.
    let tap = "//*[@data-testid='seat-clock-0' and self::button]";
    app.client()
        .find(Locator::XPath(tap))
        .await?
        .click()
        .await?;
    running(&app, 1).await?;
    app.wait_for_text("Player 1 passed the clock").await?;

    // Paused, no clock runs and the digits stand still.
    app.click_button("Pause clocks").await?;
    app.wait_for_text("Paused").await?;
    let paused = reads(&app, 1).await?;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(reads(&app, 1).await?, paused, "a paused clock stands still");
    app.click_button("Resume clocks").await?;
    running(&app, 1).await?;

    // A ruling on Player 1's time from their clock: 25 minutes less, with the reason. Their
    // clock reaches zero, which is logged, and the match goes on (no format here says a seat
    // loses by time).
    let before = reads(&app, 0).await?;
    app.client()
        .find(Locator::XPath("//button[@data-testid='seat-clock-0']"))
        .await?
        .click()
        .await?;
    app.wait_for_text("Adjust Player 1's time").await?;
    for _ in 0..25 {
        app.click_button("\u{2212}1 min").await?;
    }
    app.fill("Reason (kept in the log)", "Slow play").await?;
    app.wait_for_text("\u{2212}25 min").await?;
    app.look_at("clocks-adjust", &PHONE_AND_DESKTOP).await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Log the ruling").await?;
    app.wait_for_text("Time ruling: Player 1 \u{2212}1500 s (Slow play)")
        .await?;
    app.wait_for_text("Player 1 is out of time").await?;
    assert_ne!(reads(&app, 0).await?, before, "the ruling took the time");
    app.wait_for_content("Out of time").await?;
    running(&app, 1).await?;
    app.wait_for_text("Player 2's turn").await?;
    settle().await;
    app.look_at("clocks-out-of-time", &PHONE_AND_DESKTOP)
        .await?;

    app.close().await
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn conjure_round_timer_set_short_shows_its_warning() -> Result {
    let app = App::launch("clocks-conjure").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Conjure The Chaos").await?;
    app.click_button("Start match").await?;
    app.click_button("Player 1 goes first").await?;
    app.wait_for_text("Tower draft: pick your Crystal Towers")
        .await?;
    app.click_button("Tribe of Player 1").await?;
    app.click_button("Dwarves").await?;
    app.click_button("Tribe of Player 2").await?;
    app.click_button("Vampires").await?;
    for (pick, name) in [(1, 2), (2, 1), (3, 2), (4, 1)] {
        app.wait_for_text(&format!("Player {name}'s pick ({pick} of 4)"))
            .await?;
        settle().await;
        app.click_button("Deal a tower at random").await?;
    }
    app.click_button("Keep the hand of Player 1").await?;
    app.click_button("Keep the hand of Player 2").await?;
    app.click_button("Start turn 1").await?;

    // The clocks' sheet starts at the format's usual round, and says it is the tables' habit,
    // not a rule; a five-minute round instead: its warning is due at once.
    app.click_button("Start clocks").await?;
    app.wait_for_text("This format's tables usually play 50 min rounds")
        .await?;
    app.wait_until(
        "return document.querySelector('input[name=\"round-minutes\"]:checked')?.value ?? null;",
        serde_json::json!("50"),
    )
    .await?;
    app.look_at("clocks-start-usual", &PHONE_AND_DESKTOP)
        .await?;
    app.set_size(DESKTOP).await?;
    choose(&app, "Round limit (minutes, 0 for none)", "5 min").await?;
    app.click_button("Start").await?;
    settle().await;
    app.wait_until(
        "return document.querySelector('[data-testid=\"round-timer\"]')?.dataset.stage ?? null;",
        serde_json::json!("five"),
    )
    .await?;
    app.wait_for_text("5 minutes left in the round").await?;
    app.wait_for_text("Round timer started: 5 min").await?;
    settle().await;
    app.look_at("clocks-conjure-warning", &PHONE_AND_DESKTOP)
        .await?;

    app.close().await
}

/// Starts recording, in the page, each moment seat `seat`'s clock turns to another second: its
/// digits and the machine's time then (`performance`, which the page's own `Date.now` does not
/// move).
fn record_turns(seat: u32) -> String {
    format!(
        "const digits = document.querySelector('[data-testid=\"seat-clock-{seat}\"] .digits'); \
         if (!digits) return false; \
         window.clockTurns = []; \
         new MutationObserver(() => window.clockTurns.push( \
           [digits.textContent, performance.timeOrigin + performance.now()])) \
           .observe(digits, {{ childList: true, characterData: true, subtree: true }}); \
         return true;"
    )
}

/// The turns recorded since [`record_turns`]: each clock's reading and when it showed.
async fn turns(client: &fantoccini::Client) -> Result<Vec<(String, f64)>> {
    let turns = client
        .execute("return window.clockTurns ?? [];", vec![])
        .await?;
    Ok(serde_json::from_value(turns)?)
}

#[tokio::test]
#[ignore = "end-to-end: needs a display, the built app and Chromium; run `cargo xtask e2e`"]
async fn a_phone_whose_clock_is_off_shows_the_hosts_clock_within_100_ms() -> Result {
    let app = duel_started("clocks-shared").await?;
    start_clocks(&app, "Off", Some("25 min")).await?;
    running(&app, 0).await?;
    let address = share_from_the_menu(&app).await?;
    app.click_button("Close").await?;

    // The phone's own clock is seven minutes fast, set before the page loads.
    let phone = Phone::start("clock").await?;
    phone
        .devtools(
            "Page.addScriptToEvaluateOnNewDocument",
            serde_json::json!({ "source": "const machine = Date.now.bind(Date); \
                                           Date.now = () => machine() + 7 * 60 * 1000;" }),
        )
        .await?;
    phone.open(&address).await?;
    phone.click_button("Sit at seat 2: Player 2").await?;
    phone.wait_for_text("Player 1's turn").await?;
    let skewed = phone
        .client()
        .execute(
            "return Date.now() - (performance.timeOrigin + performance.now());",
            vec![],
        )
        .await?;
    assert!(
        skewed.as_f64().unwrap_or_default() > 6.0 * 60_000.0,
        "the phone's clock is off: {skewed}"
    );
    // Its connection has asked the host's time by the time the table shows; a moment more.
    tokio::time::sleep(Duration::from_millis(500)).await;
    phone.look("clocks-shared").await?;

    // Player 1's clock runs: both screens turn its digits, and the same digits within 100 ms.
    for client in [app.client(), phone.client()] {
        let recording = client.execute(&record_turns(0), vec![]).await?;
        assert_eq!(
            recording,
            serde_json::json!(true),
            "seat 1's clock is shown"
        );
    }
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    let host = turns(app.client()).await?;
    let on_phone = turns(phone.client()).await?;
    let mut matched = 0;
    for (digits, at) in &on_phone {
        if let Some((_, host_at)) = host.iter().find(|(shown, _)| shown == digits) {
            let apart = (at - host_at).abs();
            assert!(
                apart <= 100.0,
                "{digits} showed {apart:.0} ms apart on the phone and the host\n\
                 host: {host:?}\nphone: {on_phone:?}"
            );
            matched += 1;
        }
    }
    assert!(
        matched >= 2,
        "the phone showed the host's digits at most once: host {host:?}, phone {on_phone:?}"
    );

    phone.close().await?;
    app.close().await
}
