//! Random duels through the one door: offered actions and arbitrary ones (seats and slots out
//! of range, Souls that are not there, zero amounts, teleports anywhere). Nothing panics, a
//! refusal leaves the duel as it was, every offered action is accepted, and replaying the log
//! gives the same duel.

use proptest::prelude::*;

use super::*;
use crate::one_door::{self, Step};

fn target() -> impl Strategy<Value = Target> {
    prop_oneof![
        (0u32..6).prop_map(|card| Target::Soul { card: CardId(card) }),
        (0usize..3).prop_map(|player| Target::Leader { player }),
    ]
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0usize..3, 0usize..8, 0u8..4).prop_map(|(player, slot, rank)| Action::Recruit {
            player,
            slot,
            name: "Soul".into(),
            rank,
        }),
        (0usize..3, target(), prop::option::of(0usize..8), 0u32..3).prop_map(
            |(by, target, to, cost)| Action::Teleport {
                by,
                target,
                to,
                cost
            }
        ),
        (0usize..3, target(), 0u32..2).prop_map(|(by, target, cost)| Action::Retract {
            by,
            target,
            cost
        }),
        target().prop_map(|target| Action::Exile { target }),
        target().prop_map(|target| Action::Capture { target }),
        (0u32..6, -2i32..3).prop_map(|(card, amount)| Action::ChangeSoul {
            card: CardId(card),
            change: SoulChange::Damage { amount },
        }),
        (0usize..3, 0usize..8, prop::option::of(0u32..6)).prop_map(|(player, slot, by)| {
            Action::SetAmbush {
                player,
                slot,
                by: by.map(CardId),
            }
        }),
        (0usize..3, prop::option::of(0u32..6)).prop_map(|(player, source)| Action::Activate {
            player,
            source: source.map(CardId),
            note: "effect".into(),
        }),
        (0usize..3).prop_map(|player| Action::Draw { player }),
        (0usize..3, 0u32..4).prop_map(|(player, count)| Action::Discard { player, count }),
        (0usize..3, any::<bool>()).prop_map(|(player, found)| Action::Enlist { player, found }),
        (0usize..3, -3i32..4).prop_map(|(player, delta)| Action::AdjustResources { player, delta }),
        Just(Action::ResolveNext),
        Just(Action::CloseCascade),
        Just(Action::NextTurn),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => any::<usize>().prop_map(Step::Offered),
        2 => action().prop_map(|action| Step::Any(Box::new(GameAction::Codex(action)))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn cdx_random_duels_keep_the_engines_promises(steps in prop::collection::vec(step(), 1..60)) {
        one_door::check(setup(), steps)?;
    }
}
