//! Stat changes (ELE-STAT-1) and durations (ELE-DUR-1), as the table applies a card's text.

use super::*;
use crate::games::elestrals::{Duration, Stat, StatChange};
use crate::RefusalCode;

fn change(card: CardId, change: StatChange, source: &str) -> Action {
    Action::AdjustStat {
        card,
        change,
        source: source.into(),
        source_card: None,
        duration: Duration::WhileOnField,
    }
}

#[test]
fn ele_stat_1_swapping_twice_restores_the_original() {
    // Worked example: "If an Elestral swaps its Attack and Defense twice, it ends up back at
    // the stats it started with."
    let mut table = Table::main_phase();
    let id = table.cast(elestral("Turtle", &[CostSymbol::Water], 1, 6), water(1));
    table.ok(change(id, StatChange::Swap, "Topsy"));
    assert_eq!(
        (table.card(id).attack, table.card(id).defense),
        (Some(6), Some(1))
    );
    table.ok(change(id, StatChange::Swap, "Turvy"));
    assert_eq!(
        (table.card(id).attack, table.card(id).defense),
        (Some(1), Some(6))
    );
}

#[test]
fn ele_stat_1_set_then_add_then_swap_with_a_breakdown() {
    let mut table = Table::main_phase();
    let id = table.cast(elestral("Turtle", &[CostSymbol::Water], 1, 6), water(1));
    table.ok(change(id, StatChange::Swap, "Flip"));
    table.ok(change(
        id,
        StatChange::Add {
            stat: Stat::Attack,
            delta: 2,
        },
        "Rage",
    ));
    table.ok(change(
        id,
        StatChange::Set {
            stat: Stat::Attack,
            value: 4,
        },
        "Anchor",
    ));
    let card = table.card(id);
    // Set Attack 4, add 2 (6), then swap: Attack 6, Defense 6.
    assert_eq!((card.attack, card.defense), (Some(6), Some(6)));
    let breakdown: Vec<(&str, Option<i32>, Option<i32>)> = card
        .modifiers
        .iter()
        .map(|m| (m.source.as_str(), m.attack_after, m.defense_after))
        .collect();
    assert_eq!(
        breakdown,
        [
            ("Anchor", Some(4), Some(6)),
            ("Rage", Some(6), Some(6)),
            ("Flip", Some(6), Some(6))
        ]
    );
    let flip = card.modifiers[2].order;
    table.ok(Action::RemoveModifier {
        card: id,
        order: flip,
    });
    assert_eq!(table.card(id).defense, Some(6));
    assert_eq!(table.card(id).attack, Some(6));
    assert_eq!(
        table
            .refused(Action::RemoveModifier {
                card: id,
                order: flip
            })
            .code,
        RefusalCode::InvalidAction
    );
}

#[test]
fn ele_dur_1_an_effect_ends_when_its_source_leaves_or_is_misenchanted() {
    let mut table = Table::main_phase();
    let target = table.cast(ember("Target"), fire(1));
    let source = table.special_cast(elestral("Banner", &[CostSymbol::Fire], 1, 1), fire(1));
    let boost = |amount| Action::AdjustStat {
        card: target,
        change: StatChange::Add {
            stat: Stat::Attack,
            delta: amount,
        },
        source: "Banner".into(),
        source_card: Some(source),
        duration: Duration::WhileSourceEnchanted,
    };
    table.ok(boost(2));
    assert_eq!(table.card(target).attack, Some(5));
    // Misenchanted: its Fire Spirit swapped for a Water one.
    table.ok(Action::Enchant {
        player: 0,
        card: source,
        spirits: water(1),
        by_effect: true,
    });
    table.ok(Action::Disenchant {
        card: source,
        spirits: fire(1),
    });
    assert!(table.card(source).misenchanted);
    assert_eq!(table.card(target).attack, Some(3), "the effect wore off");
    // Enchanted again; a new effect from it lasts until it leaves the field.
    table.ok(Action::Enchant {
        player: 0,
        card: source,
        spirits: fire(1),
        by_effect: true,
    });
    table.ok(boost(1));
    assert_eq!(table.card(target).attack, Some(4));
    table.ok(Action::Destroy { card: source });
    assert_eq!(table.card(target).attack, Some(3));
}

#[test]
fn ele_dur_1_until_the_end_phase_and_effects_on_a_card_that_left() {
    let mut table = Table::main_phase();
    let id = table.cast(ember("Ember"), fire(1));
    table.ok(Action::AdjustStat {
        card: id,
        change: StatChange::Add {
            stat: Stat::Defense,
            delta: 3,
        },
        source: "Brace".into(),
        source_card: None,
        duration: Duration::UntilEndPhase,
    });
    table.ok(change(
        id,
        StatChange::Set {
            stat: Stat::Attack,
            value: 9,
        },
        "Giant",
    ));
    assert_eq!(table.card(id).defense, Some(5));
    table.ok(Action::NextPhase).ok(Action::NextPhase);
    assert_eq!(
        table.card(id).defense,
        Some(2),
        "ended as the End Phase began"
    );
    assert_eq!(table.card(id).attack, Some(9));
    table.ok(Action::ReturnCard {
        card: id,
        to: Pile::Hand,
    });
    assert_eq!(table.state().players[0].hand, 5 + 1 - 1 + 1);
    table.next_turn().next_turn();
    let again = table.cast(ember("Ember"), fire(1));
    assert_ne!(again, id, "a new card");
    assert_eq!(
        table.card(again).attack,
        Some(3),
        "no effect follows it back"
    );
}
