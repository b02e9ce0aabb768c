//! Tests of `formats`.

use super::*;
use crate::queries::games::upsert_game;
use crate::Store;

fn format(id: &str, name: &str) -> FormatInfo {
    FormatInfo {
        id: id.to_owned(),
        game: GameId::Conjure,
        name: name.to_owned(),
        description: String::new(),
        min_players: 2,
        max_players: 4,
        rules: serde_json::json!({ "starting_life": 30 }),
        playable: true,
        // Format B's tables play 50-minute rounds, by habit; A's say nothing.
        round: (name == "B").then_some(FormatRound {
            minutes: 50,
            verified: false,
        }),
    }
}

fn store_with_conjure() -> Store {
    let store = Store::open_in_memory().expect("opens");
    upsert_game(&store.conn, GameId::Conjure, "Conjure The Chaos").expect("writes");
    store
}

#[test]
fn formats_list_in_file_order_and_read_back_whole_with_their_rounds() {
    let store = store_with_conjure();
    upsert_format(&store.conn, &format("conjure-b", "B"), 0).expect("writes");
    upsert_format(&store.conn, &format("conjure-a", "A"), 1).expect("writes");
    let listed = list_formats(&store.conn, GameId::Conjure).expect("reads");
    assert_eq!(
        listed,
        vec![format("conjure-b", "B"), format("conjure-a", "A")]
    );
    assert_eq!(
        get_format(&store.conn, "conjure-a").expect("reads"),
        Some(format("conjure-a", "A"))
    );
    assert_eq!(get_format(&store.conn, "conjure-z").expect("reads"), None);
}

#[test]
fn a_format_needs_its_game() {
    let store = Store::open_in_memory().expect("opens");
    assert!(
        upsert_format(&store.conn, &format("conjure-a", "A"), 0).is_err(),
        "foreign keys are on"
    );
}

#[test]
fn retiring_formats_keeps_the_listed_ones() {
    let store = store_with_conjure();
    upsert_format(&store.conn, &format("conjure-a", "A"), 0).expect("writes");
    upsert_format(&store.conn, &format("conjure-b", "B"), 1).expect("writes");
    assert_eq!(
        delete_formats_except(&store.conn, &["conjure-a"]).expect("deletes"),
        1
    );
    assert_eq!(
        list_formats(&store.conn, GameId::Conjure).expect("reads"),
        vec![format("conjure-a", "A")]
    );
}
