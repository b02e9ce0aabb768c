//! Over any sequence of plays, clock steps, undos and redos, at any times (some dated before
//! the entry before them): the seats' used times and the time no clock ran always add up to
//! the time since the clocks started, and to the match's length in its timing; and a replay
//! of the log reads the same clocks.

use proptest::prelude::*;

use super::*;

#[derive(Debug, Clone)]
enum Step {
    Offered(usize),
    Start(Option<i64>, Option<i64>),
    Pause,
    Resume,
    PassRunning,
    Adjust(Option<usize>, i64),
    Closed(i64, bool),
    OutOfTime(usize),
    Undo,
    Redo,
}

fn step() -> impl Strategy<Value = Step> {
    let limit = prop_oneof![Just(None), (1..=90 * MINUTE).prop_map(Some)];
    prop_oneof![
        6 => any::<usize>().prop_map(Step::Offered),
        1 => (limit.clone(), limit).prop_map(|(round, seat)| Step::Start(round, seat)),
        1 => Just(Step::Pause),
        1 => Just(Step::Resume),
        2 => Just(Step::PassRunning),
        1 => (prop::option::of(0usize..3), -MINUTE..MINUTE).prop_map(|(s, ms)| Step::Adjust(s, ms)),
        1 => (0..20 * MINUTE, any::<bool>()).prop_map(|(ms, c)| Step::Closed(ms, c)),
        1 => (0usize..3).prop_map(Step::OutOfTime),
        1 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ]
}

fn action(table: &Match, step: &Step) -> Option<Action> {
    let clock = |clock| Some(Action::Clock { clock });
    match step {
        Step::Offered(n) => {
            let offered = table.legal_actions();
            (!offered.is_empty()).then(|| Action::Play {
                play: offered[n % offered.len()].clone(),
            })
        }
        Step::Start(round_ms, seat_ms) => clock(ClockAction::Start {
            round_ms: *round_ms,
            seat_ms: *seat_ms,
        }),
        Step::Pause => clock(ClockAction::Pause),
        Step::Resume => clock(ClockAction::Resume),
        Step::PassRunning => {
            let running = table.clocks_at(0)?.running?;
            clock(ClockAction::Pass { seat: running })
        }
        Step::Adjust(seat, ms) => clock(ClockAction::Adjust {
            seat: *seat,
            ms: *ms,
            note: "Ruled at the table".into(),
        }),
        Step::Closed(closed_ms, counted) => clock(ClockAction::Closed {
            closed_ms: *closed_ms,
            counted: *counted,
        }),
        Step::OutOfTime(seat) => clock(ClockAction::OutOfTime { seat: *seat }),
        Step::Undo => Some(Action::Undo),
        Step::Redo => Some(Action::Redo),
    }
}

fn adds_up(table: &Match, now: i64) -> Result<(), TestCaseError> {
    if let Some(clocks) = table.clocks_at(now) {
        let used: i64 = clocks.seats.iter().map(|seat| seat.used_ms).sum();
        prop_assert_eq!(
            used + clocks.idle_ms,
            clocks.at_ms - clocks.started_at_ms,
            "{:?}",
            clocks
        );
        prop_assert!(clocks.idle_ms >= 0 && clocks.seats.iter().all(|s| s.used_ms >= 0));
    }
    let timing = Match::timing_of(table.setup().clone(), table.log()).expect("replays");
    let used: i64 = timing.seats.iter().map(|seat| seat.used_ms).sum();
    prop_assert_eq!(used + timing.idle_ms, timing.length_ms, "{:?}", timing);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn used_times_and_idle_time_add_up_to_the_elapsed_time(
        game in 0usize..16,
        steps in prop::collection::vec((step(), -MINUTE..10 * MINUTE), 1..80),
    ) {
        let games: Vec<GameId> = playable().collect();
        let game = games[game % games.len()];
        let mut table = table(game);
        let mut now = 1_000_000;
        for (step, gap) in &steps {
            now += gap;
            if let Some(action) = action(&table, step) {
                let _ = table.apply(action, now);
            }
            adds_up(&table, now)?;
            adds_up(&table, now + 45_000)?;
        }
        let replayed = Match::replay(setup(game), table.log().to_vec()).expect("replays");
        prop_assert_eq!(replayed.clocks_at(now + 1), table.clocks_at(now + 1));
    }
}
