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
//!
//! ```
//! use tableside_engine::{Action, GameAction, GameId, Match, Setup};
//! use tableside_engine::games::conjure::{self, FirstPlayerMethod};
//!
//! let setup = Setup {
//!     game: GameId::Conjure,
//!     format: "conjure-standard".into(),
//!     players: vec!["Ana".into(), "Ben".into()],
//!     seed: 7,
//!     rules: serde_json::Value::Null,
//! };
//! let mut table = Match::new(setup).unwrap();
//! let pick = conjure::Action::PickFirstPlayer { method: FirstPlayerMethod::Coin };
//! table.apply(Action::Play { play: GameAction::Conjure(pick) }, 0).unwrap();
//!
//! // Drawing during the Recharge phase is refused by rule CTC-TURN-1.
//! let draw = Action::Play { play: GameAction::Conjure(conjure::Action::Draw) };
//! let refusal = table.apply(draw, 1).unwrap_err();
//! assert_eq!(refusal.rule.as_deref(), Some("CTC-TURN-1"));
//! assert_eq!(table.log().len(), 1);
//! ```

mod abilities;
mod action;
mod apply;
mod candidates;
mod card_entry;
mod card_fields;
mod cards;
mod chaos;
mod checks;
mod combat;
mod creatures;
mod crystals;
mod deck;
mod deck_file;
mod describe;
mod quests;
mod resolver;
mod rule_ids;
mod rules;
mod setup;
mod state;
#[cfg(test)]
mod tests;
mod turn;

pub use action::{Action, FirstPlayerMethod};
pub use card_entry::CardEntry;
pub use cards::{
    Ability, Card, CardKind, ChaosCard, ChaosEffect, ChaosKind, Color, CreatureCard, Keyword,
    Quest, Who,
};
pub use deck::{check_deck, DeckEntry, DeckList, DeckProblem, DeckZone};
pub use rules::Rules;
pub use state::{
    AttackDeclaration, ChaosTable, CombatAttack, CombatOutcome, Countdown, Creature,
    CreatureResult, CrystalPool, Monster, MonsterResult, PendingCombat, Phase, PlayerResult,
    PlayerState, Relic, Reward, State, Target, Tower, TowerCapture, Tribe, Unblockable, Zone,
};

use self::rule_ids::CTC_WIN_1;
use crate::odds::DrawPlan;
use crate::rule_id::RuleId;
use std::borrow::Cow;
use std::sync::Arc;

use crate::card_record::{CardProblem, CardRecord};
use crate::deck::{CheckOptions, Checked, DeckError, DeckFile};
use crate::error::{Refusal, SetupError};
use crate::game::{seats_where, Ctx, Game, HouseRuleBounds, Outcome, Standing};
use crate::label::Label;

/// The Conjure The Chaos rules.
pub struct Conjure;

impl Game for Conjure {
    const ID: &'static str = "conjure";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 4;
    const RULES: &'static [RuleId] = rule_ids::ALL;
    const CARD_FIELDS: &'static [crate::card_query::CardField] = card_fields::CARD_FIELDS;
    const HOUSE_RULES: &'static [HouseRuleBounds] = &[HouseRuleBounds {
        rule: Cow::Borrowed("starting_life"),
        min: 1,
        max: rules::MAX_STARTING_LIFE as i64,
    }];
    const DECK_FILE_HELP: &'static str = deck_file::DECK_FILE_HELP;

    type State = State;
    type Action = Action;
    type Rules = Rules;
    type CardEntry = CardEntry;

    fn validate_rules(rules: &Rules) -> Result<(), crate::label::Label> {
        rules.validate()
    }

    fn start(names: &[String], rules: Rules) -> Result<State, SetupError> {
        let players = names
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
        let count = names.len();
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
            discard_due: 0,
            next_id: 0,
            events: Vec::new(),
        })
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        apply::apply(state, action, ctx)
    }

    fn acting_seat(action: &Action) -> Option<usize> {
        action.acting_seat()
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
                rule: Some(CTC_WIN_1.into()),
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
                    rule: Some(CTC_WIN_1.into()),
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
                rule: Some(CTC_WIN_1.into()),
                reason: Label::new("outcome.draw"),
            }),
            (Some(seat), None) => Some(Outcome {
                winners: vec![seat],
                rule: Some(CTC_WIN_1.into()),
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

    /// The active player: a combat's blocks are the table's to pass by a tap on the clock.
    fn to_act(state: &State) -> Option<usize> {
        Some(state.active)
    }

    fn turn_and_phase(state: &State) -> (u32, &'static str) {
        (state.turn, state.phase.as_str())
    }

    fn next_phase() -> Option<Action> {
        Some(Action::NextPhase)
    }

    /// Life is the number a Conjure player names first; a player out with life left conceded.
    fn standing(state: &State) -> Standing {
        Standing {
            first_player: state.first_player,
            scores: state.players.iter().map(|p| i64::from(p.life)).collect(),
            conceded: seats_where(&state.players, |p| p.out && p.life > 0),
        }
    }

    fn card_record(entry: CardEntry) -> Result<CardRecord, Vec<CardProblem>> {
        card_entry::card_record(entry)
    }

    /// CTC-SETUP-3 and CTC-DRAW-1: the opening hand from the player deck, a card each turn, none
    /// for the first player on round one.
    fn draw_plan(rules: &Rules) -> Option<DrawPlan> {
        Some(DrawPlan {
            zone: "player",
            hand: rules.starting_hand,
            per_turn: 1,
            first_player_draws: false,
        })
    }

    /// Chaos cards go to the Chaos deck, every other card to the player deck.
    fn deck_zone(kind: &str) -> Option<&'static str> {
        Some(deck_file::zone_of_kind(kind))
    }

    fn check_deck(
        deck: &DeckFile,
        _format: &str,
        rules: Rules,
        cards: &[CardRecord],
        options: &CheckOptions,
    ) -> Result<Checked, DeckError> {
        deck_file::check_deck_file(deck, rules, cards, options)
    }
}
