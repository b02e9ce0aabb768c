//! Tests of `catalog`.

use super::*;
use crate::shipped_files;
use proptest::prelude::*;
use tableside_engine::ErrorCode;

/// A store in memory with the shipped data.
pub(super) fn store() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store
        .sync_shipped_data(shipped_files())
        .expect("the shipped data loads");
    store
}

fn names(cards: Vec<CardInfo>) -> Vec<String> {
    cards.into_iter().map(|c| c.name).collect()
}

#[test]
fn the_home_screen_lists_the_games_the_engine_plays() {
    let games = store().list_games().expect("lists");
    let playable: Vec<(GameId, bool)> = games.iter().map(|g| (g.id, g.playable)).collect();
    assert_eq!(
        playable,
        vec![
            (GameId::Elestrals, true),
            (GameId::Conjure, true),
            (GameId::Codex, true),
            (GameId::Xingling, true)
        ]
    );
}

#[test]
fn conjure_ships_the_standard_and_second_edition_formats() {
    let store = store();
    let ids: Vec<String> = store
        .list_formats(GameId::Conjure)
        .expect("lists")
        .into_iter()
        .map(|f| f.id)
        .collect();
    assert_eq!(ids, vec!["conjure-standard", "conjure-second-edition"]);
    let second = store.get_format("conjure-second-edition").expect("found");
    assert_eq!(second.rules["starting_life"], 20);
    assert_eq!(second.rules["deck_size"], 25);
    assert_eq!((second.min_players, second.max_players), (2, 4));
}

#[test]
fn an_unknown_format_or_card_is_not_found() {
    let store = store();
    assert_eq!(
        store.get_format("conjure-nope").err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
    assert_eq!(
        store.get_card("conjure-nope").err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
}

#[test]
fn search_finds_cards_by_prefixes_of_their_words() {
    let store = store();
    assert_eq!(
        names(
            store
                .search_cards(GameId::Conjure, "pyro", 10)
                .expect("searches")
                .cards
        ),
        vec!["Pyromaniac's Feast"]
    );
    assert_eq!(
        names(
            store
                .search_cards(GameId::Conjure, "fire tow", 10)
                .expect("searches")
                .cards
        ),
        vec!["Fire Crystal Tower"]
    );
    let elestrals = store
        .search_cards(GameId::Elestrals, "fire", 10)
        .expect("searches")
        .cards;
    assert!(
        elestrals.iter().all(|card| card.game == GameId::Elestrals),
        "other games' cards are not found"
    );
    assert!(names(elestrals).contains(&"Fire Spirit".to_owned()));
}

#[test]
fn an_empty_query_lists_cards_by_name_up_to_the_limit() {
    let store = store();
    let listed = names(
        store
            .search_cards(GameId::Conjure, "  ", 3)
            .expect("lists")
            .cards,
    );
    let all = names(
        store
            .search_cards(GameId::Conjure, "", 200)
            .expect("lists")
            .cards,
    );
    let mut sorted = all.clone();
    sorted.sort();
    assert_eq!(all, sorted, "by name");
    assert_eq!(listed, all[..3].to_vec());
    assert_eq!(listed[0], "Arcane Crystal Tower");
    assert!(store
        .search_cards(GameId::Conjure, "tower", 0)
        .expect("searches")
        .cards
        .is_empty());
}

#[test]
fn fts_syntax_typed_by_a_person_is_searched_as_text() {
    let store = store();
    for query in [
        "tower AND",
        "NOT quest",
        "name:fire",
        "\"",
        "fire*",
        "(tower",
        "NEAR(a b)",
        "^fire",
        "a:b:c",
    ] {
        assert!(
            store.search_cards(GameId::Conjure, query, 10).is_ok(),
            "{query}"
        );
    }
}

#[test]
fn any_typed_text_searches_without_error() {
    let store = store();
    let typed = prop_oneof![any::<String>(), "[a-zA-Z0-9\"*:()^+ -]{0,24}"];
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(512));
    let result = runner.run(&typed, |query| {
        let found = store.search_cards(GameId::Conjure, &query, 5);
        prop_assert!(found.is_ok(), "{query:?}: {:?}", found.err());
        Ok(())
    });
    if let Err(failure) = result {
        panic!("{failure}");
    }
}
