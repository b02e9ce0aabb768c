//! Combat, step by step (CTC-COMBAT-1 to CTC-COMBAT-3, CTC-KW-1, CTC-TOWER-1).
//!
//! 1. `DeclareAttack`: the active player names every attacker and its target at once, all at
//!    players or all at creatures (and Monsters). Nothing changes on the field yet.
//! 2. `Block`: each attacked player blocks attackers aimed at them, one blocker per attacker.
//! 3. After every step the outcome is computed by `resolver::resolve`, a pure function of the
//!    state and the pending combat, and kept in `pending_combat.outcome`, so the table can
//!    check the math before anything happens.
//! 4. `ConfirmCombat` applies exactly that outcome; `CancelCombat` backs out instead.
//!
//! Other actions may come in between (a twist ability pumping a blocker, damage from a card):
//! the outcome is computed again after each, and attacks whose creatures left are dropped.
//!
//! Attacks at creatures add up the attackers' power against the creature's defense, and, as
//! the rulebook describes them, the attacked creature deals no damage back; a blocker and its
//! attacker damage each other.

use super::rule_ids::{
    CTC_ABIL_1, CTC_COMBAT_1, CTC_COMBAT_2, CTC_KW_1, CTC_QUEST_1, CTC_SUMMON_1,
};

use super::cards::{Keyword, Quest};
use super::chaos;
use super::checks::{check_seat, require_phase, unknown_creature};
use super::creatures;
use super::quests;
use super::resolver;
use super::state::{
    AttackDeclaration, CombatAttack, PendingCombat, Phase, State, Target, Unblockable,
};
use crate::error::{Refusal, RefusalCode};
use crate::game::Ctx;
use crate::label::Label;

fn no_combat() -> Refusal {
    Refusal::invalid(Label::new("refusal.conjure.no_combat"))
}

/// The reason of a rule refusal, for the checks whose label has no arguments.
/// CTC-COMBAT-1: on your own turn, in the Action phase, once; every attacker at once; at players
/// or at creatures, not both; each attacker ready (not twisted, not disoriented unless Blitz,
/// CTC-SUMMON-1) and not one that paid for an ability this turn (CTC-ABIL-1); only Flying
/// attacks Flying (CTC-KW-1).
pub(super) fn declare(
    state: &mut State,
    declared: &[AttackDeclaration],
    ctx: &Ctx,
) -> Result<(), Refusal> {
    if state.pending_combat.is_some() {
        return Err(Refusal::invalid(Label::new(
            "refusal.conjure.combat_pending",
        )));
    }
    if declared.is_empty() {
        return Err(Refusal::invalid(Label::new("refusal.conjure.no_attackers")));
    }
    require_phase(state, Phase::Action, ctx)?;
    ctx.require(!state.attacked, CTC_COMBAT_1, || {
        Label::new("refusal.conjure.attacked_already")
    })?;
    let attacker_player = state.active;
    let mut seen = Vec::with_capacity(declared.len());
    for attack in declared {
        if seen.contains(&attack.attacker) {
            return Err(Refusal::invalid(Label::new(
                "refusal.conjure.attacker_twice",
            )));
        }
        seen.push(attack.attacker);
        check_attacker(state, attack.attacker, attacker_player, ctx)?;
        check_target(state, attack, attacker_player, ctx)?;
    }
    let at_players = declared
        .iter()
        .filter(|a| matches!(a.target, Target::Player { .. }))
        .count();
    ctx.require(
        at_players == 0 || at_players == declared.len(),
        CTC_COMBAT_1,
        || Label::new("refusal.conjure.players_or_creatures"),
    )?;
    let attacks: Vec<CombatAttack> = declared
        .iter()
        .map(|a| CombatAttack {
            attacker: a.attacker,
            target: a.target,
            blocker: None,
        })
        .collect();
    let outcome = resolver::resolve(state, attacker_player, &attacks);
    state.pending_combat = Some(PendingCombat {
        player: attacker_player,
        attacks,
        outcome,
    });
    Ok(())
}

