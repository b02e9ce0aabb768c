//! Project automation for Tableside, run as `cargo xtask <command>`.
//!
//! Every command first prepares the machine (Debian packages, tauri-driver, the front end's npm
//! packages and build), so a fresh machine with only Rust and Node can run `cargo xtask test`.

mod benches;
mod display;
mod end_to_end;
mod icons;
mod packages;
mod phone;
mod process;
mod setup;
mod steps;
mod web;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use setup::Purpose;
use steps::Steps;

const HELP: &str = "\
Usage: cargo xtask <command> [args...]

Commands:
  run [args...]    build the UI and the app, then start the app (args go to the app)
  test             everything CI checks: fmt, clippy, UI checks and tests, cargo tests, end-to-end
  e2e [filter...]  only the end-to-end tests against the real app under a virtual display
  bench [app|crates]
                   every benchmark (the release app against a minimal Tauri app, and the
                   crates' criterion benches) and one table of figure, target and verdict
  bundle           build the release app into a Debian package and an RPM (target/release/bundle)
  web [--serve]    build the browser build, a static site, into target/web (--serve: on 127.0.0.1)
  setup            only install what `test` needs (Debian packages, tauri-driver, npm packages)
  icons            redraw the app icons in icons/ (needs ImageMagick and the DejaVu fonts)
  help             this text
";

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let command = args.next().unwrap_or_else(|| "help".to_owned());
    let rest: Vec<String> = args.collect();
    let project = Project::locate();
    let mut steps = Steps::new();

    let outcome = match command.as_str() {
        "run" => run_app(&project, &mut steps, &rest),
        "test" => test_everything(&project, &mut steps),
        "e2e" => test_end_to_end(&project, &mut steps, &rest),
        "bench" => {
            benches::Part::parse(&rest).and_then(|part| benches::run(&project, &mut steps, part))
        }
        "bundle" => packages::bundle(&project, &mut steps),
        "web" => web::run(&project, &mut steps, &rest),
        "setup" => setup::prepare(&project, &mut steps, Purpose::Test),
        "icons" => icons::generate(&project.root.join("icons")),
        "help" | "-h" | "--help" => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        other => Err(format!("unknown command `{other}`\n\n{HELP}")),
    };

    match outcome {
        Ok(()) => {
            steps.print_summary();
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("\nxtask: FAILED: {message}");
            steps.print_summary();
            ExitCode::FAILURE
        }
    }
}

/// Paths and tools every command needs.
pub struct Project {
    /// The workspace root (where the root `Cargo.toml` lives).
    pub root: PathBuf,
    /// The cargo that started xtask, so nested builds use the same toolchain.
    pub cargo: PathBuf,
}

impl Project {
    fn locate() -> Self {
        let xtask_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = xtask_dir.parent().unwrap_or(xtask_dir).to_path_buf();
        let cargo = std::env::var_os("CARGO").map_or_else(|| PathBuf::from("cargo"), PathBuf::from);
        Self { root, cargo }
    }

    /// A `cargo` command that runs in the workspace root.
    pub fn cargo(&self, args: &[&str]) -> Command {
        let mut command = Command::new(&self.cargo);
        command.args(args).current_dir(&self.root);
        command
    }

    /// The front end's folder.
    pub fn ui(&self) -> PathBuf {
        self.root.join("ui")
    }

    /// Where cargo puts build output, honouring `CARGO_TARGET_DIR` like cargo does.
    pub fn target_dir(&self) -> PathBuf {
        match std::env::var_os("CARGO_TARGET_DIR") {
            Some(dir) => self.root.join(dir),
            None => self.root.join("target"),
        }
    }

    /// The debug build of the app, as `cargo build -p tableside` leaves it.
    pub fn app_binary(&self) -> PathBuf {
        self.target_dir()
            .join("debug")
            .join(format!("tableside{}", std::env::consts::EXE_SUFFIX))
    }
}

fn run_app(project: &Project, steps: &mut Steps, app_args: &[String]) -> Result<(), String> {
    setup::prepare(project, steps, Purpose::Run)?;
    build_app(project, steps)?;
    let mut app = Command::new(project.app_binary());
    app.args(app_args).current_dir(&project.root);
    steps.run("start the app", &mut app)
}

fn test_everything(project: &Project, steps: &mut Steps) -> Result<(), String> {
    let _one_at_a_time = lock_end_to_end_runs()?;
    setup::prepare(project, steps, Purpose::Test)?;
    steps.run(
        "formatting",
        &mut project.cargo(&["fmt", "--all", "--", "--check"]),
    )?;
    steps.run(
        "clippy",
        &mut project.cargo(&[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]),
    )?;
    steps.run(
        "clippy of the tests' fifth game",
        &mut project.cargo(&[
            "clippy",
            "-p",
            "tableside-engine",
            "--all-targets",
            "--features",
            "test-game",
            "--",
            "-D",
            "warnings",
        ]),
    )?;
    check_ui(project, steps)?;
    // `--workspace` because the default members leave out the app shell and xtask.
    steps.run("cargo tests", &mut project.cargo(&["test", "--workspace"]))?;
    // The shared tests once more with the tests' fifth game registered beside the shipped
    // games: a test that holds only for today's games fails here, not when a game is added.
    steps.run(
        "cargo tests with a fifth game",
        &mut project.cargo(&[
            "test",
            "-p",
            "tableside-engine",
            "-p",
            "tableside-cards",
            "-p",
            "tableside-store",
            "-p",
            "tableside-cli",
            "--features",
            TEST_GAME,
        ]),
    )?;
    phone::check_pure_crates(project, steps)?;
    // The browser build, for its end-to-end test: the core for wasm32 and the site around it.
    web::build(project, steps)?;
    web::test_in_a_worker(project, steps)?;
    build_app(project, steps)?;
    run_end_to_end(project, steps, &[], &project.app_binary())?;
    packages::install_and_start(project, steps, |steps, installed| {
        run_end_to_end(project, steps, &[INSTALLED_TESTS.to_owned()], installed)
    })
}

