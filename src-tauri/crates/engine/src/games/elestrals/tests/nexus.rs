//! Nexus (ELE-NEXUS-1 to ELE-NEXUS-3), with the source text's worked examples.

use super::*;
use crate::games::elestrals::{CardStatus, EffectTiming};
use crate::RefusalCode;

/// Ana's Main Phase with two Enchanted Elestrals of hers: (3 fire on the first, 1 on the second).
fn two_elestrals() -> (Table, CardId, CardId) {
    let mut table = Table::main_phase();
    let cost = [CostSymbol::Fire, CostSymbol::Omni, CostSymbol::Omni];
    let big = table.cast(elestral("Big", &cost, 5, 5), fire(3));
    let small = table.special_cast(ember("Small"), fire(1));
    (table, big, small)
}

fn nexus(from: CardId, to: CardId, spirits: Spirits) -> Action {
    Action::Nexus {
        player: 0,
        from,
        to,
        spirits,
    }
}

#[test]
fn ele_nexus_1_spirits_move_between_two_of_your_cards_at_once() {
    let (mut table, big, small) = two_elestrals();
    table.ok(nexus(big, small, fire(2)));
    assert_eq!(table.card(big).total_spirits(), fire(1));
    assert_eq!(table.card(small).total_spirits(), fire(3));
    assert!(table.card(big).under_enchanted, "below its cost now");
    assert_eq!(
        table.rule_of(nexus(small, small, fire(1))),
        "ELE-NEXUS-1",
        "a different card"
    );
    assert_eq!(
        table.refused(nexus(big, small, fire(5))).code,
        RefusalCode::InvalidAction,
        "only Spirits that are there"
    );
}

#[test]
fn ele_nexus_1_not_onto_an_opponents_card() {
    let (mut table, big, _) = two_elestrals();
    table.next_turn();
    let theirs = table.cast(elestral("Theirs", &[CostSymbol::Earth], 1, 1), earth(1));
    assert_eq!(table.rule_of(nexus(big, theirs, fire(1))), "ELE-NEXUS-1");
}

#[test]
fn ele_nexus_2_refuses_set_cards() {
    // Worked example: "Can I Nexus Spirits onto a Set Rune? No."
    let (mut table, big, _) = two_elestrals();
    let set = table.set(rune("Hidden", CardClass::RuneDivine, &[CostSymbol::Fire]));
    assert_eq!(table.rule_of(nexus(big, set, fire(1))), "ELE-NEXUS-2");
}

#[test]
fn ele_nexus_2_counter_rune_spirits_are_not_choosable() {
    // Worked example: an Invoke or Counter Rune that says to Nexus is on the field, Enchanted,
    // while it resolves, but neither it nor its Spirits can be chosen.
    let (mut table, big, small) = two_elestrals();
    let counter = table.set(rune(
        "Redirect",
        CardClass::RuneCounter,
        &[CostSymbol::Water],
    ));
    table.next_turn();
    table.ok(Action::Cast(Box::new(cast_spec(
        elestral("Gale", &[CostSymbol::Wind], 2, 2),
        wind(1),
    ))));
    table.ok(Action::Pass { player: 1 });
    table.ok(Action::CastSetRune {
        player: 0,
        card: counter,
        spirits: water(1),
        disenchant: Vec::new(),
        empower: None,
    });
    table.ok(Action::CloseChain);
    table.ok(Action::ResolveNext);
    assert_eq!(table.card(counter).status, CardStatus::Resolving);
    assert_eq!(table.card(counter).total_spirits(), water(1));
    // The Counter Rune's text says to Nexus: its own Spirits are not available.
    assert_eq!(
        table.rule_of(nexus(counter, small, water(1))),
        "ELE-NEXUS-2"
    );
    assert_eq!(table.rule_of(nexus(big, counter, fire(1))), "ELE-NEXUS-2");
    table.ok(nexus(big, small, fire(1)));
}

#[test]
fn ele_nexus_2_refuses_invoke_runes() {
    let (mut table, big, _) = two_elestrals();
    table.ok(Action::Cast(Box::new(cast_spec(
        rune("Surge", CardClass::RuneInvoke, &[CostSymbol::Water]),
        water(1),
    ))));
    table.resolve();
    let surge = table.newest();
    assert_eq!(table.rule_of(nexus(surge, big, water(1))), "ELE-NEXUS-2");
}

#[test]
fn ele_nexus_3_nothing_happens_when_a_card_has_left_the_field() {
    let (mut table, big, small) = two_elestrals();
    table.ok(Action::Destroy { card: small });
    let before = table.state().clone();
    table.ok(nexus(big, small, fire(1)));
    assert_eq!(table.state(), &before);
    let line = table.m.log_lines().last().unwrap().label.key.clone();
    assert_eq!(line, "elestrals.action.nexus_nothing");
    // A card that never was is bad input, not a card that left.
    assert_eq!(
        table.refused(nexus(big, CardId(999), fire(1))).code,
        RefusalCode::InvalidAction
    );
}

#[test]
fn ele_nexus_3_nothing_happens_for_a_rune_still_being_cast() {
    let (mut table, big, _) = two_elestrals();
    let divine = table.set(rune("Shrine", CardClass::RuneDivine, &[CostSymbol::Water]));
    table.next_turn().next_turn();
    table.ok(Action::CastSetRune {
        player: 0,
        card: divine,
        spirits: water(1),
        disenchant: Vec::new(),
        empower: None,
    });
    // The Rune is face up on the chain; an answering effect makes Ana Nexus onto it.
    table.ok(Action::Pass { player: 0 });
    table.ok(Action::ActivateEffect {
        player: 1,
        card: None,
        timing: EffectTiming::Conditional,
        note: "Ana must Nexus".into(),
    });
    table.ok(Action::CloseChain).ok(Action::ResolveNext);
    let before = table.state().clone();
    table.ok(nexus(big, divine, fire(1)));
    assert_eq!(table.state(), &before);
}
