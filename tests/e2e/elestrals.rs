//! An Elestrals match played with taps: Spirit Decks and the first player, a Cast that opens
//! a chain and resolves, a Set Rune, a Nexus onto it refused with its rule (ELE-NEXUS-2), an
//! attack on the Spirit Deck whose response is negated (ELE-CHAIN-4), the Expend it asks for,
//! a draw on the next turn, Spirits sent to the Underworld from the piles sheet, and the win
//! when an attack asks for more Spirits than the Spirit Deck holds (ELE-END-1). And the clocks:
//! a round timer in the middle and a chess clock in each player's half of the table, which
//! passes with the chain's priority (ELE-CHAIN-2) and with the turn.

use std::time::Duration;

use fantoccini::Locator;

use serde_json::json;

use crate::harness::{xpath_literal, App, Result, DESKTOP, PHONE, TABLET};

const PHONE_AND_DESKTOP: [((u32, u32), &str); 2] = [(PHONE, "phone"), (DESKTOP, "desktop")];

/// Starts the clocks from the table: the button named `start` opens the sheet titled `title`,
/// whose choices are ticked by their legend's and label's words, `round` for the round and
/// `seat` for each player's chess clock, and confirmed by `confirm`.
pub(crate) async fn start_clocks(
    app: &App,
    [start, title, round_legend, seat_legend, confirm]: [&str; 5],
    round: &str,
    seat: &str,
) -> Result {
    app.click_button(start).await?;
    app.wait_for_text(title).await?;
    app.wait_until(
        "return document.querySelector('dialog[open] fieldset') !== null;",
        json!(true),
    )
    .await?;
    for (legend, label) in [(round_legend, round), (seat_legend, seat)] {
        let xpath = format!(
            "//dialog[@open]//fieldset[legend[normalize-space(.)={}]]//label[normalize-space(.)={}]",
            xpath_literal(legend),
            xpath_literal(label)
        );
        app.client()
            .find(Locator::XPath(&xpath))
            .await?
            .click()
            .await?;
    }
    app.click_button(confirm).await?;
    tokio::time::sleep(Duration::from_millis(600)).await;
    Ok(())
}

/// Waits until the chess clock that runs is `seat`'s, and only it, and is marked so: filled,
/// its digits at least 32 px, turned as its seat's area is.
pub(crate) async fn clock_runs_for(app: &App, seat: u32) -> Result {
    app.wait_until(
        "return [...document.querySelectorAll('[data-testid^=\"seat-clock-\"]')] \
         .filter((e) => e.dataset.running === 'true' && e.classList.contains('running') \
           && parseFloat(getComputedStyle(e.querySelector('.digits')).fontSize) >= 32) \
         .map((e) => e.dataset.testid);",
        json!([format!("seat-clock-{seat}")]),
    )
    .await
}

