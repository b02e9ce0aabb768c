//! How long a durable append of one action takes: a file database in WAL mode with
//! `synchronous=FULL`, one transaction (action row + match row) per append, as the app writes.
//!
//! Criterion reports the mean; the tail matters as much at a table (a slow tap feels broken),
//! so a separate loop of timed appends prints p50, p99 and max.
//!
//! `cargo bench -p tableside-store --bench append`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::{MatchId, Store};

/// How many appends the percentile loop times.
const TIMED_APPENDS: usize = 2_000;

fn setup() -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 11,
        rules: serde_json::Value::Null,
    }
}

/// A file store in a fresh temporary folder with one started match.
struct Table {
    _dir: tempfile::TempDir,
    store: Store,
    id: MatchId,
    live: Match,
    next: u32,
}

impl Table {
    fn new() -> Table {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut store = Store::open(dir.path().join("bench.sqlite3")).expect("opens");
        let id = store.create_match(&setup(), 0).expect("creates");
        let live = Match::new(setup()).expect("starts");
        let mut table = Table {
            _dir: dir,
            store,
            id,
            live,
            next: 0,
        };
        table.append(conjure::Action::SetFirstPlayer { player: 0 });
        table
    }

    /// Life changes alternate between the players and never end the match.
    fn append_life_change(&mut self) {
        let player = (self.next % 2) as usize;
        self.append(conjure::Action::AdjustLife { player, delta: 1 });
    }

    fn append(&mut self, action: conjure::Action) {
        self.next += 1;
        let action = Action::Play {
            play: GameAction::Conjure(action),
        };
        self.live
            .apply(action, i64::from(self.next))
            .expect("accepted");
        self.store
            .append_action(self.id, &self.live)
            .expect("appends");
    }
}

fn durable_append(c: &mut Criterion) {
    let mut group = c.benchmark_group("store");
    group.throughput(Throughput::Elements(1));
    group.sample_size(50);
    group.measurement_time(Duration::from_secs(5));
    group.warm_up_time(Duration::from_secs(1));
    let mut table = Table::new();
    group.bench_function("append_action (WAL, synchronous=FULL)", |b| {
        b.iter(|| table.append_life_change())
    });
    group.finish();

    print_percentiles();
}

fn print_percentiles() {
    let mut table = Table::new();
    let mut times: Vec<Duration> = (0..TIMED_APPENDS)
        .map(|_| {
            let start = Instant::now();
            table.append_life_change();
            start.elapsed()
        })
        .collect();
    times.sort_unstable();
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "store/append_action over {TIMED_APPENDS} timed appends: p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs",
        micros(at(0.50)),
        micros(at(0.99)),
        micros(at(1.0)),
    );
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

criterion_group!(benches, durable_append);
criterion_main!(benches);
