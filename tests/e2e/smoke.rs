//! The app starts and renders at the sizes Tableside supports, and quitting closes its
//! database cleanly.

use std::time::{Duration, Instant};

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

/// Quitting (the recovery screen's Quit goes the same way) closes the database, which folds
/// its write-ahead log into the file: the next start has no log to vet.
#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn quitting_closes_the_database_and_leaves_no_log() -> Result {
    let app = App::launch("quit").await?;
    app.wait_for_title("Tableside").await?;
    app.wait_for_text("Pick a game").await?;
    let mut wal = app.database().as_os_str().to_owned();
    wal.push("-wal");
    let wal = std::path::PathBuf::from(wal);
    assert!(wal.exists(), "the open database has its log");
    let pid = app.app_pid()?;

    // Not awaited to the end: the app is gone before it could answer.
    let _ = tokio::time::timeout(
        Duration::from_secs(5),
        app.client().execute(
            "window.__TAURI_INTERNALS__.invoke('quit_app'); return true;",
            vec![],
        ),
    )
    .await;

    let deadline = Instant::now() + Duration::from_secs(15);
    while app.app_processes_include(pid) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(!app.app_processes_include(pid), "the app quit");
    assert!(
        !wal.exists(),
        "the log was folded into the file at the close"
    );
    Ok(())
}