fn check_attacker(state: &State, id: u32, player: usize, ctx: &Ctx) -> Result<(), Refusal> {
    let creature = state.creature(id).ok_or_else(|| unknown_creature(id))?;
    let name = creature.card.name.clone();
    ctx.require(creature.controller == player, CTC_COMBAT_1, || {
        Label::new("refusal.conjure.not_your_creature")
    })?;
    ctx.require(
        !creature.twisted && !creature.attacked,
        CTC_COMBAT_1,
        || Label::new("refusal.conjure.twisted").text("creature", name.clone()),
    )?;
    ctx.require(
        !creature.disoriented || creature.has(Keyword::Blitz),
        CTC_SUMMON_1,
        || Label::new("refusal.conjure.disoriented").text("creature", name.clone()),
    )?;
    ctx.require(!creature.paid_ability, CTC_ABIL_1, || {
        Label::new("refusal.conjure.ability_or_attack").text("creature", name.clone())
    })
}

fn check_target(
    state: &State,
    attack: &AttackDeclaration,
    player: usize,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    match attack.target {
        Target::Player { player: target } => {
            check_seat(state, target)?;
            ctx.require(
                target != player && !state.players[target].out,
                CTC_COMBAT_1,
                || Label::new("refusal.conjure.attack_opponents"),
            )
        }
        Target::Creature { creature } => {
            let target = state
                .creature(creature)
                .ok_or_else(|| unknown_creature(creature))?;
            ctx.require(target.controller != player, CTC_COMBAT_1, || {
                Label::new("refusal.conjure.attack_opponents")
            })?;
            let flies = state
                .creature(attack.attacker)
                .is_some_and(|a| a.has(Keyword::Flying));
            ctx.require(!target.has(Keyword::Flying) || flies, CTC_KW_1, || {
                Label::new("refusal.conjure.flying_target")
            })
        }
        Target::Monster { monster } => {
            if state.chaos.monsters.iter().any(|m| m.id == monster) {
                Ok(())
            } else {
                Err(chaos::unknown_chaos_card(monster))
            }
        }
    }
}

/// CTC-COMBAT-2: the attacked player blocks an attacker aimed at them with one ready creature;
/// one blocker per attacker; only Flying blocks Flying; Evade (and a creature made unblockable
/// by Unstoppable Force, CTC-QUEST-1) cannot be blocked; twisted creatures cannot block
/// (CTC-COMBAT-1).
pub(super) fn block(
    state: &mut State,
    attacker: u32,
    blocker: Option<u32>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let combat = state.pending_combat.as_ref().ok_or_else(no_combat)?;
    let Some(index) = combat.attacks.iter().position(|a| a.attacker == attacker) else {
        return Err(Refusal::invalid(Label::new(
            "refusal.conjure.not_attacking",
        )));
    };
    let attack = combat.attacks[index];
    if let Some(blocker) = blocker {
        check_block(state, &attack, blocker, ctx)?;
    } else if attack.blocker.is_none() {
        return Err(Refusal::invalid(Label::new("refusal.conjure.not_blocked")));
    }
    let player = combat.player;
    let mut attacks = combat.attacks.clone();
    attacks[index].blocker = blocker;
    let outcome = resolver::resolve(state, player, &attacks);
    if let Some(combat) = state.pending_combat.as_mut() {
        combat.attacks = attacks;
        combat.outcome = outcome;
    }
    Ok(())
}

fn check_block(
    state: &State,
    attack: &CombatAttack,
    blocker: u32,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let defender = match attack.target {
        Target::Player { player } => Some(player),
        Target::Creature { .. } | Target::Monster { .. } => None,
    };
    ctx.require(defender.is_some(), CTC_COMBAT_2, || {
        Label::new("refusal.conjure.block_player_attacks")
    })?;
    let attacking = state
        .creature(attack.attacker)
        .ok_or_else(|| unknown_creature(attack.attacker))?;
    let blocking = state
        .creature(blocker)
        .ok_or_else(|| unknown_creature(blocker))?;
    let name = blocking.card.name.clone();
    ctx.require(Some(blocking.controller) == defender, CTC_COMBAT_2, || {
        Label::new("refusal.conjure.block_own_attacker")
    })?;
    ctx.require(!blocking.twisted, CTC_COMBAT_1, || {
        Label::new("refusal.conjure.twisted").text("creature", name.clone())
    })?;
    let busy = state.pending_combat.as_ref().is_some_and(|c| {
        c.attacks
            .iter()
            .any(|a| a.blocker == Some(blocker) && a.attacker != attack.attacker)
    });
    ctx.require(!busy, CTC_COMBAT_2, || {
        Label::new("refusal.conjure.one_block")
    })?;
    ctx.require(!attacking.has(Keyword::Evade), CTC_COMBAT_2, || {
        Label::new("refusal.conjure.evade")
    })?;
    ctx.require(
        !attacking.has(Keyword::Flying) || blocking.has(Keyword::Flying),
        CTC_COMBAT_2,
        || Label::new("refusal.conjure.flying_blocker"),
    )?;
    ctx.require(
        attacking.unblockable != Some(Unblockable::ThisTurn),
        CTC_QUEST_1,
        || Label::new("refusal.conjure.unblockable"),
    )
}

