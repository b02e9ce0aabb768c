//! The Conjure The Chaos card model: what the card data (`cards/conjure/cards.json`) says about
//! a card, and what an action carries when a card comes to the table.
//!
//! The engine keeps no card data. A summon carries the creature's printed values and a Chaos
//! draw carries the card's kind and effects, filled in from the card data by the app or typed
//! in by the table; the store and the CLI read the card data through [`Card::from_data`], which
//! is also where a card data file is checked.

use serde::{Deserialize, Serialize};
use tableside_codes::ErrorCode;
use ts_rs::TS;

/// A crystal color (CTC-CRYSTAL-1).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "CrystalColor")]
pub enum Color {
    Black,
    Blue,
    Green,
    Red,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::Black, Color::Blue, Color::Green, Color::Red];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::Blue => "blue",
            Color::Green => "green",
            Color::Red => "red",
        }
    }
}

/// The four quests every player has face up (CTC-QUEST-1).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureQuest")]
pub enum Quest {
    PyromaniacsFeast,
    TribalHarmonization,
    UnstoppableForce,
    TribalQuest,
}

impl Quest {
    pub const ALL: [Quest; 4] = [
        Quest::PyromaniacsFeast,
        Quest::TribalHarmonization,
        Quest::UnstoppableForce,
        Quest::TribalQuest,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Quest::PyromaniacsFeast => "pyromaniacs_feast",
            Quest::TribalHarmonization => "tribal_harmonization",
            Quest::UnstoppableForce => "unstoppable_force",
            Quest::TribalQuest => "tribal_quest",
        }
    }
}

/// A creature keyword (CTC-KW-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureKeyword")]
pub enum Keyword {
    /// Can attack (and use abilities) the turn it arrives.
    Blitz,
    /// Damage beyond what kills the creature it hits goes to that creature's owner.
    Rampage,
    /// A creature it damages gets −X/−X for good.
    Corrupt(u8),
    /// Ceases to exist when it leaves the field.
    Token,
    /// When it deals damage, its owner gains life equal to its power.
    LifeLeech,
    /// Only Flying creatures block it or attack it.
    Flying,
    /// Any nonzero damage it deals kills the creature.
    Deadly,
    /// Cannot be blocked.
    Evade,
    /// Once a turn: look at the top X cards of your deck and put any of them at the bottom.
    Peek(u8),
    /// Has a twist ability (see its abilities).
    Twist,
}

/// A twist ability (CTC-ABIL-1): twisting the creature, plus an extra crystal cost if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureAbility")]
pub struct Ability {
    pub name: String,
    /// The extra crystal cost, paid in the creature's colors; 0 when twisting is the cost.
    #[serde(default)]
    pub cost: u8,
    /// What the engine applies when the ability is used; empty: the table applies the text.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<ChaosEffect>,
}

/// A creature as printed: what a summon puts on the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureCreatureCard")]
pub struct CreatureCard {
    /// The card data's ID, when the card was picked from it; `None` when typed in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub card: Option<String>,
    pub name: String,
    /// One color, or two for a dual-colored card paid in either (CTC-CRYSTAL-2).
    pub colors: Vec<Color>,
    /// Crystals to summon it.
    #[serde(default)]
    pub cost: u8,
    pub power: u32,
    pub defense: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<Keyword>,
    /// A Lord: at most one copy per deck (CTC-DECK-1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lord: bool,
    /// Crystals to pay in each Upkeep phase, in the creature's colors.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub upkeep: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
}

impl CreatureCard {
    pub fn has(&self, keyword: Keyword) -> bool {
        self.keywords.contains(&keyword)
    }

    /// The X of Corrupt X, if it has the keyword.
    pub fn corrupt(&self) -> Option<u8> {
        self.keywords.iter().find_map(|k| match k {
            Keyword::Corrupt(x) => Some(*x),
            _ => None,
        })
    }

    /// The X of Peek X, if it has the keyword.
    pub fn peek(&self) -> Option<u8> {
        self.keywords.iter().find_map(|k| match k {
            Keyword::Peek(x) => Some(*x),
            _ => None,
        })
    }
}

/// Whom an effect touches, seen from the player it comes from (who drew the Chaos card, holds
/// the relic or controls the creature).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureWho")]
pub enum Who {
    /// Every player still in (or every player's creatures).
    #[default]
    Everyone,
    /// The player the effect comes from.
    You,
    /// Everyone else still in.
    Opponents,
}

