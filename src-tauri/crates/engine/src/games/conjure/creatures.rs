//! Creatures on the field: summoning (CTC-SUMMON-1, CTC-CRYSTAL-2), where they stand (a tower
//! or the front line), damage and death (CTC-COMBAT-3), stat changes, Peek and Token
//! (CTC-KW-1), upkeep, and the table's corrections. Twist abilities are in `abilities.rs`.

use super::rule_ids::{CTC_KW_1, CTC_SUMMON_1, CTC_TOWER_1, CTC_TURN_1};
use std::sync::Arc;

use super::cards::{Color, CreatureCard, Keyword};
use super::checks::{check_in_game, require_phase, unknown_creature};
use super::crystals::pay;
use super::state::{Creature, Phase, State, Zone};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// A creature's name for the log.
pub(super) fn name_of(state: &State, id: u32) -> String {
    state
        .creature(id)
        .map(|c| c.card.name.clone())
        .unwrap_or_default()
}

/// CTC-SUMMON-1: around a tower its controller holds, or on the front line only when they hold
/// none.
fn check_post(
    state: &State,
    player: usize,
    tower: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    if let Some(index) = tower {
        if index >= state.towers.len() {
            return Err(Refusal::invalid(
                Label::new("refusal.conjure.no_such_tower").num("tower", index as i64),
            ));
        }
    }
    let holds_towers = state.towers_of(player).next().is_some();
    let allowed = match tower {
        Some(index) => state.towers[index].controller == Some(player),
        None => !holds_towers,
    };
    ctx.require(allowed, CTC_SUMMON_1, || match tower {
        Some(_) => Label::new("refusal.conjure.not_your_tower"),
        None => Label::new("refusal.conjure.tower_first"),
    })
}

fn check_card(card: &CreatureCard) -> Result<(), Refusal> {
    if card.name.trim().is_empty() || card.colors.is_empty() {
        return Err(Refusal::invalid(Label::new(
            "refusal.conjure.creature_incomplete",
        )));
    }
    Ok(())
}

/// Puts a new creature on the field and returns its ID.
fn arrive(
    state: &mut State,
    player: usize,
    card: &CreatureCard,
    tower: Option<usize>,
    summoned: bool,
) -> u32 {
    let id = state.new_id();
    let creature = Creature {
        id,
        card: Arc::new(card.clone()),
        owner: player,
        controller: player,
        tower,
        twisted: false,
        disoriented: !card.has(Keyword::Blitz),
        damage: 0,
        power_bonus: 0,
        defense_bonus: 0,
        summoned,
        arrived_turn: state.turn,
        attacked: false,
        used_abilities: Vec::new(),
        paid_ability: false,
        peeked: false,
        upkeep_paid: false,
        unblockable: None,
    };
    state.creatures.push(creature);
    id
}

/// CTC-SUMMON-1 and CTC-CRYSTAL-2: the active player summons from hand in the Action phase,
/// paying the card's cost in its color (either color of a dual-colored card).
pub(super) fn summon(
    state: &mut State,
    player: usize,
    card: &CreatureCard,
    color: Option<Color>,
    tower: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    check_card(card)?;
    require_phase(state, Phase::Action, ctx)?;
    ctx.require(player == state.active, CTC_TURN_1, || {
        Label::new("refusal.conjure.not_your_turn")
    })?;
    check_post(state, player, tower, ctx)?;
    pay(state, player, card.cost, color, &card.colors, ctx)?;
    arrive(state, player, card, tower, true);
    let p = &mut state.players[player];
    p.hand = p.hand.saturating_sub(1);
    p.summoned_this_turn = p.summoned_this_turn.saturating_add(1);
    Ok(())
}

/// A creature or token put into play by an effect: no cost, not a summon.
pub(super) fn put_into_play(
    state: &mut State,
    player: usize,
    card: &CreatureCard,
    tower: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    check_card(card)?;
    check_post(state, player, tower, ctx)?;
    arrive(state, player, card, tower, false);
    Ok(())
}

/// Takes a creature off the field to `zone`; a token ceases to exist (CTC-KW-1).
pub(super) fn leave_field(state: &mut State, id: u32, zone: Zone) {
    let Some(index) = state.creatures.iter().position(|c| c.id == id) else {
        return;
    };
    let creature = state.creatures.remove(index);
    if creature.has(Keyword::Token) {
        return;
    }
    if let Some(owner) = state.players.get_mut(creature.owner) {
        match zone {
            Zone::Discard => owner.discard = owner.discard.saturating_add(1),
            Zone::Hand => owner.hand = owner.hand.saturating_add(1),
            Zone::Deck => owner.deck = owner.deck.saturating_add(1),
        }
    }
}

/// Destroys a creature: to its owner's discard pile, with an event.
pub(super) fn destroy(state: &mut State, id: u32) {
    if let Some(creature) = state.creature(id) {
        let event = Label::new("conjure.event.creature_died")
            .text("creature", creature.card.name.clone())
            .num("player", creature.owner as i64);
        state.events.push(event);
        leave_field(state, id, Zone::Discard);
    }
}

