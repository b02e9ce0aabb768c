//! How long a durable append of one action takes: a file database in WAL mode with
//! `synchronous=FULL`, one transaction (action row + match row) per append, as the app writes.
//!
//! Criterion reports the mean; the tail matters as much at a table (a slow tap feels broken),
//! so a separate loop of timed appends prints p50, p99 and max, beside the same figures of a
//! reference timed in the same loop (one sample of each in turn, so that both see the same
//! noise): a bare SQLite file database in WAL mode with `synchronous=FULL`, one small INSERT
//! per transaction.
//!
//! `cargo bench -p tableside-store --bench append`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rusqlite::Connection;
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::{MatchId, Store};

/// How many appends the percentile loop times.
const TIMED_APPENDS: usize = 20_000;

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

/// The reference: the cheapest durable commit SQLite makes in the same mode.
struct Bare {
    _dir: tempfile::TempDir,
    conn: Connection,
    next: i64,
}

impl Bare {
    fn new() -> Bare {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let conn = Connection::open(dir.path().join("bare.sqlite3")).expect("opens");
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get::<_, String>(0))
            .expect("WAL");
        conn.pragma_update(None, "synchronous", "FULL")
            .expect("FULL");
        conn.execute_batch("CREATE TABLE log (id INTEGER PRIMARY KEY, at INTEGER, body TEXT)")
            .expect("creates");
        Bare {
            _dir: dir,
            conn,
            next: 0,
        }
    }

    fn commit(&mut self) {
        self.next += 1;
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .expect("begins");
        tx.prepare_cached("INSERT INTO log (at, body) VALUES (?1, ?2)")
            .expect("prepares")
            .execute((self.next, "{\"AdjustLife\":{\"player\":0,\"delta\":1}}"))
            .expect("inserts");
        tx.commit().expect("commits");
    }
}

fn print_percentiles() {
    let mut table = Table::new();
    let mut bare = Bare::new();
    let mut times = Vec::with_capacity(TIMED_APPENDS);
    let mut reference = Vec::with_capacity(TIMED_APPENDS);
    for _ in 0..TIMED_APPENDS {
        let start = Instant::now();
        table.append_life_change();
        times.push(start.elapsed());
        let start = Instant::now();
        bare.commit();
        reference.push(start.elapsed());
    }
    let app = Percentiles::of(times);
    let bare = Percentiles::of(reference);
    println!(
        "store/append_action over {TIMED_APPENDS} timed appends: p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs",
        app.p50, app.p99, app.max
    );
    println!(
        "reference (bare SQLite commit, WAL, synchronous=FULL) over {TIMED_APPENDS}: p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs; the store's p99 is {:.2}× it",
        bare.p50,
        bare.p99,
        bare.max,
        app.p99 / bare.p99
    );
    println!("figure append_p99_us {:.0}", app.p99);
    println!("figure append_p50_us {:.0}", app.p50);
    println!("figure append_samples {TIMED_APPENDS}");
    println!("figure append_reference_p99_us {:.0}", bare.p99);
    println!("figure append_reference_p50_us {:.0}", bare.p50);
}

/// p50, p99 and max of timed samples, in µs.
struct Percentiles {
    p50: f64,
    p99: f64,
    max: f64,
}

impl Percentiles {
    fn of(mut times: Vec<Duration>) -> Percentiles {
        times.sort_unstable();
        let at = |q: f64| micros(times[((times.len() as f64 - 1.0) * q).round() as usize]);
        Percentiles {
            p50: at(0.50),
            p99: at(0.99),
            max: at(1.0),
        }
    }
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

criterion_group!(benches, durable_append);
criterion_main!(benches);
