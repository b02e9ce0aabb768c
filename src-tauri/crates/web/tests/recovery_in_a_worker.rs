//! The Recovery screen's fresh starts in a browser: a database that will not open is moved
//! aside inside the origin private file system's pool (where the operating system's file calls
//! do not reach), kept byte for byte, and a fresh one opens in its place; what still reads of
//! it is carried over. Run in a dedicated worker of headless Chromium, as the app runs, by
//! wasm-bindgen's test runner (`cargo xtask test`).

#![cfg(all(target_arch = "wasm32", target_os = "unknown"))]

use serde_json::{json, Value};
use sqlite_wasm_vfs::sahpool::{install, OpfsSAHPoolCfgBuilder, OpfsSAHPoolUtil};
use tableside_core::{dispatch, AppState, Caller, Ctx};
use tableside_engine::ErrorCode;
use tableside_web::pool::{self, PoolFiles};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// Runs `command` as the app's own screen does; its answer, or its error, as JSON.
fn call(state: &AppState, command: &str, args: Value) -> Result<Value, Value> {
    let ctx = Ctx::new(state, Caller::Host, &|_| {}, &|| {});
    dispatch(&ctx, command, args)
        .map(|answer| serde_json::from_str(&answer).expect("JSON"))
        .map_err(|error| serde_json::to_value(error).expect("JSON"))
}

/// An empty pool of OPFS files of its own, named `name`, SQLite's default VFS from now on.
async fn empty_pool(name: &str) -> OpfsSAHPoolUtil {
    let config = OpfsSAHPoolCfgBuilder::new()
        .vfs_name(name)
        .directory(&format!(".{name}"))
        .clear_on_init(true)
        .build();
    let installed = install::<sqlite_wasm_rs::WasmOsCallback>(&config, true)
        .await
        .expect("the worker has OPFS");
    installed
        .reserve_minimum_capacity(12)
        .await
        .expect("room in the pool");
    installed
}

fn bytes_of(name: &str) -> Vec<u8> {
    pool::with_pool(|pool| pool.export_db(name).expect("exports")).expect("a pool")
}

#[wasm_bindgen_test]
async fn a_database_that_will_not_open_is_kept_aside_in_the_pool_and_salvaged() {
    pool::keep(empty_pool("tableside-recovery-test").await);

    // Not a database at all: set aside as it was, and a fresh one opens.
    let notes = b"these are my match notes, not a database\n".repeat(200);
    pool::with_pool(|pool| pool.import_db_unchecked("/notes.sqlite3", &notes))
        .expect("a pool")
        .expect("written");
    let state = AppState::open_in_vfs("/notes.sqlite3", Box::new(PoolFiles));
    let status = call(&state, "database_status", json!({})).expect("a status");
    assert_eq!(
        status["problem"]["code"],
        ErrorCode::StoreCorrupt,
        "{status}"
    );
    let status =
        call(&state, "start_fresh_database", json!({ "salvage": false })).expect("a fresh start");
    assert_eq!(status["problem"], Value::Null, "{status}");
    let kept_at = status["recovered"]["kept_at"].as_str().expect("a name");
    assert_eq!(bytes_of(kept_at), notes, "kept byte for byte");
    let games = call(&state, "list_games", json!({})).expect("the fresh database answers");
    assert!(games.as_array().is_some_and(|games| !games.is_empty()));
    state.close();

    // A newer build's database with a match in it: the match is carried over.
    let state = AppState::open_in_vfs("/newer.sqlite3", Box::new(PoolFiles));
    call(
        &state,
        "new_match",
        json!({"request": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"]}}),
    )
    .expect("a match");
    state.close();
    {
        let conn = rusqlite::Connection::open("/newer.sqlite3").expect("opens");
        conn.pragma_update(None, "locking_mode", "EXCLUSIVE")
            .expect("held");
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |row| row.get(0))
            .expect("reads");
        conn.pragma_update(None, "user_version", version + 1)
            .expect("writes");
    }
    let newer = bytes_of("/newer.sqlite3");
    let state = AppState::open_in_vfs("/newer.sqlite3", Box::new(PoolFiles));
    let status = call(&state, "database_status", json!({})).expect("a status");
    assert_eq!(
        status["problem"]["code"],
        ErrorCode::StoreTooNew,
        "{status}"
    );
    let status =
        call(&state, "start_fresh_database", json!({ "salvage": true })).expect("a fresh start");
    assert_eq!(status["problem"], Value::Null, "{status}");
    assert_eq!(status["recovered"]["salvage"]["matches"], 1, "{status}");
    let matches = call(&state, "list_matches", json!({})).expect("lists");
    assert_eq!(matches.as_array().map(Vec::len), Some(1), "{matches}");
    // Read from a scratch copy, gone once read: the file set aside is as it was.
    let kept_at = status["recovered"]["kept_at"].as_str().expect("a name");
    assert_eq!(bytes_of(kept_at), newer, "kept byte for byte");
    let files = pool::with_pool(|pool| pool.list()).expect("a pool");
    assert!(
        !files.iter().any(|name| name.contains(".salvage")),
        "{files:?}"
    );
}

/// A database an older build kept in the pool (schema 15's fixture, made when it was
/// the newest): opened, migrated in place, its copy as it was kept beside it, its cards found.
#[wasm_bindgen_test]
async fn a_database_of_an_earlier_schema_is_migrated_in_the_pool() {
    let installed = empty_pool("tableside-upgrade-test").await;
    let older = include_bytes!("../../store/tests/fixtures/schema-15.sqlite3");
    installed
        .import_db("/older.sqlite3", older)
        .expect("written");
    let state = AppState::open_in_vfs("/older.sqlite3", Box::new(PoolFiles));
    let status = call(&state, "database_status", json!({})).expect("a status");
    assert_eq!(status["problem"], Value::Null, "{status}");
    let matches = call(&state, "list_matches", json!({})).expect("lists");
    assert_eq!(matches.as_array().map(Vec::len), Some(1), "{matches}");
    let found = call(
        &state,
        "search_cards",
        json!({ "game": "elestrals", "query": "守卫", "limit": 10 }),
    )
    .expect("searches");
    assert!(
        found.to_string().contains("elestrals-xingling-hall"),
        "{found}"
    );
    assert!(
        installed
            .list()
            .iter()
            .any(|name| name.starts_with("/older.sqlite3.before-v")),
        "the file as it was is kept: {:?}",
        installed.list()
    );
}
