//! The format's numbers (format data in `cards/elestrals/formats.json`), with the defaults
//! the rule catalog gives. Numbers the sources do not settle are marked unverified: they are
//! data so that a table or an edition can change them without a new engine.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::spirits::Spirits;

/// How much a battle against a Spirit Deck makes the defending player Expend (ELE-BATTLE-2).
/// The source text only says "Expend Spirits"; unverified, so it is format data.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsSpiritDeckDamage")]
#[schemars(rename = "ElestralsSpiritDeckDamage")]
pub enum SpiritDeckDamage {
    /// As many Spirits as the attacker's Attack.
    #[default]
    Attack,
    /// One Spirit per attack.
    One,
}

/// The format's rules for a match and for deck checks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "ElestralsRules")]
#[schemars(rename = "ElestralsRules")]
pub struct Rules {
    /// Spirit Deck size (ELE-DECK-1).
    pub spirit_deck: u32,
    /// Main Deck size (ELE-DECK-2; unverified).
    pub main_deck: u32,
    /// Copies of a card by name (ELE-DECK-2; unverified).
    pub copy_limit: u32,
    /// Elestral Row slots (ELE-FIELD-1; unverified).
    pub elestral_slots: usize,
    /// Rune Row slots (ELE-FIELD-1; unverified).
    pub rune_slots: usize,
    /// Cards drawn before the first turn. Not in the source text: unverified.
    pub starting_hand: u32,
    /// Whether the first player draws in the Draw Phase of the very first turn. Not in the
    /// source text: unverified.
    pub first_turn_draw: bool,
    /// ELE-BATTLE-2 against a Spirit Deck (unverified).
    pub spirit_deck_damage: SpiritDeckDamage,
    /// Each seat's Spirit Deck by element, when the decks are known at set-up. Empty: the table
    /// enters them with `set_spirit_deck` before the first turn.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub spirit_decks: Vec<Spirits>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            spirit_deck: 20,
            main_deck: 40,
            copy_limit: 3,
            elestral_slots: 4,
            rune_slots: 4,
            starting_hand: 5,
            first_turn_draw: true,
            spirit_deck_damage: SpiritDeckDamage::Attack,
            spirit_decks: Vec::new(),
        }
    }
}

/// More slots than this in a row is a typo in the format, not a format.
pub const MAX_SLOTS: usize = 16;

/// More cards than this in a Main Deck or hand is a typo, not a count: it bounds what a
/// correction can set and what a shuffle draws.
pub const MAX_PILE: u32 = 10_000;
