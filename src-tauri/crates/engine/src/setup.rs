//! A match's setup: everything needed, with the log, to rebuild its state.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{HouseRuleProblem, SetupError};
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

/// The table's own changes to a format's numbers (a starting life of 40, a race to 5 victory
/// points): each names a rule the format sets and gives a value of the same kind, and the
/// result is the setup's `rules`. The game then reads them as it reads any format's rules, so
/// its own limits still apply (a starting life of at least 1, CTC-SETUP-1).
pub fn with_house_rules(
    format_rules: &serde_json::Value,
    changes: &serde_json::Map<String, serde_json::Value>,
) -> Result<serde_json::Value, SetupError> {
    let mut rules = format_rules.clone();
    if changes.is_empty() {
        return Ok(rules);
    }
    let Some(table) = rules.as_object_mut() else {
        return Err(SetupError::HouseRule {
            rule: changes.keys().next().cloned().unwrap_or_default(),
            problem: HouseRuleProblem::NoRules,
        });
    };
    for (rule, value) in changes {
        let Some(current) = table.get_mut(rule) else {
            return Err(SetupError::HouseRule {
                rule: rule.clone(),
                problem: HouseRuleProblem::NoSuchRule,
            });
        };
        if !same_kind(current, value) {
            return Err(SetupError::HouseRule {
                rule: rule.clone(),
                problem: HouseRuleProblem::OtherKind {
                    given: value.to_string(),
                    expected: current.to_string(),
                },
            });
        }
        *current = value.clone();
    }
    Ok(rules)
}

/// The house rules a match was played by: the rules of `played` that differ from the format's,
/// so that [`with_house_rules`] over the format gives `played` back (a rematch keeps them).
pub fn house_rules_of(
    format_rules: &serde_json::Value,
    played: &serde_json::Value,
) -> serde_json::Map<String, serde_json::Value> {
    let (Some(format), Some(played)) = (format_rules.as_object(), played.as_object()) else {
        return serde_json::Map::new();
    };
    played
        .iter()
        .filter(|(rule, value)| format.get(*rule).is_some_and(|given| given != *value))
        .map(|(rule, value)| (rule.clone(), value.clone()))
        .collect()
}

/// Whole numbers stay whole numbers; otherwise the JSON kinds match.
fn same_kind(format: &serde_json::Value, table: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (format, table) {
        (Value::Number(a), Value::Number(b)) => a.is_f64() == b.is_f64(),
        (Value::Bool(_), Value::Bool(_)) | (Value::String(_), Value::String(_)) => true,
        _ => false,
    }
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

#[cfg(test)]
#[path = "tests/setup.rs"]
mod tests;
