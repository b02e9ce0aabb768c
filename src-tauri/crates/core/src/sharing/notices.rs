//! What a shared table's devices are told of its changes, and who made one.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use tableside_engine::{GameState, MatchUpdate};
use tableside_store::MatchId;
use ts_rs::TS;

/// Who changed a table: the window (the host) hears of its own change in its tap's answer,
/// and waits only for the devices'.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangedBy {
    Host,
    Device,
}

/// What the devices of a shared table are told between their requests (`{notice}`), as the
/// host writes it and as a device (the phone's page, another app keeping the match) reads it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
// The host writes a notice from the update it borrows (no copy per tap); only a reader holds
// one owned, once per change: its size on the stack costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
pub enum TableNotice<'a> {
    /// The match's log is `log` entries long now, and `update` is what the change did (the
    /// lines it added or changed and the view after it, as `table_since` answers a table one
    /// entry short): a device that had every entry before it puts it in place without asking,
    /// and one that missed some asks for what it lacks. This host always sends `update`; a
    /// device reads a notice without it as one to ask after.
    Changed {
        #[serde(rename = "match")]
        match_id: MatchId,
        log: u32,
        #[serde(default)]
        #[ts(type = "MatchUpdate | null")]
        update: Option<Cow<'a, MatchUpdate>>,
        /// The seat to act after it, if one is: its phone says it is its turn.
        #[serde(default)]
        to_act: Option<u32>,
    },
    /// The table plays another match now (a rematch): a device opens it.
    Moved {
        #[serde(rename = "match")]
        match_id: MatchId,
    },
    /// A seat was taken or freed.
    Seats,
    /// Notices were missed (the device was too slow to take them all): it asks for what it
    /// lacks. The platform's server tells it (`tableside_share::protocol::BEHIND`).
    Behind,
}

/// The seat to act in `state`, if one is (a chain's priority holder, the turn's player).
pub(crate) fn to_act(state: &GameState) -> Option<u32> {
    state.clock_point().to_act.map(|seat| seat as u32)
}
