//! Random tables of 2 to 8 through the one door: nothing panics, a refusal leaves the table as
//! it was, every offered action is accepted, and replaying the log gives the same table.

use proptest::prelude::*;

use super::*;
use crate::one_door::{self, Step};

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::NextPhase),
        (0usize..9, 0u32..6, 0usize..9).prop_map(|(target, amount, source)| Action::Damage {
            target,
            amount,
            source
        }),
        (0usize..9, 0u32..6).prop_map(|(target, amount)| Action::Loss { target, amount }),
        (0usize..9, 0u32..6).prop_map(|(player, amount)| Action::Heal { player, amount }),
        (0usize..9, 0u32..5, 0u32..4, any::<bool>(), any::<bool>()).prop_map(
            |(player, cost, range, gentle, more)| Action::Contract {
                player,
                name: "星".into(),
                cost,
                range,
                gentle,
                more,
            }
        ),
        (0usize..9, 0usize..5).prop_map(|(player, standby)| Action::Bury { player, standby }),
        (0usize..9, proptest::option::of(0usize..4))
            .prop_map(|(player, spirit)| Action::Attach { player, spirit }),
        (0usize..9, proptest::option::of(0usize..4))
            .prop_map(|(player, spirit)| Action::Detach { player, spirit }),
        (0usize..9, 0u32..4).prop_map(|(player, count)| Action::Discard { player, count }),
        (0usize..9, 0u32..4).prop_map(|(player, count)| Action::Draw { player, count }),
        (0usize..9).prop_map(|player| Action::Judge { player }),
        (0usize..9, 0u32..3).prop_map(|(player, amount)| Action::AwardVp { player, amount }),
        Just(Action::ConfirmKnockOut),
    ]
}

fn moves() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => any::<usize>().prop_map(Step::Offered),
        2 => action().prop_map(|action| Step::Any(Box::new(GameAction::Xingling(action)))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn xl_random_tables_keep_the_engines_promises(
        seats in 2usize..=8,
        steps in prop::collection::vec(moves(), 1..80),
    ) {
        one_door::check(setup(seats), steps)?;
    }
}
