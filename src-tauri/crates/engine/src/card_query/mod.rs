//! The card search language: plain words as before (each a word starting the card's name or
//! text), typed filters over a game's own card fields (`kind:creature`, `cost<=3`,
//! `element:fire`, `text:"draw a card"`), `-` before a term to leave its cards out, `or`
//! between terms, and parentheses.
//!
//! The engine reads a query into a [`CardQuery`] (or a [`QueryProblem`] pointing at the word
//! it could not read); the store turns a query into parameterized SQL over its indexes. The
//! fields a game offers are its declaration ([`fields`]), never a list in shared code.

pub mod fields;
mod parse;

use serde::Serialize;
use ts_rs::TS;

pub use fields::{
    every_field, facets, fold_word, of_collection, CardField, FacetValue, FieldHelp, FieldKind,
    Source, COMMON_FIELDS, OWNED_WORD,
};
pub use parse::parse;

use crate::label::Label;

/// A query read: terms joined by "and", "or" and "not".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardQuery {
    /// Every one of them (terms side by side).
    All(Vec<CardQuery>),
    /// Any of them (`or`).
    Any(Vec<CardQuery>),
    /// Not this (`-` before a term).
    Not(Box<CardQuery>),
    Term(Term),
}

/// Where a full-text term looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextColumn {
    Name,
    Text,
}

/// One filter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// Words of the name or text (`column` `None`: either): a plain word finds a word starting
    /// with it; a quoted phrase (`phrase`) its words in a row.
    Words {
        column: Option<TextColumn>,
        text: String,
        phrase: bool,
    },
    /// A word field's value: one starting with `value`, or (`exact`) equal to it.
    Word {
        field: &'static str,
        value: String,
        exact: bool,
    },
    /// A number field's value, between `from` and `to` (both included).
    Number {
        field: &'static str,
        from: i64,
        to: i64,
    },
}

impl CardQuery {
    /// The text of a query of plain words only (no field, no quote, no `-`, no `or`), which
    /// the search ranks as it always has: names starting with it first.
    pub fn plain_words(&self) -> Option<String> {
        let plain = |query: &CardQuery| match query {
            CardQuery::Term(Term::Words {
                column: None,
                text,
                phrase: false,
            }) => Some(text.clone()),
            _ => None,
        };
        match self {
            CardQuery::All(terms) => terms
                .iter()
                .map(plain)
                .collect::<Option<Vec<_>>>()
                .map(|words| words.join(" ")),
            single => plain(single),
        }
    }
}

/// Why a query does not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum QueryProblemCode {
    /// A name before `:` that is no field of the game's cards.
    UnknownField,
    /// A field and an operator with nothing after them (`cost<=`).
    MissingValue,
    /// A number field compared with something that is not a whole number.
    NotANumber,
    /// `<`, `>`, `<=` or `>=` on a field of words.
    NotComparable,
    /// A `"` that nothing closes.
    UnclosedQuote,
    /// A `(` that nothing closes.
    UnclosedParenthesis,
    /// A `)` that nothing opened.
    UnopenedParenthesis,
    /// `()`, `or` with no term on one side, or `-` before nothing.
    MissingTerm,
    /// More terms than a search reads.
    TooManyTerms,
}

/// A query that does not read: why, where (the offending word, in UTF-16 code units of the
/// query as typed, as a text field in the UI counts them), and the reason as a label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct QueryProblem {
    pub code: QueryProblemCode,
    /// The offending part of the query: from `at[0]` up to `at[1]`.
    pub at: [u32; 2],
    pub reason: Label,
}

impl std::fmt::Display for QueryProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.reason)
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
