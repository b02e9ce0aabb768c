//! A large card pool for the benches: 100,000 imported Elestrals cards whose names and texts
//! are drawn from a vocabulary of 240 words, as a large game's card pool reads.

use std::time::Instant;

use serde_json::json;
use tableside_engine::GameId;
use tableside_store::Store;

pub const CARDS: usize = 100_000;

pub const SYLLABLES: [&str; 24] = [
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

pub struct Pool {
    /// The folder the database lives in, removed when the pool is dropped.
    #[allow(dead_code, reason = "only kept alive by some benches")]
    pub dir: tempfile::TempDir,
    pub store: Store,
}

pub fn pool() -> Pool {
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
    Pool { dir, store }
}
