//! What every registered game owes the rest of the program, checked through the registry alone
//! (no game named): a match starts at every seat count the game allows, what it offers is what
//! it accepts, undo takes each entry back, a match file brings the match back as it was, and
//! each entry's log line is worded whole by the game's catalogs in English and Chinese. Run with
//! the `test-game` feature, this covers the tests' fifth game too.

use crate::action::Action;
use crate::matches::Match;
use crate::setup::Setup;
use crate::test_catalogs::{unworded, Words};
use crate::view::MatchFile;
use crate::GameId;

/// The most entries each match here plays: enough to pass a few turns of any game.
const STEPS: usize = 40;

fn playable() -> impl Iterator<Item = GameId> {
    GameId::ALL
        .iter()
        .copied()
        .filter(|game| game.info().playable)
}

/// A setup of `game` for `seats` players, under the game's default rules.
fn setup(game: GameId, seats: usize) -> Setup {
    Setup {
        game,
        format: format!("{}-test", game.as_str()),
        players: (1..=seats).map(|seat| format!("Player {seat}")).collect(),
        seed: 11,
        rules: serde_json::Value::Null,
    }
}

fn start(game: GameId, seats: usize) -> Match {
    Match::new(setup(game, seats))
        .unwrap_or_else(|e| panic!("{} starts with {seats}: {e}", game.as_str()))
}

/// Plays the first action the game accepts, again and again, until it offers none or ends;
/// the legal set is cycled through so that a game's passing action is not always picked.
fn play(table: &mut Match) {
    for step in 0..STEPS {
        if table.outcome().is_some() {
            return;
        }
        let legal = table.legal_actions();
        let Some(play) = legal.get(step % legal.len().max(1)).cloned() else {
            return;
        };
        table
            .apply(Action::Play { play }, step as i64)
            .unwrap_or_else(|e| panic!("an offered legal action is accepted: {e:?}"));
    }
}

#[test]
fn every_game_starts_at_each_seat_count_it_allows_and_no_other() {
    for game in playable() {
        let info = game.info();
        assert!(info.min_players >= 1 && info.min_players <= info.max_players);
        for seats in info.min_players..=info.max_players {
            start(game, seats);
        }
        for seats in [info.min_players - 1, info.max_players + 1] {
            assert!(
                Match::new(setup(game, seats)).is_err(),
                "{} refuses a table of {seats}",
                game.as_str()
            );
        }
    }
}

#[test]
fn what_a_game_offers_as_legal_it_accepts_and_undo_takes_it_back() {
    for game in playable() {
        let mut table = start(game, game.info().min_players);
        play(&mut table);
        assert!(
            !table.log().is_empty(),
            "{} offers something to do at the start",
            game.as_str()
        );
        let played = table.log().len();
        let fresh = start(game, game.info().min_players);
        for _ in 0..played {
            table.apply(Action::Undo, 0).expect("undoes");
        }
        assert_eq!(
            table.state(),
            fresh.state(),
            "{}: undoing every entry is the start",
            game.as_str()
        );
    }
}

#[test]
fn a_match_file_brings_every_game_back_as_it_was() {
    for game in playable() {
        let mut table = start(game, game.info().max_players);
        play(&mut table);
        let text = serde_json::to_string(&table.to_file()).expect("writes");
        let file: MatchFile = serde_json::from_str(&text).expect("reads");
        let again = Match::replay(file.setup, file.log).expect("replays");
        assert_eq!(again.state(), table.state(), "{}", game.as_str());
        assert_eq!(again.log_lines(), table.log_lines(), "{}", game.as_str());
    }
}

#[test]
fn every_log_line_is_worded_whole_in_english_and_in_chinese() {
    for game in playable() {
        let mut table = start(game, game.info().min_players);
        play(&mut table);
        let words = [Words::of(game, "en"), Words::of(game, "zh")];
        for line in table.log_lines() {
            let key: &str = &line.label.key;
            let another_games = GameId::ALL
                .iter()
                .filter(|other| **other != game)
                .any(|other| key.starts_with(&format!("{}.", other.as_str())));
            assert!(
                !another_games,
                "{}: a log line in another game's words: {key}",
                game.as_str()
            );
            for words in &words {
                let missing = unworded(words, &line.label);
                assert!(missing.is_empty(), "{}: {missing:?}", game.as_str());
            }
        }
    }
}
