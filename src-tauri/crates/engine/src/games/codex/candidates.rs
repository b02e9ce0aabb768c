//! The actions worth offering now; the registry keeps those the engine accepts. Teleports are
//! offered slot by slot, so the screen highlights exactly the legal slots (CDX-15.2).

use super::action::{Action, Target};
use super::state::{Phase, State, SEATS};

pub(super) fn candidate_actions(state: &State) -> Vec<Action> {
    if state.phase == Phase::Setup {
        return (0..SEATS)
            .map(|player| Action::SetFirstPlayer { player })
            .collect();
    }
    let mut actions = vec![
        Action::NextTurn,
        Action::CloseCascade,
        Action::ResolveNext,
        Action::Draw {
            player: state.active,
        },
    ];
    for player in 0..SEATS {
        actions.push(Action::Pass { player });
    }
    let slots = state.rules.slots.len();
    for (seat, player) in state.players.iter().enumerate() {
        for slot in player.slots.iter() {
            let Some(soul) = &slot.soul else { continue };
            let target = Target::Soul { card: soul.id };
            for to in 0..slots {
                actions.push(Action::Teleport {
                    by: seat,
                    target,
                    to: Some(to),
                    cost: 0,
                });
            }
            actions.push(Action::Teleport {
                by: seat,
                target,
                to: None,
                cost: 0,
            });
            actions.push(Action::Retract {
                by: state.active,
                target,
                cost: 0,
            });
            actions.push(Action::Exile { target });
            actions.push(Action::Defeat { card: soul.id });
            if !soul.captured {
                actions.push(Action::Capture { target });
            }
        }
        if !player.leader.captured {
            actions.push(Action::Capture {
                target: Target::Leader { player: seat },
            });
        }
    }
    actions
}
