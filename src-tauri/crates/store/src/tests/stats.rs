//! Tests of `stats`: the Wilson interval, records, on the play and on the draw, head-to-head,
//! decks and matchups, lengths and the trend, on a generated history.

use super::*;
use crate::played::{self, End, Game};
use crate::{HistoryFilter, MatchId};
use tableside_engine::{MatchFacts, MatchResult};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-4
}

#[test]
fn the_wilson_interval_of_known_counts() {
    assert_eq!(wilson(0, 0), None);
    let two_of_three = wilson(2, 3).expect("an interval");
    assert!(
        close(two_of_three.low, 0.2077) && close(two_of_three.high, 0.9385),
        "{two_of_three:?}"
    );
    let half = wilson(50, 100).expect("an interval");
    assert!(
        close(half.low, 0.4038) && close(half.high, 0.5962),
        "{half:?}"
    );
    let all = wilson(10, 10).expect("an interval");
    assert!(close(all.low, 0.7225) && close(all.high, 1.0), "{all:?}");
    let none = wilson(0, 10).expect("an interval");
    assert!(close(none.low, 0.0) && close(none.high, 0.2775), "{none:?}");
}

#[test]
fn two_of_three_reads_with_its_uncertainty() {
    let record = Record::of(2, 1, 0);
    assert!(close(record.win_rate.expect("a rate"), 2.0 / 3.0));
    let interval = record.interval.expect("an interval");
    assert!(interval.low < 0.25 && interval.high > 0.9);
    assert_eq!(Record::of(0, 0, 0).win_rate, None);
}

/// Ana against Ben and Chloé with two decks; who won, who was on the play and how long each
/// took are chosen so that every figure below is known.
struct History {
    store: Store,
    ana: PlayerId,
    ben: PlayerId,
    towers: DeckId,
}

/// Players, Ana's deck, the opponent's deck, the first seat, the end, and minutes.
type Planned<'a> = (
    &'a [&'a str],
    Option<DeckId>,
    Option<DeckId>,
    usize,
    End,
    i64,
);

fn history() -> History {
    let mut store = played::store();
    let towers = played::deck(&mut store, "Towers");
    let swarm = played::deck(&mut store, "Swarm");
    let day = 86_400_000;
    let t0 = 1_700_000_000_000;
    let games: Vec<Planned> = vec![
        (
            &["Ana", "Ben"],
            Some(towers),
            Some(swarm),
            0,
            End::LifeOut(1),
            10,
        ), // Ana wins, on the play
        (
            &["Ana", "Ben"],
            Some(towers),
            Some(swarm),
            1,
            End::LifeOut(1),
            20,
        ), // Ana wins, on the draw
        (
            &["Ana", "Ben"],
            Some(swarm),
            Some(towers),
            0,
            End::Concedes(0),
            30,
        ), // Ana loses, on the play
        (
            &["Ana", "Chloé"],
            Some(towers),
            None,
            0,
            End::LifeOut(1),
            40,
        ), // Ana wins, on the play
        (&["Ana", "Chloé"], None, None, 1, End::InPlay, 5), // in play
    ];
    for (n, (players, mine, theirs, first, end, minutes)) in games.into_iter().enumerate() {
        let game = Game {
            players,
            decks: vec![mine, theirs],
            first,
            end,
            at_ms: t0 + n as i64 * day,
            minutes,
        };
        played::store_game(&mut store, &game, n as u64 + 1);
    }
    let id = |name: &str| {
        store
            .list_players()
            .expect("lists")
            .into_iter()
            .find(|p| p.name == name)
            .expect("a player")
            .id
    };
    let (ana, ben) = (id("Ana"), id("Ben"));
    History {
        store,
        ana,
        ben,
        towers,
    }
}

