//! Activating effects (ELE-TURN-3) and how they meet the chain (ELE-CHAIN-1, ELE-CHAIN-3).
//! What an effect does is the card's text: the table applies it when the link resolves.

use super::action::EffectTiming;
use super::chain::{self, open_or_apply, turn_action_timing, Stage, Timing};
use super::checks::{
    check_seat, field_card, require_no_pending_expend, require_phase, require_turn_player,
};
use super::rule_ids::{ELE_CAST_3, ELE_CHAIN_1, ELE_TURN_2, ELE_TURN_3};
use super::state::{CardId, ChainLink, Phase, State};
use crate::chain::{Chain, ChainPhase};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// An Active effect is the turn player's, in their Main Phase, once per turn per card, as a
/// chain's base (ELE-TURN-3). A Conditional effect answers an open chain as a link, waits for
/// the next chain while one resolves (ELE-CHAIN-3), or opens a chain when none is in progress.
pub(super) fn activate(
    state: &mut State,
    player: usize,
    card: Option<CardId>,
    timing: EffectTiming,
    note: &str,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if state.phase == Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_started",
        )));
    }
    if let Some(id) = card {
        let source = field_card(state, id)?;
        if source.controller != player || !source.face_up {
            return Err(Refusal::invalid(
                Label::new("refusal.elestrals.not_your_effect").text("card", source.name()),
            ));
        }
        ctx.require(!source.misenchanted, ELE_CAST_3, || {
            Label::new("refusal.elestrals.misenchanted_no_effect").text("card", source.name())
        })?;
    }
    let link = ChainLink::Effect {
        card,
        timing,
        note: note.to_owned(),
    };
    match timing {
        EffectTiming::Active => {
            if chain::stage(state) == Stage::Open {
                ctx.require(false, ELE_CHAIN_1, chain::not_a_link)?;
            }
            require_phase(state, Phase::Main, ELE_TURN_3, ctx)?;
            require_turn_player(state, player, ELE_TURN_3, ctx)?;
            require_no_pending_expend(state, ctx)?;
            let Some(id) = card else {
                return Err(Refusal::invalid(Label::new(
                    "refusal.elestrals.active_needs_card",
                )));
            };
            ctx.require(!state.active_effects_used.contains(&id), ELE_TURN_3, || {
                Label::new("refusal.elestrals.active_used")
            })?;
            let timing = turn_action_timing(state, ctx, ELE_TURN_2)?;
            state.active_effects_used.push(id);
            open_or_apply(state, player, link, timing, ctx)
        }
        // A chain that is closed, or finished but not yet left behind, collects the effects met
        // while it resolved for the next chain, so the turn player's go first (ELE-CHAIN-5).
        EffectTiming::Conditional => match state.chain.as_deref().map(Chain::phase) {
            Some(ChainPhase::Open) => chain::respond(state, player, link).map(drop),
            Some(ChainPhase::Closed | ChainPhase::Done) => chain::queue(state, player, link),
            None => open_or_apply(state, player, link, Timing::OnChain, ctx),
        },
    }
}
