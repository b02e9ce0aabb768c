//! Importing a card list in slices: hidden until the last slice, all or nothing.

use std::time::Duration;

use serde_json::{json, Value};
use tableside_engine::ErrorCode;
use tableside_engine::{Action, Die, GameId, Match, Setup};

use crate::{shipped_files, CheckedImport, SlicedImport, SlicedStart, Store, StoreError};

fn loaded() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store.sync_shipped_data(shipped_files()).expect("loads");
    store
}

fn card(id: &str, name: &str, effect: &str) -> Value {
    json!({"id": id, "name": name, "class": "elestral", "elements": ["fire"], "cost": ["fire"],
           "attack": 1, "defense": 1, "effect": effect})
}

/// A list of `count` cards named `Slice Card <n>`.
fn list(count: usize) -> String {
    let cards: Vec<Value> = (0..count)
        .map(|n| {
            card(
                &format!("elestrals-slice-{n}"),
                &format!("Slice Card {n}"),
                "Sliced text.",
            )
        })
        .collect();
    Value::Array(cards).to_string()
}

fn checked(json: &str) -> CheckedImport {
    Store::read_import(GameId::Elestrals, json).expect("reads")
}

fn begin(store: &mut Store, json: &str) -> SlicedImport {
    match store.begin_sliced_import(checked(json)).expect("begins") {
        SlicedStart::Writing(import) => import,
        SlicedStart::Rejected(report) => panic!("rejected: {report:?}"),
    }
}

/// Writes one card a slice (a budget of zero stops after the first card).
fn one_slice(store: &mut Store, import: &mut SlicedImport) {
    store
        .write_import_slice(import, Duration::ZERO, &mut |_| {})
        .expect("a slice");
}

fn found(store: &Store, query: &str) -> usize {
    store
        .search_cards(GameId::Elestrals, query, 50)
        .expect("searches")
        .cards
        .len()
}

#[test]
fn the_cards_of_an_import_show_only_once_it_is_finished() {
    let mut store = loaded();
    let mut import = begin(&mut store, &list(3));
    one_slice(&mut store, &mut import);
    one_slice(&mut store, &mut import);
    assert!(!import.is_written());
    // Written, but not to be seen: by search, by ID, in the game's list, or in a deck.
    assert_eq!(found(&store, "slice card"), 0);
    assert_eq!(found(&store, "sliced"), 0, "nor by its text");
    assert!(store.get_card("elestrals-slice-0").is_err());
    let listed = store
        .search_cards(GameId::Elestrals, "", 500)
        .expect("lists")
        .cards;
    assert!(listed
        .iter()
        .all(|card| !card.id.starts_with("elestrals-slice")));

    one_slice(&mut store, &mut import);
    assert!(import.is_written());
    let mut heard = Vec::new();
    let report = store
        .finish_sliced_import(import, &mut |progress| heard.push(progress))
        .expect("finishes");
    assert_eq!(report.imported, 3);
    assert_eq!(found(&store, "slice card"), 3);
    assert_eq!(found(&store, "sliced"), 3);
    assert_eq!(
        store.get_card("elestrals-slice-2").expect("shown").name,
        "Slice Card 2"
    );
    assert_eq!(heard.last().map(|p| (p.done, p.total)), Some((3, 3)));
}

#[test]
fn a_card_that_replaces_a_stored_one_changes_only_when_the_import_finishes() {
    let mut store = loaded();
    let first = json!([card("elestrals-ember", "Ember", "The old text.")]).to_string();
    store
        .import_cards(GameId::Elestrals, &first)
        .expect("imported");
    let second = json!([
        card("elestrals-ember", "Ember Reborn", "The new text."),
        card("elestrals-ash", "Ash", "Another card."),
    ])
    .to_string();
    let mut import = begin(&mut store, &second);
    while !import.is_written() {
        one_slice(&mut store, &mut import);
    }
    assert_eq!(
        store.get_card("elestrals-ember").expect("the old one").name,
        "Ember"
    );
    store
        .finish_sliced_import(import, &mut |_| {})
        .expect("finishes");
    assert_eq!(
        store.get_card("elestrals-ember").expect("the new one").name,
        "Ember Reborn"
    );
    assert_eq!(found(&store, "reborn"), 1);
    assert_eq!(found(&store, "old text"), 0, "its old index entry is gone");
    assert_eq!(found(&store, "ash"), 1);
}

