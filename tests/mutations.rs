//! Fuzzing by mutation: the project's own valid files, damaged the ways files get damaged, fed
//! to every reader a person can hand a file to.
//!
//! The seeds are the scenario match files, the CLI's deck files, the shipped card lists and
//! format files. Each case damages one of them once: a flipped bit, a cut, a deleted field, a
//! duplicated list element, a value of another type, or a megabyte where a short string was.
//! For every case:
//! - nothing panics;
//! - a refusal says where (a JSON path, a line, or a byte offset) and stays short, however big
//!   the bad value;
//! - a refused import writes nothing (the store's cards and matches are as they were).

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use serde_json::Value;
use tableside_cards::{read_card_list, Catalog};
use tableside_cli::deck_check::{self, CheckOptions};
use tableside_cli::match_file::parse_match_file;
use tableside_cli::replay::{invalid_message, replay, Replayed};
use tableside_engine::{GameId, LabelArg};
use tableside_store::{shipped_files, Store};

/// The longest refusal a reader may give: a few lines, whatever the input.
const MESSAGE_LIMIT: usize = 2_000;

/// One way to damage a file.
#[derive(Debug, Clone)]
enum Damage {
    FlipBit { at: usize, bit: u8 },
    Cut { at: usize },
    DeleteField { nth: usize },
    DuplicateElement { nth: usize },
    Retype { nth: usize, to: u8 },
    Huge { nth: usize },
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        (any::<usize>(), 0..8u8).prop_map(|(at, bit)| Damage::FlipBit { at, bit }),
        any::<usize>().prop_map(|at| Damage::Cut { at }),
        any::<usize>().prop_map(|nth| Damage::DeleteField { nth }),
        any::<usize>().prop_map(|nth| Damage::DuplicateElement { nth }),
        (any::<usize>(), 0..7u8).prop_map(|(nth, to)| Damage::Retype { nth, to }),
        any::<usize>().prop_map(|nth| Damage::Huge { nth }),
    ]
}

/// `text` damaged once; byte damage may leave text that is not UTF-8, hence bytes.
fn damaged(text: &str, damage: &Damage) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    match *damage {
        Damage::FlipBit { at, bit } => {
            let at = at % bytes.len();
            bytes[at] ^= 1 << bit;
            bytes
        }
        Damage::Cut { at } => {
            bytes.truncate(at % bytes.len());
            bytes
        }
        _ => {
            let mut value: Value = serde_json::from_str(text).expect("a seed is valid JSON");
            // At the `nth` node the damage fits, counted round the nodes that fit.
            let fitting = count_fitting(&value, damage);
            if fitting > 0 {
                let mut left = nth_of(damage) % fitting;
                apply_at(&mut value, damage, &mut left);
            }
            serde_json::to_vec(&value).expect("a value serializes")
        }
    }
}

fn nth_of(damage: &Damage) -> usize {
    match *damage {
        Damage::DeleteField { nth }
        | Damage::DuplicateElement { nth }
        | Damage::Retype { nth, .. }
        | Damage::Huge { nth } => nth,
        _ => 0,
    }
}

/// How many nodes the damage could apply to.
fn count_fitting(value: &Value, damage: &Damage) -> usize {
    let here = usize::from(fits(value, damage));
    here + match value {
        Value::Array(items) => items.iter().map(|item| count_fitting(item, damage)).sum(),
        Value::Object(fields) => fields
            .values()
            .map(|item| count_fitting(item, damage))
            .sum(),
        _ => 0,
    }
}

/// Damages the node `left` counts down to.
fn apply_at(value: &mut Value, damage: &Damage, left: &mut usize) -> bool {
    if fits(value, damage) {
        if *left == 0 {
            hit(value, damage);
            return true;
        }
        *left -= 1;
    }
    match value {
        Value::Array(items) => items.iter_mut().any(|item| apply_at(item, damage, left)),
        Value::Object(fields) => fields.values_mut().any(|item| apply_at(item, damage, left)),
        _ => false,
    }
}

