//! A write-ahead log beside a database is replayed only when it is the file's own.
//!
//! Users copy app folders between devices and restore backups file by file, so a database can
//! find itself beside a `-wal` file written for another database or by another program. Each
//! case below builds such a pair on disk, opens it, and checks what the table keeps: its own
//! acknowledged actions always, a stranger's log never, and no byte of either file changed by
//! an open that is refused.

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use tableside_engine::ErrorCode;
use tableside_engine::{Action, Die, GameId, Match, Setup};
use tableside_store::{wal_path, ForeignLog, JournalCheck, MatchSummary, Store};

fn setup(players: [&str; 2]) -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: players.map(Into::into).to_vec(),
        seed: 11,
        rules: serde_json::Value::Null,
    }
}

/// A match between `players` with `rolls` dice rolls in its log, written to `store`.
fn play_match(store: &mut Store, players: [&str; 2], rolls: u32) {
    let id = store.create_match(&setup(players), 1_000).expect("creates");
    let mut table = Match::new(setup(players)).expect("starts");
    for n in 0..rolls {
        let roll = Action::Roll {
            die: Die::D6,
            player: Some(0),
        };
        table.apply(roll, 2_000 + i64::from(n)).expect("rolls");
        store.append_action(id, &table).expect("appends");
    }
}

fn players_of(store: &Store) -> Vec<(Vec<String>, u32)> {
    store
        .list_matches(100)
        .expect("lists")
        .into_iter()
        .map(
            |MatchSummary {
                 players,
                 action_count,
                 ..
             }| (players, action_count),
        )
        .collect()
}

/// A database closed cleanly (no log left) holding one match of Ana and Ben.
fn closed_database(dir: &Path) -> PathBuf {
    let path = dir.join("tableside.sqlite3");
    let mut store = Store::open(&path).expect("opens");
    play_match(&mut store, ["Ana", "Ben"], 3);
    drop(store);
    assert!(!wal_path(&path).exists(), "a clean close leaves no log");
    path
}

/// The files of a database at the instant its process died: copied while the store is open,
/// after `write` wrote to it. Returns the copied database and log.
fn crashed_copy(dir: &Path, name: &str, write: impl FnOnce(&mut Store)) -> (PathBuf, PathBuf) {
    let live = dir.join(format!("{name}-live.sqlite3"));
    let mut store = Store::open(&live).expect("opens");
    write(&mut store);
    let db = dir.join(format!("{name}.sqlite3"));
    std::fs::copy(&live, &db).expect("copies the file");
    std::fs::copy(wal_path(&live), wal_path(&db)).expect("copies the log");
    assert!(
        std::fs::metadata(wal_path(&db)).expect("a log").len() > 0,
        "the log holds the writes"
    );
    drop(store);
    let wal = wal_path(&db);
    (db, wal)
}

fn set_aside_reason(store: &Store) -> Option<(ForeignLog, PathBuf)> {
    match store.journal_check() {
        JournalCheck::Trusted => None,
        JournalCheck::SetAside { to, reason } => Some((*reason, to.clone())),
    }
}

#[test]
fn the_files_own_log_after_a_crash_is_replayed() {
    let dir = tempfile::tempdir().expect("a folder");
    let (db, _) = crashed_copy(dir.path(), "own", |store| {
        play_match(store, ["Ana", "Ben"], 5);
    });

    let store = Store::open(&db).expect("opens");

    assert_eq!(set_aside_reason(&store), None);
    assert_eq!(
        players_of(&store),
        vec![(vec!["Ana".to_owned(), "Ben".to_owned()], 5)],
        "every acknowledged action is there"
    );
}

#[test]
fn another_tableside_databases_log_is_set_aside_and_the_matches_stay() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = closed_database(dir.path());
    let (_, stranger) = crashed_copy(dir.path(), "other", |store| {
        play_match(store, ["Cy", "Di"], 4);
    });
    let stranger_bytes = std::fs::read(&stranger).expect("reads");
    std::fs::rename(&stranger, wal_path(&path)).expect("moves the log beside the file");

    let store = Store::open(&path).expect("opens");

    assert_eq!(
        players_of(&store),
        vec![(vec!["Ana".to_owned(), "Ben".to_owned()], 3)],
        "the file's own match, and not the other database's"
    );
    let (reason, to) = set_aside_reason(&store).expect("the log was set aside");
    assert_eq!(reason, ForeignLog::AnotherDatabase);
    assert_eq!(
        std::fs::read(to).expect("the set-aside log is kept"),
        stranger_bytes
    );
}

#[test]
fn another_programs_log_is_set_aside_and_the_matches_stay() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = closed_database(dir.path());
    let other = dir.path().join("photos.db");
    let conn = Connection::open(&other).expect("opens");
    conn.execute_batch(
        "PRAGMA journal_mode = WAL;
         CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT);
         INSERT INTO photos (name) VALUES ('beach'), ('mountain');",
    )
    .expect("writes");
    std::fs::copy(wal_path(&other), wal_path(&path)).expect("copies the log beside the file");
    drop(conn);

    let store = Store::open(&path).expect("opens");

    assert_eq!(
        players_of(&store),
        vec![(vec!["Ana".to_owned(), "Ben".to_owned()], 3)]
    );
    let (reason, _) = set_aside_reason(&store).expect("the log was set aside");
    assert_eq!(reason, ForeignLog::AnotherProgram);
}

