//! The Codex duel: two players, Souls on ranked soul slots, a Leader on its altar, Armaments,
//! Ambushes, the Cascade, the Elysium and the Exile. The engine enforces the catalog's `CDX-*`
//! rules: the board (CDX-BOARD-1), chapter 15 of the rules (moving cards: CDX-15.1 to
//! CDX-15.6) and the Cascade (CDX-CASCADE-1), on the engine's shared chain.
//!
//! The rest of the game (the turn's structure, recruiting costs, combat) is not in the seed
//! text: the table tracks it with neutral actions (a Soul recruited, damage, counters, a
//! resource count, the turn passed on), and a ruling applies anything a card says.
//!
//! Modules by concept: `rules` (the board and numbers), `state`, `action`, `apply` (dispatch),
//! `checks` (a seat, a slot, a cost), `moves` (Retract, Teleport, Exile, defeat, capture, Ambushes), `piles`
//! (deck and hand), `cascade`, `describe`, `candidates`.

mod action;
mod apply;
mod candidates;
mod cascade;
mod checks;
mod describe;
mod moves;
mod piles;
mod rule_ids;
mod rules;
mod state;
#[cfg(test)]
mod tests;

pub use action::{Action, SoulChange, Target};
pub use rules::{Rules, SlotSpec};
pub use state::{
    Ambush, CardId, CascadeLink, Leader, Phase, PlayerState, Slot, Soul, State, SEATS,
};

use self::rule_ids::CDX_15_4;
use crate::rule_id::RuleId;
use std::sync::Arc;

use crate::error::{FileActionError, Refusal, SetupError};
use crate::game::{seats_where, Ctx, Game, Outcome, Standing};
use crate::label::Label;

/// The Codex duel's rules.
pub struct Codex;

impl Game for Codex {
    const ID: &'static str = "codex";
    const MIN_PLAYERS: usize = SEATS;
    const MAX_PLAYERS: usize = SEATS;
    const RULES: &'static [RuleId] = rule_ids::ALL;
    const HAS_CARDS: bool = false;

    type State = State;
    type Action = Action;
    type Rules = Rules;
    type CardEntry = serde_json::Value;

    fn validate_rules(rules: &Rules) -> Result<(), crate::label::Label> {
        rules.validate()
    }

    fn start(names: &[String], rules: Rules) -> Result<State, SetupError> {
        let player = |name: &String| PlayerState {
            name: Arc::new(name.trim().to_owned()),
            deck: rules.deck_size - rules.starting_hand,
            hand: rules.starting_hand,
            resources: 0,
            shuffles: 0,
            slots: vec![Slot::default(); rules.slots.len()],
            leader: Leader::default(),
            elysium: Vec::new(),
            exile: Vec::new(),
            conceded: false,
        };
        let players: Vec<PlayerState> = names.iter().map(player).collect();
        let given = players.len();
        let players: [PlayerState; SEATS] =
            players.try_into().map_err(|_| SetupError::PlayerCount {
                game: Self::ID.to_owned(),
                min: SEATS,
                max: SEATS,
                given,
            })?;
        Ok(State {
            rules: Arc::new(rules),
            players,
            phase: Phase::Setup,
            active: 0,
            first_player: None,
            turn: 0,
            cascade: None,
            next_card: 0,
            events: Vec::new(),
        })
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        apply::apply(state, action, ctx)
    }

    /// A file numbers slots from 1, as the board and the messages do.
    fn to_file(action: &Action) -> Action {
        // A slot the engine never had (read from an older file as any number) may be the
        // largest number there is: it has no next to be written as, and is left as it is.
        action
            .with_slots(|slot| slot.checked_add(1).ok_or(()))
            .unwrap_or_else(|()| action.clone())
    }

    fn from_file(action: Action) -> Result<Action, FileActionError> {
        action.with_slots(|slot| {
            slot.checked_sub(1)
                .ok_or(FileActionError::SlotZero { game: "Codex" })
        })
    }

    fn acting_seat(action: &Action) -> Option<usize> {
        action.acting_seat()
    }

    /// Capturing a Leader ends the duel (CDX-15.4); so does a concession.
    fn outcome(state: &State) -> Option<Outcome> {
        if let Some(loser) = state.players.iter().position(|p| p.leader.captured) {
            return Some(Outcome {
                winners: vec![1 - loser],
                rule: Some(CDX_15_4.into()),
                reason: Label::new("codex.outcome.leader_captured").num("player", loser as i64),
            });
        }
        let loser = state.players.iter().position(|p| p.conceded)?;
        Some(Outcome {
            winners: vec![1 - loser],
            rule: None,
            reason: Label::new("codex.outcome.conceded").num("player", loser as i64),
        })
    }

    fn describe(before: &State, after: &State, action: &Action) -> Label {
        describe::describe(before, after, action)
    }

    fn candidate_actions(state: &State) -> Vec<Action> {
        candidates::candidate_actions(state)
    }

    /// The holder of priority while the Cascade is open (CDX-CASCADE-1), else the active
    /// player.
    fn to_act(state: &State) -> Option<usize> {
        state
            .cascade
            .as_deref()
            .and_then(|cascade| cascade.who_has_priority())
            .or(Some(state.active))
    }

    fn turn_and_phase(state: &State) -> (u32, &'static str) {
        (state.turn, state.phase.as_str())
    }

    /// The damage on each Leader: the duel is about capturing it (CDX-15.4).
    fn standing(state: &State) -> Standing {
        Standing {
            first_player: state.first_player,
            scores: state
                .players
                .iter()
                .map(|p| i64::from(p.leader.damage))
                .collect(),
            conceded: seats_where(&state.players, |p| p.conceded),
        }
    }
}
