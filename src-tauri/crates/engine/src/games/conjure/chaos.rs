//! The Chaos deck (CTC-DRAW-1, CTC-CHAOS-1, CTC-DECK-2): each drawn card is recorded; an Instant
//! applies and goes to the Chaos discard, a Countdown waits on the table with its timer, a Relic
//! stays with its holder, a second-edition Monster stays until defeated.
//!
//! Effects in the card data's vocabulary ([`ChaosEffect`]) apply by themselves; a card without
//! them is left to the table, which applies its text as a ruling. An effect with nothing to
//! apply to is ignored (CTC-CHAOS-1), and an event says so.

use super::rule_ids::CTC_DRAW_1;
use std::sync::Arc;

use super::cards::{ChaosCard, ChaosEffect, ChaosKind, Who};
use super::checks::{check_in_game, require_phase};
use super::creatures;
use super::crystals::gain_up_to_cap;
use super::state::{Countdown, Creature, Monster, Phase, Relic, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

pub(super) fn unknown_chaos_card(id: u32) -> Refusal {
    Refusal::invalid(Label::new("refusal.conjure.no_such_chaos_card").num("card", id.into()))
}

fn to_discard(state: &mut State, card: ChaosCard) {
    Arc::make_mut(&mut state.chaos.discard).push(card);
}

/// CTC-DRAW-1: after the player card (or when the first player skips the draw on round one,
/// neither), the active player draws one Chaos card, whose effect happens at once.
pub(super) fn draw_chaos(state: &mut State, card: &ChaosCard, ctx: &Ctx) -> Result<(), Refusal> {
    if card.name.trim().is_empty() {
        return Err(Refusal::invalid(Label::new(
            "refusal.conjure.chaos_card_unnamed",
        )));
    }
    require_phase(state, Phase::Draw, ctx)?;
    ctx.require(!state.drew_chaos, CTC_DRAW_1, || {
        Label::new("refusal.conjure.already_drew_chaos")
    })?;
    ctx.require(!state.skips_draw(), CTC_DRAW_1, || {
        Label::new("refusal.conjure.first_player_skips_draw")
    })?;
    ctx.require(state.drew, CTC_DRAW_1, || {
        Label::new("refusal.conjure.player_card_first")
    })?;
    if state.chaos.deck == 0 {
        // The rulebook is silent on an empty Chaos deck: the table shuffles the discard back.
        let count = state.chaos.discard.len() as u32;
        state.chaos.deck = count;
        state.chaos.discard = Arc::new(Vec::new());
        state
            .events
            .push(Label::new("conjure.event.chaos_reshuffled").num("count", count.into()));
    }
    state.chaos.deck = state.chaos.deck.saturating_sub(1);
    state.drew_chaos = true;
    let drawer = state.active;
    match card.kind {
        ChaosKind::Instant => {
            resolve_card(state, card, drawer);
            to_discard(state, card.clone());
        }
        ChaosKind::Countdown { turns } => {
            let id = state.new_id();
            state.chaos.countdowns.push(Countdown {
                id,
                card: card.clone(),
                owner: drawer,
                remaining: turns,
            });
            if turns == 0 {
                fire_countdowns(state);
            }
        }
        ChaosKind::Relic => {
            let id = state.new_id();
            state.players[drawer].relics.push(Relic {
                id,
                card: card.clone(),
            });
        }
        ChaosKind::Monster { power, defense } => {
            let id = state.new_id();
            state.chaos.monsters.push(Monster {
                id,
                card: card.clone(),
                power,
                defense,
                damage: 0,
            });
        }
    }
    Ok(())
}

/// Applies a card's effects for `player`, or leaves the card to the table when the engine has
/// none for it.
fn resolve_card(state: &mut State, card: &ChaosCard, player: usize) {
    if card.effects.is_empty() {
        state
            .events
            .push(Label::new("conjure.event.effect_for_table").text("card", card.name.clone()));
        return;
    }
    for effect in &card.effects {
        apply_effect(state, effect, player, &card.name);
    }
}

fn creatures_of(state: &State, player: usize, whose: Who) -> Vec<u32> {
    state
        .creatures
        .iter()
        .filter(|c: &&Creature| match whose {
            Who::Everyone => true,
            Who::You => c.controller == player,
            Who::Opponents => c.controller != player,
        })
        .map(|c| c.id)
        .collect()
}

/// Applies one effect coming from `player` (the drawer, the holder, the ability's controller).
/// With nothing to apply to, it is ignored (CTC-CHAOS-1) and an event says so.
pub(super) fn apply_effect(state: &mut State, effect: &ChaosEffect, player: usize, source: &str) {
    let applied = match *effect {
        ChaosEffect::DamagePlayers { amount, who } => {
            let players = state.players_of(player, who);
            for &p in &players {
                change_life(state, p, -i64::from(amount));
            }
            !players.is_empty() && amount > 0
        }
        ChaosEffect::LoseLife { amount, who } => {
            let players = state.players_of(player, who);
            for &p in &players {
                change_life(state, p, -i64::from(amount));
            }
            !players.is_empty() && amount > 0
        }
        ChaosEffect::GainLife { amount, who } => {
            let players = state.players_of(player, who);
            for &p in &players {
                change_life(state, p, i64::from(amount));
            }
            !players.is_empty() && amount > 0
        }
        ChaosEffect::DamageCreatures { amount, whose } => {
            let targets = creatures_of(state, player, whose);
            for &id in &targets {
                if let Some(c) = state.creature_mut(id) {
                    c.damage = c.damage.saturating_add(amount);
                }
            }
            creatures::settle(state);
            !targets.is_empty() && amount > 0
        }
        ChaosEffect::DestroyCreatures { max_defense, whose } => {
            let targets: Vec<u32> = creatures_of(state, player, whose)
                .into_iter()
                .filter(|&id| {
                    state
                        .creature(id)
                        .is_some_and(|c| c.defense() <= max_defense)
                })
                .collect();
            for &id in &targets {
                creatures::destroy(state, id);
            }
            !targets.is_empty()
        }
        ChaosEffect::AdjustCreatures {
            power,
            defense,
            whose,
        } => {
            let targets = creatures_of(state, player, whose);
            for &id in &targets {
                if let Some(c) = state.creature_mut(id) {
                    c.power_bonus = c.power_bonus.saturating_add(power);
                    c.defense_bonus = c.defense_bonus.saturating_add(defense);
                }
            }
            creatures::settle(state);
            !targets.is_empty() && (power != 0 || defense != 0)
        }
        ChaosEffect::DrawCards { amount, who } => {
            let mut moved = 0;
            for p in state.players_of(player, who) {
                let seat = &mut state.players[p];
                let n = amount.min(seat.deck);
                seat.deck -= n;
                seat.hand = seat.hand.saturating_add(n);
                moved += n;
            }
            moved > 0
        }
        ChaosEffect::DiscardCards { amount, who } => {
            let mut moved = 0;
            for p in state.players_of(player, who) {
                let seat = &mut state.players[p];
                let n = amount.min(seat.hand);
                seat.hand -= n;
                seat.discard = seat.discard.saturating_add(n);
                moved += n;
            }
            moved > 0
        }
        ChaosEffect::GainCrystals { amount, color, who } => {
            let mut gained = 0u32;
            for p in state.players_of(player, who) {
                gained += u32::from(gain_up_to_cap(state, p, color, amount));
            }
            gained > 0
        }
    };
    if !applied {
        state
            .events
            .push(Label::new("conjure.event.effect_ignored").text("card", source.to_owned()));
    }
}

/// Life changes from effects: life 0 puts the player out (CTC-WIN-1).
fn change_life(state: &mut State, player: usize, delta: i64) {
    let Some(p) = state.players.get_mut(player) else {
        return;
    };
    let life = (i64::from(p.life) + delta).clamp(i64::from(i32::MIN), i64::from(i32::MAX));
    p.life = life as i32;
    if p.life <= 0 && !p.out {
        p.out = true;
        state
            .events
            .push(Label::new("conjure.event.player_out").num("player", player as i64));
    }
}

/// CTC-END-1, first step: every countdown ticks and those at zero fire (then go to the Chaos
/// discard); then the active player's relics with effects trigger.
pub(super) fn end_phase(state: &mut State) {
    if !state.chaos.countdowns.is_empty() {
        for countdown in &mut state.chaos.countdowns {
            countdown.remaining = countdown.remaining.saturating_sub(1);
        }
        fire_countdowns(state);
    }
    let active = state.active;
    let triggered: Vec<ChaosCard> = state
        .players
        .get(active)
        .map(|p| {
            p.relics
                .iter()
                .filter(|r| !r.card.effects.is_empty())
                .map(|r| r.card.clone())
                .collect()
        })
        .unwrap_or_default();
    for card in triggered {
        state.events.push(
            Label::new("conjure.event.relic_triggered")
                .num("player", active as i64)
                .text("card", card.name.clone()),
        );
        resolve_card(state, &card, active);
    }
}

fn fire_countdowns(state: &mut State) {
    while let Some(index) = state.chaos.countdowns.iter().position(|c| c.remaining == 0) {
        let countdown = state.chaos.countdowns.remove(index);
        state.events.push(
            Label::new("conjure.event.countdown_fired").text("card", countdown.card.name.clone()),
        );
        resolve_card(state, &countdown.card, countdown.owner);
        to_discard(state, countdown.card);
    }
}

/// Combat damage to a Monster; at its defense it is defeated and `by` gets the credit.
pub(super) fn damage_monster(state: &mut State, id: u32, amount: u32, by: usize) {
    let Some(monster) = state.chaos.monsters.iter_mut().find(|m| m.id == id) else {
        return;
    };
    monster.damage = monster.damage.saturating_add(amount);
    if monster.damage >= monster.defense {
        defeat(state, id, by);
    }
}

fn defeat(state: &mut State, id: u32, by: usize) {
    let Some(index) = state.chaos.monsters.iter().position(|m| m.id == id) else {
        return;
    };
    let monster = state.chaos.monsters.remove(index);
    if let Some(p) = state.players.get_mut(by) {
        p.monsters_defeated = p.monsters_defeated.saturating_add(1);
    }
    state.events.push(
        Label::new("conjure.event.monster_defeated")
            .num("player", by as i64)
            .text("card", monster.card.name.clone()),
    );
    to_discard(state, monster.card);
}

pub(super) fn defeat_monster(state: &mut State, id: u32, player: usize) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if !state.chaos.monsters.iter().any(|m| m.id == id) {
        return Err(unknown_chaos_card(id));
    }
    defeat(state, id, player);
    Ok(())
}

