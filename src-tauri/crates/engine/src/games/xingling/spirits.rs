//! 星灵 on the field and in standby: contract and overflow (XL-FIELD-1), summoning
//! (XL-SUMMON-1), attacking within range (XL-ATK-1), 置换 (XL-SWAP-1).

use super::rule_ids::{XL_ATK_1, XL_KO_2, XL_SUMMON_1};
use std::sync::Arc;

use super::action::Payment;
use super::state::{check_seat, PlayerState, Spirit, State};
use super::turn::require_own_play_phase;
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// A 星灵 into `player`'s standby. The limit is counted after the 星灵契约 event (XL-FIELD-1):
/// with `more`, the event gives another card next and the count waits for it.
pub(super) fn contract(
    state: &mut State,
    player: usize,
    spirit: Spirit,
    more: bool,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if spirit.name.trim().is_empty() {
        return Err(Refusal::invalid(Label::new("refusal.xingling.needs_name")));
    }
    let standby = &mut state.players[player].standby;
    standby.push(spirit);
    if more {
        state.contracting = Some(player);
        return Ok(());
    }
    state.contracting = None;
    if standby.len() > state.rules.standby_limit {
        state.overflow = Some(player);
        state
            .events
            .push(Label::new("xingling.event.standby_overflow").num("player", player as i64));
    }
    Ok(())
}

/// A standby 星灵 to the graveyard, the player choosing which.
pub(super) fn bury(state: &mut State, player: usize, index: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    let standby = &mut state.players[player].standby;
    if index >= standby.len() {
        return Err(no_such_spirit());
    }
    let buried = standby.remove(index);
    Arc::make_mut(&mut state.zones.graveyard).push(buried.name.to_string());
    if state.overflow == Some(player) && standby.len() <= state.rules.standby_limit {
        state.overflow = None;
    }
    Ok(())
}

pub(super) fn summon(
    state: &mut State,
    player: usize,
    index: usize,
    payment: Payment,
    replace: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    require_own_play_phase(state, player, ctx)?;
    let p = &state.players[player];
    let cost = p.standby.get(index).ok_or_else(no_such_spirit)?.cost;
    let ling = u32::try_from(p.ling.max(0)).unwrap_or(0);
    let refuse = |key: &'static str| {
        ctx.require(false, XL_SUMMON_1, || {
            Label::new(key)
                .num("cost", i64::from(cost))
                .num("ling", i64::from(ling))
                .num("hand", i64::from(p.hand))
        })
    };
    if ling < cost && p.hand < cost {
        // Both 灵力 and the hand are below the cost.
        refuse("refusal.xingling.summon_impossible")?;
    }
    match payment {
        // 灵力 equal to the cost cannot pay it.
        Payment::Ling if ling <= cost => refuse("refusal.xingling.summon_ling_short")?,
        Payment::Discard if p.hand < cost => refuse("refusal.xingling.summon_hand_short")?,
        _ => {}
    }
    let full = p.field.len() >= state.rules.field_limit;
    if full {
        let Some(old) = replace.filter(|old| *old < p.field.len()) else {
            ctx.require(false, XL_SUMMON_1, || {
                Label::new("refusal.xingling.field_full")
            })?;
            return Ok(());
        };
        let gone = state.players[player].field.remove(old);
        Arc::make_mut(&mut state.zones.graveyard).push(gone.name.to_string());
        // The cards lying on it leave the field with it.
        state.zones.discard_pile += gone.attached;
    }
    let p = &mut state.players[player];
    match payment {
        Payment::Ling => p.ling -= i32::try_from(cost).unwrap_or(i32::MAX),
        Payment::Discard => {
            p.hand = p.hand.saturating_sub(cost);
            state.zones.discard_pile += cost;
        }
    }
    let p = &mut state.players[player];
    let mut spirit = p.standby.remove(index);
    spirit.sideways = false;
    p.field.push(spirit);
    Ok(())
}

pub(super) fn attack(
    state: &mut State,
    player: usize,
    index: usize,
    target: usize,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    check_seat(state, target)?;
    if target == player {
        return Err(Refusal::invalid(Label::new("refusal.xingling.attack_self")));
    }
    let spirit = state.players[player]
        .field
        .get(index)
        .ok_or_else(no_such_spirit)?
        .clone();
    require_own_play_phase(state, player, ctx)?;
    ctx.require(!spirit.sideways, XL_ATK_1, || {
        Label::new("refusal.xingling.spirit_sideways").text("spirit", spirit.name.to_string())
    })?;
    ctx.require(!state.players[target].knocked_out, XL_KO_2, || {
        Label::new("refusal.xingling.knocked_out_no_damage").num("player", target as i64)
    })?;
    let distance = state.distance(player, target);
    let in_range = distance.is_some_and(|d| d <= spirit.range);
    ctx.require(in_range, XL_ATK_1, || {
        Label::new("refusal.xingling.out_of_range")
            .num("player", target as i64)
            .num("distance", i64::from(distance.unwrap_or(0)))
            .num("range", i64::from(spirit.range))
            .text("spirit", spirit.name.to_string())
    })?;
    state.players[player].field[index].sideways = true;
    Ok(())
}

pub(super) fn reset(state: &mut State, player: usize, index: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    let spirit = state.players[player]
        .field
        .get_mut(index)
        .ok_or_else(no_such_spirit)?;
    spirit.sideways = false;
    Ok(())
}

/// 置换: the card is discarded and one drawn; no 星灵 turns sideways.
pub(super) fn swap(state: &mut State, player: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if state.players[player].hand == 0 {
        return Err(empty_hand());
    }
    state.zones.discard_pile += 1;
    if state.zones.general_deck == 0 {
        state.players[player].hand -= 1;
    } else {
        state.zones.general_deck -= 1;
    }
    Ok(())
}

/// A general card from the hand onto the player's own field 星灵, or their key card. A
/// knocked-out player's cards lie sideways and theirs were discarded (XL-KO-1): nothing is
/// laid there.
pub(super) fn attach(
    state: &mut State,
    player: usize,
    spirit: Option<usize>,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    let p = &mut state.players[player];
    if p.knocked_out {
        return Err(Refusal::invalid(
            Label::new("refusal.xingling.attach_knocked_out").num("player", player as i64),
        ));
    }
    if p.hand == 0 {
        return Err(empty_hand());
    }
    *cards_on(p, spirit)? += 1;
    p.hand -= 1;
    Ok(())
}

/// The count of the cards lying on the player's field 星灵 `spirit`, or on their key card.
fn cards_on(p: &mut PlayerState, spirit: Option<usize>) -> Result<&mut u32, Refusal> {
    match spirit {
        Some(index) => Ok(&mut p.field.get_mut(index).ok_or_else(no_such_spirit)?.attached),
        None => Ok(&mut p.attached),
    }
}

/// A card lying on the player's field 星灵 (or key card) to the discard pile.
pub(super) fn detach(
    state: &mut State,
    player: usize,
    spirit: Option<usize>,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    let on = cards_on(&mut state.players[player], spirit)?;
    if *on == 0 {
        return Err(Refusal::invalid(Label::new(
            "refusal.xingling.nothing_attached",
        )));
    }
    *on -= 1;
    state.zones.discard_pile += 1;
    Ok(())
}

pub(super) fn no_such_spirit() -> Refusal {
    Refusal::invalid(Label::new("refusal.xingling.no_such_spirit"))
}

pub(super) fn empty_hand() -> Refusal {
    Refusal::invalid(Label::new("refusal.xingling.empty_hand"))
}
