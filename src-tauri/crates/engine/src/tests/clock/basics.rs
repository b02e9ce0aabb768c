//! Starting, pausing and resuming, a ruling on time, the round's limit, a pass by a tap, an
//! undo, and the time a closed match's clocks ran.

use super::*;
use crate::error::RefusalCode;
use crate::matches::EntryKind;

#[test]
fn start_pause_and_resume_count_only_the_time_the_clocks_ran() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        clock(&mut table, start(Some(50 * MINUTE), Some(10 * MINUTE)), 0);
        clock(&mut table, ClockAction::Pause, MINUTE);
        let paused = read(&table, 3 * MINUTE);
        assert!(paused.paused && paused.running.is_none());
        assert_eq!(
            paused.seats[seat].used_ms, MINUTE,
            "{game:?}: stopped at the pause"
        );
        clock(&mut table, ClockAction::Resume, 5 * MINUTE);
        let clocks = read(&table, 6 * MINUTE);
        assert_eq!(clocks.running, Some(seat));
        assert_eq!(clocks.seats[seat].used_ms, 2 * MINUTE);
        assert_eq!(clocks.seats[seat].left_ms, Some(8 * MINUTE));
        assert_eq!(clocks.seats[1 - seat].used_ms, 0);
        assert_eq!(clocks.idle_ms, 4 * MINUTE);
        let round = clocks.round.expect("a round limit");
        assert_eq!((round.elapsed_ms, round.left_ms), (2 * MINUTE, 48 * MINUTE));
    }
}

#[test]
fn a_step_of_clocks_not_started_paused_twice_or_resumed_running_is_refused() {
    for game in playable() {
        let mut table = table(game);
        let code = |r: Refusal| (r.code, r.reason.key);
        assert_eq!(
            code(refused(&mut table, ClockAction::Pause, 0)),
            (RefusalCode::Clock, "refusal.clock_not_started".into())
        );
        assert_eq!(
            refused(&mut table, start(None, None), 0).reason.key,
            "refusal.clock_needs_a_limit"
        );
        assert_eq!(
            refused(&mut table, start(Some(0), None), 0).reason.key,
            "refusal.clock_limit_out_of_range"
        );
        clock(&mut table, start(Some(MINUTE), None), 0);
        assert_eq!(
            refused(&mut table, ClockAction::Resume, 1).reason.key,
            "refusal.clock_running"
        );
        clock(&mut table, ClockAction::Pause, 2);
        assert_eq!(
            refused(&mut table, ClockAction::Pause, 3).reason.key,
            "refusal.clock_paused"
        );
    }
}

#[test]
fn a_ruling_on_time_is_logged_with_its_note_and_an_undo_takes_it_back() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        clock(&mut table, start(Some(30 * MINUTE), Some(5 * MINUTE)), 0);
        let adjust = |seat, ms| ClockAction::Adjust {
            seat,
            ms,
            note: "The judge gave the time back".into(),
        };
        assert_eq!(
            refused(
                &mut table,
                ClockAction::Adjust {
                    seat: Some(seat),
                    ms: MINUTE,
                    note: " ".into()
                },
                1
            )
            .reason
            .key,
            "refusal.ruling_needs_note"
        );
        assert_eq!(
            refused(&mut table, adjust(Some(seat), 0), 1).code,
            RefusalCode::InvalidAction
        );
        assert_eq!(
            refused(&mut table, adjust(Some(7), MINUTE), 1).code,
            RefusalCode::NoSuchPlayer
        );
        clock(&mut table, adjust(Some(seat), 2 * MINUTE), MINUTE);
        clock(&mut table, adjust(None, -5 * MINUTE), MINUTE);
        let line = table.log_lines().last().cloned().expect("logged");
        assert_eq!(line.kind, EntryKind::Ruling);
        assert_eq!(line.note.as_deref(), Some("The judge gave the time back"));
        let clocks = read(&table, 2 * MINUTE);
        assert_eq!(clocks.seats[seat].left_ms, Some(5 * MINUTE));
        assert_eq!(clocks.round.as_ref().map(|r| r.left_ms), Some(23 * MINUTE));
        table.apply(Action::Undo, 2 * MINUTE).expect("undo");
        table.apply(Action::Undo, 2 * MINUTE).expect("undo");
        let undone = read(&table, 2 * MINUTE);
        assert_eq!(undone.seats[seat].left_ms, Some(3 * MINUTE), "{game:?}");
        assert_eq!(undone.round.map(|r| r.left_ms), Some(28 * MINUTE));
        table.apply(Action::Redo, 2 * MINUTE).expect("redo");
        assert_eq!(
            read(&table, 2 * MINUTE).seats[seat].left_ms,
            Some(5 * MINUTE)
        );
    }
}

