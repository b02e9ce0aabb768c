//! Every error code is written once, in the one list (`src-tauri/crates/codes`). Anywhere else
//! in the Rust code a code is `ErrorCode::Variant`, so a misspelt code is a build error rather
//! than an error the UI cannot word; this check finds a code written as a string literal
//! (`"STORE_CORRUPT"`) in any Rust file of the project, tests included.
//!
//! The UI's codes are typed by the generated union (`ErrorCode` in `ui/src/lib/bindings.ts`):
//! TypeScript refuses a comparison with a string that is not a code, and
//! `ui/src/i18n/errors.svelte.ts` places every code, so there the compiler is the check.

use std::path::{Path, PathBuf};

use tableside_engine::ErrorCode;

/// The Rust files of the project, outside the list itself and the build folders.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            let skipped = name.starts_with('.')
                || ["target", "node_modules", "gen", "dist"].contains(&name.as_ref());
            if !skipped && !path.ends_with("src-tauri/crates/codes") {
                rust_files(&path, found);
            }
        } else if name.ends_with(".rs") {
            found.push(path);
        }
    }
}

/// Each `"CODE"` literal in `text` naming a listed code, with its line number.
fn code_literals(text: &str) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        for code in ErrorCode::ALL {
            let literal = format!("\"{}\"", code.as_str());
            // A longer code containing this one (`"STORE_IO"` in `"STORE_IO_X"`) does not
            // match: the quotes are part of the literal.
            if line.contains(&literal) && !line.trim_start().starts_with("//") {
                found.push((index + 1, code.as_str()));
            }
        }
    }
    found
}

#[test]
fn no_error_code_is_written_as_a_string_outside_its_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src-tauri", "tests", "xtask"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(
        files.len() > 100,
        "the walk found {} Rust files: it no longer sees the project",
        files.len()
    );
    let mut written = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a Rust file reads");
        for (line, code) in code_literals(&text) {
            let shown = file.strip_prefix(root).unwrap_or(file).display();
            written.push(format!("{shown}:{line}: \"{code}\" (ErrorCode::… instead)"));
        }
    }
    assert!(
        written.is_empty(),
        "error codes written as strings:\n{}",
        written.join("\n")
    );
}

#[test]
fn the_check_finds_a_code_written_as_a_string() {
    let text = "fn f() {\n    let code = \"STORE_CORRUPT\";\n    // \"STORE_IO\" in a comment\n    let other = \"STORE_IO_LATER\";\n}\n";
    assert_eq!(
        code_literals(text),
        vec![(2, ErrorCode::StoreCorrupt.as_str())]
    );
}
