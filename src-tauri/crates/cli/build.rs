//! Embeds the English catalogs the CLI words refusals with: the shared one and each game's,
//! found by folder so that a game added to the UI is read without naming it here. With the
//! `test-game` feature, also the catalogs of the games that have no UI (the tests' fifth game
//! keeps its own in the engine's `games/<id>/i18n/`).

use std::path::{Path, PathBuf};

fn main() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../ui/src");
    let mut catalogs = vec![ui.join("i18n/en.json")];
    let mut folders = vec![ui.join("games")];
    if std::env::var_os("CARGO_FEATURE_TEST_GAME").is_some() {
        folders.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/games"));
    }
    let mut found: Vec<PathBuf> = Vec::new();
    for games in &folders {
        println!("cargo:rerun-if-changed={}", games.display());
        let mut in_folder: Vec<PathBuf> = std::fs::read_dir(games)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|entry| entry.path().join("i18n/en.json"))
                    .filter(|path| path.is_file())
                    .collect()
            })
            .unwrap_or_default();
        in_folder.sort();
        found.extend(in_folder);
    }
    catalogs.extend(found);
    let mut list = String::from("/// The English catalogs, the shared one first.\n");
    list.push_str("pub const CATALOGS: &[&str] = &[\n");
    for catalog in &catalogs {
        println!("cargo:rerun-if-changed={}", catalog.display());
        let path = catalog
            .canonicalize()
            .unwrap_or_else(|e| panic!("the catalog {} is missing: {e}", catalog.display()));
        list.push_str(&format!(
            "    include_str!({:?}),\n",
            path.display().to_string()
        ));
    }
    list.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("catalogs.rs"), list).expect("OUT_DIR is writable");
}
