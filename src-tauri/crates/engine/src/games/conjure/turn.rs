//! The turn (CTC-TURN-1): phases in order, what happens on entering them (Reset untwists,
//! End resolves countdowns and relics), the draws (CTC-DRAW-1, CTC-DRAW-2), the hand limit
//! (CTC-END-1), what ends with the turn, and what starts with the next one (used crystals
//! refreshed, CTC-CRYSTAL-1).

use super::chaos;
use super::checks::{change_life, check_in_game, require_phase};
use super::combat;
use super::crystals;
use super::rule_ids::{CTC_CRYSTAL_1, CTC_DRAW_1, CTC_END_1, CTC_SETUP_2};
use super::setup::start_first_turn;
use super::state::{Phase, Reward, State, Unblockable};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// CTC-DRAW-1 and CTC-DRAW-2: one card a turn, none for the first player on round one, and
/// an empty deck deals 1, then 2, then 3… damage.
pub(super) fn draw(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    require_phase(state, Phase::Draw, ctx)?;
    ctx.require(!state.drew, CTC_DRAW_1, || {
        Label::new("refusal.conjure.already_drew")
    })?;
    ctx.require(!state.skips_draw(), CTC_DRAW_1, || {
        Label::new("refusal.conjure.first_player_skips_draw")
    })?;
    let active = state.active;
    let player = &mut state.players[active];
    if player.deck > 0 {
        player.deck -= 1;
        player.hand += 1;
    } else {
        player.empty_draws += 1;
        let damage = player.empty_draws as i32;
        change_life(state, active, -damage);
    }
    state.drew = true;
    Ok(())
}

/// CTC-TURN-1: phases in order; each phase's duty is done before leaving it.
pub(super) fn next_phase(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    match state.phase {
        Phase::Setup => ctx.require(false, CTC_SETUP_2, || {
            Label::new("refusal.conjure.pick_first_player")
        })?,
        Phase::TowerDraft => ctx.require(false, CTC_SETUP_2, || {
            Label::new("refusal.conjure.draft_first")
        })?,
        Phase::Recharge => {
            let cap = state.rules.crystal_cap;
            let all_full = state.players[state.active]
                .crystals
                .iter()
                .all(|p| p.total >= cap);
            ctx.require(state.recharged || all_full, CTC_CRYSTAL_1, || {
                Label::new("refusal.conjure.recharge_first")
            })?;
        }
        Phase::Draw => {
            ctx.require(state.drew || state.skips_draw(), CTC_DRAW_1, || {
                Label::new("refusal.conjure.draw_first")
            })?;
            let chaos_done = !state.rules.guided || state.drew_chaos || state.skips_draw();
            ctx.require(chaos_done, CTC_DRAW_1, || {
                Label::new("refusal.conjure.draw_chaos_first")
            })?;
        }
        Phase::Action => {
            if state.pending_combat.is_some() {
                return Err(combat::combat_pending());
            }
        }
        Phase::End => {
            let limit = state.rules.hand_limit;
            let hand = state.players[state.active].hand;
            ctx.require(hand <= limit, CTC_END_1, || {
                Label::new("refusal.conjure.hand_limit")
                    .num("hand", hand.into())
                    .num("limit", limit.into())
            })?;
        }
        Phase::OpeningHands | Phase::Reset | Phase::Upkeep => {}
    }
    match state.phase {
        Phase::TowerDraft => state.phase = Phase::OpeningHands,
        Phase::OpeningHands => start_first_turn(state),
        Phase::End => pass_turn(state),
        phase => {
            let next = phase.next().unwrap_or(Phase::Recharge);
            state.phase = next;
            match next {
                Phase::Reset => reset(state),
                Phase::End => chaos::end_phase(state),
                _ => {}
            }
        }
    }
    Ok(())
}

/// The Reset phase: the active player's creatures turn upright, ready to attack, block and use
/// abilities again.
fn reset(state: &mut State) {
    let active = state.active;
    for creature in state.creatures.iter_mut() {
        if creature.controller == active {
            creature.twisted = false;
        }
    }
}

/// The turn passes to the next player still in, clockwise by seat; a new round starts when
/// play comes back around past the first player.
fn pass_turn(state: &mut State) {
    let n = state.players.len();
    let first = state.first_player.unwrap_or(0);
    let from_first = |seat: usize| (seat + n - first) % n;
    let next = (1..=n)
        .map(|step| (state.active + step) % n)
        .find(|&seat| !state.players[seat].out);
    let Some(next) = next else { return };
    end_turn(state);
    if from_first(next) <= from_first(state.active) {
        state.round += 1;
    }
    state.active = next;
    state.turn += 1;
    state.phase = Phase::Recharge;
    state.recharged = false;
    crystals::refresh_at_turn_start(state);
    state.drew = false;
    state.drew_chaos = false;
    state.attacked = false;
    for creature in state.creatures.iter_mut() {
        if creature.controller == next && creature.unblockable == Some(Unblockable::NextTurn) {
            creature.unblockable = Some(Unblockable::ThisTurn);
        }
    }
}

/// What lasts "this turn" ends: damage (CTC-COMBAT-3), disorientation (CTC-SUMMON-1), the
/// once-a-turn marks (CTC-COMBAT-1, CTC-ABIL-1, Peek), Unstoppable Force's turn, Firestorm.
fn end_turn(state: &mut State) {
    let active = state.active;
    for creature in state.creatures.iter_mut() {
        creature.damage = 0;
        creature.disoriented = false;
        creature.attacked = false;
        creature.used_abilities.clear();
        creature.paid_ability = false;
        creature.peeked = false;
        creature.upkeep_paid = false;
        if creature.controller == active && creature.unblockable == Some(Unblockable::ThisTurn) {
            creature.unblockable = None;
        }
    }
    for player in state.players.iter_mut() {
        player.summoned_this_turn = 0;
        player.rewards.retain(|r| *r != Reward::Firestorm);
    }
}

/// Cards from hand to the Nether Region, e.g. down to the hand limit (CTC-END-1).
pub(super) fn discard(state: &mut State, player: usize, count: u32) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if count == 0 {
        return Err(Refusal::zero_amount());
    }
    let p = &mut state.players[player];
    if count > p.hand {
        return Err(Refusal::invalid(Label::new("refusal.count_below_zero")));
    }
    p.hand -= count;
    p.discard = p.discard.saturating_add(count);
    Ok(())
}

/// How many cards the active player must discard before the End phase can end (CTC-END-1).
pub(super) fn refresh_discard_due(state: &mut State) {
    state.discard_due = if state.phase == Phase::End {
        let hand = state.players.get(state.active).map_or(0, |p| p.hand);
        hand.saturating_sub(state.rules.hand_limit)
    } else {
        0
    };
}
