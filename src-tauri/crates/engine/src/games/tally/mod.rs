//! Tally: a game of counting, small enough to read at once, built only with the engine's
//! `test-game` feature. The shared tests run on it beside the real games, so a test that holds
//! only for the games shipped today (a count of four, a game's name) fails here rather than
//! when the next game is added. It has what a game may have and need not: seats from two to
//! three, a house rule, a rule a ruling waives, an end, a concession, and no cards.
//!
//! Each player in turn adds to their tally or passes the turn on (TALLY-TURN-1); the first to
//! reach the format's target wins (TALLY-WIN-1). Its rule texts are in `i18n/`, as a UI
//! plug-in's would be.

mod rule_ids;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use self::rule_ids::{TALLY_TURN_1, TALLY_WIN_1};
use crate::error::{Refusal, SetupError};
use crate::game::{check_seat, seats_where, Ctx, Game, HouseRuleBounds, Outcome, Standing};
use crate::label::Label;
use crate::rule_id::RuleId;

/// The tally game's rules.
pub struct Tally;

/// A format's numbers: the tally that wins.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
#[ts(rename = "TallyRules")]
pub struct Rules {
    pub target: i64,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { target: 10 }
    }
}

/// The bounds a table may set the target within, as house rules and the rule check share them.
const TARGET: HouseRuleBounds = HouseRuleBounds {
    rule: std::borrow::Cow::Borrowed("target"),
    min: 1,
    max: 99,
};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "TallyPlayer")]
pub struct Player {
    pub name: String,
    pub tally: i64,
    pub conceded: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "TallyState")]
pub struct State {
    pub target: i64,
    pub players: Vec<Player>,
    /// The seat whose turn it is.
    pub active: usize,
    pub turn: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "TallyAction")]
pub enum Action {
    /// `player` adds `amount` (negative takes away) to their tally.
    Add {
        player: usize,
        amount: i64,
    },
    /// The turn passes to the next seat.
    Pass,
    Concede {
        player: usize,
    },
}

impl Game for Tally {
    const ID: &'static str = "tally";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 3;
    const HAS_CARDS: bool = false;
    const HOUSE_RULES: &'static [HouseRuleBounds] = &[TARGET];
    const RULES: &'static [RuleId] = rule_ids::ALL;

    type State = State;
    type Action = Action;
    type Rules = Rules;
    type CardEntry = serde_json::Value;

    fn validate_rules(rules: &Rules) -> Result<(), Label> {
        crate::rules_problem::in_range("target", rules.target, TARGET.min, TARGET.max)
    }

    fn start(players: &[String], rules: Rules) -> Result<State, SetupError> {
        Ok(State {
            target: rules.target,
            players: players
                .iter()
                .map(|name| Player {
                    name: name.clone(),
                    tally: 0,
                    conceded: false,
                })
                .collect(),
            active: 0,
            turn: 1,
        })
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        ctx.require(Self::outcome(state).is_none(), TALLY_WIN_1, || {
            Label::new("tally.refusal.over")
        })?;
        match *action {
            Action::Add { player, amount } => {
                check_seat(player, state.players.len())?;
                if amount == 0 {
                    return Err(Refusal::zero_amount());
                }
                ctx.require(player == state.active, TALLY_TURN_1, || {
                    Label::new("tally.refusal.not_your_turn").num("player", player as i64)
                })?;
                let tally = &mut state.players[player].tally;
                *tally = tally.saturating_add(amount);
            }
            Action::Pass => {
                state.active = (state.active + 1) % state.players.len();
                if state.active == 0 {
                    state.turn += 1;
                }
            }
            Action::Concede { player } => {
                check_seat(player, state.players.len())?;
                state.players[player].conceded = true;
            }
        }
        Ok(())
    }

    fn acting_seat(action: &Action) -> Option<usize> {
        match *action {
            Action::Add { player, .. } | Action::Concede { player } => Some(player),
            Action::Pass => None,
        }
    }

    /// The first tally at the target wins (TALLY-WIN-1); with all but one conceded, the one
    /// left wins.
    fn outcome(state: &State) -> Option<Outcome> {
        if let Some(winner) = state.players.iter().position(|p| p.tally >= state.target) {
            return Some(Outcome {
                winners: vec![winner],
                rule: Some(TALLY_WIN_1.into()),
                reason: Label::new("tally.outcome.target").num("player", winner as i64),
            });
        }
        let left: Vec<usize> = seats_where(&state.players, |p| !p.conceded);
        (left.len() == 1).then(|| Outcome {
            winners: left,
            rule: None,
            reason: Label::new("tally.outcome.conceded"),
        })
    }

    fn describe(_before: &State, _after: &State, action: &Action) -> Label {
        match *action {
            Action::Add { player, amount } => Label::new("tally.log.add")
                .num("player", player as i64)
                .num("amount", amount),
            Action::Pass => Label::new("tally.log.pass"),
            Action::Concede { player } => {
                Label::new("tally.log.concede").num("player", player as i64)
            }
        }
    }

    fn candidate_actions(state: &State) -> Vec<Action> {
        let mut offered: Vec<Action> = (0..state.players.len())
            .map(|player| Action::Add { player, amount: 1 })
            .collect();
        offered.push(Action::Pass);
        offered
    }

    fn to_act(state: &State) -> Option<usize> {
        Some(state.active)
    }

    fn turn_and_phase(state: &State) -> (u32, &'static str) {
        (state.turn, "play")
    }

    fn standing(state: &State) -> Standing {
        Standing {
            first_player: Some(0),
            scores: state.players.iter().map(|p| p.tally).collect(),
            conceded: seats_where(&state.players, |p| p.conceded),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Dice;

    fn ctx() -> Ctx {
        Ctx::new(Dice::for_entry(1, 0), Vec::new())
    }

    fn table() -> State {
        Tally::start(&["Ann".into(), "Bo".into()], Rules { target: 3 }).expect("starts")
    }

    #[test]
    fn only_the_turn_player_adds_unless_a_ruling_waives_it() {
        let mut state = table();
        let refused = Tally::apply(
            &mut state,
            &Action::Add {
                player: 1,
                amount: 1,
            },
            &mut ctx(),
        )
        .expect_err("not Bo's turn");
        assert_eq!(refused.rule.as_deref(), Some("TALLY-TURN-1"));
        let mut ruling = Ctx::new(Dice::for_entry(1, 0), vec!["TALLY-TURN-1".into()]);
        Tally::apply(
            &mut state,
            &Action::Add {
                player: 1,
                amount: 2,
            },
            &mut ruling,
        )
        .expect("the ruling waives it");
        assert_eq!(state.players[1].tally, 2);
    }

    #[test]
    fn the_target_ends_the_game() {
        let mut state = table();
        Tally::apply(
            &mut state,
            &Action::Add {
                player: 0,
                amount: 3,
            },
            &mut ctx(),
        )
        .expect("adds");
        let outcome = Tally::outcome(&state).expect("over");
        assert_eq!(outcome.winners, vec![0]);
        let refused = Tally::apply(&mut state, &Action::Pass, &mut ctx()).expect_err("over");
        assert_eq!(refused.rule.as_deref(), Some("TALLY-WIN-1"));
    }
}
