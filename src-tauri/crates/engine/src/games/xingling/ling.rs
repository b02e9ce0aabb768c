//! 灵力 (XL-LING-1), damage and loss (XL-KO-3), knock-outs (XL-KO-1, XL-KO-2) and victory points
//! (XL-VP-1).

use super::rule_ids::XL_KO_2;
use super::state::{check_seat, PendingKnockOut, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// A sideways key card takes no damage (XL-KO-2).
fn require_upright(state: &State, target: usize, ctx: &Ctx) -> Result<(), Refusal> {
    ctx.require(!state.players[target].knocked_out, XL_KO_2, || {
        Label::new("refusal.xingling.knocked_out_no_damage").num("player", target as i64)
    })
}

pub(super) fn damage(
    state: &mut State,
    target: usize,
    amount: u32,
    source: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, target)?;
    if let Some(source) = source {
        check_seat(state, source)?;
    }
    if amount == 0 {
        return Err(Refusal::zero_amount());
    }
    require_upright(state, target, ctx)?;
    let player = &mut state.players[target];
    player.ling = player
        .ling
        .saturating_sub(i32::try_from(amount).unwrap_or(i32::MAX));
    if player.ling <= 0 {
        let pending = PendingKnockOut {
            player: target,
            source,
        };
        if player.field.iter().any(|spirit| spirit.gentle) {
            // The table says whether the 温柔 星灵 prevents it (XL-KO-1).
            state.pending_knock_out = Some(pending);
        } else {
            knock_out(state, pending);
        }
    }
    Ok(())
}

pub(super) fn heal(state: &mut State, player: usize, amount: u32) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if amount == 0 {
        return Err(Refusal::zero_amount());
    }
    let p = &mut state.players[player];
    let raised = p
        .ling
        .saturating_add(i32::try_from(amount).unwrap_or(i32::MAX));
    if raised > p.cap {
        state.events.push(
            Label::new("xingling.event.capped")
                .num("player", player as i64)
                .num("cap", i64::from(p.cap)),
        );
    }
    p.ling = raised.min(p.cap);
    Ok(())
}

/// The knock-out (XL-KO-1): the key card and every 星灵 sideways; hand, judgement zone and the
/// cards on them discarded. By damage, the source's player gains victory points; by loss,
/// nobody (XL-KO-3).
pub(super) fn knock_out(state: &mut State, pending: PendingKnockOut) {
    let player = &mut state.players[pending.player];
    player.knocked_out = true;
    for spirit in &mut player.field {
        spirit.sideways = true;
    }
    let on_spirits: u32 = player
        .field
        .iter_mut()
        .map(|spirit| std::mem::take(&mut spirit.attached))
        .sum();
    let discarded = player.hand + player.judgement + player.attached + on_spirits;
    player.hand = 0;
    player.judgement = 0;
    player.attached = 0;
    state.zones.discard_pile += discarded;
    state.pending_knock_out = None;
    state
        .events
        .push(Label::new("xingling.event.knocked_out").num("player", pending.player as i64));
    if let Some(source) = pending.source.filter(|source| *source != pending.player) {
        let vp = state.rules.vp_per_knockout;
        state.players[source].vp += vp;
        state.events.push(
            Label::new("xingling.event.vp_for_knock_out")
                .num("player", source as i64)
                .num("vp", i64::from(vp)),
        );
    }
}

pub(super) fn confirm_knock_out(state: &mut State) -> Result<(), Refusal> {
    let pending = state.pending_knock_out.ok_or_else(no_pending)?;
    knock_out(state, pending);
    Ok(())
}

/// A 温柔 星灵 keeps its player in the game; the table applies what it does with 灵力.
pub(super) fn gentle(state: &mut State, spirit: usize) -> Result<(), Refusal> {
    let pending = state.pending_knock_out.ok_or_else(no_pending)?;
    let gentle = state.players[pending.player]
        .field
        .get(spirit)
        .is_some_and(|s| s.gentle);
    if !gentle {
        return Err(Refusal::invalid(Label::new("refusal.xingling.not_gentle")));
    }
    state.pending_knock_out = None;
    Ok(())
}

fn no_pending() -> Refusal {
    Refusal::invalid(Label::new("refusal.xingling.no_knock_out"))
}

pub(super) fn award_vp(state: &mut State, player: usize, amount: u32) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if amount == 0 {
        return Err(Refusal::zero_amount());
    }
    // The amount is a file's number, any u32: the count stops at the largest, never wraps.
    let vp = &mut state.players[player].vp;
    *vp = vp.saturating_add(amount);
    Ok(())
}
