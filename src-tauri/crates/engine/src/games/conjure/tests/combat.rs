//! Combat (CTC-COMBAT-1 to CTC-COMBAT-3), its keywords (CTC-KW-1) and tower capture
//! (CTC-TOWER-1), with the rulebook's worked example.

use super::{
    at_creature, at_player, battle, creature, end_turn, guided_started, ok, place, put, refused_by,
    started_with, state, to_action, whole_turn, with,
};
use crate::games::conjure::{Action as C, Color, Keyword};
use crate::Match;

fn confirm(m: &mut Match) {
    ok(m, C::ConfirmCombat);
}

#[test]
fn ctc_combat_3_worked_example_a_3_2_blocking_a_4_4() {
    // "a 3/2 blocks a 4/4: the 3/2 dies, the 4/4 lives with 3 damage, and 1 more damage
    // that turn kills it."
    let (mut m, ana, ben) = battle(
        vec![creature("Ironhide Brute", Color::Red, 4, 4)],
        vec![creature("Ash Skirmisher", Color::Black, 3, 2)],
    );
    let (big, small) = (ana[0], ben[0]);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(big, 1)],
        },
    );
    ok(
        &mut m,
        C::Block {
            attacker: big,
            blocker: Some(small),
        },
    );
    // The outcome is shown before it happens.
    let pending = state(&m).pending_combat.clone().expect("pending");
    let result = |id: u32| {
        pending
            .outcome
            .creatures
            .iter()
            .find(|r| r.creature == id)
            .cloned()
            .expect("in the outcome")
    };
    assert_eq!((result(small).taken, result(small).dies), (4, true));
    assert_eq!(
        (
            result(big).taken,
            result(big).damage_after,
            result(big).dies
        ),
        (3, 3, false)
    );
    assert!(
        pending.outcome.players.is_empty(),
        "a blocked attack hits no player"
    );
    assert!(state(&m).creature(small).is_some(), "nothing happened yet");

    confirm(&mut m);
    assert!(state(&m).creature(small).is_none(), "the 3/2 died");
    assert_eq!(
        state(&m).players[1].discard,
        1,
        "into its owner's discard pile"
    );
    let brute = state(&m).creature(big).expect("the 4/4 lives");
    assert_eq!((brute.damage, brute.twisted), (3, true));
    assert_eq!(state(&m).players[1].life, 30);

    ok(
        &mut m,
        C::DamageCreature {
            creature: big,
            amount: 1,
        },
    );
    assert!(
        state(&m).creature(big).is_none(),
        "1 more damage that turn kills it"
    );
}

#[test]
fn ctc_combat_3_damage_wears_off_at_the_end_of_the_turn() {
    let (mut m, ana, ben) = battle(
        vec![creature("Ironhide Brute", Color::Red, 4, 4)],
        vec![creature("Ash Skirmisher", Color::Black, 3, 2)],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
    ok(
        &mut m,
        C::Block {
            attacker: ana[0],
            blocker: Some(ben[0]),
        },
    );
    confirm(&mut m);
    end_turn(&mut m);
    assert_eq!(state(&m).creature(ana[0]).expect("alive").damage, 0);
}

#[test]
fn ctc_combat_3_unblocked_attackers_hit_the_player() {
    let (mut m, ana, _) = battle(
        vec![
            creature("Ember Hound", Color::Red, 3, 2),
            creature("Tide Caller", Color::Blue, 2, 3),
        ],
        vec![],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1), at_player(ana[1], 1)],
        },
    );
    let outcome = &state(&m).pending_combat.as_ref().unwrap().outcome;
    assert_eq!(outcome.players[0].damage, 5);
    assert_eq!(outcome.players[0].life_after, 25);
    confirm(&mut m);
    assert_eq!(state(&m).players[1].life, 25);
}