/// Every creature whose damage this turn reached its defense dies (CTC-COMBAT-3).
pub(super) fn settle(state: &mut State) {
    if !state.creatures.iter().any(Creature::is_dead) {
        return;
    }
    let dead: Vec<u32> = state
        .creatures
        .iter()
        .filter(|c| c.is_dead())
        .map(|c| c.id)
        .collect();
    for id in dead {
        destroy(state, id);
    }
}

pub(super) fn remove_creature(state: &mut State, id: u32, zone: Zone) -> Result<(), Refusal> {
    if state.creature(id).is_none() {
        return Err(unknown_creature(id));
    }
    leave_field(state, id, zone);
    Ok(())
}

/// Damage from another source than combat (an ability, a card): it adds to this turn's damage
/// (CTC-COMBAT-3) and kills when it reaches the defense.
pub(super) fn damage_creature(state: &mut State, id: u32, amount: u32) -> Result<(), Refusal> {
    if amount == 0 {
        return Err(Refusal::zero_amount());
    }
    let creature = state.creature_mut(id).ok_or_else(|| unknown_creature(id))?;
    creature.damage = creature.damage.saturating_add(amount);
    settle(state);
    Ok(())
}

pub(super) fn adjust_stats(
    state: &mut State,
    id: u32,
    power: i32,
    defense: i32,
) -> Result<(), Refusal> {
    if power == 0 && defense == 0 {
        return Err(Refusal::zero_amount());
    }
    let creature = state.creature_mut(id).ok_or_else(|| unknown_creature(id))?;
    creature.power_bonus = creature.power_bonus.saturating_add(power);
    creature.defense_bonus = creature.defense_bonus.saturating_add(defense);
    settle(state);
    Ok(())
}

/// A correction: an effect twisted or untwisted a creature outside the usual steps.
pub(super) fn set_twisted(state: &mut State, id: u32, twisted: bool) -> Result<(), Refusal> {
    let creature = state.creature_mut(id).ok_or_else(|| unknown_creature(id))?;
    if creature.twisted == twisted {
        return Err(Refusal::invalid(Label::new("refusal.conjure.already_so")));
    }
    creature.twisted = twisted;
    Ok(())
}

/// CTC-TOWER-1: creatures do not switch towers unless a card says so (a ruling) or they take
/// the tower in combat.
pub(super) fn move_creature(
    state: &mut State,
    id: u32,
    tower: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let controller = state
        .creature(id)
        .ok_or_else(|| unknown_creature(id))?
        .controller;
    check_post(state, controller, tower, ctx)?;
    ctx.require(false, CTC_TOWER_1, || {
        Label::new("refusal.conjure.creatures_stay")
    })?;
    if let Some(creature) = state.creature_mut(id) {
        creature.tower = tower;
    }
    Ok(())
}

/// A card's effect hands a creature to another player, who places it as a summon would.
pub(super) fn give_control(
    state: &mut State,
    id: u32,
    player: usize,
    tower: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    let creature = state.creature(id).ok_or_else(|| unknown_creature(id))?;
    if creature.controller == player {
        return Err(Refusal::invalid(Label::new("refusal.conjure.already_so")));
    }
    check_post(state, player, tower, ctx)?;
    if let Some(creature) = state.creature_mut(id) {
        creature.controller = player;
        creature.tower = tower;
    }
    Ok(())
}

/// Peek X (CTC-KW-1): once a turn, look at the top X cards and put `to_bottom` of them at the
/// bottom. The deck's order is hidden; the log keeps that it happened.
pub(super) fn peek(state: &mut State, id: u32, to_bottom: u8, ctx: &Ctx) -> Result<(), Refusal> {
    let creature = state.creature(id).ok_or_else(|| unknown_creature(id))?;
    let Some(x) = creature.card.peek() else {
        return Err(Refusal::invalid(
            Label::new("refusal.conjure.no_peek").text("creature", creature.card.name.clone()),
        ));
    };
    if to_bottom > x {
        return Err(Refusal::invalid(
            Label::new("refusal.conjure.peek_too_many").num("peek", x.into()),
        ));
    }
    let name = creature.card.name.clone();
    ctx.require(!creature.peeked, CTC_KW_1, || {
        Label::new("refusal.conjure.peeked").text("creature", name.clone())
    })?;
    if let Some(creature) = state.creature_mut(id) {
        creature.peeked = true;
    }
    Ok(())
}

/// Upkeep (CTC-TURN-1): its controller pays it in their Upkeep phase, in the creature's colors.
pub(super) fn pay_upkeep(
    state: &mut State,
    id: u32,
    color: Option<Color>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let creature = state.creature(id).ok_or_else(|| unknown_creature(id))?;
    let Some(cost) = creature.card.upkeep else {
        return Err(Refusal::invalid(
            Label::new("refusal.conjure.no_upkeep").text("creature", creature.card.name.clone()),
        ));
    };
    let (controller, paid, colors) = (
        creature.controller,
        creature.upkeep_paid,
        creature.card.colors.clone(),
    );
    require_phase(state, Phase::Upkeep, ctx)?;
    ctx.require(controller == state.active && !paid, CTC_TURN_1, || {
        Label::new("refusal.conjure.upkeep_not_due")
    })?;
    pay(state, controller, cost, color, &colors, ctx)?;
    if let Some(creature) = state.creature_mut(id) {
        creature.upkeep_paid = true;
    }
    Ok(())
}
