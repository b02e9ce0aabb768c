//! Match history at 10,000 stored matches: the history screen's first page (unfiltered, by
//! player, by a name search), the next page by its cursor, and one player's statistics.
//!
//! The matches are Conjure matches between 24 players with 12 decks, each with a first
//! player, a few life changes and an end (life run out, a concession, or left in play),
//! imported in one file so that the set-up takes seconds, not one durable write per entry.
//!
//! `cargo bench -p tableside-store --bench history`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::{HistoryFile, HistoryFileMatch, HistoryFilter, PlayerId, StatsQuery, Store};

const MATCHES: usize = 10_000;
const PLAYERS: usize = 24;
const DECKS: usize = 12;
const PAGE: u32 = 50;

fn play(action: conjure::Action) -> Action {
    Action::Play {
        play: GameAction::Conjure(action),
    }
}

/// A deterministic stream of small numbers.
struct Draw(u64);

impl Draw {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % below
    }
}

fn history_file() -> HistoryFile {
    let mut draw = Draw(11);
    let names: Vec<String> = (0..PLAYERS).map(|n| format!("Player {n:02}")).collect();
    let decks: Vec<String> = (0..DECKS).map(|n| format!("Deck {n:02}")).collect();
    let start = 1_600_000_000_000i64;
    let matches = (0..MATCHES)
        .map(|n| {
            let a = draw.next(PLAYERS);
            let b = (a + 1 + draw.next(PLAYERS - 1)) % PLAYERS;
            let setup = Setup {
                game: GameId::Conjure,
                format: "conjure-standard".into(),
                players: vec![names[a].clone(), names[b].clone()],
                seed: n as u64 + 1,
                rules: serde_json::Value::Null,
            };
            let at = start + n as i64 * 3_600_000;
            let mut table = Match::new(setup).expect("starts");
            let first = draw.next(2);
            let mut act = |action: Action, offset: i64| {
                table.apply(action, at + offset).expect("accepted");
            };
            act(play(conjure::Action::SetFirstPlayer { player: first }), 1);
            for step in 0..4 {
                act(
                    play(conjure::Action::AdjustLife {
                        player: step % 2,
                        delta: -3,
                    }),
                    60_000 * (step as i64 + 1),
                );
            }
            match draw.next(10) {
                0 => {}
                1..=3 => act(
                    play(conjure::Action::Concede {
                        player: draw.next(2),
                    }),
                    900_000,
                ),
                _ => act(
                    play(conjure::Action::AdjustLife {
                        player: draw.next(2),
                        delta: -100,
                    }),
                    1_200_000,
                ),
            }
            HistoryFileMatch {
                file: table.to_file(),
                decks: vec![
                    Some(decks[draw.next(DECKS)].clone()),
                    Some(decks[draw.next(DECKS)].clone()),
                ],
                abandoned: false,
            }
        })
        .collect();
    HistoryFile {
        format: HistoryFile::FORMAT.into(),
        version: HistoryFile::VERSION,
        matches,
    }
}

fn history(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut store = Store::open(dir.path().join("history.db")).expect("opens");
    store
        .sync_shipped_data(tableside_store::shipped_files())
        .expect("loads");
    let text = serde_json::to_string(&history_file()).expect("json");
    let started = Instant::now();
    let summary = store.import_matches_text(&text, 0).expect("imports");
    assert_eq!(summary.imported as usize, MATCHES);
    println!(
        "history: {MATCHES} matches ({} MB of JSON) imported and replayed in {:.1} s",
        text.len() / 1_000_000,
        started.elapsed().as_secs_f64()
    );
    let player: PlayerId = store.list_players().expect("lists")[0].id;

    let mut group = c.benchmark_group("history");
    group.sample_size(50);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    let everything = HistoryFilter::default();
    group.bench_function("first_page_of_10k", |b| {
        b.iter(|| store.history(&everything, None, PAGE).expect("pages"))
    });
    let second = store.history(&everything, None, PAGE).expect("pages").next;
    group.bench_function("next_page_of_10k", |b| {
        b.iter(|| store.history(&everything, second, PAGE).expect("pages"))
    });
    let by_player = HistoryFilter {
        player: Some(player),
        ..Default::default()
    };
    group.bench_function("first_page_of_one_player", |b| {
        b.iter(|| store.history(&by_player, None, PAGE).expect("pages"))
    });
    let searched = HistoryFilter {
        search: Some("deck 07".into()),
        ..Default::default()
    };
    group.bench_function("first_page_of_a_name_search", |b| {
        b.iter(|| store.history(&searched, None, PAGE).expect("pages"))
    });
    let query = StatsQuery {
        player: Some(player),
        ..Default::default()
    };
    group.bench_function("statistics_of_one_player", |b| {
        b.iter(|| store.statistics(&query).expect("computes"))
    });
    let game = StatsQuery {
        game: Some(GameId::Conjure),
        ..Default::default()
    };
    group.bench_function("statistics_of_the_game", |b| {
        b.iter(|| store.statistics(&game).expect("computes"))
    });
    group.finish();
}

criterion_group!(benches, history);
criterion_main!(benches);
