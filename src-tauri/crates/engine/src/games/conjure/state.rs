//! What the table tracks in a game of Conjure The Chaos.
//!
//! What each mechanic leaves on the table (creatures, the Chaos table, a pending combat, a
//! tribe and its bonuses) is in a module of its own below this one, beside the state that holds
//! it: the mechanics read it from here, and the state reads no mechanic.

mod chaos_table;
mod combat;
mod creature;
mod quest;

pub use self::chaos_table::{ChaosTable, Countdown, Monster, Relic};
pub use self::combat::{
    AttackDeclaration, CombatAttack, CombatOutcome, CreatureResult, MonsterResult, PendingCombat,
    PlayerResult, Target, TowerCapture,
};
pub use self::creature::{Creature, Unblockable, Zone};
pub use self::quest::{Reward, Tribe};

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::cards::{Color, Quest};
use super::rules::Rules;
use crate::label::Label;

/// The phases of a turn in order (CTC-TURN-1), after the set-up phases before the first turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjurePhase")]
pub enum Phase {
    /// Before the first turn: tribes are chosen and a die or coin picks who goes first
    /// (CTC-SETUP-2).
    Setup,
    /// A guided set-up only: the Crystal Tower draft (CTC-SETUP-2).
    TowerDraft,
    /// A guided set-up only: the opening hands and their one redraw (CTC-SETUP-3).
    OpeningHands,
    Recharge,
    Reset,
    Upkeep,
    Draw,
    Action,
    End,
}

impl Phase {
    /// Whether this is a phase of the set-up, before the first turn.
    pub fn is_setup(self) -> bool {
        matches!(self, Phase::Setup | Phase::TowerDraft | Phase::OpeningHands)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::TowerDraft => "tower_draft",
            Phase::OpeningHands => "opening_hands",
            Phase::Recharge => "recharge",
            Phase::Reset => "reset",
            Phase::Upkeep => "upkeep",
            Phase::Draw => "draw",
            Phase::Action => "action",
            Phase::End => "end",
        }
    }

    /// The phase after this one within a turn; `None` after End (the turn passes). The set-up
    /// phases lead to the first turn's Recharge (the set-up module decides which are played).
    pub fn next(self) -> Option<Phase> {
        match self {
            Phase::Setup | Phase::TowerDraft | Phase::OpeningHands => Some(Phase::Recharge),
            Phase::Recharge => Some(Phase::Reset),
            Phase::Reset => Some(Phase::Upkeep),
            Phase::Upkeep => Some(Phase::Draw),
            Phase::Draw => Some(Phase::Action),
            Phase::Action => Some(Phase::End),
            Phase::End => None,
        }
    }
}

/// A Crystal Tower (CTC-SETUP-2, CTC-TOWER-1). Its index in `State::towers` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureTower")]
pub struct Tower {
    /// The crystal it stands for; the card data's tower of that crystal has its text.
    pub crystal: Color,
    /// Who controls it; `None` while it lies face down, not drafted yet.
    pub controller: Option<usize>,
}

/// One color of a player's crystal pool. `spent` of `total` are used this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct CrystalPool {
    pub color: Color,
    pub total: u8,
    pub spent: u8,
    /// Crystals of this color gained so far in the match, by recharges and effects alike
    /// (the Tribal Quest counts them, CTC-QUEST-1).
    #[serde(default)]
    pub gained: u32,
}

impl CrystalPool {
    pub fn unspent(&self) -> u8 {
        self.total.saturating_sub(self.spent)
    }
}

/// A player's side of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjurePlayer")]
pub struct PlayerState {
    // Shared between copies of the state: it never changes in play, and the state is copied
    // for every action.
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub name: Arc<String>,
    pub life: i32,
    /// Black, blue, green, red, in that order.
    // An array, not a vector: the state is copied for every action, and a vector would be one
    // more allocation each time. Outside Rust it is still a list.
    #[ts(as = "Vec<CrystalPool>")]
    #[schemars(with = "Vec<CrystalPool>")]
    pub crystals: [CrystalPool; 4],
    /// The quests completed, in the order they were completed.
    pub quests: Vec<Quest>,
    /// Cards left in the player deck.
    pub deck: u32,
    /// Cards in hand.
    pub hand: u32,
    /// How many times this player has had to draw from an empty deck (CTC-DRAW-2).
    pub empty_draws: u32,
    /// Out of the game: life 0 or conceded.
    pub out: bool,
    /// The player's tribe, which decides the Tribal Quest (CTC-QUEST-1).
    #[serde(default)]
    pub tribe: Option<Tribe>,
    /// Whether the player took the one opening-hand redraw (CTC-SETUP-3).
    #[serde(default)]
    pub redrew: bool,
    /// Cards in the Nether Region (the discard pile).
    #[serde(default)]
    pub discard: u32,
    /// Creatures summoned this turn (Pyromaniac's Feast, CTC-QUEST-1).
    #[serde(default)]
    pub summoned_this_turn: u32,
    /// Relics the player holds (CTC-CHAOS-1).
    #[serde(default)]
    pub relics: Vec<Relic>,
    /// Quest bonuses earned and not used yet (CTC-QUEST-1).
    #[serde(default)]
    pub rewards: Vec<Reward>,
    /// Monsters defeated (the second edition's extra victory).
    #[serde(default)]
    pub monsters_defeated: u32,
}

