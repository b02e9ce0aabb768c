//! tauri-driver as a child process, stopped with everything it started when dropped.

use std::fs::File;
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::procs;
use super::Result;

/// tauri-driver's fixed port.
const DRIVER_PORT: u16 = 4444;
/// The port tauri-driver starts WebKitWebDriver on, behind it.
const NATIVE_PORT: u16 = 4445;
const STARTUP: Duration = Duration::from_secs(10);
const SHUTDOWN: Duration = Duration::from_secs(5);
/// How long a killed process may take to exit and give its port back. A SIGKILL is only
/// delivered, not waited for: a WebKitWebDriver tearing down its threads still listens for a
/// moment, long enough for the next test to find the port taken.
const RELEASE: Duration = Duration::from_secs(10);

pub struct TauriDriver {
    child: Child,
    app: PathBuf,
}

impl TauriDriver {
    /// Starts tauri-driver with `env` added to its environment, which WebKitWebDriver and then
    /// the app inherit. Its output, and the app's, goes to `log`.
    pub fn start(program: &Path, app: &Path, env: &[(&str, PathBuf)], log: &Path) -> Result<Self> {
        ensure_ports_free()?;
        let log_file = File::create(log)?;
        let child = Command::new(program)
            .envs(env.iter().map(|(name, value)| (name, value)))
            .stdin(Stdio::null())
            .stdout(log_file.try_clone()?)
            .stderr(log_file)
            .spawn()
            .map_err(|error| format!("could not start {}: {error}", program.display()))?;
        let mut driver = Self {
            child,
            app: app.to_path_buf(),
        };
        driver.wait_until_listening(log)?;
        Ok(driver)
    }

    /// The running app processes this driver's WebKitWebDriver started.
    pub fn app_processes(&self) -> Vec<u32> {
        procs::descendants_running(self.child.id(), &self.app)
    }

    fn wait_until_listening(&mut self, log: &Path) -> Result<()> {
        let deadline = Instant::now() + STARTUP;
        while Instant::now() < deadline {
            if answers(DRIVER_PORT) {
                return Ok(());
            }
            if let Some(status) = self.child.try_wait()? {
                return Err(
                    format!("tauri-driver exited ({status}); see {}", log.display()).into(),
                );
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Err(format!(
            "tauri-driver did not listen within {STARTUP:?}; see {}",
            log.display()
        )
        .into())
    }

    /// SIGTERM, because tauri-driver stops WebKitWebDriver only on a signal it handles.
    fn terminate(&mut self) {
        if procs::signal(self.child.id(), "TERM") && self.exited_within(SHUTDOWN) {
            return;
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn exited_within(&mut self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        false
    }
}

impl Drop for TauriDriver {
    fn drop(&mut self) {
        // tauri-driver SIGKILLs WebKitWebDriver, which orphans the app and WebKit's helpers;
        // note them first so none outlives the test.
        let started = procs::descendants(self.child.id());
        self.terminate();
        for &pid in started.iter().filter(|&&pid| procs::is_running(pid)) {
            procs::signal(pid, "KILL");
        }
        // Leave only when they are gone and the ports are free, so the next test can start.
        let deadline = Instant::now() + RELEASE;
        while Instant::now() < deadline
            && (started.iter().any(|&pid| procs::is_running(pid)) || !ports_taken().is_empty())
        {
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Where WebDriver clients reach tauri-driver.
pub fn url() -> String {
    format!("http://127.0.0.1:{DRIVER_PORT}")
}

/// Both ports are fixed, so a driver left over from an earlier run would take this test's
/// session; better to say so than to fail later with a confusing error. A driver that is
/// still exiting gets [`RELEASE`] to let go first.
fn ensure_ports_free() -> Result<()> {
    let deadline = Instant::now() + RELEASE;
    loop {
        let taken = ports_taken();
        let Some(&(port, owner)) = taken.first() else {
            return Ok(());
        };
        if Instant::now() >= deadline {
            return Err(format!(
                "port {port} is still taken after {RELEASE:?}, by a {owner} left from an \
                 earlier run? (see `ss -ltnp`)"
            )
            .into());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The fixed ports something still listens on, with what normally listens there.
fn ports_taken() -> Vec<(u16, &'static str)> {
    [
        (DRIVER_PORT, "tauri-driver"),
        (NATIVE_PORT, "WebKitWebDriver"),
    ]
    .into_iter()
    .filter(|&(port, _)| answers(port))
    .collect()
}

fn answers(port: u16) -> bool {
    let address = SocketAddr::from(([127, 0, 0, 1], port));
    TcpStream::connect_timeout(&address, Duration::from_millis(200)).is_ok()
}
