//! Tests of `state`: what waits for what.

use std::sync::{mpsc, Arc};
use std::time::Duration;

use super::AppState;
use crate::sharing::ChangedBy;

/// A two-player match of the first playable game, in its first format.
fn start_a_match(state: &AppState) -> crate::ipc::MatchSnapshot {
    let games = state.list_games().expect("games");
    let game = games
        .iter()
        .find(|game| game.info.playable && !game.formats.is_empty())
        .expect("a playable game");
    state
        .new_match(crate::ipc::NewMatch {
            game: game.info.id,
            format: game.formats[0].id.clone(),
            players: vec!["Ana".into(), "Ben".into()],
            decks: None,
            house_rules: None,
        })
        .expect("a match")
}

#[test]
fn a_read_goes_on_while_a_write_holds_the_writer() {
    let dir = tempfile::tempdir().expect("a folder");
    let state = Arc::new(AppState::open(&dir.path().join("tableside.sqlite3")));
    assert!(state.database_status().problem.is_none());

    // As a long write does: the writer is held until the read has answered.
    let writing = state.slot();
    let (answered, answer) = mpsc::channel();
    let reading = Arc::clone(&state);
    std::thread::spawn(move || {
        let games = reading.list_games().map(|games| games.len());
        let players = reading.with_store(|store| store.list_players());
        let _ = answered.send((games, players.map(|players| players.len())));
    });
    let (games, players) = answer
        .recv_timeout(Duration::from_secs(20))
        .expect("the reads answered without the writer");
    drop(writing);
    assert!(games.expect("games") > 0);
    assert_eq!(players.expect("players"), 0);
}

#[test]
fn a_read_sees_the_last_write() {
    let dir = tempfile::tempdir().expect("a folder");
    let state = AppState::open(&dir.path().join("tableside.sqlite3"));
    let started = start_a_match(&state);
    let listed = state.list_matches().expect("listed by the reader");
    assert_eq!(listed.first().map(|summary| summary.id), Some(started.id));
}

#[test]
fn an_in_memory_database_reads_through_its_writer() {
    let state = AppState::in_memory();
    assert!(state.reader().is_none());
    assert!(!state.list_games().expect("games").is_empty());
}

/// A card list of `count` records of the first game with cards, as JSON.
fn card_list(count: usize) -> String {
    let cards: Vec<serde_json::Value> = (0..count)
        .map(|n| {
            serde_json::json!({"id": format!("elestrals-turn-{n}"), "name": format!("Turn Card {n}"),
                "class": "elestral", "elements": ["fire"], "cost": ["fire"],
                "attack": 1, "defense": 1, "effect": "Written in turns."})
        })
        .collect();
    serde_json::Value::Array(cards).to_string()
}

#[test]
fn a_tap_is_written_between_the_slices_of_an_import() {
    use tableside_engine::{Action, Die, GameId};

    let dir = tempfile::tempdir().expect("a folder");
    let state = Arc::new(AppState::open(&dir.path().join("tableside.sqlite3")));
    let table = start_a_match(&state);

    // The import tells when it has written its first slice, then goes on.
    let (first_slice, sliced) = mpsc::channel();
    let importing = Arc::clone(&state);
    let import = std::thread::spawn(move || {
        let mut told = false;
        importing.import_cards(GameId::Elestrals, &card_list(20_000), &mut |progress| {
            if !told && progress.done > 0 {
                told = true;
                let _ = first_slice.send(());
            }
        })
    });
    sliced
        .recv_timeout(Duration::from_secs(60))
        .expect("a first slice");
    let roll = Action::Roll {
        die: Die::D6,
        player: Some(0),
    };
    let tapped = state
        .act(table.id, roll, None, None, ChangedBy::Host)
        .expect("a tap while the import goes on");
    assert!(
        !import.is_finished(),
        "the tap was written before the import's last slice, not after it"
    );
    assert_eq!(tapped.update.log_len, 1);
    let done = import.join().expect("the import thread").expect("imported");
    assert_eq!(done.imported, 20_000);
    assert_eq!(
        state
            .search_cards(GameId::Elestrals, "turn card", 5)
            .expect("searches")
            .cards
            .len(),
        5
    );
}

#[test]
fn a_database_in_a_vfs_keeps_every_acknowledged_action_across_a_close() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    let name = path.to_str().expect("a UTF-8 path");
    let state = AppState::open_in_vfs(name, Box::new(crate::state::files::OsFiles));
    assert!(state.database_status().problem.is_none());
    assert!(state.reader().is_none(), "one connection does everything");
    let started = start_a_match(&state);
    let undo = tableside_engine::Action::Undo;
    let refused = state.act(started.id, undo, None, None, ChangedBy::Host);
    assert!(refused.is_err(), "nothing to undo yet");
    let die = tableside_engine::Action::Roll {
        die: tableside_engine::Die::D6,
        player: None,
    };
    let rolled = state
        .act(started.id, die, None, None, ChangedBy::Host)
        .expect("rolled");
    state.close();

    let again = AppState::open_in_vfs(name, Box::new(crate::state::files::OsFiles));
    let reopened = again.open_match(started.id).expect("the match reopens");
    assert_eq!(reopened.view.log.len() as u32, rolled.update.log_len);
}

#[test]
fn two_new_matches_roll_with_different_seeds() {
    let state = AppState::in_memory();
    let (a, b) = (start_a_match(&state), start_a_match(&state));
    let seed_of = |id| state.export_match(id).expect("exports").setup.seed;
    assert_ne!(seed_of(a.id), seed_of(b.id));
}

#[test]
fn the_windows_wait_wakes_for_a_devices_change_and_not_for_its_own() {
    let state = Arc::new(AppState::in_memory());
    let started = start_a_match(&state);
    let roll = || tableside_engine::Action::Roll {
        die: tableside_engine::Die::D6,
        player: None,
    };
    let changes = state.sharing.changes();
    // The window's own tap: its answer carries the change, and nothing wakes its wait.
    let before = changes.count();
    state
        .act(started.id, roll(), None, None, ChangedBy::Host)
        .expect("the window's roll");
    assert_eq!(
        changes.count(),
        before,
        "the window's own change woke its wait"
    );
    assert!(!changes.wait_after(before, Duration::from_millis(50)));

    // A device's tap wakes a window waiting since before it, which then reads both entries.
    let seen = started.view.log.len() as u32;
    let waiting = Arc::clone(&state);
    let window = std::thread::spawn(move || {
        let woken = waiting
            .sharing
            .changes()
            .wait_after(before, Duration::from_secs(10));
        let change = waiting
            .table_since(started.id, seen, false)
            .expect("an answer");
        (woken, change.update.log_len)
    });
    state
        .act(started.id, roll(), None, None, ChangedBy::Device)
        .expect("a device's roll");
    let (woken, log_len) = window.join().expect("the window's thread");
    assert!(woken, "a device's change did not wake the window");
    assert_eq!(log_len, seen + 2);
}