#[test]
fn a_players_record_splits_on_the_play_and_on_the_draw() {
    let h = history();
    let stats = h
        .store
        .statistics(&StatsQuery {
            player: Some(h.ana),
            ..Default::default()
        })
        .expect("computes");
    assert_eq!(
        (stats.matches, stats.in_progress, stats.abandoned),
        (5, 1, 0)
    );
    assert_eq!(
        (stats.record.wins, stats.record.losses, stats.record.draws),
        (3, 1, 0)
    );
    assert_eq!((stats.on_play.wins, stats.on_play.losses), (2, 1));
    assert_eq!((stats.on_draw.wins, stats.on_draw.losses), (1, 0));
    // Decided matches only: 10, 20, 30 and 40 minutes.
    assert_eq!(stats.average_length_ms, Some(25 * 60_000));
    assert!(stats.average_turns.is_some());
    let last = stats.trend.last().expect("a trend");
    assert_eq!(last.decided, 4);
    assert!(close(last.win_rate, 0.75));
    assert_eq!(stats.trend.first().map(|p| p.win_rate), Some(1.0));
}

#[test]
fn head_to_head_is_the_record_against_one_opponent() {
    let h = history();
    let stats = h
        .store
        .statistics(&StatsQuery {
            player: Some(h.ana),
            opponent: Some(h.ben),
            ..Default::default()
        })
        .expect("computes");
    assert_eq!((stats.record.wins, stats.record.losses), (2, 1));
    let everyone = h
        .store
        .statistics(&StatsQuery {
            player: Some(h.ana),
            ..Default::default()
        })
        .expect("computes");
    let against: Vec<(&str, u32, u32)> = everyone
        .opponents
        .iter()
        .map(|o| (o.name.as_str(), o.record.wins, o.record.losses))
        .collect();
    assert_eq!(against, vec![("Ben", 2, 1), ("Chloé", 1, 0)]);
}

#[test]
fn a_decks_record_and_its_matchups_count_by_the_decks_names() {
    let h = history();
    let stats = h
        .store
        .statistics(&StatsQuery {
            deck: Some(h.towers),
            ..Default::default()
        })
        .expect("computes");
    // Towers: Ana's three wins, and Ben's win with it in the third match.
    assert_eq!((stats.record.wins, stats.record.losses), (4, 0));
    let everything = h
        .store
        .statistics(&StatsQuery::default())
        .expect("computes");
    let matchups: Vec<(&str, &str, u32, u32)> = everything
        .matchups
        .iter()
        .map(|m| {
            (
                m.deck_name.as_str(),
                m.opponent_deck.as_str(),
                m.record.wins,
                m.record.losses,
            )
        })
        .collect();
    assert_eq!(
        matchups,
        vec![("Swarm", "Towers", 0, 3), ("Towers", "Swarm", 3, 0)]
    );
    let decks: Vec<(&str, u32)> = everything
        .decks
        .iter()
        .map(|d| (d.deck_name.as_str(), d.record.decided()))
        .collect();
    assert_eq!(decks, vec![("Towers", 4), ("Swarm", 3)]);
}

#[test]
fn without_a_subject_every_seat_counts_and_first_turn_advantage_shows() {
    let h = history();
    let stats = h
        .store
        .statistics(&StatsQuery::default())
        .expect("computes");
    // Four decided two-seat matches: four wins and four losses.
    assert_eq!((stats.record.wins, stats.record.losses), (4, 4));
    // The seat on the play won the first and the fourth, lost the second and the third.
    assert_eq!((stats.on_play.wins, stats.on_play.losses), (2, 2));
    assert_eq!((stats.on_draw.wins, stats.on_draw.losses), (2, 2));
    let players: Vec<(&str, u32)> = stats
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.record.wins))
        .collect();
    assert_eq!(players, vec![("Ana", 3), ("Ben", 1), ("Chloé", 0)]);
    assert!(stats.opponents.is_empty() && stats.trend.is_empty());
}

