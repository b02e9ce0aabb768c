//! Creatures: summoning (CTC-SUMMON-1, CTC-CRYSTAL-2), twist abilities (CTC-ABIL-1), Blitz,
//! Peek (CTC-KW-1), upkeep (CTC-TURN-1) and the table's corrections.

use super::{
    at_player, battle, creature, guided_started, ok, put, refused_by, ruling, started, state,
    to_action, whole_turn, with,
};
use crate::games::conjure::{
    Ability, Action as C, ChaosEffect, Color, CreatureCard, Keyword, Phase, Who, Zone,
};

fn with_ability(mut card: CreatureCard, cost: u8) -> CreatureCard {
    card.keywords.push(Keyword::Twist);
    card.abilities.push(Ability {
        name: "Ember Burst".into(),
        cost,
        effects: Vec::new(),
    });
    card
}

#[test]
fn ctc_summon_1_a_summon_pays_its_color_and_arrives_disoriented() {
    let mut m = started();
    to_action(&mut m); // Ana recharged one crystal
    let hound = creature("Ember Hound", Color::Red, 3, 2);
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Red,
            amount: 1,
        },
    );
    let id = state(&m).next_id;
    ok(
        &mut m,
        C::Summon {
            player: 0,
            card: Box::new(hound),
            color: None,
            tower: None,
        },
    );
    assert_eq!(
        state(&m).players[0].pool(Color::Red).unspent(),
        0,
        "paid in red"
    );
    let summoned = state(&m).creature(id).expect("on the field");
    assert!(summoned.disoriented && summoned.summoned);
    assert_eq!(state(&m).players[0].hand, 4, "from the hand");
    assert_eq!(state(&m).players[0].summoned_this_turn, 1);
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(id, 1)]
            }
        ),
        "CTC-SUMMON-1",
        "disoriented: no attack the turn it arrives"
    );
}

#[test]
fn ctc_summon_1_blitz_attacks_the_turn_it_arrives() {
    let mut m = started();
    to_action(&mut m);
    let id = put(
        &mut m,
        0,
        with(
            creature("Cinder Raider", Color::Red, 2, 1),
            &[Keyword::Blitz],
        ),
    );
    assert!(!state(&m).creature(id).unwrap().disoriented);
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(id, 1)],
        },
    );
}

#[test]
fn ctc_summon_1_summons_go_around_a_tower_you_control() {
    let mut m = guided_started(&["Ana", "Ben"]);
    to_action(&mut m);
    let mine = state(&m).towers_of(0).next().unwrap();
    let theirs = state(&m).towers_of(1).next().unwrap();
    let mut sprite = creature("Moss Sprite", Color::Green, 1, 1);
    sprite.cost = 0;
    for (tower, expected) in [(None, "CTC-SUMMON-1"), (Some(theirs), "CTC-SUMMON-1")] {
        assert_eq!(
            refused_by(
                &mut m,
                C::Summon {
                    player: 0,
                    card: Box::new(sprite.clone()),
                    color: None,
                    tower
                }
            ),
            expected
        );
    }
    ok(
        &mut m,
        C::Summon {
            player: 0,
            card: Box::new(sprite),
            color: None,
            tower: Some(mine),
        },
    );
    assert_eq!(state(&m).creatures[0].tower, Some(mine));
}

#[test]
fn ctc_summon_1_summons_belong_to_your_own_action_phase() {
    let mut m = started();
    let card = creature("Moss Sprite", Color::Green, 1, 1);
    let summon = |player| C::Summon {
        player,
        card: Box::new(card.clone()),
        color: None,
        tower: None,
    };
    assert_eq!(refused_by(&mut m, summon(0)), "CTC-TURN-1");
    to_action(&mut m);
    assert_eq!(refused_by(&mut m, summon(1)), "CTC-TURN-1");
}

