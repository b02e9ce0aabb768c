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

/// An i18n key with named arguments, e.g. `<game>.action.adjust_life {player: 0, delta: -3}`.
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

    /// A seat, or another place the engine counts from 0, as a number argument. A place read
    /// from a file may be any `usize`: one past the largest number a label holds is told as
    /// that number, never wrapped round to a negative one (no table has that many places).
    pub fn place(self, name: impl LabelName, value: usize) -> Self {
        self.num(name, i64::try_from(value).unwrap_or(i64::MAX))
    }

    /// A place the engine counts from 0 as a person reads it, from 1 (a board's slot, a
    /// chain's link). Bounded as [`Label::place`] is: the one after the largest number a label
    /// holds is that number, where `value + 1` would overflow.
    pub fn place_from_1(self, name: impl LabelName, value: usize) -> Self {
        let read = i64::try_from(value).map_or(i64::MAX, |n| n.saturating_add(1));
        self.num(name, read)
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

    /// The label with every text argument, nested ones included, cut to
    /// [`QUOTE_LIMIT`](crate::json_text::QUOTE_LIMIT) characters and its length, as an error
    /// quotes a value it was handed.
    pub fn quoting_short(mut self) -> Self {
        for (_, arg) in self.args.0.iter_mut() {
            match arg {
                LabelArg::Text(text) => {
                    if text.chars().count() > crate::json_text::QUOTE_LIMIT {
                        *text = Cow::Owned(crate::json_text::shortened(text));
                    }
                }
                LabelArg::Label(inner) => {
                    let taken = std::mem::replace(inner.as_mut(), Label::new(""));
                    **inner = taken.quoting_short();
                }
                LabelArg::Num(_) => {}
            }
        }
        self
    }
}

/// The key and its arguments as plain text (`refusal.hand_limit(hand: 9, limit: 7)`), text
/// quoted short: for logs and error chains, where no catalog is at hand. Words for a person
/// come from the catalogs.
impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key)?;
        if self.args.0.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (at, (name, arg)) in self.args.0.iter().enumerate() {
            if at > 0 {
                f.write_str(", ")?;
            }
            match arg {
                LabelArg::Num(n) => write!(f, "{name}: {n}")?,
                LabelArg::Text(text) => {
                    write!(f, "{name}: \"{}\"", crate::json_text::shortened(text))?
                }
                LabelArg::Label(inner) => write!(f, "{name}: {inner}")?,
            }
        }
        f.write_str(")")
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
#[path = "tests/label.rs"]
mod tests;
