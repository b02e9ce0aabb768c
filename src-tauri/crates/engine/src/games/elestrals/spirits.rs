//! Spirits: the game's life and its resource at once (ELE-SPIRIT-1), counted by element, and
//! how a set of Spirits meets an Enchantment Cost (ELE-CAST-2, ELE-CAST-3).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A Spirit's element (ELE-SPIRIT-1).
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
#[ts(rename = "ElestralsElement")]
#[schemars(rename = "ElestralsElement")]
pub enum Element {
    Earth,
    Fire,
    Water,
    Thunder,
    Wind,
    Frost,
    Solar,
    Lunar,
}

impl Element {
    pub const ALL: [Element; 8] = [
        Element::Earth,
        Element::Fire,
        Element::Water,
        Element::Thunder,
        Element::Wind,
        Element::Frost,
        Element::Solar,
        Element::Lunar,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Element::Earth => "earth",
            Element::Fire => "fire",
            Element::Water => "water",
            Element::Thunder => "thunder",
            Element::Wind => "wind",
            Element::Frost => "frost",
            Element::Solar => "solar",
            Element::Lunar => "lunar",
        }
    }
}

/// One symbol of an Enchantment Cost: an element, or `omni`, which any Spirit pays
/// (ELE-SPIRIT-1).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsCostSymbol")]
#[schemars(rename = "ElestralsCostSymbol")]
pub enum CostSymbol {
    Earth,
    Fire,
    Water,
    Thunder,
    Wind,
    Frost,
    Solar,
    Lunar,
    Omni,
}

impl CostSymbol {
    /// The element this symbol asks for; `None` for omni.
    pub fn element(self) -> Option<Element> {
        match self {
            CostSymbol::Earth => Some(Element::Earth),
            CostSymbol::Fire => Some(Element::Fire),
            CostSymbol::Water => Some(Element::Water),
            CostSymbol::Thunder => Some(Element::Thunder),
            CostSymbol::Wind => Some(Element::Wind),
            CostSymbol::Frost => Some(Element::Frost),
            CostSymbol::Solar => Some(Element::Solar),
            CostSymbol::Lunar => Some(Element::Lunar),
            CostSymbol::Omni => None,
        }
    }
}

/// Spirit cards counted by element: a Spirit Deck, the Spirits Enchanting a card, the Spirits
/// in an Underworld, or the Spirits an action moves. Elements left out of JSON count zero.
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
#[serde(default)]
#[ts(rename = "ElestralsSpirits")]
#[schemars(rename = "ElestralsSpirits")]
pub struct Spirits {
    pub earth: u16,
    pub fire: u16,
    pub water: u16,
    pub thunder: u16,
    pub wind: u16,
    pub frost: u16,
    pub solar: u16,
    pub lunar: u16,
}

impl Spirits {
    pub const NONE: Spirits = Spirits {
        earth: 0,
        fire: 0,
        water: 0,
        thunder: 0,
        wind: 0,
        frost: 0,
        solar: 0,
        lunar: 0,
    };

    /// `count` Spirits of one element.
    pub fn of(element: Element, count: u16) -> Spirits {
        let mut spirits = Spirits::NONE;
        *spirits.get_mut(element) = count;
        spirits
    }

    pub fn get(&self, element: Element) -> u16 {
        match element {
            Element::Earth => self.earth,
            Element::Fire => self.fire,
            Element::Water => self.water,
            Element::Thunder => self.thunder,
            Element::Wind => self.wind,
            Element::Frost => self.frost,
            Element::Solar => self.solar,
            Element::Lunar => self.lunar,
        }
    }

    pub fn get_mut(&mut self, element: Element) -> &mut u16 {
        match element {
            Element::Earth => &mut self.earth,
            Element::Fire => &mut self.fire,
            Element::Water => &mut self.water,
            Element::Thunder => &mut self.thunder,
            Element::Wind => &mut self.wind,
            Element::Frost => &mut self.frost,
            Element::Solar => &mut self.solar,
            Element::Lunar => &mut self.lunar,
        }
    }

    /// How many Spirits in all.
    pub fn total(&self) -> u32 {
        Element::ALL.iter().map(|&e| u32::from(self.get(e))).sum()
    }

    pub fn is_empty(&self) -> bool {
        *self == Spirits::NONE
    }

    /// Whether every element of `other` is here at least as many times.
    pub fn contains(&self, other: &Spirits) -> bool {
        Element::ALL.iter().all(|&e| self.get(e) >= other.get(e))
    }

