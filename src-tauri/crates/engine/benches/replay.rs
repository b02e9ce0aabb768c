//! How fast a long match replays: `Match::replay` of a 100,000-entry Conjure The Chaos log.
//!
//! Loading a stored match replays its whole log, so replay speed bounds how long a match can
//! get before opening it feels slow. The log is built through `Match::apply`, so every entry
//! is one the engine accepts: whole turns of two players with recharge, draws, spends, life
//! changes and a card put back into the deck each turn.
//!
//! `100k_conjure_entries` replays an owned log, as opening a match does: the store reads the
//! log from the database into a `Vec<LogEntry>` and hands it to `Match::replay`, which moves
//! the entries in. The log is cloned for each replay outside the timing. The borrowed path
//! (`Match::replay(setup, &log)`, which copies every entry, as the command line and export
//! do) is timed as `100k_conjure_entries_borrowed`.
//!
//! A second log, as long, also takes back and puts back an action every seventh turn. Undo
//! refolds the state from the newest checkpoint (one every 64 entries in effect), so it costs
//! at most 64 applies whatever the log's length; before the checkpoints it refolded from the
//! start, and this log took about 20 s to replay.
//!
//! The same group folds the 100,000-entry log with a bare reducer too: life, cards, crystals
//! and phases as plain numbers, no checks, no labels, no undo. It is the floor the replay is
//! measured against, so the two can be compared from one run.
//!
//! Before the benchmarks, the size of what a tap sends back (`Match::update()` as JSON) is
//! printed after 240 and after 2,000 entries of a match played through `Match::apply`, as
//! `figure tap_update_bytes_<entries> <bytes>`: the largest answer of the last whole round
//! before that entry, on a table whose crystals are at the cap from the start, so that the two
//! rounds are the same table at two lengths of its log (see [`tap_update_size`]).
//!
//! The `history` group times what a match's detail screen asks of the engine: the table at an
//! earlier entry and the headline numbers over a 1,000-entry match.
//!
//! With `TABLESIDE_BENCH_SLOW_REPLAY=1` the handed-over replay is slowed on purpose (see
//! [`slowed_on_purpose`]), for the test of `cargo xtask bench`'s guard.
//!
//! `cargo bench -p tableside-engine --bench replay`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use tableside_engine::declined::Declined;
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameState, LogEntry, Match};

#[path = "logs/mod.rs"]
mod logs;

use logs::{setup, LogBuilder};

/// Entries in the log without undo.
const ENTRIES: usize = 100_000;
/// Entries in the log with undo and redo.
const ENTRIES_WITH_UNDO: usize = 100_000;
/// Entries of the match the history scrubber is timed on.
const SCRUBBED_MATCH: usize = 1_000;

/// A Conjure table reduced to plain numbers, for [`bare_fold`].
#[derive(Debug, Default)]
struct BareTable {
    life: [i64; 2],
    deck: [i64; 2],
    hand: [i64; 2],
    crystals: [[i64; 4]; 2],
    spent: [[i64; 4]; 2],
    first: usize,
    active: usize,
    /// 0 to 5: Recharge, Reset, Upkeep, Draw, Action, End.
    phase: u8,
    turn: u32,
}

/// Folds `log` as bare numbers: what each action does, with no rule checked.
fn bare_fold(log: &[LogEntry]) -> BareTable {
    log.iter().fold(BareTable::default(), |mut table, entry| {
        let Action::Play {
            play: GameAction::Conjure(action),
        } = &entry.action
        else {
            return table;
        };
        let me = table.active;
        match *action {
            conjure::Action::SetFirstPlayer { player } => {
                table.first = player;
                table.active = player;
                table.turn = 1;
            }
            conjure::Action::Recharge { color } => {
                table.crystals[me][color.index()] += 1;
                table.spent[me] = [0; 4];
            }
            conjure::Action::NextPhase if table.phase == 5 => {
                table.phase = 0;
                table.active = 1 - me;
                table.turn += 1;
            }
            conjure::Action::NextPhase => table.phase += 1,
            conjure::Action::Draw => {
                table.deck[me] -= 1;
                table.hand[me] += 1;
            }
            conjure::Action::Spend {
                player,
                color,
                amount,
                ..
            } => table.spent[player][color.index()] += i64::from(amount),
            conjure::Action::AdjustLife { player, delta } => {
                table.life[player] += i64::from(delta);
            }
            conjure::Action::AdjustCards { player, deck, hand } => {
                table.deck[player] += i64::from(deck);
                table.hand[player] += i64::from(hand);
            }
            _ => {}
        }
        table
    })
}

