//! What each link of the chain does when it resolves (ELE-CHAIN-3), or at once when its action
//! takes effect without a chain: a Cast card reaches the field, a Set Rune lies face down, a
//! battle deals damage, a Search finds its card. The actions that announce and pay for these
//! (`cast.rs`, `battle.rs`, `turn.rs`) open the chain; the chain comes here to resolve them.

use super::action::{AttackTarget, Pile};
use super::cards::CardClass;
use super::field;
use super::rules::{SpiritDeckDamage, MAX_PILE};
use super::state::{
    CardId, CardStatus, ChainLink, FieldCard, Location, PendingExpend, Position, Row, State,
};
use crate::error::Refusal;
use crate::game::Ctx;

/// What a link does when it resolves.
pub(super) fn take_effect(
    state: &mut State,
    controller: usize,
    link: ChainLink,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    match link {
        ChainLink::Cast {
            card,
            slot,
            special,
        } => {
            arrive(state, *card, slot, !special);
            Ok(())
        }
        ChainLink::Ascend {
            card,
            slot,
            special,
        } => {
            arrive(state, *card, Some(slot), !special);
            Ok(())
        }
        ChainLink::CastSetRune { card } => {
            set_rune_resolves(state, card);
            Ok(())
        }
        ChainLink::Set { card, slot } => {
            field::place_set_rune(state, *card, slot);
            Ok(())
        }
        ChainLink::Battle { attacker, target } => {
            resolve_battle(state, controller, attacker, target);
            Ok(())
        }
        ChainLink::Effect { .. } => Ok(()),
        ChainLink::Search { card } => resolve_search(state, controller, card.as_deref(), ctx),
    }
}

/// A negated link: spent with what was paid for it, and nothing happens (ELE-CHAIN-4).
pub(super) fn spend(state: &mut State, link: ChainLink) {
    match link {
        ChainLink::Cast { card, .. }
        | ChainLink::Ascend { card, .. }
        | ChainLink::Set { card, .. } => {
            field::bury_unplaced(state, &card);
        }
        ChainLink::CastSetRune { card } => {
            if let Some(at) = state.locate(card) {
                field::depart(state, at, Pile::Underworld);
            }
        }
        ChainLink::Battle { .. } | ChainLink::Effect { .. } | ChainLink::Search { .. } => {}
    }
}

/// A Cast or Ascend resolves: the card reaches the field (ELE-CAST-2, ELE-ASC-1). A Stadium
/// replaces the one on the field (ELE-RUNE-3); an Artifact whose Elestral left has nothing to
/// Empower and is spent (ELE-TARGET-1); an Invoke or Counter Rune is applied by the table and
/// then leaves. If the slot was taken meanwhile, the Cast rewinds, its Normal Cast with it.
fn arrive(state: &mut State, mut card: FieldCard, slot: Option<usize>, normal: bool) {
    card.cast_this_turn = true;
    // ELE-RECV-1: being Cast (or Ascended into) is a time it receives Spirits.
    card.received_spirits = card.received_spirits.saturating_add(1);
    card.status = if card.class().is_instant() {
        CardStatus::Resolving
    } else {
        CardStatus::InPlay
    };
    card.refresh();
    if card.class() == CardClass::RuneArtifact && !artifact_target_stands(state, &card) {
        field::bury_unplaced(state, &card);
        return;
    }
    let seat = card.controller;
    match (Row::for_class(card.class()), slot) {
        (Row::Stadium, _) => {
            if state.stadium.is_some() {
                field::depart(state, Location::Stadium, Pile::Underworld);
            }
            state.stadium = Some(Box::new(card));
        }
        (row, Some(slot)) => match state.players[seat].row_mut(row).get_mut(slot) {
            Some(place @ None) => *place = Some(card),
            _ => {
                if normal && card.is_elestral() {
                    state.normal_cast_used = false;
                }
                field::rewind_unplaced(state, &card);
            }
        },
        (_, None) => field::rewind_unplaced(state, &card),
    }
}