#[test]
fn ctc_crystal_2_a_dual_colored_creature_is_paid_in_either_color() {
    let mut m = started();
    to_action(&mut m);
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Blue,
            amount: 2,
        },
    );
    let mut card = creature("Tidefire Drake", Color::Red, 3, 3);
    card.colors = vec![Color::Red, Color::Blue];
    card.cost = 2;
    assert_eq!(
        refused_by(
            &mut m,
            C::Summon {
                player: 0,
                card: Box::new(card.clone()),
                color: Some(Color::Green),
                tower: None
            }
        ),
        "CTC-CRYSTAL-2"
    );
    ok(
        &mut m,
        C::Summon {
            player: 0,
            card: Box::new(card.clone()),
            color: None,
            tower: None,
        },
    );
    assert_eq!(state(&m).players[0].pool(Color::Blue).unspent(), 0);
    assert_eq!(
        refused_by(
            &mut m,
            C::Summon {
                player: 0,
                card: Box::new(card),
                color: Some(Color::Blue),
                tower: None
            }
        ),
        "CTC-CRYSTAL-2",
        "no unspent crystals left"
    );
}

#[test]
fn ctc_abil_1_each_ability_once_a_turn_and_it_twists() {
    let (mut m, ana, _) = battle(
        vec![with_ability(creature("Pyre Adept", Color::Red, 1, 2), 0)],
        vec![],
    );
    ok(
        &mut m,
        C::UseAbility {
            creature: ana[0],
            ability: 0,
            color: None,
        },
    );
    assert!(state(&m).creature(ana[0]).unwrap().twisted);
    assert_eq!(
        refused_by(
            &mut m,
            C::UseAbility {
                creature: ana[0],
                ability: 0,
                color: None
            }
        ),
        "CTC-ABIL-1"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::UseAbility {
                creature: ana[0],
                ability: 4,
                color: None
            }
        ),
        "InvalidAction"
    );
}

#[test]
fn ctc_abil_1_not_both_a_paid_ability_and_an_attack() {
    let (mut m, ana, _) = battle(
        vec![
            with_ability(creature("Pyre Adept", Color::Red, 1, 2), 1),
            with_ability(creature("Pyre Adept", Color::Red, 1, 2), 1),
        ],
        vec![],
    );
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Red,
            amount: 3,
        },
    );
    // Ability first: no attack.
    ok(
        &mut m,
        C::UseAbility {
            creature: ana[0],
            ability: 0,
            color: None,
        },
    );
    ok(
        &mut m,
        C::SetTwisted {
            creature: ana[0],
            twisted: false,
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DeclareAttack {
                attacks: vec![at_player(ana[0], 1)]
            }
        ),
        "CTC-ABIL-1"
    );
    // Attack first: no paid ability afterwards.
    ok(
        &mut m,
        C::DeclareAttack {
            attacks: vec![at_player(ana[1], 1)],
        },
    );
    ok(&mut m, C::ConfirmCombat);
    assert_eq!(
        refused_by(
            &mut m,
            C::UseAbility {
                creature: ana[1],
                ability: 0,
                color: None
            }
        ),
        "CTC-ABIL-1"
    );
}

#[test]
fn ctc_abil_1_an_ability_can_apply_its_effect() {
    let mut card = creature("Frost Oracle", Color::Blue, 1, 2);
    card.abilities.push(Ability {
        name: "Winter Breath".into(),
        cost: 0,
        effects: vec![ChaosEffect::DamageCreatures {
            amount: 1,
            whose: Who::Opponents,
        }],
    });
    let (mut m, ana, ben) = battle(
        vec![card],
        vec![creature("Moss Sprite", Color::Green, 1, 1)],
    );
    ok(
        &mut m,
        C::UseAbility {
            creature: ana[0],
            ability: 0,
            color: None,
        },
    );
    assert!(state(&m).creature(ben[0]).is_none());
}

