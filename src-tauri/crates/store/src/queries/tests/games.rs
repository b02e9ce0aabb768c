//! Tests of `games`.

use super::*;
use crate::Store;

#[test]
fn games_are_listed_in_the_engines_order_with_their_latest_name() {
    let store = Store::open_in_memory().expect("opens");
    upsert_game(&store.conn, GameId::Conjure, "Conjure").expect("writes");
    upsert_game(&store.conn, GameId::Elestrals, "Elestrals").expect("writes");
    upsert_game(&store.conn, GameId::Conjure, "Conjure The Chaos").expect("writes");
    let games = list_games(&store.conn).expect("reads");
    assert_eq!(
        games,
        vec![
            (GameId::Elestrals, "Elestrals".to_owned()),
            (GameId::Conjure, "Conjure The Chaos".to_owned())
        ]
    );
}
