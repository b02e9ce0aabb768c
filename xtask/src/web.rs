//! The browser build: the app's core compiled to WebAssembly (`tableside-web`), passed through
//! wasm-bindgen, and the UI built for the browser (`vite build --mode web`, which talks to the
//! core in a Web Worker), together in `target/web/`: a static site, no server code.
//!
//! `cargo xtask web` builds it; `cargo xtask web --serve` serves it on 127.0.0.1 to try it.
//! `cargo xtask test` builds it too, which also holds the core to building for a browser, and
//! its end-to-end test (`tests/e2e/browser.rs`) plays it in Chromium.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::process::{find_on_path, output_of};
use crate::setup::{self, cargo_home, npm, Purpose};
use crate::steps::Steps;
use crate::Project;

const WASM: &str = "wasm32-unknown-unknown";

/// The C compiler and archiver for SQLite in WebAssembly (`sqlite-wasm-rs` compiles its C with
/// clang; the C23 in its shim needs clang 19, which the set-up installs).
const WASM_CC: &str = "clang-19";
const WASM_AR: &str = "llvm-ar-19";

/// Where `--serve` listens: loopback only, a secure origin for the browser (OPFS needs one).
pub const SERVE_HOST: &str = "127.0.0.1";
pub const SERVE_PORT: u16 = 4173;

/// `cargo xtask web [--serve]`.
pub fn run(project: &Project, steps: &mut Steps, args: &[String]) -> Result<(), String> {
    let serve = match args {
        [] => false,
        [flag] if flag == "--serve" => true,
        _ => return Err("usage: cargo xtask web [--serve]".into()),
    };
    setup::prepare(project, steps, Purpose::Web)?;
    let site = build(project, steps)?;
    if serve {
        println!(
            "xtask: serving {} at http://{SERVE_HOST}:{SERVE_PORT}/",
            site.display()
        );
        steps.run("serve the site", &mut preview(project, &site, SERVE_PORT))?;
    }
    Ok(())
}

/// The folder the site is built into.
pub fn site(project: &Project) -> PathBuf {
    project.target_dir().join("web")
}

/// Builds the site into `target/web/`; the folder, once built.
pub fn build(project: &Project, steps: &mut Steps) -> Result<PathBuf, String> {
    add_target()?;
    let mut wasm = project.cargo(&[
        "build",
        "--release",
        "--target",
        WASM,
        "-p",
        "tableside-web",
    ]);
    with_wasm_compiler(&mut wasm)?;
    steps.run("build the app's core for the browser", &mut wasm)?;
    let bindgen = wasm_bindgen(project, steps)?;
    // What the site serves from outside the UI is gathered first, so that the UI's build copies
    // it in and its service worker precaches it: the core's module and the icons.
    let files = fresh_dir(&project.target_dir().join("web-files"))?;
    let module = project
        .target_dir()
        .join(WASM)
        .join("release")
        .join("tableside_web.wasm");
    let mut bind = Command::new(bindgen);
    bind.args(["--target", "web", "--no-typescript", "--out-dir"])
        .arg(files.join("pkg"))
        .arg(module);
    steps.run("bind the core to JavaScript", &mut bind)?;
    let icons = fresh_dir(&files.join("icons"))?;
    for (from, to) in ICONS {
        std::fs::copy(project.root.join("icons").join(from), icons.join(to))
            .map_err(|error| format!("icons/{from}: {error}"))?;
    }
    let site = site(project);
    let out_dir = site.to_string_lossy().into_owned();
    let mut ui = npm(
        project,
        &[
            "exec", "--", "vite", "build", "--mode", "web", "--outDir", &out_dir,
        ],
    );
    ui.env("TABLESIDE_WEB_FILES", &files);
    steps.run("build the UI for the browser", &mut ui)?;
    Ok(site)
}

/// The browser build's own tests (`crates/web/tests/`), each in a dedicated worker of headless
/// Chromium as the app runs: what only a browser's files can show (the Recovery screen's fresh
/// start in the OPFS pool). The site must have been built ([`build`]), which installs the
/// runner.
pub fn test_in_a_worker(project: &Project, steps: &mut Steps) -> Result<(), String> {
    let mut test = in_a_worker(project, &[])?;
    steps.run("the browser build's tests in a worker", &mut test)
}

/// The core's own costs timed in a dedicated worker (`crates/web/tests/in_a_worker.rs`, ignored
/// as a test); its output, with the `figure` lines `cargo xtask bench` reads.
pub fn bench_in_a_worker(project: &Project, steps: &mut Steps) -> Result<String, String> {
    let mut bench = in_a_worker(
        project,
        &[
            "--test",
            "in_a_worker",
            "--",
            "--include-ignored",
            "--nocapture",
        ],
    )?;
    steps.run_capturing("the browser build's core in a worker", &mut bench)
}

