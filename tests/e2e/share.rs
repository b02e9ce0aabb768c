//! One table, two phones: the app shares a Conjure match on loopback, two headless Chromium
//! phones open the join address at 360×640 and take a seat each, a tap on a phone shows on the
//! host and on the other phone, the host frees a seat and that phone says so, and after the
//! host is killed (SIGKILL) and started again it opens the shared match and says it is still
//! shared, and the other phone goes on by itself. A phone on an insecure page (the table's
//! address by a name mapped to loopback, as a phone on Wi-Fi opens it) keeps its screen on with
//! a muted video and says so. The host sends the watching pages away, and they say so; once
//! the host stops sharing, the seated phone says the table has ended and offers the match as a
//! file.

use std::time::Duration;

use crate::harness::phone::Phone;
use crate::harness::{App, Result, DESKTOP, PHONE};

/// Shares the open match from the match menu: the join address the sheet shows, which is on
/// loopback (every test listens there only). The sheet stays open.
pub(crate) async fn share_from_the_menu(app: &App) -> Result<String> {
    app.click_button("Match menu").await?;
    app.click_button("Share this table").await?;
    app.wait_for_text("Stop sharing").await?;
    let address = join_address(app).await?;
    assert!(
        address.starts_with("http://127.0.0.1:"),
        "tests share on loopback only: {address}"
    );
    Ok(address)
}

/// The join address the host's sharing sheet shows, with its scheme.
async fn join_address(app: &App) -> Result<String> {
    let script = "const shown = document.querySelector('dialog[open] .address'); \
                  return shown ? shown.textContent.replace(/\\s+/g, '') : null;";
    let shown = app.client().execute(script, vec![]).await?;
    let short = shown.as_str().ok_or("the sharing sheet shows no address")?;
    Ok(format!("http://{short}"))
}

#[tokio::test]
#[ignore = "end-to-end: needs a display, the built app and Chromium; run `cargo xtask e2e`"]
async fn two_phones_take_seats_and_play_the_hosts_table() -> Result {
    let mut app = App::launch("share").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;

    // A Conjure match set up as at the table (CTC-SETUP-2/3).
    app.click_button("Conjure The Chaos").await?;
    app.click_button("Start match").await?;
    app.click_button("Player 1 goes first").await?;
    app.click_button("Tribe of Player 1").await?;
    app.click_button("Dwarves").await?;
    app.click_button("Tribe of Player 2").await?;
    app.click_button("Vampires").await?;
    for (pick, name) in [(1, 2), (2, 1), (3, 2), (4, 1)] {
        app.wait_for_text(&format!("Player {name}'s pick ({pick} of 4)"))
            .await?;
        tokio::time::sleep(Duration::from_millis(600)).await;
        app.click_button("Deal a tower at random").await?;
    }
    app.click_button("Keep the hand of Player 1").await?;
    app.click_button("Keep the hand of Player 2").await?;
    app.click_button("Start turn 1").await?;
    app.wait_for_content("Life of Player 1: 30").await?;

    // The host shares the table: a QR code, the address to type, the seats.
    let address = share_from_the_menu(&app).await?;

    // The first phone joins, takes seat 1, and taps its own life.
    let ana = Phone::start("ana").await?;
    ana.open(&address).await?;
    ana.wait_for_text("Player 2").await?;
    ana.look("join").await?;
    ana.click_button("Sit at seat 1: Player 1").await?;
    ana.wait_for_content("Life of Player 1: 30").await?;
    ana.look("connected").await?;
    ana.click_button("Decrease life of Player 1").await?;
    ana.wait_for_content("Life of Player 1: 29").await?;
    // It says it is connected, above the table, and that it is its seat's turn (Player 1
    // goes first).
    ana.wait_for_text("Connected").await?;
    ana.wait_for_text("YOUR TURN").await?;

    // The host's window shows the phone's tap, and who is connected.
    app.wait_for_text("connected").await?;
    app.look_at("share-sheet", &[(PHONE, "phone"), (DESKTOP, "desktop")])
        .await?;
    app.click_button("Close").await?;
    app.wait_for_content("Life of Player 1: 29").await?;

    // A second phone takes seat 2 and sees the first phone's tap; its tap shows on the first.
    let ben = Phone::start("ben").await?;
    ben.open(&address).await?;
    ben.click_button("Sit at seat 2: Player 2").await?;
    ben.wait_for_content("Life of Player 1: 29").await?;
    ben.click_button("Decrease life of Player 2").await?;
    ben.wait_for_content("Life of Player 2: 29").await?;
    ana.wait_for_content("Life of Player 2: 29").await?;
    app.wait_for_content("Life of Player 2: 29").await?;
    ben.look("table").await?;

    // A third phone only watches: the whole table, and no Undo or dice to tap.
    let cy = Phone::start("cy").await?;
    cy.open(&address).await?;
    cy.click_button("Just watch").await?;
    cy.wait_for_text("Watching: take a seat from the menu to play")
        .await?;
    cy.wait_for_content("Life of Player 2: 29").await?;
    cy.look("watching").await?;
    cy.close().await?;

    // The host frees seat 1: that phone says so, and offers the seats again.
    app.click_button("Match menu").await?;
    app.click_button("Share this table").await?;
    app.click_button("Free the seat of Player 1").await?;
    let freed = std::time::Instant::now();
    ana.wait_for_text("The host freed your seat").await?;
    let told = freed.elapsed();
    assert!(
        told < Duration::from_secs(1),
        "the phone was told in {told:?}"
    );
    ana.look("freed").await?;

    // The host is killed and started again: it shares the same table at the same address,
    // and the phone that kept its seat reconnects by itself and plays on.
    app.kill_and_restart().await?;
    app.wait_for_title("Tableside").await?;
    // It opens the shared match again, and says it is still shared.
    app.wait_for_text("This table is still shared").await?;
    app.wait_for_content("Life of Player 2: 29").await?;
    ben.click_button("Decrease life of Player 2").await?;
    ben.wait_for_content("Life of Player 2: 28").await?;

    // A phone on Wi-Fi opens an insecure page: no Wake Lock there, so a muted inline video
    // keeps its screen on while the table is shown, and the phone says so before and after.
    let dee = Phone::start_insecure("dee").await?;
    dee.open_insecure(&address).await?;
    dee.wait_for_text("This phone's screen stays on during the match")
        .await?;
    dee.look("insecure-join").await?;
    dee.click_button("Just watch").await?;
    dee.wait_for_content("Life of Player 2: 28").await?;
    dee.wait_until_screen_is_kept_on().await?;
    dee.wait_for_text("Screen on").await?;
    dee.look("screen-kept-on").await?;

    // Another page watches; the host sees it among the watchers and sends the watchers away:
    // that page says so and tries no more, and the seats play on.
    let eve = Phone::start("eve").await?;
    eve.open(&address).await?;
    eve.click_button("Just watch").await?;
    eve.wait_for_content("Life of Player 2: 28").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Match menu").await?;
    app.click_button("Share this table").await?;
    // Three without a seat: this one, the insecure phone, and the phone whose seat was freed.
    app.wait_for_text("Devices watching: 3").await?;
    app.look_at("share-sheet-watching", &[(PHONE, "phone")])
        .await?;
    app.click_button("Send them away").await?;
    eve.wait_for_text("The host closed this page's connection")
        .await?;
    eve.look("sent-away").await?;
    eve.close().await?;
    dee.wait_for_text("The host closed this page's connection")
        .await?;
    ben.click_button("Decrease life of Player 2").await?;
    ben.wait_for_content("Life of Player 2: 27").await?;

    // The host stops sharing: the phone says the table has ended within a second, and retries
    // nothing.
    app.set_size(DESKTOP).await?;
    app.click_button("Stop sharing").await?;
    let stopped = std::time::Instant::now();
    ben.wait_for_text("This table has ended").await?;
    let told = stopped.elapsed();
    assert!(
        told < Duration::from_secs(1),
        "the phone was told in {told:?}"
    );
    // What the phone can still do: keep the match as a file (its own copy), join again.
    ben.wait_for_text("Keep this match as a file").await?;
    ben.look("ended").await?;
    dee.close().await?;
    ana.close().await?;
    ben.close().await?;
    app.close().await
}

