//! Casting (ELE-CAST-1 to ELE-CAST-3), Ascending (ELE-ASC-1, ELE-ASC-2), Runes (ELE-RUNE-1 to
//! ELE-RUNE-4), targets (ELE-TARGET-1) and receiving Spirits (ELE-RECV-1).

use super::*;
use crate::games::elestrals::{
    AscendSpec, AttackTarget, CardStatus, EffectTiming, Phase, Position, SpiritTake,
};
use crate::RefusalCode;

const FIRE: CostSymbol = CostSymbol::Fire;
const WATER: CostSymbol = CostSymbol::Water;

#[test]
fn ele_cast_1_one_normal_cast_a_turn_special_casts_do_not_count() {
    let mut table = Table::main_phase();
    table.cast(ember("First"), fire(1));
    assert!(table.state().normal_cast_used);
    assert_eq!(
        table.rule_of(Action::Cast(Box::new(cast_spec(ember("Second"), fire(1))))),
        "ELE-CAST-1"
    );
    table.special_cast(ember("Second"), fire(1));
    // Runes are not Elestrals: the allowance is about Casting Elestrals.
    table.cast(rune("Sparks", CardClass::RuneDivine, &[FIRE]), fire(1));
    table.next_turn().next_turn();
    table.cast(ember("Third"), fire(1));
}

#[test]
fn ele_cast_2_the_spirits_paid_match_the_cost() {
    let mut table = Table::main_phase();
    let card = elestral("Twin", &[FIRE, WATER], 5, 5);
    let cast = |spirits| Action::Cast(Box::new(cast_spec(card.clone(), spirits)));
    assert_eq!(table.rule_of(cast(fire(1))), "ELE-CAST-2", "not enough");
    assert_eq!(
        table.rule_of(cast(both(fire(2), water(1)))),
        "ELE-CAST-2",
        "more than the cost"
    );
    assert_eq!(table.rule_of(cast(fire(2))), "ELE-CAST-2", "wrong elements");
    assert_eq!(
        table.refused(cast(Spirits::of(Element::Lunar, 2))).code,
        RefusalCode::InvalidAction,
        "not in the Spirit Deck"
    );
    let id = table.cast(card, both(fire(1), water(1)));
    assert_eq!(table.card(id).total_spirits(), both(fire(1), water(1)));
    assert_eq!(
        table.card(id).spirits[0],
        both(fire(1), water(1)),
        "owned by Ana"
    );
}

#[test]
fn ele_cast_2_an_unknown_cost_is_not_checked() {
    let mut table = Table::main_phase();
    let id = table.cast(CardFace::named("Typed in", CardClass::Elestral), water(3));
    assert!(!table.card(id).misenchanted && !table.card(id).under_enchanted);
    assert_eq!(table.card(id).attack, None);
}

#[test]
fn ele_cast_3_misenchanted_battles_but_has_no_effect() {
    let mut table = Table::main_phase();
    let card = elestral("Blaze", &[FIRE, FIRE], 4, 1);
    // The card's own text lets it be paid with water: a ruling over ELE-CAST-2.
    table.ruling(
        Action::Cast(Box::new(cast_spec(card, water(2)))),
        &["ELE-CAST-2"],
    );
    table.resolve();
    let id = table.newest();
    assert!(table.card(id).misenchanted);
    let effect = Action::ActivateEffect {
        player: 0,
        card: Some(id),
        timing: EffectTiming::Active,
        note: String::new(),
    };
    assert_eq!(table.rule_of(effect), "ELE-CAST-3");
    table.battle_phase();
    table.ok(Action::DeclareAttack {
        attacker: id,
        target: AttackTarget::SpiritDeck,
    });
    table.resolve();
    assert!(table.state().pending_expend.is_some(), "it still battles");
}

#[test]
fn ele_cast_3_matching_spirits_end_the_misenchantment() {
    let mut table = Table::main_phase();
    table.ruling(
        Action::Cast(Box::new(cast_spec(
            elestral("Blaze", &[FIRE], 4, 1),
            water(1),
        ))),
        &["ELE-CAST-2"],
    );
    table.resolve();
    let id = table.newest();
    assert!(table.card(id).misenchanted);
    table.ok(Action::Enchant {
        player: 0,
        card: id,
        spirits: fire(1),
        by_effect: false,
    });
    assert!(!table.card(id).misenchanted);
}

