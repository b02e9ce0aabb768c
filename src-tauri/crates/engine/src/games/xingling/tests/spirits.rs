//! The field and standby (XL-FIELD-1), summoning (XL-SUMMON-1), 置换 (XL-SWAP-1), 判定
//! (XL-JUDGE-1), the zones (XL-ZONE-1).

use super::*;

#[test]
fn xl_field_1_after_a_contract_the_excess_standby_goes_to_the_graveyard_first() {
    let mut table = in_play(2);
    for name in ["一", "二", "三", "四"] {
        contract(&mut table, 1, name, 1, 1, false);
    }
    assert_eq!(state(&table).overflow, Some(1));
    assert_eq!(refused_by(&mut table, Action::NextPhase), "XL-FIELD-1");
    ok(
        &mut table,
        Action::Bury {
            player: 1,
            standby: 1,
        },
    );
    assert_eq!(state(&table).overflow, None);
    assert_eq!(*state(&table).zones.graveyard, vec!["二".to_owned()]);
    ok(&mut table, Action::NextPhase);
}

#[test]
fn xl_summon_1_paid_with_ling_or_hand_never_ling_equal_to_the_cost() {
    let mut table = in_play(2);
    // A has 8 灵力 and 4 cards.
    contract(&mut table, 0, "重", 8, 1, false);
    let rule = refused_by(
        &mut table,
        Action::Summon {
            player: 0,
            standby: 0,
            payment: Payment::Ling,
            replace: None,
        },
    );
    assert_eq!(rule, "XL-SUMMON-1", "灵力 equal to the cost cannot pay it");
    contract(&mut table, 0, "轻", 3, 1, false);
    ok(
        &mut table,
        Action::Summon {
            player: 0,
            standby: 1,
            payment: Payment::Discard,
            replace: None,
        },
    );
    assert_eq!(state(&table).players[0].hand, 1);
    assert_eq!(state(&table).zones.discard_pile, 3);
    // One card left: the hand cannot pay 8 either.
    let refusal = refused(
        &mut table,
        Action::Summon {
            player: 0,
            standby: 0,
            payment: Payment::Discard,
            replace: None,
        },
    );
    assert_eq!(refusal.reason.key, "refusal.xingling.summon_hand_short");
}

#[test]
fn xl_summon_1_impossible_when_both_are_short_and_a_full_field_makes_room_first() {
    let mut table = in_play(2);
    contract(&mut table, 0, "巨", 9, 1, false);
    let refusal = refused(
        &mut table,
        Action::Summon {
            player: 0,
            standby: 0,
            payment: Payment::Discard,
            replace: None,
        },
    );
    assert_eq!(refusal.reason.key, "refusal.xingling.summon_impossible");
    ok(
        &mut table,
        Action::Bury {
            player: 0,
            standby: 0,
        },
    );
    for name in ["甲", "乙", "丙"] {
        contract(&mut table, 0, name, 1, 1, false);
        summon_first(&mut table, 0);
    }
    contract(&mut table, 0, "丁", 1, 1, false);
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
        "XL-SUMMON-1"
    );
    ok(
        &mut table,
        Action::Summon {
            player: 0,
            standby: 0,
            payment: Payment::Ling,
            replace: Some(1),
        },
    );
    let names: Vec<&str> = state(&table).players[0]
        .field
        .iter()
        .map(|s| &*s.name)
        .collect();
    assert_eq!(names, vec!["甲", "丙", "丁"]);
    assert!(state(&table).zones.graveyard.contains(&"乙".to_owned()));
}

#[test]
fn xl_swap_1_discard_and_draw_with_no_spirit_turned() {
    let mut table = in_play(2);
    let (hand, deck) = (
        state(&table).players[0].hand,
        state(&table).zones.general_deck,
    );
    ok(&mut table, Action::Swap { player: 0 });
    assert_eq!(state(&table).players[0].hand, hand);
    assert_eq!(state(&table).zones.general_deck, deck - 1);
    assert_eq!(state(&table).zones.discard_pile, 1);
}