/// Another Tableside app joins by the address: here the same app, at its own shared table over
/// loopback. The table opens in a window of its own showing the host's join page, exactly as a
/// phone's browser does, and that window may sit at a seat and play.
#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn another_app_joins_by_the_address_in_a_window_of_its_own() -> Result {
    let app = crate::codex::duel_started("share-join").await?;
    let address = share_from_the_menu(&app).await?;
    app.click_button("Close").await?;
    app.click_button("Match menu").await?;
    app.click_button("Home").await?;

    // A wrong address is refused with what is wrong with it; the right one opens the table.
    app.click_button("Join a table").await?;
    app.fill("The table's address", "127.0.0.1:1/").await?;
    app.click_button("Join").await?;
    app.wait_for_text("join code").await?;
    let short = address.trim_start_matches("http://");
    app.refill("The table's address", short).await?;
    app.click_button("Join").await?;
    app.wait_for_text("is open in its own window").await?;
    app.look_at("join-sheet", &[(PHONE, "phone"), (DESKTOP, "desktop")])
        .await?;

    // The new window is the host's page: its join page, and then the table from a seat.
    let main = app.client().window().await?;
    let windows = app.client().windows().await?;
    let table = windows
        .into_iter()
        .find(|handle| *handle != main)
        .ok_or("the joined table opened no window")?;
    app.client().switch_to_window(table).await?;
    app.wait_for_text("Tap your seat").await?;
    let url = app.client().current_url().await?;
    assert_eq!(
        url.origin().ascii_serialization(),
        address.split("/?").next().unwrap_or_default()
    );
    app.look_at("joined-window", &[(PHONE, "phone")]).await?;
    app.click_button("Sit at seat 2: Player 2").await?;
    app.wait_for_text("Player 1's turn").await?;
    app.look_at("joined-window-seated", &[(PHONE, "phone")])
        .await?;
    app.client().switch_to_window(main).await?;
    app.close().await
}
