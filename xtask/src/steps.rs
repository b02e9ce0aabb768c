//! Runs commands as numbered steps, stops at the first failure and counts what passed.

use std::io::{BufRead, BufReader};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

pub struct Steps {
    attempted: usize,
    passed: usize,
    started: Instant,
}

impl Steps {
    pub fn new() -> Self {
        Self {
            attempted: 0,
            passed: 0,
            started: Instant::now(),
        }
    }

    /// Runs `command` in the foreground as the next step; an error names the step that failed.
    pub fn run(&mut self, label: &str, command: &mut Command) -> Result<(), String> {
        self.step(label, command, |command| command.status())
    }

    /// Like [`Steps::run`], also handing back what the command wrote to standard output (each
    /// line is shown as it comes, as `run` shows it).
    pub fn run_capturing(&mut self, label: &str, command: &mut Command) -> Result<String, String> {
        let mut captured = String::new();
        self.step(label, command, |command| {
            let mut child = command.stdout(Stdio::piped()).spawn()?;
            if let Some(stdout) = child.stdout.take() {
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    println!("{line}");
                    captured.push_str(&line);
                    captured.push('\n');
                }
            }
            child.wait()
        })?;
        Ok(captured)
    }

    /// Runs `task` as the next step, announced as `label: what`; its error fails the step.
    pub fn run_task(
        &mut self,
        label: &str,
        what: &str,
        task: impl FnOnce() -> Result<(), String>,
    ) -> Result<(), String> {
        self.numbered(label, what, || {
            task().map_err(|error| format!("step `{label}` failed: {error}"))
        })
    }

    /// Runs `command` with `execute` as the next step; it fails when the command cannot start
    /// or exits unsuccessfully.
    fn step(
        &mut self,
        label: &str,
        command: &mut Command,
        execute: impl FnOnce(&mut Command) -> std::io::Result<ExitStatus>,
    ) -> Result<(), String> {
        let line = describe(command);
        self.numbered(label, &line, || {
            let status = execute(command).map_err(|error| {
                format!(
                    "step `{label}` could not start {}: {error}",
                    program(command)
                )
            })?;
            if status.success() {
                Ok(())
            } else {
                Err(format!("step `{label}` failed ({status}): {line}"))
            }
        })
    }

    /// Numbers and announces a step as `label: what`, runs `body`, and reports how it ended;
    /// `body`'s error is the step's, word for word.
    fn numbered(
        &mut self,
        label: &str,
        what: &str,
        body: impl FnOnce() -> Result<(), String>,
    ) -> Result<(), String> {
        self.attempted += 1;
        let number = self.attempted;
        println!("\n==> [{number}] {label}: {what}");
        let started = Instant::now();
        body()?;
        println!(
            "==> [{number}] {label}: ok in {}",
            seconds(started.elapsed())
        );
        self.passed += 1;
        Ok(())
    }

    /// Prints `xtask: N steps passed`, unless the command ran no steps at all (`icons`).
    pub fn print_summary(&self) {
        if self.attempted == 0 {
            return;
        }
        let noun = if self.passed == 1 { "step" } else { "steps" };
        println!(
            "xtask: {} {noun} passed in {}",
            self.passed,
            seconds(self.started.elapsed())
        );
    }
}

/// The command line as a person would type it, to copy and rerun by hand.
pub fn describe(command: &Command) -> String {
    let mut words = vec![program(command)];
    words.extend(
        command
            .get_args()
            .map(|arg| arg.to_string_lossy().into_owned()),
    );
    let line = words.join(" ");
    match command.get_current_dir() {
        Some(dir) if dir.ends_with("ui") => format!("(in ui/) {line}"),
        _ => line,
    }
}

fn program(command: &Command) -> String {
    let program = std::path::Path::new(command.get_program());
    // Show `cargo`, not the full toolchain path cargo hands to xtask.
    program
        .file_name()
        .unwrap_or(program.as_os_str())
        .to_string_lossy()
        .into_owned()
}

fn seconds(elapsed: Duration) -> String {
    format!("{:.1} s", elapsed.as_secs_f64())
}
