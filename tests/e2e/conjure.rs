//! A Conjure The Chaos match played with taps, as at a table: set-up, life and crystals, undo,
//! phases, a refusal applied as a ruling, then a crash (SIGKILL) and a restart that resumes the
//! match with every acknowledged action.

use crate::harness::{App, Result, DESKTOP, PHONE};

/// The note the table writes when it applies a refused spend as a ruling.
const RULING_NOTE: &str = "Ember Golem costs nothing this turn";

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn conjure_match_survives_a_crash_with_every_acknowledged_action() -> Result {
    let mut app = App::launch("conjure").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.wait_for_text("Conjure The Chaos").await?;
    app.look("home").await?;

    // Tapping a game opens the new-match form for it.
    app.click_button("Conjure The Chaos").await?;
    app.wait_for_text("Start match").await?;
    app.look("new-match").await?;
    app.click_button("Start match").await?;

    // CTC-SETUP-2: who goes first, before the first turn.
    app.wait_for_text("Who goes first?").await?;
    app.look("first-player").await?;
    app.click_button("Player 1 goes first").await?;

    // CTC-SETUP-2/3 (guided set-up): tribes, the Crystal Tower draft, the opening hands.
    app.wait_for_text("Tower draft: pick your Crystal Towers")
        .await?;
    app.click_button("Tribe of Player 1").await?;
    app.click_button("Dwarves").await?;
    app.click_button("Tribe of Player 2").await?;
    app.click_button("Vampires").await?;
    app.wait_for_text("Vampires").await?;
    app.look("tower-draft").await?;
    for (pick, name) in [(1, 2), (2, 1), (3, 2), (4, 1)] {
        // The middle turns to face each picker: let it finish turning before the tap.
        app.wait_for_text(&format!("Player {name}'s pick ({pick} of 4)"))
            .await?;
        tokio::time::sleep(std::time::Duration::from_millis(600)).await;
        app.click_button("Deal a tower at random").await?;
    }
    app.wait_for_text("Opening hands: redraw once if you like")
        .await?;
    app.look("opening-hands").await?;
    app.click_button("Keep the hand of Player 1").await?;
    app.click_button("Keep the hand of Player 2").await?;
    app.click_button("Start turn 1").await?;

    // CTC-CRYSTAL-1: the recharge adds one crystal of the chosen color.
    app.click_button("Recharge red").await?;
    app.wait_for_content("1 of 1 red unspent").await?;
    app.click_button("Spend a red crystal of Player 1").await?;
    app.wait_for_content("0 of 1 red unspent").await?;

    // Life: three taps, then undo takes back the last one.
    for _ in 0..3 {
        app.click_button("Decrease life of Player 2").await?;
    }
    app.wait_for_content("Life of Player 2: 27").await?;
    app.click_button("Undo").await?;
    app.wait_for_content("Life of Player 2: 28").await?;

    // Across the table, Undo is at the far edge too, turned to face that player, saying in full
    // what it takes back; and it is the first thing in that player's own sheet.
    app.click_button("Decrease life of Player 2").await?;
    app.wait_for_content("Life of Player 2: 27").await?;
    app.look("far-undo").await?;
    app.click_button("Undo: −1 life, Player 2 → 27").await?;
    app.wait_for_content("Life of Player 2: 28").await?;
    app.click_button("Decrease life of Player 2").await?;
    app.wait_for_content("Life of Player 2: 27").await?;
    app.click_button("Options for Player 2").await?;
    app.look("player-options").await?;
    app.audit_names(
        "document.querySelector('dialog[open]')",
        "rotate",
        "0deg",
        "not facing its seat: dialog",
    )
    .await?;
    app.click_button("Close").await?;
    app.click_button("Undo: −1 life, Player 2 → 27").await?;
    app.wait_for_content("Life of Player 2: 28").await?;
    app.audit_names(
        "document.querySelector('main [data-headline]')",
        "fontSize",
        "40px",
        "small headline",
    )
    .await?;

    // CTC-TURN-1: Reset, Upkeep, Draw (the first player skips it on round one), Action.
    for _ in 0..4 {
        app.click_button("Next phase").await?;
    }
    app.wait_for_text("On to Action").await?;
    app.look("table").await?;

    // CTC-CRYSTAL-2: no unspent red crystal left; the refusal names the rule and a ruling
    // applies it anyway, with a note.
    app.click_button("Spend a red crystal of Player 1").await?;
    app.wait_for_text("CTC-CRYSTAL-2").await?;
    app.look("refusal").await?;
    app.click_button("Apply as ruling").await?;
    app.fill("Ruling note", RULING_NOTE).await?;
    app.click_button("Apply ruling").await?;

    // The log: a drawer on a phone, a side panel on the desktop.
    app.set_size(PHONE).await?;
    app.click_button("Log").await?;
    app.wait_for_text(RULING_NOTE).await?;
    app.wait_for_paint().await?;
    app.screenshot("log-phone").await?;
    app.click_button("Close").await?;
    app.set_size(DESKTOP).await?;
    app.wait_for_text(RULING_NOTE).await?;
    app.wait_for_paint().await?;
    app.screenshot("log-desktop").await?;

    // Every action above was acknowledged by the screen; kill the app without warning.
    app.kill_and_restart().await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Continue").await?;
    app.wait_for_content("Life of Player 2: 28").await?;
    app.wait_for_content("Life of Player 1: 30").await?;
    app.wait_for_content("0 of 1 red unspent").await?;
    app.wait_for_text(RULING_NOTE).await?;
    app.wait_for_text("On to Action").await?;
    app.look("resumed").await?;

    app.close().await
}
