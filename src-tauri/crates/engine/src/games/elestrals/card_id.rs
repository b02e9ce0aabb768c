//! How a card on the field is named, in actions, chain links and stat modifiers alike.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A card on the field, from when it arrives until it leaves. A card that leaves and comes back
/// gets a new ID, and so does an Elestral Ascended into (ELE-ASC-1): it is a new card.
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
#[ts(rename = "ElestralsCardId")]
#[schemars(rename = "ElestralsCardId")]
pub struct CardId(pub u32);

impl std::fmt::Display for CardId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "card {}", self.0)
    }
}
