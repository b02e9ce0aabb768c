//! The format's numbers and the board (CDX-BOARD-1): format data in `cards/codex/formats.json`,
//! copied into each match's setup so a match file replays the same after the data changes.
//!
//! The seed text fixes what moving a Soul means (chapter 15) but not the board's shape, the
//! deck size or the opening hand: those are data, with defaults marked unverified.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::label::Label;

/// The most soul slots a board may have: far above any real board, low enough that a
/// mistyped format cannot make the table allocate without bound.
pub const MAX_SLOTS: usize = 24;
/// The highest rank a slot may carry.
pub const MAX_RANK: u8 = 9;

/// One soul slot of a player's board: the ranks it carries and the slot it hangs directly
/// under, if any (CDX-BOARD-1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[ts(rename = "CodexSlotSpec")]
#[schemars(rename = "CodexSlotSpec")]
pub struct SlotSpec {
    /// The ranks printed on the slot; its highest decides which Souls it takes.
    pub ranks: Vec<u8>,
    /// The slot (by index, an earlier one) this slot hangs directly under.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under: Option<usize>,
}

impl SlotSpec {
    /// The highest rank on the slot (CDX-15.2).
    pub fn highest_rank(&self) -> u8 {
        self.ranks.iter().copied().max().unwrap_or(0)
    }
}

/// A format's rules. Every field has a default, and an unknown key is refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "CodexRules")]
#[schemars(rename = "CodexRules")]
pub struct Rules {
    /// Each player's soul slots, in the order the board lists them (CDX-BOARD-1).
    pub slots: Vec<SlotSpec>,
    /// Cards in each deck before the opening hand (unverified).
    pub deck_size: u32,
    /// Cards drawn before the first turn (unverified).
    pub starting_hand: u32,
}

impl Default for Rules {
    /// A board of three rank-1 slots in front, two slots hanging under them, and one at the
    /// back hanging under a rank-2 slot (unverified: the seed text has no board).
    fn default() -> Self {
        let slot = |ranks: &[u8], under: Option<usize>| SlotSpec {
            ranks: ranks.to_vec(),
            under,
        };
        Rules {
            slots: vec![
                slot(&[1], None),
                slot(&[1], None),
                slot(&[1], None),
                slot(&[1, 2], Some(0)),
                slot(&[2], Some(1)),
                slot(&[2, 3], Some(4)),
            ],
            deck_size: 30,
            starting_hand: 5,
        }
    }
}

impl Rules {
    /// What the engine relies on beyond the types.
    pub fn validate(&self) -> Result<(), Label> {
        if self.slots.is_empty() || self.slots.len() > MAX_SLOTS {
            return Err(Label::new("rules_problem.codex.slots")
                .num("count", self.slots.len() as i64)
                .num("max", MAX_SLOTS as i64));
        }
        for (index, slot) in self.slots.iter().enumerate() {
            // Slots are numbered from 1 where a person reads them.
            let slot_number = index as i64 + 1;
            if slot.ranks.is_empty() || slot.ranks.iter().any(|r| *r == 0 || *r > MAX_RANK) {
                return Err(Label::new("rules_problem.codex.slot_ranks")
                    .num("slot", slot_number)
                    .num("max", i64::from(MAX_RANK)));
            }
            // An earlier slot only, so the layout has no loops.
            if slot.under.is_some_and(|above| above >= index) {
                return Err(Label::new("rules_problem.codex.slot_under").num("slot", slot_number));
            }
        }
        if self.starting_hand > self.deck_size {
            return Err(Label::new("rules_problem.codex.hand_over_deck")
                .num("hand", i64::from(self.starting_hand))
                .num("deck", i64::from(self.deck_size)));
        }
        Ok(())
    }
}
