//! The browser build's own costs, timed where the app runs them: in a dedicated Web Worker of
//! headless Chromium, the database on the origin private file system through the same "sahpool"
//! VFS as the app's. Each prints `figure <key> <value>` lines, which `cargo xtask bench` reads
//! beside the native benches' figures of the same run:
//!
//! - the 100,000-action Conjure replay, on the very log the engine's `replay` bench replays
//!   natively (`engine/benches/logs/`), handed over as opening a match does;
//! - a durable append of one action, as the app commits a tap, p50 and p99;
//! - card search as typed (one to four letters, and two words) over 10,000 imported cards of
//!   the store's bench pool (`store/benches/pool/cards.rs`), p99.
//!
//! Not a test of behaviour (the end-to-end tests are), and slow in a debug build, so it is
//! ignored unless asked for: `cargo xtask bench app` runs it, in a release build, with
//! wasm-bindgen's test runner and Chromium's driver.

#![cfg(all(target_arch = "wasm32", target_os = "unknown"))]

#[path = "../../engine/benches/logs/mod.rs"]
mod logs;

#[path = "../../store/benches/pool/cards.rs"]
mod cards;

use sqlite_wasm_vfs::sahpool::{install, OpfsSAHPoolCfgBuilder};
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};
use tableside_store::Store;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[wasm_bindgen]
extern "C" {
    /// The worker's monotonic clock, in milliseconds.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn now_ms() -> f64;
}

/// Entries of the replayed log: the native replay bench's length.
const REPLAYED: usize = 100_000;
/// Replays timed (after one untimed), each of its own copy of the log.
const REPLAYS: usize = 10;
/// Durable appends timed, after warm-up ones left out.
const APPENDS: usize = 2_000;
const WARM_UP_APPENDS: usize = 50;
/// Cards imported for the search, and searches timed per kind of query.
const CARDS: usize = 10_000;
const SEARCHES: usize = 400;
const LIMIT: u32 = 50;

#[wasm_bindgen_test]
#[ignore = "benchmark: `cargo xtask bench app` runs it in a release build"]
async fn the_core_timed_in_a_worker() {
    replay();
    let pool = OpfsSAHPoolCfgBuilder::new()
        .directory(".tableside-bench")
        .clear_on_init(true)
        .build();
    install::<sqlite_wasm_rs::WasmOsCallback>(&pool, true)
        .await
        .expect("the worker has OPFS");
    durable_append();
    search();
}

/// Replays the 100,000-action log [`REPLAYS`] times and prints the mean, in milliseconds.
fn replay() {
    let log = logs::LogBuilder::build(REPLAYED, false);
    let mut times = Vec::with_capacity(REPLAYS);
    for _ in 0..=REPLAYS {
        let owned = log.clone();
        let started = now_ms();
        let table = Match::replay(logs::setup(), owned).expect("replays");
        times.push(now_ms() - started);
        assert_eq!(table.log().len(), REPLAYED);
    }
    // The first replay warms the worker's code up; it is left out.
    let times = &times[1..];
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    console_log!(
        "replay of {REPLAYED} Conjure actions in the worker: mean {mean:.1} ms over {} replays ({:.1} M actions/s)",
        times.len(),
        REPLAYED as f64 / mean / 1e3
    );
    console_log!("figure web_replay_100k_ms {mean:.3}");
}

/// Appends life changes one by one, each committed as a tap's is, and prints p50 and p99.
fn durable_append() {
    let setup = Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 11,
        rules: serde_json::Value::Null,
    };
    let mut store = Store::open_in_vfs("/append.sqlite3").expect("opens on OPFS");
    let id = store.create_match(&setup, 0).expect("creates");
    let mut live = Match::new(setup).expect("starts");
    let mut append = |at: usize, action: conjure::Action| {
        let action = Action::Play {
            play: GameAction::Conjure(action),
        };
        live.apply(action, at as i64).expect("accepted");
        let started = now_ms();
        store.append_action(id, &live).expect("appends");
        now_ms() - started
    };
    append(0, conjure::Action::SetFirstPlayer { player: 0 });
    let mut times: Vec<f64> = (1..=WARM_UP_APPENDS + APPENDS)
        .map(|at| {
            append(
                at,
                conjure::Action::AdjustLife {
                    player: at % 2,
                    delta: 1,
                },
            )
        })
        .skip(WARM_UP_APPENDS)
        .collect();
    times.sort_by(f64::total_cmp);
    let (p50, p99) = (percentile(&times, 0.50), percentile(&times, 0.99));
    console_log!(
        "durable append on OPFS over {APPENDS} appends: p50 {p50:.3} ms, p99 {p99:.3} ms, max {:.3} ms",
        times[times.len() - 1]
    );
    console_log!("figure web_append_p50_us {:.1}", p50 * 1e3);
    console_log!("figure web_append_p99_us {:.1}", p99 * 1e3);
}

/// Imports [`CARDS`] cards and times searches as a person types them; prints the p99 of each
/// kind and of the worst.
fn search() {
    let mut store = Store::open_in_vfs("/search.sqlite3").expect("opens on OPFS");
    store
        .sync_shipped_data(tableside_store::shipped_files())
        .expect("loads the shipped data");
    let report = store
        .import_cards(GameId::Elestrals, &cards::card_list_of(CARDS))
        .expect("imports");
    assert_eq!(report.imported, CARDS, "{:?}", report.rejected.first());
    let mut worst: f64 = 0.0;
    for (kind, queries) in queries() {
        let mut times: Vec<f64> = (0..SEARCHES)
            .map(|i| {
                let query = &queries[i % queries.len()];
                let started = now_ms();
                let found = store
                    .search_cards(GameId::Elestrals, query, LIMIT)
                    .expect("searches");
                let took = now_ms() - started;
                std::hint::black_box(found);
                took
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let p99 = percentile(&times, 0.99);
        console_log!(
            "search of {kind} over {CARDS} cards in the worker: p50 {:.2} ms, p99 {p99:.2} ms",
            percentile(&times, 0.50)
        );
        worst = worst.max(p99);
    }
    console_log!("figure web_search_p99_ms {worst:.3}");
}

/// The queries of the native search bench: the first one to four letters of a word, and two
/// words.
fn queries() -> Vec<(String, Vec<String>)> {
    let prefixes = (1..=4).map(|length| {
        let typed = cards::SYLLABLES
            .iter()
            .map(|syllable| format!("{syllable}ber").chars().take(length).collect())
            .collect();
        (format!("{length} letter(s)"), typed)
    });
    let two_words = cards::SYLLABLES
        .iter()
        .zip(cards::SYLLABLES.iter().rev())
        .map(|(a, b)| format!("{a} {}", &b[..2]))
        .collect();
    prefixes
        .chain([("two words".to_owned(), two_words)])
        .collect()
}

/// The value at `q` of sorted `times`.
fn percentile(times: &[f64], q: f64) -> f64 {
    times[((times.len() as f64 * q) as usize).min(times.len() - 1)]
}
