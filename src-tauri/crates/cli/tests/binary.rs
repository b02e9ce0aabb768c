//! The built `tableside-cli` binary: arguments, standard streams and exit statuses.
//! The scenario files (`tests/scenarios/`) exercise the rules through the same binary.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use tableside_engine::ErrorCode;

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
    if tableside_engine::games::TEST_GAME {
        return; // the committed schema describes the shipped games only
    }
    let output = cli().arg("schema").output().expect("runs");
    let committed =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("match.schema.json"))
            .expect("reads");
    assert_eq!(text(&output.stdout), committed);
}

/// Every deck file in `tests/decks/` checked through the binary against its `expect`: the exit
/// status, the reason keys of the problems in order, and parts of standard error.
#[test]
fn the_deck_files_meet_their_expectations() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/decks");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("reads tests/decks")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "the deck files are there");
    for file in files {
        let deck: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&file).expect("reads"))
                .unwrap_or_default();
        let expect = &deck["expect"];
        let output = cli().arg("check-deck").arg(&file).output().expect("runs");
        let name = file.display();
        assert_eq!(
            output.status.code().map(i64::from),
            expect["exit"].as_i64(),
            "{name}: {}",
            text(&output.stderr)
        );
        if let Some(wanted) = expect["problems"].as_array() {
            let report: serde_json::Value =
                serde_json::from_slice(&output.stdout).expect("stdout is JSON");
            let keys: Vec<&serde_json::Value> = report["problems"]
                .as_array()
                .expect("problems")
                .iter()
                .map(|p| &p["reason"]["key"])
                .collect();
            assert_eq!(keys, wanted.iter().collect::<Vec<_>>(), "{name}");
            assert_eq!(report["legal"], wanted.is_empty(), "{name}");
        }
        for part in expect["stderr"].as_array().into_iter().flatten() {
            let part = part.as_str().unwrap_or_default();
            assert!(
                text(&output.stderr).contains(part),
                "{name}: stderr lacks {part}"
            );
        }
    }
}

#[test]
fn a_deck_read_from_stdin_with_flags() {
    let deck = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/decks/conjure-standard-legal.json"),
    )
    .expect("reads");
    let mut command = cli();
    command.args([
        "check-deck",
        "--format",
        "conjure-second-edition",
        "--compact",
        "-",
    ]);
    let output = with_stdin(command, &deck);
    assert_eq!(
        output.status.code(),
        Some(1),
        "20 cards is not a 25-card deck"
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(report["format"], "conjure-second-edition");
    assert_eq!(report["problems"][0]["rule"], "CTC-DECK-1");
    assert_eq!(
        report["problems"][0]["message"],
        "The player deck needs exactly 25 cards; it holds 20."
    );
}

fn deck_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/decks")
        .join(name)
}

