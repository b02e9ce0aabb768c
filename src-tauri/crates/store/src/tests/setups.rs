//! A new match's setup from a table's choices.

use serde_json::{json, Map, Value};
use tableside_engine::ErrorCode;
use tableside_engine::GameId;

use crate::{shipped_files, Store, StoreError};

fn loaded() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store.sync_shipped_data(shipped_files()).expect("loads");
    store
}

/// The first stored format of `game` and one of its numbers a table may change.
fn format_and_house_rule(store: &Store, game: GameId) -> (String, String, i64) {
    let format = store.list_formats(game).expect("lists")[0].clone();
    let bounds = game.info().house_rules[0].clone();
    (format.id, bounds.rule.into_owned(), bounds.max)
}

#[test]
fn a_setup_takes_the_format_with_the_house_rules_over_it_and_a_rematch_keeps_them() {
    let store = loaded();
    let game = *GameId::ALL
        .iter()
        .find(|game| !game.info().house_rules.is_empty())
        .expect("a game offers a house rule");
    let (format, rule, value) = format_and_house_rule(&store, game);
    let players = vec![" Ana ".to_owned(), "Ben".to_owned()];
    let mut house: Map<String, Value> = Map::new();
    house.insert(rule.clone(), json!(value));
    let setup = store
        .new_setup(game, &format, &players, &house, 7)
        .expect("a setup");
    assert_eq!(setup.players, vec!["Ana", "Ben"], "names trimmed");
    assert_eq!(setup.rules[&rule], json!(value));
    assert_eq!(setup.seed, 7);
    assert_eq!(store.house_rules_played(&setup).expect("reads"), house);
    let plain = store
        .new_setup(game, &format, &players, &Map::new(), 7)
        .expect("a setup");
    assert!(store.house_rules_played(&plain).expect("reads").is_empty());
}

#[test]
fn a_format_of_another_game_or_none_is_refused() {
    let store = loaded();
    let games: Vec<GameId> = GameId::ALL
        .iter()
        .copied()
        .filter(|game| !store.list_formats(*game).expect("lists").is_empty())
        .collect();
    let [first, second, ..] = games[..] else {
        panic!("two games ship formats");
    };
    let format = store.list_formats(second).expect("lists")[0].id.clone();
    let players = vec!["Ana".to_owned(), "Ben".to_owned()];
    let refused = store
        .new_setup(first, &format, &players, &Map::new(), 1)
        .expect_err("another game's format");
    assert_eq!(refused.code(), ErrorCode::SetupFormatGame);
    let missing = store
        .new_setup(first, "no-such-format", &players, &Map::new(), 1)
        .expect_err("no such format");
    assert!(matches!(missing, StoreError::NotFound { .. }));
}
