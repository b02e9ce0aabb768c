//! Twist abilities (CTC-ABIL-1). An ability's effects are the Chaos cards' vocabulary, and those
//! effects damage and destroy creatures, so this module sits above both the creatures and the
//! Chaos deck.

use super::cards::{Color, Keyword};
use super::chaos;
use super::checks::{check_in_game, unknown_creature};
use super::crystals::pay;
use super::rule_ids::{CTC_ABIL_1, CTC_SUMMON_1};
use super::state::State;
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// CTC-ABIL-1: a twist ability twists the creature; each ability once a turn; not while
/// disoriented (CTC-SUMMON-1); one with an extra crystal cost not by a creature that attacks
/// this turn. Its effects, if the card data gives them, apply at once.
pub(super) fn use_ability(
    state: &mut State,
    id: u32,
    ability: usize,
    color: Option<Color>,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    let creature = state.creature(id).ok_or_else(|| unknown_creature(id))?;
    let Some(used) = creature.card.abilities.get(ability).cloned() else {
        return Err(Refusal::invalid(
            Label::new("refusal.conjure.no_such_ability").num("ability", ability as i64),
        ));
    };
    let index = ability.min(u8::MAX as usize) as u8;
    let controller = creature.controller;
    let name = creature.card.name.clone();
    let colors = creature.card.colors.clone();
    ctx.require(
        !creature.disoriented || creature.has(Keyword::Blitz),
        CTC_SUMMON_1,
        || Label::new("refusal.conjure.disoriented").text("creature", name.clone()),
    )?;
    ctx.require(
        !creature.used_abilities.contains(&index),
        CTC_ABIL_1,
        || Label::new("refusal.conjure.ability_used").text("ability", used.name.clone()),
    )?;
    let in_combat = state
        .pending_combat
        .as_ref()
        .is_some_and(|c| c.attacks.iter().any(|a| a.attacker == id));
    ctx.require(
        used.cost == 0 || !(creature.attacked || in_combat),
        CTC_ABIL_1,
        || Label::new("refusal.conjure.ability_or_attack").text("creature", name.clone()),
    )?;
    check_in_game(state, controller)?;
    pay(state, controller, used.cost, color, &colors, ctx)?;
    if let Some(creature) = state.creature_mut(id) {
        creature.twisted = true;
        creature.used_abilities.push(index);
        creature.paid_ability |= used.cost > 0;
    }
    for effect in &used.effects {
        chaos::apply_effect(state, effect, controller, &used.name);
    }
    Ok(())
}
