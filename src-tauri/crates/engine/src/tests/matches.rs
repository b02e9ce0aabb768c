//! Tests of `matches`.

use super::*;
use crate::error::RefusalCode;
use crate::fold::CHECKPOINT_EVERY;
use crate::games::conjure::{Action as C, Color};
use crate::games::GameId;
use crate::random::Die;
use crate::ErrorCode;

fn new_match() -> Match {
    Match::new(Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 5,
        rules: serde_json::Value::Null,
    })
    .unwrap()
}

fn life(player: usize, delta: i32) -> Action {
    Action::Play {
        play: GameAction::Conjure(C::AdjustLife { player, delta }),
    }
}

#[test]
fn undo_and_redo_reach_any_depth_across_checkpoints() {
    let mut m = new_match();
    let mut views = vec![m.view().state];
    for i in 0..(3 * CHECKPOINT_EVERY + 5) {
        m.apply(life(i % 2, if (i / 2) % 2 == 0 { -1 } else { 1 }), i as i64)
            .unwrap();
        views.push(m.view().state);
    }
    for expected in views.iter().rev().skip(1) {
        m.apply(Action::Undo, 0).unwrap();
        assert_eq!(&m.view().state, expected);
    }
    assert_eq!(
        m.apply(Action::Undo, 0).unwrap_err().code,
        RefusalCode::NothingToUndo
    );
    for expected in views.iter().skip(1) {
        m.apply(Action::Redo, 0).unwrap();
        assert_eq!(&m.view().state, expected);
    }
    assert_eq!(
        m.apply(Action::Redo, 0).unwrap_err().code,
        RefusalCode::NothingToRedo
    );
}

#[test]
fn an_undone_entry_stays_in_the_log_struck_through() {
    let mut m = new_match();
    m.apply(life(0, -3), 10).unwrap();
    m.apply(Action::Undo, 20).unwrap();
    let lines = m.log_lines();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].undone);
    assert_eq!(lines[1].kind, EntryKind::Undo);
    assert_eq!(lines[1].label.key, "action.undo");
    assert!(!lines[1].undone);
}

#[test]
fn a_new_action_clears_what_redo_could_put_back() {
    let mut m = new_match();
    m.apply(life(0, -3), 0).unwrap();
    m.apply(Action::Undo, 0).unwrap();
    assert!(m.redo_label().is_some());
    m.apply(life(1, -1), 0).unwrap();
    assert!(m.redo_label().is_none());
    assert_eq!(
        m.apply(Action::Redo, 0).unwrap_err().code,
        RefusalCode::NothingToRedo
    );
}

#[test]
fn rolls_are_logged_and_replay_exactly() {
    let mut m = new_match();
    for _ in 0..10 {
        m.apply(
            Action::Roll {
                die: Die::D20,
                player: Some(0),
            },
            0,
        )
        .unwrap();
    }
    let rolls: Vec<u32> = m.log().iter().map(|e| e.random[0]).collect();
    assert!(rolls.iter().all(|r| (1..=20).contains(r)));
    let replayed = Match::replay(m.setup().clone(), m.log()).unwrap();
    assert_eq!(replayed.log(), m.log());
}

#[test]
fn a_borrowed_and_an_owned_log_replay_alike() {
    let mut m = new_match();
    for i in 0..(CHECKPOINT_EVERY + 3) {
        let delta = if (i / 2) % 2 == 0 { -1 } else { 1 };
        m.apply(life(i % 2, delta), i as i64).unwrap();
    }
    m.apply(Action::Undo, 0).unwrap();
    m.apply(
        Action::Roll {
            die: Die::D6,
            player: None,
        },
        0,
    )
    .unwrap();
    let borrowed = Match::replay(m.setup().clone(), m.log()).unwrap();
    let owned = Match::replay(m.setup().clone(), m.log().to_vec()).unwrap();
    for replayed in [&borrowed, &owned] {
        assert_eq!(replayed.log(), m.log());
        assert_eq!(replayed.view(), m.view());
    }
}

