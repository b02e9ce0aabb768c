//! The moves of Conjure The Chaos the table can make.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::cards::{ChaosCard, Color, CreatureCard, Quest};
use super::state::{AttackDeclaration, Reward, Target, Tribe, Zone};

/// How the first player is picked (CTC-SETUP-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FirstPlayerMethod {
    /// Every player rolls a d6; the highest goes first, ties roll again.
    Die,
    /// Two players only: heads, seat 0 goes first; tails, seat 1.
    Coin,
}

/// A Conjure The Chaos action. Seats are indices into the setup's players; creatures and Chaos
/// cards on the table are named by their table ID.
// Cards are boxed to keep the enum small, as the log holds many actions; serde, ts-rs and
// schemars see through the box, so the JSON shape is the card's own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ConjureAction")]
pub enum Action {
    /// Let the app roll or flip for the first player (CTC-SETUP-2).
    PickFirstPlayer { method: FirstPlayerMethod },
    /// The table decided the first player itself, e.g. with a real die.
    SetFirstPlayer { player: usize },
    /// Life gained or lost; life 0 loses (CTC-WIN-1).
    AdjustLife { player: usize, delta: i32 },
    /// The active player's recharge: one crystal of `color`, spent ones refreshed
    /// (CTC-CRYSTAL-1).
    Recharge { color: Color },
    /// Crystals used for a card or ability. With `card_colors`, `color` must be one of them
    /// (CTC-CRYSTAL-2).
    Spend {
        player: usize,
        color: Color,
        amount: u8,
        #[serde(default)]
        card_colors: Vec<Color>,
    },
    /// Extra crystals from an effect or quest bonus, up to the cap (CTC-CRYSTAL-1).
    GainCrystals {
        player: usize,
        color: Color,
        amount: u8,
    },
    /// The active player draws their card for the turn (CTC-DRAW-1, CTC-DRAW-2).
    Draw,
    /// Moves to the next phase, or the next player's turn after End (CTC-TURN-1).
    NextPhase,
    /// A quest's condition was met (CTC-QUEST-1); all four win (CTC-WIN-1). The engine
    /// completes the quests it can see by itself; this is for the others.
    CompleteQuest { player: usize, quest: Quest },
    /// A correction to a player's deck or hand count, e.g. after a search or discard.
    AdjustCards { player: usize, deck: i32, hand: i32 },
    /// The player leaves the game.
    Concede { player: usize },

    // Set-up.
    /// The player's tribe, which decides the Tribal Quest (CTC-QUEST-1).
    ChooseTribe { player: usize, tribe: Tribe },
    /// The draft's next picker takes a face-down Crystal Tower (CTC-SETUP-2): `tower` is the
    /// one the table turned up, or `None` for the app to deal one at random.
    PickTower { player: usize, tower: Option<usize> },
    /// The one opening-hand redraw: `count` cards shuffled back, as many drawn (CTC-SETUP-3).
    /// 0 keeps the hand.
    Redraw { player: usize, count: u32 },

    // Turn.
    /// Pays a creature's upkeep in the Upkeep phase; `color` picks among a dual-colored
    /// creature's colors.
    PayUpkeep { creature: u32, color: Option<Color> },
    /// The active player's Chaos card for the turn, as drawn (CTC-DRAW-1, CTC-CHAOS-1).
    DrawChaos { card: Box<ChaosCard> },
    /// Cards from a player's hand to their Nether Region, e.g. down to the hand limit
    /// (CTC-END-1).
    Discard { player: usize, count: u32 },

