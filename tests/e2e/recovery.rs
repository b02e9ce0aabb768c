//! The real app started on a database that will not open: the recovery screen says what is
//! wrong with which file, keeps the file aside, starts a fresh database with what still reads,
//! and the next start is an ordinary one.

use crate::harness::{App, Result};

/// A file in the database's place that is not a database at all, as a failing disk or a
/// mistaken copy leaves it.
fn damaged(path: &std::path::Path) -> Result {
    std::fs::write(path, b"SQLite format 2\0 not what it seems\n".repeat(500))?;
    Ok(())
}

fn kept_files(app: &App) -> Result<Vec<String>> {
    let mut names: Vec<String> = std::fs::read_dir(app.data_dir())?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.contains(".damaged-"))
        .collect();
    names.sort();
    Ok(names)
}

#[tokio::test]
#[ignore = "end-to-end: needs a display and the built app; run `cargo xtask e2e`"]
async fn a_damaged_database_shows_recovery_keeps_the_file_and_starts_fresh() -> Result {
    let mut app = App::launch_on("recovery", damaged).await?;
    app.wait_for_title("Tableside").await?;
    app.wait_for_text("Your matches could not be opened")
        .await?;
    app.wait_for_text("The database file is damaged").await?;
    app.wait_for_text(&app.database().display().to_string())
        .await?;
    app.look("recovery-damaged").await?;

    app.click_button("Recover what can be read").await?;
    app.wait_for_text("A fresh database is ready").await?;
    app.wait_for_text("Carried over: 0 matches").await?;
    let kept = kept_files(&app)?;
    assert_eq!(kept.len(), 1, "the damaged file is kept aside: {kept:?}");
    let kept_bytes = std::fs::read(app.data_dir().join(&kept[0]))?;
    assert!(kept_bytes.starts_with(b"SQLite format 2"), "kept as it was");
    app.look("recovery-done").await?;
    app.click_button("Continue").await?;
    app.wait_for_text("Pick a game").await?;

    // The next start is an ordinary one, on the fresh database.
    app.kill_and_restart().await?;
    app.wait_for_text("Pick a game").await?;
    assert_eq!(kept_files(&app)?.len(), 1, "nothing more was set aside");
    app.close().await
}
