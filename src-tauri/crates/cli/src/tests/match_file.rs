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
            r#"{"format": "tableside-match", "version": 2}"#,
            "version 2 is not one this build reads",
        ),
        (r#"{"format": "tableside-match"}"#, "no \"version\" field"),
    ];
    for (text, expected) in cases {
        let message = parse_match_file(text).err().unwrap_or_default();
        assert!(message.contains(expected), "{text}: {message}");
    }
}

#[test]
fn a_schema_mismatch_names_the_path_and_line() {
    let bad = VALID.replace("\"undo\"", "\"jump\"");
    let message = parse_match_file(&bad).err().unwrap_or_default();
    assert!(message.contains("`log[0].action.kind`"), "{message}");
    assert!(message.contains("unknown variant `jump`"), "{message}");
    assert!(message.contains("line 4"), "{message}");
}