    /// Adds `other`; `None` if a count would pass `u16::MAX`.
    pub fn plus(&self, other: &Spirits) -> Option<Spirits> {
        let mut sum = *self;
        for e in Element::ALL {
            *sum.get_mut(e) = self.get(e).checked_add(other.get(e))?;
        }
        Some(sum)
    }

    /// Takes `other` away; `None` if it is not all here.
    pub fn minus(&self, other: &Spirits) -> Option<Spirits> {
        let mut rest = *self;
        for e in Element::ALL {
            *rest.get_mut(e) = self.get(e).checked_sub(other.get(e))?;
        }
        Some(rest)
    }

    /// The smaller count of each element: what `self` and `other` have in common.
    pub fn common(&self, other: &Spirits) -> Spirits {
        let mut both = Spirits::NONE;
        for e in Element::ALL {
            *both.get_mut(e) = self.get(e).min(other.get(e));
        }
        both
    }

    /// Adds `other`, stopping at `u16::MAX` (for moves the engine itself makes, which can only
    /// reach that with absurd corrections).
    pub fn saturating_plus(&self, other: &Spirits) -> Spirits {
        let mut sum = *self;
        for e in Element::ALL {
            *sum.get_mut(e) = self.get(e).saturating_add(other.get(e));
        }
        sum
    }

    /// The elements present, with their counts, in [`Element::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (Element, u16)> + '_ {
        Element::ALL
            .iter()
            .map(|&e| (e, self.get(e)))
            .filter(|(_, n)| *n > 0)
    }
}

/// How a set of Spirits stands against an Enchantment Cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CostFit {
    /// Enough Spirits, and each element symbol has a Spirit of its element (omni takes any).
    Matches,
    /// Enough Spirits, but their elements do not match the cost (ELE-CAST-3).
    Misenchanted,
    /// Fewer Spirits than the cost has symbols.
    NotEnough,
}

/// Checks `spirits` against `cost` (ELE-CAST-2, ELE-CAST-3). Each element symbol needs a Spirit
/// of that element; omni symbols take whatever is left, so only the count matters for them.
pub fn fit_cost(cost: &[CostSymbol], spirits: &Spirits) -> CostFit {
    if spirits.total() < cost.len() as u32 {
        return CostFit::NotEnough;
    }
    let mut needed = Spirits::NONE;
    for element in cost.iter().filter_map(|symbol| symbol.element()) {
        let count = needed.get_mut(element);
        *count = count.saturating_add(1);
    }
    if spirits.contains(&needed) {
        CostFit::Matches
    } else {
        CostFit::Misenchanted
    }
}

/// A cost as text for messages, e.g. `fire fire omni`.
pub fn describe_cost(cost: &[CostSymbol]) -> String {
    cost.iter()
        .map(|symbol| symbol.element().map_or("omni", Element::as_str))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ele_spirit_1_omni_matches_any_element() {
        let cost = [CostSymbol::Fire, CostSymbol::Omni];
        let fire_and_water = Spirits {
            fire: 1,
            water: 1,
            ..Spirits::NONE
        };
        assert_eq!(fit_cost(&cost, &fire_and_water), CostFit::Matches);
        assert_eq!(
            fit_cost(&cost, &Spirits::of(Element::Fire, 2)),
            CostFit::Matches
        );
        assert_eq!(
            fit_cost(&cost, &Spirits::of(Element::Water, 2)),
            CostFit::Misenchanted
        );
        assert_eq!(
            fit_cost(&cost, &Spirits::of(Element::Fire, 1)),
            CostFit::NotEnough
        );
    }

    #[test]
    fn ele_spirit_1_eight_elements_round_trip_as_json() {
        let all: Vec<&str> = Element::ALL.iter().map(|e| e.as_str()).collect();
        assert_eq!(
            all,
            ["earth", "fire", "water", "thunder", "wind", "frost", "solar", "lunar"]
        );
        let spirits: Spirits = serde_json::from_str(r#"{"lunar": 3}"#).unwrap_or_default();
        assert_eq!(spirits, Spirits::of(Element::Lunar, 3));
    }

    #[test]
    fn arithmetic_refuses_what_is_not_there() {
        let deck = Spirits::of(Element::Wind, 2);
        assert_eq!(deck.minus(&Spirits::of(Element::Wind, 3)), None);
        assert_eq!(
            deck.minus(&Spirits::of(Element::Wind, 2)),
            Some(Spirits::NONE)
        );
        assert_eq!(Spirits::of(Element::Wind, u16::MAX).plus(&deck), None);
    }
}