fn fits(value: &Value, damage: &Damage) -> bool {
    match damage {
        Damage::DeleteField { .. } => value.as_object().is_some_and(|f| !f.is_empty()),
        Damage::DuplicateElement { .. } => value.as_array().is_some_and(|a| !a.is_empty()),
        Damage::Huge { .. } => value.is_string(),
        _ => true,
    }
}

fn hit(value: &mut Value, damage: &Damage) {
    match *damage {
        Damage::DeleteField { nth } => {
            let fields = value.as_object_mut().expect("fits");
            let key = fields
                .keys()
                .nth(nth % fields.len())
                .cloned()
                .expect("a key");
            fields.remove(&key);
        }
        Damage::DuplicateElement { nth } => {
            let items = value.as_array_mut().expect("fits");
            let copy = items[nth % items.len()].clone();
            items.push(copy);
        }
        Damage::Retype { to, .. } => {
            *value = match to {
                0 => Value::Null,
                1 => Value::Bool(true),
                2 => serde_json::json!(-1),
                3 => serde_json::json!(1e300),
                4 => serde_json::json!(u64::MAX),
                5 => serde_json::json!([]),
                _ => serde_json::json!({}),
            }
        }
        Damage::Huge { .. } => *value = Value::String("é".repeat(500_000)),
        Damage::FlipBit { .. } | Damage::Cut { .. } => {}
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Every `.json` file in `dir` and its folders, as text.
fn seeds(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a seed folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "json") {
                let text = std::fs::read_to_string(&path).expect("a seed reads");
                found.push((path, text));
            }
        }
    }
    found.sort();
    assert!(!found.is_empty(), "no seeds in {}", dir.display());
    found
}

/// A refusal says where and stays short.
fn assert_told(what: &str, message: &str) {
    assert!(
        message.len() <= MESSAGE_LIMIT,
        "{what}: a {}-byte message: {}…",
        message.len(),
        message.chars().take(300).collect::<String>()
    );
    assert!(
        ["`", "[", "line ", "byte ", "field", "entry", "not "]
            .iter()
            .any(|place| message.contains(place)),
        "{what}: the message does not say where: {message}"
    );
}