/// `cargo test` of `tableside-web` for the browser, in a release build (a debug build's
/// SQLite and engine are too slow to say anything), run by wasm-bindgen's test runner,
/// installed beside its command line, through Chromium's driver; `args` after the package.
fn in_a_worker(project: &Project, args: &[&str]) -> Result<Command, String> {
    let runner = cargo_home()
        .map(|home| home.join("bin").join("wasm-bindgen-test-runner"))
        .filter(|path| path.is_file())
        .ok_or("wasm-bindgen-test-runner is missing: `cargo xtask web` installs it")?;
    let driver = find_on_path("chromedriver")
        .ok_or("chromedriver is missing: `cargo xtask setup` installs it on Debian and Ubuntu")?;
    let mut command = project.cargo(
        &[
            &["test", "--release", "--target", WASM, "-p", "tableside-web"][..],
            args,
        ]
        .concat(),
    );
    with_wasm_compiler(&mut command)?;
    command
        .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", runner)
        .env("CHROMEDRIVER", driver)
        // Building a 100,000-action log and importing 10,000 cards take a while in a worker;
        // the runner's default is 20 s.
        .env("WASM_BINDGEN_TEST_TIMEOUT", "600");
    Ok(command)
}

/// The app's icons as the web app manifest names them (`ui/vite.config.ts`): from `icons/`.
const ICONS: &[(&str, &str)] = &[
    ("128x128@2x.png", "icon-256.png"),
    ("icon.png", "icon-512.png"),
];

/// An empty folder at `path`.
fn fresh_dir(path: &Path) -> Result<PathBuf, String> {
    if path.exists() {
        std::fs::remove_dir_all(path).map_err(|error| format!("{}: {error}", path.display()))?;
    }
    std::fs::create_dir_all(path).map_err(|error| format!("{}: {error}", path.display()))?;
    Ok(path.to_path_buf())
}

/// `vite preview` of `site` on loopback at `port`: static files with the types a browser
/// wants (`application/wasm` among them).
pub fn preview(project: &Project, site: &Path, port: u16) -> Command {
    let out_dir = site.to_string_lossy().into_owned();
    let port = port.to_string();
    let mut command = npm(
        project,
        &[
            "exec",
            "--",
            "vite",
            "preview",
            "--mode",
            "web",
            "--outDir",
            &out_dir,
            "--host",
            SERVE_HOST,
            "--port",
            &port,
            "--strictPort",
        ],
    );
    command.current_dir(project.ui());
    command
}

fn add_target() -> Result<(), String> {
    if find_on_path("rustup").is_none() {
        return Err("no rustup here".into());
    }
    let added = Command::new("rustup")
        .args(["target", "add", WASM])
        .status()
        .is_ok_and(|status| status.success());
    match added {
        true => Ok(()),
        false => Err(format!("rustup could not add {WASM}")),
    }
}

fn with_wasm_compiler(command: &mut Command) -> Result<(), String> {
    if find_on_path(WASM_CC).is_none() {
        return Err(format!(
            "{WASM_CC} is missing: `cargo xtask setup` installs it on Debian and Ubuntu"
        ));
    }
    command
        .env("CC_wasm32_unknown_unknown", WASM_CC)
        .env("AR_wasm32_unknown_unknown", WASM_AR);
    Ok(())
}

/// wasm-bindgen's command line at the version of the `wasm-bindgen` crate in Cargo.lock (the
/// two must match), installed with `cargo install` when missing.
fn wasm_bindgen(project: &Project, steps: &mut Steps) -> Result<PathBuf, String> {
    let version = locked_version(project, "wasm-bindgen")?;
    let installed = find_on_path("wasm-bindgen")
        .or_else(|| Some(cargo_home()?.join("bin").join("wasm-bindgen")))
        .filter(|path| path.is_file());
    if let Some(path) = &installed {
        let said = output_of(Command::new(path).arg("--version")).unwrap_or_default();
        if said.split_whitespace().nth(1) == Some(version.as_str()) {
            return Ok(path.clone());
        }
    }
    // Not `--locked`: the tool's own lock file names a version of one of its dependencies
    // (webpki-roots) that the registry no longer gives.
    let mut install = project.cargo(&["install", "wasm-bindgen-cli", "--version", &version]);
    steps.run("install wasm-bindgen", &mut install)?;
    cargo_home()
        .map(|home| home.join("bin").join("wasm-bindgen"))
        .filter(|path| path.is_file())
        .ok_or_else(|| "wasm-bindgen was installed but is not where cargo puts it".into())
}

/// The version of `package` that Cargo.lock pins.
fn locked_version(project: &Project, package: &str) -> Result<String, String> {
    let lock = std::fs::read_to_string(project.root.join("Cargo.lock"))
        .map_err(|error| format!("Cargo.lock: {error}"))?;
    let name_line = format!("name = \"{package}\"");
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == name_line {
            if let Some(version) = lines
                .next()
                .and_then(|line| line.strip_prefix("version = \""))
                .and_then(|rest| rest.strip_suffix('"'))
            {
                return Ok(version.to_owned());
            }
        }
    }
    Err(format!("Cargo.lock has no `{package}`"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locked_wasm_bindgen_is_found_in_the_lock_file() {
        let project = Project {
            root: Path::new(env!("CARGO_MANIFEST_DIR"))
                .parent()
                .expect("the workspace")
                .to_path_buf(),
            cargo: PathBuf::from("cargo"),
        };
        let version = locked_version(&project, "wasm-bindgen").expect("locked");
        assert_eq!(version.split('.').count(), 3, "{version}");
        assert!(locked_version(&project, "no-such-package").is_err());
    }
}
