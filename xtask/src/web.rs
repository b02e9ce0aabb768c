//! The browser build's Rust side: the app's core (its commands and state over the engine and
//! the store) must build for `wasm32-unknown-unknown`, with no Tauri and no tokio. Checked here
//! on every test run, so that nothing the desktop app adds to the core keeps it from a browser.

use std::process::Command;

use crate::process::find_on_path;
use crate::steps::Steps;
use crate::Project;

const WASM: &str = "wasm32-unknown-unknown";

/// The C compiler and archiver for SQLite in WebAssembly (`sqlite-wasm-rs` compiles its C with
/// clang; the C23 in its shim needs clang 19, which `setup.rs` installs).
const WASM_CC: &str = "clang-19";
const WASM_AR: &str = "llvm-ar-19";

/// Checks the core for the browser's target, where rustup can add it; says so and goes on where
/// it cannot (no rustup, or its download server out of reach).
pub fn check_core(project: &Project, steps: &mut Steps) -> Result<(), String> {
    if find_on_path("rustup").is_none() {
        println!("xtask: no rustup here: skipping the check for {WASM}");
        return Ok(());
    }
    let added = Command::new("rustup")
        .args(["target", "add", WASM])
        .status()
        .is_ok_and(|status| status.success());
    if !added {
        println!("xtask: rustup could not add {WASM}: skipping its check");
        return Ok(());
    }
    if find_on_path(WASM_CC).is_none() {
        return Err(format!(
            "{WASM_CC} is missing: `cargo xtask setup` installs it on Debian and Ubuntu"
        ));
    }
    let mut check = project.cargo(&["check", "--target", WASM, "-p", "tableside-core"]);
    check
        .env("CC_wasm32_unknown_unknown", WASM_CC)
        .env("AR_wasm32_unknown_unknown", WASM_AR);
    steps.run("check the app's core for the browser", &mut check)
}
