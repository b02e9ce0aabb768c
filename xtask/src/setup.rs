//! Prepares a machine for building and testing: Debian packages, tauri-driver, the front end.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use crate::process::{self, find_on_path};
use crate::steps::Steps;
use crate::Project;

/// What the machine is being prepared for; testing needs more than running.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Run,
    Test,
    /// The browser build (`cargo xtask web`): SQLite's C for WebAssembly and the front end.
    Web,
}

/// Needed to compile a Tauri 2 app on Linux, and for the app to ask fontconfig for its fonts.
const BUILD_PACKAGES: &[&str] = &[
    "build-essential",
    "pkg-config",
    "libwebkit2gtk-4.1-dev",
    "libfontconfig-dev",
];
/// Needed to run the app headless under WebDriver, render CJK card names and compare pictures;
/// gdb prints the stacks of an app that an end-to-end test found hanging. Chromium and its
/// driver are the phones of a shared table and the browser build's browser.
const TEST_PACKAGES: &[&str] = &[
    "xvfb",
    "xauth",
    "webkit2gtk-driver",
    "fonts-noto-cjk",
    "imagemagick",
    "gdb",
    "chromium",
    "chromium-driver",
];
/// The browser build: clang 19 and its archiver build SQLite's C for WebAssembly (Debian's
/// default clang 14 cannot read the C23 in `sqlite-wasm-rs`'s shim).
const WEB_PACKAGES: &[&str] = &["clang-19", "llvm-19"];
/// tauri-driver's newest release is a 3.0 alpha; 2.1.0 is the one that drives Tauri 2 apps.
const TAURI_DRIVER_VERSION: &str = "2.1.0";

pub fn prepare(project: &Project, steps: &mut Steps, purpose: Purpose) -> Result<(), String> {
    install_system_packages(steps, purpose)?;
    if purpose == Purpose::Test {
        install_tauri_driver(project, steps)?;
    }
    install_npm_packages(project, steps)?;
    // The browser build builds its own page (`web.rs`).
    if purpose == Purpose::Web {
        return Ok(());
    }
    build_ui(project, steps)
}

fn wanted_packages(purpose: Purpose) -> Vec<&'static str> {
    match purpose {
        Purpose::Run => BUILD_PACKAGES.to_vec(),
        Purpose::Test => [BUILD_PACKAGES, TEST_PACKAGES, WEB_PACKAGES].concat(),
        Purpose::Web => WEB_PACKAGES.to_vec(),
    }
}

fn install_system_packages(steps: &mut Steps, purpose: Purpose) -> Result<(), String> {
    let wanted = wanted_packages(purpose);
    if find_on_path("apt-get").is_none() || find_on_path("dpkg-query").is_none() {
        println!(
            "xtask: no apt-get here; make sure the equivalents of these Debian packages are \
             installed: {}",
            wanted.join(" ")
        );
        return Ok(());
    }
    let missing: Vec<&str> = wanted
        .into_iter()
        .filter(|name| !is_installed(name))
        .collect();
    if missing.is_empty() {
        println!("xtask: the Debian packages this needs are installed");
        return Ok(());
    }
    println!(
        "xtask: installing missing Debian packages: {}",
        missing.join(" ")
    );
    steps.run("apt-get update", &mut apt_get(&["update"]))?;
    let mut install = apt_get(&["install", "-y"]);
    install.args(&missing);
    steps.run("install Debian packages", &mut install)
}

fn is_installed(package: &str) -> bool {
    process::output_of(Command::new("dpkg-query").args(["-W", "-f=${Status}", package]))
        .is_some_and(|status| status.ends_with("ok installed"))
}

/// `apt-get` as root, through `sudo` otherwise; never stops to ask questions.
pub fn apt_get(args: &[&str]) -> Command {
    let mut command = if process::is_root() {
        Command::new("apt-get")
    } else {
        let mut sudo = Command::new("sudo");
        // sudo drops the caller's environment, so the setting goes on its command line.
        sudo.args(["DEBIAN_FRONTEND=noninteractive", "apt-get"]);
        sudo
    };
    command.env("DEBIAN_FRONTEND", "noninteractive").args(args);
    command
}

