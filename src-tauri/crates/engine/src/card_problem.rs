//! Why a card record is not accepted: each problem with a stable code, where in the record it
//! is, and the catalogs' words for it. Kept apart from the records and from the text checks,
//! which both report problems, so that neither reaches into the other for them.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::json_text::bounded;
use crate::label::Label;

/// One record of a card list that was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RejectedCard {
    /// The record's position in the list, from 0.
    pub index: usize,
    /// The record's `id`, when it has a readable one (shortened when long).
    pub id: Option<String>,
    /// Every reason the record was rejected.
    pub problems: Vec<CardProblem>,
}

/// One reason a card record is not accepted: what kind of failure (a stable code), where in the
/// record (a JSON path), and the catalogs' words for it (a label), so that the app and a
/// terminal read it in the player's language and a program can act on the code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CardProblem {
    pub code: CardProblemCode,
    /// The field, as a path into the record (`name`, `cost[0]`, `legality[1].lift`); none
    /// for the record as a whole.
    pub path: Option<String>,
    pub reason: Label,
}

/// The kinds of failure a card record can have, one each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum CardProblemCode {
    /// The record does not read as the game's card: a field missing, misspelt or of the
    /// wrong type. The reader's own words are the label's `detail`.
    Unreadable,
    /// An earlier record of the list has the same ID.
    IdTaken,
    /// The ID is not `<game>-` then lowercase letters, digits and hyphens.
    IdForm,
    /// A text longer than its limit.
    TooLong,
    /// A name that shows nothing.
    EmptyName,
    /// An invisible or control character in a name, or a control character in a text.
    HiddenCharacter,
    /// The kind is not lowercase letters and underscores.
    KindForm,
    /// What the game's card types allow but its rules do not (a card of a kind that has one
    /// colour given two): the label is in the game's own words.
    NotACard,
}

impl CardProblem {
    pub fn new(code: CardProblemCode, path: Option<&str>, reason: Label) -> Self {
        CardProblem {
            code,
            path: path.map(crate::json_text::shortened),
            reason,
        }
    }

    /// A record that does not read: `detail` is what the reader said, cut to the bound of
    /// every message.
    pub fn unreadable(path: Option<&str>, detail: &str) -> Self {
        CardProblem::new(
            CardProblemCode::Unreadable,
            path,
            Label::new("card_problem.unreadable").text("detail", bounded(detail)),
        )
    }

    /// What the game's rules say of a card its types allow, in the game's words.
    pub fn not_a_card(path: Option<&str>, reason: Label) -> Self {
        CardProblem::new(CardProblemCode::NotACard, path, reason)
    }
}

/// The path and the label's key and arguments (`` `cost[0]`: card_problem.unreadable(…) ``),
/// for a developer's error chain where no catalog is at hand; a person reads the catalogs'.
impl std::fmt::Display for CardProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.path {
            Some(path) => write!(f, "`{path}`: {}", self.reason),
            None => write!(f, "{}", self.reason),
        }
    }
}
