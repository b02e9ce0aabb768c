//! The checks every part of Elestrals' rules shares: a seat, a card on the field, the phase,
//! the turn player, and a battle waiting for its Expend (ELE-BATTLE-2).

use super::rule_ids::ELE_BATTLE_2;
use super::state::{CardId, FieldCard, Phase, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;
use crate::rule_id::RuleId;

pub(super) fn check_seat(state: &State, player: usize) -> Result<(), Refusal> {
    crate::game::check_seat(player, state.players.len())
}

/// The card with this ID on the field, or a refusal no ruling can override: the action names
/// a card that is not there.
pub(super) fn field_card(state: &State, id: CardId) -> Result<&FieldCard, Refusal> {
    state.card(id).ok_or_else(|| not_on_field(state, id))
}

pub(super) fn not_on_field(state: &State, id: CardId) -> Refusal {
    if state.was_issued(id) {
        Refusal::invalid(Label::new("refusal.elestrals.card_left_field").num("card", id.0.into()))
    } else {
        Refusal::invalid(Label::new("refusal.elestrals.no_such_card").num("card", id.0.into()))
    }
}

/// The action belongs to `phase` (ELE-TURN-1 unless a more precise `rule` is given).
pub(super) fn require_phase(
    state: &State,
    phase: Phase,
    rule: RuleId,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    if state.phase == Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_started",
        )));
    }
    ctx.require(state.phase == phase, rule, || {
        Label::new("refusal.elestrals.wrong_phase")
            .text("needed", phase.as_str())
            .text("current", state.phase.as_str())
    })
}

/// The action belongs to the turn player (ELE-TURN-1 unless a more precise `rule` is given).
pub(super) fn require_turn_player(
    state: &State,
    player: usize,
    rule: RuleId,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    ctx.require(player == state.active, rule, || {
        Label::new("refusal.elestrals.not_your_turn").num("player", player as i64)
    })
}

/// A battle against a Spirit Deck waits for the defender to Expend (ELE-BATTLE-2).
pub(super) fn require_no_pending_expend(state: &State, ctx: &Ctx) -> Result<(), Refusal> {
    let pending = state.pending_expend;
    ctx.require(pending.is_none(), ELE_BATTLE_2, || {
        let player = pending.map_or(0, |p| p.player);
        Label::new("refusal.elestrals.expend_first").num("player", player as i64)
    })
}