#[test]
fn an_undone_pause_runs_the_clocks_again_and_an_undone_start_leaves_none() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        clock(&mut table, start(None, Some(10 * MINUTE)), 0);
        clock(&mut table, ClockAction::Pause, MINUTE);
        table.apply(Action::Undo, 2 * MINUTE).expect("undo");
        // The minute it was paused stays paused: time that went by is not taken back.
        let clocks = read(&table, 3 * MINUTE);
        assert!(!clocks.paused);
        assert_eq!(clocks.seats[seat].used_ms, 2 * MINUTE, "{game:?}");
        table.apply(Action::Undo, 3 * MINUTE).expect("undo");
        assert_eq!(table.clocks_at(4 * MINUTE), None, "the start taken back");
        assert_eq!(table.view().clock, None);
        table.apply(Action::Redo, 4 * MINUTE).expect("redo");
        let again = read(&table, 5 * MINUTE);
        assert_eq!(again.started_at_ms, 0, "the start put back as it was");
    }
}

#[test]
fn the_round_limit_reached_calls_time_and_the_clocks_go_on_below_zero() {
    for game in playable() {
        let mut table = table(game);
        clock(&mut table, start(Some(MINUTE), None), 0);
        let before = read(&table, MINUTE - 1);
        assert!(!before.time_called());
        let after = read(&table, MINUTE + 30_000);
        assert!(after.time_called(), "{game:?}");
        assert_eq!(after.round.map(|r| r.left_ms), Some(-30_000));
        assert!(
            after.seats.iter().all(|seat| seat.left_ms.is_none()),
            "no chess clocks"
        );
    }
}

#[test]
fn a_seat_out_of_time_reads_as_out_of_time() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        clock(&mut table, start(None, Some(MINUTE)), 0);
        let clocks = read(&table, 2 * MINUTE);
        assert!(clocks.out_of_time(seat) && !clocks.out_of_time(1 - seat));
        assert_eq!(clocks.seats[seat].left_ms, Some(-MINUTE));
    }
}

#[test]
fn a_seat_running_out_of_time_is_logged_once_per_time_it_had_and_the_match_goes_on() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        let out = ClockAction::OutOfTime { seat };
        clock(&mut table, start(Some(50 * MINUTE), None), 0);
        assert_eq!(
            refused(&mut table, out.clone(), MINUTE).reason.key,
            "refusal.clock_no_chess_clocks"
        );
        clock(&mut table, start(None, Some(MINUTE)), 0);
        assert_eq!(
            refused(&mut table, out.clone(), MINUTE - 1).reason.key,
            "refusal.clock_time_left",
            "{game:?}: a second before zero"
        );
        assert_eq!(
            refused(
                &mut table,
                ClockAction::OutOfTime { seat: 1 - seat },
                MINUTE
            )
            .reason
            .key,
            "refusal.clock_time_left",
            "the other seat's clock never ran"
        );
        clock(&mut table, out.clone(), MINUTE);
        let line = table.log_lines().last().cloned().expect("logged");
        assert_eq!(line.label.key, "action.clock.out_of_time");
        assert_eq!(table.outcome(), None, "{game:?}: nobody loses by time");
        assert_eq!(
            refused(&mut table, out.clone(), 2 * MINUTE).reason.key,
            "refusal.clock_out_of_time_logged"
        );
        // A ruling gives the seat a minute more: once that runs out too, it is logged again.
        let more = ClockAction::Adjust {
            seat: Some(seat),
            ms: MINUTE,
            note: "Slow play warning withdrawn".into(),
        };
        clock(&mut table, more, MINUTE);
        assert_eq!(
            refused(&mut table, out.clone(), 2 * MINUTE - 1).reason.key,
            "refusal.clock_time_left"
        );
        clock(&mut table, out.clone(), 2 * MINUTE);
        // An undo takes the entry back, and the seat's running out may be logged again.
        table.apply(Action::Undo, 2 * MINUTE).expect("undo");
        clock(&mut table, out, 2 * MINUTE + 1);
    }
}

