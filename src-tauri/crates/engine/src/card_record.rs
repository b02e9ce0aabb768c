//! Cards as every game's cards are kept, and what holds for every game's card (a well-formed
//! ID that starts with the game's, a name, a kind). Reading a game's records into these is
//! `card_reading`'s, which knows the games' entry types.

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use crate::card_problem::{CardProblem, CardProblemCode, RejectedCard};
use crate::card_text::{self, ID_LIMIT, KIND_LIMIT};
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