/// The feature that registers the tests' fifth game in the engine and embeds its words in the
/// command line.
const TEST_GAME: &str = "tableside-cli/test-game";

/// The end-to-end tests of the installed package: run after it is installed, against it.
const INSTALLED_TESTS: &str = "installed::";

fn test_end_to_end(project: &Project, steps: &mut Steps, filter: &[String]) -> Result<(), String> {
    let _one_at_a_time = lock_end_to_end_runs()?;
    setup::prepare(project, steps, Purpose::Test)?;
    build_app(project, steps)?;
    web::build(project, steps)?;
    // The installed package's test asked for by name: package the app and install it first.
    if filter.iter().any(|f| f.starts_with("installed")) {
        return packages::install_and_start(project, steps, |steps, installed| {
            run_end_to_end(project, steps, filter, installed)
        });
    }
    run_end_to_end(project, steps, filter, &project.app_binary())
}

/// The front end's type check and unit tests, for whichever of them ui/package.json defines.
fn check_ui(project: &Project, steps: &mut Steps) -> Result<(), String> {
    for (script, label) in [("check", "UI type check"), ("test", "UI unit tests")] {
        if !setup::npm_script_exists(project, script) {
            println!("xtask: ui/package.json has no `{script}` script: skipping the {label}");
            continue;
        }
        let mut npm = setup::npm(project, &["run", script]);
        // Test runners such as vitest watch for changes unless they know they run in CI.
        npm.env("CI", "true");
        steps.run(label, &mut npm)?;
    }
    Ok(())
}

fn build_app(project: &Project, steps: &mut Steps) -> Result<(), String> {
    steps.run(
        "build the app",
        &mut project.cargo(&["build", "-p", "tableside"]),
    )
}

/// Runs tests/e2e.rs against `app` (the debug app, or the installed package) on a virtual
/// display, each test in a process of its own under a time limit (`end_to_end.rs`). The
/// installed package's tests run only when asked for by name: they need it installed first.
///
/// The harness in tests/e2e/ starts and stops tauri-driver itself, one per test, so each test
/// gets its own data directory; this function only provides the display, the paths and the
/// limit.
fn run_end_to_end(
    project: &Project,
    steps: &mut Steps,
    filter: &[String],
    app: &Path,
) -> Result<(), String> {
    let display = display::VirtualDisplay::start()?;
    // `--workspace` like the cargo tests step, so cargo resolves the same features and reuses
    // what that step compiled instead of building the dependencies a third time.
    let base = ["test", "--workspace", "--test", "e2e", "--"];
    let listing = steps.run_capturing(
        "build and list the end-to-end tests",
        &mut project.cargo(&[&base[..], &["--list", "--include-ignored"]].concat()),
    )?;
    let names: Vec<String> = end_to_end::test_names(&listing)
        .into_iter()
        .filter(|name| end_to_end::selected(name, filter))
        .filter(|name| {
            !name.starts_with(INSTALLED_TESTS) || filter.iter().any(|f| f.starts_with("installed"))
        })
        .collect();
    if names.is_empty() {
        return Err(format!(
            "no end-to-end test's name contains any of: {}",
            filter.join(", ")
        ));
    }
    let driver = setup::tauri_driver_path()?;
    let command_for = |name: &str| {
        // The tests share tauri-driver's fixed port 4444, so they run one at a time.
        let mut cargo = project.cargo(&base);
        cargo
            .args(["--exact", name, "--include-ignored", "--test-threads=1"])
            .env("TABLESIDE_APP", app)
            .env("TAURI_DRIVER", &driver)
            .env("DISPLAY", display.name())
            // A developer's Wayland session must not steal the window from the virtual display.
            .env("GDK_BACKEND", "x11")
            .env_remove("WAYLAND_DISPLAY");
        cargo
    };
    let what = format!("{} tests, one process each", names.len());
    steps.run_task("end-to-end tests", &what, || {
        end_to_end::run_each(&names, command_for)
    })
}

/// Holds an exclusive lock on a file in the temporary directory until dropped, shared by
/// every checkout on the machine because the driver's port is too. tauri-driver listens on a
/// fixed port, and the front end is rebuilt (its folder emptied first) and embedded into the
/// app before the tests: two runs at once would drive each other's windows, replace the binary
/// under a running test, or embed a half-built front end, so the second waits for the first,
/// from its front-end build to its last test.
pub(crate) fn lock_end_to_end_runs() -> Result<std::fs::File, String> {
    let path = std::env::temp_dir().join("tableside-e2e.lock");
    let file = std::fs::File::create(&path)
        .map_err(|e| format!("cannot create the lock file {}: {e}", path.display()))?;
    if file.try_lock().is_err() {
        println!("xtask: another end-to-end run is in progress; waiting for it to finish");
        file.lock()
            .map_err(|e| format!("cannot lock {}: {e}", path.display()))?;
    }
    Ok(file)
}
