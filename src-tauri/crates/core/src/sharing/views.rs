//! What the host's screen and a device are told about a shared table.

use serde::{Deserialize, Serialize};
use tableside_engine::GameId;
use tableside_store::MatchId;
use ts_rs::TS;

/// The shared table as the host's screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct ShareStatus {
    pub match_id: MatchId,
    /// What a phone opens: `http://host:port/?t=token`.
    pub address: String,
    /// The same address without the scheme, to type.
    pub short_address: String,
    /// The address as a QR code, an SVG drawing.
    pub qr_svg: String,
    pub seats: Vec<SeatStatus>,
    /// Devices connected that hold no seat: they watch.
    pub watching: u32,
    /// Other Tableside apps connected to keep the match in their own history.
    pub keeping: u32,
    /// The count of changes to who is at the table this status shows: `sharing_since` answers
    /// once it has moved on.
    pub changes: u32,
}

/// One seat of a shared table, as the host sees it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SeatStatus {
    pub seat: u32,
    pub name: String,
    /// A device took it.
    pub taken: bool,
    /// The device that took it is connected now.
    pub connected: bool,
}

/// The shared table as a device joining it sees it (and another app joining it reads it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct TableInvite {
    pub match_id: MatchId,
    pub game: GameId,
    pub seats: Vec<SeatInvite>,
    /// The seat this device holds, if any.
    pub you: Option<u32>,
    /// This device held a seat that the host has freed.
    pub seat_freed: bool,
    /// The seat to act now, if one is: a seat's phone says when it is its turn (each change's
    /// notice says it from then on).
    pub to_act: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct SeatInvite {
    pub seat: u32,
    pub name: String,
    pub taken: bool,
}

/// The seat a device took, and the token that acts for it from now on: the device connects
/// with it (`s` in its address).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct SeatPass {
    pub seat: u32,
    pub token: String,
}
