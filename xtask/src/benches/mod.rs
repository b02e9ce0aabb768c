//! `cargo xtask bench`: every benchmark in one run, and one table of figure, target and verdict.
//!
//! The app's own figures (start-up, memory, size, a tap until the DOM shows it) come from the
//! release build under a virtual display, against a minimal Tauri 2 app built from
//! `xtask/reference-app/` with the same dependencies and profile (`tests/app_bench.rs`); the
//! engine's and the store's from their criterion benches. The table is printed and written to
//! `target/bench/table.md`; the command fails when a target is missed or a figure is missing.

mod figures;
mod table;

use std::path::PathBuf;

use crate::display::VirtualDisplay;
use crate::setup::{self, Purpose};
use crate::steps::Steps;
use crate::Project;

use figures::Figures;

/// Which half of the measurements to take: both for the table, one while working on it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Everything,
    /// Only the release app against the minimal app.
    App,
    /// Only the crates' criterion benches.
    Crates,
}

impl Part {
    pub fn parse(args: &[String]) -> Result<Part, String> {
        match args {
            [] => Ok(Part::Everything),
            [one] if one == "app" => Ok(Part::App),
            [one] if one == "crates" => Ok(Part::Crates),
            other => Err(format!(
                "`bench` takes `app`, `crates` or nothing, not {other:?}"
            )),
        }
    }
}

pub fn run(project: &Project, steps: &mut Steps, part: Part) -> Result<(), String> {
    let _one_at_a_time = crate::lock_end_to_end_runs()?;
    setup::prepare(project, steps, Purpose::Test)?;
    let mut output = String::new();
    if part != Part::Crates {
        output += &measure_the_apps(project, steps)?;
    }
    if part != Part::App {
        output += &run_the_benches(project, steps)?;
    }

    let rows = table::rows(&Figures::new(&output, &project.target_dir()));
    let markdown = table::markdown(&rows);
    let written = project.target_dir().join("bench").join("table.md");
    std::fs::create_dir_all(written.parent().unwrap_or(&written))
        .and_then(|()| std::fs::write(&written, &markdown))
        .map_err(|e| format!("cannot write {}: {e}", written.display()))?;
    println!("\n{markdown}\n(also in {})", written.display());

    let missed: Vec<&str> = rows
        .iter()
        .filter(|row| row.met != Some(true))
        .map(|row| row.what)
        .collect();
    if missed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "targets missed or not measured: {}",
            missed.join("; ")
        ))
    }
}

/// The engine's, the store's and the CLI's criterion benches.
fn run_the_benches(project: &Project, steps: &mut Steps) -> Result<String, String> {
    steps.run_capturing(
        "benchmarks",
        &mut project.cargo(&[
            "bench",
            "-p",
            "tableside-engine",
            "-p",
            "tableside-store",
            "-p",
            "tableside-cli",
        ]),
    )
}

/// Builds both apps in release and runs `tests/app_bench.rs` against them on a virtual display.
fn measure_the_apps(project: &Project, steps: &mut Steps) -> Result<String, String> {
    steps.run(
        "build the app and the minimal Tauri app (release)",
        &mut project.cargo(&[
            "build",
            "--release",
            "-p",
            "tableside",
            "-p",
            "tableside-reference-app",
        ]),
    )?;
    let display = VirtualDisplay::start()?;
    let release = |name: &str| -> PathBuf {
        project
            .target_dir()
            .join("release")
            .join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
    };
    // The measuring code itself is a debug build, as `cargo xtask test` leaves it: only the apps
    // it measures need to be release builds.
    let mut cargo = project.cargo(&[
        "test",
        "-p",
        "tableside-tests",
        "--test",
        "app_bench",
        "--",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ]);
    cargo
        .env("TABLESIDE_APP", release("tableside"))
        .env(
            "TABLESIDE_REFERENCE_APP",
            release("tableside-reference-app"),
        )
        .env("TAURI_DRIVER", setup::tauri_driver_path()?)
        .env("DISPLAY", display.name())
        .env("GDK_BACKEND", "x11")
        .env_remove("WAYLAND_DISPLAY");
    steps.run_capturing("the app against the minimal Tauri app", &mut cargo)
}
