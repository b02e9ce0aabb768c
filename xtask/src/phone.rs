//! The phone build's Rust side, as far as a machine without the Android SDK and NDK can check
//! it: the crates with no C library behind them (the engine, the cards, the local-network
//! server) are checked for `aarch64-linux-android`. The store's bundled SQLite and the app
//! itself need the NDK's C compiler, so they are built on a machine that has it
//! (`docs/mobile.md`).

use std::process::Command;

use crate::process::find_on_path;
use crate::steps::Steps;
use crate::Project;

const ANDROID: &str = "aarch64-linux-android";

/// Checks the pure crates for Android, where rustup can add the target; says so and goes on
/// where it cannot (no rustup, or its download server out of reach).
pub fn check_pure_crates(project: &Project, steps: &mut Steps) -> Result<(), String> {
    if find_on_path("rustup").is_none() {
        println!("xtask: no rustup here: skipping the check for {ANDROID}");
        return Ok(());
    }
    let added = Command::new("rustup")
        .args(["target", "add", ANDROID])
        .status()
        .is_ok_and(|status| status.success());
    if !added {
        println!("xtask: rustup could not add {ANDROID}: skipping its check");
        return Ok(());
    }
    steps.run(
        "check the engine, cards and server for Android",
        &mut project.cargo(&[
            "check",
            "--target",
            ANDROID,
            "-p",
            "tableside-engine",
            "-p",
            "tableside-cards",
            "-p",
            "tableside-share",
        ]),
    )
}
