//! A match's setup: everything needed, with the log, to rebuild its state.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::SetupError;
use crate::game::{GameId, GameInfo};

/// Who plays what, with which format rules and which seed.
///
/// `rules` carries the format's numbers (starting life, caps, deck sizes) so that a match
/// file replays the same even after the shipped format data changes. Missing values take
/// the game's defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Setup {
    pub game: GameId,
    /// The format's ID in the card data, e.g. `conjure-standard`.
    pub format: String,
    /// Player names in seat order; seat 0 sits at the bottom of the screen.
    pub players: Vec<String>,
    /// Seeds every random result of the match. Kept below 2^53 so it survives JSON.
    #[ts(type = "number")]
    pub seed: u64,
    #[serde(default)]
    pub rules: serde_json::Value,
}

impl Setup {
    pub(crate) fn validate(&self, info: &GameInfo) -> Result<(), SetupError> {
        let given = self.players.len();
        if given < info.min_players || given > info.max_players {
            return Err(SetupError::PlayerCount {
                game: self.game.as_str().to_owned(),
                min: info.min_players,
                max: info.max_players,
                given,
            });
        }
        if let Some(seat) = self.players.iter().position(|p| p.trim().is_empty()) {
            return Err(SetupError::EmptyPlayerName(seat));
        }
        Ok(())
    }

    /// Reads the game's format rules, with defaults for anything missing.
    pub(crate) fn rules<T: serde::de::DeserializeOwned + Default>(&self) -> Result<T, SetupError> {
        if self.rules.is_null() {
            return Ok(T::default());
        }
        serde_json::from_value(self.rules.clone())
            .map_err(|e| SetupError::FormatRules(e.to_string()))
    }
}