#[test]
fn ctc_abil_1_disoriented_creatures_use_no_ability() {
    let mut m = started();
    to_action(&mut m);
    let id = put(
        &mut m,
        0,
        with_ability(creature("Pyre Adept", Color::Red, 1, 2), 0),
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::UseAbility {
                creature: id,
                ability: 0,
                color: None
            }
        ),
        "CTC-SUMMON-1"
    );
}

#[test]
fn ctc_kw_1_peek_once_a_turn_at_most_x_to_the_bottom() {
    let (mut m, ana, _) = battle(
        vec![with(
            creature("Seer Owl", Color::Blue, 1, 1),
            &[Keyword::Peek(2)],
        )],
        vec![],
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Peek {
                creature: ana[0],
                to_bottom: 3
            }
        ),
        "InvalidAction"
    );
    ok(
        &mut m,
        C::Peek {
            creature: ana[0],
            to_bottom: 2,
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Peek {
                creature: ana[0],
                to_bottom: 0
            }
        ),
        "CTC-KW-1"
    );
}

#[test]
fn ctc_turn_1_upkeep_is_paid_in_the_upkeep_phase() {
    let mut m = started();
    let mut card = creature("Hungry Golem", Color::Red, 5, 5);
    card.upkeep = Some(1);
    let id = put(&mut m, 0, card);
    assert_eq!(
        refused_by(
            &mut m,
            C::PayUpkeep {
                creature: id,
                color: None
            }
        ),
        "CTC-TURN-1"
    );
    whole_turn(&mut m, Color::Red);
    whole_turn(&mut m, Color::Red);
    ok(&mut m, C::Recharge { color: Color::Red });
    ok(&mut m, C::NextPhase);
    ok(&mut m, C::NextPhase);
    assert_eq!(state(&m).phase, Phase::Upkeep);
    ok(
        &mut m,
        C::PayUpkeep {
            creature: id,
            color: None,
        },
    );
    assert_eq!(state(&m).players[0].pool(Color::Red).unspent(), 1);
    assert_eq!(
        refused_by(
            &mut m,
            C::PayUpkeep {
                creature: id,
                color: None
            }
        ),
        "CTC-TURN-1",
        "once a turn"
    );
}

#[test]
fn corrections_remove_damage_and_move_creatures() {
    let mut m = started();
    let id = put(&mut m, 0, creature("Ember Hound", Color::Red, 3, 2));
    ok(
        &mut m,
        C::AdjustStats {
            creature: id,
            power: 1,
            defense: 1,
        },
    );
    assert_eq!(state(&m).creature(id).unwrap().defense(), 3);
    ok(
        &mut m,
        C::AdjustStats {
            creature: id,
            power: 0,
            defense: -3,
        },
    );
    assert!(state(&m).creature(id).is_none(), "defense 0 dies");
    let id = put(&mut m, 1, creature("Moss Sprite", Color::Green, 1, 1));
    ok(
        &mut m,
        C::RemoveCreature {
            creature: id,
            to: Zone::Hand,
        },
    );
    assert_eq!(state(&m).players[1].hand, 6);
    assert_eq!(
        refused_by(
            &mut m,
            C::DamageCreature {
                creature: 99,
                amount: 1
            }
        ),
        "InvalidAction",
        "an unknown creature is bad input"
    );
    let id = put(&mut m, 1, creature("Moss Sprite", Color::Green, 1, 1));
    assert_eq!(
        refused_by(
            &mut m,
            C::MoveCreature {
                creature: id,
                tower: None
            }
        ),
        "CTC-TOWER-1",
        "only a card moves a creature"
    );
    ruling(
        &mut m,
        "CTC-TOWER-1",
        C::MoveCreature {
            creature: id,
            tower: None,
        },
    );
    ok(
        &mut m,
        C::GiveControl {
            creature: id,
            player: 0,
            tower: None,
        },
    );
    assert_eq!(state(&m).creature(id).unwrap().controller, 0);
    assert_eq!(state(&m).creature(id).unwrap().owner, 1);
}