/// How many chess clocks the table shows, each with digits of at least 32 px.
pub(crate) async fn clocks_shown(app: &App) -> Result<u64> {
    let found = app
        .client()
        .execute(
            "return [...document.querySelectorAll('[data-testid^=\"seat-clock-\"]')] \
             .filter((e) => parseFloat(getComputedStyle(e.querySelector('.digits')).fontSize) >= 32).length;",
            vec![],
        )
        .await?;
    Ok(found.as_u64().unwrap_or_default())
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn elestrals_match_with_chains_a_refusal_and_a_win() -> Result {
    let app = App::launch("elestrals").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.wait_for_text("Elestrals").await?;
    app.click_button("Elestrals").await?;
    app.wait_for_text("Start match").await?;
    app.click_button("Start match").await?;

    // ELE-DECK-1: each Spirit Deck, 20 Spirits; then who goes first.
    app.wait_for_text("Spirit Decks").await?;
    app.look("elestrals-setup").await?;
    app.click_button("All Fire for Player 1").await?;
    app.click_button("All Water for Player 2").await?;
    app.wait_for_content("Spirit Deck of Player 2").await?;
    app.click_button("Player 1 goes first").await?;

    // ELE-TURN-1: the Draw Phase's card, then the Main Phase.
    app.wait_for_text("Draw Phase").await?;
    app.click_button("Draw").await?;
    app.wait_for_text("Player 1 draws a card.").await?;
    app.click_button("Next phase").await?;
    app.wait_for_text("Main Phase").await?;

    // ELE-CAST-2: a Cast pays its cost in Spirits; it opens a chain (ELE-CHAIN-1).
    app.click_button("Empty Elestral Row slot 1 of Player 1")
        .await?;
    app.fill("Card name", "Teslaquin").await?;
    app.click_button("Add Fire to the cost").await?;
    app.click_button("Add Fire to the cost").await?;
    app.fill("Attack", "3").await?;
    app.fill("Defense", "2").await?;
    app.click_button("Pay the cost").await?;
    app.look("elestrals-cast").await?;
    app.click_button("Cast Teslaquin").await?;
    app.wait_for_text("Player 1 has priority").await?;
    app.look("elestrals-chain-cast").await?;
    app.click_button("Resolve all").await?;
    app.wait_for_content("Spirit Deck of Player 1: 18 Spirits")
        .await?;

    // A Rune Set face down: the board shows "Set Rune", not its name.
    app.click_button("Empty Rune Row slot 1 of Player 1")
        .await?;
    app.click_button("Set a Rune").await?;
    app.fill("Card name", "Hidden Trap").await?;
    app.click_button("Set it").await?;
    app.click_button("Resolve all").await?;
    app.wait_for_text("Set Rune").await?;
    app.look("elestrals-table").await?;

    // ELE-CHAIN-5: Conditional effects met while a chain resolves wait for the next chain, in
    // the order their player sets.
    app.click_button("Teslaquin, Elestral Row slot 1 of Player 1")
        .await?;
    app.click_button("Activate effect").await?;
    app.fill("What the effect does", "Draw a card").await?;
    app.click_button("Activate").await?;
    app.click_button("Close chain").await?;
    for note in ["First", "Second"] {
        app.click_button("Teslaquin, Elestral Row slot 1 of Player 1")
            .await?;
        app.click_button("Activate effect").await?;
        app.fill("What the effect does", note).await?;
        app.click_button("Activate").await?;
    }
    app.wait_for_text("Waiting for the next chain: 2").await?;
    app.click_button("Move Conditional effect of Teslaquin: Second earlier")
        .await?;
    app.wait_for_paint().await?;
    app.look("elestrals-chain-waiting").await?;
    app.click_button("Resolve all").await?;
    app.click_button("Open next chain").await?;
    app.wait_for_text("Player 1 has priority").await?;
    app.click_button("Resolve all").await?;

    // ELE-NEXUS-2: a Set card cannot receive a Nexus; the refusal names the rule.
    app.click_button("Teslaquin, Elestral Row slot 1 of Player 1")
        .await?;
    // Before the Battle Phase an attack is dimmed, and says which rule holds it back.
    app.wait_until(
        "return [...document.querySelectorAll('[data-testid=card] .offer.with-why')] \
         .some((o) => o.textContent.includes('Attack the Spirit Deck') && /ELE-[A-Z]+-\\d/.test(o.textContent));",
        json!(true),
    )
    .await?;
    app.look("elestrals-card").await?;
    app.click_button("Nexus").await?;
    app.click_button("Set: Hidden Trap").await?;
    app.click_button("More Fire").await?;
    app.click_button("Nexus 1 Spirits").await?;
    app.wait_for_text("ELE-NEXUS-2").await?;
    app.look("elestrals-refusal").await?;
    app.click_button("Cancel").await?;

    // ELE-BATTLE-2: an attack on the Spirit Deck; the defender's response is negated
    // (ELE-CHAIN-4), then the battle resolves and the defender Expends.
    app.click_button("Next phase").await?;
    app.wait_for_text("Battle Phase").await?;
    app.click_button("Teslaquin, Elestral Row slot 1 of Player 1")
        .await?;
    app.click_button("Attack the Spirit Deck").await?;
    app.click_button("Pass for Player 1").await?;
    app.click_button("Respond for Player 2").await?;
    app.fill("What the effect does", "Stops the attack").await?;
    app.click_button("Activate").await?;
    app.click_button("Negate link 2").await?;
    app.wait_for_text("negated").await?;
    app.look("elestrals-chain-negated").await?;
    app.click_button("Resolve all").await?;
    app.wait_for_text("Player 2 must Expend").await?;
    app.settle().await?;
    app.click_button("Expend").await?;
    app.wait_for_text("3 to Expend").await?;
    app.look("elestrals-expend").await?;
    app.click_button("Expend 3 Spirits").await?;
    app.wait_for_content("Spirit Deck of Player 2: 17 Spirits")
        .await?;

    // The next turn: Player 2 draws.
    app.click_button("Next phase").await?;
    app.click_button("Next phase").await?;
    app.wait_for_text("Player 2's turn").await?;
    app.click_button("Draw").await?;
    app.wait_for_text("Player 2 draws a card.").await?;

    // The log keeps the negated link and the Expend.
    app.set_size(PHONE).await?;
    app.click_button("Log").await?;
    app.wait_for_text("Player 2 Expends").await?;
    app.wait_for_paint().await?;
    app.screenshot("elestrals-log-phone").await?;
    app.click_button("Close").await?;
    app.set_size(DESKTOP).await?;

    // A card's effect sends 15 of Player 2's Spirits to the Underworld, from the piles sheet.
    app.click_button("Decks, hand and Underworld of Player 2")
        .await?;
    app.click_button("Move Spirits").await?;
    for _ in 0..15 {
        app.click_button("More Water").await?;
    }
    app.wait_for_text("Move 15 Spirits to the Underworld")
        .await?;
    app.look("elestrals-piles").await?;
    app.click_button("Move 15 Spirits to the Underworld")
        .await?;
    app.wait_for_content("Spirit Deck of Player 2: 2 Spirits")
        .await?;
    app.set_size(TABLET).await?;
    app.wait_for_paint().await?;
    app.screenshot("elestrals-table-tablet").await?;
    app.set_size(DESKTOP).await?;

    // ELE-END-1: Player 1's next attack asks for 3 Spirits of a deck of 2: Player 2 loses.
    // Draw Phase to Main, Battle, End, and the next turn.
    for _ in 0..4 {
        app.click_button("Next phase").await?;
    }
    app.wait_for_text("Player 1's turn").await?;
    app.click_button("Draw").await?;
    app.click_button("Next phase").await?;
    app.click_button("Next phase").await?;
    app.wait_for_text("Battle Phase").await?;
    app.click_button("Teslaquin, Elestral Row slot 1 of Player 1")
        .await?;
    app.click_button("Attack the Spirit Deck").await?;
    app.click_button("Resolve all").await?;
    // The turn bar turns to Player 2, who owes the Expend (ELE-BATTLE-2): tapped once still.
    app.wait_for_text("Player 2 must Expend").await?;
    app.settle().await?;
    app.click_button("Expend").await?;
    app.click_button("Expend 2 Spirits").await?;
    app.wait_for_text("Player 1 wins!").await?;
    app.look("elestrals-outcome").await?;

    // Undo takes the losing Expend back; the table in Simplified Chinese.
    app.click_button("Undo").await?;
    app.click_button("Match menu").await?;
    app.click_button("Settings").await?;
    app.client()
        .find(Locator::XPath("//input[@name='lang'][@value='zh']"))
        .await?
        .click()
        .await?;
    app.wait_for_text("简体中文").await?;
    app.click_button("关闭").await?;
    app.wait_for_text("战斗阶段").await?;
    app.look("elestrals-zh").await?;

    app.close().await
}

/// The English clock sheet's words.
const CLOCK_SHEET: [&str; 5] = [
    "Start clocks",
    "Start the clocks",
    "Round limit (minutes, 0 for none)",
    "Each player's time (minutes, 0 for none)",
    "Start",
];

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn elestrals_chess_clocks_pass_with_the_turn_and_the_chains_priority() -> Result {
    let app = App::launch("elestrals-clocks").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Elestrals").await?;
    app.click_button("Start match").await?;
    app.wait_for_text("Spirit Decks").await?;
    app.click_button("All Fire for Player 1").await?;
    app.click_button("All Water for Player 2").await?;
    app.wait_for_content("Spirit Deck of Player 2").await?;
    app.click_button("Player 1 goes first").await?;
    app.wait_for_text("Draw Phase").await?;

    app.click_button("Draw").await?;
    app.click_button("Next phase").await?;
    app.wait_for_text("Main Phase").await?;

    // Started from More on a phone: a round timer in the middle and a chess clock for each
    // player, Player 1's running.
    app.set_size(PHONE).await?;
    app.settle().await?;
    app.click_button("More actions").await?;
    start_clocks(&app, CLOCK_SHEET, "50 min", "25 min").await?;
    app.set_size(DESKTOP).await?;
    app.settle().await?;
    app.wait_for_text("Clocks started: the round 50 min, each player 25 min")
        .await?;
    clock_runs_for(&app, 0).await?;
    assert_eq!(clocks_shown(&app).await?, 2, "a clock for each player");
    app.wait_until(
        "return document.querySelector('[data-testid=\"round-timer\"]') !== null;",
        json!(true),
    )
    .await?;

    // ELE-CHAIN-2: a Cast opens a chain with Player 1's priority; passed, Player 2 holds it on
    // Player 1's turn, and Player 2's clock runs.
    app.click_button("Empty Elestral Row slot 1 of Player 1")
        .await?;
    app.fill("Card name", "Teslaquin").await?;
    app.click_button("Add Fire to the cost").await?;
    app.click_button("Add Fire to the cost").await?;
    app.fill("Attack", "3").await?;
    app.fill("Defense", "2").await?;
    app.click_button("Pay the cost").await?;
    app.click_button("Cast Teslaquin").await?;
    app.wait_for_text("Player 1 has priority").await?;
    clock_runs_for(&app, 0).await?;
    app.click_button("Pass for Player 1").await?;
    app.wait_for_text("Player 2 has priority").await?;
    clock_runs_for(&app, 1).await?;
    app.settle().await?;
    app.look_at("elestrals-clocks-chain", &PHONE_AND_DESKTOP)
        .await?;

    // Resolved, the clock is Player 1's again; the turn passes, and the clock with it.
    app.set_size(DESKTOP).await?;
    app.click_button("Resolve all").await?;
    clock_runs_for(&app, 0).await?;
    app.click_button("Next phase").await?;
    app.click_button("Next phase").await?;
    app.click_button("Next phase").await?;
    app.wait_for_text("Player 2's turn").await?;
    clock_runs_for(&app, 1).await?;
    app.settle().await?;
    app.look_at("elestrals-clocks-turn", &PHONE_AND_DESKTOP)
        .await?;

    app.close().await
}
