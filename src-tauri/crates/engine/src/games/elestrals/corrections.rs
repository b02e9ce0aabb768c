//! What a card's text does that the engine cannot know, expressed as plain moves: stat
//! changes, cards and Spirits between piles, and counts set right. Used on their own or in a
//! ruling; each is logged like any action.

use super::action::{Pile, SpiritPile};
use super::checks::{check_seat, not_on_field};
use super::describe::spirits_label;
use super::field::expire_effects;
use super::nexus::not_in_spirit_deck;
use super::rules::MAX_PILE;
use super::spirits::Spirits;
use super::state::{CardId, State};
use super::stats::{Duration, StatChange, StatModifier};
use crate::error::Refusal;
use crate::label::Label;

/// A stat change (ELE-STAT-1) lasting as the effect says (ELE-DUR-1).
pub(super) fn adjust_stat(
    state: &mut State,
    id: CardId,
    change: StatChange,
    source: &str,
    source_card: Option<CardId>,
    duration: Duration,
) -> Result<(), Refusal> {
    if let StatChange::Add { delta: 0, .. } = change {
        return Err(Refusal::zero_amount());
    }
    if let Some(source) = source_card {
        if !state.was_issued(source) {
            return Err(not_on_field(state, source));
        }
    }
    let order = state.next_modifier;
    let Some(card) = state.card_mut(id) else {
        return Err(not_on_field(state, id));
    };
    card.modifiers.push(StatModifier {
        order,
        change,
        source: source.to_owned(),
        source_card,
        duration,
        attack_after: None,
        defense_after: None,
    });
    card.refresh();
    state.next_modifier = order.saturating_add(1);
    // A source that is not Enchanted any more ends the effect at once (ELE-DUR-1).
    expire_effects(state);
    Ok(())
}

pub(super) fn remove_modifier(state: &mut State, id: CardId, order: u32) -> Result<(), Refusal> {
    let Some(card) = state.card_mut(id) else {
        return Err(not_on_field(state, id));
    };
    let before = card.modifiers.len();
    card.modifiers.retain(|m| m.order != order);
    if card.modifiers.len() == before {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.no_such_modifier").num("order", order.into()),
        ));
    }
    card.refresh();
    Ok(())
}

/// A card between a player's hand, Main Deck and Underworld. The Underworld is a list of names,
/// so a card going there or coming back from there is named.
pub(super) fn move_card(
    state: &mut State,
    player: usize,
    from: Pile,
    to: Pile,
    card: Option<&str>,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if from == to {
        return Err(Refusal::invalid(Label::new("refusal.elestrals.same_pile")));
    }
    let needs_name = from == Pile::Underworld || to == Pile::Underworld;
    let name = card.map(str::trim).filter(|n| !n.is_empty());
    let name = match (needs_name, name) {
        (true, None) => {
            return Err(Refusal::invalid(Label::new(
                "refusal.elestrals.name_the_card",
            )))
        }
        (_, name) => name.unwrap_or_default(),
    };
    let seat = &mut state.players[player];
    let taken = match from {
        Pile::Hand => seat.hand.checked_sub(1).map(|left| seat.hand = left),
        Pile::MainDeck => seat
            .main_deck
            .checked_sub(1)
            .map(|left| seat.main_deck = left),
        Pile::Underworld => seat.underworld.take(name).then_some(()),
    };
    if taken.is_none() {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_in_pile")
                .text("card", name)
                .text("pile", from.as_str()),
        ));
    }
    match to {
        Pile::Hand => seat.hand = seat.hand.saturating_add(1),
        Pile::MainDeck => seat.main_deck = seat.main_deck.saturating_add(1),
        Pile::Underworld => seat.bury(name),
    }
    Ok(())
}

/// Spirits between a player's Spirit Deck and Underworld, e.g. an effect bringing them back.
/// Not an Expend: it cannot lose the game.
pub(super) fn move_spirits(
    state: &mut State,
    player: usize,
    from: SpiritPile,
    to: SpiritPile,
    spirits: &Spirits,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if spirits.is_empty() {
        return Err(Refusal::zero_amount());
    }
    if from == to {
        return Err(Refusal::invalid(Label::new("refusal.elestrals.same_pile")));
    }
    let seat = &mut state.players[player];
    let (source, target) = match from {
        SpiritPile::SpiritDeck => (&mut seat.spirit_deck, &mut seat.underworld_spirits),
        SpiritPile::Underworld => (&mut seat.underworld_spirits, &mut seat.spirit_deck),
    };
    let rest = source.minus(spirits).ok_or_else(|| {
        Refusal::invalid(
            Label::new("refusal.elestrals.spirits_not_in_pile")
                .label("spirits", spirits_label(spirits))
                .text("pile", from.as_str()),
        )
    })?;
    *source = rest;
    *target = target.saturating_plus(spirits);
    Ok(())
}

/// A correction to a Spirit Deck: Spirits added and taken away, from nowhere and to nowhere.
pub(super) fn adjust_spirit_deck(
    state: &mut State,
    player: usize,
    add: &Spirits,
    remove: &Spirits,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if add.is_empty() && remove.is_empty() {
        return Err(Refusal::zero_amount());
    }
    let deck = state.players[player].spirit_deck;
    let rest = deck
        .minus(remove)
        .ok_or_else(|| not_in_spirit_deck(remove, &deck))?;
    let total = rest
        .plus(add)
        .ok_or_else(|| Refusal::invalid(Label::new("refusal.elestrals.count_too_large")))?;
    state.players[player].spirit_deck = total;
    Ok(())
}

pub(super) fn adjust_cards(
    state: &mut State,
    player: usize,
    main_deck: i32,
    hand: i32,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if main_deck == 0 && hand == 0 {
        return Err(Refusal::zero_amount());
    }
    let seat = &state.players[player];
    let new_deck = i64::from(seat.main_deck) + i64::from(main_deck);
    let new_hand = i64::from(seat.hand) + i64::from(hand);
    let (Ok(new_deck), Ok(new_hand)) = (u32::try_from(new_deck), u32::try_from(new_hand)) else {
        return Err(Refusal::invalid(Label::new("refusal.count_below_zero")));
    };
    if new_deck > MAX_PILE || new_hand > MAX_PILE {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.count_too_large").num("max", MAX_PILE.into()),
        ));
    }
    let seat = &mut state.players[player];
    seat.main_deck = new_deck;
    seat.hand = new_hand;
    Ok(())
}
