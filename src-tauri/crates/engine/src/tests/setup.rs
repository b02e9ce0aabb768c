//! Tests of `setup`: house rules over a format's numbers.

use serde_json::{json, Map, Value};

use super::*;
use crate::matches::Match;
use crate::ErrorCode;

fn changes(value: Value) -> Map<String, Value> {
    value.as_object().cloned().unwrap()
}

fn conjure(rules: Value) -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules,
    }
}

#[test]
fn ctc_setup_1_a_house_rule_sets_the_starting_life() {
    let format = json!({ "starting_life": 30, "hand_limit": 7 });
    let rules = with_house_rules(&format, &changes(json!({ "starting_life": 40 }))).unwrap();
    assert_eq!(rules, json!({ "starting_life": 40, "hand_limit": 7 }));
    let table = Match::new(conjure(rules)).unwrap();
    let GameState::Conjure(state) = table.view().state else {
        panic!("a Conjure match");
    };
    assert!(state.players.iter().all(|p| p.life == 40));
}

#[test]
fn no_house_rules_leave_the_format_as_it_is() {
    let format = json!({ "starting_life": 30 });
    assert_eq!(with_house_rules(&format, &Map::new()).unwrap(), format);
}

#[test]
fn a_house_rule_must_name_a_rule_of_the_format_and_keep_its_kind() {
    let format = json!({ "starting_life": 30, "guided": true });
    let unknown = with_house_rules(&format, &changes(json!({ "starting_lfe": 40 }))).unwrap_err();
    assert_eq!(unknown.code(), ErrorCode::SetupHouseRule);
    assert!(unknown.to_string().contains("starting_lfe"), "{unknown}");
    for wrong in [json!("40"), json!(40.5), json!(null), json!([40])] {
        let error =
            with_house_rules(&format, &changes(json!({ "starting_life": wrong }))).unwrap_err();
        assert_eq!(error.code(), ErrorCode::SetupHouseRule, "{wrong}");
    }
    let flag = with_house_rules(&format, &changes(json!({ "guided": 1 }))).unwrap_err();
    assert_eq!(flag.code(), ErrorCode::SetupHouseRule);
    let no_rules = with_house_rules(&Value::Null, &changes(json!({ "starting_life": 1 })));
    assert_eq!(no_rules.unwrap_err().code(), ErrorCode::SetupHouseRule);
}

#[test]
fn a_house_rule_that_does_not_fit_says_why_in_no_language() {
    let format = json!({ "starting_life": 30 });
    let problem = |changed: Value| match with_house_rules(&format, &changes(changed)) {
        Err(SetupError::HouseRule { problem, .. }) => problem,
        other => panic!("a house rule problem, not {other:?}"),
    };
    assert_eq!(
        problem(json!({ "starting_lfe": 40 })),
        HouseRuleProblem::NoSuchRule
    );
    assert_eq!(
        problem(json!({ "starting_life": "40" })),
        HouseRuleProblem::OtherKind {
            given: "\"40\"".into(),
            expected: "30".into()
        }
    );
    let error = with_house_rules(&format, &changes(json!({ "starting_life": "40" }))).unwrap_err();
    let label = error.label().expect("worded with its values").to_string();
    assert!(
        label.starts_with(&format!("errors.{}(", ErrorCode::SetupHouseRule))
            && label.contains("house_rule_problem.other_kind")
            && label.contains("starting_life"),
        "{label}"
    );
}

#[test]
fn ctc_setup_1_the_game_still_bounds_a_house_rule() {
    let format = json!({ "starting_life": 30 });
    for life in [0, -5, 1000] {
        let rules = with_house_rules(&format, &changes(json!({ "starting_life": life }))).unwrap();
        let refused = Match::new(conjure(rules)).unwrap_err();
        assert_eq!(refused.code(), ErrorCode::SetupFormatRules, "{life}");
    }
}

#[test]
fn the_house_rules_of_a_match_are_what_differs_from_its_format() {
    let format = json!({ "starting_life": 30, "hand_limit": 7, "edition": "first" });
    let played =
        with_house_rules(&format, &changes(json!({ "starting_life": 40 }))).expect("a house rule");
    let kept = house_rules_of(&format, &played);
    assert_eq!(Value::Object(kept.clone()), json!({ "starting_life": 40 }));
    assert_eq!(with_house_rules(&format, &kept).expect("again"), played);
    assert!(house_rules_of(&format, &format).is_empty());
    assert!(house_rules_of(&json!(null), &played).is_empty());
}

#[test]
fn every_house_rule_a_game_offers_is_bounded_as_its_rule_check_bounds_it() {
    let mut offered = 0;
    for game in GameId::ALL {
        let info = game.info();
        for bounds in &info.house_rules {
            offered += 1;
            let rule = bounds.rule.as_ref();
            let defaults = game.read_rules(&Value::Null).expect("the defaults read");
            assert!(
                defaults.get(rule).is_some_and(Value::is_number),
                "{}: {rule} is a number of its formats",
                game.as_str()
            );
            let with = |value: i64| {
                with_house_rules(&defaults, &changes(json!({ rule: value })))
                    .map_err(|e| e.to_string())
                    .and_then(|rules| game.read_rules(&rules).map_err(|e| e.to_string()))
            };
            assert!(
                with(bounds.min).is_ok(),
                "{}: {rule} at its least",
                game.as_str()
            );
            assert!(
                with(bounds.max).is_ok(),
                "{}: {rule} at its most",
                game.as_str()
            );
            assert!(
                with(bounds.min - 1).is_err(),
                "{}: {rule} below",
                game.as_str()
            );
            assert!(
                with(bounds.max + 1).is_err(),
                "{}: {rule} above",
                game.as_str()
            );
        }
    }
    assert!(offered > 0, "some game offers a house rule");
}

/// A format's rules that are not the game's say how, with a code and, for a rule that does
/// not read, where: a value of the wrong kind names its rule, a number out of range is refused
/// by the game's own check, and a misspelt rule does not read.
#[test]
fn rules_that_are_not_the_games_are_a_typed_error() {
    let mut checked = 0;
    for game in GameId::ALL {
        for bounds in &game.info().house_rules {
            let rule = bounds.rule.as_ref();
            let wrong_kind = game
                .read_rules(&json!({ rule: "many" }))
                .expect_err("a word for a number");
            assert_eq!(wrong_kind.code(), ErrorCode::RulesUnreadable);
            assert_eq!(wrong_kind.path(), Some(rule), "{}", game.as_str());
            let too_big = game
                .read_rules(&json!({ rule: bounds.max + 1 }))
                .expect_err("past the bound");
            assert_eq!(
                too_big.code(),
                ErrorCode::RulesRefused,
                "{}: {too_big}",
                game.as_str()
            );
            checked += 1;
        }
        if game.info().playable {
            let misspelt = game
                .read_rules(&json!({ "no_such_rule": 1 }))
                .expect_err("a rule the game does not know");
            assert_eq!(
                misspelt.code(),
                ErrorCode::RulesUnreadable,
                "{}",
                game.as_str()
            );
        }
    }
    assert!(checked > 0, "some game offers a house rule");
}