fn artifact_target_stands(state: &State, artifact: &FieldCard) -> bool {
    artifact
        .empowering
        .and_then(|target| state.card(target))
        .is_some_and(FieldCard::is_elestral)
}

/// A Set Rune's Cast resolves (ELE-RUNE-1). An Instant Rune is applied by the table and leaves
/// at the next step of the chain; a Continuous one stays in play.
fn set_rune_resolves(state: &mut State, id: CardId) {
    let Some(card) = state.card(id) else {
        return;
    };
    if card.status != CardStatus::BeingCast {
        return;
    }
    if card.class() == CardClass::RuneArtifact && !artifact_target_stands(state, card) {
        if let Some(at) = state.locate(id) {
            field::depart(state, at, Pile::Underworld); // ELE-TARGET-1
        }
        return;
    }
    if let Some(card) = state.card_mut(id) {
        card.status = if card.class().is_instant() {
            CardStatus::Resolving
        } else {
            CardStatus::InPlay
        };
        card.cast_this_turn = true;
        card.received_spirits = card.received_spirits.saturating_add(1);
        card.refresh();
    }
}

/// ELE-BATTLE-2: the battle deals damage (`battle.rs`'s module documentation gives the reading).
fn resolve_battle(state: &mut State, controller: usize, attacker: CardId, target: AttackTarget) {
    let still_attacking = state.card(attacker).is_some_and(|card| {
        card.controller == controller
            && card.is_elestral()
            && card.position == Some(Position::Attack)
    });
    let defender_here = match target {
        AttackTarget::Elestral { card } => state.card(card).is_some_and(|d| d.is_elestral()),
        AttackTarget::SpiritDeck => true,
    };
    if !still_attacking || !defender_here {
        // Impossible, not negated: the battle rewinds.
        if let Some(card) = state.card_mut(attacker) {
            card.attacks_this_turn = card.attacks_this_turn.saturating_sub(1);
        }
        return;
    }
    let attack = state.card(attacker).and_then(|card| card.attack);
    match target {
        AttackTarget::Elestral { card } => {
            let Some(defender) = state.card(card) else {
                return;
            };
            let defending_position = defender.position;
            let guard = match defending_position {
                Some(Position::Defense) => defender.defense,
                _ => defender.attack,
            };
            // Unknown stats: the table settles the battle by hand.
            let (Some(attack), Some(guard)) = (attack, guard) else {
                return;
            };
            let mut destroyed = Vec::new();
            if attack > guard {
                destroyed.push(card);
            }
            if defending_position != Some(Position::Defense) && attack <= guard {
                destroyed.push(attacker);
                if attack == guard {
                    destroyed.push(card);
                }
            }
            for id in destroyed {
                if let Some(at) = state.locate(id) {
                    field::depart(state, at, Pile::Underworld);
                }
            }
        }
        AttackTarget::SpiritDeck => {
            let amount = match state.rules.spirit_deck_damage {
                SpiritDeckDamage::Attack => attack.map(|a| a.max(0) as u32),
                SpiritDeckDamage::One => Some(1),
            };
            if amount != Some(0) {
                state.pending_expend = Some(PendingExpend {
                    player: state.opponent(controller),
                    amount,
                });
            }
        }
    }
}

/// ELE-SEARCH-1: the found card goes to the hand, then the Main Deck is shuffled. The deck's
/// order is not tracked, but the shuffle is drawn from the entry's random stream so the log
/// records it like a die.
fn resolve_search(
    state: &mut State,
    player: usize,
    card: Option<&str>,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    let seat = &mut state.players[player];
    if card.is_some() {
        if let Some(left) = seat.main_deck.checked_sub(1) {
            seat.main_deck = left;
            seat.hand = seat.hand.saturating_add(1);
        }
    }
    let mut order: Vec<u32> = (0..seat.main_deck.min(MAX_PILE)).collect();
    ctx.dice.shuffle(&mut order);
    seat.shuffles = seat.shuffles.saturating_add(1);
    Ok(())
}
