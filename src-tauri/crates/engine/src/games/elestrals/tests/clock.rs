//! The chess clocks pass with a chain's priority (ELE-CHAIN-2) and come back to the turn
//! player once the chain closes.

use super::*;
use crate::clock::ClockAction;

const SECOND: i64 = 1_000;

fn at(table: &mut Table, action: Action, at_ms: i64) {
    if let Err(refusal) = table.m.apply(play(action.clone()), at_ms) {
        panic!("{action:?} was refused: {refusal}");
    }
}

fn running(table: &Table, now: i64) -> Option<usize> {
    table.m.clocks_at(now).and_then(|clocks| clocks.running)
}

#[test]
fn ele_chain_2_the_chess_clock_runs_for_the_seat_holding_the_chains_priority() {
    let mut table = Table::main_phase();
    let start = ClockAction::Start {
        round_ms: Some(50 * 60 * SECOND),
        seat_ms: Some(25 * 60 * SECOND),
    };
    table
        .m
        .apply(Entry::Clock { clock: start }, 0)
        .expect("started");
    assert_eq!(running(&table, 0), Some(0), "Ana's Main Phase");
    at(
        &mut table,
        Action::Cast(Box::new(cast_spec(ember("Ember"), fire(1)))),
        10 * SECOND,
    );
    assert_eq!(
        running(&table, 10 * SECOND),
        Some(0),
        "the turn player answers first"
    );
    at(&mut table, Action::Pass { player: 0 }, 15 * SECOND);
    assert_eq!(running(&table, 15 * SECOND), Some(1), "Ben holds priority");
    let clocks = table.m.clocks_at(45 * SECOND).expect("started");
    assert_eq!(
        (clocks.seats[0].used_ms, clocks.seats[1].used_ms),
        (15 * SECOND, 30 * SECOND)
    );
    at(&mut table, Action::Pass { player: 1 }, 45 * SECOND);
    assert_eq!(
        running(&table, 45 * SECOND),
        Some(0),
        "the chain is closed: back to the turn player"
    );
    let clocks = table.m.clocks_at(50 * SECOND).expect("started");
    assert_eq!(clocks.seats[0].used_ms, 20 * SECOND);
    assert_eq!(
        clocks.round.map(|round| round.elapsed_ms),
        Some(50 * SECOND)
    );
}
