//! A replay, a replay scrubbed to an entry and a match file read the clocks as the table did.

use super::*;
use crate::view::MatchFile;

/// A table with its clocks started, paused, resumed and ruled on, an entry a minute.
fn played(game: GameId) -> Match {
    let mut table = table(game);
    let seat = first_to_act(&table);
    clock(&mut table, start(Some(50 * MINUTE), Some(25 * MINUTE)), 0);
    clock(&mut table, ClockAction::Pause, MINUTE);
    clock(&mut table, ClockAction::Resume, 2 * MINUTE);
    clock(&mut table, ClockAction::Pass { seat }, 3 * MINUTE);
    let ruling = ClockAction::Adjust {
        seat: Some(seat),
        ms: MINUTE,
        note: "Slow play warning given back".into(),
    };
    clock(&mut table, ruling, 4 * MINUTE);
    table.apply(Action::Undo, 5 * MINUTE).expect("undo");
    table
}

#[test]
fn a_replay_scrubbed_to_an_entry_reads_the_clocks_as_they_stood_at_that_entry() {
    for game in playable() {
        let table = played(game);
        let log = table.log();
        let mut live = Match::new(setup(game)).expect("a valid setup");
        for (entries, entry) in log.iter().enumerate() {
            live.apply(entry.action.clone(), entry.at_ms)
                .expect("applies again");
            let scrubbed = Match::replay_to(setup(game), log, entries + 1).expect("replays");
            assert_eq!(
                scrubbed.clocks(),
                live.clocks(),
                "{game:?} at entry {entries}"
            );
            assert_eq!(
                scrubbed.clocks_at(entry.at_ms + 30_000),
                live.clocks_at(entry.at_ms + 30_000)
            );
        }
        let at_pause = Match::replay_to(setup(game), log, 2).expect("replays");
        let clocks = at_pause.clocks().expect("started");
        assert!(clocks.paused);
        assert_eq!(clocks.at_ms, MINUTE);
    }
}

#[test]
fn a_match_file_carries_the_entries_times_and_reads_the_same_clocks() {
    for game in playable() {
        let table = played(game);
        let text = serde_json::to_string(&table.to_file()).expect("writes");
        assert!(text.contains("\"kind\":\"clock\""), "{text}");
        let file: MatchFile = serde_json::from_str(&text).expect("reads");
        let again = Match::replay(file.setup, file.log).expect("replays");
        assert_eq!(again.clocks_at(9 * MINUTE), table.clocks_at(9 * MINUTE));
    }
}

#[test]
fn a_replayed_clock_step_the_clocks_would_refuse_fails_the_replay() {
    for game in playable() {
        let mut log = played(game).log().to_vec();
        // A pause written over the resume: two pauses in a row.
        log[2].action = Action::Clock {
            clock: ClockAction::Pause,
        };
        let error = Match::replay(setup(game), log).expect_err("refused");
        assert!(
            matches!(&error, crate::ReplayError::Refused { seq: 2, refusal } if refusal.reason.key == "refusal.clock_paused"),
            "{error:?}"
        );
    }
}
