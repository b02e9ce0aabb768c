//! Moving Souls (CDX-15.1 to CDX-15.5): Retract, Teleport, Exile, defeat and capture, the
//! Leader who never moves, and what leaving the field clears.

use super::action::Target;
use super::cascade;
use super::checks::{check_seat, pay};
use super::rule_ids::CDX_15_2;
use super::state::{CardId, Soul, State, TeleportBar};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// Where a Soul that leaves the field goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Away {
    Hand,
    Elysium,
    Exile,
}

/// The seat and slot of the Soul of stay `card`.
fn locate(state: &State, card: CardId) -> Result<(usize, usize), Refusal> {
    state
        .find_soul(card)
        .map(|(seat, slot, _)| (seat, slot))
        .ok_or_else(|| Refusal::invalid(Label::new("refusal.codex.no_such_soul")))
}

/// The Leader stays on its altar; the rest of the effect (its paid cost) stands (CDX-15.4).
fn leader_stays(state: &mut State, player: usize) -> Result<(), Refusal> {
    check_seat(player)?;
    state
        .events
        .push(Label::new("codex.event.leader_stays").num("player", player as i64));
    Ok(())
}

/// Takes the Soul off the field to `away`: everything on it ends, its Armament goes with it
/// to the hand or to the Elysium, its effects on the Cascade fizzle, and its Ambushes stay at
/// the slot but are no longer its own (CDX-15.1, CDX-15.3, CDX-15.5).
fn leave_field(state: &mut State, seat: usize, slot: usize, away: Away) -> Soul {
    let player = &mut state.players[seat];
    let soul = player.slots[slot]
        .soul
        .take()
        .unwrap_or_else(|| unreachable!("the caller located the Soul"));
    match away {
        Away::Hand => player.hand += 1 + u32::from(soul.armament.is_some()),
        Away::Elysium => player.elysium.push(soul.name.clone()),
        Away::Exile => player.exile.push(soul.name.clone()),
    }
    if away != Away::Hand {
        if let Some(armament) = &soul.armament {
            player.elysium.push(armament.clone());
        }
    }
    cascade::source_left(state, soul.id);
    soul
}

/// Retract (CDX-15.1).
pub(super) fn retract(
    state: &mut State,
    by: usize,
    target: Target,
    cost: u32,
) -> Result<(), Refusal> {
    pay(state, by, cost)?;
    match target {
        Target::Leader { player } => leader_stays(state, player),
        Target::Soul { card } => {
            let (seat, slot) = locate(state, card)?;
            leave_field(state, seat, slot, Away::Hand);
            Ok(())
        }
    }
}

/// Teleport (CDX-15.2): to a slot the effect's controller picks among the legal ones, or
/// nowhere when there is none.
pub(super) fn teleport(
    state: &mut State,
    by: usize,
    target: Target,
    to: Option<usize>,
    cost: u32,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(by)?;
    let card = match target {
        Target::Leader { player } => {
            pay(state, by, cost)?;
            return leader_stays(state, player);
        }
        Target::Soul { card } => card,
    };
    let (seat, from) = locate(state, card)?;
    let rank = state.players[seat].slots[from]
        .soul
        .as_ref()
        .map_or(0, |soul| soul.rank);
    let Some(to) = to else {
        let legal = state.teleport_slots(seat, from, rank);
        ctx.require(legal.is_empty(), CDX_15_2, || {
            Label::new("refusal.codex.teleport_pick").num("slots", legal.len() as i64)
        })?;
        pay(state, by, cost)?;
        state.events.push(Label::new("codex.event.no_slot"));
        return Ok(());
    };
    if to >= state.rules.slots.len() {
        return Err(Refusal::invalid(
            Label::new("refusal.codex.no_such_slot").place_from_1("slot", to),
        ));
    }
    if let Some(bar) = state.teleport_refusal(seat, from, rank, to) {
        let key = match bar {
            TeleportBar::Occupied => "refusal.codex.slot_taken",
            TeleportBar::UnderItself => "refusal.codex.teleport_under",
            TeleportBar::Rank => "refusal.codex.teleport_rank",
            TeleportBar::Unsupported => "refusal.codex.teleport_unsupported",
        };
        ctx.require(false, CDX_15_2, || {
            Label::new(key)
                .place_from_1("slot", to)
                .num("rank", i64::from(rank))
        })?;
    }
    pay(state, by, cost)?;
    // It keeps everything, its Armament with it; Ambushes stay at the old slot.
    let player = &mut state.players[seat];
    let soul = player.slots[from].soul.take();
    player.slots[to].soul = soul;
    Ok(())
}

/// Exile (CDX-15.3): a captured Soul too, which frees its slot.
pub(super) fn exile(state: &mut State, target: Target) -> Result<(), Refusal> {
    match target {
        Target::Leader { player } => leader_stays(state, player),
        Target::Soul { card } => {
            let (seat, slot) = locate(state, card)?;
            leave_field(state, seat, slot, Away::Exile);
            Ok(())
        }
    }
}

/// A Soul defeated goes to its owner's Elysium (CDX-15.5).
pub(super) fn defeat(state: &mut State, card: CardId) -> Result<(), Refusal> {
    let (seat, slot) = locate(state, card)?;
    leave_field(state, seat, slot, Away::Elysium);
    Ok(())
}

/// Capture: the Soul stays on its slot face down (not leaving the field, CDX-15.5); the
/// Leader captured ends the duel (CDX-15.4).
pub(super) fn capture(state: &mut State, target: Target) -> Result<(), Refusal> {
    match target {
        Target::Leader { player } => {
            check_seat(player)?;
            state.players[player].leader.captured = true;
            Ok(())
        }
        Target::Soul { card } => {
            let soul = state
                .soul_mut(card)
                .ok_or_else(|| Refusal::invalid(Label::new("refusal.codex.no_such_soul")))?;
            soul.captured = true;
            Ok(())
        }
    }
}

/// A Soul's own unsprung Ambush keeps it from setting another (CDX-15.2, CDX-15.5).
pub(super) fn set_ambush(
    state: &mut State,
    player: usize,
    slot: usize,
    by: Option<CardId>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(player)?;
    super::checks::check_slot(state, slot)?;
    if let Some(id) = by {
        locate(state, id)?;
        let own = state.has_own_ambush(id);
        ctx.require(!own, CDX_15_2, || Label::new("refusal.codex.ambush_own"))?;
    }
    state.players[player].slots[slot]
        .ambushes
        .push(super::state::Ambush { set_by: by });
    Ok(())
}

pub(super) fn spring_ambush(
    state: &mut State,
    player: usize,
    slot: usize,
    index: usize,
) -> Result<(), Refusal> {
    check_seat(player)?;
    super::checks::check_slot(state, slot)?;
    let ambushes = &mut state.players[player].slots[slot].ambushes;
    if index >= ambushes.len() {
        return Err(Refusal::invalid(Label::new("refusal.codex.no_such_ambush")));
    }
    ambushes.remove(index);
    state.players[player].elysium.push(String::new());
    Ok(())
}
