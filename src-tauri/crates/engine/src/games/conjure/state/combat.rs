//! A combat as the table tracks it: the attacks declared, their blockers, and the outcome the
//! resolver worked out for them, shown before it is confirmed.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What an attack, a treasure or a reward is aimed at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "ConjureTarget")]
pub enum Target {
    Player {
        player: usize,
    },
    Creature {
        creature: u32,
    },
    /// A second-edition Monster on the table.
    Monster {
        monster: u32,
    },
}

/// One attacker and what it attacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureAttackDeclaration")]
pub struct AttackDeclaration {
    pub attacker: u32,
    pub target: Target,
}

/// One attack of the pending combat, with its blocker if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureCombatAttack")]
pub struct CombatAttack {
    pub attacker: u32,
    pub target: Target,
    pub blocker: Option<u32>,
}

/// An attack declared and not confirmed yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjurePendingCombat")]
pub struct PendingCombat {
    /// The attacking player.
    pub player: usize,
    pub attacks: Vec<CombatAttack>,
    pub outcome: CombatOutcome,
}

/// What happens to one creature if the combat is confirmed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureCreatureResult")]
pub struct CreatureResult {
    pub creature: u32,
    /// Damage it deals (all of its power when it strikes).
    pub dealt: u32,
    /// Damage it takes in this combat.
    pub taken: u32,
    /// Its damage this turn after the combat (CTC-COMBAT-3).
    pub damage_after: u32,
    /// The −X/−X it gets from Corrupt (CTC-KW-1).
    pub corrupted: u32,
    /// Taken by Deadly damage (CTC-KW-1).
    pub deadly: bool,
    pub dies: bool,
}

/// What happens to one player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjurePlayerResult")]
pub struct PlayerResult {
    pub player: usize,
    /// Damage from unblocked attackers and Rampage.
    pub damage: u32,
    /// Life from Life Leech.
    pub life_gained: u32,
    pub life_after: i32,
}

/// What happens to one Monster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureMonsterResult")]
pub struct MonsterResult {
    pub monster: u32,
    pub taken: u32,
    pub defeated: bool,
}

/// A tower changing hands (CTC-TOWER-1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureTowerCapture")]
pub struct TowerCapture {
    pub tower: usize,
    pub from: usize,
    pub to: usize,
    /// The surviving attackers that attacked it, which now stand around it.
    pub guards: Vec<u32>,
}

/// The whole outcome of a pending combat, as it would be applied.
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "ConjureCombatOutcome")]
pub struct CombatOutcome {
    /// Every attacker, blocker and attacked creature, in the order they first appear.
    pub creatures: Vec<CreatureResult>,
    /// Every player who takes damage or gains life.
    pub players: Vec<PlayerResult>,
    pub monsters: Vec<MonsterResult>,
    pub towers: Vec<TowerCapture>,
    /// All damage the attackers deal, to creatures and players (Unstoppable Force counts it,
    /// CTC-QUEST-1).
    pub damage_dealt: u32,
}