#[test]
fn ele_asc_1_ascending_reuses_the_spirits_in_the_same_slot_as_a_new_card() {
    let mut table = Table::main_phase();
    let helper = table.special_cast(
        rune("Altar", CardClass::RuneDivine, &[WATER, WATER]),
        water(2),
    );
    let old = table.cast(ember("Kindling"), fire(1));
    table.next_turn().next_turn();
    let slot_before = table.state().locate(old);
    let spec = AscendSpec {
        elestral: old,
        card: elestral("Inferno", &[FIRE, WATER], 6, 3),
        siphon: vec![SpiritTake {
            card: helper,
            spirits: water(1),
        }],
        position: None,
        from: Pile::Hand,
    };
    let deck_before = table.state().players[0].spirit_deck;
    table.ok(Action::Ascend(Box::new(spec.clone())));
    table.resolve();
    let new = table.newest();
    assert_ne!(new, old, "a new Elestral");
    assert!(table.state().card(old).is_none());
    assert_eq!(table.state().locate(new), slot_before, "the same slot");
    assert_eq!(table.card(new).total_spirits(), both(fire(1), water(1)));
    assert_eq!(table.card(helper).total_spirits(), water(1), "siphoned");
    assert_eq!(
        table.state().players[0].spirit_deck,
        deck_before,
        "no new Spirits"
    );
    assert!(table.state().players[0].underworld.contains("Kindling"));
    assert_eq!(table.state().players[0].underworld_spirits, Spirits::NONE);
    assert!(
        table.state().normal_cast_used,
        "Ascending counts as Casting"
    );
    assert!(table.card(new).cast_this_turn);
}

#[test]
fn ele_asc_1_only_an_enchanted_elestral_ascends_once_per_turn() {
    let mut table = Table::main_phase();
    table.ruling(
        Action::SpecialCast(Box::new(cast_spec(
            elestral("Wet", &[FIRE], 1, 1),
            water(1),
        ))),
        &["ELE-CAST-2"],
    );
    table.resolve();
    let misenchanted = table.newest();
    let good = table.special_cast(ember("Dry"), fire(1));
    let into = |from| {
        Action::Ascend(Box::new(AscendSpec {
            elestral: from,
            card: ember("Bigger"),
            siphon: Vec::new(),
            position: None,
            from: Pile::Hand,
        }))
    };
    assert_eq!(table.rule_of(into(misenchanted)), "ELE-ASC-1");
    table.cast(ember("Normal"), fire(1));
    assert_eq!(table.rule_of(into(good)), "ELE-CAST-1");
}

#[test]
fn ele_asc_2_artifacts_go_to_the_underworld_when_ascending() {
    let mut table = Table::main_phase();
    let old = table.cast(ember("Kindling"), fire(1));
    let artifact = rune("Blade", CardClass::RuneArtifact, &[WATER]);
    table.ok(Action::Cast(Box::new(CastSpec {
        empower: Some(old),
        ..cast_spec(artifact, water(1))
    })));
    table.resolve();
    let blade = table.newest();
    assert_eq!(table.card(blade).empowering, Some(old));
    table.next_turn().next_turn();
    table.ok(Action::Ascend(Box::new(AscendSpec {
        elestral: old,
        card: ember("Flare"),
        siphon: Vec::new(),
        position: Some(Position::Defense),
        from: Pile::Hand,
    })));
    table.resolve();
    assert!(table.state().card(blade).is_none());
    let underworld = &table.state().players[0].underworld;
    assert!(underworld.contains("Blade") && underworld.contains("Kindling"));
    assert_eq!(
        table.state().players[0].underworld_spirits,
        water(1),
        "the Artifact's Spirits go with it"
    );
    assert_eq!(table.card(table.newest()).position, Some(Position::Defense));
}