#[test]
fn xl_judge_1_a_six_sided_die_logged_with_its_result() {
    let mut table = in_play(2);
    ok(&mut table, Action::Judge { player: 0 });
    let roll = state(&table).judgement_roll.expect("rolled");
    assert!((1..=6).contains(&roll));
    assert_eq!(table.log().last().expect("logged").random, vec![roll]);
}

#[test]
fn xl_zone_1_use_and_play_out_are_different_actions_to_the_discard_pile() {
    let mut table = in_play(2);
    ok(
        &mut table,
        Action::UseCard {
            player: 0,
            card: "星灵攻击".into(),
        },
    );
    ok(
        &mut table,
        Action::PlayOut {
            player: 1,
            card: "星灵攻击".into(),
        },
    );
    let keys: Vec<String> = table
        .log_lines()
        .iter()
        .map(|l| l.label.key.to_string())
        .collect();
    assert!(keys.contains(&"xingling.action.use_card".to_owned()));
    assert!(keys.contains(&"xingling.action.play_out".to_owned()));
    assert_eq!(state(&table).zones.discard_pile, 2);
    let zones = &state(&table).zones;
    assert_eq!(zones.event_deck, 12);
    assert_eq!(zones.general_deck, 80 - 8);
}

fn event_card(player: usize, name: &str, more: bool) -> Action {
    Action::Contract {
        player,
        name: name.into(),
        cost: 1,
        range: 1,
        gentle: false,
        more,
    }
}

#[test]
fn xl_field_1_an_events_cards_come_in_together_and_the_excess_is_counted_once_it_is_done() {
    let mut table = in_play(2);
    contract(&mut table, 1, "一", 1, 1, false);
    contract(&mut table, 1, "二", 1, 1, false);
    // A 星灵契约 event gives seat 1 three cards: over the limit of 3 after its second, and
    // still the event's next card is taken.
    ok(&mut table, event_card(1, "三", true));
    ok(&mut table, event_card(1, "四", true));
    assert_eq!(
        state(&table).overflow,
        None,
        "not counted while the event goes on"
    );
    assert_eq!(state(&table).contracting, Some(1));
    let refusal = refused(&mut table, Action::NextPhase);
    assert_eq!(refusal.reason.key, "refusal.xingling.event_open");
    let refusal = refused(&mut table, event_card(0, "他", false));
    assert_eq!(
        refusal.reason.key, "refusal.xingling.event_open",
        "another seat's card waits"
    );
    ok(&mut table, event_card(1, "五", false));
    assert_eq!(state(&table).contracting, None);
    assert_eq!(state(&table).players[1].standby.len(), 5);
    assert_eq!(
        state(&table).overflow,
        Some(1),
        "counted once, after the event"
    );
    // The player chooses which two go: the first two here.
    assert_eq!(refused_by(&mut table, Action::NextPhase), "XL-FIELD-1");
    for _ in 0..2 {
        ok(
            &mut table,
            Action::Bury {
                player: 1,
                standby: 0,
            },
        );
    }
    assert_eq!(state(&table).overflow, None);
    assert_eq!(
        *state(&table).zones.graveyard,
        vec!["一".to_owned(), "二".to_owned()]
    );
    ok(&mut table, Action::NextPhase);
}

#[test]
fn xl_field_1_an_event_within_the_limit_needs_no_burial_and_undo_reopens_it() {
    let mut table = in_play(2);
    ok(&mut table, event_card(0, "一", true));
    ok(&mut table, event_card(0, "二", false));
    assert_eq!(
        (state(&table).contracting, state(&table).overflow),
        (None, None)
    );
    let at = table.log().len() as i64;
    table.apply(Entry::Undo, at).expect("undoes");
    assert_eq!(
        state(&table).contracting,
        Some(0),
        "undoing the last card reopens the event"
    );
}