#[test]
fn a_log_with_another_page_size_is_set_aside() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = closed_database(dir.path());
    let other = dir.path().join("big-pages.db");
    let conn = Connection::open(&other).expect("opens");
    conn.execute_batch(
        "PRAGMA page_size = 8192;
         PRAGMA journal_mode = WAL;
         CREATE TABLE notes (body TEXT);
         INSERT INTO notes VALUES ('x');",
    )
    .expect("writes");
    std::fs::copy(wal_path(&other), wal_path(&path)).expect("copies the log beside the file");
    drop(conn);

    let store = Store::open(&path).expect("opens");

    assert_eq!(players_of(&store).len(), 1);
    let (reason, _) = set_aside_reason(&store).expect("the log was set aside");
    assert_eq!(reason, ForeignLog::OtherPageSize);
}

#[test]
fn the_files_own_log_after_its_last_write_was_folded_in_is_trusted() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = closed_database(dir.path());
    // The log of this same file, taken before its writes were folded in at the close:
    // everything in it is already in the file, as after a checkpoint cut short by a crash.
    let mut store = Store::open(&path).expect("opens");
    play_match(&mut store, ["Gus", "Hal"], 2);
    let snapshot = dir.path().join("snapshot-wal");
    std::fs::copy(wal_path(&path), &snapshot).expect("copies the log");
    drop(store);
    std::fs::copy(&snapshot, wal_path(&path)).expect("puts the log back");

    let store = Store::open(&path).expect("opens");

    assert_eq!(
        set_aside_reason(&store),
        None,
        "the file's own log is not set aside"
    );
    assert_eq!(players_of(&store).len(), 2, "both matches, each once");
}

#[test]
fn an_older_log_of_the_file_is_set_aside_without_losing_any() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = closed_database(dir.path());
    let mut store = Store::open(&path).expect("opens");
    play_match(&mut store, ["Gus", "Hal"], 2);
    let snapshot = dir.path().join("snapshot-wal");
    std::fs::copy(wal_path(&path), &snapshot).expect("copies the log");
    // More writes after the snapshot: the file goes beyond what the old log holds.
    play_match(&mut store, ["Ivy", "Jo"], 1);
    drop(store);
    std::fs::copy(&snapshot, wal_path(&path)).expect("puts the old log back");

    let store = Store::open(&path).expect("opens");

    assert_eq!(players_of(&store).len(), 3, "every match the file has");
    let (reason, _) = set_aside_reason(&store).expect("the log was set aside");
    assert_eq!(reason, ForeignLog::OlderLog);
}

#[test]
fn a_log_without_its_file_is_set_aside_not_deleted() {
    let dir = tempfile::tempdir().expect("a folder");
    let (_, stranger) = crashed_copy(dir.path(), "orphan", |store| {
        play_match(store, ["Cy", "Di"], 2);
    });
    let log = std::fs::read(&stranger).expect("reads");
    let path = dir.path().join("tableside.sqlite3");
    std::fs::write(&path, b"").expect("an empty file");
    std::fs::rename(&stranger, wal_path(&path)).expect("moves the log beside it");

    let store = Store::open(&path).expect("opens");

    let (reason, to) = set_aside_reason(&store).expect("the log was set aside");
    assert_eq!(reason, ForeignLog::WithoutItsFile);
    assert_eq!(std::fs::read(to).expect("kept"), log);
    assert!(players_of(&store).is_empty());
}

#[test]
fn a_damaged_file_with_its_own_log_is_refused_and_neither_file_changes() {
    let dir = tempfile::tempdir().expect("a folder");
    // Enough matches folded into the file for several pages, then more in its log.
    let live = dir.path().join("live.sqlite3");
    let mut store = Store::open(&live).expect("opens");
    for n in 0..40 {
        play_match(&mut store, ["Ana", "Ben"], n % 5);
    }
    drop(store);
    let mut store = Store::open(&live).expect("reopens");
    play_match(&mut store, ["Cy", "Di"], 2);
    let (db, wal) = (
        dir.path().join("damaged.sqlite3"),
        dir.path().join("damaged.sqlite3-wal"),
    );
    std::fs::copy(&live, &db).expect("copies the file");
    std::fs::copy(wal_path(&live), &wal).expect("copies the log");
    drop(store);
    let mut bytes = std::fs::read(&db).expect("reads");
    let page_size = 4096;
    assert!(bytes.len() > 2 * page_size, "the test needs several pages");
    for (i, byte) in bytes.iter_mut().enumerate().skip(page_size) {
        *byte = (i % 251) as u8;
    }
    std::fs::write(&db, &bytes).expect("writes");

    assert_refused_and_unchanged(&db, &wal, ErrorCode::StoreCorrupt);
}

#[test]
fn a_newer_versions_database_with_its_own_log_is_refused_and_neither_file_changes() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = closed_database(dir.path());
    // A newer Tableside: its schema version is higher, and it counts its writes as this one.
    let conn = Connection::open(&path).expect("opens");
    conn.execute_batch(
        "PRAGMA user_version = 999;
         UPDATE store_identity SET writes = writes + 1;",
    )
    .expect("writes");
    let (db, wal) = (
        dir.path().join("newer.sqlite3"),
        dir.path().join("newer.sqlite3-wal"),
    );
    std::fs::copy(&path, &db).expect("copies the file");
    std::fs::copy(wal_path(&path), &wal).expect("copies the log");
    drop(conn);

    assert_refused_and_unchanged(&db, &wal, ErrorCode::StoreTooNew);
}

/// Opening `db` is refused with `code`, and neither it nor its log `wal` changed a byte.
fn assert_refused_and_unchanged(db: &Path, wal: &Path, code: ErrorCode) {
    let (file, log) = (
        std::fs::read(db).expect("reads"),
        std::fs::read(wal).expect("reads"),
    );

    let error = Store::open(db).err().expect("refused");

    assert_eq!(error.code(), code, "{error}");
    assert_eq!(
        std::fs::read(db).expect("reads"),
        file,
        "the file is unchanged"
    );
    assert_eq!(
        std::fs::read(wal).expect("reads"),
        log,
        "the log is unchanged"
    );
}
