//! Importing a card list.

use super::*;
use crate::shipped_files;
use tableside_engine::CardProblemCode;
use tableside_engine::ErrorCode;

fn loaded() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store.sync_shipped_data(shipped_files()).expect("loads");
    store
}

const GOOD: &str = r#"[
    {"id": "elestrals-brambleguard", "name": "Brambleguard", "class": "elestral",
     "subclasses": ["Golem"], "elements": ["earth"], "cost": ["earth", "omni"],
     "attack": 2, "defense": 4, "effect": "Your other Elestrals gain +1 Defense.",
     "rarity": "uncommon", "set_number": "IMP-001",
     "legality": [{"format": "elestrals-standard", "status": "limited",
                   "effective": "2026-02-01", "lift": "2026-08-01"}]},
    {"id": "elestrals-spark-toss", "name": "Spark Toss", "class": "rune_invoke",
     "cost": ["thunder"], "effect": "Deal a quick jolt."}
]"#;

#[test]
fn a_good_list_imports_and_is_searchable() {
    let mut store = loaded();
    let report = store
        .import_cards(GameId::Elestrals, GOOD)
        .expect("imports");
    assert_eq!(report.imported, 2);
    assert!(report.is_complete());
    let card = store.get_card("elestrals-brambleguard").expect("stored");
    assert_eq!((card.kind.as_str(), card.sample), ("elestral", false));
    assert_eq!(card.attributes["legality"][0]["status"], "limited");
    let found = store
        .search_cards(GameId::Elestrals, "bramble", 5)
        .expect("searches")
        .cards;
    assert_eq!(found.len(), 1);
    let wrapped = format!("{{\"game\": \"elestrals\", \"cards\": {GOOD}}}");
    assert_eq!(
        store
            .import_cards(GameId::Elestrals, &wrapped)
            .expect("imports again")
            .imported,
        2
    );
}

#[test]
fn imported_cards_survive_a_change_of_the_shipped_data() {
    let mut store = loaded();
    store
        .import_cards(GameId::Elestrals, GOOD)
        .expect("imports");
    let shipped = shipped_files().to_vec();
    let fewer_cards = r#"{"game": "elestrals", "cards": [
        {"id": "elestrals-spirit-fire", "name": "Fire Spirit", "class": "spirit",
         "elements": ["fire"], "sample": true}
    ]}"#;
    let changed: Vec<(&str, &str)> = shipped
        .iter()
        .map(|&(path, text)| {
            if path == "elestrals/cards.json" {
                (path, fewer_cards)
            } else {
                (path, text)
            }
        })
        .collect();
    assert!(store.sync_shipped_data(&changed).expect("loads"));
    assert!(store.get_card("elestrals-brambleguard").is_ok(), "imported");
    assert!(store.get_card("elestrals-voltkit").is_err(), "retired");
}

#[test]
fn every_bad_record_is_listed_and_nothing_is_written() {
    let mut store = loaded();
    let list = r#"[
        {"id": "elestrals-fine-card", "name": "Fine Card", "class": "elestral"},
        {"id": "elestrals-odd", "name": "Odd", "class": "wizard"},
        {"id": "elestrals-fine-card", "name": " ", "class": "rune_counter",
         "cost": ["plasma"]},
        {"id": "elestrals-dated", "name": "Dated", "class": "rune_divine",
         "legality": [{"format": "elestrals-standard", "status": "banned",
                       "effective": "2026-02-30"}]},
        {"id": "elestrals-windowed", "name": "Windowed", "class": "spirit",
         "elements": ["fire", "water"],
         "legality": [{"format": "elestrals-standard", "status": "banned",
                       "effective": "2026-05-01", "lift": "2026-04-01"}]}
    ]"#;
    let report = store
        .import_cards(GameId::Elestrals, list)
        .expect("a report");
    assert_eq!(report.imported, 0);
    let indexes: Vec<usize> = report.rejected.iter().map(|r| r.index).collect();
    assert_eq!(indexes, vec![1, 2, 3, 4]);
    // Each record's problems as (code, path, label key).
    let problems = |i: usize| -> Vec<(CardProblemCode, String, String)> {
        report.rejected[i]
            .problems
            .iter()
            .map(|p| {
                let path = p.path.clone().unwrap_or_default();
                (p.code, path, p.reason.key.to_string())
            })
            .collect()
    };
    let unreadable = |path: &str| {
        (
            CardProblemCode::Unreadable,
            path.to_owned(),
            "card_problem.unreadable".to_owned(),
        )
    };
    assert_eq!(problems(0), vec![unreadable("class")]);
    assert_eq!(
        problems(1),
        vec![
            (
                CardProblemCode::IdTaken,
                "id".to_owned(),
                "card_problem.id_taken".to_owned()
            ),
            unreadable("cost[0]"),
        ]
    );
    assert_eq!(problems(2), vec![unreadable("legality[0].effective")]);
    let not_a_card = |path: &str, key: &str| {
        (
            CardProblemCode::NotACard,
            path.to_owned(),
            format!("elestrals.card_problem.{key}"),
        )
    };
    assert_eq!(
        problems(3),
        vec![
            not_a_card("elements", "spirit_elements"),
            not_a_card("legality[0].lift", "lift_before_effective"),
        ]
    );
    assert_eq!(report.rejected[0].id.as_deref(), Some("elestrals-odd"));
    assert!(
        store.get_card("elestrals-fine-card").is_err(),
        "not written"
    );
}

