//! A large card pool for the benches: 100,000 imported Elestrals cards whose names and texts
//! are drawn from a vocabulary of 240 words, as a large game's card pool reads; and a pool of
//! as many Chinese cards.

#![allow(dead_code, reason = "each bench uses a part of the pool")]

use std::time::{Duration, Instant};

use tableside_engine::GameId;
use tableside_store::Store;

pub const CARDS: usize = 100_000;

mod cards;

#[allow(
    unused_imports,
    reason = "the search bench uses them, the others do not"
)]
pub use cards::{HAN, SYLLABLES};

/// The card list the pool imports, as a player's exported file has it.
pub fn card_list() -> String {
    cards::card_list_of(CARDS)
}

/// A card list of Chinese cards: names of one to three words run together and texts of words
/// with Chinese punctuation, as 星灵 cards read.
pub fn chinese_card_list() -> String {
    cards::chinese_card_list_of(CARDS)
}

pub struct Pool {
    /// The folder the database lives in, removed when the pool is dropped.
    pub dir: tempfile::TempDir,
    pub store: Store,
}

pub fn pool() -> Pool {
    pool_of(&card_list())
}

/// A pool of [`chinese_card_list`]'s cards.
pub fn chinese_pool() -> Pool {
    pool_of(&chinese_card_list())
}

fn pool_of(list: &str) -> Pool {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut store = Store::open(dir.path().join("search.sqlite3")).expect("opens");
    let took = import_whole(&mut store, list);
    println!("imported {CARDS} cards in {:.1} s", took.as_secs_f64());
    Pool { dir, store }
}

/// Loads the shipped data into `store`, then imports `list` (every one of its [`CARDS`] cards,
/// or the bench stops); returns how long the import alone took.
pub fn import_whole(store: &mut Store, list: &str) -> Duration {
    store
        .sync_shipped_data(tableside_store::shipped_files())
        .expect("loads the shipped data");
    let started = Instant::now();
    let report = store
        .import_cards(GameId::Elestrals, list)
        .expect("imports");
    let took = started.elapsed();
    assert_eq!(report.imported, CARDS, "{:?}", report.rejected.first());
    took
}
