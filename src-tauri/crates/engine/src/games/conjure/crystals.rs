//! The crystal pool (CTC-CRYSTAL-1, CTC-CRYSTAL-2): recharges, spending, gains and the cap.

use super::cards::Color;
use super::checks::{check_in_game, require_phase};
use super::rule_ids::{CTC_CRYSTAL_1, CTC_CRYSTAL_2};
use super::state::{Phase, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// CTC-CRYSTAL-1: at the start of each of a player's turns their used crystals are refreshed.
/// This is the turn's, not the recharge's: a pool at the cap in every color takes no new
/// crystal and its phase may be passed without a recharge, but its spent crystals still come
/// back, whichever action started the turn (a next phase, or one advance across many).
pub(super) fn refresh_at_turn_start(state: &mut State) {
    if let Some(player) = state.players.get_mut(state.active) {
        for pool in &mut player.crystals {
            pool.spent = 0;
        }
    }
}

/// CTC-CRYSTAL-1: one crystal of a chosen color, at most the cap per color, and every
/// spent crystal refreshed (the turn's start refreshed them already; "put 1 crystal … and
/// then Recharge your used energy" refreshes again anything spent since). With every color at
/// the cap the recharge still refreshes.
pub(super) fn recharge(state: &mut State, color: Color, ctx: &Ctx) -> Result<(), Refusal> {
    require_phase(state, Phase::Recharge, ctx)?;
    ctx.require(!state.recharged, CTC_CRYSTAL_1, || {
        Label::new("refusal.conjure.already_recharged")
    })?;
    let cap = state.rules.crystal_cap;
    let player = &mut state.players[state.active];
    let all_full = player.crystals.iter().all(|p| p.total >= cap);
    let total = player.pool(color).total;
    ctx.require(total < cap || all_full, CTC_CRYSTAL_1, || {
        Label::new("refusal.conjure.crystal_cap")
            .text("color", color.as_str())
            .num("cap", cap.into())
    })?;
    if !all_full || ctx.waives(CTC_CRYSTAL_1) {
        let pool = player.pool_mut(color);
        pool.total = total.saturating_add(1);
        pool.gained = pool.gained.saturating_add(1);
    }
    for pool in &mut player.crystals {
        pool.spent = 0;
    }
    state.recharged = true;
    Ok(())
}

/// CTC-CRYSTAL-2: a card is paid with crystals of its color (either color if dual), and
/// only unspent crystals can pay.
pub(super) fn spend(
    state: &mut State,
    player: usize,
    color: Color,
    amount: u8,
    card_colors: &[Color],
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if amount == 0 {
        return Err(Refusal::zero_amount());
    }
    ctx.require(
        card_colors.is_empty() || card_colors.contains(&color),
        CTC_CRYSTAL_2,
        || {
            let wanted: Vec<&str> = card_colors.iter().map(|c| c.as_str()).collect();
            Label::new("refusal.conjure.wrong_color")
                .text("color", color.as_str())
                .text("card_colors", wanted.join("/"))
        },
    )?;
    let pool = state.players[player].pool_mut(color);
    let unspent = pool.unspent();
    ctx.require(unspent >= amount, CTC_CRYSTAL_2, || {
        Label::new("refusal.conjure.not_enough_crystals")
            .text("color", color.as_str())
            .num("have", unspent.into())
            .num("need", amount.into())
    })?;
    pool.spent = pool.spent.saturating_add(amount).min(pool.total);
    Ok(())
}

/// Pays `amount` for a card or ability of `card_colors` (CTC-CRYSTAL-2). Without a `color`,
/// a one-colored card pays in its color and a dual-colored one in the first of its colors
/// that can pay in full; a cost of 0 pays nothing.
pub(super) fn pay(
    state: &mut State,
    player: usize,
    amount: u8,
    color: Option<Color>,
    card_colors: &[Color],
    ctx: &Ctx,
) -> Result<(), Refusal> {
    if amount == 0 {
        return Ok(());
    }
    let color = match color {
        Some(color) => color,
        None => {
            let pools = &state.players[player];
            card_colors
                .iter()
                .copied()
                .find(|&c| pools.pool(c).unspent() >= amount)
                .or_else(|| card_colors.first().copied())
                .unwrap_or(Color::Black)
        }
    };
    spend(state, player, color, amount, card_colors, ctx)
}

/// CTC-CRYSTAL-1: crystals from effects still respect the cap.
pub(super) fn gain_crystals(
    state: &mut State,
    player: usize,
    color: Color,
    amount: u8,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if amount == 0 {
        return Err(Refusal::zero_amount());
    }
    let cap = state.rules.crystal_cap;
    let pool = state.players[player].pool_mut(color);
    ctx.require(
        u16::from(pool.total) + u16::from(amount) <= u16::from(cap),
        CTC_CRYSTAL_1,
        || {
            Label::new("refusal.conjure.crystal_cap")
                .text("color", color.as_str())
                .num("cap", cap.into())
        },
    )?;
    pool.total = pool.total.saturating_add(amount);
    pool.gained = pool.gained.saturating_add(amount.into());
    Ok(())
}

/// A gain from a bonus or a Chaos card: as many as fit under the cap; returns how many.
pub(super) fn gain_up_to_cap(state: &mut State, player: usize, color: Color, amount: u8) -> u8 {
    let cap = state.rules.crystal_cap;
    let Some(p) = state.players.get_mut(player) else {
        return 0;
    };
    let pool = p.pool_mut(color);
    let gained = amount.min(cap.saturating_sub(pool.total));
    pool.total = pool.total.saturating_add(gained);
    pool.gained = pool.gained.saturating_add(gained.into());
    gained
}
