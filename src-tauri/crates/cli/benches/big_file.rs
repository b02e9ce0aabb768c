//! Reading a large match file: `parse_match_file` of a 10 MB file (about 69,000 life changes
//! of a Conjure match), the step before its replay.
//!
//! The file was parsed twice, once into a JSON tree to check what it is and once into the
//! typed file; the first pass now reads only `format` and `version` and skips the rest, so the
//! file is held in memory once.
//!
//! `cargo bench -p tableside-cli --bench big_file`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::json;
use tableside_cli::match_file::parse_match_file;

/// The size the file grows to, in bytes.
const SIZE: usize = 10_000_000;

fn big_file() -> String {
    let mut log = vec![json!({"seq": 0, "at_ms": 0, "action": {"kind": "play",
        "play": {"game": "conjure", "type": "set_first_player", "player": 0}}})];
    let mut bytes = 0;
    while bytes < SIZE {
        let seq = log.len();
        let entry = json!({"seq": seq, "at_ms": seq, "action": {"kind": "play",
            "play": {"game": "conjure", "type": "adjust_life", "player": seq % 2,
                     "delta": if (seq / 2) % 2 == 0 { 1 } else { -1 }}}});
        bytes += entry.to_string().len() + 2;
        log.push(entry);
    }
    json!({
        "format": "tableside-match", "version": 1,
        "setup": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"],
                  "seed": 1},
        "log": log,
    })
    .to_string()
}

fn parse(c: &mut Criterion) {
    let text = big_file();
    let mut group = c.benchmark_group("match file");
    group.sample_size(20);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("parse a 10 MB match file", |b| {
        b.iter(|| parse_match_file(&text).expect("a valid file"))
    });
    // The reference, as the file was read before: a whole JSON tree first, then the typed file.
    group.bench_function("a JSON tree, then the typed file", |b| {
        b.iter(|| {
            let tree: serde_json::Value = serde_json::from_str(&text).expect("JSON");
            (tree, parse_match_file(&text).expect("a valid file"))
        })
    });
    group.finish();
}

criterion_group!(benches, parse);
criterion_main!(benches);
