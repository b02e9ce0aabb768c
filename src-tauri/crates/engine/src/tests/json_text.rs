//! Tests of `json_text`: messages name the place and never echo a huge payload.

use crate::ErrorCode;
use serde::Deserialize;

use super::*;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    #[allow(dead_code, reason = "read to check that the value fits")]
    kind: Kind,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Kind {
    Undo,
    Redo,
}

#[derive(Debug, Deserialize)]
struct File {
    #[allow(dead_code, reason = "read to check that the value fits")]
    log: Vec<Entry>,
}

#[test]
fn a_huge_bad_value_is_quoted_at_most_eighty_characters() {
    let huge = "x".repeat(10_000_000);
    let text = format!(r#"{{"log": [{{"kind": "undo"}}, {{"kind": "{huge}"}}]}}"#);

    let error = parse::<File>(&text).expect_err("refused");
    let message = error.to_string();

    assert!(
        message.len() < 600,
        "{} bytes: {}",
        message.len(),
        &message[..200]
    );
    assert!(message.contains("`log[1].kind`"), "{message}");
    assert!(message.contains("(10000000 characters)"), "{message}");
    assert_eq!(error.code(), ErrorCode::InputDoesNotFit);
}

#[test]
fn the_path_line_and_column_name_the_place() {
    let text = "{\"log\": [\n  {\"kind\": \"undo\"},\n  {\"kind\": \"jump\"}\n]}";
    match parse::<File>(text) {
        Err(JsonTextError::Schema {
            path,
            line,
            message,
            ..
        }) => {
            assert_eq!(path, "log[1].kind");
            assert_eq!(line, 3);
            assert!(message.contains("unknown variant `jump`"), "{message}");
        }
        other => panic!("expected a schema error, got {other:?}"),
    }
}

#[test]
fn a_misspelt_field_is_named_with_the_field_meant() {
    let error = parse::<File>(r#"{"log": [{"knid": "undo"}]}"#).expect_err("refused");
    let message = error.to_string();
    assert!(message.contains("unknown field `knid`"), "{message}");
    assert!(message.contains("did you mean `kind`?"), "{message}");
}

#[test]
fn a_name_far_from_every_known_one_gets_no_guess() {
    let message = with_suggestion("unknown variant `teleport`, expected `undo` or `redo`");
    assert!(!message.contains("did you mean"), "{message}");
    let close = with_suggestion("unknown variant `redoo`, expected `undo` or `redo`");
    assert!(close.ends_with("did you mean `redo`?"), "{close}");
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let text = "\u{feff}{\"log\": [{\"kind\": \"redo\"}]}";
    assert!(parse::<File>(text).is_ok());
    assert_eq!(
        text_of(text.as_bytes().to_vec()).expect("UTF-8"),
        &text[3..]
    );
}

#[test]
fn latin_1_text_is_refused_with_the_byte_offset() {
    // "Café" in Latin-1: the é is one byte, 0xE9, which UTF-8 cannot start a character with
    // followed by a quote.
    let bytes = b"{\"name\": \"Caf\xe9\"}";
    assert_eq!(
        text_of(bytes.to_vec()).expect_err("refused"),
        JsonTextError::NotUtf8 { offset: 13 }
    );
}

#[test]
fn not_json_and_trailing_text_have_their_own_errors() {
    assert_eq!(
        parse::<File>("{ oops").expect_err("refused").code(),
        ErrorCode::InputNotJson
    );
    assert_eq!(
        parse::<File>(r#"{"log": []} and more"#)
            .expect_err("refused")
            .code(),
        ErrorCode::InputTrailingText
    );
}

#[test]
fn short_quotes_stay_whole_and_long_ones_are_cut() {
    assert_eq!(bounded("unknown variant `jump`"), "unknown variant `jump`");
    let long = format!("invalid type: string \"{}\", expected u32", "é".repeat(200));
    let cut = bounded(&long);
    assert!(cut.contains("… (200 characters)\", expected u32"), "{cut}");
    assert_eq!(cut.matches('é').count(), QUOTE_LIMIT);
}
