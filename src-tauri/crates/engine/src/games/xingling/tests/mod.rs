//! 星灵 rules, one or more tests per catalog rule ID; the glossary's distance examples are
//! among them.

mod acting_seat;
mod ling;
mod properties;
mod seats;
mod spirits;
mod standing;
mod turns;

use crate::games::xingling::{Action, Payment, State, Step};
use crate::games::{GameAction, GameId};
use crate::{Action as Entry, AdvanceTo, GameState, Match, Refusal, Setup};

/// A table of `n` players named A, B, C, … counter-clockwise, with the default format.
pub(super) fn setup(n: usize) -> Setup {
    Setup {
        game: GameId::Xingling,
        format: "xingling-standard".into(),
        players: ["A", "B", "C", "D", "E", "F", "G", "H"][..n]
            .iter()
            .map(|s| (*s).to_owned())
            .collect(),
        seed: 9,
        rules: serde_json::Value::Null,
    }
}

pub(super) fn play(action: Action) -> Entry {
    Entry::Play {
        play: GameAction::Xingling(action),
    }
}

/// `n` players, A first, in A's play phase.
pub(super) fn in_play(n: usize) -> Match {
    let mut table = Match::new(setup(n)).expect("valid");
    ok(&mut table, Action::SetFirstPlayer { player: 0 });
    for _ in 0..4 {
        ok(&mut table, Action::NextPhase);
    }
    assert_eq!(state(&table).step, Step::Play);
    table
}

pub(super) fn state(table: &Match) -> &State {
    match table.state() {
        GameState::Xingling(state) => state,
        _ => panic!("a 星灵 table"),
    }
}

pub(super) fn ok(table: &mut Match, action: Action) {
    let at = table.log().len() as i64;
    if let Err(refusal) = table.apply(play(action.clone()), at) {
        panic!("{action:?} was refused: {refusal}");
    }
}

pub(super) fn refused(table: &mut Match, action: Action) -> Refusal {
    let at = table.log().len() as i64;
    let before = table.log().len();
    let refusal = table.apply(play(action), at).expect_err("refused");
    assert_eq!(table.log().len(), before);
    refusal
}

pub(super) fn refused_by(table: &mut Match, action: Action) -> String {
    refused(table, action).rule.unwrap_or_default()
}

pub(super) fn contract(
    table: &mut Match,
    player: usize,
    name: &str,
    cost: u32,
    range: u32,
    gentle: bool,
) {
    ok(
        table,
        Action::Contract {
            player,
            name: name.into(),
            cost,
            range,
            gentle,
            more: false,
        },
    );
}

/// A summons the first standby 星灵, paying with 灵力.
pub(super) fn summon_first(table: &mut Match, player: usize) {
    ok(
        table,
        Action::Summon {
            player,
            standby: 0,
            payment: Payment::Ling,
            replace: None,
        },
    );
}