#[test]
fn ele_rune_1_counter_runes_are_set_for_a_turn_then_cast_on_any_turn() {
    let mut table = Table::main_phase();
    let counter = rune("Denial", CardClass::RuneCounter, &[FIRE]);
    assert_eq!(
        table.rule_of(Action::Cast(Box::new(cast_spec(counter.clone(), fire(1))))),
        "ELE-RUNE-1",
        "not from the hand"
    );
    let set = table.set(counter);
    assert!(!table.card(set).face_up);
    let cast_it = Action::CastSetRune {
        player: 0,
        card: set,
        spirits: fire(1),
        disenchant: Vec::new(),
        empower: None,
    };
    assert_eq!(
        table.rule_of(cast_it.clone()),
        "ELE-RUNE-1",
        "Set this turn"
    );
    // Ben's turn: he Casts an Elestral, Ana answers with her Counter Rune.
    table.next_turn();
    table.ok(Action::Cast(Box::new(cast_spec(
        elestral("Gust", &[CostSymbol::Wind], 3, 2),
        wind(1),
    ))));
    table.ok(Action::Pass { player: 1 });
    table.ok(cast_it);
    assert_eq!(table.card(set).status, CardStatus::BeingCast);
    assert!(table.card(set).face_up);
}

#[test]
fn ele_rune_1_invoke_runes_in_your_main_phase_may_use_field_spirits() {
    let mut table = Table::main_phase();
    let host = table.cast(ember("Host"), fire(1));
    let invoke = rune("Surge", CardClass::RuneInvoke, &[FIRE]);
    let from_field = CastSpec {
        disenchant: vec![SpiritTake {
            card: host,
            spirits: fire(1),
        }],
        ..cast_spec(invoke.clone(), Spirits::NONE)
    };
    table.ok(Action::Cast(Box::new(from_field)));
    assert_eq!(table.card(host).total_spirits(), Spirits::NONE);
    table.resolve();
    let surge = table.newest();
    assert_eq!(
        table.card(surge).status,
        CardStatus::Resolving,
        "on the field while applied"
    );
    table.ok(Action::NextPhase);
    assert!(
        table.state().card(surge).is_none(),
        "then to the Underworld"
    );
    assert_eq!(table.state().players[0].underworld_spirits, fire(1));
    assert_eq!(
        table.rule_of(Action::Cast(Box::new(cast_spec(invoke, fire(1))))),
        "ELE-RUNE-1",
        "Invoke Runes are Cast in the Main Phase"
    );
    table
        .ok(Action::NextPhase)
        .ok(Action::NextPhase)
        .ok(Action::Draw)
        .ok(Action::NextPhase);
    let elestral_from_field = CastSpec {
        disenchant: vec![SpiritTake {
            card: host,
            spirits: fire(1),
        }],
        ..cast_spec(ember("Nope"), Spirits::NONE)
    };
    assert_eq!(table.state().phase, Phase::Main);
    assert_eq!(table.state().active, 1);
    table.next_turn();
    assert_eq!(
        table.rule_of(Action::Cast(Box::new(elestral_from_field))),
        "ELE-RUNE-1",
        "only Instant Runes use field Spirits"
    );
}

#[test]
fn ele_rune_2_set_runes_cannot_be_enchanted() {
    let mut table = Table::main_phase();
    let set = table.set(rune("Hidden", CardClass::RuneDivine, &[FIRE]));
    let enchant = |by_effect| Action::Enchant {
        player: 0,
        card: set,
        spirits: fire(1),
        by_effect,
    };
    assert_eq!(table.rule_of(enchant(false)), "ELE-RUNE-2");
    let before = table.state().clone();
    table.ok(enchant(true));
    assert_eq!(table.state(), &before, "an effect that tries does nothing");
    let line = table.m.log_lines().last().unwrap().label.key.clone();
    assert_eq!(line, "elestrals.action.enchant_nothing");
}

