//! A Codex duel played with taps: the first player, Souls recruited on ranked slots, a
//! Teleport that picks among the slots the engine highlights (CDX-15.2; a dimmed slot refused
//! with its rule), a Retract (CDX-15.1), an Exile (CDX-15.3), a Cascade whose effect fizzles
//! because its Soul left the field and came back (CDX-15.5, CDX-CASCADE-1), and the win by
//! capturing the Leader (CDX-15.4). Each main moment is photographed at phone and desktop size,
//! and the table is checked for overlapping, clipped or too small controls. At phone, tablet and
//! desktop size, with the clocks on and off, both boards are in sight whole in their halves, the
//! counts and the Leader's + and − included, with no scroll inside a half.

use std::time::Duration;

use serde_json::Value;

use crate::elestrals::{clock_runs_for, clocks_shown, start_clocks};
use crate::harness::{App, Result, DESKTOP, PHONE, TABLET};

/// The three sizes every screen is looked at.
const SIZES: [((u32, u32), &str); 3] = [(PHONE, "phone"), (TABLET, "tablet"), (DESKTOP, "desktop")];

/// Lets a turned area, a sheet or the layout finish moving before the next look or tap.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(600)).await;
}

/// Opens the empty slot `slot` of `player`, names a Soul and recruits it at the slot's rank.
async fn recruit(app: &App, player: &str, slot: u32, name: &str) -> Result {
    app.click_button(&format!("Empty slot {slot} of {player}"))
        .await?;
    app.fill("Soul name", name).await?;
    app.click_button("Recruit").await?;
    app.wait_for_paint().await?;
    app.click_button(&format!("{name}, slot {slot} of {player}"))
        .await?;
    app.click_button("Close").await?;
    settle().await;
    Ok(())
}

