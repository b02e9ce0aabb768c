//! The format's numbers: format data in `cards/xingling/formats.json`. The glossary leaves the
//! victory-point threshold, the starting 灵力, the key cards' caps and the opening hand open, so
//! they are data with defaults marked unverified.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::label::Label;
use crate::rules_problem::in_range;

/// The most 灵力 a format may set: far above any key card, low enough to stay exact.
pub const MAX_LING: i32 = 99;
/// The most victory points a race may be set to: a bound a house rule keeps to.
pub const MAX_VP_TO_WIN: u32 = 99;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "XinglingRules")]
#[schemars(rename = "XinglingRules")]
pub struct Rules {
    /// 灵力 at the start (unverified).
    pub starting_ling: i32,
    /// Each key card's 灵力 cap, by seat; a seat without one takes `ling_cap` (XL-LING-1).
    pub key_caps: Vec<i32>,
    /// The cap of a key card the format does not list (unverified).
    pub ling_cap: i32,
    /// Victory points that win (XL-VP-1; unverified).
    pub vp_to_win: u32,
    /// Victory points for knocking a player out by damage (XL-KO-3; unverified).
    pub vp_per_knockout: u32,
    /// Cards in hand at the start (unverified).
    pub starting_hand: u32,
    /// 星灵 on a player's field at most (XL-FIELD-1).
    pub field_limit: usize,
    /// 星灵 in a player's standby area at most (XL-FIELD-1).
    pub standby_limit: usize,
    /// Cards in the general deck before the opening hands (XL-ZONE-1; unverified).
    pub general_deck: u32,
    /// Cards in the event deck (XL-ZONE-1; unverified).
    pub event_deck: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            starting_ling: 8,
            key_caps: Vec::new(),
            ling_cap: 10,
            vp_to_win: 3,
            vp_per_knockout: 1,
            starting_hand: 4,
            field_limit: 3,
            standby_limit: 3,
            general_deck: 80,
            event_deck: 12,
        }
    }
}

impl Rules {
    pub fn validate(&self) -> Result<(), Label> {
        let max_ling = i64::from(MAX_LING);
        in_range("ling_cap", i64::from(self.ling_cap), 1, max_ling)?;
        for cap in &self.key_caps {
            in_range("key_caps", i64::from(*cap), 1, max_ling)?;
        }
        in_range("starting_ling", i64::from(self.starting_ling), 1, max_ling)?;
        in_range(
            "vp_to_win",
            i64::from(self.vp_to_win),
            1,
            i64::from(MAX_VP_TO_WIN),
        )?;
        let count = |limit: usize| i64::try_from(limit).unwrap_or(i64::MAX);
        in_range("field_limit", count(self.field_limit), 1, 8)?;
        in_range("standby_limit", count(self.standby_limit), 0, 8)
    }

    /// The cap of the key card at `seat`.
    pub fn cap_of(&self, seat: usize) -> i32 {
        self.key_caps.get(seat).copied().unwrap_or(self.ling_cap)
    }
}
