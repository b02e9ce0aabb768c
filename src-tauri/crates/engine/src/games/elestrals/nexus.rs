//! Spirits moving on the field: Nexus (ELE-NEXUS-1 to ELE-NEXUS-3), Enchant (ELE-RUNE-2,
//! ELE-RECV-1) and Disenchant.

use super::cards::CardClass;
use super::chain::turn_action_timing;
use super::checks::{check_seat, field_card, require_phase, require_turn_player};
use super::describe::spirits_label;
use super::field::{bury_spirits, expire_effects};
use super::rule_ids::{ELE_NEXUS_1, ELE_NEXUS_2, ELE_RUNE_2, ELE_TURN_1, ELE_TURN_2};
use super::spirits::{Element, Spirits};
use super::state::{CardId, CardStatus, FieldCard, Phase, State, SEATS};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;
use crate::rule_id::RuleId;

/// Takes `spirits` off `card`, the ones `prefer` owns first (a card can hold both players'
/// after a take-control), and returns what came off by owner. The caller checked they are there.
pub(super) fn take_spirits(
    card: &mut FieldCard,
    spirits: &Spirits,
    prefer: usize,
) -> [Spirits; SEATS] {
    let mut taken = [Spirits::NONE; SEATS];
    let order = [prefer % SEATS, (prefer + 1) % SEATS];
    for element in Element::ALL {
        let mut wanted = spirits.get(element);
        for seat in order {
            let here = card.spirits[seat].get_mut(element);
            let moved = wanted.min(*here);
            *here -= moved;
            *taken[seat].get_mut(element) += moved;
            wanted -= moved;
        }
    }
    taken
}

/// Puts Spirits on `card`, keeping who owns them.
pub(super) fn give_spirits(card: &mut FieldCard, spirits: &[Spirits; SEATS]) {
    for (seat, own) in spirits.iter().enumerate() {
        card.spirits[seat] = card.spirits[seat].saturating_plus(own);
    }
}

fn require_spirits_on(card: &FieldCard, spirits: &Spirits) -> Result<(), Refusal> {
    if card.total_spirits().contains(spirits) {
        Ok(())
    } else {
        Err(Refusal::invalid(
            Label::new("refusal.elestrals.spirits_not_on_card")
                .text("card", card.name())
                .label("spirits", spirits_label(spirits)),
        ))
    }
}

/// ELE-NEXUS-2: a card you cannot choose for a Nexus, and why.
fn nexus_exclusion(card: &FieldCard) -> Option<&'static str> {
    if !card.face_up {
        Some("set")
    } else if card.class() == CardClass::RuneInvoke {
        Some("invoke")
    } else if card.class() == CardClass::RuneCounter {
        Some("counter")
    } else {
        None
    }
}

/// Nexus: Spirits are Disenchanted from one of the player's cards and Enchanted to a different
/// one at the same time (ELE-NEXUS-1). If either card has left the field or cannot receive
/// Spirits now (a Rune still being Cast), nothing happens (ELE-NEXUS-3).
pub(super) fn nexus(
    state: &mut State,
    player: usize,
    from: CardId,
    to: CardId,
    spirits: &Spirits,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if spirits.is_empty() {
        return Err(Refusal::zero_amount());
    }
    for id in [from, to] {
        if !state.was_issued(id) {
            return Err(super::checks::not_on_field(state, id));
        }
    }
    let (Some(source), Some(target)) = (state.card(from), state.card(to)) else {
        return Ok(()); // ELE-NEXUS-3: a card left the field; nothing happens.
    };
    for card in [source, target] {
        if let Some(why) = nexus_exclusion(card) {
            ctx.require(false, ELE_NEXUS_2, || {
                Label::new("refusal.elestrals.nexus_excluded")
                    .text("card", card.name())
                    .text("why", why)
            })?;
        }
    }
    ctx.require(from != to, ELE_NEXUS_1, || {
        Label::new("refusal.elestrals.nexus_same_card")
    })?;
    for card in [source, target] {
        ctx.require(card.controller == player, ELE_NEXUS_1, || {
            Label::new("refusal.elestrals.nexus_not_yours").text("card", card.name())
        })?;
    }
    require_spirits_on(source, spirits)?;
    if target.status == CardStatus::BeingCast
        || source.status == CardStatus::BeingCast
        || from == to
    {
        return Ok(()); // ELE-NEXUS-3: it cannot receive Spirits (or give them) now.
    }
    let Some(source) = state.card_mut(from) else {
        return Ok(());
    };
    let moved = take_spirits(source, spirits, player);
    source.refresh();
    if let Some(target) = state.card_mut(to) {
        give_spirits(target, &moved);
        // ELE-RECV-1: however many Spirits, one Nexus is one time it receives them.
        target.received_spirits = target.received_spirits.saturating_add(1);
        target.refresh();
    }
    expire_effects(state);
    Ok(())
}