impl PlayerState {
    pub fn pool(&self, color: Color) -> &CrystalPool {
        &self.crystals[color.index()]
    }

    pub fn pool_mut(&mut self, color: Color) -> &mut CrystalPool {
        &mut self.crystals[color.index()]
    }

    pub fn has_quest(&self, quest: Quest) -> bool {
        self.quests.contains(&quest)
    }
}

/// The whole public state of a Conjure The Chaos match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureState")]
pub struct State {
    pub rules: Rules,
    pub players: Vec<PlayerState>,
    /// Who took the first turn, once decided.
    pub first_player: Option<usize>,
    /// Whose turn it is.
    pub active: usize,
    /// Turns taken so far, counting the current one (0 during set-up).
    pub turn: u32,
    /// Rounds: every player still in has had a turn (0 during set-up).
    pub round: u32,
    pub phase: Phase,
    /// Whether the active player recharged this turn.
    pub recharged: bool,
    /// Whether the active player drew this turn.
    pub drew: bool,
    /// Whether the active player drew this turn's Chaos card (CTC-DRAW-1).
    #[serde(default)]
    pub drew_chaos: bool,
    /// Whether the active player attacked this turn: all attackers are declared at once
    /// (CTC-COMBAT-1).
    #[serde(default)]
    pub attacked: bool,
    /// The Crystal Towers, `towers_per_player` for each player (CTC-SETUP-1). Shared between
    /// copies of the state until one changes hands.
    #[serde(default)]
    #[ts(as = "Vec<Tower>")]
    #[schemars(with = "Vec<Tower>")]
    pub towers: Arc<Vec<Tower>>,
    /// The seats in the order they pick towers in the draft (CTC-SETUP-2); empty when the
    /// set-up is not guided.
    #[serde(default)]
    pub draft_order: Vec<usize>,
    /// The creatures on the field, oldest first.
    #[serde(default)]
    pub creatures: Vec<Creature>,
    /// The Chaos decks, their discard pile and the Chaos cards on the table.
    #[serde(default)]
    pub chaos: ChaosTable,
    /// An attack declared and not yet confirmed, with its computed outcome (CTC-COMBAT-1 to
    /// CTC-COMBAT-3).
    #[serde(default)]
    pub pending_combat: Option<PendingCombat>,
    /// Cards the active player must discard before the turn can end: their hand over the hand
    /// limit in the End phase, 0 otherwise (CTC-END-1). Worked out after every action, so the
    /// screen shows what the rule asks without knowing the rule.
    #[serde(default)]
    pub discard_due: u32,
    /// The ID the next creature or Chaos card on the table gets.
    #[serde(default)]
    pub next_id: u32,
    /// What the engine did on its own in the last action (a quest detected, a countdown fired,
    /// a creature died, an effect ignored…), for the table to see.
    #[serde(default)]
    pub events: Vec<Label>,
}

impl State {
    /// Players still in the game.
    pub fn remaining(&self) -> impl Iterator<Item = usize> + '_ {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.out)
            .map(|(i, _)| i)
    }

    /// Whether the active player is exempt from drawing: the first player on round one
    /// (CTC-DRAW-1).
    pub fn skips_draw(&self) -> bool {
        self.round == 1 && Some(self.active) == self.first_player
    }

    /// The creature with `id`, if it is on the field.
    pub fn creature(&self, id: u32) -> Option<&Creature> {
        self.creatures.iter().find(|c| c.id == id)
    }

    pub(super) fn creature_mut(&mut self, id: u32) -> Option<&mut Creature> {
        self.creatures.iter_mut().find(|c| c.id == id)
    }

    /// Hands out the next table ID.
    pub(super) fn new_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        id
    }

    /// The towers `player` controls, by index.
    pub fn towers_of(&self, player: usize) -> impl Iterator<Item = usize> + '_ {
        self.towers
            .iter()
            .enumerate()
            .filter(move |(_, t)| t.controller == Some(player))
            .map(|(i, _)| i)
    }

    /// The players an effect of `player`'s reaches.
    pub(super) fn players_of(&self, player: usize, who: super::cards::Who) -> Vec<usize> {
        use super::cards::Who;
        self.remaining()
            .filter(|&p| match who {
                Who::Everyone => true,
                Who::You => p == player,
                Who::Opponents => p != player,
            })
            .collect()
    }
}
