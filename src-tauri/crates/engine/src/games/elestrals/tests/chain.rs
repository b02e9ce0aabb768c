//! The chain (ELE-CHAIN-1 to ELE-CHAIN-5) and Searching (ELE-SEARCH-1).

use super::*;
use crate::chain::{ChainPhase, LinkStatus};
use crate::games::elestrals::{AttackTarget, ChainLink, EffectTiming, Position};
use crate::RefusalCode;

fn conditional(player: usize, note: &str) -> Action {
    Action::ActivateEffect {
        player,
        card: None,
        timing: EffectTiming::Conditional,
        note: note.into(),
    }
}

/// Ana's Main Phase of turn 3 with a Counter Rune of hers Set on turn 1 and one of Ben's Set on
/// turn 2.
fn counters_ready() -> (Table, CardId, CardId) {
    let mut table = Table::main_phase();
    let anas = table.set(rune(
        "Ana's Counter",
        CardClass::RuneCounter,
        &[CostSymbol::Fire],
    ));
    table.next_turn();
    let bens = table.set(rune(
        "Ben's Counter",
        CardClass::RuneCounter,
        &[CostSymbol::Earth],
    ));
    table.next_turn();
    (table, anas, bens)
}

fn counter(player: usize, card: CardId, spirits: Spirits) -> Action {
    Action::CastSetRune {
        player,
        card,
        spirits,
        disenchant: Vec::new(),
        empower: None,
    }
}

#[test]
fn ele_chain_1_a_cast_is_the_base_and_reaches_the_field_when_it_resolves() {
    let mut table = Table::main_phase();
    table.ok(Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))));
    let chain = table.state().chain.as_ref().unwrap();
    let base = chain.links().last().unwrap();
    assert!(matches!(&base.payload, ChainLink::Cast { card, .. } if card.name() == "Ember"));
    assert!(
        table.state().players[0]
            .elestrals
            .iter()
            .all(Option::is_none),
        "not yet"
    );
    assert_eq!(table.state().players[0].spirit_deck.fire, 9, "but paid for");
    table.resolve();
    assert!(table.state().players[0].elestrals[0].is_some());
}

#[test]
fn ele_chain_1_links_are_counter_runes_and_conditional_effects_only() {
    let (mut table, _, bens) = counters_ready();
    let attacker = table.cast(ember("Ember"), fire(1));
    table.ok(Action::ActivateEffect {
        player: 0,
        card: Some(attacker),
        timing: EffectTiming::Active,
        note: String::new(),
    });
    let second_active = Action::ActivateEffect {
        player: 0,
        card: Some(attacker),
        timing: EffectTiming::Active,
        note: String::new(),
    };
    assert_eq!(table.rule_of(second_active), "ELE-CHAIN-1");
    assert_eq!(
        table.rule_of(Action::Search {
            player: 0,
            card: None
        }),
        "ELE-CHAIN-1"
    );
    table.ok(Action::Pass { player: 0 });
    table.ok(counter(1, bens, earth(1)));
    table.ok(conditional(0, "when a Counter Rune is Cast"));
    assert_eq!(table.state().chain.as_ref().unwrap().links().len(), 3);
}

#[test]
fn ele_chain_1_searching_and_setting_open_chains() {
    let mut table = Table::main_phase();
    table.ok(Action::Search {
        player: 0,
        card: Some("Ember".into()),
    });
    assert!(table.state().chain.as_ref().unwrap().is_open());
    table.resolve();
    table.ok(Action::Set {
        card: Box::new(CardFace::named("Trap", CardClass::RuneCounter)),
        slot: Some(2),
    });
    assert!(table.state().chain.as_ref().unwrap().is_open());
    table.resolve();
    assert!(table.state().players[0].runes[2].is_some());
}

#[test]
fn ele_chain_2_the_turn_player_adds_links_first() {
    let (mut table, anas, bens) = counters_ready();
    table.ok(Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))));
    let early = table.refused(counter(1, bens, earth(1)));
    assert_eq!(
        (early.code, early.rule.as_deref()),
        (RefusalCode::Chain, Some("ELE-CHAIN-2"))
    );
    assert_eq!(early.reason.key, "refusal.chain.not_your_priority");
    table.ok(Action::Pass { player: 0 });
    table.ok(counter(1, bens, earth(1)));
    let chain = table.state().chain.as_ref().unwrap();
    assert_eq!(chain.who_has_priority(), Some(0), "back to the turn player");
    table
        .ok(Action::Pass { player: 0 })
        .ok(Action::Pass { player: 1 });
    assert_eq!(
        table.state().chain.as_ref().unwrap().phase(),
        ChainPhase::Closed
    );
    let late = table.refused(counter(0, anas, fire(1)));
    assert_eq!(
        (late.code, late.rule.as_deref()),
        (RefusalCode::Chain, Some("ELE-CHAIN-2")),
        "a closed chain takes no more links"
    );
}

#[test]
fn ele_chain_3_a_closed_chain_resolves_newest_first() {
    let (mut table, anas, bens) = counters_ready();
    table.ok(Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))));
    table.ok(Action::Pass { player: 0 });
    table.ok(counter(1, bens, earth(1)));
    table.ok(counter(0, anas, fire(1)));
    assert_eq!(
        table.rule_of(Action::ResolveNext),
        "ELE-CHAIN-3",
        "still open"
    );
    table.ok(Action::CloseChain);
    table.ok(Action::ResolveNext);
    let resolved: Vec<String> = table
        .m
        .log_lines()
        .last()
        .into_iter()
        .map(|line| line.label.args["what"].clone())
        .map(|what| format!("{what:?}"))
        .collect();
    assert!(resolved[0].contains("Ana's Counter"), "{resolved:?}");
    assert_eq!(
        table.card(anas).status,
        crate::games::elestrals::CardStatus::Resolving
    );
    table.ok(Action::ResolveNext);
    assert!(
        table.state().card(anas).is_none(),
        "the first Counter left as the next resolved"
    );
    assert_eq!(
        table.card(bens).status,
        crate::games::elestrals::CardStatus::Resolving
    );
    table.ok(Action::ResolveNext);
    assert!(table.state().chain.as_ref().unwrap().is_done());
    assert!(
        table.state().players[0].elestrals[0].is_some(),
        "the base last"
    );
}

