//! Bringing a button to the middle of its scrolling side before a tap, as a person scrolls to
//! it: the deck builder's two sides scroll on their own, and the driver's own scrolling leaves
//! a button at the bottom edge of such a side half out of sight.

use serde_json::json;

use crate::harness::{App, Result};

/// Scrolls the visible button named `name` (its `aria-label`, else its text) to the middle of
/// the screen, then taps it.
pub async fn tap(app: &App, name: &str) -> Result {
    app.client()
        .execute(
            "const named = [...document.querySelectorAll('button')].find((b) => \
               b.offsetParent !== null && \
               (b.getAttribute('aria-label') ?? b.textContent.replace(/\\s+/g, ' ').trim()) === arguments[0]); \
             if (named) named.scrollIntoView({ block: 'center' });",
            vec![json!(name)],
        )
        .await?;
    app.click_button(name).await
}
