//! Which module handles each action.

use super::action::{Action, SoulChange};
use super::checks::{check_seat, check_slot};
use super::rule_ids::CDX_BOARD_1;
use super::state::{Phase, Soul, State, SEATS};
use super::{cascade, moves, piles};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

pub(super) fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    state.events.clear();
    let started = state.phase != Phase::Setup;
    match action {
        Action::SetFirstPlayer { .. } | Action::Concede { .. } => {}
        _ if !started => return Err(Refusal::invalid(Label::new("refusal.codex.not_started"))),
        _ => {}
    }
    match action {
        Action::SetFirstPlayer { player } => set_first_player(state, *player),
        Action::NextTurn => {
            state.active = (state.active + 1) % SEATS;
            state.turn += 1;
            Ok(())
        }
        Action::Recruit {
            player,
            slot,
            name,
            rank,
        } => recruit(state, *player, *slot, name, *rank, ctx),
        Action::ChangeSoul { card, change } => change_soul(state, *card, change),
        Action::DamageLeader { player, amount } => {
            check_seat(*player)?;
            nonzero(*amount)?;
            let leader = &mut state.players[*player].leader;
            leader.damage = leader.damage.saturating_add_signed(*amount);
            Ok(())
        }
        Action::Retract { by, target, cost } => moves::retract(state, *by, *target, *cost),
        Action::Teleport {
            by,
            target,
            to,
            cost,
        } => moves::teleport(state, *by, *target, *to, *cost, ctx),
        Action::Exile { target } => moves::exile(state, *target),
        Action::Defeat { card } => moves::defeat(state, *card),
        Action::Capture { target } => moves::capture(state, *target),
        Action::SetAmbush { player, slot, by } => {
            moves::set_ambush(state, *player, *slot, *by, ctx)
        }
        Action::SpringAmbush {
            player,
            slot,
            index,
        } => moves::spring_ambush(state, *player, *slot, *index),
        Action::Draw { player } => piles::draw(state, *player),
        Action::Enlist { player, found } => piles::enlist(state, *player, *found),
        Action::LookAtTop {
            player,
            count,
            to_hand,
        } => piles::look_at_top(state, *player, *count, *to_hand),
        Action::Discard { player, count } => piles::discard(state, *player, *count),
        Action::AdjustCards { player, deck, hand } => {
            check_seat(*player)?;
            if *deck == 0 && *hand == 0 {
                return Err(Refusal::zero_amount());
            }
            let p = &mut state.players[*player];
            p.deck = p.deck.saturating_add_signed(*deck);
            p.hand = p.hand.saturating_add_signed(*hand);
            Ok(())
        }
        Action::AdjustResources { player, delta } => {
            check_seat(*player)?;
            nonzero(*delta)?;
            let p = &mut state.players[*player];
            p.resources = p.resources.saturating_add(*delta);
            Ok(())
        }
        Action::Activate {
            player,
            source,
            note,
        } => {
            check_seat(*player)?;
            if let Some(card) = source {
                if state.find_soul(*card).is_none() {
                    return Err(Refusal::invalid(Label::new("refusal.codex.no_such_soul")));
                }
            }
            cascade::activate(state, *player, *source, note)
        }
        Action::Pass { player } => {
            check_seat(*player)?;
            cascade::pass(state, *player)
        }
        Action::CloseCascade => cascade::close(state),
        Action::ResolveNext => cascade::resolve_next(state),
        Action::Concede { player } => {
            check_seat(*player)?;
            state.players[*player].conceded = true;
            Ok(())
        }
    }
}

fn set_first_player(state: &mut State, player: usize) -> Result<(), Refusal> {
    check_seat(player)?;
    if state.phase != Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.codex.already_started",
        )));
    }
    state.active = player;
    state.first_player = Some(player);
    state.phase = Phase::Turn;
    state.turn = 1;
    Ok(())
}

/// A Soul onto an empty slot whose highest rank is its rank and that it could be recruited
/// onto; the layout is the format's (CDX-BOARD-1).
fn recruit(
    state: &mut State,
    player: usize,
    slot: usize,
    name: &str,
    rank: u8,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(player)?;
    check_slot(state, slot)?;
    if name.trim().is_empty() || rank == 0 {
        return Err(Refusal::invalid(Label::new(
            "refusal.codex.soul_needs_name",
        )));
    }
    if state.players[player].slots[slot].soul.is_some() {
        return Err(Refusal::invalid(
            Label::new("refusal.codex.slot_taken").place_from_1("slot", slot),
        ));
    }
    // A recruited Soul is a card from the hand: with none there, nothing is recruited (a
    // card put into play some other way is a ruling, written as such).
    if state.players[player].hand == 0 {
        return Err(Refusal::invalid(Label::new(
            "refusal.codex.recruit_empty_hand",
        )));
    }
    let highest = state.rules.slots[slot].highest_rank();
    ctx.require(highest == rank, CDX_BOARD_1, || {
        Label::new("refusal.codex.recruit_rank")
            .place_from_1("slot", slot)
            .num("rank", i64::from(rank))
    })?;
    let supported = state.recruitable(player, slot, None);
    ctx.require(supported, CDX_BOARD_1, || {
        Label::new("refusal.codex.recruit_unsupported").place_from_1("slot", slot)
    })?;
    let id = super::state::CardId(state.next_card);
    state.next_card += 1;
    let p = &mut state.players[player];
    p.hand -= 1;
    p.slots[slot].soul = Some(Soul {
        id,
        name: name.trim().to_owned(),
        rank,
        damage: 0,
        bonus: 0,
        granted: Vec::new(),
        counters: 0,
        limits_used: 0,
        armament: None,
        captured: false,
    });
    Ok(())
}

fn change_soul(
    state: &mut State,
    card: super::state::CardId,
    change: &SoulChange,
) -> Result<(), Refusal> {
    let soul = state
        .soul_mut(card)
        .ok_or_else(|| Refusal::invalid(Label::new("refusal.codex.no_such_soul")))?;
    match change {
        SoulChange::Damage { amount } => {
            nonzero(*amount)?;
            soul.damage = soul.damage.saturating_add_signed(*amount);
        }
        SoulChange::Bonus { amount } => {
            nonzero(*amount)?;
            soul.bonus = soul.bonus.saturating_add(*amount);
        }
        SoulChange::Counters { amount } => {
            nonzero(*amount)?;
            soul.counters = soul.counters.saturating_add_signed(*amount);
        }
        SoulChange::Grant { effect } => {
            if effect.trim().is_empty() {
                return Err(Refusal::zero_amount());
            }
            soul.granted.push(effect.trim().to_owned());
        }
        SoulChange::UseLimit => soul.limits_used += 1,
        SoulChange::Arm { armament } => {
            if armament.trim().is_empty() {
                return Err(Refusal::zero_amount());
            }
            soul.armament = Some(armament.trim().to_owned());
        }
    }
    Ok(())
}

fn nonzero(amount: i32) -> Result<(), Refusal> {
    if amount == 0 {
        Err(Refusal::zero_amount())
    } else {
        Ok(())
    }
}
