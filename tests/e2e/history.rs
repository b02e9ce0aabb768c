//! Match history in the real app: a Conjure The Chaos deck saved on the card screen, two
//! matches played to their end with named players (the second taking a name from the roster,
//! the first with the saved deck on a seat), the history filtered and searched, the
//! statistics with a win rate that says how uncertain it is, a match opened and its table
//! scrubbed back to the third turn with the life totals it had then, its chart, a rematch that
//! keeps the deck, and every match exported and imported into a second app with an empty
//! database, whole, and once only.

use std::time::Duration;

use fantoccini::Locator;
use serde_json::{json, Value};

use crate::harness::{App, Result, CATCH_DOWNLOAD, DESKTOP, PASTE_TO_IMPORT, PHONE, READ_DOWNLOAD};

const DECK: &str = "Ember Rush";

/// Lets a turned area, a sheet or the layout finish moving before the next look or tap.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(600)).await;
}

/// Picks the option showing `label` in the drop-down named `name` (its `aria-label`, or the
/// text of the `<label>` it sits in), as a tap on the option would.
async fn choose(app: &App, name: &str, label: &str) -> Result {
    let script = r#"
const [name, label] = arguments;
const text = (el) => (el.textContent || '').trim();
const select = [...document.querySelectorAll('select')].find((s) =>
  s.getAttribute('aria-label') === name || (s.closest('label') && text(s.closest('label').querySelector('span')) === name));
if (!select) return `no drop-down named ${name}`;
const option = [...select.options].find((o) => text(o) === label);
if (!option) return `no option ${label} in ${name}: ${[...select.options].map(text).join(', ')}`;
option.selected = true;
select.dispatchEvent(new Event('input', { bubbles: true }));
select.dispatchEvent(new Event('change', { bubbles: true }));
return '';
"#;
    for _ in 0..50 {
        let answer = app
            .client()
            .execute(script, vec![json!(name), json!(label)])
            .await?;
        match answer.as_str() {
            Some("") => return Ok(()),
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    Err(format!("could not choose {label:?} in {name:?}").into())
}

/// Clicks the first button whose accessible name starts with `prefix` (the history's buttons
/// end with the match's date and time).
async fn click_starting(app: &App, prefix: &str) -> Result {
    click_nth_starting(app, prefix, "1").await
}

/// Clicks the button at XPath position `nth` (`1`, `last()`) among those whose accessible
/// name starts with `prefix`.
async fn click_nth_starting(app: &App, prefix: &str, nth: &str) -> Result {
    let xpath = format!("(//button[starts-with(@aria-label, '{prefix}')])[{nth}]");
    for _ in 0..50 {
        if let Ok(button) = app.client().find(Locator::XPath(&xpath)).await {
            if button.is_displayed().await.unwrap_or(false) {
                button.click().await?;
                return Ok(());
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(format!("no button named {prefix:?}…").into())
}

/// The page's visible text.
async fn page_text(app: &App) -> Result<String> {
    let text = app
        .client()
        .execute("return document.body.innerText", vec![])
        .await?;
    Ok(text.as_str().unwrap_or_default().to_owned())
}

async fn next_phases(app: &App, count: usize) -> Result {
    for _ in 0..count {
        app.click_button("Next phase").await?;
        settle().await;
    }
    Ok(())
}

/// The guided set-up of a two-player match, `first` going first: tribes, the four towers dealt
/// at random in the draft's order, both opening hands kept; then turn 1 starts.
async fn set_up(app: &App, first: &str, second: &str) -> Result {
    app.click_button(&format!("{first} goes first")).await?;
    app.click_button(&format!("Tribe of {first}")).await?;
    app.click_button("Dwarves").await?;
    app.click_button(&format!("Tribe of {second}")).await?;
    app.click_button("Vampires").await?;
    for (pick, name) in [(1, second), (2, first), (3, second), (4, first)] {
        // The middle turns to face each picker: let it finish turning before the tap.
        app.wait_for_text(&format!("{name}'s pick ({pick} of 4)"))
            .await?;
        settle().await;
        app.click_button("Deal a tower at random").await?;
    }
    app.wait_for_text("Opening hands: redraw once if you like")
        .await?;
    app.click_button(&format!("Keep the hand of {first}"))
        .await?;
    app.click_button(&format!("Keep the hand of {second}"))
        .await?;
    app.click_button("Start turn 1").await
}

/// Saves a one-card Conjure deck on the card screen (the window at desktop size), for a seat to
/// play.
async fn save_deck(app: &App) -> Result {
    app.click_button("Cards").await?;
    app.click_button("Conjure The Chaos").await?;
    app.fill("Search cards by name or text", "cinderback")
        .await?;
    // The list is searched as the name is typed: tap once it has settled on the one card.
    app.wait_for_text("Found: 1").await?;
    app.click_button("Add Cinderback Ram to the deck").await?;
    // The deck is built beside the search.
    app.wait_for_text("Deck (1)").await?;
    app.fill("Deck name", DECK).await?;
    app.click_button("Save").await?;
    app.wait_for_text(&format!("Saved “{DECK}”.")).await?;
    app.click_button("Home").await
}

/// Ana (with the saved deck) against Ben over three turns, five life off Ben on turn 1 and off
/// Ana on turn 2, and Ben down to 0 on turn 3.
async fn first_match(app: &App) -> Result {
    app.click_button("Conjure The Chaos").await?;
    app.wait_for_text("Start match").await?;
    app.refill("Name of player 1", "Ana").await?;
    app.refill("Name of player 2", "Ben").await?;
    choose(app, "Deck of player 1", DECK).await?;
    app.click_button("Start match").await?;
    set_up(app, "Ana", "Ben").await?;

    // Turn 1, Ana (the first player skips the draw on round one).
    app.click_button("Recharge red").await?;
    app.click_button("Subtract 5 life from Ben").await?;
    app.wait_for_content("Life of Ben: 25").await?;
    next_phases(app, 6).await?;

    // Turn 2, Ben: a card and this turn's Chaos card in the Draw phase.
    app.wait_for_text("Ben's turn").await?;
    app.click_button("Recharge green").await?;
    app.click_button("Subtract 5 life from Ana").await?;
    app.wait_for_content("Life of Ana: 25").await?;
    next_phases(app, 3).await?;
    app.click_button("Draw").await?;
    app.click_button("Draw Chaos card").await?;
    app.fill("Chaos card name", "Quiet Winds").await?;
    app.click_button("Put it into play").await?;
    next_phases(app, 3).await?;

    // Turn 3, Ana: Ben's life to 0 ends the match.
    app.wait_for_text("Ana's turn").await?;
    app.click_button("Recharge red").await?;
    for _ in 0..5 {
        app.click_button("Subtract 5 life from Ben").await?;
    }
    app.wait_for_text("Ana wins!").await?;
    app.click_button("Home").await
}

/// Ana again, her name taken from the roster, against Cleo, who concedes on turn 1.
async fn second_match(app: &App) -> Result {
    app.click_button("Conjure The Chaos").await?;
    app.wait_for_text("Start match").await?;
    app.client()
        .find(Locator::Css("input[aria-label='Name of player 1']"))
        .await?
        .click()
        .await?;
    app.wait_for_text("Ana").await?;
    app.look("history-new-match-roster").await?;
    app.click_button("Ana for player 1").await?;
    app.refill("Name of player 2", "Cleo").await?;
    app.click_button("Start match").await?;
    set_up(app, "Cleo", "Ana").await?;
    app.click_button("Recharge red").await?;
    app.click_button("Options for Cleo").await?;
    app.click_button("Concede for Cleo").await?;
    app.wait_for_text("Ana wins!").await?;
    app.click_button("Home").await
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn history_filters_scrubs_rematches_and_moves_to_another_database() -> Result {
    let app = App::launch("history").await?;
    app.wait_for_title("Tableside").await?;
    app.set_size(DESKTOP).await?;
    app.wait_for_text("Conjure The Chaos").await?;

    save_deck(&app).await?;
    first_match(&app).await?;
    second_match(&app).await?;
    app.look("history-home").await?;

    // Every match, newest first.
    app.click_button("History").await?;
    app.wait_for_text("Won by Ana (conceded)").await?;
    app.wait_for_text("Won by Ana").await?;
    app.wait_for_text(DECK).await?;
    app.look("history-list").await?;

    // Searched by a name, then filtered by player and result.
    app.fill("Search players and decks", "Cleo").await?;
    app.wait_for_text("Won by Ana (conceded)").await?;
    poll_until(&app, "only Cleo's match listed", |text| {
        !text.contains("Ben")
    })
    .await?;
    clear_search(&app).await?;
    app.set_size(PHONE).await?;
    app.click_button("Filters").await?;
    choose(&app, "Player", "Ben").await?;
    choose(&app, "Result", "Won").await?;
    poll_until(&app, "only Ben's match listed", |text| {
        text.contains("Ben") && !text.contains("Cleo")
    })
    .await?;
    app.look("history-filtered").await?;
    app.click_button("Clear filters").await?;
    app.wait_for_text("Cleo").await?;

    // The roster: Cleo renamed, her match hers under the new name.
    app.click_button("Players").await?;
    app.click_button("Rename or merge Cleo").await?;
    app.refill("Name", "Cleo B.").await?;
    app.click_button("Rename").await?;
    app.wait_for_text("Matches: 1").await?;
    app.look("history-players").await?;
    app.click_button("Close").await?;
    app.wait_for_text("Cleo B.").await?;

    // Statistics: Ana's two wins read as 100 %, and quietly as likely between 34 % and 100 %,
    // not as a sure 100 %. The filters wait behind one control that says what they choose.
    app.click_button("Statistics").await?;
    app.click_button("Filters: all matches").await?;
    app.look("history-stats-filters").await?;
    choose(&app, "Player", "Ana").await?;
    app.click_button("Filters: Ana").await?;
    app.wait_for_text("likely 34–100 %").await?;
    app.wait_for_text("Head-to-head").await?;
    // The matches were played in seconds: their length reads as under a minute, per game too.
    app.wait_for_text("Average length").await?;
    app.wait_for_text("Match length by game").await?;
    app.look("history-stats").await?;
    app.set_size(PHONE).await?;
    scroll_to(&app, "stats-trend").await?;
    app.screenshot("history-stats-trend-phone").await?;
    app.set_size(DESKTOP).await?;
    choose(&app, "Opponent", "Ben").await?;
    app.wait_for_text("Ana against Ben").await?;
    app.wait_for_text("likely 21–100 %").await?;
    app.click_button("Back to history").await?;

    // Cleo's match names her as the roster does now, in its times as in its heading.
    click_starting(&app, "Details: Ana · Cleo B.").await?;
    app.wait_for_text("Cleo B.: ").await?;
    app.click_button("Back to history").await?;

    // The first match, scrubbed back to the start of its third turn: Ben had 25 life then.
    click_starting(&app, "Details: Ana · Ben").await?;
    app.wait_for_text("Won by Ana").await?;
    app.wait_for_text(DECK).await?;
    app.wait_for_content("Life of Ben: 0").await?;
    app.click_button("Step back a turn").await?;
    app.wait_for_text("Turn 3").await?;
    app.wait_for_content("Life of Ben: 25").await?;
    app.wait_for_content("Life of Ana: 25").await?;
    app.look("history-detail-turn-3").await?;
    // On a phone the table is under the scrubber.
    app.set_size(PHONE).await?;
    scroll_to(&app, "detail-scores").await?;
    app.screenshot("history-detail-table-phone").await?;
    app.set_size(DESKTOP).await?;
    app.click_button("Step back a turn").await?;
    app.wait_for_content("Life of Ana: 30").await?;
    app.click_button("Step forward an entry").await?;
    app.click_button("Step forward a phase").await?;
    app.wait_for_paint().await?;
    app.wait_for_text("Time per turn").await?;
    // The chart, below the table on a phone.
    app.set_size(PHONE).await?;
    scroll_to(&app, "detail-chart").await?;
    app.screenshot("history-detail-chart-phone").await?;
    app.set_size(DESKTOP).await?;

    // A rematch from history keeps the seats and the deck.
    click_starting(&app, "Rematch: Ana · Ben").await?;
    app.wait_for_text("Who goes first?").await?;
    app.click_button("Match menu").await?;
    app.click_button("Home").await?;
    app.click_button("History").await?;
    app.wait_for_text("In progress").await?;
    click_starting(&app, "Details: Ana · Ben").await?;
    app.wait_for_text("In progress").await?;
    app.wait_for_text(DECK).await?;
    app.click_button("Back to history").await?;

    // Every match out, as the download hands it over.
    let exported = export_json(&app).await?;
    let file: Value = serde_json::from_str(&exported)?;
    assert!(exported.contains("Cleo"), "the export names every player");
    assert!(file.is_object() || file.is_array(), "the export is JSON");
    app.close().await?;

    // A second app with an empty database takes them in: a broken file changes nothing, the
    // good one comes in whole, and again only once.
    let fresh = App::launch("history-import").await?;
    fresh.wait_for_title("Tableside").await?;
    fresh.set_size(DESKTOP).await?;
    fresh.click_button("History").await?;
    fresh.wait_for_text("No matches yet.").await?;
    fresh.click_button("Import or export").await?;
    paste(&fresh, "{\"format\": \"tableside-history\"").await?;
    fresh.click_button("Import").await?;
    fresh.wait_for_text("nothing was imported").await?;
    paste(&fresh, &exported).await?;
    fresh.click_button("Import").await?;
    fresh
        .wait_for_text("3 imported, 0 already present.")
        .await?;
    fresh.look("history-import").await?;
    fresh.click_button("Import").await?;
    fresh
        .wait_for_text("0 imported, 3 already present.")
        .await?;
    fresh.click_button("Close").await?;
    fresh.wait_for_text("Won by Ana (conceded)").await?;
    fresh.wait_for_text(DECK).await?;
    fresh.look("history-imported-list").await?;

    // The same screens in Chinese.
    fresh.click_button("Home").await?;
    fresh.click_button("Settings").await?;
    fresh
        .client()
        .execute(
            "document.querySelector(\"input[name='lang'][value='zh']\").click()",
            vec![],
        )
        .await?;
    fresh.click_button("关闭").await?;
    fresh.click_button("历史").await?;
    fresh.wait_for_text("对局历史").await?;
    fresh.look("history-list-zh").await?;
    // The oldest of them: the first match, over.
    click_nth_starting(&fresh, "详情：Ana · Ben", "last()").await?;
    fresh.wait_for_text("Ana 获胜").await?;
    fresh.look("history-detail-zh").await?;
    fresh.close().await
}

/// Waits until the page's visible text passes `check`.
async fn poll_until(app: &App, what: &str, check: impl Fn(&str) -> bool) -> Result {
    for _ in 0..100 {
        if check(&page_text(app).await?) {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(format!("gave up waiting for {what}").into())
}

/// Taps "Download JSON" and returns the file the download was handed, caught as the page
/// makes it. The download itself is cancelled: the web view would save it in the app's working
/// directory, and every run would leave a file there.
async fn export_json(app: &App) -> Result<String> {
    app.client().execute(CATCH_DOWNLOAD, vec![]).await?;
    app.click_button("Import or export").await?;
    app.click_button("Download JSON").await?;
    let text = app.client().execute_async(READ_DOWNLOAD, vec![]).await?;
    app.click_button("Close").await?;
    Ok(text.as_str().unwrap_or_default().to_owned())
}

/// Scrolls the element with the ID `id` to the top of the window.
async fn scroll_to(app: &App, id: &str) -> Result {
    app.client()
        .execute(
            "document.getElementById(arguments[0]).scrollIntoView()",
            vec![json!(id)],
        )
        .await?;
    settle().await;
    app.wait_for_paint().await
}

/// Empties the history's search box, as its clear button would.
async fn clear_search(app: &App) -> Result {
    let script = r#"
const box = document.querySelector("input[aria-label='Search players and decks']");
box.value = '';
box.dispatchEvent(new Event('input', { bubbles: true }));
"#;
    app.client().execute(script, vec![]).await?;
    Ok(())
}

/// Puts `text` in the import's text box as a paste would.
async fn paste(app: &App, text: &str) -> Result {
    let done = app
        .client()
        .execute(PASTE_TO_IMPORT, vec![json!(text)])
        .await?;
    assert_eq!(done, json!(true), "the import's text box");
    Ok(())
}
