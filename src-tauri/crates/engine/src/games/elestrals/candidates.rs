//! A finite set of actions worth offering, for the UI to dim what the engine would refuse.
//! `legal_actions` keeps those `apply` accepts, so legality still has one source.

use super::action::{Action, AttackTarget, EffectTiming, FirstPlayerMethod};
use super::cards::CardClass;
use super::spirits::{CostSymbol, Element, Spirits};
use super::state::{FieldCard, Phase, Position, State, SEATS};

pub(super) fn candidate_actions(state: &State) -> Vec<Action> {
    let mut actions = Vec::new();
    if state.phase == Phase::Setup {
        actions.push(Action::PickFirstPlayer {
            method: FirstPlayerMethod::Die,
        });
        actions.push(Action::PickFirstPlayer {
            method: FirstPlayerMethod::Coin,
        });
        actions.extend((0..SEATS).map(|player| Action::SetFirstPlayer { player }));
        return actions;
    }
    actions.extend([Action::Draw, Action::NextPhase]);
    if state.chain.is_some() {
        actions.extend((0..SEATS).map(|player| Action::Pass { player }));
        actions.extend([
            Action::CloseChain,
            Action::ResolveNext,
            Action::ResolveChain,
            Action::OpenNextChain,
        ]);
    }
    let active = state.active;
    let opponent = state.opponent(active);
    let own_elestrals: Vec<&FieldCard> = state.players[active].elestrals.iter().flatten().collect();
    for card in &own_elestrals {
        let other = match card.position {
            Some(Position::Attack) => Position::Defense,
            _ => Position::Attack,
        };
        actions.push(Action::ChangePosition {
            card: card.id,
            position: other,
            by_effect: false,
        });
        actions.push(Action::DeclareAttack {
            attacker: card.id,
            target: AttackTarget::SpiritDeck,
        });
        for target in state.players[opponent].elestrals.iter().flatten() {
            actions.push(Action::DeclareAttack {
                attacker: card.id,
                target: AttackTarget::Elestral { card: target.id },
            });
        }
    }
    let deck = state.players[active].spirit_deck;
    for (_, card) in state
        .field()
        .filter(|(_, card)| card.controller == active && card.face_up)
    {
        for (element, _) in deck.iter() {
            actions.push(Action::Enchant {
                player: active,
                card: card.id,
                spirits: Spirits::of(element, 1),
                by_effect: false,
            });
        }
        if card.class() == CardClass::Elestral || card.class() == CardClass::RuneDivine {
            actions.push(Action::ActivateEffect {
                player: active,
                card: Some(card.id),
                timing: EffectTiming::Active,
                note: String::new(),
            });
        }
    }
    // Set Runes, with the Spirits their cost would take from the deck, when it is known.
    for player in 0..SEATS {
        let deck = state.players[player].spirit_deck;
        for rune in state.players[player]
            .runes
            .iter()
            .flatten()
            .filter(|rune| !rune.face_up)
        {
            if let Some(spirits) = rune
                .face
                .cost
                .as_deref()
                .and_then(|cost| payment_from(&deck, cost))
            {
                actions.push(Action::CastSetRune {
                    player,
                    card: rune.id,
                    spirits,
                    disenchant: Vec::new(),
                    empower: None,
                });
            }
        }
        actions.push(Action::ActivateEffect {
            player,
            card: None,
            timing: EffectTiming::Conditional,
            note: String::new(),
        });
    }
    if let Some(pending) = state.pending_expend {
        let deck = state.players[pending.player].spirit_deck;
        let owed = pending.amount.unwrap_or(1);
        actions.push(Action::Expend {
            player: pending.player,
            amount: Some(owed),
            spirits: first_spirits(&deck, owed),
        });
    }
    actions.push(Action::Stalemate);
    actions.extend((0..SEATS).map(|player| Action::Concede { player }));
    actions
}

/// Spirits from `deck` that pay `cost`: each element symbol with its element, each omni with
/// whatever is left, in element order. `None` if the deck cannot pay.
fn payment_from(deck: &Spirits, cost: &[CostSymbol]) -> Option<Spirits> {
    let mut paid = Spirits::NONE;
    let mut left = *deck;
    for element in cost.iter().filter_map(|symbol| symbol.element()) {
        let here = left.get_mut(element);
        *here = here.checked_sub(1)?;
        *paid.get_mut(element) += 1;
    }
    for _ in cost.iter().filter(|symbol| symbol.element().is_none()) {
        let element = Element::ALL.into_iter().find(|&e| left.get(e) > 0)?;
        *left.get_mut(element) -= 1;
        *paid.get_mut(element) += 1;
    }
    Some(paid)
}

/// The first `count` Spirits of `deck` in element order (all of them if fewer).
fn first_spirits(deck: &Spirits, count: u32) -> Spirits {
    let mut chosen = Spirits::NONE;
    let mut wanted = count;
    for element in Element::ALL {
        let take = u32::from(deck.get(element)).min(wanted);
        *chosen.get_mut(element) = take as u16;
        wanted -= take;
    }
    chosen
}