#[test]
fn a_draw_and_an_abandoned_match_count_as_they_should() {
    let mut h = history();
    let open = h
        .store
        .history(
            &HistoryFilter {
                result: Some(MatchResult::InProgress),
                ..Default::default()
            },
            None,
            1,
        )
        .expect("pages")
        .entries[0]
        .id;
    h.store.abandon_match(open).expect("abandons");
    // A draw, filed as the engine would file one.
    let (drawn, _) = played::store_game(
        &mut h.store,
        &Game {
            players: &["Ana", "Ben"],
            decks: Vec::new(),
            first: 0,
            end: End::InPlay,
            at_ms: 1_800_000_000_000,
            minutes: 1,
        },
        99,
    );
    file_draw(&mut h.store, drawn);
    let stats = h
        .store
        .statistics(&StatsQuery {
            player: Some(h.ana),
            ..Default::default()
        })
        .expect("computes");
    assert_eq!(
        (stats.matches, stats.abandoned, stats.in_progress),
        (6, 1, 0)
    );
    assert_eq!(
        (stats.record.wins, stats.record.losses, stats.record.draws),
        (3, 1, 1)
    );
    assert!(close(stats.record.win_rate.expect("a rate"), 3.0 / 5.0));
}

#[test]
fn a_time_range_and_a_game_narrow_the_scope() {
    let h = history();
    let t0 = 1_700_000_000_000;
    let day = 86_400_000;
    let stats = h
        .store
        .statistics(&StatsQuery {
            player: Some(h.ana),
            from_ms: Some(t0 + day),
            to_ms: Some(t0 + 3 * day),
            ..Default::default()
        })
        .expect("computes");
    assert_eq!((stats.record.wins, stats.record.losses), (1, 1));
    let codex = h
        .store
        .statistics(&StatsQuery {
            game: Some(tableside_engine::GameId::Codex),
            ..Default::default()
        })
        .expect("computes");
    assert_eq!((codex.matches, codex.record.decided()), (0, 0));
}

#[test]
fn the_trend_of_a_long_history_is_sampled_and_keeps_the_last_point() {
    let outcomes: Vec<(i64, bool)> = (0..1_000).map(|i| (i, i % 4 != 0)).collect();
    let points = trend(&outcomes);
    assert!(points.len() <= MAX_TREND_POINTS, "{}", points.len());
    let last = points.last().expect("points");
    assert_eq!(last.decided, 1_000);
    assert!(close(last.win_rate, 0.75));
}

fn file_draw(store: &mut Store, id: MatchId) {
    let tx = store.begin_write().expect("writes");
    crate::queries::history::file_facts(
        &tx,
        id,
        &MatchFacts {
            result: MatchResult::Draw,
            winners: Vec::new(),
            turns: 3,
            first_player: Some(0),
        },
    )
    .expect("files");
    tx.commit().expect("commits");
}

#[test]
fn match_lengths_average_per_deck_and_per_game_leaving_out_matches_without_one() {
    let mut h = history();
    // A decided match whose entries all carry one time: it has no length to average.
    played::store_game(
        &mut h.store,
        &Game {
            players: &["Ana", "Ben"],
            decks: vec![Some(h.towers), None],
            first: 0,
            end: End::LifeOut(1),
            at_ms: 1_800_000_000_000,
            minutes: 0,
        },
        98,
    );
    let stats = h
        .store
        .statistics(&StatsQuery::default())
        .expect("computes");
    let minute = 60_000;
    assert_eq!(stats.average_length_ms, Some(25 * minute));
    let decks: Vec<(&str, Option<i64>)> = stats
        .decks
        .iter()
        .map(|d| (d.deck_name.as_str(), d.average_length_ms))
        .collect();
    // Towers in the 10, 20, 30 (Ben's) and 40 minute matches; Swarm in the first three.
    assert_eq!(
        decks,
        vec![("Towers", Some(25 * minute)), ("Swarm", Some(20 * minute))]
    );
    let games: Vec<(GameId, u32, i64)> = stats
        .games
        .iter()
        .map(|g| (g.game, g.matches, g.average_length_ms))
        .collect();
    let game = h
        .store
        .history(&HistoryFilter::default(), None, 1)
        .expect("pages")
        .entries[0]
        .game;
    assert_eq!(games, vec![(game, 4, 25 * minute)]);
    // A scope with matches of no length at all has no average.
    let none = Store::open_in_memory().expect("opens");
    let empty = none.statistics(&StatsQuery::default()).expect("computes");
    assert_eq!((empty.average_length_ms, empty.games.len()), (None, 0));
}
