//! Tests of `match_file`.

use super::*;

const VALID: &str = r#"{
    "format": "tableside-match", "version": 1,
    "setup": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"], "seed": 1},
    "log": [{"seq": 0, "at_ms": 0, "action": {"kind": "undo"}}]
}"#;

#[test]
fn a_valid_file_parses() {
    let file = parse_match_file(VALID).expect("valid");
    assert_eq!(file.log.len(), 1);
}

#[test]
fn extra_top_level_keys_are_ignored() {
    let with_expect = VALID.replacen('{', "{\"expect\": {\"exit\": 0}, ", 1);
    assert!(parse_match_file(&with_expect).is_ok());
}

#[test]
fn each_kind_of_bad_file_gets_its_own_message() {
    let cases = [
        ("{ oops", "not JSON"),
        ("[1, 2]", "expected a JSON object"),
        ("{\"log\": []}", "no \"format\" field"),
        (r#"{"format": "pgn"}"#, "its format is \"pgn\""),
        (
            r#"{"format": "tableside-match", "version": 3}"#,
            "version 3 is not one this build reads (it reads versions 1 to 2)",
        ),
        (r#"{"format": "tableside-match"}"#, "no \"version\" field"),
    ];
    for (text, expected) in cases {
        let message = parse_match_file(text)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(message.contains(expected), "{text}: {message}");
    }
}

#[test]
fn a_schema_mismatch_names_the_path_and_line() {
    let bad = VALID.replace("\"undo\"", "\"jump\"");
    let message = parse_match_file(&bad)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(message.contains("`log[0].action.kind`"), "{message}");
    assert!(message.contains("unknown variant `jump`"), "{message}");
    assert!(message.contains("line 4"), "{message}");
}

const WRITTEN: &str = r#"{
    "format": "tableside-match", "version": 1,
    "setup": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"], "seed": 1},
    "log": [
        {"action": {"kind": "play", "play": {"game": "conjure", "type": "set_first_player", "player": 0}}},
        {"action": {"kind": "play", "play": {"game": "conjure", "type": "draw"}}, "refused": {"rule": "CTC-DRAW-1"}},
        {"at_ms": 5000, "action": {"kind": "undo"}},
        {"action": {"kind": "redo"}}
    ]
}"#;

#[test]
fn a_written_file_is_numbered_and_timed_in_order_and_its_expected_refusals_set_apart() {
    let written = parse_written_match(WRITTEN).expect("reads");
    let numbered: Vec<(u32, i64)> = written.file.log.iter().map(|e| (e.seq, e.at_ms)).collect();
    assert_eq!(numbered, [(0, 0), (1, 5000), (2, 6000)]);
    assert_eq!(written.expected.len(), 1);
    assert_eq!(
        written.expected[0].after, 1,
        "refused after the first entry"
    );
    assert_eq!(written.expected[0].rule.as_deref(), Some("CTC-DRAW-1"));
}

#[test]
fn an_exported_file_reads_as_it_always_did() {
    let written = parse_written_match(VALID).expect("reads");
    assert_eq!(written.file, parse_match_file(VALID).expect("reads"));
    assert!(written.expected.is_empty());
}

#[test]
fn a_written_file_with_a_wrong_part_says_which() {
    let no_rule = WRITTEN.replace(r#""refused": {"rule": "CTC-DRAW-1"}"#, r#""refused": {}"#);
    let error = parse_written_match(&no_rule).expect_err("refused");
    assert_eq!(error, MatchFileError::RefusalUnnamed(1));
    assert_eq!(error.code(), ErrorCode::InputDoesNotFit);
    let message = error.to_string();
    assert!(
        message.contains("log[1].refused names neither"),
        "{message}"
    );
    let other_version = WRITTEN.replace(r#""version": 1"#, r#""version": 9"#);
    let message = parse_written_match(&other_version)
        .expect_err("refused")
        .to_string();
    assert!(message.contains("version 9"), "{message}");
}
