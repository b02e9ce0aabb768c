//! Positions (ELE-POS-1), battles (ELE-BATTLE-1, ELE-BATTLE-2) and control (ELE-CTRL-1).

use super::*;
use crate::games::elestrals::{AttackTarget, Phase, Position, SpiritDeckDamage};
use crate::RefusalCode;

fn attack(attacker: CardId, target: AttackTarget) -> Action {
    Action::DeclareAttack { attacker, target }
}

fn on(card: CardId) -> AttackTarget {
    AttackTarget::Elestral { card }
}

fn position(card: CardId, position: Position, by_effect: bool) -> Action {
    Action::ChangePosition {
        card,
        position,
        by_effect,
    }
}

/// Ana's "Ember" (3/2) from turn 1 and Ben's `theirs` from turn 2; Ana's Main Phase of turn 3.
fn facing(theirs: CardFace) -> (Table, CardId, CardId) {
    let mut table = Table::main_phase();
    let ember_id = table.cast(ember("Ember"), fire(1));
    table.next_turn();
    let cost = theirs.cost.clone().unwrap_or_default();
    let paid = Spirits::of(Element::Earth, cost.len() as u16);
    let theirs = table.cast(theirs, paid);
    table.next_turn();
    (table, ember_id, theirs)
}

fn rock(attack: i32, defense: i32) -> CardFace {
    elestral("Rock", &[CostSymbol::Earth], attack, defense)
}

#[test]
fn ele_pos_1_once_per_turn_and_not_the_turn_it_was_cast() {
    let mut table = Table::main_phase();
    let id = table.cast(ember("Ember"), fire(1));
    assert_eq!(
        table.rule_of(position(id, Position::Defense, false)),
        "ELE-POS-1"
    );
    // An effect may change it anyway, and that uses no allowance.
    table.ok(position(id, Position::Defense, true));
    table.next_turn().next_turn();
    table.ok(position(id, Position::Attack, true));
    table.ok(position(id, Position::Defense, false));
    assert_eq!(
        table.rule_of(position(id, Position::Attack, false)),
        "ELE-POS-1"
    );
    table.battle_phase();
    table.ok(position(id, Position::Attack, true));
    assert_eq!(table.card(id).position, Some(Position::Attack));
}

#[test]
fn ele_pos_1_only_in_your_main_phase() {
    let (mut table, mine, theirs) = facing(rock(1, 1));
    assert_eq!(
        table.rule_of(position(theirs, Position::Defense, false)),
        "ELE-POS-1"
    );
    table.battle_phase();
    assert_eq!(
        table.rule_of(position(mine, Position::Defense, false)),
        "ELE-POS-1"
    );
}

#[test]
fn ele_battle_1_attack_position_once_per_turn_in_your_battle_phase() {
    let (mut table, mine, theirs) = facing(rock(0, 0));
    assert_eq!(
        table.rule_of(attack(mine, AttackTarget::SpiritDeck)),
        "ELE-BATTLE-1"
    );
    table.ok(position(mine, Position::Defense, false));
    table.battle_phase();
    assert_eq!(
        table.rule_of(attack(mine, on(theirs))),
        "ELE-BATTLE-1",
        "Defense Position"
    );
    table.ok(position(mine, Position::Attack, true));
    assert_eq!(
        table.refused(attack(mine, on(mine))).code,
        RefusalCode::InvalidAction,
        "not your own Elestral"
    );
    assert_eq!(
        table.rule_of(attack(theirs, on(mine))),
        "ELE-BATTLE-1",
        "not Ben's turn"
    );
    table.ok(attack(mine, on(theirs)));
    table.resolve();
    assert_eq!(table.card(mine).attacks_this_turn, 1);
    assert_eq!(
        table.rule_of(attack(mine, AttackTarget::SpiritDeck)),
        "ELE-BATTLE-1"
    );
}

#[test]
fn ele_battle_2_the_stronger_destroys_with_its_spirits_and_artifacts() {
    let (mut table, mine, theirs) = facing(rock(2, 5));
    // Ben had Empowered his Rock with an Artifact of his.
    table.ok(Action::SpecialCast(Box::new(CastSpec {
        player: Some(1),
        empower: Some(theirs),
        ..cast_spec(
            rune("Shield", CardClass::RuneArtifact, &[CostSymbol::Wind]),
            wind(1),
        )
    })));
    table.resolve();
    table.battle_phase();
    table.ok(attack(mine, on(theirs)));
    table.resolve();
    let ben = &table.state().players[1];
    assert!(ben.elestrals.iter().all(Option::is_none));
    assert!(
        ben.runes.iter().all(Option::is_none),
        "its Artifact went too"
    );
    assert_eq!(
        ben.underworld.to_vec(),
        vec!["Rock".to_owned(), "Shield".to_owned()]
    );
    assert_eq!(ben.underworld_spirits, both(earth(1), wind(1)));
    assert!(table.state().card(mine).is_some());
}

