//! The guided set-up: tribes, the Crystal Tower draft, the opening hands (CTC-SETUP-1 to
//! CTC-SETUP-3).

use super::{ok, play, refused_by, setup, started, state, whole_turn};
use crate::games::conjure::{Action as C, Color, Phase, Tribe};
use crate::{Match, Setup};

fn guided(players: &[&str]) -> Setup {
    let mut s = setup(players);
    s.rules = serde_json::json!({ "guided": true });
    s
}

/// Seats in the order they picked towers.
fn pick_all(m: &mut Match) -> Vec<usize> {
    let mut order = Vec::new();
    while state(m).phase == Phase::TowerDraft {
        let player = state(m).active;
        order.push(player);
        ok(
            m,
            C::PickTower {
                player,
                tower: None,
            },
        );
    }
    order
}

#[test]
fn ctc_setup_1_each_player_gets_two_towers_and_a_second_chaos_deck_joins_at_three() {
    let two = Match::new(setup(&["Ana", "Ben"])).unwrap();
    assert_eq!(state(&two).towers.len(), 4);
    assert_eq!(state(&two).chaos.decks, 1);
    assert_eq!(state(&two).chaos.deck, 50);
    let mut crystals: Vec<Color> = state(&two).towers.iter().map(|t| t.crystal).collect();
    crystals.sort();
    assert_eq!(crystals, Color::ALL.to_vec(), "one tower of each crystal");

    let four = Match::new(setup(&["A", "B", "C", "D"])).unwrap();
    assert_eq!(state(&four).towers.len(), 8);
    assert_eq!(state(&four).chaos.decks, 2);
    assert_eq!(state(&four).chaos.deck, 100);
    let three = Match::new(setup(&["A", "B", "C"])).unwrap();
    assert_eq!(state(&three).towers.len(), 6);
}

#[test]
fn ctc_setup_1_quests_start_face_up_and_tribes_are_chosen_in_the_set_up() {
    let mut m = Match::new(guided(&["Ana", "Ben"])).unwrap();
    assert!(state(&m).players.iter().all(|p| p.quests.is_empty()));
    ok(
        &mut m,
        C::ChooseTribe {
            player: 0,
            tribe: Tribe::Dwarves,
        },
    );
    ok(
        &mut m,
        C::ChooseTribe {
            player: 0,
            tribe: Tribe::Mystics,
        },
    );
    assert_eq!(state(&m).players[0].tribe, Some(Tribe::Mystics));
    ok(&mut m, C::SetFirstPlayer { player: 0 });
    pick_all(&mut m);
    ok(&mut m, C::NextPhase); // the first turn
    ok(
        &mut m,
        C::ChooseTribe {
            player: 1,
            tribe: Tribe::Shaman,
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::ChooseTribe {
                player: 0,
                tribe: Tribe::Vampires
            }
        ),
        "CTC-QUEST-1",
        "a tribe is fixed once play has begun"
    );
}

#[test]
fn ctc_setup_2_the_second_player_picks_first_then_alternate() {
    let mut m = Match::new(guided(&["Ana", "Ben"])).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 0 });
    assert_eq!(state(&m).phase, Phase::TowerDraft);
    assert_eq!(state(&m).draft_order, vec![1, 0, 1, 0]);
    assert_eq!(
        refused_by(
            &mut m,
            C::PickTower {
                player: 0,
                tower: None
            }
        ),
        "CTC-SETUP-2",
        "the first player does not pick first"
    );
    assert_eq!(refused_by(&mut m, C::NextPhase), "CTC-SETUP-2");
    assert_eq!(pick_all(&mut m), vec![1, 0, 1, 0]);
    for seat in 0..2 {
        assert_eq!(state(&m).towers_of(seat).count(), 2);
    }
    assert_eq!(state(&m).phase, Phase::OpeningHands);
    assert_eq!(state(&m).turn, 0, "the set-up is before the first turn");
    ok(&mut m, C::NextPhase);
    assert_eq!(
        (state(&m).phase, state(&m).turn, state(&m).active),
        (Phase::Recharge, 1, 0)
    );
}

#[test]
fn ctc_setup_2_with_three_or_four_players_picks_go_in_reverse_turn_order() {
    let mut m = Match::new(guided(&["A", "B", "C", "D"])).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 1 });
    // Turn order B, C, D, A; picks A, D, C, B, twice.
    assert_eq!(pick_all(&mut m), vec![0, 3, 2, 1, 0, 3, 2, 1]);
    for seat in 0..4 {
        assert_eq!(state(&m).towers_of(seat).count(), 2);
    }
    let mut three = Match::new(guided(&["A", "B", "C"])).unwrap();
    ok(&mut three, C::SetFirstPlayer { player: 0 });
    assert_eq!(pick_all(&mut three), vec![2, 1, 0, 2, 1, 0]);
}

#[test]
fn ctc_setup_2_a_face_down_tower_is_dealt_at_random_and_logged() {
    let mut m = Match::new(guided(&["Ana", "Ben"])).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 1 });
    let entry = m
        .apply(
            play(C::PickTower {
                player: 0,
                tower: None,
            }),
            0,
        )
        .unwrap()
        .clone();
    assert_eq!(entry.random.len(), 1, "the deal is one logged draw");
    assert_eq!(state(&m).towers_of(0).count(), 1);
    // The table may say which tower it turned up instead; a tower already taken is bad input.
    let taken = state(&m).towers_of(0).next().unwrap();
    assert_eq!(
        refused_by(
            &mut m,
            C::PickTower {
                player: 1,
                tower: Some(taken)
            }
        ),
        "InvalidAction"
    );
    let free = (0..4).find(|t| *t != taken).unwrap();
    ok(
        &mut m,
        C::PickTower {
            player: 1,
            tower: Some(free),
        },
    );
    assert_eq!(state(&m).towers[free].controller, Some(1));
}

#[test]
fn ctc_setup_2_without_a_guided_set_up_the_first_turn_starts_at_once() {
    let m = started();
    assert_eq!(state(&m).phase, Phase::Recharge);
    assert!(state(&m).towers.iter().all(|t| t.controller.is_none()));
}

#[test]
fn ctc_setup_3_the_opening_hand_is_redrawn_once_on_turn_1() {
    let mut m = Match::new(guided(&["Ana", "Ben"])).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 0 });
    pick_all(&mut m);
    ok(
        &mut m,
        C::Redraw {
            player: 0,
            count: 3,
        },
    );
    assert_eq!(
        (state(&m).players[0].hand, state(&m).players[0].deck),
        (5, 15),
        "as many cards back as drawn"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Redraw {
                player: 0,
                count: 1
            }
        ),
        "CTC-SETUP-3"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Redraw {
                player: 1,
                count: 6
            }
        ),
        "InvalidAction",
        "more than the hand"
    );
    ok(&mut m, C::NextPhase);
    ok(
        &mut m,
        C::Redraw {
            player: 1,
            count: 0,
        },
    );

    let mut late = started();
    whole_turn(&mut late, Color::Red);
    whole_turn(&mut late, Color::Red);
    assert_eq!(state(&late).round, 2);
    assert_eq!(
        refused_by(
            &mut late,
            C::Redraw {
                player: 0,
                count: 2
            }
        ),
        "CTC-SETUP-3",
        "only on turn 1"
    );
}

#[test]
fn ctc_setup_1_a_format_with_too_many_towers_is_refused() {
    let mut s = setup(&["Ana", "Ben"]);
    s.rules = serde_json::json!({ "towers_per_player": 1_000_000_000u32 });
    assert!(Match::new(s).is_err());
}
