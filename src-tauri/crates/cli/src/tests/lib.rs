//! Tests of `lib`.

use super::*;

fn run_words(words: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = words.iter().map(|w| (*w).to_owned()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = run(&args, &mut out, &mut err);
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn help_goes_to_stdout_and_a_usage_error_to_stderr() {
    let (status, out, _) = run_words(&["--help"]);
    assert_eq!((status, out.starts_with("tableside-cli:")), (0, true));
    let (status, out, err) = run_words(&["frobnicate"]);
    assert_eq!((status, out.is_empty()), (2, true));
    assert!(err.contains("unknown command `frobnicate`"), "{err}");
    assert!(err.contains("Usage:"), "{err}");
}

#[test]
fn a_missing_file_exits_with_2() {
    let (status, _, err) = run_words(&["replay", "/nonexistent/match.json"]);
    assert_eq!(status, 2);
    assert!(err.contains("cannot read /nonexistent/match.json"), "{err}");
}

#[test]
fn check_deck_reads_a_file_and_exits_by_legality() {
    let dir = std::env::temp_dir().join(format!("tableside-cli-deck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join("deck.json");
    std::fs::write(
        &path,
        r#"{"game": "conjure", "format": "conjure-standard", "cards": []}"#,
    )
    .expect("writes");
    let path = path.to_string_lossy().into_owned();
    let (status, out, err) = run_words(&["check-deck", &path]);
    assert_eq!(status, 1, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["problems"][0]["rule"], "CTC-DECK-1");
    let (status, _, err) = run_words(&["check-deck", "--game", "codex", &path]);
    assert_eq!(status, 2);
    assert!(err.contains("not `codex`"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn schema_prints_the_committed_schema() {
    let (status, out, _) = run_words(&["schema"]);
    assert_eq!(status, 0);
    assert_eq!(out, schema::match_schema());
}
