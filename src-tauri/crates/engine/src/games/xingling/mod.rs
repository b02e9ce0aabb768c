//! 星灵: a seat-based game for 2 to 8 players, with distance and attack range, knock-outs and
//! victory points. The engine enforces the catalog's `XL-*` rules (the glossary in
//! `xingling-glossary.zh.txt`): rounds and turns, 灵力 and its cap, damage and loss, knock-outs,
//! distance, attacks, victory points, the field and standby, summoning, 置换, 判定, the zones.
//!
//! What the glossary leaves open (the victory-point threshold, the starting 灵力, the caps, the
//! card list) is format data; cards are entered by name with their numbers as they are
//! contracted.
//!
//! Modules by concept: `rules`, `state`, `action`, `apply` (dispatch and shared checks),
//! `turn` (rounds, turns, the hand limit), `ling` (灵力, damage, knock-outs, victory points),
//! `spirits` (contract, summon, attack, 置换), `describe`, `candidates`.

mod action;
mod apply;
mod candidates;
mod describe;
mod ling;
mod rule_ids;
mod rules;
mod spirits;
mod state;
#[cfg(test)]
mod tests;
mod turn;

pub use action::{Action, Payment};
pub use rules::Rules;
pub use state::{PendingKnockOut, Phase, PlayerState, Spirit, State, Step, Zones};

use self::rule_ids::XL_VP_1;
use crate::rule_id::RuleId;
use std::borrow::Cow;
use std::sync::Arc;

use crate::error::{Refusal, SetupError};
use crate::game::{Ctx, Game, HouseRuleBounds, Outcome, Standing};
use crate::label::Label;

/// The 星灵 rules.
pub struct Xingling;

impl Game for Xingling {
    const ID: &'static str = "xingling";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 8;
    const RULES: &'static [RuleId] = rule_ids::ALL;
    const HOUSE_RULES: &'static [HouseRuleBounds] = &[HouseRuleBounds {
        rule: Cow::Borrowed("vp_to_win"),
        min: 1,
        max: rules::MAX_VP_TO_WIN as i64,
    }];
    const HAS_CARDS: bool = false;

    type State = State;
    type Action = Action;
    type Rules = Rules;
    type CardEntry = serde_json::Value;

    fn validate_rules(rules: &Rules) -> Result<(), crate::label::Label> {
        rules.validate()
    }

    fn start(names: &[String], rules: Rules) -> Result<State, SetupError> {
        let players: Vec<PlayerState> = names
            .iter()
            .enumerate()
            .map(|(seat, name)| {
                let cap = rules.cap_of(seat);
                PlayerState {
                    name: Arc::new(name.trim().to_owned()),
                    ling: rules.starting_ling.min(cap),
                    cap,
                    vp: 0,
                    hand: rules.starting_hand,
                    knocked_out: false,
                    field: Vec::new(),
                    standby: Vec::new(),
                    judgement: 0,
                    attached: 0,
                    hand_limit: None,
                }
            })
            .collect();
        let dealt = rules.starting_hand.saturating_mul(players.len() as u32);
        let mut state = State {
            zones: state::Zones {
                general_deck: rules.general_deck.saturating_sub(dealt),
                discard_pile: 0,
                event_deck: rules.event_deck,
                event: None,
                graveyard: Arc::new(Vec::new()),
            },
            rules: Arc::new(rules),
            players,
            phase: Phase::Setup,
            step: Step::TurnStart,
            active: 0,
            first_player: 0,
            round: 0,
            turn: 0,
            turns_this_round: 0,
            judgement_roll: None,
            discard_due: 0,
            overflow: None,
            contracting: None,
            pending_knock_out: None,
            distances: Vec::new(),
            reach: Vec::new(),
            events: Vec::new(),
        };
        state.refresh_distances();
        state.refresh_reach();
        Ok(state)
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        apply::apply(state, action, ctx)
    }

    fn acting_seat(action: &Action) -> Option<usize> {
        action.acting_seat()
    }

    /// The first to reach the threshold wins (XL-VP-1).
    fn outcome(state: &State) -> Option<Outcome> {
        let threshold = state.rules.vp_to_win;
        let winner = state.players.iter().position(|p| p.vp >= threshold)?;
        Some(Outcome {
            winners: vec![winner],
            rule: Some(XL_VP_1.into()),
            reason: Label::new("xingling.outcome.vp")
                .num("player", winner as i64)
                .num("vp", i64::from(state.players[winner].vp)),
        })
    }

    fn describe(before: &State, after: &State, action: &Action) -> Label {
        describe::describe(before, after, action)
    }

    fn candidate_actions(state: &State) -> Vec<Action> {
        candidates::candidate_actions(state)
    }

    fn to_act(state: &State) -> Option<usize> {
        Some(state.active)
    }

    fn turn_and_phase(state: &State) -> (u32, &'static str) {
        (state.turn, state.phase_name())
    }

    fn next_phase() -> Option<Action> {
        Some(Action::NextPhase)
    }

    /// Victory points decide the match (XL-VP-1).
    fn standing(state: &State) -> Standing {
        Standing {
            first_player: (state.phase != Phase::Setup).then_some(state.first_player),
            scores: state.players.iter().map(|p| i64::from(p.vp)).collect(),
            conceded: Vec::new(),
        }
    }
}

impl State {
    /// The phase's name for log separators: the round's phase, or the turn's step while the
    /// turns run.
    pub fn phase_name(&self) -> &'static str {
        match self.phase {
            Phase::Setup => "setup",
            Phase::RoundStart => "round_start",
            Phase::RoundProceed => self.step.as_str(),
            Phase::RoundEnd => "round_end",
        }
    }
}
