//! The board (CDX-BOARD-1): slots with ranks, slots hanging under others, the Leader's altar,
//! all from format data.

use super::*;

#[test]
fn cdx_board_1_the_layout_is_format_data() {
    let duel = started();
    let board = &state(&duel).rules.slots;
    assert_eq!(board.len(), 6);
    assert_eq!(board[5].highest_rank(), 3);
    assert_eq!(board[5].under, Some(4));
    assert_eq!(state(&duel).players[0].slots.len(), 6);
    assert!(
        !state(&duel).players[1].leader.captured,
        "a Leader on each altar"
    );

    let mut small = setup();
    small.rules = serde_json::json!({"slots": [{"ranks": [2]}, {"ranks": [1], "under": 0}]});
    let duel = Match::new(small).expect("a board of two slots");
    assert_eq!(state(&duel).players[1].slots.len(), 2);
}

#[test]
fn cdx_board_1_a_layout_that_loops_or_a_misspelt_rule_is_refused() {
    let mut looping = setup();
    looping.rules = serde_json::json!({"slots": [{"ranks": [1], "under": 0}]});
    assert!(Match::new(looping).is_err());
    let mut misspelt = setup();
    misspelt.rules = serde_json::json!({"slot": []});
    assert!(Match::new(misspelt).is_err());
}

#[test]
fn cdx_board_1_a_soul_is_recruited_onto_a_slot_of_its_rank_that_hangs_under_a_soul() {
    let mut duel = started();
    // Slot 5 (rank 2) hangs under slot 2, which is empty.
    let rule = refused_by(
        &mut duel,
        Action::Recruit {
            player: 0,
            slot: 4,
            name: "Warden".into(),
            rank: 2,
        },
    );
    assert_eq!(rule, "CDX-BOARD-1");
    recruit(&mut duel, 0, 1, "Scout", 1);
    // A rank-1 Soul does not fit a slot whose highest rank is 2.
    let rule = refused_by(
        &mut duel,
        Action::Recruit {
            player: 0,
            slot: 4,
            name: "Page".into(),
            rank: 1,
        },
    );
    assert_eq!(rule, "CDX-BOARD-1");
    let warden = recruit(&mut duel, 0, 4, "Warden", 2);
    assert_eq!(state(&duel).players[0].hand, 3, "two Souls left the hand");
    assert_ne!(
        Some(warden),
        soul_at(&duel, 0, 1),
        "each stay has its own ID"
    );
}

#[test]
fn cdx_board_1_a_soul_is_recruited_from_the_hand_and_an_empty_hand_recruits_none() {
    let mut duel = started();
    let hand = state(&duel).players[0].hand;
    ok(
        &mut duel,
        Action::Discard {
            player: 0,
            count: hand,
        },
    );
    let refusal = refused(
        &mut duel,
        Action::Recruit {
            player: 0,
            slot: 0,
            name: "Scout".into(),
            rank: 1,
        },
    );
    assert_eq!(refusal.reason.key, "refusal.codex.recruit_empty_hand");
    assert_eq!(
        refusal.rule, None,
        "a plain refusal, not a rule a ruling waives"
    );
    assert_eq!(
        state(&duel).players[0].hand,
        0,
        "the hand stays empty, not below"
    );
    assert_eq!(soul_at(&duel, 0, 0), None);
    // The other seat's hand is its own.
    recruit(&mut duel, 1, 0, "Raider", 1);
    assert_eq!(state(&duel).players[1].hand, hand - 1);
}
