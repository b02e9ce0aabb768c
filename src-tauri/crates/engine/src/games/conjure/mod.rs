//! Conjure The Chaos: a table tracker that enforces the rules of the catalog's `CTC-*` entries.
//!
//! The table plays with real cards; the engine keeps the public state (life, crystal pools,
//! deck and hand counts, the Crystal Towers, the creatures on the field, the Chaos cards on
//! the table, quests and their bonuses, the turn) and refuses what the rules forbid, each
//! refusal naming its rule so that a ruling can override it.
//!
//! Modules by concept: `setup` (tribes, first player, tower draft, opening hands), `turn`
//! (phases, draws, the hand limit), `crystals`, `creatures` (summons, damage, twist abilities,
//! keywords), `combat` (the steps of an attack), `resolver` (its outcome), `chaos` (the Chaos
//! deck and its effect vocabulary), `quests` (detection and bonuses), `deck` (legality),
//! `cards` (the card model), `describe` (log lines), `candidates` (the offered actions).
//!
//! Deck legality (CTC-DECK-1, CTC-DECK-2) is a pure function over the card data:
//! [`check_deck`].

mod action;
mod apply;
mod candidates;
mod cards;
mod chaos;
mod combat;
mod creatures;
mod crystals;
mod deck;
mod describe;
mod quests;
mod resolver;
mod rules;
mod serde_arc;
mod setup;
mod state;
#[cfg(test)]
mod tests;
mod turn;

pub use action::{Action, FirstPlayerMethod};
pub use cards::{
    Ability, Card, CardKind, ChaosCard, ChaosEffect, ChaosKind, CreatureCard, Keyword, Who,
};
pub use chaos::{ChaosTable, Countdown, Monster, Relic};
pub use combat::{AttackDeclaration, CombatAttack, PendingCombat, Target};
pub use creatures::{Creature, Unblockable, Zone};
pub use deck::{check_deck, DeckEntry, DeckList, DeckProblem, DeckZone};
pub use quests::{Reward, Tribe};
pub use resolver::{CombatOutcome, CreatureResult, MonsterResult, PlayerResult, TowerCapture};
pub use rules::Rules;
pub use setup::Tower;
pub use state::{Color, CrystalPool, Phase, PlayerState, Quest, State};

use std::sync::Arc;

use crate::error::{Refusal, SetupError};
use crate::game::{Ctx, Game, GameId, GameInfo, Outcome};
use crate::label::Label;
use crate::setup::Setup;

/// The Conjure The Chaos rules.
pub struct Conjure;

impl Game for Conjure {
    type State = State;
    type Action = Action;

    fn info() -> GameInfo {
        GameInfo {
            id: GameId::Conjure,
            min_players: 2,
            max_players: 4,
            playable: true,
        }
    }

    fn start(setup: &Setup) -> Result<State, SetupError> {
        let rules: Rules = setup.rules()?;
        rules.validate().map_err(SetupError::FormatRules)?;
        let players = setup
            .players
            .iter()
            .map(|name| PlayerState {
                name: Arc::new(name.trim().to_owned()),
                life: rules.starting_life,
                crystals: Color::ALL.map(|color| CrystalPool {
                    color,
                    total: 0,
                    spent: 0,
                    gained: 0,
                }),
                quests: Vec::new(),
                deck: rules.deck_size.saturating_sub(rules.starting_hand),
                hand: rules.starting_hand,
                empty_draws: 0,
                out: false,
                tribe: None,
                redrew: false,
                discard: 0,
                summoned_this_turn: 0,
                relics: Vec::new(),
                rewards: Vec::new(),
                monsters_defeated: 0,
            })
            .collect();
        let count = setup.players.len();
        Ok(State {
            towers: std::sync::Arc::new(setup::towers_for(count, rules.towers_per_player)),
            chaos: ChaosTable::new(rules.chaos_decks(count), rules.chaos_deck_size),
            rules,
            players,
            first_player: None,
            active: 0,
            turn: 0,
            round: 0,
            phase: Phase::Setup,
            recharged: false,
            drew: false,
            drew_chaos: false,
            attacked: false,
            draft_order: Vec::new(),
            creatures: Vec::new(),
            pending_combat: None,
            next_id: 0,
            events: Vec::new(),
        })
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        apply::apply(state, action, ctx)
    }

    /// CTC-WIN-1: the last player standing wins, and so does the first to complete all four
    /// quests (or, in an edition with Monsters, to defeat enough of them). Everyone out at once
    /// is a draw.
    fn outcome(state: &State) -> Option<Outcome> {
        if let Some(seat) = state
            .players
            .iter()
            .position(|p| p.quests.len() >= Quest::ALL.len())
        {
            return Some(Outcome {
                winners: vec![seat],
                rule: Some("CTC-WIN-1".into()),
                reason: Label::new("outcome.conjure.all_quests").num("player", seat as i64),
            });
        }
        if let Some(needed) = state.rules.monster_wins {
            if let Some(seat) = state
                .players
                .iter()
                .position(|p| !p.out && needed > 0 && p.monsters_defeated >= needed)
            {
                return Some(Outcome {
                    winners: vec![seat],
                    rule: Some("CTC-WIN-1".into()),
                    reason: Label::new("outcome.conjure.monsters")
                        .num("player", seat as i64)
                        .num("count", needed.into()),
                });
            }
        }
        // Whether none or one is left, without collecting them: this runs before every action.
        let mut remaining = state.remaining();
        match (remaining.next(), remaining.next()) {
            (None, _) => Some(Outcome {
                winners: Vec::new(),
                rule: Some("CTC-WIN-1".into()),
                reason: Label::new("outcome.draw"),
            }),
            (Some(seat), None) => Some(Outcome {
                winners: vec![seat],
                rule: Some("CTC-WIN-1".into()),
                reason: Label::new("outcome.conjure.last_standing").num("player", seat as i64),
            }),
            (Some(_), Some(_)) => None,
        }
    }

    fn describe(before: &State, after: &State, action: &Action) -> Label {
        describe::describe(before, after, action)
    }

    fn candidate_actions(state: &State) -> Vec<Action> {
        candidates::candidate_actions(state)
    }

    fn turn_and_phase(state: &State) -> (u32, &'static str) {
        (state.turn, state.phase.as_str())
    }
}
