//! A new match's setup from what a table chose (a game, one of its stored formats, the
//! players, house rules), and the house rules a match was played with, which a rematch keeps.

use serde_json::{Map, Value};
use tableside_engine::setup::{house_rules_of, with_house_rules};
use tableside_engine::{GameId, Setup, SetupError};

use crate::error::Result;
use crate::Store;

impl Store {
    /// The setup of a new match of `game` in the stored format `format`: the players' names
    /// trimmed, the format's rules with `house_rules` over them (the game then holds them to
    /// its own limits when the match starts), and `seed` for its random results.
    pub fn new_setup(
        &self,
        game: GameId,
        format: &str,
        players: &[String],
        house_rules: &Map<String, Value>,
        seed: u64,
    ) -> Result<Setup> {
        let stored = self.get_format(format)?;
        if stored.game != game {
            return Err(SetupError::FormatOfAnotherGame {
                format: format.to_owned(),
                game: game.as_str().to_owned(),
            }
            .into());
        }
        Ok(Setup {
            game,
            format: format.to_owned(),
            players: players.iter().map(|p| p.trim().to_owned()).collect(),
            seed,
            rules: with_house_rules(&stored.rules, house_rules)?,
        })
    }

    /// The house rules `setup` was played with: its rules that differ from its stored
    /// format's, so that [`Store::new_setup`] with them plays the same numbers again.
    pub fn house_rules_played(&self, setup: &Setup) -> Result<Map<String, Value>> {
        let format = self.get_format(&setup.format)?;
        Ok(house_rules_of(&format.rules, &setup.rules))
    }
}

#[cfg(test)]
#[path = "tests/setups.rs"]
mod tests;
