//! The built `tableside-cli` binary: arguments, standard streams and exit statuses.
//! The scenario files (`tests/scenarios/`) exercise the rules through the same binary.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tableside-cli"))
}

fn scenario(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../tests/scenarios/conjure")
        .join(name)
}

fn with_stdin(mut command: Command, input: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .expect("writes stdin");
    child.wait_with_output().expect("the CLI ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_exits_with_0() {
    let output = cli().arg("--help").output().expect("runs");
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).contains("Usage:"));
}

#[test]
fn a_usage_error_exits_with_2() {
    let output = cli().output().expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("no command given"));
}

#[test]
fn a_refused_entry_exits_with_1_and_reports_the_state_before_it() {
    let output = cli()
        .arg("replay")
        .arg(scenario("ctc-crystal-1-cap.json"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("stdout is JSON");
    assert_eq!(report["applied"], 2);
    assert_eq!(report["refused"]["rule"], "CTC-CRYSTAL-1");
    let stderr = text(&output.stderr);
    for part in [
        "entry 2 was refused",
        "rule CTC-CRYSTAL-1",
        "code RULE_VIOLATION",
        "\"type\":\"recharge\"",
    ] {
        assert!(stderr.contains(part), "stderr lacks {part:?}: {stderr}");
    }
}

#[test]
fn a_match_read_from_stdin_replays_compactly() {
    let file = std::fs::read_to_string(scenario("undo-redo.json")).expect("reads the scenario");
    let mut command = cli();
    command.args(["replay", "--compact", "-"]);
    let output = with_stdin(command, &file);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert_eq!(stdout.lines().count(), 1, "one line of JSON");
    let report: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["undone"], serde_json::json!([2]));
    assert!(report.get("refused").is_none());
}

#[test]
fn text_that_is_not_json_exits_with_2() {
    let mut command = cli();
    command.args(["replay", "-"]);
    let output = with_stdin(command, "format: tableside-match\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert!(
        text(&output.stderr).contains("not JSON"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn schema_prints_the_committed_schema() {
    let output = cli().arg("schema").output().expect("runs");
    let committed =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("match.schema.json"))
            .expect("reads");
    assert_eq!(text(&output.stdout), committed);
}
