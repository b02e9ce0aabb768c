//! 灵力 (XL-LING-1), knock-outs (XL-KO-1 to XL-KO-3), victory points (XL-VP-1).

use super::*;

#[test]
fn xl_ling_1_a_gain_stops_at_the_key_cards_cap() {
    let mut table = in_play(3);
    let cap = state(&table).players[1].cap;
    ok(
        &mut table,
        Action::Heal {
            player: 1,
            amount: 50,
        },
    );
    assert_eq!(state(&table).players[1].ling, cap);
    assert_eq!(state(&table).events[0].key, "xingling.event.capped");
}

#[test]
fn xl_ko_1_at_zero_the_player_is_knocked_out_and_discards_everything() {
    let mut table = in_play(3);
    contract(&mut table, 1, "苍狼", 1, 1, false);
    ok(&mut table, Action::SetDelayed { player: 1 });
    ok(
        &mut table,
        Action::Damage {
            target: 1,
            amount: 8,
            source: 0,
        },
    );
    let b = &state(&table).players[1];
    assert!(b.knocked_out);
    assert_eq!((b.hand, b.judgement), (0, 0));
    assert_eq!(
        state(&table).zones.discard_pile,
        4,
        "three in hand and one delayed magic"
    );
}

#[test]
fn xl_ko_1_a_gentle_spirit_may_keep_the_player_in() {
    let mut table = in_play(3);
    contract(&mut table, 0, "柔光", 1, 1, true);
    summon_first(&mut table, 0);
    ok(
        &mut table,
        Action::Loss {
            target: 0,
            amount: 20,
        },
    );
    assert!(
        !state(&table).players[0].knocked_out,
        "the table decides first"
    );
    assert!(refused(&mut table, Action::NextPhase).rule.is_none());
    ok(&mut table, Action::Gentle { spirit: 0 });
    assert!(!state(&table).players[0].knocked_out);
}

#[test]
fn xl_ko_2_a_knocked_out_player_takes_no_damage() {
    let mut table = in_play(3);
    ok(
        &mut table,
        Action::Loss {
            target: 2,
            amount: 20,
        },
    );
    assert_eq!(
        refused_by(
            &mut table,
            Action::Damage {
                target: 2,
                amount: 1,
                source: 0
            }
        ),
        "XL-KO-2"
    );
}

#[test]
fn xl_ko_3_damage_gives_the_source_victory_points_and_loss_gives_none() {
    let mut table = in_play(4);
    ok(
        &mut table,
        Action::Damage {
            target: 1,
            amount: 8,
            source: 0,
        },
    );
    assert_eq!(state(&table).players[0].vp, 1);
    ok(
        &mut table,
        Action::Loss {
            target: 2,
            amount: 8,
        },
    );
    let vps: Vec<u32> = state(&table).players.iter().map(|p| p.vp).collect();
    assert_eq!(vps, vec![1, 0, 0, 0], "nobody gains for a loss");
}

#[test]
fn xl_vp_1_reaching_the_threshold_wins() {
    let mut table = in_play(3);
    ok(
        &mut table,
        Action::AwardVp {
            player: 2,
            amount: 2,
        },
    );
    assert!(table.outcome().is_none());
    ok(
        &mut table,
        Action::AwardVp {
            player: 2,
            amount: 1,
        },
    );
    let outcome = table.outcome().expect("over");
    assert_eq!(outcome.winners, vec![2]);
    assert_eq!(outcome.rule.as_deref(), Some("XL-VP-1"));
}

fn attach(player: usize, spirit: Option<usize>) -> Action {
    Action::Attach { player, spirit }
}

#[test]
fn xl_ko_1_cards_laid_on_a_spirit_and_the_key_card_go_with_the_knock_out() {
    let mut table = in_play(2);
    contract(&mut table, 0, "晨星", 1, 1, false);
    summon_first(&mut table, 0);
    let hand = state(&table).players[0].hand;
    let pile = state(&table).zones.discard_pile;
    ok(&mut table, attach(0, Some(0)));
    ok(&mut table, attach(0, Some(0)));
    ok(&mut table, attach(0, None));
    let a = &state(&table).players[0];
    assert_eq!(
        (a.field[0].attached, a.attached, a.hand),
        (2, 1, hand - 3),
        "from the hand"
    );
    ok(
        &mut table,
        Action::Detach {
            player: 0,
            spirit: Some(0),
        },
    );
    assert_eq!(
        state(&table).zones.discard_pile,
        pile + 1,
        "a card taken off is discarded"
    );
    let refusal = refused(
        &mut table,
        Action::Detach {
            player: 1,
            spirit: None,
        },
    );
    assert_eq!(refusal.reason.key, "refusal.xingling.nothing_attached");
    let refusal = refused(&mut table, attach(0, Some(3)));
    assert_eq!(refusal.reason.key, "refusal.xingling.no_such_spirit");

    ok(
        &mut table,
        Action::Loss {
            target: 0,
            amount: 99,
        },
    );
    let a = &state(&table).players[0];
    assert!(a.knocked_out);
    assert_eq!((a.field[0].attached, a.attached, a.hand), (0, 0, 0));
    assert_eq!(
        state(&table).zones.discard_pile,
        pile + 1 + (hand - 3) + 1 + 1,
        "the hand and the cards on the 星灵 and the key card"
    );
    let refusal = refused(&mut table, attach(0, None));
    assert_eq!(refusal.reason.key, "refusal.xingling.attach_knocked_out");
}