#[test]
fn ctc_combat_3_several_attackers_on_one_creature_add_up() {
    let (mut m, ana, ben) = battle(
        vec![
            creature("Ember Hound", Color::Red, 2, 2),
            creature("Tide Caller", Color::Blue, 2, 3),
        ],
        vec![creature("Stone Warden", Color::Green, 1, 4)],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(ana[0], ben[0]), at_creature(ana[1], ben[0])],
        },
    );
    confirm(&mut m);
    assert!(state(&m).creature(ben[0]).is_none(), "2 + 2 reaches 4");
    assert_eq!(
        state(&m).creature(ana[0]).unwrap().damage,
        0,
        "an attacked creature does not strike back"
    );
}

#[test]
fn ctc_combat_1_attack_players_or_creatures_not_both() {
    let (mut m, ana, ben) = battle(
        vec![
            creature("Ember Hound", Color::Red, 2, 2),
            creature("Tide Caller", Color::Blue, 2, 3),
        ],
        vec![creature("Stone Warden", Color::Green, 1, 4)],
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(ana[0], 1), at_creature(ana[1], ben[0])]
            }
        ),
        "CTC-COMBAT-1"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(ben[0], 1)]
            }
        ),
        "CTC-COMBAT-1",
        "only the active player's creatures attack"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(ana[0], 0)]
            }
        ),
        "CTC-COMBAT-1",
        "not yourself"
    );
}

#[test]
fn ctc_combat_1_all_attackers_are_declared_at_once_and_twist() {
    let (mut m, ana, _) = battle(
        vec![
            creature("Ember Hound", Color::Red, 2, 2),
            creature("Tide Caller", Color::Blue, 2, 3),
        ],
        vec![],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(ana[1], 1)]
            }
        ),
        "InvalidAction",
        "one attack pending at a time"
    );
    confirm(&mut m);
    assert!(state(&m).creature(ana[0]).unwrap().twisted);
    assert!(!state(&m).creature(ana[1]).unwrap().twisted);
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(ana[1], 1)]
            }
        ),
        "CTC-COMBAT-1",
        "a second attack in the same turn"
    );
}

#[test]
fn ctc_combat_1_a_cancelled_attack_changes_nothing() {
    let (mut m, ana, _) = battle(vec![creature("Ember Hound", Color::Red, 2, 2)], vec![]);
    let before = state(&m).clone();
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
    assert_eq!(refused_by(&mut m, C::NextPhase), "InvalidAction");
    ok(&mut m, C::CancelCombat);
    let mut after = state(&m).clone();
    after.events.clear();
    assert_eq!(after, before);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
}

#[test]
fn ctc_combat_1_twisted_creatures_cannot_block_in_the_opponents_next_turn() {
    let (mut m, ana, ben) = battle(
        vec![creature("Ember Hound", Color::Red, 2, 2)],
        vec![creature("Stone Warden", Color::Green, 1, 4)],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
    confirm(&mut m);
    end_turn(&mut m);
    to_action(&mut m); // Ben
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ben[0], 0)],
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Block {
                attacker: ben[0],
                blocker: Some(ana[0])
            }
        ),
        "CTC-COMBAT-1"
    );
    confirm(&mut m);
    end_turn(&mut m);
    ok(&mut m, C::Recharge { color: Color::Red });
    ok(&mut m, C::NextPhase); // Reset: Ana's creatures turn upright
    assert!(!state(&m).creature(ana[0]).unwrap().twisted);
}

#[test]
fn ctc_combat_2_only_flying_blocks_flying() {
    let (mut m, ana, ben) = battle(
        vec![with(
            creature("Storm Kite", Color::Blue, 2, 2),
            &[Keyword::Flying],
        )],
        vec![
            creature("Stone Warden", Color::Green, 1, 4),
            with(
                creature("Cliff Owl", Color::Green, 1, 1),
                &[Keyword::Flying],
            ),
        ],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Block {
                attacker: ana[0],
                blocker: Some(ben[0])
            }
        ),
        "CTC-COMBAT-2"
    );
    ok(
        &mut m,
        C::Block {
            attacker: ana[0],
            blocker: Some(ben[1]),
        },
    );
}

