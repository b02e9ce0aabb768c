//! An offered action the engine refuses now, beside the ones it accepts: what a dimmed control
//! says when asked why. Its own module because the match (which lists them) and the view (which
//! carries them to a screen) both need it, and neither should need the other for it.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::games::GameAction;
use crate::label::Label;

/// An offered action the engine refuses now, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Declined {
    pub action: GameAction,
    /// The rule that refuses it, when a rule does (a ruling may then apply it anyway).
    pub rule: Option<String>,
    pub reason: Label,
}