#[test]
fn a_tap_passes_the_running_clock_to_the_next_seat_and_only_its_seat_may() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        let other = 1 - seat;
        clock(&mut table, start(Some(50 * MINUTE), None), 0);
        assert_eq!(
            refused(&mut table, ClockAction::Pass { seat }, 1)
                .reason
                .key,
            "refusal.clock_no_chess_clocks"
        );
        clock(&mut table, start(None, Some(10 * MINUTE)), 0);
        assert_eq!(
            refused(&mut table, ClockAction::Pass { seat: other }, MINUTE)
                .reason
                .key,
            "refusal.clock_not_running_for_seat"
        );
        let pass = Action::Clock {
            clock: ClockAction::Pass { seat },
        };
        assert_eq!(pass.acting_seat(), Some(seat), "a seat's own tap");
        clock(&mut table, ClockAction::Pass { seat }, MINUTE);
        let clocks = read(&table, 3 * MINUTE);
        assert_eq!(clocks.running, Some(other), "{game:?}");
        assert_eq!(
            (clocks.seats[seat].used_ms, clocks.seats[other].used_ms),
            (MINUTE, 2 * MINUTE)
        );
        table.apply(Action::Undo, 3 * MINUTE).expect("undo");
        assert_eq!(
            read(&table, 4 * MINUTE).running,
            Some(seat),
            "the pass taken back"
        );
    }
}

#[test]
fn time_the_clocks_ran_while_the_match_was_closed_counts_only_if_the_table_says_so() {
    for game in playable() {
        for counted in [true, false] {
            let mut table = table(game);
            let seat = first_to_act(&table);
            clock(&mut table, start(Some(50 * MINUTE), Some(20 * MINUTE)), 0);
            assert_eq!(
                refused(
                    &mut table,
                    ClockAction::Closed {
                        closed_ms: 11 * MINUTE,
                        counted
                    },
                    10 * MINUTE
                )
                .reason
                .key,
                "refusal.clock_closed_too_long",
                "closed before the last entry was made"
            );
            clock(
                &mut table,
                ClockAction::Closed {
                    closed_ms: 9 * MINUTE,
                    counted,
                },
                10 * MINUTE,
            );
            let clocks = read(&table, 10 * MINUTE);
            let (used, idle) = if counted { (10, 0) } else { (1, 9) };
            assert_eq!(
                clocks.seats[seat].used_ms,
                used * MINUTE,
                "{game:?} {counted}"
            );
            assert_eq!(clocks.idle_ms, idle * MINUTE);
            assert_eq!(clocks.round.map(|r| r.elapsed_ms), Some(used * MINUTE));
            let timing = Match::timing_of(setup(game), table.log()).expect("replays");
            assert_eq!(timing.seats[seat].used_ms, used * MINUTE);
            let key = table.log_lines().last().expect("logged").label.key.clone();
            assert!(key.starts_with("action.clock.closed"), "{key}");
        }
    }
}

#[test]
fn time_never_runs_backwards_when_an_entry_is_dated_before_the_last() {
    for game in playable() {
        let mut table = table(game);
        let seat = first_to_act(&table);
        clock(&mut table, start(None, Some(10 * MINUTE)), 10 * MINUTE);
        clock(&mut table, ClockAction::Pause, 5 * MINUTE);
        let clocks = read(&table, 0);
        assert_eq!(clocks.seats[seat].used_ms, 0);
        assert_eq!(clocks.at_ms, 10 * MINUTE);
    }
}

#[test]
fn entries_at_times_no_clock_can_read_neither_overflow_nor_run_the_clocks_backwards() {
    for game in super::playable() {
        let mut table = table(game);
        clock(
            &mut table,
            start(Some(50 * MINUTE), Some(25 * MINUTE)),
            i64::MIN,
        );
        clock(&mut table, ClockAction::Pause, i64::MAX);
        clock(&mut table, ClockAction::Resume, i64::MAX);
        // Closed at a time before any clock's: refused, not overflowed.
        let closed = ClockAction::Closed {
            closed_ms: 1,
            counted: false,
        };
        refused(&mut table, closed, i64::MIN);
        let clocks = read(&table, i64::MAX);
        let used: i64 = clocks.seats.iter().map(|seat| seat.used_ms).sum();
        assert!(used >= 0, "{game:?}: {clocks:?}");
        let replayed = Match::replay(table.setup().clone(), table.log()).expect("replays");
        assert_eq!(
            read(&replayed, i64::MIN),
            read(&table, i64::MIN),
            "{game:?}"
        );
    }
}