fn replay(c: &mut Criterion) {
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
    let logs = [
        ("100k_conjure_entries", ENTRIES, false),
        ("100k_conjure_entries_with_undo", ENTRIES_WITH_UNDO, true),
    ];
    for (name, entries, with_undo) in logs {
        let log = LogBuilder::build(entries, with_undo);
        group.throughput(Throughput::Elements(entries as u64));
        // Handed over as the store hands it: cloned outside the timing, one clone per
        // replay (`PerIteration`), so that clones of a 15 MB log do not pile up.
        let slowed = slowed_on_purpose();
        group.bench_function(name, |b| {
            b.iter_batched(
                || (setup(), log.clone()),
                |(setup, log)| {
                    let table = Match::replay(setup, log).expect("replays");
                    if slowed {
                        black_box(Match::replay(self::setup(), table.log()).expect("replays"));
                    }
                    table
                },
                BatchSize::PerIteration,
            )
        });
        if !with_undo {
            group.bench_function("100k_conjure_entries_borrowed", |b| {
                b.iter_batched(
                    setup,
                    |setup| Match::replay(setup, &log).expect("replays"),
                    BatchSize::SmallInput,
                )
            });
            group.bench_function("100k_conjure_entries_bare_reducer", |b| {
                b.iter(|| bare_fold(black_box(&log)))
            });
        }
    }
    group.finish();
}

/// Whether `TABLESIDE_BENCH_SLOW_REPLAY` is set: then the handed-over replay replays its log a
/// second time inside the timing, a replay slowed on purpose, and the bare reducer is left as it
/// is. xtask's test of its guard runs the bench so, and checks that the guard marks the row.
fn slowed_on_purpose() -> bool {
    std::env::var_os("TABLESIDE_BENCH_SLOW_REPLAY").is_some_and(|v| !v.is_empty())
}

/// Prints the size of what a tap sends back (`Match::update()` as JSON) after 240 and after
/// 2,000 entries applied one by one, as taps apply them: it must not grow with the log.
///
/// The answer's size depends on the table as well as on the log's length: each offered action
/// the table refuses comes with its rule and reason (`declined`), about twice the bytes of an
/// accepted one, so an Action phase with the crystals at the cap answers with more than a
/// Recharge phase below it. Two samples taken on different tables measure the tables, so both
/// are taken on the same one: the match starts at the cap ([`LogBuilder::build_from_the_cap`]),
/// each figure is the largest answer over the last whole round before its entry, and the two
/// rounds must offer the same actions tap by tap, or no figure is printed.
fn tap_update_size(_: &mut Criterion) {
    const SIZES_AFTER: [usize; 2] = [240, 2_000];
    let log = LogBuilder::build_from_the_cap(SIZES_AFTER[1]);
    let mut table = Match::new(setup()).expect("a valid setup");
    let mut taps: Vec<Tap> = Vec::new();
    let mut samples: Vec<(usize, Vec<Tap>)> = Vec::new();
    for entry in &log {
        table
            .apply(entry.action.clone(), entry.at_ms)
            .expect("the benchmark log is accepted");
        let GameState::Conjure(state) = table.state() else {
            unreachable!("the benchmark plays Conjure The Chaos")
        };
        let update = table.update();
        taps.push(Tap {
            round: state.round,
            bytes: serde_json::to_string(&update)
                .expect("an update is JSON")
                .len(),
            offered: (update.legal, update.declined),
        });
        let entries = table.log().len();
        if SIZES_AFTER.contains(&entries) {
            let last_whole_round = state.round - 1;
            let round = taps
                .iter()
                .filter(|tap| tap.round == last_whole_round)
                .cloned()
                .collect();
            samples.push((entries, round));
        }
    }
    let [(_, early), (_, late)] = &samples[..] else {
        unreachable!("one sample after each of {SIZES_AFTER:?} entries")
    };
    let offered = |round: &[Tap]| {
        round
            .iter()
            .map(|tap| tap.offered.clone())
            .collect::<Vec<_>>()
    };
    assert!(
        !early.is_empty() && offered(early) == offered(late),
        "the rounds before entries {SIZES_AFTER:?} offer different actions: their sizes would \
         compare two tables, not two lengths of the log"
    );
    for (entries, round) in &samples {
        let largest = round.iter().map(|tap| tap.bytes).max().unwrap_or_default();
        println!("figure tap_update_bytes_{entries} {largest}");
    }
}

/// One tap of [`tap_update_size`]: the round it was in, the bytes of its answer, and the
/// actions its answer offered, accepted and refused.
#[derive(Clone)]
struct Tap {
    round: u32,
    bytes: usize,
    offered: (Vec<GameAction>, Vec<Declined>),
}

/// What a match's detail screen costs: the table at an entry halfway through a 1,000-entry
/// match (the scrubber replays to it), and the headline numbers after every entry (its chart).
fn history(c: &mut Criterion) {
    let mut group = c.benchmark_group("history");
    group.sample_size(50);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    let log = LogBuilder::build(SCRUBBED_MATCH, true);
    group.bench_function("replay_to_entry_500_of_1000", |b| {
        b.iter_batched(
            setup,
            |setup| Match::replay_to(setup, &log, SCRUBBED_MATCH / 2).expect("replays"),
            BatchSize::SmallInput,
        )
    });
    group.bench_function("replay_to_the_end_of_1000_and_view", |b| {
        b.iter_batched(
            setup,
            |setup| {
                Match::replay_to(setup, &log, SCRUBBED_MATCH)
                    .expect("replays")
                    .view()
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("score_series_of_1000", |b| {
        b.iter_batched(
            setup,
            |setup| Match::score_series(setup, &log).expect("replays"),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, tap_update_size, replay, history);
criterion_main!(benches);
