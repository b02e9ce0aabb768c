//! The chess clocks pass with the duel's turns and with the Cascade's priority
//! (CDX-CASCADE-1), and history reads each player's time and turns.

use super::*;
use crate::clock::ClockAction;

const SECOND: i64 = 1_000;

fn at(duel: &mut Match, action: Action, at_ms: i64) {
    if let Err(refusal) = duel.apply(play(action.clone()), at_ms) {
        panic!("{action:?} was refused: {refusal}");
    }
}

fn clocks_started(at_ms: i64) -> Match {
    let mut duel = started();
    let start = ClockAction::Start {
        round_ms: None,
        seat_ms: Some(20 * 60 * SECOND),
    };
    duel.apply(Entry::Clock { clock: start }, at_ms)
        .expect("started");
    duel
}

fn used(duel: &Match, now: i64) -> (i64, i64) {
    let clocks = duel.clocks_at(now).expect("started");
    (clocks.seats[0].used_ms, clocks.seats[1].used_ms)
}

#[test]
fn the_chess_clock_passes_with_each_turn() {
    let mut duel = clocks_started(0);
    assert_eq!(
        duel.clocks_at(0).and_then(|c| c.running),
        Some(0),
        "Ana plays first"
    );
    at(&mut duel, Action::NextTurn, 60 * SECOND);
    assert_eq!(duel.clocks_at(60 * SECOND).and_then(|c| c.running), Some(1));
    at(&mut duel, Action::NextTurn, 100 * SECOND);
    assert_eq!(used(&duel, 110 * SECOND), (70 * SECOND, 40 * SECOND));
    let timing = Match::timing_of(setup(), duel.log()).expect("replays");
    assert_eq!(
        timing.seats.iter().map(|s| s.turns).collect::<Vec<_>>(),
        vec![2, 1]
    );
    assert_eq!(timing.seats[1].average_turn_ms, Some(40 * SECOND));
    assert_eq!(timing.length_ms, 100 * SECOND);
}

#[test]
fn a_turn_ended_undone_and_ended_again_is_one_turn_in_history() {
    let mut duel = clocks_started(0);
    at(&mut duel, Action::NextTurn, 60 * SECOND);
    duel.apply(Entry::Undo, 61 * SECOND).expect("undone");
    duel.apply(Entry::Redo, 62 * SECOND).expect("redone");
    duel.apply(Entry::Undo, 63 * SECOND).expect("undone");
    at(&mut duel, Action::NextTurn, 64 * SECOND);
    let timing = Match::timing_of(setup(), duel.log()).expect("replays");
    assert_eq!(
        timing.seats.iter().map(|s| s.turns).collect::<Vec<_>>(),
        vec![1, 1],
        "Ana's first turn and Ben's, once each"
    );
}

#[test]
fn cdx_cascade_1_the_chess_clock_runs_for_the_seat_holding_the_cascades_priority() {
    let mut duel = clocks_started(0);
    at(&mut duel, Action::NextTurn, 10 * SECOND);
    // Ben's turn: his effect opens the Cascade and he keeps priority until he passes.
    let activate = |player| Action::Activate {
        player,
        source: None,
        note: "Draw a card".into(),
    };
    at(&mut duel, activate(1), 20 * SECOND);
    assert_eq!(duel.clocks_at(20 * SECOND).and_then(|c| c.running), Some(1));
    at(&mut duel, Action::Pass { player: 1 }, 30 * SECOND);
    let clocks = duel.clocks_at(30 * SECOND).expect("started");
    assert_eq!(clocks.running, Some(0), "Ana holds priority on Ben's turn");
    // Ana answers: priority goes back to the turn player, and so does the clock.
    at(&mut duel, activate(0), 75 * SECOND);
    assert_eq!(duel.clocks_at(75 * SECOND).and_then(|c| c.running), Some(1));
    assert_eq!(used(&duel, 80 * SECOND), (55 * SECOND, 25 * SECOND));
    // An undo of Ana's answer gives her the priority, and the clock, back.
    duel.apply(Entry::Undo, 80 * SECOND).expect("undo");
    assert_eq!(duel.clocks_at(80 * SECOND).and_then(|c| c.running), Some(0));
    assert_eq!(used(&duel, 90 * SECOND), (65 * SECOND, 25 * SECOND));
}

#[test]
fn a_pass_by_a_tap_ends_when_priority_moves_and_does_not_come_back_with_it() {
    let mut duel = clocks_started(0);
    at(&mut duel, Action::NextTurn, 10 * SECOND);
    // Ben's turn: he passes his clock to Ana by a tap while she decides something at the table.
    let tap = ClockAction::Pass { seat: 1 };
    duel.apply(Entry::Clock { clock: tap }, 20 * SECOND)
        .expect("Ben's clock runs");
    assert_eq!(duel.clocks_at(20 * SECOND).and_then(|c| c.running), Some(0));
    // Ben opens a Cascade and passes its priority to Ana, who answers: priority comes back to
    // Ben in the same turn and phase, and so does his own clock, not the tap's.
    let activate = |player| Action::Activate {
        player,
        source: None,
        note: "Draw a card".into(),
    };
    at(&mut duel, activate(1), 30 * SECOND);
    at(&mut duel, Action::Pass { player: 1 }, 40 * SECOND);
    assert_eq!(duel.clocks_at(40 * SECOND).and_then(|c| c.running), Some(0));
    at(&mut duel, activate(0), 50 * SECOND);
    let clocks = duel.clocks_at(70 * SECOND).expect("started");
    assert_eq!(
        clocks.running,
        Some(1),
        "the tap was spent when priority moved"
    );
    assert_eq!(
        used(&duel, 70 * SECOND),
        (10 * SECOND + 30 * SECOND, 10 * SECOND + 20 * SECOND)
    );
}

#[test]
fn history_reads_each_turns_time_with_the_cascades_priority_in_the_turn_it_was_held() {
    let mut duel = clocks_started(0);
    at(&mut duel, Action::NextTurn, 60 * SECOND);
    let activate = |player| Action::Activate {
        player,
        source: None,
        note: "Draw a card".into(),
    };
    // Ben's turn: 10 s his, then Ana holds the Cascade's priority for 30 s and passes too, so
    // it resolves, then 20 s his.
    at(&mut duel, activate(1), 70 * SECOND);
    at(&mut duel, Action::Pass { player: 1 }, 70 * SECOND);
    at(&mut duel, Action::Pass { player: 0 }, 100 * SECOND);
    at(&mut duel, Action::NextTurn, 120 * SECOND);
    let timing = Match::timing_of(setup(), duel.log()).expect("replays");
    let turns: Vec<_> = timing
        .turns
        .iter()
        .map(|turn| (turn.turn, turn.seat, turn.ms))
        .collect();
    assert_eq!(
        turns,
        vec![
            (1, Some(0), 60 * SECOND),
            (2, Some(1), 60 * SECOND),
            (3, Some(0), 0)
        ]
    );
    assert_eq!(
        timing.turns.iter().map(|turn| turn.ms).sum::<i64>(),
        timing.seats.iter().map(|seat| seat.used_ms).sum::<i64>(),
        "every moment a seat was to act is in one turn"
    );
}
