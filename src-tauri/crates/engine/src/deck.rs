//! What every game's deck check reports: one problem per broken rule, with the cards involved.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::label::Label;

/// One thing wrong with a deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct DeckProblem {
    /// The catalog rule broken.
    pub rule: String,
    /// Plain English, for the CLI and logs.
    pub message: String,
    /// The same as an i18n label.
    pub reason: Label,
    /// The card data IDs involved.
    pub cards: Vec<String>,
}

pub(crate) fn problem(
    rule: &str,
    reason: Label,
    message: String,
    cards: Vec<String>,
) -> DeckProblem {
    DeckProblem {
        rule: rule.to_owned(),
        message,
        reason,
        cards,
    }
}

/// Reprints and alternate printings share a name: names compare without case or surrounding
/// spaces.
pub(crate) fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}
