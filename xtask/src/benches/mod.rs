//! `cargo xtask bench`: every benchmark in one run, and one table of figure, target and verdict.
//!
//! The app's own figures (start-up, memory, size, a tap until the DOM shows it) come from the
//! release build under a virtual display, against a minimal Tauri 2 app built from
//! `xtask/reference-app/` with the same dependencies and profile (`tests/app_bench.rs`); the
//! engine's and the store's from their criterion benches. The table is printed, written to
//! `target/bench/table.md` and to the README (between its markers, `readme.rs`), and each
//! row's costs are held against the last run that landed (`guard.rs`), whose file this run
//! writes anew. The command fails when a target is missed, a figure is missing, or a row got
//! more than 15 % worse than in the last run.

mod figures;
mod guard;
mod readme;
mod since;
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
    /// The command that measures this part, as the README names it.
    fn command(self) -> &'static str {
        match self {
            Part::Everything => "cargo xtask bench",
            Part::App => "cargo xtask bench app",
            Part::Crates => "cargo xtask bench crates",
        }
    }

    /// Whether this part measures `row`: a row of the other part is not measured, and not
    /// missed either.
    fn measures(self, row: &table::Row) -> bool {
        let by_the_app = table::APP_ROWS.contains(&row.key);
        match self {
            Part::Everything => true,
            Part::App => by_the_app,
            Part::Crates => !by_the_app,
        }
    }

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
    let mut output = String::new();
    if part != Part::Crates {
        // The packages, the driver and the built UI: only the app needs them.
        setup::prepare(project, steps, Purpose::Test)?;
        output += &measure_the_apps(project, steps)?;
    }
    if part != Part::App {
        output += &run_the_benches(project, steps)?;
    }

    let mut rows = table::rows(&Figures::new(&output, &project.target_dir()));
    let last = guard::LastRun::landed(project);
    guard::mark(&mut rows, &last);
    let commit = head_commit(project);
    let markdown = format!(
        "Measured by `{}` on commit {commit} and the changes over it; a row it did not measure \
         reads `not measured`.\n\n{}",
        part.command(),
        table::markdown(&rows)
    );
    let written = project.target_dir().join("bench").join("table.md");
    write(&written, &markdown)?;
    let readme = project.root.join("README.md");
    let old = std::fs::read_to_string(&readme)
        .map_err(|e| format!("cannot read {}: {e}", readme.display()))?;
    write(&readme, &readme::with_table(&old, &markdown)?)?;
    write(&project.root.join(guard::FILE), &last.next(&rows, &commit))?;
    println!(
        "\n{markdown}\n(also in {}, in the README, and the costs in {})",
        written.display(),
        guard::FILE
    );

    let missed: Vec<&str> = rows
        .iter()
        .filter(|row| row.met != Some(true) && part.measures(row))
        .map(|row| row.what)
        .collect();
    let worse: Vec<String> = rows
        .iter()
        .filter(|row| row.since.is_worse())
        .map(|row| format!("{} ({})", row.what, row.since))
        .collect();
    let mut failures = Vec::new();
    if !missed.is_empty() {
        failures.push(format!(
            "targets missed or not measured: {}",
            missed.join("; ")
        ));
    }
    if !worse.is_empty() {
        failures.push(format!(
            "worse than the last run that landed by more than {:.0} %: {}",
            guard::WORSE_BY * 100.0,
            worse.join("; ")
        ));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n"))
    }
}

