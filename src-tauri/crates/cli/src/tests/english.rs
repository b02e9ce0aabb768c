//! Tests of `english`: labels read as the catalogs word them.

use super::*;
use tableside_engine::GameId;

fn players() -> Vec<String> {
    vec!["Ana".to_owned(), "Ben".to_owned()]
}

#[test]
fn a_seat_reads_as_the_players_name_or_its_number() {
    let refusal = Label::new("refusal.no_such_player").num("player", 1);
    assert_eq!(
        label(&refusal, &players()),
        "There is no Ben at this table."
    );
    let past = Label::new("refusal.no_such_player").num("player", 3);
    assert_eq!(
        label(&past, &players()),
        "There is no Seat 4 at this table."
    );
}

#[test]
fn a_key_without_arguments_reads_as_its_text() {
    assert_eq!(
        label(&Label::new("refusal.zero_amount"), &[]),
        "The change is zero."
    );
}

#[test]
fn every_game_is_named_in_its_words() {
    for game in GameId::ALL {
        let wrong = Label::new("refusal.wrong_game")
            .text("expected", game.as_str())
            .text("got", game.as_str());
        let told = label(&wrong, &[]);
        assert!(!told.contains(game.as_str()), "{told}");
        assert!(told.starts_with("This is a "), "{told}");
    }
}

#[test]
fn an_unknown_key_reads_as_the_key_and_its_arguments() {
    let unknown = Label::new("refusal.not_in_any_catalog").num("n", 3);
    assert_eq!(label(&unknown, &[]), "refusal.not_in_any_catalog(n: 3)");
}

#[test]
fn a_long_value_is_quoted_short() {
    let huge = "x".repeat(100_000);
    let refusal = Label::new("refusal.no_such_player").text("player", huge);
    let told = label(&refusal, &[]);
    assert!(told.chars().count() <= 200, "{told}");
    assert!(told.contains("100000 characters"), "{told}");
}

#[test]
fn ctc_crystal_1_the_line_that_starts_a_turn_says_the_used_crystals_are_refreshed() {
    use tableside_engine::games::conjure::{Action as C, Color};
    use tableside_engine::{Action, AdvanceTo, GameAction, Match, Setup};
    let play = |action: C| Action::Play {
        play: GameAction::Conjure(action),
    };
    let mut table = Match::new(Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: players(),
        seed: 3,
        rules: serde_json::Value::Null,
    })
    .expect("starts");
    table
        .apply(play(C::SetFirstPlayer { player: 0 }), 0)
        .expect("Ana first");
    table
        .apply(play(C::Recharge { color: Color::Red }), 0)
        .expect("recharges");
    table
        .apply(
            Action::Advance {
                to: AdvanceTo::NextTurn,
            },
            0,
        )
        .expect("on to Ben's turn");
    let line = table.log_lines().pop().expect("the advance's line");
    assert_eq!(
        label(&line.label, &players()),
        "On to recharge, Ben: used crystals refreshed (6 phases on at once)"
    );
}
