//! Importing 100,000 cards (the Elestrals card list the search pool imports, one transaction),
//! against a reference in the same run: the same cards, read beforehand, inserted into a plain
//! table with a trigger-built FTS5 index of the same tokenizer and prefix indexes. Each side
//! runs twice, alternating, and the faster run of each is kept (the machine is shared and
//! noisy). The database sizes are those of the closed files (the write-ahead log folded in).
//!
//! The trigger's insert runs inside each row's statement, whose savepoint makes FTS5 write out
//! the terms it holds: one segment per row. For comparison, the bench also times the same
//! rows with the index built after them, in one statement (printed, not a figure).
//!
//! `cargo bench -p tableside-store --bench import`

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::Value;
use tableside_engine::{CardRecord, GameId};
use tableside_store::{SlicedStart, Store};

#[path = "pool/mod.rs"]
mod pool;

use pool::CARDS;

const ROUNDS: usize = 2;

/// The reference schema: each field of a card once, and the full-text index as the store keeps
/// it (tokenizer and prefix indexes), built by a trigger.
const REFERENCE_SCHEMA: &str = "
    CREATE TABLE cards (
        pk INTEGER PRIMARY KEY, id TEXT NOT NULL, game TEXT NOT NULL, name TEXT NOT NULL,
        kind TEXT NOT NULL, text TEXT NOT NULL, sample INTEGER NOT NULL, attributes TEXT NOT NULL
    );
    CREATE VIRTUAL TABLE cards_fts USING fts5 (
        name, text, content = 'cards', content_rowid = 'pk',
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    CREATE TRIGGER cards_fts_after_insert AFTER INSERT ON cards BEGIN
        INSERT INTO cards_fts (rowid, name, text) VALUES (new.pk, new.name, new.text);
    END;";

/// A card's own fields but those the row has as columns (its ID, name, kind and text).
fn other_fields(card: &CardRecord) -> String {
    let mut fields = card.attributes.clone();
    if let Value::Object(map) = &mut fields {
        map.retain(|_, value| {
            value
                .as_str()
                .is_none_or(|v| v != card.id && v != card.name && v != card.kind && v != card.text)
        });
    }
    fields.to_string()
}

/// How the reference's full-text index is built.
#[derive(Clone, Copy, PartialEq)]
enum Index {
    /// By its trigger, row by row.
    ByTrigger,
    /// After every row is in, in one statement.
    AfterTheRows,
}

fn reference(path: &Path, cards: &[(CardRecord, String)], index: Index) -> Duration {
    let mut conn = Connection::open(path).expect("opens");
    conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get::<_, String>(0))
        .expect("WAL");
    conn.pragma_update(None, "synchronous", "FULL")
        .expect("FULL");
    conn.execute_batch(REFERENCE_SCHEMA).expect("creates");
    if index == Index::AfterTheRows {
        conn.execute_batch("DROP TRIGGER cards_fts_after_insert")
            .expect("drops");
    }
    let started = Instant::now();
    let tx = conn.transaction().expect("begins");
    {
        let mut insert = tx
            .prepare(
                "INSERT INTO cards (id, game, name, kind, text, sample, attributes)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )
            .expect("prepares");
        for (card, attributes) in cards {
            insert
                .execute((
                    &card.id,
                    "elestrals",
                    &card.name,
                    &card.kind,
                    &card.text,
                    card.sample,
                    attributes,
                ))
                .expect("inserts");
        }
    }
    if index == Index::AfterTheRows {
        tx.execute_batch(
            "INSERT INTO cards_fts (rowid, name, text) SELECT pk, name, text FROM cards",
        )
        .expect("indexes");
    }
    tx.commit().expect("commits");
    let elapsed = started.elapsed();
    conn.close().map_err(|(_, e)| e).expect("closes");
    elapsed
}

fn tableside(path: &Path, list: &str) -> Duration {
    let mut store = Store::open(path).expect("opens");
    let elapsed = pool::import_whole(&mut store, list);
    store.close().expect("closes");
    elapsed
}

/// The import as the app writes it while a table may be tapping: read and checked, then in
/// slices of a few milliseconds' rows, each its own transaction (`Store::write_import_slice`).
fn tableside_in_slices(path: &Path, list: &str) -> Duration {
    let mut store = Store::open(path).expect("opens");
    store
        .sync_shipped_data(tableside_store::shipped_files())
        .expect("loads the shipped data");
    let started = Instant::now();
    let checked = Store::read_import(GameId::Elestrals, list).expect("reads");
    let SlicedStart::Writing(mut import) = store.begin_sliced_import(checked).expect("begins")
    else {
        panic!("the list is rejected");
    };
    while !import.is_written() {
        store
            .write_import_slice(&mut import, SLICE, &mut |_| {})
            .expect("a slice");
    }
    let report = store
        .finish_sliced_import(import, &mut |_| {})
        .expect("finishes");
    let took = started.elapsed();
    assert_eq!(report.imported, CARDS);
    store.close().expect("closes");
    took
}

/// The app's slice (`IMPORT_SLICE` in the app's `state.rs`).
const SLICE: Duration = Duration::from_millis(4);

/// Where the bytes of a database go: its largest tables and indexes, in MB.
fn breakdown(path: &Path) -> String {
    let conn = Connection::open(path).expect("opens");
    let mut statement = conn
        .prepare("SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 8")
        .expect("prepares");
    let parts: Vec<String> = statement
        .query_map([], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?))
        })
        .expect("reads")
        .map(|part| {
            let (name, bytes) = part.expect("reads");
            format!("{name} {:.1}", bytes as f64 / 1e6)
        })
        .collect();
    parts.join(", ")
}

