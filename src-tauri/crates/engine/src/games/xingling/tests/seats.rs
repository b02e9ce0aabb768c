//! Distance (XL-SEAT-1) and attack range (XL-ATK-1).

use super::*;

#[test]
fn xl_seat_1_the_glossarys_distances_with_everyone_upright() {
    let table = in_play(5);
    let s = state(&table);
    let (a, b, c, d, e) = (0, 1, 2, 3, 4);
    assert_eq!(s.distance(a, b), Some(1));
    assert_eq!(s.distance(a, e), Some(1));
    assert_eq!(s.distance(a, c), Some(2));
    assert_eq!(s.distance(a, d), Some(2));
    assert_eq!(
        s.distances_from_active(),
        [Some(0), Some(1), Some(2), Some(2), Some(1)],
        "from A, the active player"
    );
    assert_eq!(
        s.distances[c],
        [Some(2), Some(1), Some(0), Some(1), Some(2)],
        "from C, for C's own screen"
    );
    for from in 0..5 {
        for to in 0..5 {
            assert_eq!(
                s.distances[from][to], s.distances[to][from],
                "{from}–{to} both ways"
            );
        }
    }
}

#[test]
fn xl_seat_1_a_sideways_key_card_leaves_the_count() {
    let mut table = in_play(5);
    ok(
        &mut table,
        Action::Loss {
            target: 3,
            amount: 99,
        },
    );
    assert!(state(&table).players[3].knocked_out);
    assert_eq!(state(&table).distance(2, 4), Some(1), "C–E with D sideways");
    assert_eq!(state(&table).distance(2, 3), None, "D no longer counts");
    assert_eq!(
        state(&table).distances_from_active(),
        [Some(0), Some(1), Some(2), None, Some(1)]
    );
    assert_eq!(
        state(&table).distances[3],
        [None; 5],
        "a knocked-out seat has no distances"
    );
    assert_eq!(
        state(&table).distances[4][2],
        Some(1),
        "E–C with D sideways"
    );
}

#[test]
fn xl_atk_1_only_targets_within_the_attack_range() {
    let mut table = in_play(5);
    contract(&mut table, 0, "晨星", 1, 1, false);
    summon_first(&mut table, 0);
    let refusal = refused(
        &mut table,
        Action::Attack {
            player: 0,
            spirit: 0,
            target: 2,
        },
    );
    assert_eq!(refusal.rule.as_deref(), Some("XL-ATK-1"));
    assert_eq!(
        refusal.reason.args.get("distance"),
        Some(&crate::LabelArg::Num(2)),
        "the distance is shown"
    );
    ok(
        &mut table,
        Action::Attack {
            player: 0,
            spirit: 0,
            target: 4,
        },
    );
    assert!(
        state(&table).players[0].field[0].sideways,
        "turned sideways to attack"
    );
    // Sideways, it cannot attack again.
    assert_eq!(
        refused_by(
            &mut table,
            Action::Attack {
                player: 0,
                spirit: 0,
                target: 1
            }
        ),
        "XL-ATK-1"
    );
}

#[test]
fn xl_atk_1_the_offered_attacks_are_the_targets_in_range() {
    let mut table = in_play(5);
    contract(&mut table, 0, "晨星", 1, 1, false);
    summon_first(&mut table, 0);
    let targets: Vec<usize> = table
        .legal_actions()
        .into_iter()
        .filter_map(|action| match action {
            GameAction::Xingling(Action::Attack { target, .. }) => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![1, 4]);
}

#[test]
fn xl_atk_1_every_seat_sees_whom_its_field_reaches_and_a_knock_out_brings_seats_closer() {
    let mut table = in_play(5);
    contract(&mut table, 0, "晨星", 1, 1, false);
    summon_first(&mut table, 0);
    assert_eq!(
        state(&table).reach[0],
        [0, 1, 0, 0, 1],
        "range 1 from A: B and E"
    );
    assert_eq!(state(&table).reach[2], [0; 5], "C has no 星灵 on its field");
    assert_eq!(
        (0..5)
            .map(|from| state(&table).reach[from][1])
            .collect::<Vec<_>>(),
        [1, 0, 0, 0, 0],
        "who reaches B: A alone"
    );
    ok(
        &mut table,
        Action::Loss {
            target: 1,
            amount: 99,
        },
    );
    assert_eq!(
        state(&table).reach[0],
        [0, 0, 1, 0, 1],
        "with B sideways, C is at distance 1 from A"
    );
}
