//! Tests of `cards`.

use super::*;
use crate::queries::games::upsert_game;
use crate::search::{name_key, prefix_query};
use crate::Store;

fn card(id: &str, name: &str, text: &str) -> CardInfo {
    CardInfo {
        id: id.to_owned(),
        game: GameId::Conjure,
        name: name.to_owned(),
        kind: "quest".to_owned(),
        text: text.to_owned(),
        sample: true,
        attributes: serde_json::json!({}),
        zone: GameId::Conjure.deck_zone("quest").map(str::to_owned),
    }
}

fn store_with(cards: &[CardInfo]) -> Store {
    let store = Store::open_in_memory().expect("opens");
    upsert_game(&store.conn, GameId::Conjure, "Conjure The Chaos").expect("writes");
    for card in cards {
        upsert_card(&store.conn, card).expect("writes");
    }
    store
}

fn search(store: &Store, query: &str) -> Vec<String> {
    let fts = prefix_query(query).expect("a query with words");
    search_cards(&store.conn, GameId::Conjure, &name_key(query), &fts, 10)
        .expect("searches")
        .into_iter()
        .map(|c| c.id)
        .collect()
}

#[test]
fn a_name_match_ranks_above_a_text_match() {
    let store = store_with(&[
        card("conjure-a", "Quiet Grove", "Gain a fire crystal."),
        card("conjure-b", "Fire Tower", "A tower."),
    ]);
    assert_eq!(search(&store, "fir"), vec!["conjure-b", "conjure-a"]);
}

#[test]
fn every_typed_word_must_match_as_a_prefix() {
    let store = store_with(&[
        card("conjure-a", "Unstoppable Force", "Deal ten damage."),
        card("conjure-b", "Unstoppable Wall", "Block."),
    ]);
    assert_eq!(search(&store, "unst for"), vec!["conjure-a"]);
}

#[test]
fn diacritics_do_not_matter() {
    let store = store_with(&[card("conjure-a", "Café Crystal", "")]);
    assert_eq!(search(&store, "cafe"), vec!["conjure-a"]);
    assert_eq!(search(&store, "CAFÉ"), vec!["conjure-a"]);
}

#[test]
fn an_updated_card_is_found_by_its_new_text_only() {
    let store = store_with(&[card("conjure-a", "Old Name", "")]);
    upsert_card(&store.conn, &card("conjure-a", "New Name", "")).expect("writes");
    assert_eq!(search(&store, "new"), vec!["conjure-a"]);
    assert!(
        search(&store, "old").is_empty(),
        "the index dropped the old name"
    );
}

#[test]
fn a_deleted_card_leaves_the_index() {
    let store = store_with(&[card("conjure-a", "Gone", ""), card("conjure-b", "Kept", "")]);
    assert_eq!(
        delete_cards_except(&store.conn, &["conjure-b"]).expect("deletes"),
        1
    );
    assert!(search(&store, "gone").is_empty());
    assert_eq!(get_card(&store.conn, "conjure-a").expect("reads"), None);
    assert!(get_card(&store.conn, "conjure-b").expect("reads").is_some());
}

#[test]
fn listing_is_by_name_and_limited() {
    let store = store_with(&[
        card("conjure-a", "B", ""),
        card("conjure-b", "A", ""),
        card("conjure-c", "C", ""),
    ]);
    let names: Vec<String> = list_cards(&store.conn, GameId::Conjure, 2)
        .expect("reads")
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, vec!["A", "B"]);
}

#[test]
fn names_that_start_with_the_typed_text_come_first_in_name_order() {
    let store = store_with(&[
        card("conjure-a", "Tower of Fire", "fire everywhere"),
        card("conjure-b", "Fire Tower", ""),
        card("conjure-c", "Firefly", ""),
        card("conjure-d", "Ash", "a fire starter"),
    ]);
    assert_eq!(
        search(&store, "fire"),
        vec!["conjure-b", "conjure-c", "conjure-a", "conjure-d"],
        "names starting with it, then names with the word, then texts"
    );
    assert_eq!(search(&store, "fire to"), vec!["conjure-b", "conjure-a"]);
}

#[test]
fn each_tier_stops_at_the_limit() {
    let cards: Vec<CardInfo> = (0..30)
        .map(|i| {
            card(
                &format!("conjure-{i:02}"),
                &format!("Storm {i:02}"),
                "storm",
            )
        })
        .collect();
    let store = store_with(&cards);
    let fts = prefix_query("st").expect("a query");
    let found = search_cards(&store.conn, GameId::Conjure, "st", &fts, 5).expect("searches");
    let names: Vec<&str> = found.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        vec!["Storm 00", "Storm 01", "Storm 02", "Storm 03", "Storm 04"]
    );
}

