//! Moving Souls: Retract (CDX-15.1), Teleport (CDX-15.2), Exile (CDX-15.3), the Leader who
//! never moves (CDX-15.4), leaving the field (CDX-15.5).

use super::*;

#[test]
fn cdx_15_1_retract_takes_the_soul_and_its_armament_home_and_everything_on_it_ends() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    change(&mut duel, scout, SoulChange::Damage { amount: 2 });
    change(&mut duel, scout, SoulChange::Counters { amount: 1 });
    change(
        &mut duel,
        scout,
        SoulChange::Arm {
            armament: "Longbow".into(),
        },
    );
    ok(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 0,
            by: Some(scout),
        },
    );
    let hand = state(&duel).players[0].hand;
    ok(
        &mut duel,
        Action::Retract {
            by: 1,
            target: soul(scout),
            cost: 0,
        },
    );
    let ana = &state(&duel).players[0];
    assert_eq!(ana.hand, hand + 2, "the Soul and its Armament");
    assert!(ana.slots[0].soul.is_none());
    assert_eq!(
        ana.slots[0].ambushes.len(),
        1,
        "the Ambush stays at the slot"
    );
    assert!(ana.elysium.is_empty());
    // Recruited again, it is a new card with nothing on it (CDX-15.5).
    let again = recruit(&mut duel, 0, 0, "Scout", 1);
    assert_ne!(again, scout);
    let back = state(&duel).find_soul(again).expect("on the field").2;
    assert_eq!(
        (back.damage, back.counters, back.armament.as_deref()),
        (0, 0, None)
    );
}

#[test]
fn cdx_15_2_teleport_keeps_everything_and_moves_the_armament_not_the_ambush() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    change(&mut duel, scout, SoulChange::Damage { amount: 1 });
    change(
        &mut duel,
        scout,
        SoulChange::Arm {
            armament: "Shield".into(),
        },
    );
    ok(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 0,
            by: Some(scout),
        },
    );
    ok(
        &mut duel,
        Action::Teleport {
            by: 0,
            target: soul(scout),
            to: Some(2),
            cost: 0,
        },
    );
    let ana = &state(&duel).players[0];
    let moved = ana.slots[2].soul.as_ref().expect("on slot 3");
    assert_eq!(
        (moved.id, moved.damage),
        (scout, 1),
        "the same card, damage kept"
    );
    assert_eq!(moved.armament.as_deref(), Some("Shield"));
    assert_eq!(
        ana.slots[0].ambushes.len(),
        1,
        "the Ambush stays at the old slot"
    );
    // Its unsprung Ambush still counts as its own: it can't set another.
    let rule = refused_by(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 2,
            by: Some(scout),
        },
    );
    assert_eq!(rule, "CDX-15.2");
    ok(
        &mut duel,
        Action::SpringAmbush {
            player: 0,
            slot: 0,
            index: 0,
        },
    );
    ok(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 2,
            by: Some(scout),
        },
    );
}

#[test]
fn cdx_15_2_teleport_is_refused_to_the_slot_below_and_to_a_slot_of_another_rank() {
    let mut duel = started();
    recruit(&mut duel, 0, 0, "Scout", 1);
    recruit(&mut duel, 0, 1, "Guard", 1);
    // Slot 4 (ranks 1–2, highest 2) hangs under slot 1.
    let warden = recruit(&mut duel, 0, 3, "Warden", 2);
    let knight = recruit(&mut duel, 0, 4, "Knight", 2);
    ok(
        &mut duel,
        Action::Retract {
            by: 0,
            target: soul(warden),
            cost: 0,
        },
    );
    // Slot 6 (highest rank 3) hangs directly under slot 5, the Knight's: refused twice over.
    assert_eq!(
        refused_by(
            &mut duel,
            Action::Teleport {
                by: 0,
                target: soul(knight),
                to: Some(5),
                cost: 0
            }
        ),
        "CDX-15.2"
    );
    let guard = soul_at(&duel, 0, 1).expect("Guard");
    // A rank-1 Soul to slot 4, whose highest rank is 2.
    let refusal = refused(
        &mut duel,
        Action::Teleport {
            by: 0,
            target: soul(guard),
            to: Some(3),
            cost: 0,
        },
    );
    assert_eq!(refusal.rule.as_deref(), Some("CDX-15.2"));
    assert_eq!(refusal.reason.key, "refusal.codex.teleport_rank");
    // The legal slots are exactly the empty rank-2 slot under a Soul: slot 4.
    assert_eq!(state(&duel).teleport_slots(0, 4, 2), vec![3]);
    ok(
        &mut duel,
        Action::Teleport {
            by: 0,
            target: soul(knight),
            to: Some(3),
            cost: 0,
        },
    );
}