#[test]
fn ctc_combat_2_evade_cannot_be_blocked_and_one_blocker_per_attacker() {
    let (mut m, ana, ben) = battle(
        vec![
            with(
                creature("Veil Runner", Color::Black, 2, 1),
                &[Keyword::Evade],
            ),
            creature("Ember Hound", Color::Red, 2, 2),
            creature("Tide Caller", Color::Blue, 2, 3),
        ],
        vec![creature("Stone Warden", Color::Green, 1, 4)],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![
                at_player(ana[0], 1),
                at_player(ana[1], 1),
                at_player(ana[2], 1),
            ],
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Block {
                attacker: ana[0],
                blocker: Some(ben[0])
            }
        ),
        "CTC-COMBAT-2"
    );
    ok(
        &mut m,
        C::Block {
            attacker: ana[1],
            blocker: Some(ben[0]),
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Block {
                attacker: ana[2],
                blocker: Some(ben[0])
            }
        ),
        "CTC-COMBAT-2",
        "one creature blocks one attacker"
    );
    // Changing one's mind before the confirmation.
    ok(
        &mut m,
        C::Block {
            attacker: ana[1],
            blocker: None,
        },
    );
    ok(
        &mut m,
        C::Block {
            attacker: ana[2],
            blocker: Some(ben[0]),
        },
    );
    confirm(&mut m);
    assert_eq!(state(&m).players[1].life, 26, "Evade 2 and the Hound 2");
}

#[test]
fn ctc_kw_1_only_flying_attacks_flying() {
    let (mut m, ana, ben) = battle(
        vec![creature("Ember Hound", Color::Red, 2, 2)],
        vec![with(
            creature("Cliff Owl", Color::Green, 1, 1),
            &[Keyword::Flying],
        )],
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_creature(ana[0], ben[0])]
            }
        ),
        "CTC-KW-1"
    );
}

#[test]
fn ctc_kw_1_rampage_sends_the_excess_to_the_owner() {
    let (mut m, ana, ben) = battle(
        vec![with(
            creature("Magma Titan", Color::Red, 7, 5),
            &[Keyword::Rampage],
        )],
        vec![creature("Ash Skirmisher", Color::Black, 3, 2)],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(ana[0], ben[0])],
        },
    );
    confirm(&mut m);
    assert!(state(&m).creature(ben[0]).is_none());
    assert_eq!(
        state(&m).players[1].life,
        25,
        "7 power, 2 to kill, 5 to Ben"
    );
}

#[test]
fn ctc_kw_1_deadly_kills_with_any_damage_and_corrupt_weakens() {
    let (mut m, ana, ben) = battle(
        vec![
            with(
                creature("Nightshade Adder", Color::Black, 1, 1),
                &[Keyword::Deadly],
            ),
            with(
                creature("Rot Whisperer", Color::Black, 1, 3),
                &[Keyword::Corrupt(1)],
            ),
        ],
        vec![
            creature("Ironhide Brute", Color::Red, 4, 8),
            creature("Tide Caller", Color::Blue, 2, 4),
        ],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(ana[0], ben[0]), at_creature(ana[1], ben[1])],
        },
    );
    confirm(&mut m);
    assert!(
        state(&m).creature(ben[0]).is_none(),
        "Deadly: 1 damage kills an 8-defense"
    );
    let caller = state(&m)
        .creature(ben[1])
        .expect("1 damage of 4, then 3 defense");
    assert_eq!((caller.power(), caller.defense(), caller.damage), (1, 3, 1));
}

