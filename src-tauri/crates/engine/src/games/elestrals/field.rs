//! The field (ELE-FIELD-1): placing cards in slots, cards leaving for their owners' zones
//! (ELE-CTRL-1, ELE-ASC-2, ELE-DUR-1), control and Empowering. Changing a Position, a turn
//! action the chain times, is in `position.rs`, so that the chain can move cards through
//! this module.

use super::action::Pile;
use super::cards::CardClass;
use super::checks::{field_card, not_on_field};
use super::rule_ids::{ELE_CTRL_1, ELE_RUNE_4};
use super::spirits::Spirits;
use super::state::{CardId, CardStatus, FieldCard, Location, Row, State, SEATS};
use super::stats::{Duration, StatModifier};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;
use crate::rule_id::RuleId;

/// An open slot of `seat`'s `row`: `wanted`, or the first open one. A slot kept for a card on
/// the chain is not open. A full row or taken slot is refused by `rule`; a ruling cannot make
/// room, so it still refuses afterwards, as bad input.
pub(super) fn open_slot(
    state: &State,
    seat: usize,
    row: Row,
    wanted: Option<usize>,
    rule: RuleId,
    ctx: &Ctx,
) -> Result<usize, Refusal> {
    let slots = state.players[seat].row(row);
    let is_open = |slot: usize| slots[slot].is_none() && !state.slot_kept(seat, row, slot);
    let found = match wanted {
        Some(slot) if slot >= slots.len() => {
            return Err(Refusal::invalid(
                Label::new("refusal.elestrals.no_such_slot")
                    .text("row", row.as_str())
                    .num("slot", slot as i64)
                    .num("slots", slots.len() as i64),
            ))
        }
        Some(slot) => Some(slot).filter(|&slot| is_open(slot)),
        None => (0..slots.len()).find(|&slot| is_open(slot)),
    };
    match found {
        Some(slot) => Ok(slot),
        None => {
            let no_room = || Label::new("refusal.elestrals.no_open_slot").text("row", row.as_str());
            ctx.require(false, rule, no_room)?;
            Err(Refusal::invalid(no_room()))
        }
    }
}

/// Sends a card by name to `owner`'s `pile`.
fn send_card(state: &mut State, owner: usize, name: &str, pile: Pile) {
    let player = &mut state.players[owner];
    match pile {
        Pile::Hand => player.hand = player.hand.saturating_add(1),
        Pile::MainDeck => player.main_deck = player.main_deck.saturating_add(1),
        Pile::Underworld => player.bury(name),
    }
}

/// Spirits go to their owners' Underworlds.
pub(super) fn bury_spirits(state: &mut State, spirits: &[Spirits; SEATS]) {
    for (seat, own) in spirits.iter().enumerate() {
        if let Some(player) = state.players.get_mut(seat) {
            player.underworld_spirits = player.underworld_spirits.saturating_plus(own);
        }
    }
}

/// Spirits go back to their owners' Spirit Decks (an action rewound).
fn return_spirits(state: &mut State, spirits: &[Spirits; SEATS]) {
    for (seat, own) in spirits.iter().enumerate() {
        if let Some(player) = state.players.get_mut(seat) {
            player.spirit_deck = player.spirit_deck.saturating_plus(own);
        }
    }
}

/// A card leaves the field for its owner's `pile` with everything that goes with it: its
/// Spirits to their owners' Underworlds, the Artifacts Empowering it to the Underworld
/// (ELE-ASC-2), and the effects on it or from it end (ELE-DUR-1).
pub(super) fn depart(state: &mut State, at: Location, pile: Pile) -> Option<FieldCard> {
    let card = lift(state, at, pile)?;
    bury_spirits(state, &card.spirits);
    Some(card)
}

/// As [`depart`], but the Spirits stay with the returned card: an Ascend reuses them.
pub(super) fn depart_keeping_spirits(state: &mut State, at: Location) -> Option<FieldCard> {
    lift(state, at, Pile::Underworld)
}

fn lift(state: &mut State, at: Location, pile: Pile) -> Option<FieldCard> {
    let card = state.take_at(at)?;
    send_card(state, card.owner, card.name(), pile);
    if card.is_elestral() {
        let artifacts: Vec<Location> = state
            .field()
            .filter(|(_, other)| other.empowering == Some(card.id))
            .map(|(at, _)| at)
            .collect();
        for artifact in artifacts {
            depart(state, artifact, Pile::Underworld);
        }
    }
    expire_effects(state);
    Some(card)
}

/// A card that never reached the field (its Cast negated, or its target gone): to its owner's
/// Underworld with the Spirits paid for it (ELE-CHAIN-4, ELE-TARGET-1).
pub(super) fn bury_unplaced(state: &mut State, card: &FieldCard) {
    send_card(state, card.owner, card.name(), Pile::Underworld);
    bury_spirits(state, &card.spirits);
}

/// A Cast that can no longer be finished rewinds: the card back to its owner's hand, the
/// Spirits back to their Spirit Decks.
pub(super) fn rewind_unplaced(state: &mut State, card: &FieldCard) {
    send_card(state, card.owner, card.name(), Pile::Hand);
    return_spirits(state, &card.spirits);
}

