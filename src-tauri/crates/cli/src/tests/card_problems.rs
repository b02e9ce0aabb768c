//! Card problems read in the player's language: every card problem the engine's code can
//! raise has its words in the English and the Chinese catalogs, and each problem the record
//! files in `tests/cards/` raise (between them, every one a shipped game can) fills its
//! words from its label, with no blank left.

use std::collections::BTreeSet;
use std::path::Path;

use tableside_cards::read_card_list;
use tableside_engine::{CardProblem, GameId};

use super::*;
use crate::test_catalogs::{
    chinese, chinese_text, label_keys_of_the_engine, labels_in, placeholders,
};

/// The card problem keys in the engine's code (`card_problem.…`, and a game's own
/// `<game>.card_problem.…`).
fn card_problem_keys_of_the_engine() -> BTreeSet<String> {
    label_keys_of_the_engine(|key| {
        key.starts_with("card_problem.") || key.contains(".card_problem.")
    })
}

/// Every problem the record files raise.
fn problems_of_the_record_files() -> Vec<CardProblem> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cards");
    let mut problems = Vec::new();
    for entry in std::fs::read_dir(&folder).expect("reads tests/cards") {
        let text = std::fs::read_to_string(entry.expect("an entry").path()).expect("reads");
        let game: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let game = GameId::from_id(game["game"].as_str().expect("a game")).expect("a game");
        let (_, rejected) = read_card_list(game, &text).expect("a card list");
        problems.extend(rejected.into_iter().flat_map(|record| record.problems));
    }
    problems
}

#[test]
fn every_card_problem_of_the_engine_has_words_in_english_and_in_chinese() {
    let zh = chinese();
    let keys = card_problem_keys_of_the_engine();
    assert!(
        keys.len() >= 8,
        "the scan finds the engine's keys: {keys:?}"
    );
    for key in &keys {
        assert!(text_at(key).is_some(), "{key} has no English");
        assert!(chinese_text(&zh, key).is_some(), "{key} has no Chinese");
    }
}

#[test]
fn every_card_problem_of_the_record_files_reads_whole() {
    let zh = chinese();
    let mut seen = BTreeSet::new();
    for problem in problems_of_the_record_files() {
        let english = label(&problem.reason, &[]);
        assert!(
            !english.contains("{{") && !english.contains("card_problem"),
            "{problem}: {english}"
        );
        for inner in labels_in(&problem.reason) {
            let text = chinese_text(&zh, &inner.key).expect("in Chinese");
            for name in placeholders(text) {
                assert!(
                    inner.args.contains_key(name),
                    "the Chinese of {} wants `{name}`",
                    inner.key
                );
            }
        }
        seen.insert(problem.reason.key.to_string());
    }
    // The problems no shipped game's records can raise, as each game reads a record's kind
    // and its field names first: a kind or a field it does not know is unreadable before its
    // spelling or its length is looked at.
    let mut expected = card_problem_keys_of_the_engine();
    expected.remove("card_problem.kind_form");
    expected.remove("card_problem.field_name_too_long");
    assert_eq!(seen, expected);
}
