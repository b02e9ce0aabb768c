//! The engine's promises about its one door, checked over any sequence of actions of any game:
//! nothing panics, a refused action leaves the match exactly as it was, every action
//! `legal_actions` offers is accepted, and replaying the log gives the same match. Each game's
//! property test feeds it random sequences.

use proptest::test_runner::TestCaseError;

use crate::{Action, GameAction, Match, Setup};

/// One step: the `n`th (modulo their count) of the actions offered now, or any action.
#[derive(Debug, Clone)]
pub(crate) enum Step {
    Offered(usize),
    Any(Box<GameAction>),
}

/// Plays `steps` from `setup` and checks the promises.
pub(crate) fn check(setup: Setup, steps: Vec<Step>) -> Result<(), TestCaseError> {
    let mut table = Match::new(setup.clone()).expect("a valid setup");
    for (i, step) in steps.into_iter().enumerate() {
        let offered = table.legal_actions();
        let action = match step {
            Step::Offered(n) if !offered.is_empty() => offered[n % offered.len()].clone(),
            Step::Offered(_) => continue,
            Step::Any(action) => *action,
        };
        let was_offered = offered.contains(&action);
        let before = table.view();
        if let Err(refusal) = table.apply(
            Action::Play {
                play: action.clone(),
            },
            i as i64,
        ) {
            proptest::prop_assert!(
                !was_offered,
                "{action:?} was offered but refused: {refusal}"
            );
            proptest::prop_assert_eq!(&table.view(), &before);
        }
    }
    let replayed = Match::replay(setup, table.log().to_vec()).expect("replays");
    proptest::prop_assert_eq!(replayed.view(), table.view());
    Ok(())
}
