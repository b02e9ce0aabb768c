//! A virtual X display (Xvfb) for the end-to-end tests, stopped when dropped.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::process;

/// The first display number tried; high so it does not collide with a desktop session's `:0`.
const FIRST_DISPLAY: u32 = 99;
/// Large enough for the desktop window size the tests use (1280x800) plus decorations.
const SCREEN: &str = "1280x1024x24";

pub enum VirtualDisplay {
    /// An Xvfb server xtask started and will stop.
    Xvfb { number: u32, server: Child },
    /// No Xvfb on this machine: the tests use the display the caller already has.
    Existing(String),
}

impl VirtualDisplay {
    pub fn start() -> Result<Self, String> {
        if process::find_on_path("Xvfb").is_none() {
            return Self::fall_back_to_existing();
        }
        let number = free_display_number();
        println!("xtask: starting Xvfb on :{number} ({SCREEN})");
        let mut server = Command::new("Xvfb")
            .arg(format!(":{number}"))
            .args(["-screen", "0", SCREEN, "-nolisten", "tcp"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| format!("could not start Xvfb: {error}"))?;
        if let Err(message) = wait_until_ready(number, &mut server) {
            process::terminate(&mut server);
            return Err(message);
        }
        Ok(Self::Xvfb { number, server })
    }

    /// The value for `DISPLAY`.
    pub fn name(&self) -> String {
        match self {
            Self::Xvfb { number, .. } => format!(":{number}"),
            Self::Existing(name) => name.clone(),
        }
    }

    fn fall_back_to_existing() -> Result<Self, String> {
        match std::env::var("DISPLAY") {
            Ok(name) if !name.is_empty() => {
                println!("xtask: Xvfb not found: the end-to-end tests use DISPLAY={name}");
                Ok(Self::Existing(name))
            }
            _ => Err("the end-to-end tests need a display: install Xvfb (Debian: xvfb)".into()),
        }
    }
}

impl Drop for VirtualDisplay {
    fn drop(&mut self) {
        if let Self::Xvfb { server, .. } = self {
            process::terminate(server);
        }
    }
}

/// The first display number from [`FIRST_DISPLAY`] that no X server has claimed.
fn free_display_number() -> u32 {
    (FIRST_DISPLAY..FIRST_DISPLAY + 100)
        .find(|&number| !socket_path(number).exists() && !lock_path(number).exists())
        .unwrap_or(FIRST_DISPLAY)
}

fn socket_path(number: u32) -> PathBuf {
    PathBuf::from(format!("/tmp/.X11-unix/X{number}"))
}

fn lock_path(number: u32) -> PathBuf {
    PathBuf::from(format!("/tmp/.X{number}-lock"))
}

/// Xvfb accepts clients once its socket exists; before that the app would fail to open a window.
fn wait_until_ready(number: u32, server: &mut Child) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if socket_path(number).exists() {
            return Ok(());
        }
        if let Ok(Some(status)) = server.try_wait() {
            return Err(format!("Xvfb :{number} exited at start ({status})"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Err(format!(
        "Xvfb :{number} did not open its socket within 10 s"
    ))
}
