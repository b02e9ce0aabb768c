//! Tests of `history`: a match's facts and its headline numbers over the log.

use super::*;
use crate::action::Action;
use crate::games::conjure::Action as C;
use crate::games::{GameAction, GameId};

fn setup() -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 9,
        rules: serde_json::Value::Null,
    }
}

fn play(action: C) -> Action {
    Action::Play {
        play: GameAction::Conjure(action),
    }
}

fn life(player: usize, delta: i32) -> Action {
    play(C::AdjustLife { player, delta })
}

#[test]
fn a_match_in_play_has_no_result_and_no_winners() {
    let table = Match::new(setup()).unwrap();
    let facts = table.facts();
    assert_eq!(facts.result, MatchResult::InProgress);
    assert!(facts.winners.is_empty());
}

#[test]
fn life_run_out_is_a_win_by_the_rules_and_a_concession_is_filed_as_one() {
    let mut table = Match::new(setup()).unwrap();
    table.apply(life(1, -100), 1).unwrap();
    let facts = table.facts();
    assert_eq!(facts.result, MatchResult::Won, "CTC-WIN-1");
    assert_eq!(facts.winners, vec![0]);

    let mut conceded = Match::new(setup()).unwrap();
    conceded.apply(play(C::Concede { player: 0 }), 1).unwrap();
    let facts = conceded.facts();
    assert_eq!(facts.result, MatchResult::Conceded);
    assert_eq!(facts.winners, vec![1]);
}

#[test]
fn the_series_has_the_start_and_one_point_per_entry_undo_included() {
    let mut table = Match::new(setup()).unwrap();
    let start = table.state().standing().scores;
    table.apply(life(0, -3), 1).unwrap();
    table.apply(life(1, -2), 2).unwrap();
    table.apply(Action::Undo, 3).unwrap();
    let series = Match::score_series(setup(), table.log()).unwrap();
    assert_eq!(series.len(), 4);
    assert_eq!(series[0].seq, None);
    assert_eq!(series[0].scores, start);
    assert_eq!(series[1].scores, vec![start[0] - 3, start[1]]);
    assert_eq!(series[2].scores, vec![start[0] - 3, start[1] - 2]);
    // The undo takes the second change back.
    assert_eq!(series[3].seq, Some(2));
    assert_eq!(series[3].scores, vec![start[0] - 3, start[1]]);
}

#[test]
fn replay_to_shows_the_table_after_that_many_entries() {
    let mut table = Match::new(setup()).unwrap();
    for delta in [-1, -2, -3] {
        table.apply(life(0, delta), 1).unwrap();
    }
    let start = Match::new(setup()).unwrap().state().standing().scores[0];
    let after_two = Match::replay_to(setup(), table.log(), 2).unwrap();
    assert_eq!(after_two.state().standing().scores[0], start - 3);
    assert_eq!(after_two.log().len(), 2);
    // Past the end is the whole match.
    let whole = Match::replay_to(setup(), table.log(), 99).unwrap();
    assert_eq!(whole.state().standing().scores[0], start - 6);
}

#[test]
fn result_names_read_back() {
    for result in [
        MatchResult::InProgress,
        MatchResult::Won,
        MatchResult::Draw,
        MatchResult::Conceded,
        MatchResult::Abandoned,
    ] {
        assert_eq!(MatchResult::parse(result.as_str()), Some(result));
    }
    assert_eq!(MatchResult::parse("forfeit"), None);
}