    // Creatures.
    /// The active player summons a creature from hand in the Action phase, paying its cost
    /// (CTC-SUMMON-1, CTC-CRYSTAL-2). `tower` is the tower it goes around; `None` is the front
    /// line.
    Summon {
        player: usize,
        card: Box<CreatureCard>,
        color: Option<Color>,
        tower: Option<usize>,
    },
    /// A creature or token put into play by an effect: no cost, not a summon.
    PutIntoPlay {
        player: usize,
        card: Box<CreatureCard>,
        tower: Option<usize>,
    },
    /// A creature leaves the field for its owner's discard pile, hand or deck; a token
    /// ceases to exist (CTC-KW-1).
    RemoveCreature { creature: u32, to: Zone },
    /// Damage from an ability or card; it stays until the end of the turn (CTC-COMBAT-3).
    DamageCreature { creature: u32, amount: u32 },
    /// A lasting change to a creature's power and defense.
    AdjustStats {
        creature: u32,
        power: i32,
        defense: i32,
    },
    /// A correction: an effect twisted or untwisted a creature.
    SetTwisted { creature: u32, twisted: bool },
    /// A card moves a creature to another tower or the front line (CTC-TOWER-1: only by a
    /// ruling, since the card must say so).
    MoveCreature { creature: u32, tower: Option<usize> },
    /// An effect hands a creature to another player, who places it as a summon would.
    GiveControl {
        creature: u32,
        player: usize,
        tower: Option<usize>,
    },
    /// A creature's twist ability, the `ability`-th of its card (CTC-ABIL-1).
    UseAbility {
        creature: u32,
        ability: usize,
        color: Option<Color>,
    },
    /// Peek X (CTC-KW-1): `to_bottom` of the top X cards go to the bottom.
    Peek { creature: u32, to_bottom: u8 },

    // Combat.
    /// All of the active player's attackers at once, at creatures or at players
    /// (CTC-COMBAT-1). The outcome is computed and shown until it is confirmed.
    DeclareAttack { attacks: Vec<AttackDeclaration> },
    /// The defender blocks `attacker` with `blocker`, or takes the block back with `None`
    /// (CTC-COMBAT-2).
    Block { attacker: u32, blocker: Option<u32> },
    /// Applies the pending combat's outcome (CTC-COMBAT-3, CTC-KW-1, CTC-TOWER-1).
    ConfirmCombat,
    /// Takes the pending attack back before it is confirmed.
    CancelCombat,

    // Chaos cards on the table.
    /// A player takes another's relic (CTC-CHAOS-1).
    StealRelic { relic: u32, player: usize },
    /// A countdown, relic or monster is destroyed: to the Chaos discard.
    DiscardChaos { card: u32 },
    /// A monster was defeated outside combat; `player` gets the credit.
    DefeatMonster { monster: u32, player: usize },

    // Quests.
    /// Uses a quest bonus the player earned (CTC-QUEST-1) on `target`.
    UseReward {
        player: usize,
        reward: Reward,
        target: Target,
    },
}

impl Action {
    /// The seat that acts (see [`Game::acting_seat`](crate::game::Game::acting_seat)): the
    /// `player` an action names, whose life, crystals, cards or quests change, or who takes a
    /// creature, relic or credit. The turn's own steps (Recharge, the draws, the phases, the
    /// active player's attack and its combat), the first-player decision, and changes named
    /// only by a creature or Chaos card are the whole table's.
    pub fn acting_seat(&self) -> Option<usize> {
        match self {
            Action::AdjustLife { player, .. }
            | Action::Spend { player, .. }
            | Action::GainCrystals { player, .. }
            | Action::CompleteQuest { player, .. }
            | Action::AdjustCards { player, .. }
            | Action::Concede { player }
            | Action::ChooseTribe { player, .. }
            | Action::PickTower { player, .. }
            | Action::Redraw { player, .. }
            | Action::Discard { player, .. }
            | Action::Summon { player, .. }
            | Action::PutIntoPlay { player, .. }
            // The receiver places the creature, as a summon would.
            | Action::GiveControl { player, .. }
            | Action::StealRelic { player, .. }
            | Action::DefeatMonster { player, .. }
            | Action::UseReward { player, .. } => Some(*player),
            // Who goes first is the table's decision, even when it names a seat.
            Action::PickFirstPlayer { .. }
            | Action::SetFirstPlayer { .. }
            | Action::Recharge { .. }
            | Action::Draw
            | Action::NextPhase
            | Action::DrawChaos { .. }
            | Action::PayUpkeep { .. }
            | Action::RemoveCreature { .. }
            | Action::DamageCreature { .. }
            | Action::AdjustStats { .. }
            | Action::SetTwisted { .. }
            | Action::MoveCreature { .. }
            | Action::UseAbility { .. }
            | Action::Peek { .. }
            | Action::DeclareAttack { .. }
            | Action::Block { .. }
            | Action::ConfirmCombat
            | Action::CancelCombat
            | Action::DiscardChaos { .. } => None,
        }
    }
}
