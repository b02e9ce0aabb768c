//! Games plug in: outside its own folders, a game is named only where it is registered (the
//! engine's list of games and the UI's), so that adding a game changes no shared code.
//!
//! A game's own folders are any path segment named after its ID (`games/<id>/`, `cards/<id>/`,
//! `ui/src/games/<id>/`, `tests/scenarios/<id>/`) and files named `<id>.rs`, `<id>.ts` or
//! `<id>.svelte`. Tests, benches, docs, generated files (the TypeScript bindings, JSON
//! Schemas) and shipped migrations (never edited) are not shared code and are not read.

use std::path::{Path, PathBuf};

use tableside_engine::GameId;

/// The two lists where each game is registered, by path from the project's root.
const REGISTRATIONS: [&str; 2] = [
    "src-tauri/crates/engine/src/games/mod.rs",
    "ui/src/games/index.ts",
];

/// The folders of shared code.
const SHARED: [&str; 3] = ["src-tauri", "ui/src", "xtask"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether `path` (from the root) is not shared code the check reads.
fn is_left_out(path: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    path.split('/').any(|segment| {
        matches!(
            segment,
            "tests" | "test" | "benches" | "migrations" | "node_modules" | "gen" | "target"
        )
    }) || file.ends_with(".md")
        || file == "bindings.ts"
        || file.ends_with(".schema.json")
        || file.ends_with(".test.ts")
        || file.ends_with("_test.rs")
        || file.ends_with("_tests.rs")
        || ![
            ".rs", ".ts", ".svelte", ".json", ".toml", ".js", ".html", ".css",
        ]
        .iter()
        .any(|kind| file.ends_with(kind))
}

/// Whether `path` is in one of `game`'s own folders or is one of its own files.
fn is_the_games_own(path: &str, game: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    path.split('/')
        .any(|segment| segment.eq_ignore_ascii_case(game))
        || [".rs", ".ts", ".svelte"]
            .iter()
            .any(|kind| file.eq_ignore_ascii_case(&format!("{game}{kind}")))
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else {
            out.push(path);
        }
    }
}

#[test]
fn games_are_named_only_where_they_are_registered() {
    let root = root();
    let mut files = Vec::new();
    for folder in SHARED {
        walk(&root.join(folder), &mut files);
    }
    let files: Vec<(String, String)> = files
        .into_iter()
        .filter_map(|path| {
            let relative = path.strip_prefix(&root).ok()?.to_str()?.replace('\\', "/");
            if is_left_out(&relative) {
                return None;
            }
            let text = std::fs::read_to_string(&path).ok()?.to_lowercase();
            Some((relative, text))
        })
        .collect();
    assert!(
        files.len() > 100,
        "the shared code was found: {} files",
        files.len()
    );

    let mut reaching_out = Vec::new();
    for game in GameId::ALL {
        let id = game.as_str();
        for (path, text) in &files {
            if !is_the_games_own(path, id)
                && !REGISTRATIONS.contains(&path.as_str())
                && text.contains(id)
            {
                reaching_out.push(format!("{id} in {path}"));
            }
        }
    }
    assert!(
        reaching_out.is_empty(),
        "shared code names a game; use a neutral example, or move it into the game's folder:\n  {}",
        reaching_out.join("\n  ")
    );
}

#[test]
fn each_game_is_registered_in_both_lists() {
    for list in REGISTRATIONS {
        let text = std::fs::read_to_string(root().join(list)).expect("the list reads");
        for game in GameId::ALL.iter().filter(|game| game.info().playable) {
            assert!(
                text.contains(game.as_str()),
                "{list} does not register {}",
                game.as_str()
            );
        }
    }
}

#[test]
fn the_check_tells_a_games_own_files_from_shared_ones() {
    assert!(is_the_games_own("ui/src/games/chess/Table.svelte", "chess"));
    assert!(is_the_games_own(
        "src-tauri/crates/engine/src/games/chess/mod.rs",
        "chess"
    ));
    assert!(is_the_games_own("ui/src/lib/chess.ts", "chess"));
    assert!(!is_the_games_own("ui/src/lib/chain.ts", "chess"));
    assert!(is_left_out("ui/src/lib/chain.test.ts"));
    assert!(is_left_out(
        "src-tauri/crates/store/migrations/001_initial.sql"
    ));
    assert!(!is_left_out("src-tauri/src/commands/list.rs"));
}