#[test]
fn ele_rune_3_a_new_stadium_replaces_the_old_one() {
    let mut table = Table::main_phase();
    table.cast(rune("Volcano", CardClass::RuneStadium, &[FIRE]), fire(1));
    assert_eq!(table.state().stadium.as_ref().unwrap().name(), "Volcano");
    table.next_turn();
    table.cast(
        rune("Glacier", CardClass::RuneStadium, &[CostSymbol::Omni]),
        wind(1),
    );
    let stadium = table.state().stadium.as_ref().unwrap();
    assert_eq!((stadium.name(), stadium.owner), ("Glacier", 1));
    assert_eq!(
        table.state().players[0].underworld.to_vec(),
        vec!["Volcano".to_owned()]
    );
    assert_eq!(table.state().players[0].underworld_spirits, fire(1));
}

#[test]
fn ele_rune_4_an_artifact_may_empower_an_opponents_elestral() {
    let mut table = Table::main_phase();
    let own = table.cast(ember("Mine"), fire(1));
    table.next_turn();
    let theirs = table.cast(elestral("Theirs", &[CostSymbol::Wind], 2, 2), wind(1));
    let rune_target = table.set(CardFace::named("Set rune", CardClass::RuneInvoke));
    table.next_turn();
    let artifact = rune("Chain", CardClass::RuneArtifact, &[FIRE]);
    let on = |target| {
        Action::Cast(Box::new(CastSpec {
            empower: Some(target),
            ..cast_spec(artifact.clone(), fire(1))
        }))
    };
    assert_eq!(table.rule_of(on(rune_target)), "ELE-RUNE-4");
    table.ok(on(theirs));
    table.resolve();
    let chain = table.newest();
    assert_eq!(table.card(chain).empowering, Some(theirs));
    assert_eq!(table.card(chain).controller, 0);
    table.ok(Action::Empower {
        artifact: chain,
        elestral: own,
    });
    assert_eq!(table.card(chain).empowering, Some(own));
}

#[test]
fn ele_target_1_an_artifact_whose_elestral_left_is_spent() {
    let mut table = Table::main_phase();
    table.next_turn();
    let target = table.cast(elestral("Target", &[CostSymbol::Earth], 1, 1), earth(1));
    table.next_turn();
    table.ok(Action::Cast(Box::new(CastSpec {
        empower: Some(target),
        ..cast_spec(rune("Hook", CardClass::RuneArtifact, &[FIRE]), fire(1))
    })));
    // In response, an effect destroys the target.
    table.ok(Action::Pass { player: 0 });
    table.ok(Action::ActivateEffect {
        player: 1,
        card: None,
        timing: EffectTiming::Conditional,
        note: "destroy it".into(),
    });
    table.ok(Action::CloseChain);
    table.ok(Action::ResolveNext);
    table.ok(Action::Destroy { card: target });
    table.ok(Action::ResolveNext);
    let ana = &table.state().players[0];
    assert_eq!(
        ana.underworld.to_vec(),
        vec!["Hook".to_owned()],
        "spent without a target"
    );
    assert_eq!(ana.underworld_spirits, fire(1));
    assert!(ana.runes.iter().all(Option::is_none));
}

#[test]
fn ele_recv_1_one_action_one_receipt_however_many_spirits() {
    let mut table = Table::main_phase();
    let a = table.cast(elestral("A", &[FIRE, FIRE, FIRE], 5, 5), fire(3));
    assert_eq!(table.card(a).received_spirits, 1, "Cast");
    let b = table.special_cast(ember("B"), fire(1));
    table.ok(Action::Nexus {
        player: 0,
        from: a,
        to: b,
        spirits: fire(2),
    });
    assert_eq!(
        table.card(b).received_spirits,
        2,
        "a Nexus of two Spirits is once"
    );
    table.ok(Action::Enchant {
        player: 0,
        card: b,
        spirits: water(2),
        by_effect: false,
    });
    assert_eq!(table.card(b).received_spirits, 3, "the Main Phase Enchant");
    table.ok(Action::Enchant {
        player: 0,
        card: b,
        spirits: water(1),
        by_effect: true,
    });
    assert_eq!(
        table.card(b).received_spirits,
        3,
        "an effect's Enchant is not listed"
    );
}