#[test]
fn a_roll_logged_without_its_result_replays_with_it() {
    let mut m = new_match();
    m.apply(
        Action::Roll {
            die: Die::D20,
            player: None,
        },
        0,
    )
    .unwrap();
    m.apply(life(0, -1), 1).unwrap();
    let mut log = m.log().to_vec();
    log[0].random.clear();
    // Replay keeps the handed-over log as the match's log: the draws are written into it.
    let replayed = Match::replay(m.setup().clone(), log).unwrap();
    assert_eq!(replayed.log(), m.log());
}

#[test]
fn an_entry_out_of_order_or_refused_stops_the_replay() {
    let mut m = new_match();
    m.apply(life(0, -1), 0).unwrap();
    m.apply(life(1, -1), 0).unwrap();
    let mut log = m.log().to_vec();
    log.swap(0, 1);
    let error = Match::replay(m.setup().clone(), log).unwrap_err();
    assert!(matches!(
        error,
        ReplayError::OutOfOrder {
            position: 0,
            seq: 1
        }
    ));
    let mut log = m.log().to_vec();
    log[1].action = Action::Play {
        play: GameAction::Conjure(C::Draw),
    };
    let error = Match::replay(m.setup().clone(), &log).unwrap_err();
    assert!(matches!(error, ReplayError::Refused { seq: 1, .. }));
}

#[test]
fn an_undone_roll_rolled_again_gets_a_fresh_result() {
    let mut m = new_match();
    let mut results = Vec::new();
    for _ in 0..8 {
        results.push(
            m.apply(
                Action::Roll {
                    die: Die::D20,
                    player: None,
                },
                0,
            )
            .unwrap()
            .random[0],
        );
        m.apply(Action::Undo, 0).unwrap();
    }
    results.dedup();
    assert!(
        results.len() > 1,
        "undo must not re-roll the same number forever: {results:?}"
    );
}

#[test]
fn a_tampered_roll_is_caught_on_replay() {
    let mut m = new_match();
    m.apply(
        Action::Roll {
            die: Die::D6,
            player: None,
        },
        0,
    )
    .unwrap();
    let mut log = m.log().to_vec();
    log[0].random = vec![if log[0].random[0] == 6 { 1 } else { 6 }];
    let error = Match::replay(m.setup().clone(), &log).unwrap_err();
    assert_eq!(error.code(), ErrorCode::ReplayRandomMismatch);
}

#[test]
fn a_ruling_needs_a_note() {
    let mut m = new_match();
    let ruling = Action::Ruling {
        note: "  ".into(),
        waive: vec![],
        play: None,
    };
    assert_eq!(
        m.apply(ruling, 0).unwrap_err().code,
        RefusalCode::InvalidAction
    );
    let ruling = Action::Ruling {
        note: "Ana's card says so".into(),
        waive: vec![],
        play: None,
    };
    m.apply(ruling, 0).unwrap();
    assert_eq!(m.log_lines()[0].note.as_deref(), Some("Ana's card says so"));
}

#[test]
fn a_refused_action_leaves_no_trace() {
    let mut m = new_match();
    let before = m.view();
    let draw = Action::Play {
        play: GameAction::Conjure(C::Draw),
    };
    assert!(m.apply(draw, 0).is_err());
    assert_eq!(m.view(), before);
}

/// Puts `lines` in a table's `log` as a table does: by `seq`, appending only the next entry.
fn put_in_place(log: &mut Vec<LogLine>, lines: Vec<LogLine>) {
    for line in lines {
        let seq = line.seq as usize;
        if seq < log.len() {
            log[seq] = line;
        } else {
            assert_eq!(
                seq,
                log.len(),
                "lines come in order, appending the next entry"
            );
            log.push(line);
        }
    }
}

