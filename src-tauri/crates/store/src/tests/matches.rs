//! Tests of `matches`.

use super::*;
use tableside_engine::games::conjure::{self, Color};
use tableside_engine::ErrorCode;
use tableside_engine::{Action, GameAction};

fn setup() -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 5,
        rules: serde_json::Value::Null,
    }
}

fn play(action: conjure::Action) -> Action {
    Action::Play {
        play: GameAction::Conjure(action),
    }
}

/// Applies `action` to the live match and appends the entry, as the app does.
fn act(store: &mut Store, id: MatchId, live: &mut Match, action: Action, at_ms: i64) {
    live.apply(action, at_ms)
        .unwrap_or_else(|r| panic!("refused: {r}"));
    store.append_action(id, live).expect("appends");
}

/// A stored match where seat 0 went first, recharged red and spent one.
fn played(store: &mut Store) -> (MatchId, Match) {
    let id = store.create_match(&setup(), 1_000).expect("creates");
    let mut live = Match::new(setup()).expect("starts");
    act(
        store,
        id,
        &mut live,
        play(conjure::Action::SetFirstPlayer { player: 0 }),
        1_001,
    );
    act(
        store,
        id,
        &mut live,
        play(conjure::Action::Recharge { color: Color::Red }),
        1_002,
    );
    let spend = conjure::Action::Spend {
        player: 0,
        color: Color::Red,
        amount: 1,
        card_colors: vec![],
    };
    act(store, id, &mut live, play(spend), 1_003);
    act(store, id, &mut live, Action::Undo, 1_004);
    act(
        store,
        id,
        &mut live,
        Action::Roll {
            die: tableside_engine::Die::D20,
            player: Some(1),
        },
        1_005,
    );
    (id, live)
}

fn count_actions(store: &Store) -> i64 {
    store
        .conn
        .query_row("SELECT count(*) FROM match_actions", [], |r| r.get(0))
        .expect("counts")
}

#[test]
fn a_loaded_match_is_the_live_match() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, live) = played(&mut store);
    let loaded = store.load_match(id).expect("loads");
    assert_eq!(loaded.view(), live.view());
}

#[test]
fn the_summary_follows_every_append() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, _) = played(&mut store);
    let summary = &store.list_matches(10).expect("lists")[0];
    assert_eq!(summary.id, id);
    assert_eq!(summary.players, vec!["Ana", "Ben"]);
    assert_eq!(summary.format, "conjure-standard");
    assert_eq!(
        (summary.created_at_ms, summary.updated_at_ms),
        (1_000, 1_005)
    );
    assert_eq!(summary.action_count, 5);
    assert!(!summary.finished);
}

#[test]
fn a_finished_match_lists_its_winners_and_undo_reopens_it() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, mut live) = played(&mut store);
    act(
        &mut store,
        id,
        &mut live,
        play(conjure::Action::Concede { player: 1 }),
        2_000,
    );
    let summary = store.list_matches(1).expect("lists").remove(0);
    assert!(summary.finished);
    assert_eq!(summary.winners, vec![0]);
    assert_eq!(store.latest_unfinished().expect("reads"), None);

    act(&mut store, id, &mut live, Action::Undo, 2_001);
    let summary = store
        .latest_unfinished()
        .expect("reads")
        .expect("unfinished again");
    assert_eq!(
        (summary.id, summary.finished, summary.winners.len()),
        (id, false, 0)
    );
}

#[test]
fn latest_unfinished_is_the_most_recently_played() {
    let mut store = Store::open_in_memory().expect("opens");
    let older = store.create_match(&setup(), 10).expect("creates");
    let newer = store.create_match(&setup(), 20).expect("creates");
    assert_eq!(
        store.latest_unfinished().expect("reads").map(|m| m.id),
        Some(newer)
    );
    let mut live = Match::new(setup()).expect("starts");
    act(
        &mut store,
        older,
        &mut live,
        play(conjure::Action::SetFirstPlayer { player: 1 }),
        30,
    );
    assert_eq!(
        store.latest_unfinished().expect("reads").map(|m| m.id),
        Some(older)
    );
    let listed: Vec<MatchId> = store
        .list_matches(1)
        .expect("lists")
        .iter()
        .map(|m| m.id)
        .collect();
    assert_eq!(listed, vec![older], "the limit holds");
}

