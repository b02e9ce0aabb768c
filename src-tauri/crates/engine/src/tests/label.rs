//! Tests of `label`.

use super::*;
use serde_json::json;
use ts_rs::Config;

fn sample() -> Label {
    Label::new("action.undo")
        .text("zeta", "last")
        .num("alpha", 3)
        .label(
            "mid",
            Label::new(format!("{}.phase", "conjure")).num("b", 2),
        )
}

#[test]
fn literal_keys_and_names_are_not_copied() {
    let label = Label::new("a.b").num("n", 1);
    assert!(matches!(label.key, Cow::Borrowed(_)));
    assert!(matches!(label.args.0[0].0, Cow::Borrowed(_)));
    let built = String::from("built");
    let from_a_reference = Label::new(&built);
    assert!(matches!(from_a_reference.key, Cow::Owned(_)));
    assert_eq!(from_a_reference.key, built);
    assert!(matches!(Label::new(built).key, Cow::Owned(_)));
}

#[test]
fn a_word_is_text_that_is_not_copied() {
    let word = Label::new("k").word("phase", "main");
    let text = Label::new("k").text("phase", "main");
    assert!(matches!(
        word.args["phase"],
        LabelArg::Text(Cow::Borrowed("main"))
    ));
    assert_eq!(word, text);
    assert_eq!(
        serde_json::to_string(&word).unwrap(),
        serde_json::to_string(&text).unwrap()
    );
}

#[test]
fn json_is_a_key_and_an_object_of_sorted_arguments() {
    let text = serde_json::to_string(&sample()).unwrap();
    assert_eq!(
        text,
        r#"{"key":"action.undo","args":{"alpha":3,"mid":{"key":"conjure.phase","args":{"b":2}},"zeta":"last"}}"#
    );
    let back: Label = serde_json::from_str(&text).unwrap();
    assert_eq!(back, sample());
}

#[test]
fn a_name_set_twice_keeps_its_last_value_once() {
    let label = Label::new("k").num("x", 1).text("x", "two");
    assert_eq!(label.args.len(), 1);
    assert_eq!(label.args["x"], LabelArg::Text("two".into()));
    let read: Label = serde_json::from_str(r#"{"key":"k","args":{"x":1,"b":2,"x":3}}"#).unwrap();
    assert_eq!(read, Label::new("k").num("b", 2).num("x", 3));
    assert_eq!(read.args.keys().collect::<Vec<_>>(), ["b", "x"]);
}

#[test]
fn the_order_of_building_does_not_matter() {
    let one = Label::new("k").num("b", 1).num("a", 2).num("c", 3);
    let other = Label::new("k").num("c", 3).num("b", 1).num("a", 2);
    assert_eq!(one, other);
    assert_eq!(one.args.keys().collect::<Vec<_>>(), ["a", "b", "c"]);
    assert_eq!(one.args.get("d"), None);
}

#[test]
fn typescript_and_schema_are_those_of_a_map() {
    let cfg = Config::new();
    assert_eq!(
        Label::decl(&cfg),
        "type Label = { key: string, args: { [key in string]: LabelArg }, };"
    );
    let schema = serde_json::to_value(schemars::schema_for!(Label)).unwrap();
    assert_eq!(schema["properties"]["key"], json!({"type": "string"}));
    assert_eq!(
        schema["properties"]["args"],
        json!({"type": "object", "additionalProperties": {"$ref": "#/$defs/LabelArg"}})
    );
}

#[test]
fn quoting_short_cuts_every_long_text_nested_or_not() {
    let long = "y".repeat(500);
    let label = Label::new("outer")
        .text("note", long.clone())
        .num("n", 3)
        .word("phase", "main")
        .label("inner", Label::new("inner").text("card", long));
    let short = label.quoting_short();
    let json = serde_json::to_string(&short).expect("JSON");
    assert!(json.len() < 400, "{json}");
    assert!(json.contains("500 characters"));
    assert!(json.contains("\"phase\":\"main\""));
    assert!(json.contains("\"n\":3"));
}
