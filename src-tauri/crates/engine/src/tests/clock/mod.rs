//! The clocks read from the log, through the registry alone: each test runs on every playable
//! game, with the clocks' own entries and undo (the games' tests pass the clocks with their
//! turns and chains).

mod basics;
mod properties;
mod scrub;

use crate::clock::{ClockAction, Clocks};
use crate::{Action, GameId, Match, Refusal, Setup};

const MINUTE: i64 = 60_000;

fn playable() -> impl Iterator<Item = GameId> {
    GameId::ALL
        .iter()
        .copied()
        .filter(|game| game.info().playable)
}

fn setup(game: GameId) -> Setup {
    Setup {
        game,
        format: format!("{}-test", game.as_str()),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules: serde_json::Value::Null,
    }
}

fn table(game: GameId) -> Match {
    Match::new(setup(game)).expect("a valid setup")
}

fn clock(table: &mut Match, step: ClockAction, at_ms: i64) {
    if let Err(refusal) = table.apply(
        Action::Clock {
            clock: step.clone(),
        },
        at_ms,
    ) {
        panic!("{step:?} was refused: {refusal}");
    }
}

fn refused(table: &mut Match, step: ClockAction, at_ms: i64) -> Refusal {
    let before = table.log().len();
    let refusal = table
        .apply(Action::Clock { clock: step }, at_ms)
        .expect_err("refused");
    assert_eq!(table.log().len(), before, "a refusal writes nothing");
    refusal
}

fn start(round_ms: Option<i64>, seat_ms: Option<i64>) -> ClockAction {
    ClockAction::Start { round_ms, seat_ms }
}

fn read(table: &Match, now: i64) -> Clocks {
    table.clocks_at(now).expect("the clocks are started")
}

/// The seat to act when a table has played nothing: whose clock runs first.
fn first_to_act(table: &Match) -> usize {
    table.state().clock_point().to_act.expect("a seat to act")
}
