//! Small helpers around processes and programs on PATH.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The first executable called `name` on PATH.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// Whether xtask runs as root, which decides between `apt-get` and `sudo apt-get`.
pub fn is_root() -> bool {
    // `id -u` rather than libc: the workspace forbids unsafe code.
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.trim_ascii() == b"0")
}

/// Runs `command` quietly and returns its standard output when it succeeds.
pub fn output_of(command: &mut Command) -> Option<String> {
    let output = command.stderr(Stdio::null()).output().ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Asks `child` to stop with SIGTERM, so it can clean up (Xvfb removes its lock file), and
/// kills it if it has not exited within a few seconds.
pub fn terminate(child: &mut Child) {
    let sent = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if sent && wait_with_timeout(child, Duration::from_secs(5)) {
        return;
    }
    // Already exited or deaf to SIGTERM: either way, make sure it is gone and reaped.
    let _ = child.kill();
    let _ = child.wait();
}

/// Waits up to `timeout` for `child` to exit; true when it did.
fn wait_with_timeout(child: &mut Child, timeout: Duration) -> bool {
    let deadline = Instant::now() + timeout;
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}