fn named(id: &str, name: &str, text: &str) -> CardInfo {
    CardInfo {
        game: GameId::Conjure,
        sample: false,
        ..card(id, name, text)
    }
}

#[test]
fn a_chinese_word_or_character_inside_a_name_or_text_is_found() {
    let store = store_with(&[
        named(
            "conjure-dragon",
            "星灵·炎龙",
            "召唤时，对一名对手造成2点伤害。",
        ),
        named("conjure-moon", "月影星灵", "回复3点生命值。"),
        named("conjure-hall", "星灵殿堂", "你的星灵获得+1攻击力。"),
        named("conjure-sky", "苍穹守护者", "Guard: 抵挡一次攻击。"),
    ]);
    assert_eq!(
        search(&store, "星灵"),
        vec!["conjure-dragon", "conjure-hall", "conjure-moon"],
        "names starting with it first, then names holding it"
    );
    assert_eq!(search(&store, "炎龙"), vec!["conjure-dragon"]);
    assert_eq!(search(&store, "殿"), vec!["conjure-hall"]);
    assert_eq!(search(&store, "守护"), vec!["conjure-sky"]);
    assert_eq!(
        search(&store, "伤害"),
        vec!["conjure-dragon"],
        "a word of a text"
    );
    assert_eq!(search(&store, "生命值"), vec!["conjure-moon"]);
    assert_eq!(
        search(&store, "攻击"),
        vec!["conjure-hall", "conjure-sky"],
        "texts, in the index's order"
    );
    assert_eq!(
        search(&store, "guard 攻击"),
        vec!["conjure-sky"],
        "Latin and Han words together"
    );
    assert!(
        search(&store, "龙炎").is_empty(),
        "the characters in their order"
    );
    assert!(search(&store, "火龙").is_empty());
}

#[test]
fn attributes_repeating_a_column_are_stored_once_and_read_back_whole() {
    let mut written = card("conjure-a", "Fire Tower", "Deal 2 damage.");
    written.attributes = serde_json::json!({
        "id": "conjure-a", "name": "Fire Tower", "effect": "Deal 2 damage.",
        "class": "quest", "flavor": "Fire Tower", "cost": 3, "subtitle": "not a column"
    });
    let store = store_with(&[written.clone()]);
    let stored: String = store
        .conn
        .query_row(
            "SELECT attributes_json FROM cards WHERE id = 'conjure-a'",
            [],
            |row| row.get(0),
        )
        .expect("reads");
    assert_eq!(stored, r#"{"cost":3,"subtitle":"not a column"}"#);
    assert_eq!(
        get_card(&store.conn, "conjure-a").expect("reads"),
        Some(written)
    );
}

#[test]
fn attributes_that_are_not_an_object_are_stored_as_they_are() {
    let mut written = card("conjure-a", "Odd", "");
    written.attributes = serde_json::json!(["Odd", 1]);
    let store = store_with(&[written.clone()]);
    assert_eq!(
        get_card(&store.conn, "conjure-a").expect("reads"),
        Some(written)
    );
}

#[test]
fn a_card_written_twice_by_one_writer_is_indexed_once_by_its_last_name() {
    let store = store_with(&[card("conjure-old", "Older", "")]);
    write_cards(&store.conn, |writer| {
        writer.upsert(&card("conjure-a", "First Name", ""))?;
        writer.upsert(&card("conjure-b", "Other", ""))?;
        writer.upsert(&card("conjure-a", "Second Name", ""))?;
        writer.upsert(&card("conjure-old", "Oldest", ""))
    })
    .expect("writes");
    assert_eq!(search(&store, "second"), vec!["conjure-a"]);
    assert!(search(&store, "first").is_empty());
    assert_eq!(search(&store, "oldest"), vec!["conjure-old"]);
    assert_eq!(search(&store, "name"), vec!["conjure-a"]);
}

#[test]
fn the_name_indexes_are_created_again_as_the_migrations_made_them() {
    let store = Store::open_in_memory().expect("opens");
    let schema = |store: &Store| -> Vec<String> {
        let mut statement = store
            .conn
            .prepare("SELECT sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'cards' AND sql IS NOT NULL ORDER BY name")
            .expect("prepares");
        statement
            .query_map([], |row| row.get(0))
            .expect("reads")
            .collect::<rusqlite::Result<_>>()
            .expect("reads")
    };
    let migrated = schema(&store);
    drop_name_indexes(&store.conn).expect("drops");
    create_name_indexes(&store.conn).expect("creates");
    assert_eq!(schema(&store), migrated);
}
