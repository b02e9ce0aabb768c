//! Tests of `card_derived`: derived again when the form differs, and only then.

use tableside_engine::ErrorCode;
use tableside_engine::GameId;

use super::*;

const CARDS: &str = r#"{"game": "elestrals", "cards": [
    {"id": "elestrals-brambleguard", "name": "Brambleguard", "class": "elestral",
     "subclasses": ["Golem"], "elements": ["earth"], "cost": ["earth"],
     "attack": 2, "defense": 4, "effect": "Your other Elestrals gain thornwood armour."}
]}"#;

fn card_writes(store: &Store) -> i64 {
    store
        .conn
        .query_row("SELECT version FROM card_writes", [], |row| row.get(0))
        .expect("reads")
}

fn found(store: &Store, query: &str) -> usize {
    store
        .search_cards(GameId::Elestrals, query, 10)
        .expect("searches")
        .cards
        .len()
}

#[test]
fn cards_derived_in_another_form_are_derived_again_at_the_next_open_and_only_then() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("t.sqlite3");
    let mut store = Store::open(&path).expect("opens");
    store
        .sync_shipped_data(crate::shipped_files())
        .expect("loads the games");
    store
        .import_cards(GameId::Elestrals, CARDS)
        .expect("imports");
    // As a build whose index or facets had another form left them: here, none at all.
    store
        .conn
        .execute_batch(
            "INSERT INTO cards_fts (cards_fts) VALUES ('delete-all');
             DELETE FROM card_facets;
             UPDATE meta SET value = '0' WHERE key = 'cards_derived';",
        )
        .expect("writes");
    assert_eq!(found(&store, "thornwood"), 0);
    assert_eq!(found(&store, "subclass:golem thornwood"), 0);
    store.close().expect("closes");

    let store = Store::open(&path).expect("reopens");
    assert_eq!(found(&store, "thornwood"), 1, "by its text, in the index");
    assert_eq!(
        found(&store, "subclass:golem thornwood"),
        1,
        "by its facets"
    );
    let writes = card_writes(&store);
    store.close().expect("closes");

    let store = Store::open(&path).expect("reopens");
    assert_eq!(card_writes(&store), writes, "nothing derived again");
}

#[test]
fn a_derivation_that_fails_is_reported_as_a_migration_the_table_can_set_aside() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("t.sqlite3");
    let store = Store::open(&path).expect("opens");
    store
        .conn
        .execute_batch(
            "DROP TABLE card_facets;
             UPDATE meta SET value = '0' WHERE key = 'cards_derived';",
        )
        .expect("writes");
    store.close().expect("closes");

    let error = Store::open(&path).err().expect("refused");

    assert_eq!(error.code(), ErrorCode::StoreMigration, "{error}");
}