#[test]
fn an_elestrals_deck_is_checked_for_the_date_given() {
    let output = cli()
        .args([
            "check-deck",
            "--game",
            "elestrals",
            "--format",
            "elestrals-standard",
        ])
        .args(["--date", "2026-09-01", "--compact"])
        .arg(deck_file("ele-deck-problems.json"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(report["date"], "2026-09-01");
    let banned: Vec<&serde_json::Value> = report["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter(|p| p["cards"][0] == "elestrals-rimefang")
        .collect();
    assert!(
        banned.is_empty(),
        "the Rimefang ban is lifted on 2026-09-01"
    );
    for problem in report["problems"].as_array().expect("problems") {
        let rule = problem["rule"].as_str().unwrap_or_default();
        assert!(rule.starts_with("ELE-DECK-"), "{rule}");
    }
}

#[test]
fn an_elestrals_deck_with_a_bad_date_exits_with_2() {
    let output = cli()
        .args(["check-deck", "--date", "2026-02-30"])
        .arg(deck_file("elestrals-standard-legal.json"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("2026-02-30"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn a_deck_check_gives_the_odds_of_drawing_each_card_of_the_main_deck() {
    let output = cli()
        .args(["check-deck", "--compact", "--date", "2026-06-01"])
        .arg(deck_file("elestrals-standard-legal.json"))
        .output()
        .expect("runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let odds = &report["odds"];
    assert_eq!(odds["zone"], "main");
    assert_eq!(odds["deck_size"], 40);
    assert_eq!(odds["hand"], 5);
    // A 3-of in an opening hand of 5 from 40: 1 − C(37,5)/C(40,5).
    let three = odds["cards"]
        .as_array()
        .and_then(|cards| cards.iter().find(|c| c["copies"] == 3))
        .expect("a card with three copies");
    let opening = three["by_turn"][0]["on_the_play"]
        .as_f64()
        .expect("a chance");
    assert!(
        (opening - 0.337_550_607_287_449_34).abs() < 1e-9,
        "{opening}"
    );
}

/// A file of the given bytes in a fresh folder, for inputs a person might hand in.
fn file_with(bytes: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("input.json");
    std::fs::write(&path, bytes).expect("writes");
    (dir, path)
}

#[test]
fn a_huge_bad_value_in_a_match_file_is_named_not_echoed() {
    let valid = std::fs::read_to_string(scenario("undo-redo.json")).expect("reads");
    let huge = "z".repeat(10_000_000);
    let bad = valid.replacen("\"undo\"", &format!("\"{huge}\""), 1);
    let (_dir, path) = file_with(bad.as_bytes());

    let output = cli().arg("replay").arg(&path).output().expect("runs");

    let stderr = text(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{}",
        &stderr[..stderr.len().min(300)]
    );
    assert!(stderr.len() < 1_000, "{} bytes of stderr", stderr.len());
    assert!(stderr.contains(".action.kind`"), "{stderr}");
    assert!(stderr.contains("(10000000 characters)"), "{stderr}");
}

#[test]
fn a_match_file_with_a_byte_order_mark_replays() {
    let valid = std::fs::read(scenario("undo-redo.json")).expect("reads");
    let (_dir, path) = file_with(&[b"\xef\xbb\xbf".as_slice(), &valid].concat());

    let output = cli().arg("replay").arg(&path).output().expect("runs");

    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
}

#[test]
fn a_deck_file_that_is_not_utf8_names_the_byte() {
    let (_dir, path) = file_with(b"{\"game\": \"conjure\", \"name\": \"Caf\xe9\"}");

    let output = cli().arg("check-deck").arg(&path).output().expect("runs");

    let stderr = text(&output.stderr);
    assert_ne!(output.status.code(), Some(0));
    assert!(stderr.contains("not UTF-8 text: byte 32"), "{stderr}");
}

#[test]
fn a_history_goes_out_of_one_database_and_into_another_once() {
    let dir = tempfile::tempdir().expect("a folder");
    let from = dir.path().join("from.db");
    // A database with one match, from a scenario's match file.
    let imported = cli()
        .args(["import", "--db"])
        .arg(&from)
        .arg(scenario("ctc-win-1-life.json"))
        .output()
        .expect("runs");
    assert_eq!(
        imported.status.code(),
        Some(0),
        "{}",
        text(&imported.stderr)
    );
    assert!(text(&imported.stdout).contains("\"imported\": 1"));

    let exported = cli()
        .args(["export", "--db"])
        .arg(&from)
        .output()
        .expect("runs");
    assert_eq!(
        exported.status.code(),
        Some(0),
        "{}",
        text(&exported.stderr)
    );
    let history = dir.path().join("history.json");
    std::fs::write(&history, &exported.stdout).expect("writes");

    let to = dir.path().join("to.db");
    for expected in ["\"imported\": 1", "\"already_present\": 1"] {
        let output = cli()
            .args(["import", "--db"])
            .arg(&to)
            .arg(&history)
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        assert!(
            text(&output.stdout).contains(expected),
            "{}",
            text(&output.stdout)
        );
    }

    let stats = cli()
        .args(["stats", "--compact", "--db"])
        .arg(&to)
        .output()
        .expect("runs");
    assert_eq!(stats.status.code(), Some(0), "{}", text(&stats.stderr));
    let stats: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
    assert_eq!(stats["matches"], 1);

    let csv = cli()
        .args(["export", "--csv", "--db"])
        .arg(&to)
        .output()
        .expect("runs");
    assert!(text(&csv.stdout).starts_with("match_id,started_utc"));
}

#[test]
fn a_tampered_history_is_refused_with_exit_2_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("db.db");
    let match_file = std::fs::read_to_string(scenario("ctc-win-1-life.json")).expect("reads");
    let mut file: serde_json::Value = serde_json::from_str(&match_file).expect("JSON");
    file["log"][0]["seq"] = serde_json::json!(5);
    let tampered = dir.path().join("tampered.json");
    std::fs::write(&tampered, file.to_string()).expect("writes");
    let output = cli()
        .args(["import", "--db"])
        .arg(&db)
        .arg(&tampered)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains(ErrorCode::ReplayOutOfOrder.as_str()),
        "{}",
        text(&output.stderr)
    );
    let stats = cli()
        .args(["stats", "--db"])
        .arg(&db)
        .output()
        .expect("runs");
    let stats: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
    assert_eq!(stats["matches"], 0);
    let missing = cli()
        .args(["stats", "--db"])
        .arg(dir.path().join("none.db"))
        .output()
        .expect("runs");
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn odds_read_a_deck_list_from_stdin() {
    let mut command = cli();
    command.args(["odds", "--turns", "1", "conjure", "conjure-standard", "-"]);
    let output = with_stdin(command, "Player deck\n2 Canopy Glider\n18 Cinderback Ram\n");
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    // 2 of 20 in 5 cards, 1 − C(18,5)/C(20,5); by turn 1 going second, 6 cards.
    let glider = stdout
        .lines()
        .find(|line| line.starts_with("Canopy Glider "))
        .expect("a row for the Glider");
    assert!(
        glider.ends_with("44.7%        44.7%        52.1%"),
        "{stdout}"
    );

    let mut command = cli();
    command.args(["odds", "conjure", "conjure-standard", "-"]);
    let output = with_stdin(command, "2 Canopy Glider\n2 Canopy Glidr\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        text(&output.stderr),
        "tableside-cli: -: line 2: no card is named `Canopy Glidr`\n"
    );
}
