//! The card screen: the shipped cards found by search (words, typed filters, a query that
//! does not read marked, the search's help), a card list with a bad record refused
//! whole with its reasons, then the fixed list imported and found at once, and a deck of the
//! imported card checked live with its problems by rule ID, saved, and used for a new match's
//! Spirit Deck; then a card Cast from the card data, picked as its name is typed.

use crate::harness::{App, Result, DESKTOP, PHONE};
use crate::scroll::tap;

/// One good record and one whose cost names no element.
const LIST_WITH_A_BAD_RECORD: &str = r#"[{"id": "elestrals-glimmerhorn", "name": "Glimmerhorn", "class": "elestral", "elements": ["solar"], "cost": ["solar", "omni"], "attack": 3, "defense": 3, "effect": "A test card."}, {"id": "elestrals-murkfin", "name": "Murkfin", "class": "elestral", "elements": ["water"], "cost": ["mud"], "attack": 1, "defense": 1}]"#;

const FIXED_LIST: &str = r#"[{"id": "elestrals-glimmerhorn", "name": "Glimmerhorn", "class": "elestral", "elements": ["solar"], "cost": ["solar", "omni"], "attack": 3, "defense": 3, "effect": "A test card."}]"#;

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn cards_are_searched_and_a_list_is_imported_whole_or_not_at_all() -> Result {
    let app = App::launch("cards").await?;
    let outcome = search_import_build_and_cast(&app).await;
    if outcome.is_err() {
        // What the screen showed when a step gave up says more than the step's error.
        app.screenshot("cards-failed").await.ok();
    }
    outcome?;
    app.close().await
}

async fn search_import_build_and_cast(app: &App) -> Result {
    app.wait_for_title("Tableside").await?;
    app.click_button("Cards").await?;
    app.wait_for_text("Fire Spirit").await?;
    app.look("cards").await?;
    app.fill("Search cards by name or text", "boulderback")
        .await?;
    app.wait_for_text("Found: 1").await?;
    // A card's text shows two lines; a tap on it shows the whole (a Conjure quest's, on a
    // phone), and the look ends back at the desktop size, on Elestrals again.
    app.set_size(PHONE).await?;
    app.click_button("Conjure The Chaos").await?;
    app.refill("Search cards by name or text", "unstoppable")
        .await?;
    app.wait_for_text("Unstoppable Force").await?;
    let text = "const b = document.querySelector('.face button.text'); \
                return [b.getAttribute('aria-expanded'), b.clientHeight];";
    let (folded, two_lines): (String, f64) =
        serde_json::from_value(app.client().execute(text, vec![]).await?)?;
    assert_eq!(folded, "false");
    app.client()
        .execute(
            "document.querySelector('.face button.text').click(); return true;",
            vec![],
        )
        .await?;
    app.wait_until(
        "return document.querySelector('.face button.text').getAttribute('aria-expanded');",
        serde_json::json!("true"),
    )
    .await?;
    let (_, whole): (String, f64) =
        serde_json::from_value(app.client().execute(text, vec![]).await?)?;
    assert!(
        whole > two_lines * 1.5,
        "the whole text takes more lines: {two_lines} → {whole} px"
    );
    app.look("cards-whole-text").await?;
    app.click_button("Elestrals").await?;

    // A typed filter, then one that does not read: the word is marked, with why, and the
    // help lists the fields with the values the cards have.
    app.refill("Search cards by name or text", "element:fire -k:spirit")
        .await?;
    app.wait_for_text("Emberfox").await?;
    app.refill("Search cards by name or text", "element:fire colr:red")
        .await?;
    app.wait_for_text("No field “colr”").await?;
    app.look("cards-query-problem").await?;
    app.click_button("Search help").await?;
    app.wait_for_text("Searching Elestrals cards").await?;
    app.wait_for_text("solar").await?;
    app.look("cards-search-help").await?;
    app.click_button("Close").await?;

    app.set_size(DESKTOP).await?;
    app.click_button("Import").await?;
    app.fill("Or paste the list", LIST_WITH_A_BAD_RECORD)
        .await?;
    app.click_button("Import the list").await?;
    app.wait_for_text("Nothing was imported. Records to fix: 1.")
        .await?;
    app.wait_for_text("Record 2 elestrals-murkfin").await?;
    // Each problem names its field as the record does, so it can be found in the file.
    app.wait_for_text("cost[0]").await?;
    app.look("cards-import-rejected").await?;

    // Nothing of the refused list was written: the good record is not found either.
    app.click_button("Close").await?;
    app.refill("Search cards by name or text", "glimmerhorn")
        .await?;
    app.wait_for_text("No card matches").await?;

    app.click_button("Import").await?;
    app.refill("Or paste the list", FIXED_LIST).await?;
    app.click_button("Import the list").await?;
    app.wait_for_text("Imported cards: 1.").await?;
    app.click_button("Close").await?;
    app.wait_for_text("Glimmerhorn").await?;
    app.look("cards-imported").await?;

    // A deck of the imported card and 19 Spirits: ELE-DECK-1 wants a Spirit Deck of 20.
    app.click_button("Add Glimmerhorn to the deck").await?;
    app.refill("Search cards by name or text", "fire spirit")
        .await?;
    app.click_button("Add Fire Spirit to the deck").await?;
    // The deck sits beside the results on a desktop, and the check follows it as it changes.
    for _ in 0..18 {
        tap(app, "One more Fire Spirit").await?;
    }
    app.wait_for_text("ELE-DECK-1").await?;
    app.wait_for_text("Not legal.").await?;
    app.look("cards-deck-check").await?;
    // On a phone the deck is a tap away from the search.
    app.set_size(PHONE).await?;
    app.click_button("Deck (20)").await?;
    app.wait_for_text("Not legal.").await?;
    app.look_at("cards-deck-check", &[(PHONE, "phone")]).await?;

    // The 20th Spirit, and the deck saved by name.
    tap(app, "One more Fire Spirit").await?;
    app.fill("Deck name", "Embers").await?;
    tap(app, "Save").await?;
    app.wait_for_text("Saved “Embers”.").await?;
    app.look("cards-deck-saved").await?;

    // ELE-DECK-1 at the table: a new match takes Player 1's Spirit Deck from the saved deck.
    app.click_button("Home").await?;
    app.click_button("Elestrals").await?;
    app.click_button("Start match").await?;
    app.click_button("Spirit Deck of Embers for Player 1")
        .await?;
    app.wait_for_text("Player 1's Spirit Deck: 20 Fire.")
        .await?;

    // A card picked from the card data as its name is typed: its cost and stats fill in.
    app.click_button("All Water for Player 2").await?;
    app.click_button("Player 1 goes first").await?;
    app.click_button("Draw").await?;
    app.click_button("Next phase").await?;
    app.click_button("Empty Elestral Row slot 1 of Player 1")
        .await?;
    app.fill("Card name", "Cinder").await?;
    app.click_button("Use Cindermaw from the card data").await?;
    app.wait_for_text("2 of 2 chosen").await?;
    app.look("cards-cast-from-data").await?;
    app.click_button("Cast Cindermaw").await?;
    app.wait_for_text("Player 1 Casts Cindermaw").await
}
