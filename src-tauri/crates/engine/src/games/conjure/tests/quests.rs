//! Quests detected by the engine and their bonuses (CTC-QUEST-1), and the quest victory
//! (CTC-WIN-1).

use super::{
    at_player, battle, creature, end_turn, ok, put, refused_by, started, state, to_action,
    whole_turn,
};
use crate::games::conjure::{Action as C, Color, CreatureCard, Quest, Reward, Target, Tribe};
use crate::Match;

fn free(name: &str, color: Color) -> CreatureCard {
    let mut card = creature(name, color, 1, 1);
    card.cost = 0;
    card
}

fn summon(m: &mut Match, player: usize, card: CreatureCard) -> u32 {
    let id = state(m).next_id;
    ok(
        m,
        C::Summon {
            player,
            card: Box::new(card),
            color: None,
            tower: None,
        },
    );
    id
}

fn quest_events(m: &Match) -> usize {
    state(m)
        .events
        .iter()
        .filter(|e| e.key == "conjure.event.quest_completed")
        .count()
}

#[test]
fn ctc_quest_1_pyromaniacs_feast_is_detected_at_three_summons_in_a_turn() {
    let mut m = started();
    let target = put(&mut m, 1, creature("Stone Warden", Color::Green, 1, 9));
    to_action(&mut m);
    let own = summon(&mut m, 0, free("Spark", Color::Red));
    summon(&mut m, 0, free("Spark", Color::Red));
    assert!(!state(&m).players[0].has_quest(Quest::PyromaniacsFeast));
    summon(&mut m, 0, free("Spark", Color::Red));
    assert!(state(&m).players[0].has_quest(Quest::PyromaniacsFeast));
    assert_eq!(quest_events(&m), 1);
    assert_eq!(state(&m).players[0].rewards, vec![Reward::Firestorm]);
    // Firestorm: destroy one opposing creature, this turn, for free.
    assert_eq!(
        refused_by(
            &mut m,
            C::UseReward {
                player: 0,
                reward: Reward::Firestorm,
                target: Target::Creature { creature: own }
            }
        ),
        "CTC-QUEST-1",
        "not your own creature"
    );
    ok(
        &mut m,
        C::UseReward {
            player: 0,
            reward: Reward::Firestorm,
            target: Target::Creature { creature: target },
        },
    );
    assert!(state(&m).creature(target).is_none());
    assert!(state(&m).players[0].rewards.is_empty());
}

#[test]
fn ctc_quest_1_firestorm_lasts_only_the_turn_it_was_earned() {
    let mut m = started();
    to_action(&mut m);
    for _ in 0..3 {
        summon(&mut m, 0, free("Spark", Color::Red));
    }
    end_turn(&mut m);
    assert!(state(&m).players[0].rewards.is_empty());
}

#[test]
fn ctc_quest_1_tribal_harmonization_needs_a_creature_for_each_color() {
    let mut m = started();
    let mut dual = creature("Tidefire Drake", Color::Red, 2, 2);
    dual.colors = vec![Color::Red, Color::Blue];
    put(&mut m, 0, dual);
    put(&mut m, 0, creature("Moss Sprite", Color::Green, 1, 1));
    put(&mut m, 0, creature("Ash Skirmisher", Color::Black, 1, 1));
    assert!(
        !state(&m).players[0].has_quest(Quest::TribalHarmonization),
        "a dual-colored creature stands for one color"
    );
    put(&mut m, 0, creature("Ember Hound", Color::Red, 1, 1));
    assert!(state(&m).players[0].has_quest(Quest::TribalHarmonization));
    // Crystal infusion: one crystal of each color.
    assert!(Color::ALL
        .iter()
        .all(|&c| state(&m).players[0].pool(c).total >= 1));
    assert_eq!(state(&m).players[0].pool(Color::Green).total, 1);
}

#[test]
fn ctc_quest_1_unstoppable_force_at_ten_damage_makes_a_creature_unblockable_next_turn() {
    let (mut m, ana, ben) = battle(
        vec![
            creature("Magma Titan", Color::Red, 6, 6),
            creature("Ironhide Brute", Color::Red, 4, 4),
        ],
        vec![creature("Stone Warden", Color::Green, 1, 9)],
    );
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[0], 1), at_player(ana[1], 1)],
        },
    );
    ok(
        &mut m,
        C::Block {
            attacker: ana[1],
            blocker: Some(ben[0]),
        },
    );
    assert_eq!(
        state(&m)
            .pending_combat
            .as_ref()
            .unwrap()
            .outcome
            .damage_dealt,
        10,
        "damage to creatures counts too"
    );
    ok(&mut m, C::ConfirmCombat);
    assert!(state(&m).players[0].has_quest(Quest::UnstoppableForce));
    ok(
        &mut m,
        C::UseReward {
            player: 0,
            reward: Reward::Unblockable,
            target: Target::Creature { creature: ana[0] },
        },
    );
    end_turn(&mut m);
    whole_turn(&mut m, Color::Green); // Ben
    to_action(&mut m); // Ana's next turn
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
        "CTC-QUEST-1"
    );
    ok(&mut m, C::ConfirmCombat);
    end_turn(&mut m);
    assert_eq!(
        state(&m).creature(ana[0]).unwrap().unblockable,
        None,
        "only that turn"
    );
}