/// The effects the engine applies by itself: a small closed vocabulary that covers the common
/// Chaos cards (CTC-CHAOS-1). Anything else is the card's text, applied by the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "effect", rename_all = "snake_case")]
#[ts(rename = "ConjureEffect")]
pub enum ChaosEffect {
    /// Each player of `who` takes `amount` damage.
    DamagePlayers {
        amount: u32,
        #[serde(default)]
        who: Who,
    },
    /// Each creature controlled by `whose` takes `amount` damage, which stays until the end
    /// of the turn (CTC-COMBAT-3).
    DamageCreatures {
        amount: u32,
        #[serde(default)]
        whose: Who,
    },
    /// Destroys each creature controlled by `whose` whose defense is at most `max_defense`.
    DestroyCreatures {
        max_defense: u32,
        #[serde(default)]
        whose: Who,
    },
    GainLife {
        amount: u32,
        #[serde(default)]
        who: Who,
    },
    LoseLife {
        amount: u32,
        #[serde(default)]
        who: Who,
    },
    /// Each player of `who` draws from their player deck (as far as it goes).
    DrawCards {
        amount: u32,
        #[serde(default)]
        who: Who,
    },
    /// Each player of `who` discards from their hand (as far as it goes).
    DiscardCards {
        amount: u32,
        #[serde(default)]
        who: Who,
    },
    /// Each player of `who` gains crystals of `color`, up to the cap (CTC-CRYSTAL-1).
    GainCrystals {
        amount: u8,
        color: Color,
        #[serde(default)]
        who: Who,
    },
    /// Each creature controlled by `whose` gets `power`/`defense` for good.
    AdjustCreatures {
        power: i32,
        defense: i32,
        #[serde(default)]
        whose: Who,
    },
}

/// What kind of Chaos card it is (CTC-CHAOS-1), with what the kind needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ConjureChaosKind")]
pub enum ChaosKind {
    /// Applied at once, then to the Chaos discard.
    Instant,
    /// Stays on the table; at each End phase its timer goes down by one, and at zero its
    /// effects apply and it goes to the Chaos discard.
    Countdown { turns: u8 },
    /// Stays with whoever drew it until destroyed or stolen; its effects (if any) apply at the
    /// End phase of each of its holder's turns.
    Relic,
    /// The second edition's Monsters: stays on the table until defeated.
    Monster { power: u32, defense: u32 },
}

impl CardKind {
    /// The kind as the card data writes it (`Card::from_data` reads it back).
    pub fn as_str(&self) -> &'static str {
        match self {
            CardKind::Creature(_) => "creature",
            CardKind::Chaos(_) => "chaos",
            CardKind::Quest { .. } => "quest",
            CardKind::Tower { .. } => "tower",
        }
    }
}

impl ChaosKind {
    pub fn as_str(&self) -> &'static str {
        match self {
            ChaosKind::Instant => "instant",
            ChaosKind::Countdown { .. } => "countdown",
            ChaosKind::Relic => "relic",
            ChaosKind::Monster { .. } => "monster",
        }
    }
}

/// A Chaos card as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureChaosCard")]
pub struct ChaosCard {
    /// The card data's ID, when the card was picked from it; `None` when typed in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub card: Option<String>,
    pub name: String,
    pub kind: ChaosKind,
    /// What the engine applies; empty: the card's text is left to the table (a ruling).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<ChaosEffect>,
}

/// What a card is, with the values of its kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ConjureCardKind")]
pub enum CardKind {
    /// A creature (a Lord too): goes in the player deck.
    Creature(CreatureCard),
    /// A Chaos card (a Monster too): goes in a Chaos deck.
    Chaos(ChaosCard),
    /// A Quest card, face up beside the player (CTC-QUEST-1).
    Quest { quest: Quest },
    /// A Crystal Tower (CTC-SETUP-2, CTC-TOWER-1).
    Tower { crystal: Color },
}

/// A card of the card data, checked and typed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureCard")]
pub struct Card {
    pub id: String,
    pub name: String,
    pub kind: CardKind,
}

