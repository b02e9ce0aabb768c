//! The Elestrals card model: what the card data holds about a card (for the store, deck
//! checks and the CLI) and what the table types in for a card put on the field.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::spirits::{CostSymbol, Element};
use crate::date::Date;
use crate::label::Label;

/// A card's type, with the Rune kinds spelled out because the rules treat them differently
/// (ELE-RUNE-1 to ELE-RUNE-4, ELE-NEXUS-2).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsCardClass")]
#[schemars(rename = "ElestralsCardClass")]
pub enum CardClass {
    Elestral,
    /// Instant Rune cast in your Main Phase.
    RuneInvoke,
    /// Instant Rune Set first, cast on a later turn on any player's turn.
    RuneCounter,
    /// Continuous Rune that Empowers an Elestral.
    RuneArtifact,
    /// Continuous Rune that takes extra Spirits to Disenchant for an effect.
    RuneDivine,
    /// Continuous Rune shared by the whole field; only one at a time.
    RuneStadium,
    /// A Spirit card: goes in the Spirit Deck, never cast.
    Spirit,
}

impl CardClass {
    pub fn as_str(self) -> &'static str {
        match self {
            CardClass::Elestral => "elestral",
            CardClass::RuneInvoke => "rune_invoke",
            CardClass::RuneCounter => "rune_counter",
            CardClass::RuneArtifact => "rune_artifact",
            CardClass::RuneDivine => "rune_divine",
            CardClass::RuneStadium => "rune_stadium",
            CardClass::Spirit => "spirit",
        }
    }

    pub fn is_rune(self) -> bool {
        !matches!(self, CardClass::Elestral | CardClass::Spirit)
    }

    /// Invoke and Counter Runes: they resolve, then go to the Underworld.
    pub fn is_instant(self) -> bool {
        matches!(self, CardClass::RuneInvoke | CardClass::RuneCounter)
    }
}

/// How common a printing is (ELE-META-1).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsRarity")]
#[schemars(rename = "ElestralsRarity")]
pub enum Rarity {
    Common,
    Uncommon,
    Rare,
    Stellar,
}

/// A card's standing in a format from a date on (ELE-DECK-3).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsLegalStatus")]
#[schemars(rename = "ElestralsLegalStatus")]
pub enum LegalStatus {
    /// Up to the format's copy limit.
    Legal,
    /// At most one copy.
    Limited,
    /// At most two copies.
    SemiLimited,
    /// Not allowed.
    Banned,
    /// Not part of the format at all (e.g. not released for it yet).
    Illegal,
}

impl LegalStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            LegalStatus::Legal => "legal",
            LegalStatus::Limited => "limited",
            LegalStatus::SemiLimited => "semi_limited",
            LegalStatus::Banned => "banned",
            LegalStatus::Illegal => "illegal",
        }
    }

    /// The status as a word of the catalogs, for a deck problem that names it: its `as_str`
    /// is a data file's spelling, not a word to read.
    pub fn label(self) -> Label {
        match self {
            LegalStatus::Legal => Label::new("elestrals.legality.legal"),
            LegalStatus::Limited => Label::new("elestrals.legality.limited"),
            LegalStatus::SemiLimited => Label::new("elestrals.legality.semi_limited"),
            LegalStatus::Banned => Label::new("elestrals.legality.banned"),
            LegalStatus::Illegal => Label::new("elestrals.legality.illegal"),
        }
    }

    /// The most copies a deck may hold under this status, given the format's copy limit.
    ///
    /// Limited is one copy and semi-limited two, as in the card games whose list terms Elestrals
    /// uses; never more than the format's own limit.
    pub fn max_copies(self, copy_limit: u32) -> u32 {
        match self {
            LegalStatus::Legal => copy_limit,
            LegalStatus::Limited => copy_limit.min(1),
            LegalStatus::SemiLimited => copy_limit.min(2),
            LegalStatus::Banned | LegalStatus::Illegal => 0,
        }
    }
}

/// One entry of a card's legality history in a format: `status` from `effective` on, until
/// `lift` (exclusive) if the entry was lifted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsLegality")]
#[schemars(rename = "ElestralsLegality")]
pub struct Legality {
    /// The format's ID, e.g. `elestrals-standard`.
    pub format: String,
    pub status: LegalStatus,
    pub effective: Date,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lift: Option<Date>,
}

impl Legality {
    /// Whether the entry applies on `date`.
    pub fn applies_on(&self, date: Date) -> bool {
        self.effective <= date && self.lift.is_none_or(|lift| date < lift)
    }
}

/// A card as the card data describes it. Alternate printings are separate cards with the same
/// name; deck rules count copies by name (ELE-DECK-2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ElestralsCard")]
#[schemars(rename = "ElestralsCard")]
pub struct Card {
    pub id: String,
    pub name: String,
    pub class: CardClass,
    /// Aquatic, Dragon, … (ELE-META-1). Free text: later sets add more.
    #[serde(default)]
    pub subclasses: Vec<String>,
    /// An Elestral's elements, or a Spirit's one element.
    #[serde(default)]
    pub elements: Vec<Element>,
    /// The Enchantment Cost, one symbol per Spirit.
    #[serde(default)]
    pub cost: Vec<CostSymbol>,
    #[serde(default)]
    pub attack: Option<i32>,
    #[serde(default)]
    pub defense: Option<i32>,
    /// The effect as it reads today, after errata.
    #[serde(default)]
    pub effect: String,
    /// The effect as printed, when it differs from `effect`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed_effect: Option<String>,
    #[serde(default)]
    pub rarity: Option<Rarity>,
    /// The set and number printed at the bottom of the card.
    #[serde(default)]
    pub set_number: Option<String>,
    /// Per-format legality history (ELE-DECK-3).
    #[serde(default)]
    pub legality: Vec<Legality>,
}

impl Card {
    /// The card's status in `format` on `date`: the entry in force with the latest effective
    /// date, or legal when no entry applies.
    pub fn status_in(&self, format: &str, date: Date) -> LegalStatus {
        self.legality
            .iter()
            .filter(|entry| entry.format == format && entry.applies_on(date))
            .max_by_key(|entry| entry.effective)
            .map_or(LegalStatus::Legal, |entry| entry.status)
    }
}

/// A card put on the field as the table typed it in: a name at least, the class (which decides
/// where it goes and which rules apply), and its printed stats when known. Unknown costs are not
/// checked and unknown stats are not compared; the table settles those.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsCardFace")]
#[schemars(rename = "ElestralsCardFace")]
pub struct CardFace {
    /// The card data's ID, when the card was picked from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_id: Option<String>,
    pub name: String,
    pub class: CardClass,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub elements: Vec<Element>,
    /// `None`: not known, so not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<Vec<CostSymbol>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense: Option<i32>,
}

impl CardFace {
    /// A card known only by name and class.
    pub fn named(name: &str, class: CardClass) -> CardFace {
        CardFace {
            card_id: None,
            name: name.to_owned(),
            class,
            elements: Vec::new(),
            cost: None,
            attack: None,
            defense: None,
        }
    }
}

impl From<&Card> for CardFace {
    fn from(card: &Card) -> CardFace {
        CardFace {
            card_id: Some(card.id.clone()),
            name: card.name.clone(),
            class: card.class,
            elements: card.elements.clone(),
            cost: Some(card.cost.clone()),
            attack: card.attack,
            defense: card.defense,
        }
    }
}