#[test]
fn ctc_kw_1_life_leech_gains_its_power_when_it_deals_damage() {
    let (mut m, ana, _) = battle(
        vec![with(
            creature("Blood Courtier", Color::Black, 3, 3),
            &[Keyword::LifeLeech],
        )],
        vec![],
    );
    ok(
        &mut m,
        C::AdjustLife {
            player: 0,
            delta: -10,
        },
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1)],
        },
    );
    let outcome = &state(&m).pending_combat.as_ref().unwrap().outcome;
    assert!(outcome
        .players
        .iter()
        .any(|p| p.player == 0 && p.life_gained == 3));
    confirm(&mut m);
    assert_eq!(
        (state(&m).players[0].life, state(&m).players[1].life),
        (23, 27)
    );
}

#[test]
fn ctc_kw_1_a_token_ceases_to_exist_when_it_dies() {
    let (mut m, ana, ben) = battle(
        vec![creature("Ironhide Brute", Color::Red, 4, 4)],
        vec![with(
            creature("Ash Wisp", Color::Black, 1, 1),
            &[Keyword::Token],
        )],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(ana[0], ben[0])],
        },
    );
    confirm(&mut m);
    assert!(state(&m).creature(ben[0]).is_none());
    assert_eq!(
        state(&m).players[1].discard,
        0,
        "no card goes to the discard pile"
    );
}

#[test]
fn ctc_combat_1_with_four_players_several_players_are_attacked_at_once() {
    let mut m = started_with(&["A", "B", "C", "D"]);
    let a1 = put(&mut m, 0, creature("Ember Hound", Color::Red, 3, 2));
    let a2 = put(&mut m, 0, creature("Tide Caller", Color::Blue, 2, 3));
    let a3 = put(&mut m, 0, creature("Storm Kite", Color::Blue, 4, 1));
    let c1 = put(&mut m, 2, creature("Stone Warden", Color::Green, 1, 4));
    for _ in 0..4 {
        whole_turn(&mut m, Color::Red);
    }
    to_action(&mut m);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(a1, 1), at_player(a2, 2), at_player(a3, 3)],
        },
    );
    // C blocks only the attacker aimed at C.
    assert_eq!(
        refused_by(
            &mut m,
            C::Block {
                attacker: a1,
                blocker: Some(c1)
            }
        ),
        "CTC-COMBAT-2"
    );
    ok(
        &mut m,
        C::Block {
            attacker: a2,
            blocker: Some(c1),
        },
    );
    confirm(&mut m);
    let life: Vec<i32> = state(&m).players.iter().map(|p| p.life).collect();
    assert_eq!(life, vec![30, 27, 30, 26]);
}

#[test]
fn ctc_combat_1_with_three_players_several_creatures_are_attacked_at_once() {
    let mut m = started_with(&["A", "B", "C"]);
    let a1 = put(&mut m, 0, creature("Ember Hound", Color::Red, 3, 2));
    let a2 = put(&mut m, 0, creature("Tide Caller", Color::Blue, 3, 3));
    let b1 = put(&mut m, 1, creature("Ash Skirmisher", Color::Black, 1, 3));
    let c1 = put(&mut m, 2, creature("Stone Warden", Color::Green, 1, 3));
    for _ in 0..3 {
        whole_turn(&mut m, Color::Red);
    }
    to_action(&mut m);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(a1, b1), at_creature(a2, c1)],
        },
    );
    confirm(&mut m);
    assert!(state(&m).creature(b1).is_none() && state(&m).creature(c1).is_none());
}

