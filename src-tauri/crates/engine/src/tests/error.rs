//! Tests of `error`: what an error says stays short, whatever it was handed.

use super::*;
use crate::label::Label;

#[test]
fn a_refusal_quotes_a_long_value_short() {
    let huge = "x".repeat(1_000_000);
    let refusal = Refusal::invalid(Label::new("refusal.no_such_card").text("card", huge.clone()));
    let told = refusal.to_string();
    assert!(told.len() < 500, "{} bytes", told.len());
    assert!(told.contains("1000000 characters"), "{told}");
    assert!(told.starts_with("refusal.no_such_card(card: \""), "{told}");

    let label = refusal.reason.quoting_short();
    let serialized = serde_json::to_string(&label).expect("JSON");
    assert!(serialized.len() < 300, "{serialized}");
}

#[test]
fn random_results_that_differ_are_told_by_the_first_difference() {
    let recorded: Vec<u32> = (0..100_000).collect();
    let mut computed = recorded.clone();
    computed[41] = 7;
    let error = ReplayError::RandomMismatch {
        seq: 3,
        recorded,
        computed,
    };
    let told = error.to_string();
    assert_eq!(
        told,
        "entry 3 records random results that the seed does not give: result 42 is 41 where \
         the seed gives 7 (100000 recorded, 100000 given)"
    );
    let shorter = ReplayError::RandomMismatch {
        seq: 0,
        recorded: vec![1, 2, 3],
        computed: vec![1],
    };
    assert!(shorter
        .to_string()
        .ends_with("3 results recorded where the seed gives 1"));
}

#[test]
fn a_refusals_code_is_written_as_the_one_lists_code() {
    let codes = [
        RefusalCode::RuleViolation,
        RefusalCode::NoSuchPlayer,
        RefusalCode::WrongGame,
        RefusalCode::MatchOver,
        RefusalCode::NothingToUndo,
        RefusalCode::NothingToRedo,
        RefusalCode::InvalidAction,
        RefusalCode::Chain,
        RefusalCode::Clock,
    ];
    for code in codes {
        // A refusal in a match file or a shared table's answer reads as the code the UI
        // switches on.
        let written = serde_json::to_value(code).expect("a code serializes");
        assert_eq!(written, crate::ErrorCode::from(code), "{code:?}");
    }
}
