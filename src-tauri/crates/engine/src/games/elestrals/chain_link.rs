//! What a link of Elestrals' chain holds: the base action paid for and waiting, or an answer
//! added in response. The chain module opens and resolves links; the state holds them.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::action::{AttackTarget, EffectTiming};
use super::card_id::CardId;
use super::field_card::{FieldCard, Row};

/// What a link of the chain does when it resolves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "ElestralsLink")]
#[schemars(rename = "ElestralsLink")]
pub enum ChainLink {
    /// An Elestral or Rune being Cast, paid for and waiting to reach the field. `slot` is kept
    /// for it in its controller's row (none for a Stadium).
    Cast {
        card: Box<FieldCard>,
        slot: Option<usize>,
        special: bool,
    },
    /// An Elestral being Ascended into (ELE-ASC-1): the old one is already in the Underworld and
    /// its Spirits are on this card; it takes the old one's slot.
    Ascend {
        card: Box<FieldCard>,
        slot: usize,
        special: bool,
    },
    /// A Set Rune turned face up and being Cast; it waits on the field (ELE-RUNE-1).
    CastSetRune { card: CardId },
    /// A Rune being Set face down into `slot`.
    Set { card: Box<FieldCard>, slot: usize },
    /// A battle declared by `attacker` (ELE-BATTLE-1, ELE-BATTLE-2).
    Battle {
        attacker: CardId,
        target: AttackTarget,
    },
    /// An Active or Conditional effect; the table applies what it says when it resolves.
    Effect {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardId>,
        timing: EffectTiming,
        #[serde(default)]
        note: String,
    },
    /// A Search of the Main Deck (ELE-SEARCH-1): the found card goes to the hand, then the
    /// deck is shuffled.
    Search {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<String>,
    },
}

impl ChainLink {
    pub fn kind(&self) -> &'static str {
        match self {
            ChainLink::Cast { .. } => "cast",
            ChainLink::Ascend { .. } => "ascend",
            ChainLink::CastSetRune { .. } => "cast_set_rune",
            ChainLink::Set { .. } => "set",
            ChainLink::Battle { .. } => "battle",
            ChainLink::Effect { .. } => "effect",
            ChainLink::Search { .. } => "search",
        }
    }

    /// The slot this link keeps in `seat`'s rows until it resolves, if any.
    pub fn kept_slot(&self, controller: usize) -> Option<(usize, Row, usize)> {
        match self {
            ChainLink::Cast {
                card,
                slot: Some(slot),
                ..
            }
            | ChainLink::Ascend { card, slot, .. }
            | ChainLink::Set { card, slot } => {
                Some((controller, Row::for_class(card.class()), *slot))
            }
            _ => None,
        }
    }
}
