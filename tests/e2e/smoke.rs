//! The app starts and renders at the sizes Tableside supports, and quitting closes its
//! database cleanly.

use std::time::{Duration, Instant};

use crate::harness::{App, Result};

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn the_app_starts_and_renders_at_phone_tablet_and_desktop_sizes() -> Result {
    let app = App::launch("smoke").await?;
    app.wait_for_title("Tableside").await?;

    app.wait_for_text("Pick a game").await?;
    app.look("smoke").await?;

    // The settings: language, theme, and keeping the screen on during a match, which is on
    // where the web view has a wake lock and says it cannot be where it has none.
    app.click_button("Settings").await?;
    app.wait_for_text("Keep the screen on during a match")
        .await?;
    let script = "const box = document.querySelector('dialog[open] input[type=checkbox]'); \
                  return [('wakeLock' in navigator), box.checked, box.disabled];";
    let found: (bool, bool, bool) =
        serde_json::from_value(app.client().execute(script, vec![]).await?)?;
    let (supported, checked, disabled) = found;
    assert_eq!(
        (checked, disabled),
        (supported, !supported),
        "the setting follows what the web view can do"
    );
    if !supported {
        app.wait_for_text("This device cannot keep the screen on from the app")
            .await?;
    }
    app.look("settings").await?;

    // A seat's color changes with one tap, the seat that wore the new color takes the old one,
    // and the default comes back.
    let colors = "const s = document.documentElement.style; \
                  return [s.getPropertyValue('--player-0').trim(), s.getPropertyValue('--player-1').trim()];";
    let before: Vec<String> = serde_json::from_value(app.client().execute(colors, vec![]).await?)?;
    assert_eq!(before, ["var(--palette-0)", "var(--palette-1)"]);
    app.click_button("Change the color of seat 1").await?;
    let after: Vec<String> = serde_json::from_value(app.client().execute(colors, vec![]).await?)?;
    assert_eq!(
        after,
        ["var(--palette-1)", "var(--palette-0)"],
        "seats 1 and 2 swapped colors"
    );
    app.click_button("Default colors").await?;
    let reset: Vec<String> = serde_json::from_value(app.client().execute(colors, vec![]).await?)?;
    assert_eq!(reset, before);

    // The system's back (a phone's gesture; here the page's history) closes the sheet first,
    // then leaves a screen for home.
    let open_sheets = "return document.querySelectorAll('dialog[open]').length";
    app.client().back().await?;
    app.wait_until(open_sheets, serde_json::json!(0)).await?;
    app.wait_for_text("Pick a game").await?;
    app.click_button("History").await?;
    app.wait_for_text("Match history").await?;
    app.client().back().await?;
    app.wait_for_text("Pick a game").await?;

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
            "window.__TAURI_INTERNALS__.invoke('call', { command: 'quit_app', args: {} }); return true;",
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
