//! Labels: text the engine produces, as an i18n key with arguments.
//!
//! The engine speaks no human language: the UI and the CLI turn a [`Label`] into words
//! with their own catalogs, so one log reads in English or Chinese alike.
//!
//! A label is built for every log entry, replays included, so building one must cost little:
//! keys and argument names written as literals are kept as `&'static str` (no allocation), and
//! the arguments sit in one small sorted vector rather than a tree of nodes.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Index;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use ts_rs::TS;

/// One argument of a label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(untagged)]
pub enum LabelArg {
    #[ts(type = "number")]
    Num(i64),
    // Text as it is shown, or one of the engine's fixed words (see `Label::word`). A plain
    // comment: a doc comment would end up in the schema.
    Text(Cow<'static, str>),
    /// A nested label, e.g. the action an undo took back.
    Label(Box<Label>),
}

/// An i18n key with named arguments, e.g. `conjure.action.adjust_life {player: 0, delta: -3}`.
// In JSON, TypeScript and JSON Schema it is `{key, args}` with `args` an object whose keys are
// sorted, as it was when `args` was a `BTreeMap<String, LabelArg>`: stored files, the UI's
// bindings and the schemas stay as they are. (Plain comments: doc comments would end up in the
// schema's description.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Label {
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub key: Cow<'static, str>,
    #[ts(as = "BTreeMap<String, LabelArg>")]
    #[schemars(with = "BTreeMap<String, LabelArg>")]
    pub args: LabelArgs,
}

/// A key or an argument name: a literal is kept as it is, text built at run time is owned.
///
/// Implemented for `&'static str`, `String` and `&String` (so `Label::new(&format!(..))` still
/// works, at the price of a copy); a borrowed `&str` that does not live for good must be passed
/// as a `String`.
pub trait LabelName {
    fn into_name(self) -> Cow<'static, str>;
}

impl LabelName for &'static str {
    fn into_name(self) -> Cow<'static, str> {
        Cow::Borrowed(self)
    }
}

impl LabelName for String {
    fn into_name(self) -> Cow<'static, str> {
        Cow::Owned(self)
    }
}

impl LabelName for &String {
    fn into_name(self) -> Cow<'static, str> {
        Cow::Owned(self.clone())
    }
}

impl LabelName for Cow<'static, str> {
    fn into_name(self) -> Cow<'static, str> {
        self
    }
}

impl Label {
    pub fn new(key: impl LabelName) -> Self {
        Label {
            key: key.into_name(),
            args: LabelArgs::new(),
        }
    }

    pub fn num(mut self, name: impl LabelName, value: i64) -> Self {
        self.args.insert(name, LabelArg::Num(value));
        self
    }

    pub fn text(mut self, name: impl LabelName, value: impl Into<String>) -> Self {
        self.args
            .insert(name, LabelArg::Text(Cow::Owned(value.into())));
        self
    }

    /// A text argument that is one of the engine's own fixed words (a phase, a color, a pile):
    /// the same as [`Label::text`] in every output, but kept without a copy.
    pub fn word(mut self, name: impl LabelName, value: &'static str) -> Self {
        self.args.insert(name, LabelArg::Text(Cow::Borrowed(value)));
        self
    }

    pub fn label(mut self, name: impl LabelName, value: Label) -> Self {
        self.args.insert(name, LabelArg::Label(Box::new(value)));
        self
    }
}

/// A label's arguments by name, sorted by name with each name once: a map, kept as a vector
/// because a label has a handful of arguments and one allocation holds them all.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct LabelArgs(Vec<(Cow<'static, str>, LabelArg)>);

impl LabelArgs {
    pub fn new() -> Self {
        LabelArgs(Vec::new())
    }

    /// Sets `name` to `value`, returning the value it replaces, as a map's insert does.
    pub fn insert(&mut self, name: impl LabelName, value: LabelArg) -> Option<LabelArg> {
        let name = name.into_name();
        match self.position(&name) {
            Ok(at) => Some(std::mem::replace(&mut self.0[at].1, value)),
            Err(at) => {
                self.0.insert(at, (name, value));
                None
            }
        }
    }

    pub fn get(&self, name: &str) -> Option<&LabelArg> {
        self.position(name).ok().map(|at| &self.0[at].1)
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.position(name).is_ok()
    }

    /// The arguments in name order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&str, &LabelArg)> {
        self.0.iter().map(|(name, value)| (&**name, value))
    }

    pub fn keys(&self) -> impl ExactSizeIterator<Item = &str> {
        self.0.iter().map(|(name, _)| &**name)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn position(&self, name: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(have, _)| (**have).cmp(name))
    }
}

impl Index<&str> for LabelArgs {
    type Output = LabelArg;

    fn index(&self, name: &str) -> &LabelArg {
        self.get(name)
            .unwrap_or_else(|| panic!("the label has no argument `{name}`"))
    }
}

impl fmt::Debug for LabelArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl Serialize for LabelArgs {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for LabelArgs {
    /// Read through a `BTreeMap`, so that unsorted and repeated names end up as a map would
    /// keep them (sorted, the last value of a repeated name wins). Labels are read rarely.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, LabelArg>::deserialize(deserializer)?;
        Ok(LabelArgs(
            map.into_iter()
                .map(|(name, value)| (Cow::Owned(name), value))
                .collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
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
        let read: Label =
            serde_json::from_str(r#"{"key":"k","args":{"x":1,"b":2,"x":3}}"#).unwrap();
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
}