/// The match played on while it is first in the list writes no match row (migration 008), so
/// its row lags; the order and the listed counts and times must not.
#[test]
fn the_list_keeps_the_order_of_play_while_the_front_match_plays_on() {
    let mut store = Store::open_in_memory().expect("opens");
    let first = store.create_match(&setup(), 10).expect("creates");
    let second = store.create_match(&setup(), 20).expect("creates");
    let mut first_live = Match::new(setup()).expect("starts");
    let mut second_live = Match::new(setup()).expect("starts");
    let life = |player| play(conjure::Action::AdjustLife { player, delta: -1 });
    act(
        &mut store,
        first,
        &mut first_live,
        play(conjure::Action::SetFirstPlayer { player: 0 }),
        30,
    );
    act(
        &mut store,
        second,
        &mut second_live,
        play(conjure::Action::SetFirstPlayer { player: 1 }),
        40,
    );
    // `second` is first now and plays on until 90; `first` last played at 30.
    for at in [50, 60, 90] {
        act(&mut store, second, &mut second_live, life(0), at);
    }
    let listed = |store: &Store| -> Vec<(MatchId, i64, u32)> {
        store
            .list_matches(10)
            .expect("lists")
            .iter()
            .map(|m| (m.id, m.updated_at_ms, m.action_count))
            .collect()
    };
    assert_eq!(listed(&store), vec![(second, 90, 4), (first, 30, 1)]);

    // A match imported from another database, last played at 70: between the two.
    let mut other = Store::open_in_memory().expect("opens");
    let elsewhere = other.create_match(&setup(), 65).expect("creates");
    let mut elsewhere_live = Match::new(setup()).expect("starts");
    act(
        &mut other,
        elsewhere,
        &mut elsewhere_live,
        play(conjure::Action::SetFirstPlayer { player: 0 }),
        70,
    );
    let file = other.export_match(elsewhere).expect("exports");
    let imported = store.import_match(&file, 100).expect("imports").id;
    assert_eq!(
        listed(&store),
        vec![(second, 90, 4), (imported, 70, 1), (first, 30, 1)]
    );

    // `first` takes the front; `second` keeps its true time behind it.
    act(&mut store, first, &mut first_live, life(1), 95);
    assert_eq!(
        listed(&store),
        vec![(first, 95, 2), (second, 90, 4), (imported, 70, 1)]
    );
    assert_eq!(
        store.latest_unfinished().expect("reads").map(|m| m.id),
        Some(first)
    );
    assert_eq!(
        store.load_match(second).expect("loads").view(),
        second_live.view()
    );

    // Filed abandoned, an ended row keeps the count and time its log gives.
    store.abandon_match(second).expect("abandons");
    assert_eq!(
        listed(&store),
        vec![(first, 95, 2), (second, 90, 4), (imported, 70, 1)]
    );
}

#[test]
fn an_entry_out_of_sequence_is_refused_and_nothing_is_written() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, live) = played(&mut store);
    // The same match replayed to its third entry: that entry again.
    let behind = Match::replay(setup(), &live.log()[..3]).expect("replays");
    let error = store.append_action(id, &behind).expect_err("refused");
    assert!(
        matches!(
            error,
            StoreError::OutOfSequence {
                expected: 5,
                got: 2,
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(count_actions(&store), 5);
    assert_eq!(store.list_matches(1).expect("lists")[0].action_count, 5);
}

#[test]
fn appending_to_a_missing_match_is_not_found() {
    let mut store = Store::open_in_memory().expect("opens");
    let mut table = Match::new(setup()).expect("starts");
    table
        .apply(
            Action::Roll {
                die: tableside_engine::Die::D6,
                player: None,
            },
            0,
        )
        .expect("rolls");
    assert_eq!(
        store
            .append_action(MatchId(99), &table)
            .err()
            .map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
    assert_eq!(count_actions(&store), 0);
}

#[test]
fn a_setup_the_engine_refuses_is_not_stored() {
    let mut store = Store::open_in_memory().expect("opens");
    let mut alone = setup();
    alone.players.truncate(1);
    assert_eq!(
        store.create_match(&alone, 0).err().map(|e| e.code()),
        Some(ErrorCode::SetupPlayerCount)
    );
    assert!(store.list_matches(10).expect("lists").is_empty());
}

#[test]
fn deleting_a_match_deletes_its_log() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, _) = played(&mut store);
    store.delete_match(id).expect("deletes");
    assert_eq!(count_actions(&store), 0);
    assert_eq!(
        store.load_match(id).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
    assert_eq!(
        store.delete_match(id).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
}

#[test]
fn an_exported_match_imports_as_the_same_match() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, live) = played(&mut store);
    let file = store.export_match(id).expect("exports");
    assert_eq!(file, live.to_file());

    // Into another database: in this one it is recognised as the match it is.
    let again = store.import_match(&file, 9_999).expect("imports");
    assert_eq!((again.id, again.already_present), (id, true));
    let mut store = Store::open_in_memory().expect("opens");
    let copy = store.import_match(&file, 9_999).expect("imports").id;
    assert_eq!(store.load_match(copy).expect("loads").view(), live.view());
    let summary = store
        .list_matches(10)
        .expect("lists")
        .into_iter()
        .find(|m| m.id == copy)
        .expect("listed");
    assert_eq!(
        (
            summary.created_at_ms,
            summary.updated_at_ms,
            summary.action_count
        ),
        (1_001, 1_005, 5)
    );
}

#[test]
fn a_copy_kept_from_another_table_is_replaced_when_the_match_went_on_and_kept_once() {
    let mut host = Store::open_in_memory().expect("opens");
    let (id, mut live) = played(&mut host);
    act(
        &mut host,
        id,
        &mut live,
        play(conjure::Action::Concede { player: 1 }),
        2_000,
    );
    let finished = host.export_match(id).expect("exports");

    let mut joined = Store::open_in_memory().expect("opens");
    let first = joined
        .keep_match_copy(&finished, None, 3_000)
        .expect("keeps");
    assert!(!first.already_present);
    let again = joined
        .keep_match_copy(&finished, Some(first.id), 3_001)
        .expect("keeps");
    assert_eq!(
        (again.id, again.already_present),
        (first.id, true),
        "the same copy is kept once"
    );

    // The table undid the concession and Ben conceded later instead: the copy follows it.
    act(&mut host, id, &mut live, Action::Undo, 2_001);
    act(
        &mut host,
        id,
        &mut live,
        play(conjure::Action::Concede { player: 0 }),
        2_002,
    );
    let later = host.export_match(id).expect("exports");
    let replaced = joined
        .keep_match_copy(&later, Some(first.id), 3_002)
        .expect("keeps");
    assert_ne!(replaced.id, first.id);
    let listed = joined.list_matches(10).expect("lists");
    assert_eq!(listed.len(), 1, "one copy of the match: {listed:?}");
    assert_eq!(
        (listed[0].id, listed[0].winners.clone()),
        (replaced.id, vec![1])
    );
    assert_eq!(joined.export_match(replaced.id).expect("exports"), later);
}

#[test]
fn a_copy_that_does_not_replay_is_refused_and_the_earlier_copy_stays() {
    let mut host = Store::open_in_memory().expect("opens");
    let (id, _) = played(&mut host);
    let file = host.export_match(id).expect("exports");
    let mut joined = Store::open_in_memory().expect("opens");
    let kept = joined.keep_match_copy(&file, None, 3_000).expect("keeps");
    let mut broken = file.clone();
    broken.log.truncate(1);
    broken.log.push(broken.log[0].clone());
    assert!(joined
        .keep_match_copy(&broken, Some(kept.id), 3_001)
        .is_err());
    assert_eq!(joined.export_match(kept.id).expect("still there"), file);
}

#[test]
fn a_file_that_does_not_replay_is_refused_and_nothing_is_written() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, _) = played(&mut store);
    let mut file = store.export_match(id).expect("exports");
    // Drawing in the Recharge phase breaks CTC-TURN-1.
    file.log[1].action = play(conjure::Action::Draw);
    let error = store.import_match(&file, 0).expect_err("refused");
    assert_eq!(error.code(), ErrorCode::ReplayRefused);
    assert_eq!(store.list_matches(10).expect("lists").len(), 1);
    assert_eq!(count_actions(&store), 5);
}

