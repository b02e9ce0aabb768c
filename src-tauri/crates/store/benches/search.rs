//! Search as you type over a large card pool: `Store::search_cards` with 1 to 4 letters of a
//! word, over 100,000 imported cards (names and texts drawn from a vocabulary of 240 words, as
//! a large game's card pool reads). A keystroke's answer must come within a frame, so the
//! percentiles matter more than the mean: a loop times every prefix length and prints p50 and
//! p99 for each.
//!
//! `cargo bench -p tableside-store --bench search`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;
use tableside_engine::GameId;
use tableside_store::Store;

const CARDS: usize = 100_000;
/// Timed searches per prefix length in the percentile loop.
const TIMED: usize = 400;
const LIMIT: u32 = 50;

const SYLLABLES: [&str; 24] = [
    "em", "ber", "tide", "war", "den", "frost", "ash", "vale", "storm", "gla", "ive", "thorn",
    "sol", "ar", "luna", "drake", "mire", "crest", "fen", "rune", "spire", "wisp", "gale", "cor",
];

/// A deterministic stream of small numbers (a linear congruential generator is enough here).
struct Draw(u64);

impl Draw {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % below
    }

    /// A word of two or three syllables.
    fn word(&mut self) -> String {
        let count = 2 + self.next(2);
        (0..count)
            .map(|_| SYLLABLES[self.next(SYLLABLES.len())])
            .collect()
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn card_list() -> String {
    let mut draw = Draw(7);
    let vocabulary: Vec<String> = (0..240).map(|_| draw.word()).collect();
    let cards: Vec<_> = (0..CARDS)
        .map(|i| {
            let name: Vec<String> = (0..1 + draw.next(3))
                .map(|_| capitalised(&vocabulary[draw.next(vocabulary.len())]))
                .collect();
            let text: Vec<&str> = (0..8 + draw.next(16))
                .map(|_| vocabulary[draw.next(vocabulary.len())].as_str())
                .collect();
            json!({"id": format!("elestrals-bench-{i}"), "name": name.join(" "),
                   "class": "elestral", "elements": ["fire"], "cost": ["fire"],
                   "attack": 1, "defense": 1, "effect": text.join(" ")})
        })
        .collect();
    json!({ "game": "elestrals", "cards": cards }).to_string()
}

struct Pool {
    _dir: tempfile::TempDir,
    store: Store,
}

fn pool() -> Pool {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut store = Store::open(dir.path().join("search.sqlite3")).expect("opens");
    store
        .sync_shipped_data(tableside_store::shipped_files())
        .expect("loads the shipped data");
    let started = Instant::now();
    let report = store
        .import_cards(GameId::Elestrals, &card_list())
        .expect("imports");
    assert_eq!(
        report.imported as usize,
        CARDS,
        "{:?}",
        report.rejected.first()
    );
    println!(
        "imported {CARDS} cards in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Pool { _dir: dir, store }
}

/// The prefixes of every length from 1 to 4 of a few syllables, as a person types them.
fn prefixes(length: usize) -> Vec<String> {
    SYLLABLES
        .iter()
        .map(|s| format!("{s}{}", "ber"))
        .map(|word| word.chars().take(length).collect())
        .collect()
}

/// Two words that no name starts with, so the full-text tiers answer: "ber ti" finds names
/// and texts with a word starting "ber" and one starting "ti".
fn two_words() -> Vec<String> {
    SYLLABLES
        .iter()
        .zip(SYLLABLES.iter().rev())
        .map(|(a, b)| format!("{a} {}", &b[..2]))
        .collect()
}

fn percentiles(pool: &Pool) {
    for length in 1..=5 {
        let (label, queries) = match length {
            5 => ("two words".to_owned(), two_words()),
            _ => (format!("{length} letter(s)"), prefixes(length)),
        };
        let mut times: Vec<Duration> = (0..TIMED)
            .map(|i| {
                let query = &queries[i % queries.len()];
                let started = Instant::now();
                let found = pool
                    .store
                    .search_cards(GameId::Elestrals, query, LIMIT)
                    .expect("searches");
                std::hint::black_box(found);
                started.elapsed()
            })
            .collect();
        times.sort();
        let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
        println!(
            "search {label} over {CARDS} cards: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            at(0.50).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            times[times.len() - 1].as_secs_f64() * 1e3
        );
    }
}

fn search(c: &mut Criterion) {
    let pool = pool();
    percentiles(&pool);
    let mut group = c.benchmark_group("search");
    group.sample_size(30);
    for (length, query) in [(1, "s"), (3, "sto")] {
        group.bench_function(format!("{length} letter(s) over {CARDS} cards"), |b| {
            b.iter(|| {
                pool.store
                    .search_cards(GameId::Elestrals, query, LIMIT)
                    .expect("searches")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
