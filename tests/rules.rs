//! Every rule the engine refuses by has its text, in English and Chinese: the rule IDs a game's
//! engine code names are held against the rule texts the project ships for it (the `rules`
//! section of the game's UI catalogs, which the refusal sheet, the log and the rule chips show).
//! Read for every registered game, so that a game added later is checked the same way.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value;
use tableside_engine::GameId;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every key of `value` under `prefix`, dotted as i18next reads it (`rules.CDX-15.2`).
fn flatten(value: &Value, prefix: &str, out: &mut BTreeSet<String>) {
    match value {
        Value::Object(fields) => {
            for (key, inner) in fields {
                let dotted = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                flatten(inner, &dotted, out);
            }
        }
        _ => {
            out.insert(prefix.to_owned());
        }
    }
}

/// The rule IDs a game's catalog in `lang` explains.
fn catalog_rules(game: &str, lang: &str) -> BTreeSet<String> {
    let path = root().join(format!("ui/src/games/{game}/i18n/{lang}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let value: Value = serde_json::from_str(&text).expect("a catalog is JSON");
    let mut keys = BTreeSet::new();
    flatten(&value, "", &mut keys);
    keys.iter()
        .filter_map(|key| key.strip_prefix("rules."))
        .map(str::to_owned)
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            // A game's tests name rules too, as their names; what is checked is the engine.
            if path.file_name().is_some_and(|name| name != "tests") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|kind| kind == "rs") {
            out.push(path);
        }
    }
}

/// The string literals of `text` that start with one of `prefixes` and a hyphen.
fn rule_literals(text: &str, prefixes: &BTreeSet<String>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in text.match_indices('"') {
        let rest = &text[at + 1..];
        let Some(end) = rest.find('"') else { continue };
        let literal = &rest[..end];
        let is_rule = prefixes.iter().any(|prefix| {
            literal
                .strip_prefix(prefix.as_str())
                .is_some_and(|r| r.starts_with('-'))
        }) && literal
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '.');
        if is_rule {
            found.insert(literal.to_owned());
        }
    }
    found
}

#[test]
fn every_rule_the_engine_refuses_by_has_its_text_in_both_languages() {
    let mut checked = 0;
    for game in GameId::ALL.iter().filter(|game| game.info().playable) {
        let id = game.as_str();
        let en = catalog_rules(id, "en");
        let zh = catalog_rules(id, "zh");
        assert_eq!(
            en, zh,
            "{id}: the English and Chinese catalogs explain other rules"
        );
        assert!(!en.is_empty(), "{id}: the catalog explains no rule");
        let prefixes: BTreeSet<String> = en
            .iter()
            .filter_map(|rule| rule.split('-').next())
            .map(str::to_owned)
            .collect();
        let mut files = Vec::new();
        rust_files(
            &root().join(format!("src-tauri/crates/engine/src/games/{id}")),
            &mut files,
        );
        let mut named = BTreeSet::new();
        for file in &files {
            let text = std::fs::read_to_string(file).expect("reads");
            named.extend(rule_literals(&text, &prefixes));
        }
        assert!(!named.is_empty(), "{id}: the engine names no rule");
        let unexplained: Vec<&String> = named.difference(&en).collect();
        assert!(
            unexplained.is_empty(),
            "{id}: the engine refuses by rules its catalogs do not explain: {unexplained:?}"
        );
        checked += 1;
    }
    assert!(checked >= 1);
}

#[test]
fn rule_literals_are_found_by_their_prefix() {
    let prefixes = BTreeSet::from(["AB".to_owned()]);
    let text = r#"require(x, "AB-MOVE-1", reason); let y = "AB-15.2"; "ABC-1"; "AB-lower"; "note""#;
    let found: Vec<String> = rule_literals(text, &prefixes).into_iter().collect();
    assert_eq!(found, ["AB-15.2", "AB-MOVE-1"]);
}