/// A Set resolves: the Rune lies face down in its slot, unless the slot was taken meanwhile,
/// and then the Set rewinds.
pub(super) fn place_set_rune(state: &mut State, card: FieldCard, slot: usize) {
    let seat = card.controller;
    match state.players[seat].row_mut(Row::Rune).get_mut(slot) {
        Some(place @ None) => *place = Some(card),
        _ => rewind_unplaced(state, &card),
    }
}

/// Invoke and Counter Runes that resolved go to the Underworld once the table has applied
/// them: at the next step of the chain, or when it ends.
pub(super) fn sweep_resolved_instants(state: &mut State) {
    let resolved: Vec<Location> = state
        .field()
        .filter(|(_, card)| card.status == CardStatus::Resolving)
        .map(|(at, _)| at)
        .collect();
    for at in resolved {
        depart(state, at, Pile::Underworld);
    }
}

/// Changes every card on the field that `needs` it. Only the rows holding such a card are
/// copied (see [`PlayerState::row_mut`](super::state::PlayerState::row_mut)), so a change that
/// concerns no card costs nothing.
pub(super) fn update_cards(
    state: &mut State,
    needs: impl Fn(&FieldCard) -> bool,
    mut change: impl FnMut(&mut FieldCard),
) {
    for player in state.players.iter_mut() {
        for row in [Row::Elestral, Row::Rune] {
            if player.row(row).iter().flatten().any(&needs) {
                for card in player.row_mut(row).iter_mut().flatten() {
                    if needs(card) {
                        change(card);
                    }
                }
            }
        }
    }
    if let Some(card) = state.stadium.as_deref_mut().filter(|card| needs(card)) {
        change(card);
    }
}

/// ELE-DUR-1: an effect with no stated duration lasts while its source is Enchanted. Ends
/// those whose source card left the field or is Misenchanted.
pub(super) fn expire_effects(state: &mut State) {
    let sources: Vec<CardId> = state
        .field()
        .flat_map(|(_, card)| card.modifiers.iter())
        .filter(|m| m.duration == Duration::WhileSourceEnchanted)
        .filter_map(|m| m.source_card)
        .collect();
    if sources.is_empty() {
        return;
    }
    let ended: Vec<CardId> = sources
        .into_iter()
        .filter(|&source| !state.card(source).is_some_and(FieldCard::effects_apply))
        .collect();
    if ended.is_empty() {
        return;
    }
    let ends = |m: &StatModifier| {
        m.duration == Duration::WhileSourceEnchanted
            && m.source_card.is_some_and(|s| ended.contains(&s))
    };
    update_cards(
        state,
        |card| card.modifiers.iter().any(ends),
        |card| {
            card.modifiers.retain(|m| !ends(m));
            card.refresh();
        },
    );
}

/// ELE-CTRL-1: into an open slot of the player's Elestral Row, keeping Position, Spirits and
/// Artifacts. Control going back to the owner takes the same path.
pub(super) fn take_control(
    state: &mut State,
    player: usize,
    id: CardId,
    slot: Option<usize>,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    super::checks::check_seat(state, player)?;
    let card = field_card(state, id)?;
    if !card.is_elestral() {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_an_elestral").text("card", card.name()),
        ));
    }
    if card.controller == player {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.already_controls").num("player", player as i64),
        ));
    }
    let slot = open_slot(state, player, Row::Elestral, slot, ELE_CTRL_1, ctx)?;
    let at = state.locate(id).ok_or_else(|| not_on_field(state, id))?;
    let Some(mut card) = state.take_at(at) else {
        return Err(not_on_field(state, id));
    };
    card.controller = player;
    if let Some(place) = state.players[player].row_mut(Row::Elestral).get_mut(slot) {
        *place = Some(card);
    }
    Ok(())
}

/// ELE-RUNE-4: an Artifact may Empower any Elestral on the field, an opponent's included.
pub(super) fn empower(
    state: &mut State,
    artifact: CardId,
    elestral: CardId,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let rune = field_card(state, artifact)?;
    if rune.class() != CardClass::RuneArtifact || !rune.face_up {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_an_artifact").text("card", rune.name()),
        ));
    }
    require_empowerable(state, elestral, ctx)?;
    if let Some(rune) = state.card_mut(artifact) {
        rune.empowering = Some(elestral);
    }
    Ok(())
}

/// The target of an Artifact must be an Elestral on the field, whoever controls it (ELE-RUNE-4).
pub(super) fn require_empowerable(
    state: &State,
    elestral: CardId,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let target = field_card(state, elestral)?;
    ctx.require(target.is_elestral(), ELE_RUNE_4, || {
        Label::new("refusal.elestrals.empower_elestral").text("card", target.name())
    })
}

pub(super) fn destroy(state: &mut State, id: CardId) -> Result<(), Refusal> {
    let at = state.locate(id).ok_or_else(|| not_on_field(state, id))?;
    depart(state, at, Pile::Underworld);
    Ok(())
}

pub(super) fn return_card(state: &mut State, id: CardId, pile: Pile) -> Result<(), Refusal> {
    let at = state.locate(id).ok_or_else(|| not_on_field(state, id))?;
    depart(state, at, pile);
    Ok(())
}