#[test]
fn an_abandoned_import_leaves_the_cards_as_they_were() {
    let mut store = loaded();
    let before = count_rows(&store);
    let mut import = begin(&mut store, &list(4));
    one_slice(&mut store, &mut import);
    one_slice(&mut store, &mut import);
    assert_eq!(store.abandon_sliced_import().expect("abandons"), 2);
    assert_eq!(count_rows(&store), before);
    assert_eq!(found(&store, "sliced"), 0);
    // A new import may begin, and shows its cards.
    let mut again = begin(&mut store, &list(1));
    one_slice(&mut store, &mut again);
    store
        .finish_sliced_import(again, &mut |_| {})
        .expect("finishes");
    assert_eq!(found(&store, "slice card"), 1);
}

#[test]
fn an_import_the_app_did_not_live_to_finish_is_removed_at_the_next_open() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    let before = {
        let mut store = Store::open(&path).expect("opens");
        store.sync_shipped_data(shipped_files()).expect("loads");
        let before = count_rows(&store);
        let mut import = begin(&mut store, &list(5));
        one_slice(&mut store, &mut import);
        one_slice(&mut store, &mut import);
        // The app is killed: the store is dropped without a close, the import unfinished.
        before
    };
    let mut store = Store::open(&path).expect("opens again");
    assert_eq!(count_rows(&store), before, "the hidden rows are gone");
    let mut import = begin(&mut store, &list(1));
    one_slice(&mut store, &mut import);
    store
        .finish_sliced_import(import, &mut |_| {})
        .expect("a later import finishes");
    assert_eq!(found(&store, "slice card"), 1);
}

#[test]
fn one_sliced_import_at_a_time() {
    let mut store = loaded();
    let _first = begin(&mut store, &list(2));
    let second = store.begin_sliced_import(checked(&list(2)));
    assert!(matches!(second, Err(StoreError::ImportUnderWay)));
}

#[test]
fn an_import_finished_early_is_refused() {
    let mut store = loaded();
    let import = begin(&mut store, &list(2));
    let error = store
        .finish_sliced_import(import, &mut |_| {})
        .expect_err("two cards are still to write");
    assert_eq!(error.code(), ErrorCode::StoreImportUnfinished);
}

#[test]
fn a_list_with_a_rejected_record_writes_nothing_and_marks_nothing() {
    let mut store = loaded();
    let bad = json!([{"id": "elestrals-bad", "name": "Bad", "class": "elestral",
                      "elements": ["fire"], "cost": ["mud"], "attack": 1, "defense": 1}])
    .to_string();
    match store.begin_sliced_import(checked(&bad)).expect("reads") {
        SlicedStart::Rejected(report) => assert_eq!(report.rejected.len(), 1),
        SlicedStart::Writing(_) => panic!("a bad list is not written"),
    }
    // No import is under way: another may begin.
    let _next = begin(&mut store, &list(1));
}

#[test]
fn a_match_is_written_between_slices() {
    let mut store = loaded();
    let game = store
        .list_games()
        .expect("games")
        .into_iter()
        .find(|game| game.playable)
        .expect("a playable game");
    let format = store.list_formats(game.id).expect("formats").remove(0);
    let setup = Setup {
        game: game.id,
        format: format.id,
        players: vec!["Ana".into(), "Ben".into()],
        seed: 1,
        rules: format.rules,
    };
    let id = store.create_match(&setup, 0).expect("a match");
    let mut table = Match::new(setup).expect("starts");
    let mut import = begin(&mut store, &list(3));
    for n in 0..3 {
        one_slice(&mut store, &mut import);
        let roll = Action::Roll {
            die: Die::D6,
            player: Some(0),
        };
        table.apply(roll, 1_000 + n).expect("a roll");
        store
            .append_action(id, &table)
            .expect("a tap between slices");
    }
    store
        .finish_sliced_import(import, &mut |_| {})
        .expect("finishes");
    assert_eq!(store.load_match(id).expect("loads").log().len(), 3);
}

fn count_rows(store: &Store) -> i64 {
    store
        .conn
        .query_row("SELECT count(*) FROM cards", [], |row| row.get(0))
        .expect("counts")
}

#[test]
fn the_page_cache_is_large_while_an_import_goes_on_and_usual_after() {
    let cache = |store: &Store| -> i64 {
        store
            .conn
            .pragma_query_value(None, "cache_size", |row| row.get(0))
            .expect("reads")
    };
    let mut store = loaded();
    let usual = cache(&store);
    let mut import = begin(&mut store, &list(2));
    assert!(cache(&store).abs() > usual.abs());
    while !import.is_written() {
        one_slice(&mut store, &mut import);
    }
    store
        .finish_sliced_import(import, &mut |_| {})
        .expect("finishes");
    assert_eq!(cache(&store), usual);
    let _abandoned = begin(&mut store, &list(2));
    store.abandon_sliced_import().expect("abandons");
    assert_eq!(cache(&store), usual);
}
