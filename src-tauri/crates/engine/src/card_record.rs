//! Cards as every game's cards are kept, and what holds for every game's card (a well-formed
//! ID that starts with the game's, a name, a kind). Reading a game's records into these is
//! `card_reading`'s, which knows the games' entry types.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::card_text::{self, ID_LIMIT, KIND_LIMIT};
use crate::json_text::bounded;
use crate::label::Label;

/// One card, whatever the game: what search lists and the store keeps. `attributes` holds the
/// game's own fields, which its deck check and table read back through its card model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CardRecord {
    pub id: String,
    pub name: String,
    /// The game's card type (`creature`, `spirit`, …): lowercase letters and underscores.
    pub kind: String,
    /// The card's text.
    pub text: String,
    /// `true` for a card written for this project as an example, not a printed card.
    pub sample: bool,
    pub attributes: Value,
}

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

/// Whether `id` is `<game>-` then lowercase letters, digits and hyphens.
pub fn is_well_formed_id(game: &str, id: &str) -> bool {
    id.strip_prefix(game)
        .and_then(|rest| rest.strip_prefix('-'))
        .is_some_and(|rest| {
            !rest.is_empty()
                && rest
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
}

/// What every game's card must be.
pub(crate) fn common_problems(game: &str, card: &CardRecord) -> Vec<CardProblem> {
    let mut problems = Vec::new();
    if !is_well_formed_id(game, &card.id) {
        problems.push(CardProblem::new(
            CardProblemCode::IdForm,
            Some("id"),
            Label::new("card_problem.id_form").text("game", game),
        ));
    }
    problems.extend(card_text::too_long("id", &card.id, ID_LIMIT));
    problems.extend(card_text::name_problems(&card.name));
    problems.extend(card_text::text_problems(&card.text));
    problems.extend(card_text::too_long("kind", &card.kind, KIND_LIMIT));
    problems.extend(card_text::long_fields(&card.attributes));
    let kind_ok = !card.kind.is_empty()
        && card
            .kind
            .chars()
            .all(|c| c.is_ascii_lowercase() || c == '_');
    if !kind_ok {
        problems.push(CardProblem::new(
            CardProblemCode::KindForm,
            Some("kind"),
            Label::new("card_problem.kind_form"),
        ));
    }
    problems
}
