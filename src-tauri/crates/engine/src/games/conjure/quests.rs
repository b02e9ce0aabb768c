//! The four quests (CTC-QUEST-1), detected where the engine can see them, and their one-time
//! bonuses. Completing all four wins (CTC-WIN-1).
//!
//! - Pyromaniac's Feast: three summons in one turn. Bonus: one opposing creature may be
//!   destroyed this turn (a [`Reward::Firestorm`], used by an action).
//! - Tribal Harmonization: a creature of each color controlled at once (a dual-colored creature
//!   stands for either of its colors, not both). Bonus: one crystal of each color, up to the
//!   cap, at once.
//! - Unstoppable Force: the attackers deal 10 or more damage in one combat. Bonus: a chosen
//!   creature cannot be blocked next turn ([`Reward::Unblockable`]).
//! - Tribal Quest: five crystals of the tribe's color gained (recharges count). Bonus: the
//!   tribe's treasure, used by an action.
//!
//! A quest the table completes by hand (`CompleteQuest`) earns the same bonus.

use super::rule_ids::CTC_QUEST_1;

use super::cards::{Color, Quest};
use super::checks::{check_in_game, unknown_creature};
use super::creatures;
use super::crystals::gain_up_to_cap;
use super::state::{Creature, Reward, State, Target, Unblockable, Zone};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// Damage in one attack phase that completes Unstoppable Force.
pub(super) const UNSTOPPABLE_DAMAGE: u32 = 10;
/// Summons in one turn that complete Pyromaniac's Feast.
const FEAST_SUMMONS: u32 = 3;
/// Crystals of the tribe's color that complete the Tribal Quest.
const TRIBAL_CRYSTALS: u32 = 5;

/// CTC-QUEST-1 by hand: each quest once per player.
pub(super) fn complete_quest(
    state: &mut State,
    player: usize,
    quest: Quest,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    let done = state.players[player].has_quest(quest);
    ctx.require(!done, CTC_QUEST_1, || {
        Label::new("refusal.conjure.quest_done").text("quest", quest.as_str())
    })?;
    if !done {
        complete(state, player, quest);
    }
    Ok(())
}

/// A quest the engine saw completed: recorded with an event, bonus applied.
pub(super) fn complete_detected(state: &mut State, player: usize, quest: Quest) {
    let Some(p) = state.players.get(player) else {
        return;
    };
    if p.out || p.has_quest(quest) {
        return;
    }
    state.events.push(
        Label::new("conjure.event.quest_completed")
            .num("player", player as i64)
            .text("quest", quest.as_str()),
    );
    complete(state, player, quest);
}

/// Flips the quest and grants its one-time bonus.
fn complete(state: &mut State, player: usize, quest: Quest) {
    state.players[player].quests.push(quest);
    match quest {
        Quest::PyromaniacsFeast => state.players[player].rewards.push(Reward::Firestorm),
        Quest::TribalHarmonization => {
            for color in Color::ALL {
                gain_up_to_cap(state, player, color, 1);
            }
        }
        Quest::UnstoppableForce => state.players[player].rewards.push(Reward::Unblockable),
        Quest::TribalQuest => {
            if let Some(tribe) = state.players[player].tribe {
                state.players[player].rewards.push(tribe.treasure());
            }
        }
    }
}

/// Completes every quest whose condition now holds; run after each action. A bonus may meet
/// another condition (Tribal Harmonization's crystals can finish the Tribal Quest), so it runs
/// until nothing changes.
pub(super) fn detect(state: &mut State) {
    for player in 0..state.players.len() {
        while let Some(quest) = met(state, player) {
            let before = state.players[player].quests.len();
            complete_detected(state, player, quest);
            if state.players[player].quests.len() == before {
                break;
            }
        }
    }
}

/// The first quest not done yet whose condition holds for `player`.
fn met(state: &State, player: usize) -> Option<Quest> {
    let p = &state.players[player];
    if p.out || p.quests.len() >= Quest::ALL.len() {
        return None;
    }
    if !p.has_quest(Quest::PyromaniacsFeast) && p.summoned_this_turn >= FEAST_SUMMONS {
        return Some(Quest::PyromaniacsFeast);
    }
    if !p.has_quest(Quest::TribalQuest)
        && p.tribe
            .is_some_and(|t| p.pool(t.color()).gained >= TRIBAL_CRYSTALS)
    {
        return Some(Quest::TribalQuest);
    }
    if !p.has_quest(Quest::TribalHarmonization) && every_color(state, player) {
        return Some(Quest::TribalHarmonization);
    }
    None
}

/// Whether `player` controls four creatures that cover the four colors, one each: a matching
/// of colors to creatures (a dual-colored creature covers one of its colors).
fn every_color(state: &State, player: usize) -> bool {
    let controls = |c: &&Creature| c.controller == player;
    // This is asked after every action: without four creatures there is nothing to match,
    // and nothing to collect.
    if state.creatures.iter().filter(controls).count() < Color::ALL.len() {
        return false;
    }
    let masks: Vec<u8> = state
        .creatures
        .iter()
        .filter(controls)
        .map(|c| {
            c.card
                .colors
                .iter()
                .fold(0u8, |mask, color| mask | 1 << color.index())
        })
        .collect();
    // Augmenting paths over at most four colors: cheap for any field.
    let mut owner_of: [Option<usize>; 4] = [None; 4];
    for color in 0..Color::ALL.len() {
        let mut visited = vec![false; masks.len()];
        if !augment(color, &masks, &mut owner_of, &mut visited) {
            return false;
        }
    }
    true
}

