//! Labels: text the engine produces, as an i18n key with arguments.
//!
//! The engine speaks no human language: the UI and the CLI turn a [`Label`] into words
//! with their own catalogs, so one log reads in English or Chinese alike.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One argument of a label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(untagged)]
pub enum LabelArg {
    #[ts(type = "number")]
    Num(i64),
    Text(String),
    /// A nested label, e.g. the action an undo took back.
    Label(Box<Label>),
}

/// An i18n key with named arguments, e.g. `conjure.action.adjust_life {player: 0, delta: -3}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Label {
    pub key: String,
    pub args: BTreeMap<String, LabelArg>,
}

impl Label {
    pub fn new(key: &str) -> Self {
        Label {
            key: key.to_owned(),
            args: BTreeMap::new(),
        }
    }

    pub fn num(mut self, name: &str, value: i64) -> Self {
        self.args.insert(name.to_owned(), LabelArg::Num(value));
        self
    }

    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.args
            .insert(name.to_owned(), LabelArg::Text(value.into()));
        self
    }

    pub fn label(mut self, name: &str, value: Label) -> Self {
        self.args
            .insert(name.to_owned(), LabelArg::Label(Box::new(value)));
        self
    }
}
