//! Embeds every game's data files from `cards/<game>/` (`formats.json`, and `cards.json` when
//! the game has cards): a game's data ships by being in its folder, with no list to edit.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../cards");
    let root = root.canonicalize().expect("the cards/ folder exists");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .expect("cards/ reads")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.is_dir())
        .collect();
    folders.sort();
    for folder in folders {
        let game = folder
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        // `schema/` holds the JSON Schemas for editors, not a game.
        if game == "schema" {
            continue;
        }
        println!("cargo:rerun-if-changed={}", folder.display());
        for name in ["formats.json", "cards.json"] {
            let path = folder.join(name);
            if path.is_file() {
                println!("cargo:rerun-if-changed={}", path.display());
                files.push((format!("{game}/{name}"), path));
            }
        }
    }
    files.sort();
    let mut code = String::from(
        "/// Every shipped data file as `(path under cards/, contents)`, sorted by path.\n",
    );
    code.push_str("pub(crate) static SHIPPED_FILES: &[(&str, &str)] = &[\n");
    for (relative, path) in &files {
        writeln!(
            code,
            "    ({relative:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writes to a string");
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("shipped.rs");
    std::fs::write(out, code).expect("writes the list of shipped files");
}
