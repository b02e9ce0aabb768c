//! A card on the field as the table tracks it (ELE-FIELD-1): where it stands, its Position,
//! its Spirits, and its stats after effects.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card_id::CardId;
use super::cards::{CardClass, CardFace};
use super::spirits::{fit_cost, CostFit, Spirits};
use super::stats::{apply_modifiers, StatModifier};

/// Elestrals is a two-player game; the field keeps Spirits per owning seat in arrays this long.
pub const SEATS: usize = 2;

/// An Elestral's Position.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsPosition")]
#[schemars(rename = "ElestralsPosition")]
pub enum Position {
    /// Upright: it can attack, and battles with its Attack.
    Attack,
    /// Sideways: it battles with its Defense.
    Defense,
}

impl Position {
    pub fn as_str(self) -> &'static str {
        match self {
            Position::Attack => "attack",
            Position::Defense => "defense",
        }
    }
}

/// Where a card on the field is, in the terms the rules use.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsRow")]
#[schemars(rename = "ElestralsRow")]
pub enum Row {
    Elestral,
    Rune,
    Stadium,
}

impl Row {
    /// The row a card of `class` is Cast or Set into.
    pub fn for_class(class: CardClass) -> Row {
        match class {
            CardClass::Elestral | CardClass::Spirit => Row::Elestral,
            CardClass::RuneStadium => Row::Stadium,
            _ => Row::Rune,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Row::Elestral => "elestral",
            Row::Rune => "rune",
            Row::Stadium => "stadium",
        }
    }
}

/// A place on the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    Slot { seat: usize, row: Row, slot: usize },
    Stadium,
}

/// Where a card on the field stands with the chain.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsCardStatus")]
#[schemars(rename = "ElestralsCardStatus")]
pub enum CardStatus {
    /// On the field and in play.
    #[default]
    InPlay,
    /// A Set Rune turned face up and being Cast: its link waits on the chain.
    BeingCast,
    /// An Invoke or Counter Rune whose link resolved: the table applies its effect now, and it
    /// goes to the Underworld at the next step of the chain (the Rune "is on the field and there
    /// are Spirits Enchanting it" while it resolves).
    Resolving,
}

/// A card on the field: its face, who owns and controls it, its Spirits and its state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsFieldCard")]
#[schemars(rename = "ElestralsFieldCard")]
pub struct FieldCard {
    pub id: CardId,
    #[ts(as = "CardFace")]
    #[schemars(with = "CardFace")]
    pub face: Arc<CardFace>,
    /// Its cards go to the owner's zones when it leaves (ELE-CTRL-1).
    pub owner: usize,
    pub controller: usize,
    /// `false`: a Set Rune, face down.
    pub face_up: bool,
    /// Elestrals only.
    pub position: Option<Position>,
    /// The Spirits Enchanting it, by the seat that owns them: after a take-control and a Nexus a
    /// card can hold both players' Spirits, and each goes to its owner's Underworld.
    pub spirits: [Spirits; SEATS],
    /// For an Artifact: the Elestral it Empowers (ELE-RUNE-4).
    pub empowering: Option<CardId>,
    pub status: CardStatus,
    /// Cast (or Ascended into) this turn: no Position change by its controller (ELE-POS-1).
    pub cast_this_turn: bool,
    /// The turn a Rune was Set on; a Counter Rune is Cast on a later turn (ELE-RUNE-1).
    pub set_on_turn: Option<u32>,
    /// Enough Spirits, wrong elements: it has no effect (ELE-CAST-3).
    pub misenchanted: bool,
    /// Fewer Spirits than its Enchantment Cost: it cannot stay on the field as it is.
    pub under_enchanted: bool,
    /// How many times it has received Spirits (ELE-RECV-1): once per Cast, Ascend, Nexus or
    /// Main Phase Enchant, however many Spirits came.
    pub received_spirits: u32,
    /// Stat changes in ELE-STAT-1 order, each with the values after it.
    pub modifiers: Vec<StatModifier>,
    /// Attack after every modifier; `None` when not known.
    pub attack: Option<i32>,
    /// Defense after every modifier; `None` when not known.
    pub defense: Option<i32>,
    /// Its controller changed its Position this turn (ELE-POS-1).
    pub position_changed_this_turn: bool,
    /// Attacks declared this turn (ELE-BATTLE-1).
    pub attacks_this_turn: u32,
}

impl FieldCard {
    /// A card arriving on the field, face up, with `spirits` owned by `owner`.
    pub fn arriving(
        id: CardId,
        face: CardFace,
        owner: usize,
        spirits: [Spirits; SEATS],
    ) -> FieldCard {
        let position = (face.class == CardClass::Elestral).then_some(Position::Attack);
        let mut card = FieldCard {
            id,
            face: Arc::new(face),
            owner,
            controller: owner,
            face_up: true,
            position,
            spirits,
            empowering: None,
            status: CardStatus::InPlay,
            cast_this_turn: false,
            set_on_turn: None,
            misenchanted: false,
            under_enchanted: false,
            received_spirits: 0,
            modifiers: Vec::new(),
            attack: None,
            defense: None,
            position_changed_this_turn: false,
            attacks_this_turn: 0,
        };
        card.refresh();
        card
    }

    pub fn class(&self) -> CardClass {
        self.face.class
    }

    pub fn name(&self) -> &str {
        &self.face.name
    }

    pub fn is_elestral(&self) -> bool {
        self.face.class == CardClass::Elestral
    }

    /// Every Spirit Enchanting it, whoever owns them.
    pub fn total_spirits(&self) -> Spirits {
        self.spirits
            .iter()
            .fold(Spirits::NONE, |sum, own| sum.saturating_plus(own))
    }

    /// Face up, in play, with Spirits on it and not Misenchanted.
    pub fn is_enchanted(&self) -> bool {
        self.effects_apply() && !self.total_spirits().is_empty()
    }

    /// Its effects apply: face up, not waiting on the chain, and not Misenchanted (ELE-CAST-3,
    /// ELE-DUR-1).
    pub fn effects_apply(&self) -> bool {
        self.face_up && self.status != CardStatus::BeingCast && !self.misenchanted
    }

    /// Recomputes what follows from its Spirits and modifiers: Misenchanted (ELE-CAST-3), under
    /// its cost, and the final stats (ELE-STAT-1). Called after every change to either.
    pub fn refresh(&mut self) {
        let fit = match &self.face.cost {
            Some(cost) if self.face_up => fit_cost(cost, &self.total_spirits()),
            _ => CostFit::Matches,
        };
        self.misenchanted = fit == CostFit::Misenchanted;
        self.under_enchanted = fit == CostFit::NotEnough;
        let (attack, defense) =
            apply_modifiers(self.face.attack, self.face.defense, &mut self.modifiers);
        self.attack = attack;
        self.defense = defense;
    }
}
