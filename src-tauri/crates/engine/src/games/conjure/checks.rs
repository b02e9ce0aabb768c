//! The checks every part of Conjure The Chaos's rules shares (a seat in the game, the phase,
//! a creature that is there), and the one write they share: a change of life.

use super::rule_ids::CTC_TURN_1;
use super::state::{Phase, State};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

pub(super) fn check_seat(state: &State, player: usize) -> Result<(), Refusal> {
    crate::game::check_seat(player, state.players.len())
}

pub(super) fn check_in_game(state: &State, player: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if state.players[player].out {
        return Err(Refusal::invalid(
            Label::new("refusal.player_out").num("player", player as i64),
        ));
    }
    Ok(())
}

pub(super) fn unknown_creature(id: u32) -> Refusal {
    Refusal::invalid(Label::new("refusal.conjure.no_such_creature").num("creature", id.into()))
}

pub(super) fn require_phase(state: &State, phase: Phase, ctx: &Ctx) -> Result<(), Refusal> {
    ctx.require(state.phase == phase, CTC_TURN_1, || {
        Label::new("refusal.conjure.wrong_phase")
            .text("needed", phase.as_str())
            .text("current", state.phase.as_str())
    })
}

/// Adds `delta` (negative for damage) to a player's life; at 0 or below they are out.
pub(super) fn change_life(state: &mut State, player: usize, delta: i32) {
    let p = &mut state.players[player];
    p.life = p.life.saturating_add(delta);
    if p.life <= 0 {
        p.out = true;
    }
}
