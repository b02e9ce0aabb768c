//! Long work off the window's thread: a large card list imports with its progress on screen,
//! the sheet is closed while it goes on, the search answers meanwhile, and a toast says when
//! the import is done.

use std::time::{Duration, Instant};

use crate::harness::{App, Result, DESKTOP, PHONE};

/// How many cards the list holds: enough that writing them takes seconds in the test build.
const CARDS: usize = 60_000;

/// Puts a list of [`CARDS`] cards into the paste field as a person pasting it would (typing
/// megabytes through WebDriver would take minutes), built in the page.
const PASTE_A_LARGE_LIST: &str = r#"
const [count] = arguments;
const cards = Array.from({ length: count }, (_, n) => ({
  id: `elestrals-bulk-${n}`, name: `Bulk Card ${n}`, class: "elestral", elements: ["fire"],
  cost: ["fire"], attack: 1, defense: 1, effect: `Bulk card number ${n}.`,
}));
const field = document.querySelector('textarea');
field.value = JSON.stringify(cards);
field.dispatchEvent(new Event('input', { bubbles: true }));
return field.value.length;
"#;

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn a_large_import_shows_its_progress_and_the_window_answers_meanwhile() -> Result {
    let app = App::launch("long_work").await?;
    let outcome = import_while_searching(&app).await;
    if outcome.is_err() {
        app.screenshot("long-work-failed").await.ok();
    }
    outcome?;
    app.close().await
}

async fn import_while_searching(app: &App) -> Result {
    app.wait_for_title("Tableside").await?;
    app.click_button("Cards").await?;
    app.wait_for_text("Fire Spirit").await?;
    app.set_size(PHONE).await?;
    app.click_button("Import").await?;
    let pasted = app
        .client()
        .execute(PASTE_A_LARGE_LIST, vec![CARDS.into()])
        .await?;
    assert!(pasted.as_u64().is_some_and(|length| length > 1_000_000));
    app.click_button("Import the list").await?;

    // The bar moves as the cards are written, in one transaction.
    app.wait_for_text("Writing cards:").await?;
    app.screenshot("cards-import-progress-phone").await?;
    app.set_size(DESKTOP).await?;
    app.wait_for_text("Writing cards:").await?;
    app.screenshot("cards-import-progress-desktop").await?;

    // Left running: the sheet closes, and the search answers while the cards are written.
    app.click_button("Close").await?;
    app.refill("Search cards by name or text", "boulderback")
        .await?;
    app.wait_for_text("Found: 1").await?;
    let still_writing = app
        .client()
        .execute(
            "return document.body.innerText.includes('Imported cards')",
            vec![],
        )
        .await?;
    assert_eq!(
        still_writing.as_bool(),
        Some(false),
        "the search answered before the import was done"
    );

    wait_long_for_text(
        app,
        &format!("Imported cards: {CARDS}."),
        Duration::from_secs(240),
    )
    .await?;
    app.refill("Search cards by name or text", "Bulk Card 59999")
        .await?;
    app.wait_for_text("Found: 1").await?;
    app.look("cards-after-large-import").await
}

/// Waits up to `patience` for `text` to show: longer than the harness waits for a tap's
/// answer, as a test build writes a large list slowly.
async fn wait_long_for_text(app: &App, text: &str, patience: Duration) -> Result {
    let deadline = Instant::now() + patience;
    let script = format!(
        "return document.body.innerText.includes({})",
        serde_json::to_string(text)?
    );
    while Instant::now() < deadline {
        if app.client().execute(&script, vec![]).await?.as_bool() == Some(true) {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    Err(format!("{text:?} did not show within {patience:?}").into())
}
