//! The checks the actions share: a seat, a slot of the board, and a cost paid from a player's
//! resources. Bad input, not rules: no ruling waives them.

use super::state::{State, SEATS};
use crate::error::Refusal;
use crate::label::Label;

/// Pays `cost` from `player`'s resources.
pub(super) fn pay(state: &mut State, player: usize, cost: u32) -> Result<(), Refusal> {
    check_seat(player)?;
    let p = &mut state.players[player];
    let cost = i32::try_from(cost).unwrap_or(i32::MAX);
    if cost > p.resources {
        return Err(Refusal::invalid(
            Label::new("refusal.codex.cannot_pay")
                .num("cost", i64::from(cost))
                .num("resources", i64::from(p.resources)),
        ));
    }
    p.resources -= cost;
    Ok(())
}

pub(super) fn check_seat(player: usize) -> Result<(), Refusal> {
    crate::game::check_seat(player, SEATS)
}

pub(super) fn check_slot(state: &State, slot: usize) -> Result<(), Refusal> {
    if slot < state.rules.slots.len() {
        Ok(())
    } else {
        Err(Refusal::invalid(
            Label::new("refusal.codex.no_such_slot").place_from_1("slot", slot),
        ))
    }
}
