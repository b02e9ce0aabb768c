//! A database written at schema 8 (a Chinese card's index entry holding its characters one by
//! one, without their pairs) finds its card by a word inside it once it has opened. What every
//! earlier schema keeps is `schema_fixtures.rs`'s.

use rusqlite::Connection;
use rusqlite_migration::Migrations;
use tableside_engine::GameId;

use super::migration_list;
use crate::Store;

/// The IDs of the Elestrals cards `store` finds for `query`, in its order.
fn found_ids(store: &Store, query: &str) -> Vec<String> {
    store
        .search_cards(GameId::Elestrals, query, 10)
        .expect("searches")
        .cards
        .into_iter()
        .map(|card| card.id)
        .collect()
}

/// A new database file at `path` with the first `version` migrations, as that version made it.
fn migrated_to(path: &std::path::Path, version: usize) -> Connection {
    let mut conn = Connection::open(path).expect("opens");
    conn.pragma_update(None, "journal_mode", "WAL")
        .expect("WAL");
    Migrations::new(migration_list().into_iter().take(version).collect())
        .to_latest(&mut conn)
        .unwrap_or_else(|error| panic!("migrates to {version}: {error}"));
    conn
}

/// A database written at schema 8: a Chinese card whose index entry holds its characters one
/// by one, as that version wrote it, without their pairs.
fn schema_8_database(path: &std::path::Path) {
    let conn = migrated_to(path, 8);
    conn.execute_batch(
        "INSERT INTO games (id, name) VALUES ('elestrals', 'Elestrals');
         INSERT INTO cards (pk, id, game, name, kind, text, sample, attributes_json, name_key, imported)
             VALUES (7, 'elestrals-xingling-hall', 'elestrals', '星灵殿堂守卫', 'elestral',
                     '当此卡进入场上时，抽一张牌。', 0, '{}', '星灵殿堂守卫', 1);
         INSERT INTO cards_fts (rowid, name, text)
             VALUES (7, ' 星  灵  殿  堂  守  卫 ',
                     ' 当  此  卡  进  入  场  上  时 ， 抽  一  张  牌 。');",
    )
    .expect("writes a card as schema 8 did");
    conn.close().map_err(|(_, e)| e).expect("closes");
}

#[test]
fn a_schema_8_database_finds_its_chinese_cards_by_the_pairs_of_their_characters() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("v8.sqlite3");
    schema_8_database(&path);

    let store = Store::open(&path).expect("opens and upgrades");

    let found = |query: &str| found_ids(&store, query);
    for query in ["守卫", "殿堂守", "抽一张", "卫"] {
        assert_eq!(found(query), vec!["elestrals-xingling-hall"], "{query}");
    }
    assert!(found("卫守").is_empty(), "the characters in their order");
}