fn megabytes(path: &Path) -> f64 {
    std::fs::metadata(path).expect("a file").len() as f64 / 1e6
}

fn main() {
    let list = pool::card_list();
    let started = Instant::now();
    let (records, rejected) =
        tableside_cards::read_card_list(GameId::Elestrals, &list).expect("reads");
    println!(
        "reading the list ({} MB: parsed, each record checked as an Elestrals card): {:.2} s",
        list.len() / 1_000_000,
        started.elapsed().as_secs_f64()
    );
    assert!(rejected.is_empty());
    let rows: Vec<(CardRecord, String)> = records
        .into_iter()
        .map(|card| {
            let other = other_fields(&card);
            (card, other)
        })
        .collect();

    let mut best_reference = Duration::MAX;
    let mut best_tableside = Duration::MAX;
    let mut best_sliced = Duration::MAX;
    let (mut reference_mb, mut tableside_mb) = (0.0, 0.0);
    for round in 0..ROUNDS {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join(format!("reference-{round}.sqlite3"));
        let time = reference(&path, &rows, Index::ByTrigger);
        reference_mb = megabytes(&path);
        println!(
            "reference: {CARDS} cards inserted in {:.2} s, database {reference_mb:.1} MB",
            time.as_secs_f64()
        );
        if round == 0 {
            println!("  reference's bytes (MB): {}", breakdown(&path));
        }
        best_reference = best_reference.min(time);

        let path = dir.path().join(format!("reference-after-{round}.sqlite3"));
        let time = reference(&path, &rows, Index::AfterTheRows);
        println!(
            "reference with its index built after the rows: {CARDS} cards in {:.2} s",
            time.as_secs_f64()
        );

        let path = dir.path().join(format!("tableside-{round}.sqlite3"));
        let time = tableside(&path, &list);
        tableside_mb = megabytes(&path);
        println!(
            "Store::import_cards: {CARDS} cards imported in {:.2} s, database {tableside_mb:.1} MB",
            time.as_secs_f64()
        );
        if round == 0 {
            println!("  Tableside's bytes (MB): {}", breakdown(&path));
        }
        best_tableside = best_tableside.min(time);

        let path = dir.path().join(format!("tableside-sliced-{round}.sqlite3"));
        let time = tableside_in_slices(&path, &list);
        println!(
            "in slices, as the app imports: {CARDS} cards in {:.2} s, database {:.1} MB",
            time.as_secs_f64(),
            megabytes(&path)
        );
        best_sliced = best_sliced.min(time);
    }
    let (tableside_s, reference_s) = (best_tableside.as_secs_f64(), best_reference.as_secs_f64());
    println!(
        "import of {CARDS} cards, best of {ROUNDS}: {tableside_s:.2} s ({:.2}× the reference's {reference_s:.2} s); database {tableside_mb:.1} MB ({:.2}× the reference's {reference_mb:.1} MB)",
        tableside_s / reference_s,
        tableside_mb / reference_mb
    );
    println!("figure import_100k_s {tableside_s:.3}");
    println!("figure import_100k_reference_s {reference_s:.3}");
    println!("figure import_100k_db_mb {tableside_mb:.1}");
    println!("figure import_100k_reference_db_mb {reference_mb:.1}");
    println!(
        "figure import_100k_sliced_s {:.3}",
        best_sliced.as_secs_f64()
    );
}
