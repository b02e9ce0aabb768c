//! Copies of the database: one kept automatically before a migration, and one on demand.

use rusqlite::Connection;
use tableside_engine::ErrorCode;
use tableside_store::Store;

/// A database as the Tableside of schema version 2 left it, holding one fact in `meta`.
fn version_two_database(path: &std::path::Path) {
    let conn = Connection::open(path).expect("opens");
    conn.execute_batch(include_str!("../migrations/001_initial.sql"))
        .expect("migration 1");
    conn.execute_batch(include_str!("../migrations/002_imported_cards.sql"))
        .expect("migration 2");
    conn.execute_batch(
        "INSERT INTO meta (key, value) VALUES ('note', 'from version 2');
         PRAGMA user_version = 2;",
    )
    .expect("writes");
}

fn user_version(path: &std::path::Path) -> i64 {
    Connection::open(path)
        .expect("opens")
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .expect("reads")
}

#[test]
fn migrating_an_older_database_first_keeps_a_copy_of_it_as_it_was() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    version_two_database(&path);

    let store = Store::open(&path).expect("opens and migrates");
    drop(store);

    let backups: Vec<_> = std::fs::read_dir(dir.path())
        .expect("lists")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .into_string()
                .expect("UTF-8")
        })
        .filter(|name| name.ends_with(".bak"))
        .collect();
    assert_eq!(backups.len(), 1, "{backups:?}");
    let backup = dir.path().join(&backups[0]);
    assert_eq!(
        user_version(&backup),
        2,
        "the copy is the file before migrating"
    );
    assert!(user_version(&path) > 2, "the file itself was migrated");
    let note: String = Connection::open(&backup)
        .expect("opens")
        .query_row("SELECT value FROM meta WHERE key = 'note'", [], |row| {
            row.get(0)
        })
        .expect("reads");
    assert_eq!(note, "from version 2");
}

#[test]
fn a_new_database_needs_no_copy() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    drop(Store::open(&path).expect("opens"));
    drop(Store::open(&path).expect("reopens"));
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("lists")
        .map(|entry| entry.expect("an entry").file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("tableside.sqlite3")]);
}

#[test]
fn a_copy_on_demand_opens_as_the_same_database_and_never_overwrites() {
    let dir = tempfile::tempdir().expect("a folder");
    let store = Store::open(dir.path().join("tableside.sqlite3")).expect("opens");
    let copy = dir.path().join("copy.sqlite3");

    store.back_up_to(&copy).expect("backs up");
    let error = store.back_up_to(&copy).expect_err("refused");

    assert_eq!(error.code(), ErrorCode::StoreIo, "{error}");
    let reopened = Store::open(&copy).expect("the copy opens");
    assert_eq!(
        reopened.list_matches(10).expect("lists"),
        store.list_matches(10).expect("lists")
    );
}