fn text_of(bytes: Vec<u8>) -> Result<String, String> {
    tableside_engine::json_text::text_of(bytes).map_err(|error| error.to_string())
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 96,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn damaged_match_files_are_refused_with_a_place_or_replay(
        pick in any::<usize>(),
        damage in damage(),
    ) {
        let seeds = seeds(&root().join("tests/scenarios"));
        let (path, text) = &seeds[pick % seeds.len()];
        let bytes = damaged(text, &damage);
        let what = format!("{} after {damage:?}", path.display());
        match text_of(bytes).and_then(|text| parse_match_file(&text).map_err(|e| e.to_string())) {
            Err(message) => assert_told(&what, &message),
            Ok(file) => {
                if let Replayed::Invalid(error) = replay(&file) {
                    let message = invalid_message(&error);
                    assert!(message.len() <= MESSAGE_LIMIT, "{what}: {} bytes", message.len());
                }
            }
        }
    }

    #[test]
    fn damaged_deck_files_are_refused_with_a_place_or_checked(
        pick in any::<usize>(),
        damage in damage(),
    ) {
        let seeds = seeds(&root().join("src-tauri/crates/cli/tests/decks"));
        let (path, text) = &seeds[pick % seeds.len()];
        let bytes = damaged(text, &damage);
        let what = format!("{} after {damage:?}", path.display());
        let options = CheckOptions { players: None, date: Some("2026-06-01".into()) };
        let checked = text_of(bytes)
            .and_then(|text| deck_check::parse_deck_file(&text).map_err(|e| e.to_string()))
            .and_then(|deck| deck_check::check(&deck, None, None, &options).map_err(|e| e.to_string()));
        if let Err(message) = checked {
            assert!(message.len() <= MESSAGE_LIMIT, "{what}: {} bytes", message.len());
        }
    }

    #[test]
    fn damaged_card_lists_are_refused_record_by_record_and_write_nothing(
        pick in any::<usize>(),
        damage in damage(),
    ) {
        let lists: Vec<(GameId, String)> = [GameId::Conjure, GameId::Elestrals]
            .into_iter()
            .map(|game| {
                let path = root().join("cards").join(game.as_str()).join("cards.json");
                (game, std::fs::read_to_string(path).expect("a shipped list"))
            })
            .collect();
        let (game, text) = &lists[pick % lists.len()];
        let bytes = damaged(text, &damage);
        let what = format!("{} cards after {damage:?}", game.as_str());
        let Ok(text) = text_of(bytes) else { return Ok(()) };
        match read_card_list(*game, &text) {
            Err(error) => assert_told(&what, &error.to_string()),
            Ok((_, rejected)) => {
                for problem in rejected.iter().flat_map(|record| &record.problems) {
                    let texts = problem.reason.args.iter().filter_map(|(_, arg)| match arg {
                        LabelArg::Text(text) => Some(&**text),
                        _ => None,
                    });
                    for text in texts.chain(problem.path.as_deref()) {
                        assert!(text.len() <= MESSAGE_LIMIT, "{what}: {} bytes", text.len());
                    }
                }
            }
        }
        // The store takes the list whole or not at all.
        let mut store = Store::open_in_memory().expect("opens");
        store.sync_shipped_data(shipped_files()).expect("loads the shipped cards");
        let before = store.search_cards(*game, "", u32::MAX).expect("lists").cards.len();
        let imported = store.import_cards(*game, &text);
        let after = store.search_cards(*game, "", u32::MAX).expect("lists").cards.len();
        match imported {
            Ok(report) if report.rejected.is_empty() => prop_assert!(after >= before),
            _ => prop_assert_eq!(after, before, "{}: a refused list wrote cards", what),
        }
    }

    #[test]
    fn damaged_format_files_are_refused_with_a_place(
        pick in any::<usize>(),
        damage in damage(),
    ) {
        let files: Vec<(String, String)> = ["conjure", "elestrals", "codex", "xingling"]
            .into_iter()
            .map(|game| {
                let name = format!("{game}/formats.json");
                let text = std::fs::read_to_string(root().join("cards").join(&name))
                    .expect("a shipped format file");
                (name, text)
            })
            .collect();
        let (name, text) = &files[pick % files.len()];
        let bytes = damaged(text, &damage);
        let what = format!("{name} after {damage:?}");
        let Ok(text) = text_of(bytes) else { return Ok(()) };
        if let Err(error) = Catalog::parse(&[(name.as_str(), text.as_str())]) {
            assert_told(&what, &error.to_string());
        }
    }
}

/// A damaged match file imported into the store: refused whole, or stored and replaying.
#[test]
fn a_match_file_that_does_not_replay_is_not_imported() {
    let seeds = seeds(&root().join("tests/scenarios"));
    let mut store = Store::open_in_memory().expect("opens");
    for (path, text) in &seeds {
        for nth in 0..12 {
            let bytes = damaged(
                text,
                &Damage::Retype {
                    nth,
                    to: (nth % 7) as u8,
                },
            );
            let Ok(file) =
                text_of(bytes).and_then(|text| parse_match_file(&text).map_err(|e| e.to_string()))
            else {
                continue;
            };
            let before = store.list_matches(u32::MAX).expect("lists").len();
            match store.import_match(&file, 0) {
                Ok(id) => assert!(
                    store.load_match(id.id).is_ok(),
                    "{}: stored but not replaying",
                    path.display()
                ),
                Err(_) => assert_eq!(
                    store.list_matches(u32::MAX).expect("lists").len(),
                    before,
                    "{}: a refused import wrote a match",
                    path.display()
                ),
            }
        }
    }
}