impl Card {
    /// Reads one card of `cards.json`: its `kind` and `attributes`.
    ///
    /// - `creature`: `colors`, `cost`, `power`, `defense`, and optionally `keywords`, `lord`,
    ///   `upkeep`, `abilities` (the fields of [`CreatureCard`] but `card` and `name`).
    /// - `chaos`: `kind` (`{"type": "instant"}`, `{"type": "countdown", "turns": 3}`,
    ///   `{"type": "relic"}`, `{"type": "monster", "power": 6, "defense": 8}`) and optionally
    ///   `effects` (the fields of [`ChaosCard`] but `card` and `name`).
    /// - `quest`: `quest`, the engine's quest ID. `tower`: `crystal`, its color.
    ///
    /// `Err` says what is wrong, naming an attribute the engine does not read: a misspelt
    /// attribute would otherwise be ignored silently.
    pub fn from_data(
        id: &str,
        name: &str,
        kind: &str,
        attributes: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Card, CardDataProblem> {
        let with_identity = |extra: &[(&str, &str)]| {
            let mut object = attributes.clone();
            for (key, value) in extra {
                object.insert(
                    (*key).to_owned(),
                    serde_json::Value::String((*value).into()),
                );
            }
            serde_json::Value::Object(object)
        };
        let card_kind = match kind {
            "creature" => {
                let card: CreatureCard =
                    parse(with_identity(&[("card", id), ("name", name)]), attributes)?;
                if card.colors.is_empty() {
                    return Err(CardDataProblem::NoColor);
                }
                CardKind::Creature(card)
            }
            "chaos" => CardKind::Chaos(parse(
                with_identity(&[("card", id), ("name", name)]),
                attributes,
            )?),
            "quest" | "tower" => {
                let mut tagged = attributes.clone();
                tagged.insert("type".into(), serde_json::Value::String(kind.into()));
                parse(serde_json::Value::Object(tagged), attributes)?
            }
            other => return Err(CardDataProblem::UnknownKind(other.to_owned())),
        };
        Ok(Card {
            id: id.to_owned(),
            name: name.to_owned(),
            kind: card_kind,
        })
    }
}

/// Why a card's data does not read as a Conjure card ([`Card::from_data`]). The code is
/// stable; the message is plain English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardDataProblem {
    /// A creature with no color.
    #[error("a creature needs at least one color in `colors`")]
    NoColor,
    /// A kind that is not one of Conjure's.
    #[error("`{0}` is not a Conjure card kind (creature, chaos, quest, tower)")]
    UnknownKind(String),
    /// An attribute the engine does not read, as written: a misspelling, most often.
    #[error("unknown attribute `{0}`")]
    UnknownAttribute(String),
    /// The attributes do not fit the kind's fields: serde's message, which names the field.
    #[error("{0}")]
    DoesNotFit(String),
}

impl CardDataProblem {
    /// Card data that is not the game's card, as the store says of a card list it refuses.
    pub fn code(&self) -> ErrorCode {
        ErrorCode::StoreInvalidCardData
    }
}

/// Deserializes `value`, then checks that every attribute given is one the type keeps: the
/// type is serialized back and each given key must be there (defaults left out are fine).
fn parse<T: Serialize + serde::de::DeserializeOwned>(
    value: serde_json::Value,
    given: &serde_json::Map<String, serde_json::Value>,
) -> Result<T, CardDataProblem> {
    let does_not_fit = |e: serde_json::Error| CardDataProblem::DoesNotFit(e.to_string());
    let parsed: T = serde_json::from_value(value).map_err(does_not_fit)?;
    let known = serde_json::to_value(&parsed).map_err(does_not_fit)?;
    let known = known.as_object();
    // Left out when serialized at their default, so not in `known` even when given.
    let defaults: &[&str] = &["keywords", "lord", "upkeep", "abilities", "effects"];
    match given.keys().find(|key| {
        known.is_none_or(|k| !k.contains_key(key.as_str())) && !defaults.contains(&key.as_str())
    }) {
        Some(unknown) => Err(CardDataProblem::UnknownAttribute(unknown.clone())),
        None => Ok(parsed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attributes(json: serde_json::Value) -> serde_json::Map<String, serde_json::Value> {
        json.as_object().cloned().unwrap_or_default()
    }

    #[test]
    fn a_creature_reads_its_printed_values() {
        let card = Card::from_data(
            "conjure-x",
            "X",
            "creature",
            &attributes(serde_json::json!({
                "colors": ["red"], "cost": 2, "power": 3, "defense": 2,
                "keywords": ["flying", {"corrupt": 1}]
            })),
        )
        .expect("valid");
        let CardKind::Creature(creature) = card.kind else {
            panic!("a creature")
        };
        assert_eq!(creature.card.as_deref(), Some("conjure-x"));
        assert_eq!(creature.corrupt(), Some(1));
        assert!(creature.has(Keyword::Flying));
    }

    #[test]
    fn a_misspelt_attribute_is_named() {
        let error = Card::from_data(
            "conjure-x",
            "X",
            "creature",
            &attributes(serde_json::json!({
                "colors": ["red"], "power": 3, "defense": 2, "keywrds": []
            })),
        )
        .expect_err("refused");
        assert_eq!(error, CardDataProblem::UnknownAttribute("keywrds".into()));
        assert_eq!(error.to_string(), "unknown attribute `keywrds`");
        assert_eq!(error.code(), ErrorCode::StoreInvalidCardData);
    }

    #[test]
    fn a_countdown_needs_its_turns() {
        let error = Card::from_data(
            "conjure-x",
            "X",
            "chaos",
            &attributes(serde_json::json!({"kind": {"type": "countdown"}})),
        )
        .expect_err("refused");
        assert!(error.to_string().contains("turns"), "{error}");
    }
}