#[test]
fn cdx_15_2_the_slot_hanging_under_its_own_is_refused_by_name() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    let mut board = setup();
    board.rules = serde_json::json!({"slots": [{"ranks": [1]}, {"ranks": [1], "under": 0}]});
    let mut small = Match::new(board).expect("valid");
    ok(&mut small, Action::SetFirstPlayer { player: 0 });
    let top = recruit(&mut small, 0, 0, "Top", 1);
    let refusal = refused(
        &mut small,
        Action::Teleport {
            by: 0,
            target: soul(top),
            to: Some(1),
            cost: 0,
        },
    );
    assert_eq!(refusal.reason.key, "refusal.codex.teleport_under");
    // With no legal slot, the Soul stays where it is.
    ok(
        &mut small,
        Action::Teleport {
            by: 0,
            target: soul(top),
            to: None,
            cost: 0,
        },
    );
    assert_eq!(soul_at(&small, 0, 0), Some(top));
    // Where a slot is legal, the effect's controller must pick it.
    assert_eq!(
        refused_by(
            &mut duel,
            Action::Teleport {
                by: 0,
                target: soul(scout),
                to: None,
                cost: 0
            }
        ),
        "CDX-15.2"
    );
}

#[test]
fn cdx_15_2_legal_actions_offer_exactly_the_legal_slots() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    let offered: Vec<usize> = duel
        .legal_actions()
        .into_iter()
        .filter_map(|action| match action {
            GameAction::Codex(Action::Teleport {
                target,
                to: Some(to),
                ..
            }) if target == soul(scout) => Some(to),
            _ => None,
        })
        .collect();
    assert_eq!(
        offered,
        vec![1, 2],
        "the other empty rank-1 slots that need no Soul above"
    );
}

#[test]
fn cdx_15_3_exile_sends_the_armament_to_the_elysium_and_frees_a_captured_souls_slot() {
    let mut duel = started();
    let scout = recruit(&mut duel, 1, 0, "Scout", 1);
    change(
        &mut duel,
        scout,
        SoulChange::Arm {
            armament: "Axe".into(),
        },
    );
    ok(
        &mut duel,
        Action::Capture {
            target: soul(scout),
        },
    );
    assert!(
        state(&duel).players[1].slots[0]
            .soul
            .as_ref()
            .expect("still there")
            .captured
    );
    ok(
        &mut duel,
        Action::Exile {
            target: soul(scout),
        },
    );
    let ben = &state(&duel).players[1];
    assert!(ben.slots[0].soul.is_none(), "the slot is free");
    assert_eq!(ben.exile, vec!["Scout".to_owned()]);
    assert_eq!(ben.elysium, vec!["Axe".to_owned()]);
    // Nothing returns from the Exile: the card is no longer on the field to act on.
    assert!(refused(
        &mut duel,
        Action::Retract {
            by: 0,
            target: soul(scout),
            cost: 0
        }
    )
    .rule
    .is_none());
}

#[test]
fn cdx_15_4_a_leader_teleported_stays_on_its_altar_and_the_cost_stays_paid() {
    let mut duel = started();
    ok(
        &mut duel,
        Action::AdjustResources {
            player: 0,
            delta: 3,
        },
    );
    ok(
        &mut duel,
        Action::Teleport {
            by: 0,
            target: Target::Leader { player: 1 },
            to: Some(0),
            cost: 2,
        },
    );
    assert_eq!(state(&duel).players[0].resources, 1, "the cost stays paid");
    assert!(state(&duel).players[1]
        .slots
        .iter()
        .all(|slot| slot.soul.is_none()));
    assert_eq!(state(&duel).events[0].key, "codex.event.leader_stays");
    ok(
        &mut duel,
        Action::Retract {
            by: 0,
            target: Target::Leader { player: 1 },
            cost: 1,
        },
    );
    assert_eq!(state(&duel).players[0].resources, 0);
    assert!(duel.outcome().is_none(), "the Leader stays in play");
}

#[test]
fn cdx_15_4_capturing_the_leader_ends_the_duel() {
    let mut duel = started();
    ok(
        &mut duel,
        Action::Capture {
            target: Target::Leader { player: 1 },
        },
    );
    let outcome = duel.outcome().expect("over");
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.rule.as_deref(), Some("CDX-15.4"));
}

#[test]
fn cdx_15_5_being_captured_is_not_leaving_the_field() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    change(&mut duel, scout, SoulChange::Damage { amount: 1 });
    ok(
        &mut duel,
        Action::Activate {
            player: 0,
            source: Some(scout),
            note: "Shoot".into(),
        },
    );
    ok(
        &mut duel,
        Action::Capture {
            target: soul(scout),
        },
    );
    let kept = state(&duel).find_soul(scout).expect("still on its slot").2;
    assert!(kept.captured);
    assert_eq!(kept.damage, 1, "nothing on it ended");
    let cascade = state(&duel).cascade.as_ref().expect("open");
    assert!(cascade
        .links()
        .all(|link| link.status == crate::chain::LinkStatus::Pending));
}

#[test]
fn cdx_15_5_a_soul_that_left_and_came_back_has_no_ambush_of_its_own() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    change(&mut duel, scout, SoulChange::UseLimit);
    ok(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 0,
            by: Some(scout),
        },
    );
    ok(
        &mut duel,
        Action::Retract {
            by: 0,
            target: soul(scout),
            cost: 0,
        },
    );
    let again = recruit(&mut duel, 0, 1, "Scout", 1);
    assert_eq!(
        state(&duel).find_soul(again).expect("back").2.limits_used,
        0
    );
    // The old Ambush is no longer its own: it may set a new one, and the old one stays.
    ok(
        &mut duel,
        Action::SetAmbush {
            player: 0,
            slot: 1,
            by: Some(again),
        },
    );
    assert_eq!(state(&duel).players[0].slots[0].ambushes.len(), 1);
}
