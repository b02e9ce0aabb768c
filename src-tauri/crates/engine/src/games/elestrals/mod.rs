//! Elestrals: a table tracker that enforces every rule of the catalog's `ELE-*` entries.
//!
//! The table plays with real cards; the engine keeps the public state (Spirit Decks by
//! element, deck and hand counts, Underworlds, the field, the chain, the turn) and refuses
//! what the rules forbid, each refusal naming its rule so that a ruling can override it. What a
//! card's own text does is applied by the table with plain actions: stat changes, Nexus, moves
//! between zones, count corrections.
//!
//! A Cast, an Ascend, a Set, a battle, an effect or a Search is paid for when announced and
//! opens a chain; it takes effect when its link resolves (see the `chain` module).
//!
//! Deck legality (ELE-DECK-1 to ELE-DECK-3) is a pure function over the card data:
//! [`check_deck`].
//!
//! ```
//! use tableside_engine::games::elestrals::{self, CardClass, CardFace, CastSpec, CostSymbol};
//! use tableside_engine::games::elestrals::{Element, Pile, Spirits};
//! use tableside_engine::{Action, GameAction, GameId, GameState, Match, Setup};
//!
//! let setup = Setup {
//!     game: GameId::Elestrals,
//!     format: "elestrals-standard".into(),
//!     players: vec!["Ana".into(), "Ben".into()],
//!     seed: 7,
//!     rules: serde_json::json!({"spirit_decks": [{"fire": 20}, {"water": 20}]}),
//! };
//! let mut table = Match::new(setup)?;
//! let play = |action| Action::Play { play: GameAction::Elestrals(action) };
//! for action in [
//!     elestrals::Action::SetFirstPlayer { player: 0 },
//!     elestrals::Action::Draw,
//!     elestrals::Action::NextPhase,
//! ] {
//!     table.apply(play(action), 0)?;
//! }
//! let cinder = CardFace {
//!     cost: Some(vec![CostSymbol::Fire, CostSymbol::Omni]),
//!     attack: Some(3),
//!     defense: Some(2),
//!     ..CardFace::named("Cinder", CardClass::Elestral)
//! };
//! let cast = |spirits| {
//!     Box::new(CastSpec {
//!         player: None,
//!         card: cinder.clone(),
//!         slot: None,
//!         spirits,
//!         disenchant: Vec::new(),
//!         position: None,
//!         empower: None,
//!         from: Pile::Hand,
//!     })
//! };
//!
//! // One Spirit for a two-Spirit cost is refused by rule ELE-CAST-2.
//! let short = play(elestrals::Action::Cast(cast(Spirits::of(Element::Fire, 1))));
//! assert_eq!(table.apply(short, 1).unwrap_err().rule.as_deref(), Some("ELE-CAST-2"));
//!
//! // Paid in full, the Cast opens a chain; once nobody answers, Cinder is on the field.
//! table.apply(play(elestrals::Action::Cast(cast(Spirits::of(Element::Fire, 2)))), 2)?;
//! table.apply(play(elestrals::Action::ResolveChain), 3)?;
//! let GameState::Elestrals(state) = table.state() else { unreachable!() };
//! assert_eq!(state.players[0].elestrals[0].as_ref().map(|c| c.name()), Some("Cinder"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod apply;
mod battle;
mod candidates;
mod card_entry;
mod card_fields;
mod card_id;
mod cards;
mod cast;
mod chain;
mod chain_link;
mod checks;
mod corrections;
mod deck;
mod deck_file;
mod describe;
mod effect;
mod end;
mod field;
mod field_card;
mod nexus;
mod position;
mod resolution;
mod rule_ids;
mod rules;
mod spirits;
mod state;
mod stats;
#[cfg(test)]
mod tests;
mod turn;
mod underworld;

pub use crate::date::{Date, DateError};
pub use action::{
    Action, AscendSpec, AtOnceStep, AttackTarget, CastSpec, EffectTiming, FirstPlayerMethod, Pile,
    SpiritPile, SpiritTake,
};
pub use card_entry::CardEntry;
pub use cards::{Card, CardClass, CardFace, LegalStatus, Legality, Rarity};
pub use chain_link::ChainLink;
pub use deck::{check_deck, DeckEntry, DeckList, DeckProblem, FormatRules};
pub use describe::{link_label, spirits_label};
pub use rules::{Rules, SpiritDeckDamage};
pub use spirits::{fit_cost, CostFit, CostSymbol, Element, Spirits};
pub use state::{
    CardId, CardStatus, FieldCard, Loss, PendingExpend, Phase, PlayerState, Position, Row, State,
    SEATS,
};
pub use stats::{Duration, Stat, StatChange, StatModifier};
pub use underworld::Underworld;

use crate::odds::DrawPlan;
use crate::rule_id::RuleId;
use std::sync::Arc;

use crate::card_record::{CardProblem, CardRecord};
use crate::deck::{CardDataError, CheckOptions, Checked, DeckError, DeckFile};
use crate::error::{Refusal, RulesError, SetupError};
use crate::game::{seats_where, Ctx, Game, Outcome, Standing};
use crate::label::Label;
use crate::rules_problem::in_range;

/// The Elestrals rules.
pub struct Elestrals;

