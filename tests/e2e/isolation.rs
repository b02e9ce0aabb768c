//! The harness itself: each test's app gets its own database, and a killed app can be restarted
//! in the same test, as crash-recovery tests need.

use crate::harness::{App, Result};

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn the_app_gets_the_test_database_and_restarts_after_being_killed() -> Result {
    let mut app = App::launch("isolation").await?;
    app.wait_for_title("Tableside").await?;
    let expected = format!("TABLESIDE_DB={}", app.database().display());
    assert!(
        app.app_environment()?.contains(&expected),
        "the app process did not inherit {expected}"
    );

    let first = app.app_pid()?;
    app.kill_and_restart().await?;
    app.wait_for_title("Tableside").await?;
    assert_ne!(
        app.app_pid()?,
        first,
        "the restarted app should be a new process"
    );

    app.close().await
}
