//! The actions worth offering now; the registry keeps those the engine accepts. Attacks are
//! offered target by target, so the screen greys out the seats out of range (XL-ATK-1).

use super::action::{Action, Payment};
use super::state::{Phase, State};

pub(super) fn candidate_actions(state: &State) -> Vec<Action> {
    let seats = state.players.len();
    if state.phase == Phase::Setup {
        return (0..seats)
            .map(|player| Action::SetFirstPlayer { player })
            .collect();
    }
    let mut actions = vec![Action::NextPhase, Action::ConfirmKnockOut];
    let active = state.active;
    let me = &state.players[active];
    for spirit in 0..me.field.len() {
        for target in (0..seats).filter(|t| *t != active) {
            actions.push(Action::Attack {
                player: active,
                spirit,
                target,
            });
        }
    }
    for standby in 0..me.standby.len() {
        for payment in [Payment::Ling, Payment::Discard] {
            actions.push(Action::Summon {
                player: active,
                standby,
                payment,
                replace: None,
            });
        }
    }
    if let Some(player) = state.overflow {
        for standby in 0..state.players[player].standby.len() {
            actions.push(Action::Bury { player, standby });
        }
    }
    if let Some(pending) = state.pending_knock_out {
        for spirit in 0..state.players[pending.player].field.len() {
            actions.push(Action::Gentle { spirit });
        }
    }
    actions
}
