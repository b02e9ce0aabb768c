//! The format's numbers: format data in `cards/conjure/formats.json`, copied into each match's
//! setup so that a match file replays the same after the shipped data changes.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::label::Label;
use crate::rules_problem::in_range;

/// A format's rules. Every field has the rulebook's value as its default, so a setup that
/// leaves one out (or an older match file that predates it) plays by the rulebook.
///
/// Editions are format data, not code: `conjure-second-edition` changes these numbers only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "ConjureRules")]
pub struct Rules {
    /// CTC-SETUP-1.
    pub starting_life: i32,
    /// CTC-CRYSTAL-1.
    pub crystal_cap: u8,
    /// CTC-DECK-1: a player deck holds exactly this many cards.
    pub deck_size: u32,
    /// CTC-SETUP-3.
    pub starting_hand: u32,
    /// CTC-END-1.
    pub hand_limit: u32,
    /// CTC-DECK-1: creatures of each color a player deck holds at least (a dual-colored
    /// creature counts for both of its colors).
    pub min_creatures_per_color: u32,
    /// CTC-DECK-1: copies of one creature name a player deck may hold.
    pub max_creature_copies: u32,
    /// CTC-DECK-1: copies of one Lord a player deck may hold.
    pub max_lord_copies: u32,
    /// CTC-DECK-2: a Chaos deck holds exactly this many cards.
    pub chaos_deck_size: u32,
    /// CTC-DECK-2: from this many players on, a second Chaos deck joins the first.
    pub second_chaos_deck_from: u32,
    /// CTC-SETUP-1, CTC-SETUP-2: Crystal Towers each player drafts.
    pub towers_per_player: u32,
    /// Monsters a player must defeat to win (the second edition's extra victory); `None`:
    /// no such victory.
    pub monster_wins: Option<u32>,
    /// Whether the engine walks the table through the whole set-up (tribes, the Crystal Tower
    /// draft, the opening hands) before the first turn, and asks for the Chaos card in every
    /// Draw phase. Off for match files written before the full rules existed: there, deciding
    /// the first player starts the first turn, as it did when they were played.
    pub guided: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            starting_life: 30,
            crystal_cap: 10,
            deck_size: 20,
            starting_hand: 5,
            hand_limit: 7,
            min_creatures_per_color: 4,
            max_creature_copies: 2,
            max_lord_copies: 1,
            chaos_deck_size: 50,
            second_chaos_deck_from: 3,
            towers_per_player: 2,
            monster_wins: None,
            guided: false,
        }
    }
}

/// The most towers a player may draft: far above any edition's two, low enough that a
/// mistyped number in a setup cannot make the table allocate without bound.
pub const MAX_TOWERS_PER_PLAYER: u32 = 8;

/// The most life a player may start with: far above any format's, a bound a house rule keeps to.
pub const MAX_STARTING_LIFE: i32 = 999;

impl Rules {
    /// Checks what the engine relies on beyond the types: `Err` says what is wrong.
    pub fn validate(&self) -> Result<(), Label> {
        // CTC-SETUP-1: a player at 0 life has lost before the first turn.
        in_range(
            "starting_life",
            i64::from(self.starting_life),
            1,
            i64::from(MAX_STARTING_LIFE),
        )?;
        in_range(
            "towers_per_player",
            i64::from(self.towers_per_player),
            0,
            i64::from(MAX_TOWERS_PER_PLAYER),
        )
    }

    /// CTC-DECK-2: how many Chaos decks a table of `players` shuffles together.
    pub fn chaos_decks(&self, players: usize) -> u32 {
        if players as u64 >= u64::from(self.second_chaos_deck_from) {
            2
        } else {
            1
        }
    }
}
