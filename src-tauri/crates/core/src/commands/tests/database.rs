//! Tests of `database`: the status the UI asks for first, and a fresh start.

use serde_json::{json, Value};
use tableside_engine::ErrorCode;

use crate::state::AppState;
use crate::test_support::TestApp;

#[test]
fn a_sound_database_reports_no_problem_and_cannot_be_set_aside() {
    let app = TestApp::new();
    let status: Value = app.call("database_status", json!({}));
    assert_eq!(status["problem"], Value::Null);
    assert_eq!(status["set_aside_log"], Value::Null);

    let refused = app
        .invoke("start_fresh_database", json!({ "salvage": false }))
        .expect_err("refused");
    assert_eq!(refused["code"], ErrorCode::DatabaseIsSound);
}

#[test]
fn a_file_that_will_not_open_is_kept_aside_and_a_fresh_start_works() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    let garbage = b"this is not a database\n".repeat(400);
    std::fs::write(&path, &garbage).expect("writes");
    let app = TestApp::on(AppState::open(&path));

    let status: Value = app.call("database_status", json!({}));
    assert_eq!(status["problem"]["code"], ErrorCode::StoreCorrupt);
    assert_eq!(status["path"], path.display().to_string());
    let refused = app
        .invoke("list_games", json!({}))
        .expect_err("no database");
    assert_eq!(refused["code"], ErrorCode::StoreCorrupt);

    let status: Value = app.call("start_fresh_database", json!({ "salvage": true }));

    assert_eq!(status["problem"], Value::Null);
    let kept_at = status["recovered"]["kept_at"].as_str().expect("a path");
    assert_eq!(
        std::fs::read(kept_at).expect("kept"),
        garbage,
        "kept as it was"
    );
    assert_eq!(status["recovered"]["salvage"]["matches"], 0);
    let games: Value = app.call("list_games", json!({}));
    assert!(games.as_array().is_some_and(|games| !games.is_empty()));
    drop(app);

    let later = TestApp::on(AppState::open(&path));
    let status: Value = later.call("database_status", json!({}));
    assert_eq!(status["problem"], Value::Null, "a later start is normal");
    assert_eq!(status["recovered"], Value::Null);
}

#[test]
fn closing_as_the_app_quits_folds_the_log_into_the_file() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    let state = AppState::open(&path);
    let app = TestApp::on(state);
    let _: Value = app.call(
        "new_match",
        json!({"request": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"]}}),
    );
    let wal = tableside_store::wal_path(&path);
    assert!(
        wal.exists(),
        "a write leaves a log while the database is open"
    );

    app.state().close();

    assert!(!wal.exists(), "the close folded the log into the file");
    let refused = app.invoke("list_matches", json!({})).expect_err("closed");
    assert_eq!(refused["code"], ErrorCode::StoreClosed);
    drop(app);
    let reopened = tableside_store::Store::open(&path).expect("reopens");
    assert_eq!(reopened.list_matches(10).expect("lists").len(), 1);
}

/// A platform whose files only it can move, as a browser's pool of OPFS files: here the OS's
/// files stand in for them, moved by the platform's own hand, never by `set_aside_damaged`.
struct MovedByThePlatform {
    moved: std::sync::Mutex<Vec<std::path::PathBuf>>,
}

impl crate::state::files::DatabaseFiles for MovedByThePlatform {
    fn set_aside(
        &self,
        path: &std::path::Path,
        now_ms: i64,
    ) -> Result<std::path::PathBuf, crate::ipc::IpcError> {
        let kept_at = path.with_extension(format!("kept-{now_ms}"));
        std::fs::rename(path, &kept_at).expect("moves");
        self.moved.lock().expect("unpoisoned").push(kept_at.clone());
        Ok(kept_at)
    }

    fn open(
        &self,
        path: &std::path::Path,
    ) -> Result<tableside_store::Store, tableside_store::StoreError> {
        tableside_store::Store::open_in_vfs(path.to_str().expect("UTF-8"))
    }

    fn salvage(
        &self,
        into: &mut tableside_store::Store,
        kept_at: &std::path::Path,
        path: &std::path::Path,
        now_ms: i64,
    ) -> Result<tableside_store::SalvageReport, tableside_store::StoreError> {
        Ok(into.salvage_from_copy(kept_at, path, now_ms))
    }
}

#[test]
fn a_database_in_a_vfs_that_will_not_open_is_set_aside_by_its_platform_and_salvaged() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    let name = path.to_str().expect("UTF-8");
    let files = || {
        Box::new(MovedByThePlatform {
            moved: std::sync::Mutex::new(Vec::new()),
        })
    };
    let app = TestApp::on(AppState::open_in_vfs(name, files()));
    let _: Value = app.call(
        "new_match",
        json!({"request": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"]}}),
    );
    app.state().close();
    drop(app);
    // A newer build's database: refused untouched, and only the table's choice moves it.
    {
        let conn = rusqlite::Connection::open(&path).expect("opens");
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |row| row.get(0))
            .expect("reads");
        conn.pragma_update(None, "user_version", version + 1)
            .expect("writes");
    }
    let before = std::fs::read(&path).expect("reads");
    let app = TestApp::on(AppState::open_in_vfs(name, files()));
    let status: Value = app.call("database_status", json!({}));
    assert_eq!(status["problem"]["code"], ErrorCode::StoreTooNew);

    let status: Value = app.call("start_fresh_database", json!({ "salvage": true }));

    assert_eq!(status["problem"], Value::Null, "{status}");
    let kept_at = status["recovered"]["kept_at"].as_str().expect("a path");
    assert!(
        kept_at.contains(".kept-"),
        "the platform's own name: {kept_at}"
    );
    assert_eq!(std::fs::read(kept_at).expect("kept"), before);
    assert_eq!(status["recovered"]["salvage"]["matches"], 1, "{status}");
    let matches: Value = app.call("list_matches", json!({}));
    assert_eq!(matches.as_array().map(Vec::len), Some(1));
}
