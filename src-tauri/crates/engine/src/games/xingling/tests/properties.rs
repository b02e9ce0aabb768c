//! Random tables of 2 to 8 through the one door: nothing panics, a refusal leaves the table as
//! it was, every offered action is accepted, and replaying the log gives the same table.

use proptest::prelude::*;

use super::*;

#[derive(Debug, Clone)]
enum Move {
    Offered(usize),
    Any(Action),
}

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
        (0usize..9, 0u32..5, 0u32..4, any::<bool>()).prop_map(|(player, cost, range, gentle)| {
            Action::Contract {
                player,
                name: "星".into(),
                cost,
                range,
                gentle,
            }
        }),
        (0usize..9, 0usize..5).prop_map(|(player, standby)| Action::Bury { player, standby }),
        (0usize..9, 0u32..4).prop_map(|(player, count)| Action::Discard { player, count }),
        (0usize..9, 0u32..4).prop_map(|(player, count)| Action::Draw { player, count }),
        (0usize..9).prop_map(|player| Action::Judge { player }),
        (0usize..9, 0u32..3).prop_map(|(player, amount)| Action::AwardVp { player, amount }),
        Just(Action::ConfirmKnockOut),
    ]
}

fn moves() -> impl Strategy<Value = Move> {
    prop_oneof![
        3 => any::<usize>().prop_map(Move::Offered),
        2 => action().prop_map(Move::Any),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn xl_random_tables_keep_the_engines_promises(
        seats in 2usize..=8,
        steps in prop::collection::vec(moves(), 1..80),
    ) {
        let mut table = Match::new(setup(seats)).expect("valid");
        for (i, step) in steps.into_iter().enumerate() {
            let offered = table.legal_actions();
            let action = match step {
                Move::Offered(n) if !offered.is_empty() => offered[n % offered.len()].clone(),
                Move::Offered(_) => continue,
                Move::Any(action) => GameAction::Xingling(action),
            };
            let was_offered = offered.contains(&action);
            let before = table.view();
            if let Err(refusal) = table.apply(Entry::Play { play: action.clone() }, i as i64) {
                prop_assert!(!was_offered, "{action:?} was offered but refused: {refusal}");
                prop_assert_eq!(&table.view(), &before);
            }
        }
        let replayed = Match::replay(setup(seats), table.log().to_vec()).expect("replays");
        prop_assert_eq!(replayed.view(), table.view());
    }
}
