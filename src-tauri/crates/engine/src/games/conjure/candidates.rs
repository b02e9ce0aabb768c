//! The actions worth offering now: a finite set, one representative per kind of step (a life
//! change of ±1, one attacker at one target). `GameState::legal_actions` keeps those `apply`
//! accepts, so legality has one source. Summons and Chaos draws need card data the engine does
//! not hold, so the UI builds them itself.

use super::action::{Action, FirstPlayerMethod};
use super::cards::{ChaosCard, ChaosKind, Color, Keyword, Quest};
use super::state::{AttackDeclaration, Phase, Reward, State, Target, Tribe, Zone};

pub(super) fn candidate_actions(state: &State) -> Vec<Action> {
    let mut actions = vec![
        Action::PickFirstPlayer {
            method: FirstPlayerMethod::Die,
        },
        Action::PickFirstPlayer {
            method: FirstPlayerMethod::Coin,
        },
        Action::Draw,
        Action::NextPhase,
    ];
    actions.extend(Color::ALL.map(|color| Action::Recharge { color }));
    for player in 0..state.players.len() {
        actions.push(Action::SetFirstPlayer { player });
        actions.push(Action::AdjustLife { player, delta: -1 });
        actions.push(Action::AdjustLife { player, delta: 1 });
        for color in Color::ALL {
            actions.push(Action::Spend {
                player,
                color,
                amount: 1,
                card_colors: Vec::new(),
            });
            actions.push(Action::GainCrystals {
                player,
                color,
                amount: 1,
            });
        }
        for quest in Quest::ALL {
            actions.push(Action::CompleteQuest { player, quest });
        }
    }
    setup_actions(state, &mut actions);
    creature_actions(state, &mut actions);
    combat_actions(state, &mut actions);
    reward_actions(state, &mut actions);
    actions
}

fn setup_actions(state: &State, actions: &mut Vec<Action>) {
    for player in 0..state.players.len() {
        if state.phase.is_setup() || state.players[player].tribe.is_none() {
            actions.extend(Tribe::ALL.map(|tribe| Action::ChooseTribe { player, tribe }));
        }
        if state.round <= 1 {
            actions.push(Action::Redraw { player, count: 0 });
        }
    }
    if state.phase == Phase::TowerDraft {
        let player = state.active;
        actions.push(Action::PickTower {
            player,
            tower: None,
        });
        for tower in 0..state.towers.len() {
            actions.push(Action::PickTower {
                player,
                tower: Some(tower),
            });
        }
    }
    if state.phase == Phase::Draw {
        // The representative of "draw this turn's Chaos card": the table types in the real one.
        actions.push(Action::DrawChaos {
            card: Box::new(ChaosCard {
                card: None,
                name: "?".to_owned(),
                kind: ChaosKind::Instant,
                effects: Vec::new(),
            }),
        });
    }
    if state.phase == Phase::End {
        actions.push(Action::Discard {
            player: state.active,
            count: 1,
        });
    }
}

fn creature_actions(state: &State, actions: &mut Vec<Action>) {
    for creature in &state.creatures {
        let id = creature.id;
        if creature.card.upkeep.is_some() {
            actions.push(Action::PayUpkeep {
                creature: id,
                color: None,
            });
        }
        for ability in 0..creature.card.abilities.len() {
            actions.push(Action::UseAbility {
                creature: id,
                ability,
                color: None,
            });
        }
        if creature.card.peek().is_some() {
            actions.push(Action::Peek {
                creature: id,
                to_bottom: 0,
            });
        }
        actions.push(Action::DamageCreature {
            creature: id,
            amount: 1,
        });
        actions.push(Action::RemoveCreature {
            creature: id,
            to: Zone::Discard,
        });
        actions.push(Action::SetTwisted {
            creature: id,
            twisted: !creature.twisted,
        });
    }
}

fn combat_actions(state: &State, actions: &mut Vec<Action>) {
    let Some(combat) = &state.pending_combat else {
        if state.phase != Phase::Action || state.attacked {
            return;
        }
        let active = state.active;
        let ready: Vec<u32> = state
            .creatures
            .iter()
            .filter(|c| c.controller == active)
            .map(|c| c.id)
            .collect();
        for player in state.remaining().filter(|&p| p != active) {
            let target = Target::Player { player };
            // Everyone at one player, and each creature on its own.
            if ready.len() > 1 {
                actions.push(Action::DeclareAttack {
                    attacks: ready
                        .iter()
                        .map(|&attacker| AttackDeclaration { attacker, target })
                        .collect(),
                });
            }
            for &attacker in &ready {
                actions.push(Action::DeclareAttack {
                    attacks: vec![AttackDeclaration { attacker, target }],
                });
            }
        }
        for defender in state.creatures.iter().filter(|c| c.controller != active) {
            let target = Target::Creature {
                creature: defender.id,
            };
            for &attacker in &ready {
                actions.push(Action::DeclareAttack {
                    attacks: vec![AttackDeclaration { attacker, target }],
                });
            }
        }
        return;
    };
    actions.push(Action::ConfirmCombat);
    actions.push(Action::CancelCombat);
    for attack in &combat.attacks {
        let Target::Player { player } = attack.target else {
            continue;
        };
        if attack.blocker.is_some() {
            actions.push(Action::Block {
                attacker: attack.attacker,
                blocker: None,
            });
        }
        let attacker_flies = state
            .creature(attack.attacker)
            .is_some_and(|c| c.has(Keyword::Flying));
        for blocker in state
            .creatures
            .iter()
            .filter(|c| c.controller == player && (!attacker_flies || c.has(Keyword::Flying)))
        {
            actions.push(Action::Block {
                attacker: attack.attacker,
                blocker: Some(blocker.id),
            });
        }
    }
}

fn reward_actions(state: &State, actions: &mut Vec<Action>) {
    for (player, seat) in state.players.iter().enumerate() {
        for &reward in &seat.rewards {
            let creatures = state
                .creatures
                .iter()
                .map(|c| Target::Creature { creature: c.id });
            let targets: Vec<Target> = match reward {
                Reward::LifeLeechStrike | Reward::Fireball => state
                    .remaining()
                    .map(|p| Target::Player { player: p })
                    .chain(creatures)
                    .collect(),
                Reward::Firestorm
                | Reward::Unblockable
                | Reward::Empower
                | Reward::Counterspell => creatures.collect(),
            };
            for target in targets {
                actions.push(Action::UseReward {
                    player,
                    reward,
                    target,
                });
            }
        }
    }
}
