//! A Codex duel played with taps: the first player, Souls recruited on ranked slots, a
//! Teleport that picks among the slots the engine highlights (CDX-15.2; a dimmed slot refused
//! with its rule), a Retract (CDX-15.1), an Exile (CDX-15.3), a Cascade whose effect fizzles
//! because its Soul left the field and came back (CDX-15.5, CDX-CASCADE-1), and the win by
//! capturing the Leader (CDX-15.4). Each main moment is photographed at phone and desktop size,
//! and the table is checked for overlapping, clipped or too small controls.

use std::time::Duration;

use serde_json::Value;

use crate::harness::{App, Result, DESKTOP, PHONE, TABLET};

/// Screenshots of the current screen at both sizes, ending at the desktop size, each after a
/// layout audit of the table.
async fn both_sizes(app: &App, name: &str) -> Result {
    for (size, suffix) in [(PHONE, "phone"), (DESKTOP, "desktop")] {
        app.set_size(size).await?;
        settle().await;
        app.wait_for_paint().await?;
        app.screenshot(&format!("codex-{name}-{suffix}")).await?;
        audit(app, &format!("{name} ({suffix})")).await?;
    }
    Ok(())
}

/// Lets a turned area, a sheet or the layout finish moving before the next look or tap.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(600)).await;
}

/// What the layout audit checks on the table (when no sheet covers it): no horizontal scroll,
/// every control it shows at least 44 px, not cut off by a box that clips it and not covered by
/// another element at its centre (`elementFromPoint`), and no text cut off without an
/// ellipsis. Controls scrolled out of their area are left alone: they are a scroll away.
const AUDIT: &str = r#"
const problems = [];
const vw = window.innerWidth, vh = window.innerHeight;
if (document.documentElement.scrollWidth > vw + 1) {
  problems.push(`horizontal scroll: ${document.documentElement.scrollWidth} > ${vw}`);
}
if (document.querySelector('dialog[open]')) return problems;
// Over with the match, the outcome covers the table on purpose: then its banner is what counts.
const root = document.querySelector('main.table .overlay') || document.querySelector('main.table');
if (!root) return ['no table'];
const nameOf = (el) => (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
// Where a control can show: inside every ancestor that clips (`clip`), and inside the part of
// each scrolling ancestor now in view (`view`; the rest is a scroll away, not cut off).
const boxes = (el) => {
  let clip = { l: 0, t: 0, r: vw, b: vh };
  let view = { ...clip };
  const meet = (a, r) => ({ l: Math.max(a.l, r.left), t: Math.max(a.t, r.top), r: Math.min(a.r, r.right), b: Math.min(a.b, r.bottom) });
  for (let a = el.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const r = a.getBoundingClientRect();
    const scrolls = /(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight + 1;
    view = meet(view, r);
    if (!scrolls) clip = meet(clip, r);
  }
  return { clip, view };
};
for (const el of root.querySelectorAll('button, input, [role=button]')) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) continue;
  const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  const { clip, view } = boxes(el);
  if (cx < view.l || cx > view.r || cy < view.t || cy > view.b) continue;
  if (r.width < 43.5 || r.height < 43.5) problems.push(`small target "${nameOf(el)}": ${Math.round(r.width)}x${Math.round(r.height)}`);
  if (r.top < clip.t - 1 || r.bottom > clip.b + 1 || r.left < clip.l - 1 || r.right > clip.r + 1) problems.push(`cut off: "${nameOf(el)}"`);
  const hit = document.elementFromPoint(cx, cy);
  if (hit && !el.contains(hit) && !hit.contains(el)) problems.push(`covered: "${nameOf(el)}" by ${hit.tagName.toLowerCase()}.${hit.className}`);
}
for (const el of root.querySelectorAll('*')) {
  if (el.children.length > 0 || (el.textContent || '').trim() === '') continue;
  const s = getComputedStyle(el);
  const hides = s.overflowX === 'hidden' || s.overflowX === 'clip';
  if (hides && s.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1) problems.push(`clipped text: "${nameOf(el)}"`);
}
return problems;
"#;

async fn audit(app: &App, moment: &str) -> Result {
    let found = app.client().execute(AUDIT, vec![]).await?;
    let problems: Vec<String> = match found {
        Value::Array(items) => items
            .into_iter()
            .map(|item| item.as_str().unwrap_or_default().to_owned())
            .collect(),
        other => vec![format!("the audit answered {other}")],
    };
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("layout problems at {moment}:\n  {}", problems.join("\n  ")).into())
    }
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
    both_sizes(&app, "setup").await?;
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
    both_sizes(&app, "board").await?;
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
    both_sizes(&app, "teleport-pick").await?;
    // A dimmed slot still takes the tap: the engine refuses it with its rule.
    app.click_button("Teleport Scout to slot 6 of Player 1 (not a legal slot)")
        .await?;
    app.wait_for_text("CDX-15.2").await?;
    app.wait_for_text("Apply as ruling").await?;
    both_sizes(&app, "teleport-refused").await?;
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
    both_sizes(&app, "piles").await?;
    app.click_button("Close").await?;
    settle().await;

    // CDX-CASCADE-1: the Scout's effect, answered by Player 2; the answer resolves first.
    app.click_button("Scout, slot 3 of Player 1").await?;
    app.fill("What the effect does", "Draw two").await?;
    app.click_button("Activate").await?;
    app.wait_for_text("Player 1 has priority").await?;
    app.click_button("Pass for Player 1").await?;
    app.click_button("Respond for Player 2").await?;
    app.fill("What the effect does", "Bounce the Scout").await?;
    app.click_button("Activate").await?;
    app.wait_for_text("Bounce the Scout").await?;
    settle().await;
    both_sizes(&app, "cascade").await?;
    app.click_button("Close Cascade").await?;
    app.click_button("Resolve next").await?;
    app.wait_for_text("Resolved").await?;

    // CDX-15.5: the Scout leaves the field and comes back as a new card: its effect fizzles.
    app.click_button("Scout, slot 3 of Player 1").await?;
    app.click_button("Retract").await?;
    app.wait_for_text("Fizzled").await?;
    recruit(&app, "Player 1", 3, "Scout").await?;
    app.wait_for_text("From Scout (left the field)").await?;
    both_sizes(&app, "cascade-fizzling").await?;
    app.click_button("Resolve next").await?;
    app.wait_for_text("Link 1 fizzled").await?;
    both_sizes(&app, "fizzled").await?;

    // CDX-15.4: a Leader captured ends the duel.
    app.set_size(TABLET).await?;
    settle().await;
    app.wait_for_paint().await?;
    app.screenshot("codex-table-tablet").await?;
    audit(&app, "table (tablet)").await?;
    app.set_size(DESKTOP).await?;
    settle().await;
    // One tap on the altar's + deals the Leader a damage; its sheet captures it.
    app.click_button("Leader of Player 2: damage +1").await?;
    app.click_button("Leader of Player 2: damage 1").await?;
    app.click_button("Capture the Leader").await?;
    app.wait_for_text("Player 1 wins!").await?;
    app.wait_for_text("The Leader of Player 2 was captured.")
        .await?;
    both_sizes(&app, "outcome").await?;

    // One tap from the end of the duel to the next, with the same players and format.
    app.click_button("Rematch").await?;
    app.wait_for_text("Who goes first?").await?;
    app.screenshot("codex-rematch-desktop").await?;

    app.close().await
}