fn install_tauri_driver(project: &Project, steps: &mut Steps) -> Result<(), String> {
    if let Ok(path) = tauri_driver_path() {
        println!("xtask: tauri-driver found at {}", path.display());
        return Ok(());
    }
    let version = TAURI_DRIVER_VERSION;
    let mut install = project.cargo(&["install", "tauri-driver", "--locked", "--version", version]);
    steps.run("install tauri-driver", &mut install)
}

/// tauri-driver on PATH, or where `cargo install` puts it when ~/.cargo/bin is not on PATH.
pub fn tauri_driver_path() -> Result<PathBuf, String> {
    find_on_path("tauri-driver")
        .or_else(|| Some(cargo_home()?.join("bin").join("tauri-driver")))
        .filter(|path| path.is_file())
        .ok_or_else(|| "tauri-driver is not installed: run `cargo xtask setup`".to_owned())
}

pub fn cargo_home() -> Option<PathBuf> {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cargo")))
}

/// An `npm` command that runs in ui/.
pub fn npm(project: &Project, args: &[&str]) -> Command {
    let mut command = Command::new(if cfg!(windows) { "npm.cmd" } else { "npm" });
    command.args(args).current_dir(project.ui());
    command
}

/// Whether ui/package.json defines the npm script `name`.
pub fn npm_script_exists(project: &Project, name: &str) -> bool {
    let ui = project.ui();
    if !ui.join("package.json").is_file() {
        return false;
    }
    // Node reads package.json exactly as npm will, without a JSON parser in xtask.
    let script = "process.exit(require('./package.json').scripts?.[process.argv[1]] ? 0 : 1)";
    Command::new("node")
        .args(["-e", script, name])
        .current_dir(ui)
        .status()
        .is_ok_and(|status| status.success())
}

fn install_npm_packages(project: &Project, steps: &mut Steps) -> Result<(), String> {
    let ui = project.ui();
    if !ui.join("package.json").is_file() {
        println!("xtask: no ui/package.json: skipping the npm packages");
        return Ok(());
    }
    if find_on_path("node").is_none() || find_on_path("npm").is_none() {
        return Err("the front end needs Node.js 20 and npm on PATH".into());
    }
    if !npm_install_needed(&ui) {
        println!("xtask: ui/node_modules is up to date with ui/package-lock.json");
        return Ok(());
    }
    if ui.join("package-lock.json").is_file() {
        steps.run("npm ci", &mut npm(project, &["ci"]))
    } else {
        println!("xtask: no ui/package-lock.json: using `npm install`, which writes one");
        steps.run("npm install", &mut npm(project, &["install"]))
    }
}

/// npm writes node_modules/.package-lock.json last, so it is missing after a broken install
/// and older than package-lock.json after someone changed the dependencies.
fn npm_install_needed(ui: &Path) -> bool {
    let lock = modified(&ui.join("package-lock.json"));
    let installed = modified(&ui.join("node_modules").join(".package-lock.json"));
    match (lock, installed) {
        (_, None) => true,
        (Some(lock), Some(installed)) => lock > installed,
        (None, Some(_)) => false,
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    path.metadata()
        .and_then(|metadata| metadata.modified())
        .ok()
}

fn build_ui(project: &Project, steps: &mut Steps) -> Result<(), String> {
    if npm_script_exists(project, "build") {
        return steps.run("build the UI", &mut npm(project, &["run", "build"]));
    }
    let index = project.ui().join("dist").join("index.html");
    if index.is_file() {
        println!("xtask: no UI build script: the app embeds the existing ui/dist");
        Ok(())
    } else {
        Err(
            "there is no UI to embed: ui/package.json has no `build` script and ui/dist is empty"
                .into(),
        )
    }
}
