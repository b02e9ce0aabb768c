//! Search as you type over a large card pool: `Store::search_cards` with 1 to 4 letters of a
//! word, over 100,000 imported cards (names and texts drawn from a vocabulary of 240 words, as
//! a large game's card pool reads). A keystroke's answer must come within a frame, so the
//! percentiles matter more than the mean: a loop times every prefix length and prints p50 and
//! p99 for each.
//!
//! The same loop times a mix of typed filters (`element:fire cost<=2`, `-pays:omni`, `or`,
//! parentheses) with words, over the same cards' own fields.
//!
//! The same loop over 100,000 Chinese cards (names and texts of words of two or three Han
//! characters run together) times a character and a word found inside names and texts.
//!
//! `cargo bench -p tableside-store --bench search`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use tableside_engine::GameId;

#[path = "pool/mod.rs"]
mod pool;

use pool::{chinese_pool, pool, Pool, CARDS, HAN, SYLLABLES};
/// Timed searches per prefix length in the percentile loop.
const TIMED: usize = 400;
const LIMIT: u32 = 50;

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

/// One Han character, and two in a row, as a person types a word they saw inside a name.
fn chinese_queries() -> Vec<String> {
    HAN.iter()
        .zip(HAN.iter().skip(1))
        .enumerate()
        .map(|(i, (a, b))| {
            if i % 2 == 0 {
                (*a).to_owned()
            } else {
                format!("{a}{b}")
            }
        })
        .collect()
}

/// Typed filters as a player writes them, alone, together, negated, in `or` and with words
/// (`ber` starts many names and texts).
const TYPED_QUERIES: [&str; 10] = [
    "element:fire cost<=2",
    "e:water or e:wind",
    "atk>=5 -pays:omni",
    "sub:dragon ber",
    "k:elestral def<=1 storm",
    "(e:fire or e:frost) atk>=4 -r:common",
    "rarity:stellar e:lunar cost=1",
    "text:\"ash vale\" or n:frost",
    "-e:earth -e:fire def>=6",
    "e:solar s:golem r:rare ti",
];

fn percentiles(pool: &Pool) {
    for length in 1..=5 {
        let (label, key, queries) = match length {
            5 => ("two words".to_owned(), "two_words".to_owned(), two_words()),
            _ => (
                format!("{length} letter(s)"),
                length.to_string(),
                prefixes(length),
            ),
        };
        let p99 = timed(pool, &label, &queries);
        println!("figure search_p99_ms_{key} {p99:.3}");
    }
    // The first typed search reads the facets' sets into memory; the rest use them.
    let started = Instant::now();
    pool.store
        .search_cards(GameId::Elestrals, TYPED_QUERIES[0], LIMIT)
        .expect("searches");
    let first = started.elapsed().as_secs_f64() * 1e3;
    println!("the first typed search over {CARDS} cards, reading the sets: {first:.1} ms");
    println!("figure search_first_typed_ms {first:.1}");
    let typed: Vec<String> = TYPED_QUERIES.iter().map(|q| (*q).to_owned()).collect();
    let p99 = timed(pool, "typed filters with words", &typed);
    println!("figure search_p99_ms_typed {p99:.3}");
}

/// Times [`TIMED`] searches of `queries` in turn, prints p50, p99 and max, returns p99 in ms.
fn timed(pool: &Pool, label: &str, queries: &[String]) -> f64 {
    let mut times: Vec<Duration> = (0..TIMED)
        .map(|i| {
            let query = &queries[i % queries.len()];
            let started = Instant::now();
            let found = pool
                .store
                .search_cards(GameId::Elestrals, query, LIMIT)
                .expect("searches")
                .cards;
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
    at(0.99).as_secs_f64() * 1e3
}

fn search(c: &mut Criterion) {
    let pool = pool();
    percentiles(&pool);
    {
        let chinese = chinese_pool();
        let p99 = timed(
            &chinese,
            "Chinese, a character or two inside names and texts,",
            &chinese_queries(),
        );
        println!("figure search_p99_ms_cjk {p99:.3}");
    }
    let mut group = c.benchmark_group("search");
    group.sample_size(30);
    for (length, query) in [(1, "s"), (3, "sto")] {
        group.bench_function(format!("{length} letter(s) over {CARDS} cards"), |b| {
            b.iter(|| {
                pool.store
                    .search_cards(GameId::Elestrals, query, LIMIT)
                    .expect("searches")
                    .cards
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