/// Spirits from the player's Spirit Deck onto a card. The Main Phase action is the turn
/// player's, with no chain in progress (ELE-TURN-2), and a Set Rune cannot be chosen
/// (ELE-RUNE-2). An effect that tries to Enchant a Set Rune does nothing.
pub(super) fn enchant(
    state: &mut State,
    player: usize,
    id: CardId,
    spirits: &Spirits,
    by_effect: bool,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if spirits.is_empty() {
        return Err(Refusal::zero_amount());
    }
    let card = field_card(state, id)?;
    if !by_effect {
        require_phase(state, Phase::Main, ELE_TURN_1, ctx)?;
        require_turn_player(state, player, ELE_TURN_1, ctx)?;
        ctx.require(card.face_up, ELE_RUNE_2, || {
            Label::new("refusal.elestrals.set_rune_enchant")
        })?;
        turn_action_timing(state, ctx, ELE_TURN_2)?;
    } else if !state.card(id).is_some_and(|card| card.face_up) {
        return Ok(()); // ELE-RUNE-2: the effect tries to Enchant a Set Rune; nothing happens.
    }
    let deck = state.players[player].spirit_deck;
    let Some(rest) = deck.minus(spirits) else {
        return Err(not_in_spirit_deck(spirits, &deck));
    };
    state.players[player].spirit_deck = rest;
    if let Some(card) = state.card_mut(id) {
        let mut given = [Spirits::NONE; SEATS];
        given[player] = *spirits;
        give_spirits(card, &given);
        if !by_effect {
            // ELE-RECV-1: a Main Phase Enchant is a time the card receives Spirits.
            card.received_spirits = card.received_spirits.saturating_add(1);
        }
        card.refresh();
    }
    expire_effects(state);
    Ok(())
}

pub(super) fn not_in_spirit_deck(spirits: &Spirits, deck: &Spirits) -> Refusal {
    Refusal::invalid(
        Label::new("refusal.elestrals.not_in_spirit_deck")
            .label("spirits", spirits_label(spirits))
            .label("deck", spirits_label(deck)),
    )
}

/// Spirits off a card, to their owners' Underworlds (a cost, or an effect).
pub(super) fn disenchant(state: &mut State, id: CardId, spirits: &Spirits) -> Result<(), Refusal> {
    if spirits.is_empty() {
        return Err(Refusal::zero_amount());
    }
    let card = field_card(state, id)?;
    require_spirits_on(card, spirits)?;
    let controller = card.controller;
    let Some(card) = state.card_mut(id) else {
        return Ok(());
    };
    let taken = take_spirits(card, spirits, controller);
    card.refresh();
    bury_spirits(state, &taken);
    expire_effects(state);
    Ok(())
}

/// Takes Spirits off one of `player`'s cards to pay for something; checks they are there.
pub(super) fn disenchant_to_pay(
    state: &mut State,
    player: usize,
    id: CardId,
    spirits: &Spirits,
    rule: RuleId,
    ctx: &Ctx,
) -> Result<[Spirits; SEATS], Refusal> {
    let card = field_card(state, id)?;
    ctx.require(card.controller == player, rule, || {
        Label::new("refusal.elestrals.pay_from_own_field").text("card", card.name())
    })?;
    require_spirits_on(card, spirits)?;
    let Some(card) = state.card_mut(id) else {
        return Ok([Spirits::NONE; SEATS]);
    };
    let taken = take_spirits(card, spirits, player);
    card.refresh();
    Ok(taken)
}
