//! Conjure The Chaos for four players in the real app: a starting life of 20 as a house rule,
//! the guided set-up with two towers each and a second Chaos deck (CTC-SETUP-1, CTC-DECK-2), a
//! few turns, a crystal gained with a hold, screenshots at phone, tablet and desktop size.

use std::time::Duration;

use fantoccini::Locator;

use crate::harness::{App, Result, DESKTOP, PHONE};

async fn next_phases(app: &App, count: usize) -> Result {
    for _ in 0..count {
        app.click_button("Next phase").await?;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    Ok(())
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn conjure_four_players_set_up_and_play_facing_each_edge() -> Result {
    let app = App::launch("conjure-four").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Conjure The Chaos").await?;
    app.click_button("Add player").await?;
    app.click_button("Add player").await?;
    // CTC-SETUP-1 as a house rule: a shorter game at 20 life, the format's 30 shown beside it.
    app.click_button("Starting life: −5").await?;
    app.click_button("Starting life: −5").await?;
    app.wait_for_text("The format: 30").await?;
    app.look("conjure-four-new-match").await?;
    app.click_button("Start match").await?;
    app.wait_for_text("Who goes first?").await?;
    app.wait_for_content("Life of Player 3: 20").await?;
    app.look("conjure-four-first-player").await?;
    app.click_button("Player 1 goes first").await?;

    // CTC-SETUP-1/2: eight towers, two each, picked in reverse turn order.
    app.wait_for_text("Player 4's pick (1 of 8)").await?;
    // The middle turns to face the first picker too: a tap while it turns can miss.
    tokio::time::sleep(Duration::from_millis(400)).await;
    app.click_button("Deal a tower at random").await?;
    app.wait_for_text("Player 3's pick (2 of 8)").await?;
    tokio::time::sleep(Duration::from_millis(400)).await;
    app.click_button("Deal a tower at random").await?;
    app.wait_for_text("Player 2's pick (3 of 8)").await?;
    // Each player's tribe is chosen on their own area, the sheet facing them.
    app.click_button("Tribe of Player 3").await?;
    app.click_button("Mystics").await?;
    app.wait_for_text("Mystics").await?;
    app.look("conjure-four-draft").await?;
    for pick in 3..=8 {
        // The middle turns to each picker in turn: let it finish turning before the tap.
        app.wait_for_text(&format!("pick ({pick} of 8)")).await?;
        tokio::time::sleep(Duration::from_millis(400)).await;
        app.click_button("Deal a tower at random").await?;
    }
    app.wait_for_text("Opening hands: redraw once if you like")
        .await?;
    app.look("conjure-four-opening-hands").await?;
    for n in 1..=4 {
        app.click_button(&format!("Keep the hand of Player {n}"))
            .await?;
    }
    app.click_button("Start turn 1").await?;

    // Turn 1, Player 1: a dual-colored creature put into play by an effect (no cost); its
    // upkeep asks which crystal pays.
    app.click_button("Recharge red").await?;
    next_phases(&app, 4).await?;
    app.wait_for_text("On to Action").await?;
    app.click_button("Creatures of Player 1").await?;
    app.click_button("Summon a creature for Player 1").await?;
    app.fill("Creature name", "Ward Totem").await?;
    app.click_button("blue").await?;
    app.click_button("green").await?;
    app.fill("Power", "0").await?;
    app.fill("Defense", "3").await?;
    app.click_button("Put into play by an effect").await?;
    app.click_button("Put into play").await?;
    app.click_button("Ward Totem, 0/3").await?;
    app.wait_for_text("Pay upkeep for Ward Totem with green")
        .await?;
    app.set_size(PHONE).await?;
    app.wait_for_paint().await?;
    app.screenshot("conjure-four-field-phone").await?;
    app.click_button("Done").await?;
    // A quarter of a phone has no room for a + beside each color: a hold gains one, a tap
    // spends one (CTC-CRYSTAL-1 caps a color at 10, far off here).
    app.hold_button(
        "Spend a blue crystal of Player 1",
        Duration::from_millis(900),
    )
    .await?;
    app.wait_for_text("Player 1 gained 1 blue").await?;
    app.look("conjure-four-table").await?;

    // CTC-END-1: eight cards in hand at the End phase; the table is asked to discard one.
    app.click_button("Options for Player 1").await?;
    for _ in 0..3 {
        app.click_button("Add a card to the hand of Player 1")
            .await?;
    }
    app.click_button("Close").await?;
    next_phases(&app, 1).await?;
    app.wait_for_text("Player 1 holds 8 cards: discard down to 7.")
        .await?;
    app.look("conjure-four-hand-limit").await?;
    app.click_button("Discard 1 for Player 1").await?;
    next_phases(&app, 1).await?;

    // Turn 2, Player 2: a Chaos card the engine cannot apply, logged as a ruling.
    app.wait_for_text("Player 2's turn").await?;
    app.click_button("Recharge blue").await?;
    next_phases(&app, 3).await?;
    app.click_button("Draw").await?;
    app.click_button("Draw Chaos card").await?;
    app.fill("Chaos card name", "Wild Surge").await?;
    app.click_button("Put it into play").await?;
    app.wait_for_text("Wild Surge: resolve its text at the table")
        .await?;
    app.look("conjure-four-chaos-for-table").await?;
    app.click_button("Apply Wild Surge as ruling").await?;
    app.fill("Ruling note", "Everyone lost 2 life to Wild Surge")
        .await?;
    app.click_button("Apply ruling").await?;
    app.wait_for_text("Everyone lost 2 life to Wild Surge")
        .await?;
    next_phases(&app, 2).await?;
    next_phases(&app, 1).await?;

    // Turn 3, Player 3: a relic, then Player 4 takes it.
    app.wait_for_text("Player 3's turn").await?;
    app.click_button("Recharge green").await?;
    next_phases(&app, 3).await?;
    app.click_button("Draw").await?;
    app.click_button("Draw Chaos card").await?;
    app.fill("Chaos card name", "Crown of Ash").await?;
    app.click_button("Relic").await?;
    app.click_button("Put it into play").await?;
    app.click_button("Relic Crown of Ash (Player 3)").await?;
    app.click_button("Player 4 takes Crown of Ash").await?;
    app.wait_for_text("Relic Crown of Ash (Player 4)").await?;
    next_phases(&app, 1).await?;
    app.look("conjure-four-relic").await?;

    // A table that sits at every edge of a phone: each area turned to its own edge.
    app.click_button("Match menu").await?;
    app.click_button("Settings").await?;
    app.client()
        .find(Locator::XPath(
            "//input[@name='phone-seats'][@value='edges']",
        ))
        .await?
        .click()
        .await?;
    app.click_button("Close").await?;
    app.look_at("conjure-four-edges", &[(PHONE, "phone")])
        .await?;
    app.hold_button(
        "Spend a green crystal of Player 2",
        Duration::from_millis(900),
    )
    .await?;
    app.wait_for_text("Player 2 gained 1 green").await?;

    app.close().await
}