#[test]
fn ele_battle_2_defense_position_compares_defense() {
    let (mut table, mine, theirs) = facing(rock(9, 3));
    table.ok(position(theirs, Position::Defense, true));
    table.battle_phase();
    table.ok(attack(mine, on(theirs)));
    table.resolve();
    assert!(
        table.state().card(theirs).is_some(),
        "3 Attack does not beat 3 Defense"
    );
    assert!(
        table.state().card(mine).is_some(),
        "a Defense Position Elestral does not strike back"
    );
}

#[test]
fn ele_battle_2_equal_attacks_destroy_both() {
    let (mut table, mine, theirs) = facing(rock(3, 0));
    table.battle_phase();
    table.ok(attack(mine, on(theirs)));
    table.resolve();
    assert!(table.state().card(theirs).is_none() && table.state().card(mine).is_none());
}

#[test]
fn ele_battle_2_attacking_the_spirit_deck_makes_the_defender_expend() {
    let (mut table, mine, _) = facing(rock(1, 1));
    table.battle_phase();
    table.ok(attack(mine, AttackTarget::SpiritDeck));
    table.resolve();
    let pending = table.state().pending_expend.unwrap();
    assert_eq!((pending.player, pending.amount), (1, Some(3)));
    assert_eq!(table.rule_of(Action::NextPhase), "ELE-BATTLE-2");
    let short = Action::Expend {
        player: 1,
        amount: Some(2),
        spirits: earth(2),
    };
    assert_eq!(table.rule_of(short), "ELE-BATTLE-2");
    table.ok(Action::Expend {
        player: 1,
        amount: Some(3),
        spirits: both(earth(1), wind(2)),
    });
    let ben = &table.state().players[1];
    assert_eq!(ben.spirit_deck.total(), 20 - 1 - 3);
    assert_eq!(ben.underworld_spirits, both(earth(1), wind(2)));
    table.ok(Action::NextPhase);
    assert_eq!(table.state().phase, Phase::End);
}

#[test]
fn ele_battle_2_spirit_deck_damage_is_format_data() {
    let mut rules = standard_rules();
    rules["spirit_deck_damage"] = "one".into();
    let mut table = Table {
        m: Match::new(setup_with(rules)).unwrap(),
    };
    table.ok(Action::SetFirstPlayer { player: 0 });
    table.ok(Action::Draw).ok(Action::NextPhase);
    let id = table.cast(ember("Ember"), fire(1));
    table.next_turn().next_turn().battle_phase();
    table.ok(attack(id, AttackTarget::SpiritDeck)).resolve();
    assert_eq!(table.state().pending_expend.unwrap().amount, Some(1));
    assert_eq!(
        table.state().rules.spirit_deck_damage,
        SpiritDeckDamage::One
    );
}

#[test]
fn ele_ctrl_1_taking_control_needs_an_open_slot_and_keeps_everything() {
    let (mut table, _, theirs) = facing(rock(2, 2));
    table.ok(position(theirs, Position::Defense, true));
    table.ok(Action::Enchant {
        player: 1,
        card: theirs,
        spirits: wind(1),
        by_effect: true,
    });
    // Carryon's text: Ana takes control of Ben's Rock.
    table.ok(Action::TakeControl {
        player: 0,
        card: theirs,
        slot: None,
    });
    let rock = table.card(theirs);
    assert_eq!((rock.owner, rock.controller), (1, 0));
    assert_eq!(rock.position, Some(Position::Defense));
    assert_eq!(rock.spirits[1], both(earth(1), wind(1)));
    assert!(table.state().players[0]
        .elestrals
        .iter()
        .flatten()
        .any(|c| c.id == theirs));
    // When it leaves, it and its Spirits go to Ben's zones.
    table.ok(Action::Destroy { card: theirs });
    let (ana, ben) = (&table.state().players[0], &table.state().players[1]);
    assert!(ana.underworld.is_empty() && ana.underworld_spirits.is_empty());
    assert_eq!(ben.underworld.to_vec(), vec!["Rock".to_owned()]);
    assert_eq!(ben.underworld_spirits, both(earth(1), wind(1)));
}

#[test]
fn ele_ctrl_1_no_open_slot_no_control() {
    let mut rules = standard_rules();
    rules["elestral_slots"] = 1.into();
    let mut table = Table {
        m: Match::new(setup_with(rules)).unwrap(),
    };
    table.ok(Action::SetFirstPlayer { player: 0 });
    table.ok(Action::Draw).ok(Action::NextPhase);
    table.cast(ember("Ember"), fire(1));
    table.next_turn();
    let theirs = table.cast(rock(1, 1), earth(1));
    let take = Action::TakeControl {
        player: 0,
        card: theirs,
        slot: None,
    };
    assert_eq!(table.rule_of(take), "ELE-CTRL-1");
}
