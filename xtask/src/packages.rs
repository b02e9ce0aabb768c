//! The app as installable packages: `cargo xtask bundle` builds the release app into a Debian
//! package and an RPM with Tauri's bundler, and `cargo xtask test` packages the app it tested,
//! installs the `.deb` on this machine and starts the installed app (`tests/e2e/installed.rs`).
//!
//! The bundler is the Tauri CLI that the front end's npm packages bring (`@tauri-apps/cli`,
//! prebuilt for the machine, installed by `npm ci` in seconds rather than compiled). AppImage is
//! left out: its bundling downloads tools from outside at build time.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::setup::{self, Purpose};
use crate::steps::Steps;
use crate::Project;

/// What `cargo xtask bundle` builds.
const FORMATS: &str = "deb,rpm";

/// Where the installed package puts the app.
pub const INSTALLED_APP: &str = "/usr/bin/tableside";

/// `cargo xtask bundle`: the release app as a `.deb` and an `.rpm`.
pub fn bundle(project: &Project, steps: &mut Steps) -> Result<(), String> {
    setup::prepare(project, steps, Purpose::Run)?;
    steps.run(
        "build the app (release)",
        &mut project.cargo(&["build", "--release", "-p", "tableside"]),
    )?;
    steps.run(
        "package it (deb, rpm)",
        &mut tauri_cli(project, &["bundle", "--bundles", FORMATS]),
    )?;
    let folder = project.target_dir().join("release").join("bundle");
    for format in ["deb", "rpm"] {
        let built = package_in(&folder.join(format), format)?;
        println!("xtask: {}", built.display());
    }
    Ok(())
}

/// Packages the debug app the tests ran (the same bundler, settings, icons and desktop entry
/// as the release packages; only the binary is not optimised), installs the `.deb` here and
/// checks that the installed app starts: `then` runs the test against it.
pub fn install_and_start(
    project: &Project,
    steps: &mut Steps,
    then: impl FnOnce(&mut Steps, &Path) -> Result<(), String>,
) -> Result<(), String> {
    steps.run(
        "package the tested app (deb)",
        &mut tauri_cli(project, &["bundle", "--debug", "--bundles", "deb"]),
    )?;
    let deb = package_in(
        &project
            .target_dir()
            .join("debug")
            .join("bundle")
            .join("deb"),
        "deb",
    )?;
    // `--reinstall`: a machine that installed this version before gets this build of it.
    let deb = deb.to_string_lossy().into_owned();
    steps.run(
        "install the package",
        &mut setup::apt_get(&["install", "-y", "--reinstall", &deb]),
    )?;
    then(steps, Path::new(INSTALLED_APP))
}

/// The Tauri CLI from the front end's packages, run where the app's `tauri.conf.json` is.
fn tauri_cli(project: &Project, args: &[&str]) -> Command {
    let cli = project
        .ui()
        .join("node_modules")
        .join(".bin")
        .join(if cfg!(windows) { "tauri.cmd" } else { "tauri" });
    let mut command = Command::new(cli);
    command
        .args(args)
        .current_dir(project.root.join("src-tauri"));
    command
}

/// The one package of `format` the bundler left in `folder` (its name carries the version).
fn package_in(folder: &Path, format: &str) -> Result<PathBuf, String> {
    let found: Vec<PathBuf> = std::fs::read_dir(folder)
        .map_err(|error| format!("no {format} package in {}: {error}", folder.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == format))
        .collect();
    match &found[..] {
        [one] => Ok(one.clone()),
        [] => Err(format!(
            "the bundler left no .{format} in {}",
            folder.display()
        )),
        several => {
            // Packages of an earlier version: the newest is this build's.
            let newest = several
                .iter()
                .max_by_key(|path| path.metadata().and_then(|m| m.modified()).ok());
            newest
                .cloned()
                .ok_or_else(|| format!("no readable .{format} in {}", folder.display()))
        }
    }
}