#[test]
fn ele_chain_3_effects_met_while_resolving_wait_for_the_next_chain() {
    let mut table = Table::main_phase();
    table.ok(Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))));
    table.ok(Action::CloseChain).ok(Action::ResolveNext);
    table.ok(conditional(0, "when Ember is Cast"));
    let chain = table.state().chain.as_ref().unwrap();
    assert_eq!(chain.links().len(), 1, "queued, not added");
    assert_eq!(chain.next_chain_triggers().len(), 1);
    let next_action = Action::Cast(Box::new(cast_spec(ember("Other"), fire(1))));
    assert_eq!(table.rule_of(next_action), "ELE-CHAIN-5");
    assert_eq!(table.rule_of(Action::NextPhase), "ELE-CHAIN-5");
    table.ok(Action::OpenNextChain);
    assert!(table.state().chain.as_ref().unwrap().is_open());
}

#[test]
fn ele_chain_4_a_negated_cast_is_spent_with_its_spirits() {
    let (mut table, _, bens) = counters_ready();
    table.ok(Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))));
    table.ok(Action::Pass { player: 0 });
    table.ok(counter(1, bens, earth(1)));
    table
        .ok(Action::Pass { player: 0 })
        .ok(Action::Pass { player: 1 });
    table.ok(Action::ResolveNext);
    // Ben's Counter Rune says: negate it.
    table.ok(Action::NegateLink { link: 0 });
    table.ok(Action::ResolveNext);
    let ana = &table.state().players[0];
    assert!(
        ana.elestrals.iter().all(Option::is_none),
        "nothing happened"
    );
    assert!(ana.underworld.contains("Ember"));
    assert_eq!(ana.underworld_spirits, fire(1), "its Spirits are spent");
    assert!(
        table.state().normal_cast_used,
        "the Normal Cast is spent too"
    );
    let chain = table.state().chain.as_ref().unwrap();
    assert_eq!(chain.links().last().unwrap().status, LinkStatus::Negated);
}

#[test]
fn ele_chain_4_an_impossible_battle_rewinds() {
    // The source text's example: a Counter Rune turns the attacker to Defense Position.
    let (mut table, _, bens) = counters_ready();
    let attacker = table.cast(ember("Ember"), fire(1));
    table.next_turn();
    let target = table.cast(elestral("Rock", &[CostSymbol::Earth], 1, 1), earth(1));
    table.next_turn().battle_phase();
    table.ok(Action::DeclareAttack {
        attacker,
        target: AttackTarget::Elestral { card: target },
    });
    table.ok(Action::Pass { player: 0 });
    table.ok(counter(1, bens, earth(1)));
    table.ok(Action::CloseChain).ok(Action::ResolveNext);
    table.ok(Action::ChangePosition {
        card: attacker,
        position: Position::Defense,
        by_effect: true,
    });
    table.ok(Action::ResolveNext);
    assert!(table.state().card(target).is_some(), "no damage dealt");
    assert_eq!(table.card(attacker).attacks_this_turn, 0, "rewound");
}

#[test]
fn ele_chain_5_turn_players_triggers_go_first_and_resolve_last() {
    let mut table = Table::main_phase();
    table.ok(Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))));
    table.ok(Action::CloseChain).ok(Action::ResolveNext);
    table.ok(conditional(1, "Ben's"));
    table.ok(conditional(0, "Ana's first"));
    table.ok(conditional(0, "Ana's second"));
    table.ok(Action::ReorderTriggers {
        player: 0,
        order: vec![1, 0],
    });
    table.ok(Action::OpenNextChain);
    let notes = |table: &Table| -> Vec<String> {
        table
            .state()
            .chain
            .as_ref()
            .unwrap()
            .links()
            .map(|link| match &link.payload {
                ChainLink::Effect { note, .. } => note.clone(),
                other => other.kind().to_owned(),
            })
            .collect()
    };
    // Newest first, the order they resolve in: Ben's, then Ana's in her chosen order.
    assert_eq!(notes(&table), ["Ben's", "Ana's first", "Ana's second"]);
    let base = table
        .state()
        .chain
        .as_ref()
        .unwrap()
        .links()
        .last()
        .unwrap()
        .controller;
    assert_eq!(base, 0, "the turn player's go on first");
}

#[test]
fn ele_search_1_the_main_deck_is_shuffled_after_a_search() {
    let mut table = Table::main_phase();
    table.ok(Action::Search {
        player: 0,
        card: Some("Ember".into()),
    });
    table.ok(Action::CloseChain).ok(Action::ResolveNext);
    let ana = &table.state().players[0];
    assert_eq!((ana.main_deck, ana.hand, ana.shuffles), (33, 7, 1));
    let entry = table.m.log().last().unwrap();
    assert_eq!(entry.random.len(), 32, "a 33-card shuffle is recorded");
    let replayed = Match::replay(table.m.setup().clone(), table.m.log()).unwrap();
    assert_eq!(replayed.view(), table.m.view());
}
