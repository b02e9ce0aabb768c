//! Tests of `rules_problem`: each game's refusal of a format's rules names the rule and its
//! bounds, and the catalogs word it in English and Chinese.

use serde_json::json;

use super::*;
use crate::error::{RulesError, SetupError};
use crate::test_catalogs::{unworded, Words};
use crate::{GameId, Match, Setup};

#[test]
fn a_value_inside_its_bounds_passes_and_one_outside_names_the_rule_and_its_bounds() {
    assert_eq!(in_range("starting_life", 1, 1, 999), Ok(()));
    assert_eq!(in_range("starting_life", 999, 1, 999), Ok(()));
    let refused = in_range("starting_life", 0, 1, 999).expect_err("below");
    assert_eq!(refused.key, "rules_problem.out_of_range");
    assert!(refused.to_string().contains("starting_life"), "{refused}");
    assert!(in_range("starting_life", 1000, 1, 999).is_err());
}

/// The label `game` refuses `rules` with.
fn refusal(game: GameId, rules: serde_json::Value) -> Label {
    match game.read_rules(&rules) {
        Err(RulesError::Refused(reason)) => reason,
        other => panic!("{game:?} took {rules} or refused it otherwise: {other:?}"),
    }
}

fn assert_worded(game: GameId, reason: &Label) {
    for lang in ["en", "zh"] {
        let missing = unworded(&Words::of(game, lang), reason);
        assert!(missing.is_empty(), "{game:?}: {missing:?}");
    }
}

#[test]
fn every_games_refusal_of_its_rules_is_worded_in_english_and_chinese() {
    let cases = [
        // CTC-SETUP-1: no one starts a match already lost.
        (
            GameId::Conjure,
            json!({ "starting_life": 0 }),
            "starting_life",
        ),
        (
            GameId::Conjure,
            json!({ "towers_per_player": 99 }),
            "towers_per_player",
        ),
        (GameId::Elestrals, json!({ "rune_slots": 0 }), "rune_slots"),
        (
            GameId::Elestrals,
            json!({ "main_deck": 10_001 }),
            "main_deck",
        ),
        (GameId::Xingling, json!({ "vp_to_win": 0 }), "vp_to_win"),
        (GameId::Xingling, json!({ "key_caps": [5, 0] }), "key_caps"),
        (GameId::Xingling, json!({ "field_limit": 9 }), "field_limit"),
    ];
    for (game, rules, rule) in cases {
        let reason = refusal(game, rules);
        assert_eq!(reason.key, "rules_problem.out_of_range", "{game:?}");
        assert!(reason.to_string().contains(rule), "{reason}");
        assert_worded(game, &reason);
    }
    let board = [
        (json!({ "slots": [] }), "rules_problem.codex.slots"),
        (
            json!({ "slots": [{ "ranks": [0] }] }),
            "rules_problem.codex.slot_ranks",
        ),
        (
            json!({ "slots": [{ "ranks": [1] }, { "ranks": [2], "under": 1 }] }),
            "rules_problem.codex.slot_under",
        ),
        (
            json!({ "starting_hand": 30, "deck_size": 20 }),
            "rules_problem.codex.hand_over_deck",
        ),
    ];
    for (rules, key) in board {
        let reason = refusal(GameId::Codex, rules);
        assert_eq!(reason.key, key);
        assert_worded(GameId::Codex, &reason);
    }
}

#[test]
fn spirit_decks_for_another_number_of_players_are_refused_in_words() {
    let setup = Setup {
        game: GameId::Elestrals,
        format: "elestrals-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 1,
        rules: json!({ "spirit_decks": [{ "earth": 20 }] }),
    };
    let Err(error) = Match::new(setup) else {
        panic!("a Spirit Deck for one of two players was taken");
    };
    let SetupError::FormatRules(RulesError::Refused(reason)) = error else {
        panic!("refused otherwise: {error:?}");
    };
    assert_eq!(reason.key, "rules_problem.elestrals.spirit_decks");
    assert_worded(GameId::Elestrals, &reason);
}