/// The slots of `player`'s board marked as legal (`data-legal="true"`), 1-based.
async fn highlighted(app: &App, player: &str) -> Result<Vec<u64>> {
    let script = format!(
        "const board = document.querySelector('[aria-label=\"Soul slots of {player}\"]'); \
         return [...board.querySelectorAll('[data-legal=\"true\"]')].map((el) => Number(el.dataset.slot));"
    );
    let found = app.client().execute(&script, vec![]).await?;
    Ok(found
        .as_array()
        .map(|items| items.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default())
}

/// The app started as `name` at desktop size with a Codex duel begun, Player 1 first: the
/// quickest table to reach, for tests about what any table does.
pub(crate) async fn duel_started(name: &str) -> Result<App> {
    let app = App::launch(name).await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Codex duel").await?;
    app.click_button("Start match").await?;
    app.click_button("Player 1 goes first").await?;
    app.wait_for_text("Player 1's turn").await?;
    Ok(app)
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn codex_duel_with_a_teleport_a_fizzled_cascade_and_a_captured_leader() -> Result {
    let app = App::launch("codex").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Codex duel").await?;
    app.wait_for_text("Start match").await?;
    app.click_button("Start match").await?;

    // Who goes first; the boards are drawn from the format (CDX-BOARD-1).
    app.wait_for_text("Who goes first?").await?;
    app.look("codex-setup").await?;
    app.click_button("Player 1 goes first").await?;
    app.wait_for_text("Player 1's turn").await?;

    // Souls recruited at their slots' ranks: a rank-2 Soul hangs under the Scout's slot.
    recruit(&app, "Player 1", 1, "Scout").await?;
    recruit(&app, "Player 1", 4, "Knight").await?;
    app.click_button("Next turn").await?;
    app.wait_for_text("Player 2's turn").await?;
    settle().await;
    recruit(&app, "Player 2", 1, "Raider").await?;
    recruit(&app, "Player 2", 2, "Sentry").await?;
    app.look("codex-board").await?;
    boards_whole(&app, "Souls on the boards", &SIZES).await?;
    app.click_button("Next turn").await?;
    app.wait_for_text("Player 1's turn").await?;
    settle().await;

    // CDX-15.2: Teleport the Scout; exactly the empty rank-1 slots 2 and 3 light up.
    app.click_button("Scout, slot 1 of Player 1").await?;
    app.click_button("Teleport").await?;
    app.wait_for_text("pick a highlighted slot of Player 1")
        .await?;
    settle().await;
    let legal = highlighted(&app, "Player 1").await?;
    assert_eq!(legal, vec![2, 3], "the slots the engine offers");
    app.look("codex-teleport-pick").await?;
    // A dimmed slot still takes the tap: the engine refuses it with its rule.
    app.click_button("Teleport Scout to slot 6 of Player 1 (not a legal slot)")
        .await?;
    app.wait_for_text("CDX-15.2").await?;
    app.wait_for_text("Apply as ruling").await?;
    app.look("codex-teleport-refused").await?;
    app.click_button("Cancel").await?;
    settle().await;
    app.click_button("Teleport Scout to slot 3 of Player 1")
        .await?;
    app.wait_for_text("Player 1's turn").await?;
    app.click_button("Scout, slot 3 of Player 1").await?;
    app.click_button("Close").await?;
    settle().await;

    // CDX-15.1: the Knight is retracted to its owner's hand (5 − 2 recruited + 1 = 4).
    app.click_button("Knight, slot 4 of Player 1").await?;
    app.click_button("Retract").await?;
    app.wait_for_text("Player 1 retracts Knight").await?;
    app.click_button("Empty slot 4 of Player 1").await?;
    app.click_button("Close").await?;

    // CDX-15.3: the Raider goes face up to its owner's Exile.
    app.click_button("Raider, slot 1 of Player 2").await?;
    app.click_button("Exile").await?;
    app.click_button("Elysium and Exile of Player 2").await?;
    app.wait_for_text("Exile (1)").await?;
    app.wait_for_text("Raider").await?;
    app.look("codex-piles").await?;
    app.click_button("Close").await?;
    settle().await;

    // CDX-CASCADE-1: the Scout's effect, answered by Player 2; the answer resolves first.
    app.click_button("Scout, slot 3 of Player 1").await?;
    app.fill("What the effect does", "Draw two").await?;
    app.click_button("Activate").await?;
    app.wait_for_text("Player 1 has priority").await?;
    app.click_button("Pass for Player 1").await?;
    // Player 2 holds priority: on a phone the Cascade in the middle turns to face them.
    app.wait_for_text("Player 2 has priority").await?;
    settle().await;
    app.look("codex-cascade-answer").await?;
    // Beside the desktop's boards the Cascade is a side panel: it faces Player 2 too, and the
    // audit holds it to that (a Cascade left upright fails).
    app.audit_names(
        // Turned back at once, not through the turn's transition.
        "(() => { const e = document.querySelector('.cascade-col [data-strip]'); \
         e.style.transition = 'none'; return e; })()",
        "transform",
        "none",
        "not facing its seat: section",
    )
    .await?;
    app.click_button("Respond for Player 2").await?;
    app.fill("What the effect does", "Bounce the Scout").await?;
    app.click_button("Activate").await?;
    app.wait_for_text("Bounce the Scout").await?;
    settle().await;
    app.look("codex-cascade").await?;
    app.click_button("Close Cascade").await?;
    app.click_button("Resolve next").await?;
    app.wait_for_text("Resolved").await?;

    // CDX-15.5: the Scout leaves the field and comes back as a new card: its effect fizzles.
    app.click_button("Scout, slot 3 of Player 1").await?;
    app.click_button("Retract").await?;
    app.wait_for_text("Fizzled").await?;
    recruit(&app, "Player 1", 3, "Scout").await?;
    app.wait_for_text("From Scout (left the field)").await?;
    app.look("codex-cascade-fizzling").await?;
    app.click_button("Resolve next").await?;
    app.wait_for_text("Link 1 fizzled").await?;
    app.look("codex-fizzled").await?;

    // CDX-15.4: a Leader captured ends the duel.
    app.look("codex-table").await?;
    // One tap on the altar's + deals the Leader a damage; its sheet captures it.
    app.click_button("Leader of Player 2: damage +1").await?;
    app.click_button("Leader of Player 2: damage 1").await?;
    app.click_button("Capture the Leader").await?;
    app.wait_for_text("Player 1 wins!").await?;
    app.wait_for_text("The Leader of Player 2 was captured.")
        .await?;
    app.look("codex-outcome").await?;

    // One tap from the end of the duel to the next, with the same players and format.
    app.click_button("Rematch").await?;
    app.wait_for_text("Who goes first?").await?;
    app.screenshot("codex-rematch-desktop").await?;

    app.close().await
}

/// Fails naming what of each player's half is not in sight without a scroll, at each of `sizes`
/// (`what` names the moment): a half whose box scrolls, or a control of it (a slot, the counts,
/// the Leader with its + and −) outside the box the table gives the half or the window. Both
/// halves are looked at, the far one turned.
pub(crate) async fn boards_whole(app: &App, what: &str, sizes: &[((u32, u32), &str)]) -> Result {
    let mut cut = Vec::new();
    for &(size, suffix) in sizes {
        app.set_size(size).await?;
        app.settle().await?;
        let found = app
            .client()
            .execute(
                "const found = []; \
                 const halves = [...document.querySelectorAll('main section.seat-half')]; \
                 if (halves.length !== 2) found.push(`${halves.length} halves`); \
                 for (const half of halves) { \
                   const side = half.getAttribute('aria-label'); \
                   const box = half.parentElement; \
                   if (box.scrollHeight > box.clientHeight + 1 || box.scrollTop !== 0) \
                     found.push(`${side} scrolls: ${box.scrollHeight} px in ${box.clientHeight}`); \
                   const b = box.getBoundingClientRect(); \
                   const seen = { l: Math.max(b.left, 0), t: Math.max(b.top, 0), \
                                  r: Math.min(b.right, innerWidth), b: Math.min(b.bottom, innerHeight) }; \
                   const controls = [...half.querySelectorAll('button')]; \
                   if (!controls.some((c) => /: damage −1$/.test(c.getAttribute('aria-label')))) \
                     found.push(`${side} has no Leader −`); \
                   for (const c of controls) { \
                     const r = c.getBoundingClientRect(); \
                     if (r.left < seen.l - 0.5 || r.top < seen.t - 0.5 || r.right > seen.r + 0.5 || r.bottom > seen.b + 0.5) \
                       found.push(`${side}: ${c.getAttribute('aria-label')} at ${Math.round(r.top)}–${Math.round(r.bottom)} \
                                   outside ${Math.round(seen.t)}–${Math.round(seen.b)}`); \
                   } \
                 } \
                 return found;",
                vec![],
            )
            .await?;
        cut.extend(
            found.as_array().into_iter().flatten().map(|problem| {
                format!("{what}, {suffix}: {}", problem.as_str().unwrap_or_default())
            }),
        );
    }
    if cut.is_empty() {
        Ok(())
    } else {
        Err(format!("a board not whole in its half:\n  {}", cut.join("\n  ")).into())
    }
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn codex_boards_are_whole_in_their_halves_with_and_without_clocks() -> Result {
    let app = duel_started("codex-boards-whole").await?;
    boards_whole(&app, "no clocks", &SIZES).await?;
    app.set_size(DESKTOP).await?;
    start_clocks(
        &app,
        [
            "Start clocks",
            "Start the clocks",
            "Round limit (minutes, 0 for none)",
            "Each player's time (minutes, 0 for none)",
            "Start",
        ],
        "50 min",
        "25 min",
    )
    .await?;
    clock_runs_for(&app, 0).await?;
    assert_eq!(clocks_shown(&app).await?, 2, "a clock for each player");
    // The three sizes, and phones of the common sizes: the clocks' row across the middle takes
    // its height from both halves.
    let sizes: [((u32, u32), &str); 5] = [
        (PHONE, "phone"),
        ((360, 740), "phone-740"),
        ((390, 844), "phone-844"),
        (TABLET, "tablet"),
        (DESKTOP, "desktop"),
    ];
    boards_whole(&app, "clocks", &sizes).await?;
    app.look_at("codex-clocks", &sizes).await?;
    app.close().await
}
