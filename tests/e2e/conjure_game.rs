//! A short Conjure The Chaos game in the real app: the guided set-up through the Crystal Tower
//! draft, three summons in one turn (Pyromaniac's Feast, detected by the engine), a countdown
//! Chaos card that fires in the End phase, and an attack blocked on the combat resolver, its
//! outcome read before it is confirmed. A dimmed Attack says why (no creature yet, the turn's
//! attack made).

use std::time::Duration;

use crate::harness::{App, Result, DESKTOP};

/// Lets a turned area or sheet finish turning before the next tap.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(600)).await;
}

async fn next_phases(app: &App, count: usize) -> Result {
    for _ in 0..count {
        app.click_button("Next phase").await?;
        settle().await;
    }
    Ok(())
}

/// Opens the summon form on `player`'s field and summons a cost-0 red creature typed in.
async fn summon(app: &App, player: &str, name: &str, power: &str, defense: &str) -> Result {
    app.click_button(&format!("Summon a creature for {player}"))
        .await?;
    app.fill("Creature name", name).await?;
    app.click_button("red").await?;
    app.fill("Power", power).await?;
    app.fill("Defense", defense).await?;
    app.click_button("Summon").await?;
    app.wait_for_paint().await?;
    app.wait_for_text(name).await?;
    app.wait_for_text(&format!("{power}/{defense}")).await?;
    Ok(())
}

/// Waits until the turn's Attack button is dimmed with `why` under its name.
async fn attack_dimmed_because(app: &App, why: &str) -> Result {
    let script = format!(
        "return [...document.querySelectorAll('button.dimmed.with-why')] \
         .some((b) => b.textContent.includes('Attack') && b.querySelector('.why')?.textContent.includes({why:?}));"
    );
    app.wait_until(&script, serde_json::json!(true)).await
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn conjure_short_game_with_summons_chaos_and_a_blocked_attack() -> Result {
    let app = App::launch("conjure-game").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Conjure The Chaos").await?;
    app.click_button("Start match").await?;
    app.click_button("Player 1 goes first").await?;

    // Guided set-up: tribes, the draft in its order (Player 2 picks first), opening hands.
    app.wait_for_text("Player 2's pick (1 of 4)").await?;
    app.click_button("Tribe of Player 1").await?;
    app.click_button("Shaman").await?;
    app.click_button("Tribe of Player 2").await?;
    app.click_button("Mystics").await?;
    // The middle turns to face each picker: every pick waits for it to finish turning.
    app.click_button("Take the red tower").await?;
    app.wait_for_text("Player 1's pick (2 of 4)").await?;
    settle().await;
    app.click_button("Take the blue tower").await?;
    app.wait_for_text("Player 2's pick (3 of 4)").await?;
    settle().await;
    app.click_button("Deal a tower at random").await?;
    app.wait_for_text("Player 1's pick (4 of 4)").await?;
    settle().await;
    app.click_button("Deal a tower at random").await?;
    app.wait_for_text("Opening hands: redraw once if you like")
        .await?;
    app.click_button("One card more to redraw for Player 2")
        .await?;
    app.click_button("One card more to redraw for Player 2")
        .await?;
    app.click_button("Redraw 2 for Player 2").await?;
    app.click_button("Keep the hand of Player 1").await?;
    app.look("conjure-game-setup").await?;
    app.click_button("Start turn 1").await?;

    // Turn 1, Player 1: three summons in the Action phase complete Pyromaniac's Feast.
    app.click_button("Recharge red").await?;
    next_phases(&app, 4).await?;
    app.wait_for_text("On to Action").await?;
    app.click_button("Creatures of Player 1").await?;
    summon(&app, "Player 1", "Ember Imp", "3", "2").await?;
    summon(&app, "Player 1", "Ash Hound", "2", "2").await?;
    // The third from the card data, picked as its name is typed: its ability comes along, and
    // it costs the red crystal of this turn's recharge.
    app.click_button("Summon a creature for Player 1").await?;
    app.fill("Creature name", "Slag").await?;
    app.click_button("Use Slagpit Tinkerer from the card data")
        .await?;
    app.wait_for_text("Stoke the Coals").await?;
    app.click_button("Summon").await?;
    app.wait_for_text("1/2").await?;
    // The engine saw the quest: its message shows for a moment.
    app.wait_for_text("Player 1 completed Pyromaniac's Feast")
        .await?;
    // The Feast's bonus is held by the player, usable from their field.
    app.wait_for_text("Bonuses of Player 1").await?;
    app.look("conjure-game-field").await?;
    // Tapping a creature offers what can be done to it.
    app.click_button("Ember Imp, 3/2").await?;
    app.wait_for_text("Twist Ember Imp").await?;
    app.look("conjure-game-creature-menu").await?;
    app.click_button("Done").await?;
    app.look("conjure-game-feast").await?;
    next_phases(&app, 2).await?;

    // Turn 2, Player 2: a countdown Chaos card of one turn, a blocker, and the countdown fires
    // in the End phase.
    app.wait_for_text("Player 2's turn").await?;
    app.click_button("Recharge green").await?;
    next_phases(&app, 3).await?;
    app.click_button("Draw").await?;
    app.click_button("Draw Chaos card").await?;
    app.fill("Chaos card name", "Doom Clock").await?;
    app.click_button("Countdown").await?;
    app.click_button("Put it into play").await?;
    app.wait_for_text("Doom Clock: fires in 1").await?;
    app.look("conjure-game-countdown").await?;
    next_phases(&app, 1).await?;
    // Attack is dimmed, and says why: Player 2 has no creature yet.
    attack_dimmed_because(&app, "No creature to attack with").await?;
    app.click_button("Creatures of Player 2").await?;
    summon(&app, "Player 2", "Stone Wall", "1", "5").await?;
    app.click_button("Done").await?;
    next_phases(&app, 1).await?;
    app.wait_for_text("Countdown Doom Clock went off").await?;
    app.look("conjure-game-countdown-fired").await?;
    next_phases(&app, 1).await?;

    // Turn 3, Player 1: attack Player 2; the Stone Wall blocks; the outcome is read on the
    // resolver before it is confirmed.
    app.wait_for_text("Player 1's turn").await?;
    app.click_button("Recharge red").await?;
    next_phases(&app, 3).await?;
    app.click_button("Draw").await?;
    app.click_button("Draw Chaos card").await?;
    app.fill("Chaos card name", "Quiet Winds").await?;
    app.click_button("Put it into play").await?;
    next_phases(&app, 1).await?;
    app.click_button("Attack").await?;
    app.click_button("Ember Imp attacks Player 2").await?;
    app.click_button("Declare attack (1)").await?;
    app.click_button("Block Ember Imp with Stone Wall").await?;
    app.wait_for_text("blocked by Stone Wall").await?;
    app.wait_for_text("Damage dealt: 3").await?;
    app.look("conjure-game-combat").await?;
    app.click_button("Confirm").await?;
    app.wait_for_text("Player 1's attack resolved").await?;
    // The turn's attack is made: Attack is dimmed, and says so.
    attack_dimmed_because(&app, "Attacked this turn").await?;
    app.look("conjure-game-after-combat").await?;

    app.close().await
}
