//! Tests of `history`: filing, filters, keyset paging, the roster, abandoning, and the
//! filing of matches an older version stored.

use super::*;
use crate::played::{self, End, Game};
use tableside_engine::ErrorCode;

const DAY: i64 = 86_400_000;

fn game<'a>(players: &'a [&'a str], end: End, day: i64) -> Game<'a> {
    Game {
        players,
        decks: Vec::new(),
        first: 0,
        end,
        at_ms: 1_700_000_000_000 + day * DAY,
        minutes: 20,
    }
}

#[test]
fn a_finished_match_is_filed_with_its_result_seats_and_first_player() {
    let mut store = played::store();
    let towers = played::deck(&mut store, "Towers");
    let mut ended = game(&["Ana", "Ben"], End::LifeOut(1), 0);
    ended.decks = vec![Some(towers), None];
    ended.first = 1;
    let (id, _) = played::store_game(&mut store, &ended, 1);

    let entry = store.history_entry(id).expect("listed");
    assert_eq!(entry.result, MatchResult::Won, "CTC-WIN-1");
    let seats: Vec<_> = entry
        .seats
        .iter()
        .map(|s| {
            (
                s.name.as_str(),
                s.deck_name.as_deref(),
                s.outcome,
                s.on_play,
            )
        })
        .collect();
    assert_eq!(
        seats,
        vec![
            ("Ana", Some("Towers"), Some(SeatOutcome::Win), false),
            ("Ben", None, Some(SeatOutcome::Loss), true),
        ]
    );
    assert_eq!(entry.updated_at_ms - entry.created_at_ms, 20 * 60_000);
}

#[test]
fn a_concession_and_a_match_in_play_are_filed_as_such() {
    let mut store = played::store();
    let (conceded, _) =
        played::store_game(&mut store, &game(&["Ana", "Ben"], End::Concedes(0), 0), 1);
    let (open, _) = played::store_game(&mut store, &game(&["Ana", "Ben"], End::InPlay, 1), 2);
    let entry = store.history_entry(conceded).expect("listed");
    assert_eq!(entry.result, MatchResult::Conceded);
    assert_eq!(entry.seats[1].outcome, Some(SeatOutcome::Win));
    let entry = store.history_entry(open).expect("listed");
    assert_eq!(entry.result, MatchResult::InProgress);
    assert!(entry.seats.iter().all(|s| s.outcome.is_none()));
}

#[test]
fn the_same_name_is_one_player_however_it_is_typed() {
    let mut store = played::store();
    played::store_game(&mut store, &game(&["Ana", "Ben"], End::Concedes(0), 0), 1);
    played::store_game(
        &mut store,
        &game(&["ana ", "Chloé"], End::Concedes(0), 1),
        2,
    );
    played::store_game(&mut store, &game(&["ANA", "chloe"], End::Concedes(0), 2), 3);
    let players = store.list_players().expect("lists");
    let names: Vec<(&str, u32)> = players
        .iter()
        .map(|p| (p.name.as_str(), p.matches))
        .collect();
    // Newest first; the name as first typed.
    assert_eq!(names, vec![("Ana", 3), ("Chloé", 2), ("Ben", 1)]);
    let found = store.find_player(" CHLOE ").expect("reads").map(|p| p.name);
    assert_eq!(found.as_deref(), Some("Chloé"));
    assert_eq!(store.find_player("Zoë").expect("reads"), None);
}

#[test]
fn filters_narrow_and_combine() {
    let mut store = played::store();
    let towers = played::deck(&mut store, "Towers");
    let mut with_deck = game(&["Ana", "Ben"], End::LifeOut(1), 0);
    with_deck.decks = vec![Some(towers)];
    let (a, _) = played::store_game(&mut store, &with_deck, 1);
    let (b, _) = played::store_game(&mut store, &game(&["Ben", "Chloé"], End::Concedes(0), 1), 2);
    let (c, _) = played::store_game(&mut store, &game(&["Chloé", "Ana"], End::InPlay, 2), 3);
    let ids = |filter: HistoryFilter| -> Vec<MatchId> {
        store
            .history(&filter, None, 50)
            .expect("pages")
            .entries
            .iter()
            .map(|e| e.id)
            .collect()
    };
    let ana = store
        .list_players()
        .expect("lists")
        .into_iter()
        .find(|p| p.name == "Ana")
        .expect("Ana")
        .id;
    assert_eq!(ids(HistoryFilter::default()), vec![c, b, a], "newest first");
    assert_eq!(
        ids(HistoryFilter {
            player: Some(ana),
            ..Default::default()
        }),
        vec![c, a]
    );
    assert_eq!(
        ids(HistoryFilter {
            deck: Some(towers),
            ..Default::default()
        }),
        vec![a]
    );
    assert_eq!(
        ids(HistoryFilter {
            result: Some(MatchResult::Conceded),
            ..Default::default()
        }),
        vec![b]
    );
    assert_eq!(
        ids(HistoryFilter {
            from_ms: Some(1_700_000_000_000 + DAY),
            to_ms: Some(1_700_000_000_000 + 2 * DAY),
            ..Default::default()
        }),
        vec![b],
        "from is inclusive, to is not"
    );
    assert_eq!(
        ids(HistoryFilter {
            search: Some("chlo".into()),
            ..Default::default()
        }),
        vec![c, b]
    );
    assert_eq!(
        ids(HistoryFilter {
            search: Some("TOW".into()),
            ..Default::default()
        }),
        vec![a]
    );
    assert_eq!(
        ids(HistoryFilter {
            player: Some(ana),
            result: Some(MatchResult::InProgress),
            ..Default::default()
        }),
        vec![c]
    );
    assert_eq!(
        ids(HistoryFilter {
            game: Some(GameId::Codex),
            ..Default::default()
        }),
        Vec::<MatchId>::new()
    );
    // Search text is never read as a LIKE pattern.
    assert_eq!(
        ids(HistoryFilter {
            search: Some("%".into()),
            ..Default::default()
        })
        .len(),
        3
    );
}

#[test]
fn pages_follow_each_other_without_gaps_or_repeats_even_at_one_start_time() {
    let mut store = played::store();
    let mut all = Vec::new();
    for n in 0..23 {
        // Pairs of matches share a start time: the ID breaks the tie.
        let mut g = game(&["Ana", "Ben"], End::Concedes(n % 2), 0);
        g.at_ms += (n / 2) as i64;
        all.push(played::store_game(&mut store, &g, n as u64 + 1).0);
    }
    all.reverse();
    let mut seen = Vec::new();
    let mut after = None;
    loop {
        let page = store
            .history(&HistoryFilter::default(), after, 5)
            .expect("pages");
        assert!(page.entries.len() <= 5);
        seen.extend(page.entries.iter().map(|e| e.id));
        match page.next {
            Some(next) => after = Some(next),
            None => break,
        }
    }
    assert_eq!(seen, all);
}

#[test]
fn a_renamed_player_keeps_their_matches_and_a_merge_joins_two() {
    let mut store = played::store();
    let (first, _) = played::store_game(&mut store, &game(&["Ana", "Ben"], End::Concedes(0), 0), 1);
    played::store_game(&mut store, &game(&["Anna", "Ben"], End::Concedes(0), 1), 2);
    let by_name = |store: &Store, name: &str| {
        store
            .list_players()
            .expect("lists")
            .into_iter()
            .find(|p| p.name == name)
            .map(|p| p.id)
    };
    let ana = by_name(&store, "Ana").expect("Ana");
    let anna = by_name(&store, "Anna").expect("Anna");

    assert_eq!(
        store.rename_player(ana, "anna").err().map(|e| e.code()),
        Some(ErrorCode::StorePlayerNameTaken),
        "a name another player has is a merge, not a rename"
    );
    assert_eq!(
        store.rename_player(ana, "  ").err().map(|e| e.code()),
        Some(ErrorCode::StorePlayerNoName)
    );
    let renamed = store.rename_player(ana, "Ana María").expect("renames");
    assert_eq!(renamed.matches, 1);
    assert_eq!(
        store.history_entry(first).expect("listed").seats[0].name,
        "Ana María"
    );

    let merged = store.merge_players(anna, ana).expect("merges");
    assert_eq!((merged.name.as_str(), merged.matches), ("Ana María", 2));
    assert_eq!(by_name(&store, "Anna"), None);
    assert_eq!(
        store.merge_players(ana, ana).err().map(|e| e.code()),
        Some(ErrorCode::StorePlayerSelfMerge)
    );
}

#[test]
fn a_match_in_play_can_be_abandoned_and_then_leaves_continue() {
    let mut store = played::store();
    let (ended, _) = played::store_game(&mut store, &game(&["Ana", "Ben"], End::Concedes(0), 0), 1);
    let (open, _) = played::store_game(&mut store, &game(&["Ana", "Ben"], End::InPlay, 1), 2);
    assert_eq!(
        store.latest_unfinished().expect("reads").map(|m| m.id),
        Some(open)
    );
    store.abandon_match(open).expect("abandons");
    assert_eq!(
        store.history_entry(open).expect("listed").result,
        MatchResult::Abandoned
    );
    assert_eq!(store.latest_unfinished().expect("reads"), None);
    assert_eq!(
        store.abandon_match(ended).err().map(|e| e.code()),
        Some(ErrorCode::StoreMatchEnded)
    );
}

#[test]
fn a_deck_of_another_game_is_refused_and_nothing_is_written() {
    let mut store = played::store();
    let elestrals = store
        .upsert_deck(&crate::Deck {
            id: None,
            game: GameId::Elestrals,
            format: None,
            name: "Spirits".into(),
            cards: Vec::new(),
            created_at_ms: 0,
            updated_at_ms: 0,
            maybe: Vec::new(),
            version: 0,
        })
        .expect("saves");
    let refused = store.create_match_with_decks(
        &played::setup(&["Ana", "Ben"], 1),
        &[SeatDeck {
            deck: Some(elestrals),
        }],
        0,
    );
    assert_eq!(
        refused.err().map(|e| e.code()),
        Some(ErrorCode::StoreDeckOtherGame)
    );
    assert!(store.list_matches(10).expect("lists").is_empty());
    assert!(store.list_players().expect("lists").is_empty());
}

#[test]
fn a_deleted_deck_leaves_its_name_on_the_seats_that_played_it() {
    let mut store = played::store();
    let towers = played::deck(&mut store, "Towers");
    let spare = played::deck(&mut store, "Spare");
    let mut g = game(&["Ana", "Ben"], End::Concedes(1), 0);
    g.decks = vec![None, Some(towers)];
    let (id, _) = played::store_game(&mut store, &g, 1);
    store.delete_deck(towers, 5).expect("deletes");
    // While the delete can be undone the seat still plays the deck.
    let seat = &store.history_entry(id).expect("listed").seats[1];
    assert_eq!(seat.deck, Some(towers));
    // The next delete empties the trash: the deck is gone, its name stays.
    store.delete_deck(spare, 6).expect("deletes");
    let seat = &store.history_entry(id).expect("listed").seats[1];
    assert_eq!(
        (seat.deck, seat.deck_name.as_deref()),
        (None, Some("Towers"))
    );
}

#[test]
fn matches_an_older_version_stored_are_filed_at_the_next_open() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("history.db");
    let id = {
        let mut store = Store::open(&path).expect("opens");
        store
            .sync_shipped_data(crate::shipped_files())
            .expect("loads");
        let (id, _) = played::store_game(&mut store, &game(&["Ana", "Ben"], End::LifeOut(0), 0), 1);
        // As a version before history left it: no seats, no result.
        store
            .conn
            .execute_batch("DELETE FROM match_seats; DELETE FROM players; UPDATE matches SET result = NULL, turns = 0;")
            .expect("unfiles");
        store.close().expect("closes");
        id
    };
    let store = Store::open(&path).expect("opens again");
    let entry = store.history_entry(id).expect("filed");
    assert_eq!(entry.result, MatchResult::Won);
    assert_eq!(entry.seats[1].outcome, Some(SeatOutcome::Win));
    assert_eq!(store.list_players().expect("lists").len(), 2);
}

#[test]
fn a_stored_match_that_no_longer_reads_does_not_keep_the_database_from_opening() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("history.db");
    let (good, bad) = {
        let mut store = Store::open(&path).expect("opens");
        store
            .sync_shipped_data(crate::shipped_files())
            .expect("loads");
        let (good, _) =
            played::store_game(&mut store, &game(&["Ana", "Ben"], End::LifeOut(0), 0), 1);
        let (bad, _) = played::store_game(&mut store, &game(&["Ana", "Ben"], End::InPlay, 1), 2);
        // As an older version might have left it, with one row damaged besides.
        store
            .conn
            .execute_batch(&format!(
                "DELETE FROM match_seats; DELETE FROM players; UPDATE matches SET result = NULL;
                 UPDATE matches SET setup_json = '{{\"game\": 7' WHERE id = {bad};"
            ))
            .expect("damages");
        store.close().expect("closes");
        (good, bad)
    };
    let store = Store::open(&path).expect("opens again");
    assert_eq!(
        store.history_entry(good).expect("filed").result,
        MatchResult::Won
    );
    let damaged = store.history_entry(bad).expect("filed");
    assert_eq!(
        (damaged.result, damaged.seats.len()),
        (MatchResult::InProgress, 0)
    );
}