/// A table that applies each update's lines to the log it has keeps the engine's whole log.
#[test]
fn changed_lines_keep_a_table_log_the_same_as_the_whole_log() {
    let mut m = new_match();
    let mut log: Vec<LogLine> = Vec::new();
    let actions = [
        life(0, -1),
        life(1, -2),
        Action::Undo,
        Action::Undo,
        Action::Redo,
        life(0, -3),
        Action::Undo,
        Action::Redo,
        Action::Roll {
            die: Die::D6,
            player: None,
        },
    ];
    for (at, action) in actions.into_iter().enumerate() {
        m.apply(action, at as i64).unwrap();
        let update = m.update();
        put_in_place(&mut log, update.lines);
        assert_eq!(update.log_len as usize, log.len());
        assert_eq!(log, m.log_lines(), "after entry {at}");
    }
}

/// A table that saw the log at any earlier length and applies the lines it lacks has the
/// whole log, undos and redos of entries it saw included.
#[test]
fn lines_since_bring_a_table_that_was_away_up_to_the_whole_log() {
    let actions = [
        life(0, -1),
        life(1, -2),
        Action::Undo,
        Action::Undo,
        Action::Redo,
        life(0, -3),
        Action::Undo,
        Action::Redo,
        Action::Undo,
        Action::Undo,
        Action::Roll {
            die: Die::D6,
            player: None,
        },
    ];
    let mut m = new_match();
    let mut seen_logs = vec![m.log_lines()];
    for (at, action) in actions.into_iter().enumerate() {
        m.apply(action, at as i64).unwrap();
        seen_logs.push(m.log_lines());
    }
    for (seen, mut log) in seen_logs.into_iter().enumerate() {
        put_in_place(&mut log, m.update_since(seen as u32).lines);
        assert_eq!(log, m.log_lines(), "a table that saw {seen} entries");
    }
    assert_eq!(m.update_since(m.log().len() as u32 - 1), m.update());
    assert!(m.update_since(m.log().len() as u32).lines.is_empty());
}

/// What a tap sends back stays the same size as the log grows; the whole view does not.
#[test]
fn an_update_does_not_grow_with_the_log() {
    let mut m = new_match();
    let mut sizes = Vec::new();
    for i in 0..2_000 {
        m.apply(life(i % 2, if i % 4 < 2 { -1 } else { 1 }), i as i64)
            .unwrap();
        if i == 239 || i == 1_999 {
            let update = serde_json::to_string(&m.update()).unwrap().len();
            let view = serde_json::to_string(&m.view()).unwrap().len();
            println!(
                "after {} entries: update {update} bytes, view {view} bytes",
                i + 1
            );
            sizes.push((update, view));
        }
    }
    let (early, late) = (sizes[0], sizes[1]);
    assert!(
        late.0 <= early.0 + 16,
        "the update grew: {early:?} → {late:?}"
    );
    assert!(late.1 > 5 * early.1, "the whole view grows with the log");
}

/// The Conjure state of `m`.
fn conjure_state(m: &Match) -> &crate::games::conjure::State {
    match m.state() {
        GameState::Conjure(state) => state,
        _ => unreachable!("the tests of `matches` play Conjure The Chaos"),
    }
}

/// Applies Conjure's `action` as the next entry; every one here must be accepted.
fn play(m: &mut Match, action: C) {
    let at = m.log().len() as i64;
    m.apply(
        Action::Play {
            play: GameAction::Conjure(action),
        },
        at,
    )
    .unwrap();
}

/// Every action of one whole turn of the active player at a table whose crystals are at the
/// cap, from its Recharge phase to the next player's: each phase walked, the turn's card drawn
/// and a card put back, a crystal spent, a life lost and one gained.
fn play_a_turn(m: &mut Match, mut tapped: impl FnMut(&Match)) {
    let me = conjure_state(m).active;
    let mut play = |m: &mut Match, action: C| {
        play(m, action);
        tapped(m);
    };
    for _ in 0..3 {
        play(m, C::NextPhase);
    }
    if !conjure_state(m).skips_draw() {
        play(m, C::Draw);
    }
    play(m, C::NextPhase);
    play(
        m,
        C::Spend {
            player: me,
            color: Color::Red,
            amount: 1,
            card_colors: vec![Color::Red],
        },
    );
    play(
        m,
        C::AdjustLife {
            player: 1 - me,
            delta: -1,
        },
    );
    play(
        m,
        C::AdjustLife {
            player: me,
            delta: 1,
        },
    );
    play(
        m,
        C::AdjustCards {
            player: me,
            deck: 1,
            hand: -1,
        },
    );
    play(m, C::NextPhase);
    play(m, C::NextPhase);
}

