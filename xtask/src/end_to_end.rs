//! Runs the end-to-end tests one process each, with a time limit per test.
//!
//! A test drives the real app through tauri-driver and WebKitWebDriver, and a WebDriver command
//! waits for its answer without a limit of its own: an app or web process that stops answering
//! would hold the whole run until the machine's own limit ended it, with nothing said about
//! where. Here each test runs in its own process group under [`TIME_LIMIT`]. A test that outlives
//! it is described (every process it started, each thread's kernel wait and, where gdb is
//! installed, the app's stacks), killed with all it started, and run once more: the step fails
//! if it hangs twice or fails at all, and says so when it needed the second run.

use std::fs;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::process;

/// The e2e harness's /proc lookups, shared rather than written twice; xtask uses some of them.
#[allow(dead_code)]
#[path = "../../tests/e2e/harness/procs.rs"]
mod procs;

/// The longest a single test may take; the slowest takes about a minute on a 2-core machine.
const TIME_LIMIT: Duration = Duration::from_secs(300);
/// How often a running test is checked on.
const POLL: Duration = Duration::from_millis(250);

/// How one test's run ended.
enum Outcome {
    Passed,
    Failed(String),
    /// It outlived [`TIME_LIMIT`] and was killed.
    Hung,
}

/// The names `cargo test ... -- --list` prints for `listing`'s tests (`name: test` lines).
pub fn test_names(listing: &str) -> Vec<String> {
    listing
        .lines()
        .filter_map(|line| line.strip_suffix(": test"))
        .map(str::to_owned)
        .collect()
}

/// Whether libtest would run `name` for these filters: it contains one of them, or there are
/// none.
pub fn selected(name: &str, filters: &[String]) -> bool {
    filters.is_empty() || filters.iter().any(|filter| name.contains(filter.as_str()))
}

/// Runs every test in `names` with `command_for(name)`, one after another, stopping at the
/// first that fails or hangs twice.
pub fn run_each(names: &[String], command_for: impl Fn(&str) -> Command) -> Result<(), String> {
    let mut needed_a_second_run = Vec::new();
    for name in names {
        let started = Instant::now();
        let mut outcome = run_one(name, &mut command_for(name))?;
        if matches!(outcome, Outcome::Hung) {
            println!("xtask: {name} is run once more after it hung");
            needed_a_second_run.push(name.as_str());
            outcome = run_one(name, &mut command_for(name))?;
        }
        match outcome {
            Outcome::Passed => println!(
                "xtask: {name}: ok in {:.1} s",
                started.elapsed().as_secs_f64()
            ),
            Outcome::Failed(status) => return Err(format!("{name} failed ({status})")),
            Outcome::Hung => {
                return Err(format!(
                    "{name} did not finish within {} s, twice",
                    TIME_LIMIT.as_secs()
                ))
            }
        }
    }
    if !needed_a_second_run.is_empty() {
        println!(
            "xtask: these hung at their first run and passed at the second: {}",
            needed_a_second_run.join(", ")
        );
    }
    Ok(())
}

fn run_one(name: &str, command: &mut Command) -> Result<Outcome, String> {
    // A group of its own, so that what the test started can be told apart and killed with it.
    std::os::unix::process::CommandExt::process_group(command, 0);
    let mut child = command
        .spawn()
        .map_err(|error| format!("could not start the test {name}: {error}"))?;
    let deadline = Instant::now() + TIME_LIMIT;
    loop {
        if let Some(status) = child
            .try_wait()
            .map_err(|error| format!("lost the test {name}: {error}"))?
        {
            return Ok(if status.success() {
                Outcome::Passed
            } else {
                Outcome::Failed(status.to_string())
            });
        }
        if Instant::now() >= deadline {
            println!(
                "\nxtask: {name} did not finish within {} s; what it started:",
                TIME_LIMIT.as_secs()
            );
            let started = procs::descendants(child.id());
            describe(&started);
            kill_all(&mut child, &started);
            return Ok(Outcome::Hung);
        }
        std::thread::sleep(POLL);
    }
}

/// Prints each process with its state and, thread by thread, where the kernel has it waiting;
/// the app's (and WebKit's) stacks too where gdb is installed.
fn describe(pids: &[u32]) {
    for &pid in pids {
        let dir = format!("/proc/{pid}");
        let command_line = fs::read(format!("{dir}/cmdline"))
            .map(|bytes| String::from_utf8_lossy(&bytes).replace('\0', " "))
            .unwrap_or_default();
        println!("  {pid}: {}", command_line.trim());
        for thread in fs::read_dir(format!("{dir}/task"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let path = thread.path();
            let name = fs::read_to_string(path.join("comm")).unwrap_or_default();
            let wchan = fs::read_to_string(path.join("wchan")).unwrap_or_default();
            let state = thread
                .file_name()
                .to_str()
                .and_then(|tid| tid.parse().ok())
                .and_then(procs::state)
                .unwrap_or('?');
            println!("    thread {:<16} {state} {wchan}", name.trim());
        }
        let watched = ["tableside", "WebKit"];
        if watched.iter().any(|word| command_line.contains(word)) {
            print_stacks(pid);
        }
    }
}

fn print_stacks(pid: u32) {
    if process::find_on_path("gdb").is_none() {
        return;
    }
    // Under `timeout`: a process stuck in the kernel can hold gdb's attach too.
    let stacks = process::output_of(Command::new("timeout").args([
        "60",
        "gdb",
        "-batch",
        "-p",
        &pid.to_string(),
        "-ex",
        "thread apply all bt 20",
    ]));
    for line in stacks.unwrap_or_default().lines() {
        if line.starts_with('#') || line.starts_with("Thread ") {
            println!("      {line}");
        }
    }
}

fn kill_all(child: &mut Child, started: &[u32]) {
    let group = format!("-{}", child.id());
    let mut kill = Command::new("kill");
    kill.args(["-KILL", "--", &group]);
    for pid in started {
        kill.arg(pid.to_string());
    }
    let _ = kill.stderr(Stdio::null()).status();
    let _ = child.kill();
    let _ = child.wait();
    // The next test takes the same fixed ports: wait until no killed process holds them.
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline && started.iter().any(|&pid| procs::is_running(pid)) {
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_only_tests() {
        let listing =
            "smoke::quitting: test\nharness::tests::xpath: test\n\n2 tests, 0 benchmarks\n";
        assert_eq!(
            test_names(listing),
            ["smoke::quitting", "harness::tests::xpath"]
        );
    }

    #[test]
    fn filters_select_as_libtest_does() {
        assert!(selected("smoke::quitting", &[]));
        assert!(selected("smoke::quitting", &["smoke".to_owned()]));
        assert!(!selected("cards::search", &["smoke".to_owned()]));
    }

    #[test]
    fn a_hung_test_is_killed_with_what_it_started() {
        let started = Instant::now();
        let mut command = Command::new("sh");
        // A child that outlives its parent's kill unless the group goes too.
        command.args(["-c", "sleep 600 & sleep 600"]);
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().expect("sh starts");
        std::thread::sleep(Duration::from_millis(300));
        let below = procs::descendants(child.id());
        assert_eq!(below.len(), 2, "both sleeps are found: {below:?}");
        kill_all(&mut child, &below);
        assert!(
            below.iter().all(|&pid| !procs::is_running(pid)),
            "none of {below:?} runs"
        );
        assert!(started.elapsed() < Duration::from_secs(10));
    }
}
