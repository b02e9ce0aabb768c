//! Process lookups through Linux's /proc, to find the app that WebKitWebDriver started.
//!
//! The chain is: this test → tauri-driver → WebKitWebDriver → the app → WebKit's helpers. The
//! test only knows tauri-driver's pid, so the app is found among its descendants by executable.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Every process below `root` in the process tree, parents before children.
pub fn descendants(root: u32) -> Vec<u32> {
    let links = parent_links();
    let mut found = Vec::new();
    let mut next = vec![root];
    while let Some(parent) = next.pop() {
        for &(pid, _) in links.iter().filter(|&&(_, ppid)| ppid == parent) {
            found.push(pid);
            next.push(pid);
        }
    }
    found
}

/// The descendants of `root` running `executable`.
pub fn descendants_running(root: u32, executable: &Path) -> Vec<u32> {
    descendants(root)
        .into_iter()
        .filter(|&pid| is_running(pid) && executable_of(pid).as_deref() == Some(executable))
        .collect()
}

/// Whether `pid` is alive; a zombie is dead, it only waits for its parent to notice.
pub fn is_running(pid: u32) -> bool {
    matches!(status(pid), Some((state, _)) if state != 'Z' && state != 'X')
}

/// The state letter of `pid` (or of a thread, by its id): `R` running, `S` asleep, `D` in an
/// uninterruptible wait, `Z` a zombie...
pub fn state(pid: u32) -> Option<char> {
    Some(status(pid)?.0)
}

/// `NAME=value` entries of the environment `pid` started with.
pub fn environment(pid: u32) -> std::io::Result<Vec<String>> {
    let bytes = fs::read(format!("/proc/{pid}/environ"))?;
    Ok(bytes
        .split(|&byte| byte == 0)
        .filter(|entry| !entry.is_empty())
        .map(|entry| String::from_utf8_lossy(entry).into_owned())
        .collect())
}

/// Sends `signal` (such as "TERM" or "KILL") to `pid`; false when that failed.
pub fn signal(pid: u32, signal: &str) -> bool {
    // The `kill` program rather than libc: the workspace forbids unsafe code.
    Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(pid.to_string())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

fn executable_of(pid: u32) -> Option<PathBuf> {
    fs::read_link(format!("/proc/{pid}/exe")).ok()
}

/// (pid, parent pid) of every process.
fn parent_links() -> Vec<(u32, u32)> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|pid| Some((pid, status(pid)?.1)))
        .collect()
}

/// (state letter, parent pid) from /proc/<pid>/stat.
fn status(pid: u32) -> Option<(char, u32)> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name sits in parentheses and may itself hold spaces or parentheses,
    // so the fields are counted from the last ')'.
    let after_name = &stat[stat.rfind(')')? + 1..];
    let mut fields = after_name.split_whitespace();
    let state = fields.next()?.chars().next()?;
    let parent = fields.next()?.parse().ok()?;
    Some((state, parent))
}
