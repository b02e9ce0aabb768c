//! The rules reference at the table: a refusal's rule chip opens it at that rule, it searches
//! by words in English or Chinese, it changes games, and the match menu opens it at the match's
//! game. Looked at, and audited, at phone and desktop size.

use serde_json::json;

use crate::harness::{App, Result, DESKTOP, PHONE};

/// The rule IDs the open reference lists, in order.
async fn listed(app: &App) -> Result<Vec<String>> {
    let script = "return [...document.querySelectorAll('dialog[open] [data-rule]')].map((r) => r.dataset.rule);";
    Ok(serde_json::from_value(
        app.client().execute(script, vec![]).await?,
    )?)
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn a_refusals_rule_opens_the_reference_which_searches_in_both_languages() -> Result {
    let app = crate::codex::duel_started("rules-reference").await?;

    // CDX-BOARD-1: slot 5 hangs under slot 2, which is empty, so a Soul cannot go there.
    app.click_button("Empty slot 5 of Player 1").await?;
    app.fill("Soul name", "Warden").await?;
    app.click_button("Recruit").await?;
    app.click_button("Rule CDX-BOARD-1: show the text").await?;
    app.click_button("All the rules").await?;
    app.wait_for_text("Rules: ").await?;
    let rules = listed(&app).await?;
    assert!(
        rules.contains(&"CDX-BOARD-1".to_owned()) && rules.contains(&"CDX-15.2".to_owned()),
        "{rules:?}"
    );
    let marked =
        "return document.querySelector('dialog[open] [data-rule].focus')?.dataset.rule ?? null";
    assert_eq!(app.client().execute(marked, vec![]).await?, "CDX-BOARD-1");
    app.look_at("rules-reference", &[(PHONE, "phone"), (DESKTOP, "desktop")])
        .await?;

    // Words of either language find a rule, whatever the screen's language.
    app.fill("Search the rules, in English or 中文", "leader altar")
        .await?;
    app.wait_for_text("Found: ").await?;
    let found = listed(&app).await?;
    assert!(!found.is_empty() && found.len() < rules.len(), "{found:?}");
    app.click_button("星灵").await?;
    app.refill("Search the rules, in English or 中文", "距离")
        .await?;
    app.wait_for_text("Found: ").await?;
    assert_eq!(listed(&app).await?, ["XL-SEAT-1", "XL-ATK-1"]);
    // The game's terms are searched too: 温柔 is one, named in both languages.
    app.refill("Search the rules, in English or 中文", "gentle")
        .await?;
    app.wait_for_text("温柔 (gentle)").await?;
    app.look_at("rules-reference-terms", &[(PHONE, "phone")])
        .await?;
    app.refill("Search the rules, in English or 中文", "距离")
        .await?;
    app.wait_for_text("Found: 2").await?;
    app.look_at(
        "rules-reference-search",
        &[(PHONE, "phone"), (DESKTOP, "desktop")],
    )
    .await?;
    // The system's back closes the reference, and the refusal under it is there as it was.
    app.client().back().await?;
    let reference_open =
        "return document.querySelector('dialog[data-testid=rules][open]') !== null";
    app.wait_until(reference_open, json!(false)).await?;
    app.wait_for_text("Slot 5 hangs under an empty slot.")
        .await?;

    // Back again closes the refusal, then the slot's sheet under it: the table is left.
    let open_sheets = "return document.querySelectorAll('dialog[open]').length";
    for left in [1, 0] {
        app.client().back().await?;
        app.wait_until(open_sheets, json!(left)).await?;
    }

    // From the match menu: the match's own game.
    app.click_button("Match menu").await?;
    app.click_button("Rules of this game").await?;
    app.wait_for_text("Rules: ").await?;
    assert!(listed(&app).await?.contains(&"CDX-CASCADE-1".to_owned()));
    app.close().await
}