#[test]
fn ctc_tower_1_destroying_every_guard_takes_the_tower() {
    let mut m = guided_started(&["Ana", "Ben"]);
    let ana_tower = state(&m).towers_of(0).next().unwrap();
    let ben_tower = state(&m).towers_of(1).next().unwrap();
    let hound = place(
        &mut m,
        0,
        ana_tower,
        creature("Ember Hound", Color::Red, 3, 2),
    );
    let brute = place(
        &mut m,
        0,
        ana_tower,
        creature("Ironhide Brute", Color::Red, 4, 4),
    );
    let g1 = place(
        &mut m,
        1,
        ben_tower,
        creature("Moss Guard", Color::Green, 1, 3),
    );
    let g2 = place(
        &mut m,
        1,
        ben_tower,
        creature("Bark Guard", Color::Green, 1, 4),
    );
    whole_turn(&mut m, Color::Red);
    whole_turn(&mut m, Color::Red);
    to_action(&mut m);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(hound, g1), at_creature(brute, g2)],
        },
    );
    let outcome = &state(&m).pending_combat.as_ref().unwrap().outcome;
    assert_eq!(outcome.towers.len(), 1);
    assert_eq!(
        (
            outcome.towers[0].tower,
            outcome.towers[0].from,
            outcome.towers[0].to
        ),
        (ben_tower, 1, 0)
    );
    confirm(&mut m);
    assert_eq!(state(&m).towers[ben_tower].controller, Some(0));
    for id in [hound, brute] {
        assert_eq!(
            state(&m).creature(id).unwrap().tower,
            Some(ben_tower),
            "the attackers now guard it"
        );
    }
    assert_eq!(state(&m).towers_of(1).count(), 1);
    assert_eq!(state(&m).towers_of(0).count(), 3);
}

#[test]
fn ctc_tower_1_a_tower_with_a_surviving_guard_stays() {
    let mut m = guided_started(&["Ana", "Ben"]);
    let ana_tower = state(&m).towers_of(0).next().unwrap();
    let ben_tower = state(&m).towers_of(1).next().unwrap();
    let hound = place(
        &mut m,
        0,
        ana_tower,
        creature("Ember Hound", Color::Red, 3, 2),
    );
    let g1 = place(
        &mut m,
        1,
        ben_tower,
        creature("Moss Guard", Color::Green, 1, 3),
    );
    place(
        &mut m,
        1,
        ben_tower,
        creature("Bark Guard", Color::Green, 1, 4),
    );
    whole_turn(&mut m, Color::Red);
    whole_turn(&mut m, Color::Red);
    to_action(&mut m);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(hound, g1)],
        },
    );
    assert!(state(&m)
        .pending_combat
        .as_ref()
        .unwrap()
        .outcome
        .towers
        .is_empty());
    confirm(&mut m);
    assert_eq!(state(&m).towers[ben_tower].controller, Some(1));
    assert_eq!(state(&m).creature(hound).unwrap().tower, Some(ana_tower));
}

#[test]
fn ctc_tower_1_with_three_players_two_towers_fall_in_one_attack() {
    let mut m = guided_started(&["A", "B", "C"]);
    let a_tower = state(&m).towers_of(0).next().unwrap();
    let b_tower = state(&m).towers_of(1).next().unwrap();
    let c_tower = state(&m).towers_of(2).next().unwrap();
    let a1 = place(
        &mut m,
        0,
        a_tower,
        creature("Ember Hound", Color::Red, 3, 2),
    );
    let a2 = place(
        &mut m,
        0,
        a_tower,
        creature("Tide Caller", Color::Blue, 3, 3),
    );
    let b1 = place(
        &mut m,
        1,
        b_tower,
        creature("Moss Guard", Color::Green, 1, 3),
    );
    let c1 = place(
        &mut m,
        2,
        c_tower,
        creature("Bark Guard", Color::Green, 1, 2),
    );
    for _ in 0..3 {
        whole_turn(&mut m, Color::Red);
    }
    to_action(&mut m);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_creature(a1, b1), at_creature(a2, c1)],
        },
    );
    confirm(&mut m);
    assert_eq!(state(&m).towers[b_tower].controller, Some(0));
    assert_eq!(state(&m).towers[c_tower].controller, Some(0));
    assert_eq!(state(&m).creature(a1).unwrap().tower, Some(b_tower));
    assert_eq!(state(&m).creature(a2).unwrap().tower, Some(c_tower));
}