#[test]
fn two_bad_records_are_both_named() {
    let mut store = loaded();
    let list = r#"[
        {"id": "elestrals-ok", "name": "Ok", "class": "elestral", "elements": ["fire"]},
        {"id": "elestrals-nameless", "name": "", "class": "elestral"},
        {"id": "elestrals-bad-element", "name": "Bad Element", "class": "elestral",
         "elements": ["plasma"]}
    ]"#;
    let report = store
        .import_cards(GameId::Elestrals, list)
        .expect("a report");
    let named: Vec<(usize, Option<&str>)> = report
        .rejected
        .iter()
        .map(|r| (r.index, r.id.as_deref()))
        .collect();
    assert_eq!(
        named,
        vec![
            (1, Some("elestrals-nameless")),
            (2, Some("elestrals-bad-element"))
        ]
    );
    assert!(store.get_card("elestrals-ok").is_err(), "nothing written");
}

#[test]
fn text_that_is_not_a_card_list_is_a_clear_error() {
    let mut store = loaded();
    for (text, expected) in [
        ("[{\"id\": ", "not JSON"),
        ("42", "expected an array"),
        ("{\"cards\": 3}", "`cards` array"),
        ("{\"game\": \"conjure\", \"cards\": []}", "not elestrals"),
    ] {
        let error = store
            .import_cards(GameId::Elestrals, text)
            .expect_err("refused");
        assert_eq!(error.code(), ErrorCode::StoreInvalidCardData);
        assert!(error.to_string().contains(expected), "{text}: {error}");
    }
    let error = store
        .import_cards(GameId::Codex, "[]")
        .expect_err("a game without cards");
    assert_eq!(error.code(), ErrorCode::StoreInvalidCardData);
}

#[test]
fn the_shipped_list_imports_as_a_players_export_would() {
    let mut store = Store::open_in_memory().expect("opens");
    store.sync_shipped_data(shipped_files()).expect("loads");
    let shipped = shipped_files()
        .to_vec()
        .into_iter()
        .find(|(path, _)| *path == "elestrals/cards.json")
        .map(|(_, text)| text)
        .expect("shipped");
    let report = store
        .import_cards(GameId::Elestrals, shipped)
        .expect("imports");
    assert!(report.is_complete(), "{:?}", report.rejected);
    assert_eq!(report.imported, 26);
}

#[test]
fn a_list_larger_than_the_stored_cards_is_found_through_rebuilt_name_indexes() {
    let mut store = loaded();
    let records: Vec<String> = (0..REBUILD_NAME_INDEXES_FROM)
        .map(|i| {
            format!(
                r#"{{"id": "elestrals-bulk-{i}", "name": "Bulk {i:05}", "class": "elestral",
                    "elements": ["fire"], "cost": ["fire"], "effect": "Card number {i}."}}"#
            )
        })
        .collect();
    let report = store
        .import_cards(GameId::Elestrals, &format!("[{}]", records.join(",")))
        .expect("imports");
    assert_eq!(report.imported, REBUILD_NAME_INDEXES_FROM);
    let names: Vec<String> = store
        .search_cards(GameId::Elestrals, "bulk 0000", 3)
        .expect("searches")
        .cards
        .into_iter()
        .map(|card| card.name)
        .collect();
    assert_eq!(names, vec!["Bulk 00000", "Bulk 00001", "Bulk 00002"]);
    let indexes: i64 = store
        .conn
        .query_row(
            "SELECT count(*) FROM sqlite_schema
             WHERE name IN ('cards_by_game', 'cards_by_name_key')",
            [],
            |row| row.get(0),
        )
        .expect("reads");
    assert_eq!(indexes, 2);
    assert_eq!(
        store.get_card("elestrals-bulk-7").expect("stored").text,
        "Card number 7."
    );
}

/// The card screen offers an import for every game whose cards the engine reads: a list of
/// the other game with cards imports the same way, and refuses a misspelt attribute.
#[test]
fn a_list_of_every_game_with_cards_imports() {
    let mut store = loaded();
    let list = r#"[
        {"id": "conjure-ember-pup", "name": "Ember Pup", "kind": "creature",
         "text": "A small flame.", "attributes": {"colors": ["red"], "cost": 1, "power": 1, "defense": 1}},
        {"id": "conjure-ember-pup-2", "name": "Ember Pup Two", "kind": "creature",
         "attributes": {"colors": ["red"], "cost": 1, "power": 1, "defence": 1}}
    ]"#;
    let report = store.import_cards(GameId::Conjure, list).expect("a report");
    assert_eq!(report.imported, 0);
    assert_eq!(report.rejected.len(), 1);
    assert_eq!(report.rejected[0].index, 1);
    assert_eq!(
        report.rejected[0].problems[0].code,
        CardProblemCode::Unreadable
    );
    let fixed = list.replace("defence", "defense");
    let report = store
        .import_cards(GameId::Conjure, &fixed)
        .expect("imports");
    assert_eq!(report.imported, 2);
    let found = store
        .search_cards(GameId::Conjure, "ember pup", 5)
        .expect("searches")
        .cards;
    assert_eq!(found.len(), 2);
}
