//! Tests of `sharing`: the shared table and its seats outlive the connection that made them.

use super::*;
use tableside_engine::{Action, Die, GameId, Match, Setup};

fn setup() -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into(), "Cy".into()],
        seed: 5,
        rules: serde_json::Value::Null,
    }
}

fn store_with_match() -> (tempfile::TempDir, std::path::PathBuf, MatchId) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("tableside.db");
    let mut store = Store::open(&path).expect("opens");
    store
        .sync_shipped_data(crate::shipped_files())
        .expect("loads");
    let id = store.create_match(&setup(), 1_000).expect("creates");
    (dir, path, id)
}

#[test]
fn a_shared_table_and_its_seats_are_there_after_a_restart() {
    let (_dir, path, id) = store_with_match();
    {
        let mut store = Store::open(&path).expect("opens");
        store.share_table(id, "join", 0, 2_000).expect("shares");
        store.set_shared_port(id, 47_001).expect("records the port");
        assert!(store
            .take_shared_seat(id, 2, "seat-two", 2_001)
            .expect("takes"));
        assert!(store
            .take_shared_seat(id, 0, "seat-zero", 2_002)
            .expect("takes"));
    }
    let store = Store::open(&path).expect("opens again");
    let table = store.shared_table().expect("reads").expect("still shared");
    assert_eq!(table.match_id, id);
    assert_eq!(table.join_token, "join");
    assert_eq!(table.port, 47_001);
    let seats: Vec<(usize, &str)> = table
        .seats
        .iter()
        .map(|s| (s.seat, s.token.as_str()))
        .collect();
    assert_eq!(seats, [(0, "seat-zero"), (2, "seat-two")]);
}

#[test]
fn a_seat_goes_to_the_first_device_that_asks_until_it_is_freed() {
    let (_dir, path, id) = store_with_match();
    let mut store = Store::open(&path).expect("opens");
    assert!(
        !store.take_shared_seat(id, 1, "early", 1).expect("asks"),
        "nothing is shared yet"
    );
    store.share_table(id, "join", 0, 2_000).expect("shares");
    assert!(store.take_shared_seat(id, 1, "first", 2).expect("takes"));
    assert!(!store.take_shared_seat(id, 1, "second", 3).expect("asks"));
    assert!(store.free_shared_seat(id, 1).expect("frees"));
    assert!(
        !store.free_shared_seat(id, 1).expect("frees again"),
        "nobody holds it now"
    );
    assert!(store.take_shared_seat(id, 1, "second", 4).expect("takes"));
    let table = store.shared_table().expect("reads").expect("shared");
    assert_eq!(table.seats[0].token, "second");
}

#[test]
fn ending_or_moving_sharing_forgets_every_token() {
    let (_dir, path, id) = store_with_match();
    let mut store = Store::open(&path).expect("opens");
    let other = store.create_match(&setup(), 1_500).expect("creates");
    store.share_table(id, "join", 0, 2_000).expect("shares");
    assert!(store.take_shared_seat(id, 0, "zero", 2).expect("takes"));
    store
        .share_table(other, "join-2", 0, 3_000)
        .expect("shares another");
    let table = store.shared_table().expect("reads").expect("shared");
    assert_eq!((table.match_id, table.seats.len()), (other, 0));
    store.stop_sharing().expect("stops");
    assert_eq!(store.shared_table().expect("reads"), None);
}

#[test]
fn a_keyed_action_is_found_by_its_key_and_a_key_is_used_once() {
    let (_dir, path, id) = store_with_match();
    let mut store = Store::open(&path).expect("opens");
    let mut live = Match::new(setup()).expect("starts");
    let roll = Action::Roll {
        die: Die::D6,
        player: None,
    };
    live.apply(roll.clone(), 3_000).expect("rolls");
    store
        .append_keyed_action(id, &live, "device-1:7")
        .expect("appends");
    assert_eq!(
        store.keyed_action(id, "device-1:7").expect("reads"),
        Some(0)
    );
    assert_eq!(store.keyed_action(id, "device-1:8").expect("reads"), None);

    live.apply(roll, 3_001).expect("rolls again");
    let again = store.append_keyed_action(id, &live, "device-1:7");
    assert!(again.is_err(), "a key names one entry");
    let stored = store.load_match(id).expect("loads");
    assert_eq!(stored.log().len(), 1, "the refused append wrote nothing");
}

#[test]
fn a_rematch_takes_the_shared_table_with_its_token_port_and_seats() {
    let (_dir, path, id) = store_with_match();
    let mut store = Store::open(&path).expect("opens");
    let next = store.create_match(&setup(), 5_000).expect("creates");
    assert!(
        !store.move_shared_table(id, next).expect("asks"),
        "nothing shared yet"
    );
    store
        .share_table(id, "join", 47_002, 2_000)
        .expect("shares");
    assert!(store.take_shared_seat(id, 1, "one", 2).expect("takes"));
    assert!(store.move_shared_table(id, next).expect("moves"));
    let table = store.shared_table().expect("reads").expect("still shared");
    assert_eq!(
        (table.match_id, table.join_token.as_str(), table.port),
        (next, "join", 47_002)
    );
    assert_eq!(
        table.seats,
        [SharedSeat {
            seat: 1,
            token: "one".into()
        }]
    );
}
