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
