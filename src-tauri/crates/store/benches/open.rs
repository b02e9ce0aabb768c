//! How long opening a large database takes: `Store::open` of a file holding 100,000 imported
//! cards, after a clean close (the file sealed: the ownership and version checks, no page-by-
//! page read) and after a crash (no seal: `PRAGMA quick_check` reads every page). Both are
//! measured in the same run, so their ratio holds on a noisy machine.
//!
//! `cargo bench -p tableside-store --bench open`

use criterion::{criterion_group, criterion_main, Criterion};
use tableside_store::{seal_path, Store};

#[path = "pool/mod.rs"]
mod pool;

fn open(c: &mut Criterion) {
    let pool::Pool { dir, store } = pool::pool();
    let path = store.path().to_owned();
    store.close().expect("closes");
    let size = std::fs::metadata(&path).expect("a file").len();
    println!("database of {} MB", size / 1_000_000);
    let mut group = c.benchmark_group("open");
    group.sample_size(20);
    group.bench_function("after a clean close (sealed)", |b| {
        b.iter(|| {
            let store = Store::open(&path).expect("opens");
            store.close().expect("closes");
        })
    });
    group.bench_function("after a crash (checked whole)", |b| {
        b.iter(|| {
            let store = Store::open(&path).expect("opens");
            store.close().expect("closes");
            std::fs::remove_file(seal_path(&path)).expect("unseals");
        })
    });
    group.finish();
    drop(dir);
}

criterion_group!(benches, open);
criterion_main!(benches);