/// Kuhn's step: finds a creature for `color`, moving earlier choices along if needed.
fn augment(
    color: usize,
    masks: &[u8],
    owner_of: &mut [Option<usize>; 4],
    visited: &mut [bool],
) -> bool {
    for creature in 0..masks.len() {
        if masks[creature] & (1 << color) == 0 || visited[creature] {
            continue;
        }
        visited[creature] = true;
        let holder = owner_of
            .iter()
            .position(|&o| o == Some(creature))
            .filter(|&c| c != color);
        let free = match holder {
            None => true,
            Some(previous) => {
                owner_of[previous] = None;
                if augment(previous, masks, owner_of, visited) {
                    true
                } else {
                    owner_of[previous] = Some(creature);
                    false
                }
            }
        };
        if free {
            owner_of[color] = Some(creature);
            return true;
        }
    }
    false
}

/// Uses a bonus the player earned (CTC-QUEST-1) on `target`.
pub(super) fn use_reward(
    state: &mut State,
    player: usize,
    reward: Reward,
    target: Target,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    check_target_exists(state, target)?;
    let index = state.players[player]
        .rewards
        .iter()
        .position(|&r| r == reward);
    ctx.require(index.is_some(), CTC_QUEST_1, || {
        Label::new("refusal.conjure.no_reward").text("reward", reward.as_str())
    })?;
    match (reward, target) {
        (Reward::Firestorm, Target::Creature { creature }) => {
            require_opposing(state, player, creature, ctx)?;
            creatures::destroy(state, creature);
        }
        (Reward::Unblockable, Target::Creature { creature }) => {
            let controller = state.creature(creature).map(|c| c.controller);
            ctx.require(controller == Some(player), CTC_QUEST_1, || {
                Label::new("refusal.conjure.reward_own_creature")
            })?;
            if let Some(c) = state.creature_mut(creature) {
                c.unblockable = Some(Unblockable::NextTurn);
            }
        }
        (Reward::LifeLeechStrike, target) => {
            hit(state, target, 3, player);
            if let Some(p) = state.players.get_mut(player) {
                p.life = p.life.saturating_add(3);
            }
        }
        (Reward::Fireball, target) => hit(state, target, 5, player),
        (Reward::Empower, Target::Creature { creature }) => {
            if let Some(c) = state.creature_mut(creature) {
                c.power_bonus = c.power_bonus.saturating_add(4);
                c.defense_bonus = c.defense_bonus.saturating_add(4);
            }
        }
        (Reward::Counterspell, Target::Creature { creature }) => {
            require_opposing(state, player, creature, ctx)?;
            let (just_summoned, owner) = state.creature(creature).map_or((false, 0), |c| {
                (c.summoned && c.arrived_turn == state.turn, c.owner)
            });
            ctx.require(just_summoned, CTC_QUEST_1, || {
                Label::new("refusal.conjure.counterspell_too_late")
            })?;
            creatures::leave_field(state, creature, Zone::Discard);
            let owner = &mut state.players[owner];
            owner.summoned_this_turn = owner.summoned_this_turn.saturating_sub(1);
        }
        (Reward::Firestorm | Reward::Unblockable | Reward::Empower | Reward::Counterspell, _) => {
            return Err(Refusal::invalid(
                Label::new("refusal.conjure.reward_needs_creature").text("reward", reward.as_str()),
            ));
        }
    }
    if let Some(index) = index {
        state.players[player].rewards.remove(index);
    }
    Ok(())
}

fn check_target_exists(state: &State, target: Target) -> Result<(), Refusal> {
    match target {
        Target::Player { player } => check_in_game(state, player),
        Target::Creature { creature } => state
            .creature(creature)
            .map(|_| ())
            .ok_or_else(|| unknown_creature(creature)),
        Target::Monster { monster } => {
            if state.chaos.monsters.iter().any(|m| m.id == monster) {
                Ok(())
            } else {
                Err(super::chaos::unknown_chaos_card(monster))
            }
        }
    }
}

fn require_opposing(state: &State, player: usize, creature: u32, ctx: &Ctx) -> Result<(), Refusal> {
    let controller = state.creature(creature).map(|c| c.controller);
    ctx.require(controller.is_some_and(|c| c != player), CTC_QUEST_1, || {
        Label::new("refusal.conjure.reward_opposing_creature")
    })
}

/// Damage from `player`'s treasure to any target.
fn hit(state: &mut State, target: Target, amount: u32, player: usize) {
    match target {
        Target::Player { player: seat } => {
            if let Some(p) = state.players.get_mut(seat) {
                p.life = p.life.saturating_sub(amount as i32);
                if p.life <= 0 && !p.out {
                    p.out = true;
                    state
                        .events
                        .push(Label::new("conjure.event.player_out").num("player", seat as i64));
                }
            }
        }
        Target::Creature { creature } => {
            if let Some(c) = state.creature_mut(creature) {
                c.damage = c.damage.saturating_add(amount);
            }
            creatures::settle(state);
        }
        Target::Monster { monster } => super::chaos::damage_monster(state, monster, amount, player),
    }
}
