//! Each game's rule list against the rule texts the project ships: the `rules` subtree of the
//! game's English and Chinese catalogs in the UI (`ui/src/games/<id>/i18n/`), where a nested
//! key is a dotted ID (`CDX-15` → `2` is `CDX-15.2`). The engine may name no rule a player
//! cannot read, and every rule the reference shows is one the engine knows. A game with no UI
//! (the tests' fifth game) keeps its catalogs in its own folder (`games/<id>/i18n/`).

use std::path::Path;

use crate::test_catalogs::catalog;
use crate::GameId;

/// The IDs of a catalog's `rules` subtree (sorted: the JSON reader keeps no order).
fn rule_ids(tree: &serde_json::Value, prefix: &str, into: &mut Vec<String>) {
    let Some(entries) = tree.as_object() else {
        return;
    };
    for (key, value) in entries {
        let id = if prefix.is_empty() {
            key.clone()
        } else {
            format!("{prefix}.{key}")
        };
        if value.is_object() {
            rule_ids(value, &id, into);
        } else {
            into.push(id);
        }
    }
}

fn catalog_rules(game: GameId, lang: &str) -> Vec<String> {
    let mut ids = Vec::new();
    rule_ids(&catalog(game, lang)["rules"], "", &mut ids);
    ids
}

#[test]
fn every_game_declares_the_rules_of_its_catalogs_and_no_other() {
    for game in GameId::ALL.iter().copied().filter(|g| g.info().playable) {
        let mut declared: Vec<&str> = game.rules().iter().map(|rule| rule.as_str()).collect();
        declared.sort_unstable();
        assert!(!declared.is_empty(), "{} declares no rules", game.as_str());
        for lang in ["en", "zh"] {
            assert_eq!(
                catalog_rules(game, lang),
                declared,
                "{}'s rule list against its {lang} catalog",
                game.as_str()
            );
        }
    }
}

#[test]
fn rule_ids_are_unique_across_games_and_read_as_ids() {
    let mut seen = std::collections::HashSet::new();
    for game in GameId::ALL {
        for rule in game.rules() {
            let id = rule.as_str();
            assert!(seen.insert(id), "{id} is declared twice");
            let (prefix, rest) = id.split_once('-').expect("an ID has a game prefix");
            assert!(
                prefix.len() >= 2 && prefix.chars().all(|c| c.is_ascii_uppercase()),
                "{id}: the prefix is capital letters"
            );
            assert!(
                rest.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '.'),
                "{id}: the rest is capital letters, digits, dashes and dots"
            );
        }
    }
}

/// The engine names rules only through the constants: an ID written as a string literal in
/// the engine's code would slip past the compiler's check.
#[test]
fn the_engine_names_no_rule_by_a_string_literal() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let ids: Vec<String> = GameId::ALL
        .iter()
        .flat_map(|game| game.rules())
        .map(|rule| format!("\"{rule}\""))
        .collect();
    let mut offenders = Vec::new();
    let mut folders = vec![src];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the engine's source reads") {
            let path = entry.expect("a directory entry").path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if path.is_dir() {
                if name != "tests" {
                    folders.push(path);
                }
                continue;
            }
            if name == "rule_ids.rs" || !name.ends_with(".rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file reads");
            // Code only: the tests inside a file (after its `#[cfg(test)]` module) and
            // comments may quote an ID as the text a player sees.
            let code = text
                .split("#[cfg(test)]\nmod tests {")
                .next()
                .unwrap_or_default();
            for (number, line) in code.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                if let Some(id) = ids.iter().find(|id| line.contains(id.as_str())) {
                    offenders.push(format!("{}:{}: {id}", path.display(), number + 1));
                }
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "rule IDs as literals:\n{}",
        offenders.join("\n")
    );
}