#[test]
fn a_file_of_another_format_or_version_is_refused() {
    let mut store = Store::open_in_memory().expect("opens");
    let mut file = Match::new(setup()).expect("starts").to_file();
    file.format = "chess-pgn".into();
    assert_eq!(
        store.import_match(&file, 0).err().map(|e| e.code()),
        Some(ErrorCode::StoreMatchFileFormat)
    );
    file.format = MatchFile::FORMAT.into();
    file.version = 99;
    assert_eq!(
        store.import_match(&file, 0).err().map(|e| e.code()),
        Some(ErrorCode::StoreMatchFileVersion)
    );
}

#[test]
fn an_empty_imported_match_counts_as_created_when_imported() {
    let mut store = Store::open_in_memory().expect("opens");
    let file = Match::new(setup()).expect("starts").to_file();
    let id = store.import_match(&file, 4_242).expect("imports").id;
    let summary = store.list_matches(1).expect("lists").remove(0);
    assert_eq!(
        (summary.id, summary.created_at_ms, summary.updated_at_ms),
        (id, 4_242, 4_242)
    );
}

#[test]
fn a_stored_log_that_no_longer_replays_is_a_replay_error_but_still_exports() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, _) = played(&mut store);
    let draw = to_json(&play(conjure::Action::Draw));
    store
        .conn
        .execute(
            "UPDATE match_actions SET action_json = ?1 WHERE seq = 1",
            [draw],
        )
        .expect("edits");
    let error = store.load_match(id).expect_err("refused");
    assert_eq!(error.code(), ErrorCode::ReplayRefused);
    assert!(
        error.to_string().contains(&format!("match {id}")),
        "{error}"
    );
    assert_eq!(store.export_match(id).expect("exports").log.len(), 5);
}

#[test]
fn an_unreadable_stored_action_is_a_bad_row() {
    let mut store = Store::open_in_memory().expect("opens");
    let (id, _) = played(&mut store);
    store
        .conn
        .execute(
            "UPDATE match_actions SET action_json = '{' WHERE seq = 0",
            [],
        )
        .expect("edits");
    assert_eq!(
        store.load_match(id).err().map(|e| e.code()),
        Some(ErrorCode::StoreBadRow)
    );
}

#[test]
fn the_ui_sees_ids_and_times_as_numbers() {
    use ts_rs::{Config, TS};
    let cfg = Config::new().with_large_int("number");
    assert_eq!(MatchId::decl(&cfg), "type MatchId = number;");
    let summary = MatchSummary::decl(&cfg);
    for field in [
        "id: MatchId",
        "created_at_ms: number",
        "updated_at_ms: number",
        "winners: Array<number>",
    ] {
        assert!(summary.contains(field), "{summary}");
    }
}
