//! A match's setup: everything needed, with the log, to rebuild its state.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::SetupError;
use crate::games::{GameId, GameInfo, GameState};

/// Who plays what, with which format rules and which seed.
///
/// `rules` carries the format's numbers (starting life, caps, deck sizes) so that a match
/// file replays the same even after the shipped format data changes. Missing values take
/// the game's defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Setup {
    pub game: GameId,
    /// The format's ID in the card data, `<game>-<name>` (the game's ID first).
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

    /// The state before the first action: the game must be playable and the seats within its
    /// range; then the game reads its format rules (an unknown rule is refused).
    pub(crate) fn start(&self) -> Result<GameState, SetupError> {
        let info = self.game.info();
        if !info.playable {
            return Err(SetupError::GameNotPlayable(self.game.as_str().to_owned()));
        }
        self.validate(&info)?;
        GameState::start(self.game, &self.players, &self.rules)
    }
}
