//! Reading every clock of a 10,000-entry match: the round timer and each seat's chess clock.
//!
//! The log is the replay bench's Conjure match (whole turns of two players, so the chess clock
//! passes at every turn), an entry every 3 s, with the clocks started before its first entry.
//!
//! `read_every_clock_of_10k_entries` is what a screen asks: `Match::clocks_at(now)` on the
//! open match, whose clocks were stepped entry by entry as it was replayed.
//! `fold_every_clock_of_10k_entries` folds the clocks from nothing, from each entry's time and
//! the seat to act after it (`ClockTrack::step`), and reads them: the whole work of the clocks
//! over the log, less the replay that yields the seats.
//!
//! `cargo bench -p tableside-engine --bench clocks`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tableside_engine::clock::{ClockAction, ClockEvent, ClockTrack, Point};
use tableside_engine::{Action, LogEntry, Match};

#[path = "logs/mod.rs"]
mod logs;

use logs::{setup, LogBuilder};

const ENTRIES: usize = 10_000;
const EVERY_MS: i64 = 3_000;

/// The bench's log with the clocks started first: a 50-minute round, 25 minutes a seat.
fn clocked_log() -> Vec<LogEntry> {
    let mut table = Match::new(setup()).expect("a valid setup");
    let start = ClockAction::Start {
        round_ms: Some(50 * 60_000),
        seat_ms: Some(25 * 60_000),
    };
    table
        .apply(Action::Clock { clock: start }, 0)
        .expect("started");
    for (n, entry) in LogBuilder::build(ENTRIES - 1, false)
        .into_iter()
        .enumerate()
    {
        table
            .apply(entry.action, (n as i64 + 1) * EVERY_MS)
            .expect("the bench's log applies again");
    }
    table.log().to_vec()
}

fn clocks(c: &mut Criterion) {
    let log = clocked_log();
    let now = ENTRIES as i64 * EVERY_MS + 1_500;
    let table = Match::replay(setup(), &log).expect("replays");
    let seats = table.setup().players.len();
    let start = Match::new(setup())
        .expect("a valid setup")
        .state()
        .clock_point();
    let mut points: Vec<Point> = Vec::with_capacity(log.len());
    Match::replay_watching(setup(), &log, |table| {
        points.push(table.state().clock_point());
    })
    .expect("replays");
    let clocked = table.clocks_at(now).expect("started");
    assert_eq!(clocked.seats.len(), 2);
    assert!(
        clocked.seats.iter().all(|seat| seat.used_ms > 0),
        "{clocked:?}"
    );

    let mut group = c.benchmark_group("clocks");
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("read_every_clock_of_10k_entries", |b| {
        b.iter(|| black_box(table.clocks_at(black_box(now))));
    });
    group.bench_function("fold_every_clock_of_10k_entries", |b| {
        b.iter(|| {
            let mut track = ClockTrack::new(seats, start);
            for (entry, point) in log.iter().zip(&points) {
                let event = match &entry.action {
                    Action::Clock { clock } => ClockEvent::Clock(clock),
                    _ => ClockEvent::Game,
                };
                track.step(entry.at_ms, event, *point);
            }
            let read = track.read(black_box(now), false);
            assert_eq!(read.as_ref(), Some(&clocked));
            black_box(read)
        });
    });
    group.finish();
}

criterion_group!(benches, clocks);
criterion_main!(benches);
