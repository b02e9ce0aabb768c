//! Rounds (XL-ROUND-1), turns (XL-TURN-1), the hand limit (XL-HAND-1), a knocked-out seat's
//! turn (XL-KO-2).

use super::*;
use crate::games::xingling::Phase;

#[test]
fn xl_round_1_every_seated_player_takes_a_turn_then_the_round_ends() {
    let mut table = Match::new(setup(3)).expect("valid");
    ok(&mut table, Action::SetFirstPlayer { player: 1 });
    assert_eq!(state(&table).phase, Phase::RoundStart);
    ok(
        &mut table,
        Action::RevealEvent {
            name: "流星雨".into(),
            contract: false,
        },
    );
    assert_eq!(state(&table).zones.event.as_deref(), Some("流星雨"));
    ok(&mut table, Action::NextPhase);
    let mut order = Vec::new();
    while state(&table).phase == Phase::RoundProceed {
        if state(&table).step == Step::TurnStart {
            order.push(state(&table).active);
        }
        if state(&table).discard_due > 0 {
            let due = state(&table).discard_due;
            let active = state(&table).active;
            ok(
                &mut table,
                Action::Discard {
                    player: active,
                    count: due,
                },
            );
        }
        ok(&mut table, Action::NextPhase);
    }
    assert_eq!(order, vec![1, 2, 0]);
    assert_eq!(state(&table).phase, Phase::RoundEnd);
    ok(&mut table, Action::NextPhase);
    assert_eq!(
        (state(&table).phase, state(&table).round),
        (Phase::RoundStart, 2)
    );
    // The event is revealed at the start of a round only.
    ok(&mut table, Action::NextPhase);
    assert_eq!(
        refused_by(
            &mut table,
            Action::RevealEvent {
                name: "迟到".into(),
                contract: false
            }
        ),
        "XL-ROUND-1"
    );
}

#[test]
fn xl_turn_1_the_steps_in_order_and_attacks_in_the_play_phase_only() {
    let mut table = Match::new(setup(2)).expect("valid");
    ok(&mut table, Action::SetFirstPlayer { player: 0 });
    ok(&mut table, Action::NextPhase);
    contract(&mut table, 0, "晨星", 1, 1, false);
    let mut steps = vec![state(&table).step];
    assert_eq!(
        refused_by(
            &mut table,
            Action::Summon {
                player: 0,
                standby: 0,
                payment: Payment::Ling,
                replace: None
            }
        ),
        "XL-TURN-1"
    );
    for _ in 0..3 {
        ok(&mut table, Action::NextPhase);
        steps.push(state(&table).step);
    }
    assert_eq!(
        steps,
        vec![Step::TurnStart, Step::Judge, Step::Draw, Step::Play]
    );
}

#[test]
fn xl_hand_1_over_half_the_ling_is_discarded_before_the_turn_ends() {
    let mut table = in_play(2);
    ok(
        &mut table,
        Action::Loss {
            target: 0,
            amount: 4,
        },
    );
    // 4 灵力: a hand limit of 2, and 4 cards in hand.
    ok(&mut table, Action::NextPhase);
    assert_eq!(state(&table).discard_due, 2);
    assert_eq!(refused_by(&mut table, Action::NextPhase), "XL-HAND-1");
    ok(
        &mut table,
        Action::Discard {
            player: 0,
            count: 2,
        },
    );
    assert_eq!(state(&table).discard_due, 0);
    ok(&mut table, Action::NextPhase);
    assert_eq!(state(&table).step, Step::TurnEnd);
    // An effect may set another limit.
    ok(
        &mut table,
        Action::SetHandLimit {
            player: 0,
            limit: Some(9),
        },
    );
    assert_eq!(state(&table).players[0].hand_limit_now(), 9);
}

#[test]
fn xl_ko_2_a_knocked_out_seat_draws_then_skips_play_and_discard() {
    let mut table = in_play(3);
    ok(
        &mut table,
        Action::Loss {
            target: 1,
            amount: 99,
        },
    );
    ok(&mut table, Action::NextPhase); // A: discard
    ok(&mut table, Action::NextPhase); // A: turn end
    ok(&mut table, Action::NextPhase); // B: turn start
    assert_eq!(state(&table).active, 1);
    ok(&mut table, Action::NextPhase); // judge
    ok(&mut table, Action::NextPhase); // draw
    assert_eq!(state(&table).step, Step::Draw);
    ok(&mut table, Action::NextPhase);
    assert_eq!(
        state(&table).step,
        Step::TurnEnd,
        "play and discard skipped"
    );
    assert_eq!(state(&table).events[0].key, "xingling.event.skips_play");
}

fn advance(table: &mut Match, to: AdvanceTo) -> Result<(), Refusal> {
    let at = table.log().len() as i64;
    table.apply(Entry::Advance { to }, at).map(|_| ())
}

#[test]
fn xl_turn_1_one_advance_walks_to_the_next_turn_as_one_entry() {
    let mut table = in_play(3);
    let before = table.log().len();
    advance(&mut table, AdvanceTo::NextTurn).expect("walks");
    assert_eq!(table.log().len(), before + 1, "one entry");
    assert_eq!(state(&table).active, 1, "the next seat's turn");
    assert_eq!(state(&table).step, Step::TurnStart);
    let line = table.view().log.last().cloned().expect("a line");
    assert_eq!(line.label.key, "action.advance");
    assert_eq!(
        line.label.args.get("count"),
        Some(&crate::LabelArg::Num(3)),
        "play, discard, turn end passed"
    );
    // One undo takes the whole walk back.
    let at = table.log().len() as i64;
    table.apply(Entry::Undo, at).expect("undoes");
    assert_eq!((state(&table).active, state(&table).step), (0, Step::Play));
}

#[test]
fn xl_hand_1_an_advance_stops_at_a_discard_that_is_due_and_says_so() {
    let mut table = in_play(2);
    ok(
        &mut table,
        Action::Loss {
            target: 0,
            amount: 4,
        },
    );
    advance(&mut table, AdvanceTo::NextTurn).expect("walks as far as it may");
    assert_eq!(
        state(&table).step,
        Step::Discard,
        "stopped at the discard phase"
    );
    assert_eq!(state(&table).discard_due, 2);
    let line = table.view().log.last().cloned().expect("a line");
    assert_eq!(line.label.args.get("count"), Some(&crate::LabelArg::Num(1)));
    assert!(
        line.label.args.contains_key("stopped"),
        "the duty is in the log line"
    );
    // With nothing passed, the duty's own refusal is the answer, and nothing is written.
    let before = table.log().len();
    let refusal = advance(&mut table, AdvanceTo::NextTurn).expect_err("refused");
    assert_eq!(refusal.rule.as_deref(), Some("XL-HAND-1"));
    assert_eq!(table.log().len(), before);
    ok(
        &mut table,
        Action::Discard {
            player: 0,
            count: 2,
        },
    );
    advance(
        &mut table,
        AdvanceTo::Phase {
            phase: "turn_end".into(),
        },
    )
    .expect("to a named phase");
    assert_eq!(
        (state(&table).active, state(&table).step),
        (0, Step::TurnEnd)
    );
}