fn write(path: &std::path::Path, text: &str) -> Result<(), String> {
    std::fs::create_dir_all(path.parent().unwrap_or(path))
        .and_then(|()| std::fs::write(path, text))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The commit the run measured (with whatever the working tree changes over it).
fn head_commit(project: &Project) -> String {
    std::process::Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .current_dir(&project.root)
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|hash| hash.trim().to_owned())
        .unwrap_or_else(|| "unknown".to_owned())
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

/// Builds both apps in release (and the browser build) and runs `tests/app_bench.rs` against them
/// on a virtual display.
fn measure_the_apps(project: &Project, steps: &mut Steps) -> Result<String, String> {
    // The browser build beside them: its rows are measured in the same run.
    crate::web::build(project, steps)?;
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
    let apps = steps.run_capturing("the app against the minimal Tauri app", &mut cargo)?;
    Ok(apps + &crate::web::bench_in_a_worker(project, steps)?)
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::figures::Figures;
    use super::guard::{self, LastRun, Since};
    use super::table::{self, Row};
    use crate::Project;

    /// The variable that makes the replay bench replay each log twice inside its timing: a
    /// replay slowed on purpose, for the guard's test (`benches/replay.rs` reads it).
    const SLOW_REPLAY: &str = "TABLESIDE_BENCH_SLOW_REPLAY";

    /// A folder of criterion results holding a mean time for each `(function, ns)` of the
    /// `replay` group, as criterion writes them.
    fn criterion_results(name: &str, means: &[(&str, f64)]) -> PathBuf {
        let target = std::env::temp_dir().join(format!(
            "tableside-xtask-guard-{}-{name}",
            std::process::id()
        ));
        for (function, ns) in means {
            let folder = target.join("criterion/replay").join(function).join("new");
            std::fs::create_dir_all(&folder).expect("a scratch folder");
            std::fs::write(
                folder.join("estimates.json"),
                format!(r#"{{"mean":{{"point_estimate":{ns:e},"standard_error":1.0}},"median":{{"point_estimate":1.0}}}}"#),
            )
            .expect("a scratch file");
        }
        target
    }

    fn rows_of(target: &Path) -> Vec<Row> {
        table::rows(&Figures::new("", target))
    }

    fn replay_row(rows: &[Row]) -> &Row {
        rows.iter()
            .find(|row| row.key == "replay")
            .expect("the table has the replay row")
    }

    /// A replay of 100,000 actions at `replay_ms`, beside a bare reducer at `bare_ms`.
    fn replay_run(name: &str, replay_ms: f64, bare_ms: f64) -> Vec<Row> {
        let target = criterion_results(
            name,
            &[
                ("100k_conjure_entries", replay_ms * 1e6),
                ("100k_conjure_entries_bare_reducer", bare_ms * 1e6),
            ],
        );
        let rows = rows_of(&target);
        std::fs::remove_dir_all(target).expect("the scratch folder goes");
        rows
    }

    fn marked(mut rows: Vec<Row>, last: &LastRun) -> Vec<Row> {
        guard::mark(&mut rows, last);
        rows
    }

    #[test]
    fn flags_a_replay_slowed_against_its_bare_reducer() {
        let landed = LastRun::parse(&LastRun::default().next(&replay_run("landed", 6.0, 2.0), "a"));

        // The replay 30 % slower, the bare reducer beside it as it was: the engine got slower.
        let slowed = marked(replay_run("slowed", 7.8, 2.0), &landed);
        assert!(
            matches!(replay_row(&slowed).since, Since::Worse { cost: "handed_over_per_bare_reducer", change } if (change - 0.3).abs() < 1e-9),
            "{:?}",
            replay_row(&slowed).since
        );
        // 10 % slower is within the line.
        let a_little = marked(replay_run("a-little", 6.6, 2.0), &landed);
        assert!(matches!(replay_row(&a_little).since, Since::Within { .. }));
        // Both 30 % slower: a busier machine, not a slower replay.
        let busy = marked(replay_run("busy", 7.8, 2.6), &landed);
        assert!(
            !replay_row(&busy).since.is_worse(),
            "{:?}",
            replay_row(&busy).since
        );
        // The other rows were not measured, so neither compared nor written.
        assert!(slowed
            .iter()
            .filter(|row| row.key != "replay")
            .all(|row| row.since == Since::NotMeasured));
        // And the table says so.
        let markdown = table::markdown(&slowed);
        assert!(
            markdown.contains("WORSE: handed_over_per_bare_reducer 30 % worse"),
            "{markdown}"
        );
    }

    #[test]
    fn a_row_not_measured_keeps_its_last_figures() {
        let landed = LastRun::parse(
            "replay.handed_over_per_bare_reducer 3 a\ncold_start.new_per_minimal_app 1.2 a\n",
        );
        let next = LastRun::parse(&landed.next(&replay_run("keeps", 9.0, 2.0), "b"));
        let mut rows = replay_run("then", 9.0, 2.0);
        guard::mark(&mut rows, &next);
        assert_eq!(replay_row(&rows).since, Since::Within { change: 0.0 });
        assert!(landed
            .next(&[], "c")
            .contains("cold_start.new_per_minimal_app 1.2000 a"));
        assert!(next
            .next(&[], "c")
            .contains("replay.handed_over_per_bare_reducer 4.5000 b"));
    }

    #[test]
    fn every_app_row_is_a_row() {
        let rows = rows_of(Path::new("/nowhere"));
        for key in table::APP_ROWS {
            assert!(rows.iter().any(|row| row.key == *key), "{key}");
        }
        let mut keys: Vec<&str> = rows.iter().map(|row| row.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), rows.len(), "each row's key is its own");
    }

    /// The guard on the real bench: the replay bench run as it is, then with the replay slowed
    /// on purpose ([`SLOW_REPLAY`]), and the second run held against the first.
    #[test]
    #[ignore = "builds and runs the engine's replay bench twice (minutes): cargo test -p xtask -- --ignored"]
    fn flags_the_real_replay_bench_slowed_on_purpose() {
        let project = Project::locate();
        let run = |slowed: bool| -> Vec<Row> {
            let mut cargo = project.cargo(&[
                "bench",
                "-p",
                "tableside-engine",
                "--bench",
                "replay",
                "--",
                "100k_conjure_entries($|_bare)",
            ]);
            if slowed {
                cargo.env(SLOW_REPLAY, "1");
            } else {
                cargo.env_remove(SLOW_REPLAY);
            }
            let output = cargo.output().expect("cargo runs");
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let printed = String::from_utf8_lossy(&output.stdout);
            table::rows(&Figures::new(&printed, &project.target_dir()))
        };
        let as_it_is = run(false);
        let landed = LastRun::parse(&LastRun::default().next(&as_it_is, "as-it-is"));
        let slowed = marked(run(true), &landed);
        assert!(
            replay_row(&slowed).since.is_worse(),
            "as it is: {}; slowed: {} ({:?})",
            replay_row(&as_it_is).figure,
            replay_row(&slowed).figure,
            replay_row(&slowed).since
        );
    }
}
