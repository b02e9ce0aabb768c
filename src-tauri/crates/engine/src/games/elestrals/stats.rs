//! Attack and Defense after effects (ELE-STAT-1), and how long an effect lasts (ELE-DUR-1).
//!
//! Changes apply in three steps: first every "set to a number", then every increase or
//! decrease, then every swap; within a step, in the order they were cast or activated. A
//! card keeps its modifiers in exactly that order, each with the values after it, so the UI
//! can show the breakdown without knowing the rule.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card_id::CardId;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsStat")]
#[schemars(rename = "ElestralsStat")]
pub enum Stat {
    Attack,
    Defense,
}

impl Stat {
    pub fn as_str(self) -> &'static str {
        match self {
            Stat::Attack => "attack",
            Stat::Defense => "defense",
        }
    }
}

/// One change to an Elestral's stats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "ElestralsStatChange")]
#[schemars(rename = "ElestralsStatChange")]
pub enum StatChange {
    /// The stat becomes `value` (step 1).
    Set { stat: Stat, value: i32 },
    /// The stat goes up or down by `delta` (step 2).
    Add { stat: Stat, delta: i32 },
    /// Attack and Defense trade places (step 3).
    Swap,
}

impl StatChange {
    /// The step of ELE-STAT-1 the change belongs to: set, then add, then swap.
    pub fn step(self) -> u8 {
        match self {
            StatChange::Set { .. } => 1,
            StatChange::Add { .. } => 2,
            StatChange::Swap => 3,
        }
    }

    pub fn kind(self) -> &'static str {
        match self {
            StatChange::Set { .. } => "set",
            StatChange::Add { .. } => "add",
            StatChange::Swap => "swap",
        }
    }
}

/// How long an effect lasts (ELE-DUR-1).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ElestralsDuration")]
#[schemars(rename = "ElestralsDuration")]
pub enum Duration {
    /// No stated duration: while the source card is Enchanted; it ends when the source is
    /// Misenchanted or leaves the field. Without a source card, until the card itself leaves.
    #[default]
    WhileSourceEnchanted,
    /// "Until the End Phase": ends when the End Phase begins.
    UntilEndPhase,
    /// Until the card leaves the field.
    WhileOnField,
}

impl Duration {
    pub fn as_str(self) -> &'static str {
        match self {
            Duration::WhileSourceEnchanted => "while_source_enchanted",
            Duration::UntilEndPhase => "until_end_phase",
            Duration::WhileOnField => "while_on_field",
        }
    }
}

/// A stat change on one card, with the stats right after it in ELE-STAT-1 order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ElestralsStatModifier")]
#[schemars(rename = "ElestralsStatModifier")]
pub struct StatModifier {
    /// When it was cast or activated, counted across the match: orders changes within a step,
    /// and names the modifier for removal.
    pub order: u32,
    pub change: StatChange,
    /// What the table says caused it, e.g. a card's name.
    pub source: String,
    /// The card whose effect it is, for ELE-DUR-1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_card: Option<CardId>,
    pub duration: Duration,
    /// Attack after this change (and every one before it in the breakdown).
    pub attack_after: Option<i32>,
    /// Defense after this change.
    pub defense_after: Option<i32>,
}

/// Puts `modifiers` in ELE-STAT-1 order, fills in each one's running values, and returns the
/// final Attack and Defense. An unknown base stat stays unknown until a change sets it.
pub fn apply_modifiers(
    base_attack: Option<i32>,
    base_defense: Option<i32>,
    modifiers: &mut [StatModifier],
) -> (Option<i32>, Option<i32>) {
    modifiers.sort_by_key(|m| (m.change.step(), m.order));
    let (mut attack, mut defense) = (base_attack, base_defense);
    for modifier in modifiers.iter_mut() {
        match modifier.change {
            StatChange::Set { stat, value } => *pick(stat, &mut attack, &mut defense) = Some(value),
            StatChange::Add { stat, delta } => {
                let current = pick(stat, &mut attack, &mut defense);
                *current = current.map(|value| value.saturating_add(delta));
            }
            StatChange::Swap => std::mem::swap(&mut attack, &mut defense),
        }
        modifier.attack_after = attack;
        modifier.defense_after = defense;
    }
    (attack, defense)
}

fn pick<'a>(
    stat: Stat,
    attack: &'a mut Option<i32>,
    defense: &'a mut Option<i32>,
) -> &'a mut Option<i32> {
    match stat {
        Stat::Attack => attack,
        Stat::Defense => defense,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn modifier(order: u32, change: StatChange) -> StatModifier {
        StatModifier {
            order,
            change,
            source: format!("effect {order}"),
            source_card: None,
            duration: Duration::WhileOnField,
            attack_after: None,
            defense_after: None,
        }
    }

    #[test]
    fn ele_stat_1_set_then_add_then_swap_whatever_the_activation_order() {
        let mut modifiers = vec![
            modifier(1, StatChange::Swap),
            modifier(
                2,
                StatChange::Add {
                    stat: Stat::Attack,
                    delta: 2,
                },
            ),
            modifier(
                3,
                StatChange::Set {
                    stat: Stat::Attack,
                    value: 1,
                },
            ),
        ];
        let (attack, defense) = apply_modifiers(Some(4), Some(6), &mut modifiers);
        // Set Attack to 1, add 2 (3), then swap: Attack 6, Defense 3.
        assert_eq!((attack, defense), (Some(6), Some(3)));
        let order: Vec<u32> = modifiers.iter().map(|m| m.order).collect();
        assert_eq!(order, [3, 2, 1]);
        let breakdown: Vec<_> = modifiers
            .iter()
            .map(|m| (m.attack_after, m.defense_after))
            .collect();
        assert_eq!(
            breakdown,
            [(Some(1), Some(6)), (Some(3), Some(6)), (Some(6), Some(3))]
        );
    }

    #[test]
    fn ele_stat_1_within_a_step_activation_order_decides() {
        let mut modifiers = vec![
            modifier(
                9,
                StatChange::Set {
                    stat: Stat::Defense,
                    value: 2,
                },
            ),
            modifier(
                4,
                StatChange::Set {
                    stat: Stat::Defense,
                    value: 7,
                },
            ),
        ];
        let (_, defense) = apply_modifiers(Some(1), Some(1), &mut modifiers);
        assert_eq!(defense, Some(2), "the later set wins");
    }

    #[test]
    fn ele_stat_1_swapping_twice_restores_the_original() {
        let mut modifiers = vec![modifier(1, StatChange::Swap), modifier(2, StatChange::Swap)];
        assert_eq!(
            apply_modifiers(Some(3), Some(5), &mut modifiers),
            (Some(3), Some(5))
        );
    }

    #[test]
    fn unknown_stats_stay_unknown_until_set() {
        let mut modifiers = vec![
            modifier(
                1,
                StatChange::Add {
                    stat: Stat::Attack,
                    delta: 1,
                },
            ),
            modifier(
                2,
                StatChange::Set {
                    stat: Stat::Defense,
                    value: 4,
                },
            ),
        ];
        assert_eq!(apply_modifiers(None, None, &mut modifiers), (None, Some(4)));
    }
}