pub(super) fn cancel(state: &mut State) -> Result<(), Refusal> {
    state
        .pending_combat
        .take()
        .map(|_| ())
        .ok_or_else(no_combat)
}

/// Applies the pending combat's outcome as shown: attackers twist (CTC-COMBAT-1), damage and
/// Corrupt land, the dead leave (tokens cease to exist), players lose and gain life, Monsters
/// fall, towers change hands (CTC-TOWER-1); then Unstoppable Force is checked (CTC-QUEST-1).
pub(super) fn confirm(state: &mut State) -> Result<(), Refusal> {
    let combat = state.pending_combat.take().ok_or_else(no_combat)?;
    let outcome = combat.outcome;
    for attack in &combat.attacks {
        if let Some(creature) = state.creature_mut(attack.attacker) {
            creature.twisted = true;
            creature.attacked = true;
        }
    }
    for result in &outcome.creatures {
        if let Some(creature) = state.creature_mut(result.creature) {
            creature.damage = result.damage_after;
            let corrupted = i32::try_from(result.corrupted).unwrap_or(i32::MAX);
            creature.power_bonus = creature.power_bonus.saturating_sub(corrupted);
            creature.defense_bonus = creature.defense_bonus.saturating_sub(corrupted);
        }
    }
    for result in outcome.creatures.iter().filter(|r| r.dies) {
        creatures::destroy(state, result.creature);
    }
    for result in &outcome.players {
        let Some(p) = state.players.get_mut(result.player) else {
            continue;
        };
        p.life = result.life_after;
        if p.life <= 0 && !p.out {
            p.out = true;
            state
                .events
                .push(Label::new("conjure.event.player_out").num("player", result.player as i64));
        }
    }
    for result in &outcome.monsters {
        chaos::damage_monster(state, result.monster, result.taken, combat.player);
    }
    for capture in &outcome.towers {
        if let Some(tower) = std::sync::Arc::make_mut(&mut state.towers).get_mut(capture.tower) {
            tower.controller = Some(capture.to);
            let crystal = tower.crystal;
            state.events.push(
                Label::new("conjure.event.tower_captured")
                    .num("player", capture.to as i64)
                    .text("color", crystal.as_str()),
            );
        }
        for &guard in &capture.guards {
            if let Some(creature) = state.creature_mut(guard) {
                creature.tower = Some(capture.tower);
            }
        }
    }
    creatures::settle(state);
    state.attacked = true;
    if outcome.damage_dealt >= quests::UNSTOPPABLE_DAMAGE {
        quests::complete_detected(state, combat.player, Quest::UnstoppableForce);
    }
    Ok(())
}

/// After any other action: attacks whose creatures left the field are dropped (the whole
/// combat if none is left) and the outcome is computed again.
pub(super) fn refresh(state: &mut State) {
    let Some(combat) = state.pending_combat.as_ref() else {
        return;
    };
    let on_field = |id: u32| state.creature(id).is_some();
    let target_present = |target: Target| match target {
        Target::Player { player } => state.players.get(player).is_some_and(|p| !p.out),
        Target::Creature { creature } => on_field(creature),
        Target::Monster { monster } => state.chaos.monsters.iter().any(|m| m.id == monster),
    };
    let attacks: Vec<CombatAttack> = combat
        .attacks
        .iter()
        .filter(|a| on_field(a.attacker) && target_present(a.target))
        .map(|a| CombatAttack {
            blocker: a.blocker.filter(|&b| on_field(b)),
            ..*a
        })
        .collect();
    let player = combat.player;
    if attacks.is_empty() {
        state.pending_combat = None;
        return;
    }
    let outcome = resolver::resolve(state, player, &attacks);
    if let Some(combat) = state.pending_combat.as_mut() {
        combat.attacks = attacks;
        combat.outcome = outcome;
    }
}

/// The refusal for an action that must wait for the pending combat.
pub(super) fn combat_pending() -> Refusal {
    Refusal::other(
        RefusalCode::InvalidAction,
        Label::new("refusal.conjure.combat_pending"),
    )
}
