//! The rules of Conjure The Chaos: which module handles each action, and the follow-ups after
//! every action (quests detected, the pending combat recomputed, the discard the hand limit
//! asks for). The checks the modules share are `checks.rs`'s.

use super::action::Action;
use super::checks::{change_life, check_in_game};
use super::state::State;
use super::{abilities, chaos, combat, creatures, crystals, quests, setup, turn};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// Applies `action` to `state`. Checks come before writes wherever a refusal is possible,
/// but the caller applies to a copy anyway, so a late refusal cannot leave a half-change.
pub(super) fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    state.events.clear();
    dispatch(state, action, ctx)?;
    combat::refresh(state);
    quests::detect(state);
    turn::refresh_discard_due(state);
    Ok(())
}

fn dispatch(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    match *action {
        Action::PickFirstPlayer { method } => setup::pick_first_player(state, method, ctx),
        Action::SetFirstPlayer { player } => setup::set_first_player(state, player, ctx),
        Action::AdjustLife { player, delta } => adjust_life(state, player, delta),
        Action::Recharge { color } => crystals::recharge(state, color, ctx),
        Action::Spend {
            player,
            color,
            amount,
            ref card_colors,
        } => crystals::spend(state, player, color, amount, card_colors, ctx),
        Action::GainCrystals {
            player,
            color,
            amount,
        } => crystals::gain_crystals(state, player, color, amount, ctx),
        Action::Draw => turn::draw(state, ctx),
        Action::NextPhase => turn::next_phase(state, ctx),
        Action::CompleteQuest { player, quest } => {
            quests::complete_quest(state, player, quest, ctx)
        }
        Action::AdjustCards { player, deck, hand } => adjust_cards(state, player, deck, hand),
        Action::Concede { player } => {
            check_in_game(state, player)?;
            state.players[player].out = true;
            Ok(())
        }
        Action::ChooseTribe { player, tribe } => setup::choose_tribe(state, player, tribe, ctx),
        Action::PickTower { player, tower } => setup::pick_tower(state, player, tower, ctx),
        Action::Redraw { player, count } => setup::redraw(state, player, count, ctx),
        Action::PayUpkeep { creature, color } => creatures::pay_upkeep(state, creature, color, ctx),
        Action::DrawChaos { ref card } => chaos::draw_chaos(state, card, ctx),
        Action::Discard { player, count } => turn::discard(state, player, count),
        Action::Summon {
            player,
            ref card,
            color,
            tower,
        } => creatures::summon(state, player, card, color, tower, ctx),
        Action::PutIntoPlay {
            player,
            ref card,
            tower,
        } => creatures::put_into_play(state, player, card, tower, ctx),
        Action::RemoveCreature { creature, to } => creatures::remove_creature(state, creature, to),
        Action::DamageCreature { creature, amount } => {
            creatures::damage_creature(state, creature, amount)
        }
        Action::AdjustStats {
            creature,
            power,
            defense,
        } => creatures::adjust_stats(state, creature, power, defense),
        Action::SetTwisted { creature, twisted } => {
            creatures::set_twisted(state, creature, twisted)
        }
        Action::MoveCreature { creature, tower } => {
            creatures::move_creature(state, creature, tower, ctx)
        }
        Action::GiveControl {
            creature,
            player,
            tower,
        } => creatures::give_control(state, creature, player, tower, ctx),
        Action::UseAbility {
            creature,
            ability,
            color,
        } => abilities::use_ability(state, creature, ability, color, ctx),
        Action::Peek {
            creature,
            to_bottom,
        } => creatures::peek(state, creature, to_bottom, ctx),
        Action::DeclareAttack { ref attacks } => combat::declare(state, attacks, ctx),
        Action::Block { attacker, blocker } => combat::block(state, attacker, blocker, ctx),
        Action::ConfirmCombat => combat::confirm(state),
        Action::CancelCombat => combat::cancel(state),
        Action::StealRelic { relic, player } => chaos::steal_relic(state, relic, player),
        Action::DiscardChaos { card } => chaos::discard_chaos(state, card),
        Action::DefeatMonster { monster, player } => chaos::defeat_monster(state, monster, player),
        Action::UseReward {
            player,
            reward,
            target,
        } => quests::use_reward(state, player, reward, target, ctx),
    }
}

/// CTC-WIN-1: life at 0 or below puts the player out.
fn adjust_life(state: &mut State, player: usize, delta: i32) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if delta == 0 {
        return Err(Refusal::zero_amount());
    }
    change_life(state, player, delta);
    Ok(())
}

fn adjust_cards(state: &mut State, player: usize, deck: i32, hand: i32) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if deck == 0 && hand == 0 {
        return Err(Refusal::zero_amount());
    }
    let p = &state.players[player];
    let new_deck = i64::from(p.deck) + i64::from(deck);
    let new_hand = i64::from(p.hand) + i64::from(hand);
    if new_deck < 0
        || new_hand < 0
        || new_deck > i64::from(u32::MAX)
        || new_hand > i64::from(u32::MAX)
    {
        return Err(Refusal::invalid(Label::new("refusal.count_below_zero")));
    }
    let p = &mut state.players[player];
    p.deck = new_deck as u32;
    p.hand = new_hand as u32;
    Ok(())
}
