//! Battles (ELE-BATTLE-1, ELE-BATTLE-2).
//!
//! The source text says an attack on an Elestral "tries to destroy it" by comparing Attack with
//! the defender's Attack or Defense by its Position, and an attack on a Spirit Deck makes the
//! defender Expend. It does not give the comparison's details, so the engine applies the usual
//! reading and the table corrects it with a ruling where a format differs (unverified):
//! - against Attack Position, the higher Attack destroys the other, and a tie destroys both;
//! - against Defense Position, an Attack above the Defense destroys the defender, and nothing
//!   happens otherwise;
//! - against a Spirit Deck, the defender Expends as the format says ([`SpiritDeckDamage`]).
//!
//! A battle that can no longer happen when it resolves (the attacker left the field or is no
//! longer in Attack Position, or the defender left) rewinds: nothing is destroyed, and the
//! attacker's attack for the turn is given back.
//!
//! Declaring is here; the battle is fought when its link resolves (`resolution.rs`).
//!
//! [`SpiritDeckDamage`]: super::rules::SpiritDeckDamage

use super::action::AttackTarget;
use super::chain::{open_or_apply, turn_action_timing};
use super::checks::{field_card, require_no_pending_expend, require_phase};
use super::rule_ids::{ELE_BATTLE_1, ELE_CHAIN_3};
use super::state::{CardId, ChainLink, Phase, Position, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// ELE-BATTLE-1: the turn player's Elestral in Attack Position, once per turn, in the Battle
/// Phase. Declaring a battle opens a chain (ELE-CHAIN-1).
pub(super) fn declare(
    state: &mut State,
    attacker: CardId,
    target: AttackTarget,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    let card = field_card(state, attacker)?;
    if !card.is_elestral() {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_an_elestral").text("card", card.name()),
        ));
    }
    let (controller, position, attacks) = (card.controller, card.position, card.attacks_this_turn);
    require_phase(state, Phase::Battle, ELE_BATTLE_1, ctx)?;
    ctx.require(controller == state.active, ELE_BATTLE_1, || {
        Label::new("refusal.elestrals.attack_own_turn")
    })?;
    ctx.require(position == Some(Position::Attack), ELE_BATTLE_1, || {
        Label::new("refusal.elestrals.attack_position_only")
    })?;
    ctx.require(attacks == 0, ELE_BATTLE_1, || {
        Label::new("refusal.elestrals.attacked_this_turn")
    })?;
    if let AttackTarget::Elestral { card } = target {
        let defender = field_card(state, card)?;
        if !defender.is_elestral() || defender.controller == controller {
            return Err(Refusal::invalid(
                Label::new("refusal.elestrals.attack_target").text("card", defender.name()),
            ));
        }
    }
    require_no_pending_expend(state, ctx)?;
    let timing = turn_action_timing(state, ctx, ELE_CHAIN_3)?;
    if let Some(card) = state.card_mut(attacker) {
        card.attacks_this_turn = card.attacks_this_turn.saturating_add(1);
    }
    open_or_apply(
        state,
        controller,
        ChainLink::Battle { attacker, target },
        timing,
        ctx,
    )
}
