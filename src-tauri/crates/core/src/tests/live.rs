//! Tests of `live`: the bounded set of matches kept replayed.

use tableside_engine::ErrorCode;
use tableside_engine::{Action, Die, Match, Setup};
use tableside_store::{shipped_files, MatchId, Missing, Store};

use super::LiveMatches;

/// A store holding `count` matches of the first playable game, each with one roll logged.
fn store_with(count: usize) -> (Store, Vec<MatchId>) {
    let mut store = Store::open_in_memory().expect("a store");
    store
        .sync_shipped_data(shipped_files())
        .expect("shipped data");
    let game = store
        .list_games()
        .expect("games")
        .into_iter()
        .find(|game| game.playable)
        .expect("a playable game");
    let format = store.list_formats(game.id).expect("formats").remove(0);
    let ids = (0..count)
        .map(|seed| {
            let setup = Setup {
                game: game.id,
                format: format.id.clone(),
                players: vec!["Ana".into(), "Ben".into()],
                seed: seed as u64,
                rules: format.rules.clone(),
            };
            let id = store.create_match(&setup, 1_000).expect("created");
            let mut table = Match::new(setup).expect("a match");
            let roll = Action::Roll {
                die: Die::D6,
                player: Some(0),
            };
            table.apply(roll, 2_000).expect("a roll");
            store.append_action(id, &table).expect("appended");
            id
        })
        .collect();
    (store, ids)
}

#[test]
fn the_match_asked_for_least_recently_makes_room() {
    let (store, ids) = store_with(3);
    let mut live = LiveMatches::new(2);
    live.get(&store, ids[0]).expect("first");
    live.get(&store, ids[1]).expect("second");
    live.get(&store, ids[0]).expect("first again");
    live.get(&store, ids[2]).expect("third");
    assert_eq!(live.len(), 2, "no more than the limit");
    assert!(live.matches.contains_key(&ids[0]), "asked for lately");
    assert!(
        !live.matches.contains_key(&ids[1]),
        "asked for least lately"
    );
}

#[test]
fn a_match_made_room_for_is_replayed_as_it_was() {
    let (store, ids) = store_with(2);
    let mut live = LiveMatches::new(1);
    let before = live.get(&store, ids[0]).expect("first").view();
    live.get(&store, ids[1]).expect("second");
    assert_eq!(live.get(&store, ids[0]).expect("again").view(), before);
    assert_eq!(live.len(), 1);
}

#[test]
fn an_unknown_match_is_an_error_and_keeps_nothing() {
    let (store, _) = store_with(1);
    let mut live = LiveMatches::new(2);
    let error = live.get(&store, MatchId(999)).expect_err("no such match");
    assert_eq!(error.code, ErrorCode::StoreNotFound);
    // Worded as a missing match, in the table's language.
    let what = error
        .reason
        .as_ref()
        .and_then(|reason| reason.args.get("what"));
    assert_eq!(
        what,
        Some(&tableside_engine::LabelArg::Label(Box::new(
            Missing::Match.label()
        )))
    );
    assert_eq!(live.len(), 0);
}