impl Game for Elestrals {
    const ID: &'static str = "elestrals";
    const MIN_PLAYERS: usize = SEATS;
    const MAX_PLAYERS: usize = SEATS;
    const RULES: &'static [RuleId] = rule_ids::ALL;
    const CARD_FIELDS: &'static [crate::card_query::CardField] = card_fields::CARD_FIELDS;
    const DECK_FILE_HELP: &'static str = deck_file::DECK_FILE_HELP;

    type State = State;
    type Action = Action;
    type Rules = Rules;
    type CardEntry = CardEntry;

    fn validate_rules(rules: &Rules) -> Result<(), Label> {
        let count = |slots: usize| i64::try_from(slots).unwrap_or(i64::MAX);
        let max_slots = count(rules::MAX_SLOTS);
        in_range("elestral_slots", count(rules.elestral_slots), 1, max_slots)?;
        in_range("rune_slots", count(rules.rune_slots), 1, max_slots)?;
        for (name, pile) in [
            ("main_deck", rules.main_deck),
            ("starting_hand", rules.starting_hand),
            ("spirit_deck", rules.spirit_deck),
        ] {
            in_range(name, i64::from(pile), 0, i64::from(rules::MAX_PILE))?;
        }
        Ok(())
    }

    fn start(names: &[String], rules: Rules) -> Result<State, SetupError> {
        if !rules.spirit_decks.is_empty() && rules.spirit_decks.len() != names.len() {
            return Err(SetupError::FormatRules(RulesError::Refused(
                Label::new("rules_problem.elestrals.spirit_decks")
                    .num("decks", rules.spirit_decks.len() as i64)
                    .num("players", names.len() as i64),
            )));
        }
        let players: Vec<PlayerState> = names
            .iter()
            .enumerate()
            .map(|(seat, name)| PlayerState {
                name: Arc::new(name.trim().to_owned()),
                spirit_deck: rules.spirit_decks.get(seat).copied().unwrap_or_default(),
                main_deck: rules.main_deck.saturating_sub(rules.starting_hand),
                hand: rules.starting_hand.min(rules.main_deck),
                underworld: Underworld::default(),
                underworld_spirits: Spirits::NONE,
                elestrals: Arc::new(vec![None; rules.elestral_slots]),
                runes: Arc::new(vec![None; rules.rune_slots]),
                shuffles: 0,
                lost: None,
            })
            .collect();
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
            stadium: None,
            first_player: None,
            active: 0,
            turn: 0,
            phase: Phase::Setup,
            drew: false,
            normal_cast_used: false,
            active_effects_used: Vec::new(),
            chain: None,
            pending_expend: None,
            next_card_id: 0,
            next_modifier: 0,
        })
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        apply::apply(state, action, ctx)
    }

    fn acting_seat(action: &Action) -> Option<usize> {
        action.acting_seat()
    }

    fn outcome(state: &State) -> Option<Outcome> {
        end::outcome(state)
    }

    fn describe(before: &State, after: &State, action: &Action) -> Label {
        describe::describe(before, after, action)
    }

    fn candidate_actions(state: &State) -> Vec<Action> {
        candidates::candidate_actions(state)
    }

    /// The holder of priority while a chain is open (ELE-CHAIN-2), else the turn player.
    fn to_act(state: &State) -> Option<usize> {
        state
            .chain
            .as_deref()
            .and_then(|chain| chain.who_has_priority())
            .or(Some(state.active))
    }

    fn turn_and_phase(state: &State) -> (u32, &'static str) {
        (state.turn, state.phase.as_str())
    }

    fn next_phase() -> Option<Action> {
        Some(Action::NextPhase)
    }

    /// Spirits left in the Spirit Deck: running out of them loses (ELE-END-1).
    fn standing(state: &State) -> Standing {
        Standing {
            first_player: state.first_player,
            scores: state
                .players
                .iter()
                .map(|p| i64::from(p.spirit_deck.total()))
                .collect(),
            conceded: seats_where(&state.players, |p| p.lost == Some(Loss::Conceded)),
        }
    }

    fn card_record(entry: CardEntry) -> Result<CardRecord, Vec<CardProblem>> {
        card_entry::card_record(entry)
    }

    /// A card's face, from the card data: what casting and setting carry.
    fn card_face(record: &CardRecord) -> Option<Result<serde_json::Value, CardDataError>> {
        Some(card_entry::card_of(record).and_then(|card| {
            serde_json::to_value(cards::CardFace::from(&card)).map_err(|e| {
                CardDataError::UnreadableCard {
                    id: record.id.clone(),
                    reason: e.to_string(),
                }
            })
        }))
    }

    /// ELE-TURN-1: the opening hand from the Main Deck and a card in each Draw Phase; the first
    /// player's first draw as the format says.
    fn draw_plan(rules: &Rules) -> Option<DrawPlan> {
        Some(DrawPlan {
            zone: "main",
            hand: rules.starting_hand,
            per_turn: 1,
            first_player_draws: rules.first_turn_draw,
        })
    }

    /// Spirits make the Spirit Deck, every other card the Main Deck (ELE-DECK-1).
    fn deck_zone(kind: &str) -> Option<&'static str> {
        Some(deck_file::zone_of_kind(kind))
    }

    fn check_deck(
        deck: &DeckFile,
        format: &str,
        rules: Rules,
        cards: &[CardRecord],
        options: &CheckOptions,
    ) -> Result<Checked, DeckError> {
        deck_file::check_deck_file(deck, format, rules, cards, options)
    }
}
