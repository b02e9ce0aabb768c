//! An Elestral's Position changed (ELE-POS-1): by the turn player once a turn, timed as a turn
//! action (no chain in progress), or by an effect at any time.

use super::chain::turn_action_timing;
use super::checks::{field_card, not_on_field, require_phase, require_turn_player};
use super::rule_ids::{ELE_POS_1, ELE_TURN_2};
use super::state::{CardId, Phase, Position, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// ELE-POS-1: once per turn in your Main Phase for an Elestral not Cast this turn; effects
/// change Positions freely and use no allowance.
pub(super) fn change_position(
    state: &mut State,
    id: CardId,
    position: Position,
    by_effect: bool,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let card = field_card(state, id)?;
    if !card.is_elestral() {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_an_elestral").text("card", card.name()),
        ));
    }
    if card.position == Some(position) {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.same_position").text("position", position.as_str()),
        ));
    }
    if !by_effect {
        let (controller, cast_this_turn, changed) = (
            card.controller,
            card.cast_this_turn,
            card.position_changed_this_turn,
        );
        require_phase(state, Phase::Main, ELE_POS_1, ctx)?;
        require_turn_player(state, controller, ELE_POS_1, ctx)?;
        ctx.require(!cast_this_turn, ELE_POS_1, || {
            Label::new("refusal.elestrals.cast_this_turn")
        })?;
        ctx.require(!changed, ELE_POS_1, || {
            Label::new("refusal.elestrals.position_changed")
        })?;
        turn_action_timing(state, ctx, ELE_TURN_2)?;
    }
    let Some(card) = state.card_mut(id) else {
        return Err(not_on_field(state, id));
    };
    card.position = Some(position);
    if !by_effect {
        card.position_changed_this_turn = true;
    }
    Ok(())
}