#[test]
fn ctc_quest_1_tribal_quest_counts_five_crystals_of_the_tribes_color() {
    let mut m = started();
    ok(
        &mut m,
        C::ChooseTribe {
            player: 0,
            tribe: Tribe::Dwarves,
        },
    );
    ok(&mut m, C::Recharge { color: Color::Red });
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Red,
            amount: 3,
        },
    );
    assert!(!state(&m).players[0].has_quest(Quest::TribalQuest));
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Red,
            amount: 1,
        },
    );
    assert!(state(&m).players[0].has_quest(Quest::TribalQuest));
    assert_eq!(state(&m).players[0].rewards, vec![Reward::Fireball]);
    ok(
        &mut m,
        C::UseReward {
            player: 0,
            reward: Reward::Fireball,
            target: Target::Player { player: 1 },
        },
    );
    assert_eq!(state(&m).players[1].life, 25);
    assert_eq!(
        refused_by(
            &mut m,
            C::UseReward {
                player: 0,
                reward: Reward::Fireball,
                target: Target::Player { player: 1 }
            }
        ),
        "CTC-QUEST-1",
        "a treasure is used once"
    );
}

#[test]
fn ctc_quest_1_the_vampires_and_shaman_treasures() {
    let mut m = started();
    let warden = put(&mut m, 1, creature("Stone Warden", Color::Green, 1, 3));
    let sprite = put(&mut m, 0, creature("Moss Sprite", Color::Green, 1, 1));
    ok(
        &mut m,
        C::ChooseTribe {
            player: 0,
            tribe: Tribe::Vampires,
        },
    );
    ok(
        &mut m,
        C::ChooseTribe {
            player: 1,
            tribe: Tribe::Shaman,
        },
    );
    ok(
        &mut m,
        C::CompleteQuest {
            player: 0,
            quest: Quest::TribalQuest,
        },
    );
    ok(
        &mut m,
        C::CompleteQuest {
            player: 1,
            quest: Quest::TribalQuest,
        },
    );
    ok(
        &mut m,
        C::UseReward {
            player: 0,
            reward: Reward::LifeLeechStrike,
            target: Target::Creature { creature: warden },
        },
    );
    assert!(state(&m).creature(warden).is_none());
    assert_eq!(state(&m).players[0].life, 33, "Life Leech: 3 life gained");
    ok(
        &mut m,
        C::UseReward {
            player: 1,
            reward: Reward::Empower,
            target: Target::Creature { creature: sprite },
        },
    );
    let boosted = state(&m).creature(sprite).unwrap();
    assert_eq!((boosted.power(), boosted.defense()), (5, 5));
}

#[test]
fn ctc_quest_1_the_mystics_counterspell_stops_a_summon_once() {
    let mut m = started();
    ok(
        &mut m,
        C::ChooseTribe {
            player: 1,
            tribe: Tribe::Mystics,
        },
    );
    ok(
        &mut m,
        C::CompleteQuest {
            player: 1,
            quest: Quest::TribalQuest,
        },
    );
    assert_eq!(state(&m).players[1].rewards, vec![Reward::Counterspell]);
    let old = put(&mut m, 0, creature("Ember Hound", Color::Red, 3, 2));
    to_action(&mut m);
    assert_eq!(
        refused_by(
            &mut m,
            C::UseReward {
                player: 1,
                reward: Reward::Counterspell,
                target: Target::Creature { creature: old }
            }
        ),
        "CTC-QUEST-1",
        "only as it is summoned"
    );
    let fresh = summon(&mut m, 0, free("Spark", Color::Red));
    ok(
        &mut m,
        C::UseReward {
            player: 1,
            reward: Reward::Counterspell,
            target: Target::Creature { creature: fresh },
        },
    );
    assert!(state(&m).creature(fresh).is_none());
    assert_eq!(state(&m).players[0].discard, 1);
    assert!(state(&m).players[1].rewards.is_empty());
}

#[test]
fn ctc_win_1_the_fourth_quest_detected_wins() {
    let mut m = started();
    for quest in [
        Quest::PyromaniacsFeast,
        Quest::UnstoppableForce,
        Quest::TribalQuest,
    ] {
        ok(&mut m, C::CompleteQuest { player: 0, quest });
    }
    assert!(m.outcome().is_none());
    for color in Color::ALL {
        put(&mut m, 0, creature("Any", color, 1, 1));
    }
    let outcome = m.outcome().expect("over");
    assert_eq!(outcome.winners, vec![0]);
}
