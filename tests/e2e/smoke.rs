//! The app starts and renders at the sizes Tableside supports.

use crate::harness::{App, Result, DESKTOP, PHONE};

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn the_app_starts_and_renders_at_phone_and_desktop_sizes() -> Result {
    let app = App::launch("smoke").await?;
    app.wait_for_title("Tableside").await?;

    app.set_size(PHONE).await?;
    app.screenshot("smoke-phone").await?;
    app.set_size(DESKTOP).await?;
    app.screenshot("smoke-desktop").await?;

    app.close().await
}