/// A relic stolen by another player (CTC-CHAOS-1: it stays with its holder until destroyed or
/// stolen).
pub(super) fn steal_relic(state: &mut State, id: u32, player: usize) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    let holder = state
        .players
        .iter()
        .position(|p| p.relics.iter().any(|r| r.id == id))
        .ok_or_else(|| unknown_chaos_card(id))?;
    if holder == player {
        return Err(Refusal::invalid(Label::new("refusal.conjure.already_so")));
    }
    let relics = &mut state.players[holder].relics;
    let Some(index) = relics.iter().position(|r| r.id == id) else {
        return Err(unknown_chaos_card(id));
    };
    let relic = relics.remove(index);
    state.players[player].relics.push(relic);
    Ok(())
}

/// A countdown, relic or monster destroyed by an effect: to the Chaos discard.
pub(super) fn discard_chaos(state: &mut State, id: u32) -> Result<(), Refusal> {
    if let Some(index) = state.chaos.countdowns.iter().position(|c| c.id == id) {
        let countdown = state.chaos.countdowns.remove(index);
        to_discard(state, countdown.card);
        return Ok(());
    }
    if let Some(index) = state.chaos.monsters.iter().position(|m| m.id == id) {
        let monster = state.chaos.monsters.remove(index);
        to_discard(state, monster.card);
        return Ok(());
    }
    for seat in 0..state.players.len() {
        if let Some(index) = state.players[seat].relics.iter().position(|r| r.id == id) {
            let relic = state.players[seat].relics.remove(index);
            to_discard(state, relic.card);
            return Ok(());
        }
    }
    Err(unknown_chaos_card(id))
}