/// The same over whole turns, which the test above never plays: each tap of a round far into
/// the match answers with as many bytes as the same tap of an early round, but for its
/// counters' digits. The crystals start at the cap, where a match's table stays once it got
/// there, so that every round offers what the one before offered: the answer's size depends
/// on the table too (an action the table refuses is sent with its rule and reason), and two
/// rounds that offered different actions would compare two tables, not two lengths of a log.
#[test]
fn an_update_does_not_grow_with_the_log_over_whole_turns() {
    const EARLY: u32 = 10;
    const LATE: u32 = 150;
    let mut m = new_match();
    play(&mut m, C::SetFirstPlayer { player: 0 });
    let cap = conjure_state(&m).rules.crystal_cap;
    for player in 0..2 {
        for color in Color::ALL {
            play(
                &mut m,
                C::GainCrystals {
                    player,
                    color,
                    amount: cap,
                },
            );
        }
    }
    // Each tap of the two rounds: its answer's bytes and the actions it offered.
    let mut early = Vec::new();
    let mut late = Vec::new();
    while conjure_state(&m).round <= LATE {
        play_a_turn(&mut m, |m| {
            let round = match conjure_state(m).round {
                EARLY => &mut early,
                LATE => &mut late,
                _ => return,
            };
            let update = m.update();
            let bytes = serde_json::to_string(&update).unwrap().len();
            round.push((bytes, (update.legal, update.declined)));
        });
    }
    let offered = |round: &[(usize, _)]| round.iter().map(|(_, o)| o).cloned().collect::<Vec<_>>();
    let bytes = |round: &[(usize, _)]| round.iter().map(|(b, _)| *b).collect::<Vec<_>>();
    assert!(!early.is_empty());
    assert_eq!(offered(&early), offered(&late), "rounds {EARLY} and {LATE}");
    let (early, late) = (bytes(&early), bytes(&late));
    println!("round {EARLY}: {early:?}\nround {LATE}: {late:?}");
    for (tap, (e, l)) in early.iter().zip(&late).enumerate() {
        assert!(
            *l <= e + 16,
            "tap {tap} of a round grew: {e} bytes in round {EARLY}, {l} in round {LATE}"
        );
    }
}

/// Replay builds no labels, and builds them on first ask: every line, the undo and redo
/// buttons and the updates read as in the match that was played, undone entries included
/// (their labels read the states they were applied to, not the states after the undo).
#[test]
fn a_replayed_match_reads_as_the_played_one() {
    let mut played = new_match();
    let actions = [
        Action::Play {
            play: GameAction::Conjure(C::SetFirstPlayer { player: 0 }),
        },
        life(0, -3),
        life(1, -2),
        Action::Undo,
        Action::Undo,
        life(0, -5),
        life(1, -1),
        Action::Undo,
        Action::Redo,
        Action::Undo,
    ];
    for (at, action) in actions.into_iter().enumerate() {
        played.apply(action, at as i64).unwrap();
    }
    let mut replayed = Match::replay(played.setup().clone(), played.log()).unwrap();
    assert_eq!(replayed.view(), played.view());
    // Then both go on being played, the replayed one from its replayed entries.
    for action in [Action::Redo, Action::Undo, Action::Undo, life(1, -4)] {
        played.apply(action.clone(), 99).unwrap();
        replayed.apply(action, 99).unwrap();
        assert_eq!(replayed.update(), played.update());
    }
    assert_eq!(replayed.view(), played.view());
    // A replay watched entry by entry, with the view asked for at each, reads the same too.
    let mut views = Vec::new();
    Match::replay_watching(played.setup().clone(), played.log(), |table| {
        views.push(table.view());
    })
    .unwrap();
    assert_eq!(views.last(), Some(&played.view()));
}
