//! The table basics: life, crystals, phases, draws, quests by hand, win and loss.

use super::{ok, play, refused_by, setup, started, state, whole_turn};
use crate::games::conjure::{Action as C, Color, FirstPlayerMethod, Phase, Quest};
use crate::games::GameAction;
use crate::{Action, Match, RefusalCode};

#[test]
fn ctc_setup_1_players_start_with_30_life() {
    let m = Match::new(setup(&["Ana", "Ben", "Cy"])).unwrap();
    assert!(state(&m).players.iter().all(|p| p.life == 30));
    assert!(
        Match::new(setup(&["Ana"])).is_err(),
        "one player is too few"
    );
    assert!(
        Match::new(setup(&["A", "B", "C", "D", "E"])).is_err(),
        "five is too many"
    );
}

#[test]
fn ctc_setup_1_starting_life_is_format_data() {
    let mut s = setup(&["Ana", "Ben"]);
    s.rules = serde_json::json!({ "starting_life": 20 });
    let m = Match::new(s).unwrap();
    assert!(state(&m).players.iter().all(|p| p.life == 20));
}

#[test]
fn ctc_setup_2_a_die_or_coin_picks_the_first_player() {
    for seed in 0..20 {
        let mut s = setup(&["Ana", "Ben", "Cy"]);
        s.seed = seed;
        let mut m = Match::new(s).unwrap();
        let entry = m
            .apply(
                play(C::PickFirstPlayer {
                    method: FirstPlayerMethod::Die,
                }),
                0,
            )
            .unwrap()
            .clone();
        assert!(
            entry.random.len() >= 3,
            "every player rolled: {:?}",
            entry.random
        );
        let first = state(&m).first_player.expect("decided");
        // The winner rolled the highest in the last round of rolls.
        let last_round =
            &entry.random[entry.random.len() - state(&m).players.len().min(entry.random.len())..];
        assert!(last_round.iter().all(|r| (1..=6).contains(r)));
        assert_eq!(state(&m).active, first);
        assert_eq!(state(&m).phase, Phase::Recharge);
    }
}

#[test]
fn ctc_setup_2_coin_is_for_two_players_and_is_logged() {
    let mut m = Match::new(setup(&["Ana", "Ben"])).unwrap();
    let entry = m
        .apply(
            play(C::PickFirstPlayer {
                method: FirstPlayerMethod::Coin,
            }),
            0,
        )
        .unwrap()
        .clone();
    assert_eq!(entry.random.len(), 1);
    assert_eq!(state(&m).first_player, Some(entry.random[0] as usize - 1));

    let mut three = Match::new(setup(&["Ana", "Ben", "Cy"])).unwrap();
    assert_eq!(
        refused_by(
            &mut three,
            C::PickFirstPlayer {
                method: FirstPlayerMethod::Coin
            }
        ),
        "InvalidAction"
    );
}

#[test]
fn ctc_setup_2_first_player_is_picked_once() {
    let mut m = started();
    assert_eq!(
        refused_by(&mut m, C::SetFirstPlayer { player: 1 }),
        "CTC-SETUP-2"
    );
    let mut fresh = Match::new(setup(&["Ana", "Ben"])).unwrap();
    assert_eq!(refused_by(&mut fresh, C::NextPhase), "CTC-SETUP-2");
}

#[test]
fn ctc_turn_1_phases_run_in_order_and_pass_the_turn() {
    let mut m = started();
    let mut seen = vec![state(&m).phase];
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..5 {
        if state(&m).phase == Phase::Draw && !state(&m).skips_draw() {
            ok(&mut m, C::Draw);
        }
        ok(&mut m, C::NextPhase);
        seen.push(state(&m).phase);
    }
    use Phase::*;
    assert_eq!(seen, vec![Recharge, Reset, Upkeep, Draw, Action, End]);
    ok(&mut m, C::NextPhase);
    assert_eq!(state(&m).phase, Recharge);
    assert_eq!(state(&m).active, 1);
    assert_eq!(state(&m).turn, 2);
}

#[test]
fn ctc_turn_1_actions_belong_to_their_phase() {
    let mut m = started();
    assert_eq!(refused_by(&mut m, C::Draw), "CTC-TURN-1");
    ok(&mut m, C::Recharge { color: Color::Blue });
    ok(&mut m, C::NextPhase);
    assert_eq!(
        refused_by(&mut m, C::Recharge { color: Color::Blue }),
        "CTC-TURN-1"
    );
}

#[test]
fn ctc_crystal_1_recharge_adds_one_and_refreshes_spent() {
    let mut m = started();
    ok(
        &mut m,
        C::Recharge {
            color: Color::Green,
        },
    );
    ok(
        &mut m,
        C::Spend {
            player: 0,
            color: Color::Green,
            amount: 1,
            card_colors: vec![],
        },
    );
    assert_eq!(state(&m).players[0].pool(Color::Green).unspent(), 0);
    assert_eq!(
        refused_by(
            &mut m,
            C::Recharge {
                color: Color::Green
            }
        ),
        "CTC-CRYSTAL-1",
        "once a turn"
    );
    assert_eq!(state(&m).players[0].pool(Color::Green).total, 1);
}

#[test]
fn ctc_crystal_1_recharge_refreshes_every_spent_crystal() {
    let mut m = started();
    ok(
        &mut m,
        C::Recharge {
            color: Color::Green,
        },
    );
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Red,
            amount: 2,
        },
    );
    ok(
        &mut m,
        C::Spend {
            player: 0,
            color: Color::Green,
            amount: 1,
            card_colors: vec![],
        },
    );
    ok(
        &mut m,
        C::Spend {
            player: 0,
            color: Color::Red,
            amount: 2,
            card_colors: vec![],
        },
    );
    for _ in 0..5 {
        if state(&m).phase == Phase::Draw && !state(&m).skips_draw() {
            ok(&mut m, C::Draw);
        }
        ok(&mut m, C::NextPhase);
    }
    ok(&mut m, C::NextPhase);
    whole_turn(&mut m, Color::Blue); // Ben
    ok(
        &mut m,
        C::Recharge {
            color: Color::Green,
        },
    );
    let ana = &state(&m).players[0];
    assert_eq!(ana.pool(Color::Green).total, 2);
    assert_eq!(ana.pool(Color::Green).spent, 0);
    assert_eq!(ana.pool(Color::Red).spent, 0);
}

#[test]
fn ctc_crystal_1_at_most_ten_per_color() {
    let mut m = started();
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Black,
            amount: 10,
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Recharge {
                color: Color::Black
            }
        ),
        "CTC-CRYSTAL-1"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::GainCrystals {
                player: 0,
                color: Color::Black,
                amount: 1
            }
        ),
        "CTC-CRYSTAL-1"
    );
    ok(&mut m, C::Recharge { color: Color::Blue });
}

#[test]
fn ctc_crystal_1_recharge_is_needed_before_leaving_the_phase() {
    let mut m = started();
    assert_eq!(refused_by(&mut m, C::NextPhase), "CTC-CRYSTAL-1");
    for color in Color::ALL {
        ok(
            &mut m,
            C::GainCrystals {
                player: 0,
                color,
                amount: 10,
            },
        );
    }
    ok(&mut m, C::NextPhase); // every color full: nothing to recharge
}

#[test]
fn ctc_crystal_2_spending_needs_the_cards_color() {
    let mut m = started();
    ok(&mut m, C::Recharge { color: Color::Red });
    let wrong = C::Spend {
        player: 0,
        color: Color::Red,
        amount: 1,
        card_colors: vec![Color::Blue],
    };
    assert_eq!(refused_by(&mut m, wrong), "CTC-CRYSTAL-2");
    let dual = C::Spend {
        player: 0,
        color: Color::Red,
        amount: 1,
        card_colors: vec![Color::Blue, Color::Red],
    };
    ok(&mut m, dual);
}

#[test]
fn ctc_crystal_2_only_unspent_crystals_pay() {
    let mut m = started();
    ok(&mut m, C::Recharge { color: Color::Red });
    assert_eq!(
        refused_by(
            &mut m,
            C::Spend {
                player: 0,
                color: Color::Red,
                amount: 2,
                card_colors: vec![]
            }
        ),
        "CTC-CRYSTAL-2"
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::Spend {
                player: 0,
                color: Color::Blue,
                amount: 1,
                card_colors: vec![]
            }
        ),
        "CTC-CRYSTAL-2"
    );
}

#[test]
fn ctc_draw_1_first_player_skips_the_draw_on_round_one() {
    let mut m = started();
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..3 {
        ok(&mut m, C::NextPhase);
    }
    assert_eq!(state(&m).phase, Phase::Draw);
    assert_eq!(refused_by(&mut m, C::Draw), "CTC-DRAW-1");
    ok(&mut m, C::NextPhase);
    ok(&mut m, C::NextPhase);
    ok(&mut m, C::NextPhase);
    // Ben, second player, draws on round one and must before moving on.
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..3 {
        ok(&mut m, C::NextPhase);
    }
    assert_eq!(refused_by(&mut m, C::NextPhase), "CTC-DRAW-1");
    let deck = state(&m).players[1].deck;
    ok(&mut m, C::Draw);
    assert_eq!(state(&m).players[1].deck, deck - 1);
    assert_eq!(state(&m).players[1].hand, 6);
    assert_eq!(refused_by(&mut m, C::Draw), "CTC-DRAW-1", "one card a turn");
}

#[test]
fn ctc_draw_2_empty_deck_deals_1_then_2_then_3() {
    let mut m = started();
    whole_turn(&mut m, Color::Red); // Ana, round one
    ok(
        &mut m,
        C::AdjustCards {
            player: 1,
            deck: -15,
            hand: 0,
        },
    );
    let mut lives = Vec::new();
    for _ in 0..3 {
        whole_turn(&mut m, Color::Red); // Ben draws from an empty deck
        lives.push(state(&m).players[1].life);
        whole_turn(&mut m, Color::Blue); // Ana
    }
    assert_eq!(lives, vec![29, 27, 24]);
    assert_eq!(state(&m).players[1].empty_draws, 3);
}

#[test]
fn ctc_quest_1_each_quest_once_per_player() {
    let mut m = started();
    ok(
        &mut m,
        C::CompleteQuest {
            player: 1,
            quest: Quest::UnstoppableForce,
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::CompleteQuest {
                player: 1,
                quest: Quest::UnstoppableForce
            }
        ),
        "CTC-QUEST-1"
    );
    ok(
        &mut m,
        C::CompleteQuest {
            player: 0,
            quest: Quest::UnstoppableForce,
        },
    );
}

#[test]
fn ctc_win_1_all_four_quests_win() {
    let mut m = started();
    for quest in Quest::ALL {
        assert!(m.outcome().is_none());
        ok(&mut m, C::CompleteQuest { player: 1, quest });
    }
    let outcome = m.outcome().expect("the match is over");
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(outcome.rule.as_deref(), Some("CTC-WIN-1"));
    assert_eq!(
        refused_by(
            &mut m,
            C::AdjustLife {
                player: 0,
                delta: -1
            }
        ),
        "MatchOver"
    );
}

#[test]
fn ctc_win_1_life_zero_loses() {
    let mut m = started();
    ok(
        &mut m,
        C::AdjustLife {
            player: 0,
            delta: -29,
        },
    );
    assert!(m.outcome().is_none());
    ok(
        &mut m,
        C::AdjustLife {
            player: 0,
            delta: -1,
        },
    );
    assert_eq!(m.outcome().expect("over").winners, vec![1]);
}

#[test]
fn ctc_win_1_last_player_standing_in_a_four_player_game() {
    let mut m = Match::new(setup(&["A", "B", "C", "D"])).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 2 });
    ok(
        &mut m,
        C::AdjustLife {
            player: 3,
            delta: -30,
        },
    );
    ok(&mut m, C::Concede { player: 0 });
    assert!(m.outcome().is_none());
    // Out players are skipped: after C (seat 2) comes B (seat 1).
    whole_turn(&mut m, Color::Red);
    assert_eq!(state(&m).active, 1);
    ok(
        &mut m,
        C::AdjustLife {
            player: 2,
            delta: -40,
        },
    );
    assert_eq!(m.outcome().expect("over").winners, vec![1]);
}

#[test]
fn ctc_end_1_hand_limit_holds_before_the_turn_passes() {
    let mut m = started();
    ok(
        &mut m,
        C::AdjustCards {
            player: 0,
            deck: -3,
            hand: 3,
        },
    );
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..5 {
        assert_eq!(
            state(&m).discard_due,
            0,
            "only the End phase asks for a discard"
        );
        ok(&mut m, C::NextPhase);
    }
    assert_eq!(state(&m).phase, Phase::End);
    let over = state(&m).players[0].hand - state(&m).rules.hand_limit;
    assert!(over > 0, "the hand is over the limit");
    assert_eq!(state(&m).discard_due, over);
    assert_eq!(refused_by(&mut m, C::NextPhase), "CTC-END-1");
    ok(
        &mut m,
        C::AdjustCards {
            player: 0,
            deck: 0,
            hand: -1,
        },
    );
    assert_eq!(state(&m).discard_due, over - 1);
    ok(&mut m, C::NextPhase);
    assert_eq!(state(&m).discard_due, 0);
}

#[test]
fn rounds_count_every_remaining_player_once() {
    let mut m = Match::new(setup(&["A", "B", "C"])).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 1 });
    assert_eq!(state(&m).round, 1);
    whole_turn(&mut m, Color::Red); // B
    whole_turn(&mut m, Color::Red); // C
    assert_eq!(state(&m).round, 1);
    whole_turn(&mut m, Color::Red); // A
    assert_eq!((state(&m).round, state(&m).active), (2, 1));
}

#[test]
fn ruling_waives_only_the_named_rule() {
    let mut m = started();
    ok(&mut m, C::Recharge { color: Color::Red });
    let card = C::Spend {
        player: 0,
        color: Color::Red,
        amount: 1,
        card_colors: vec![Color::Blue],
    };
    let wrong_rule = Action::Ruling {
        note: "House rule".into(),
        waive: vec!["CTC-CRYSTAL-1".into()],
        play: Some(GameAction::Conjure(card.clone())),
    };
    let refusal = m.apply(wrong_rule, 0).unwrap_err();
    assert_eq!(refusal.rule.as_deref(), Some("CTC-CRYSTAL-2"));
    let ruling = Action::Ruling {
        note: "Prism Golem may be paid with any color".into(),
        waive: vec!["CTC-CRYSTAL-2".into()],
        play: Some(GameAction::Conjure(card)),
    };
    m.apply(ruling, 0).unwrap();
    assert_eq!(state(&m).players[0].pool(Color::Red).spent, 1);
    let line = m.log_lines().pop().unwrap();
    assert_eq!(
        line.note.as_deref(),
        Some("Prism Golem may be paid with any color")
    );
    assert_eq!(line.waived, vec!["CTC-CRYSTAL-2".to_owned()]);
}

#[test]
fn ruling_cannot_waive_bad_input() {
    let mut m = started();
    let ruling = Action::Ruling {
        note: "typo".into(),
        waive: vec!["CTC-CRYSTAL-2".into()],
        play: Some(GameAction::Conjure(C::AdjustLife {
            player: 9,
            delta: -1,
        })),
    };
    assert_eq!(
        m.apply(ruling, 0).unwrap_err().code,
        RefusalCode::NoSuchPlayer
    );
}

#[test]
fn legal_actions_are_accepted() {
    let mut m = started();
    for _ in 0..3 {
        for action in m.legal_actions() {
            let mut probe = m.clone();
            probe
                .apply(
                    Action::Play {
                        play: action.clone(),
                    },
                    0,
                )
                .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        }
        whole_turn(&mut m, Color::Green);
    }
    assert!(m
        .legal_actions()
        .contains(&GameAction::Conjure(C::Recharge {
            color: Color::Green
        })));
    assert!(!m.legal_actions().contains(&GameAction::Conjure(C::Draw)));
}

#[test]
fn ctc_turn_1_one_advance_walks_the_turn_and_stops_where_a_card_must_be_drawn() {
    let mut m = started();
    ok(&mut m, C::Recharge { color: Color::Red });
    // Ana, first player, skips round one's draw: one advance takes her to Ben's Recharge.
    m.apply(
        Action::Advance {
            to: crate::AdvanceTo::NextTurn,
        },
        0,
    )
    .expect("walks");
    assert_eq!((state(&m).active, state(&m).phase), (1, Phase::Recharge));
    ok(&mut m, C::Recharge { color: Color::Red });
    // Ben must draw (CTC-DRAW-1): the walk stops at his Draw phase.
    m.apply(
        Action::Advance {
            to: crate::AdvanceTo::NextTurn,
        },
        0,
    )
    .expect("walks as far as it may");
    assert_eq!((state(&m).active, state(&m).phase), (1, Phase::Draw));
    let refusal = m
        .apply(
            Action::Advance {
                to: crate::AdvanceTo::Phase {
                    phase: "end".into(),
                },
            },
            0,
        )
        .expect_err("nothing can be passed before the draw");
    assert_eq!(refusal.rule.as_deref(), Some("CTC-DRAW-1"));
    ok(&mut m, C::Draw);
    m.apply(
        Action::Advance {
            to: crate::AdvanceTo::Phase {
                phase: "end".into(),
            },
        },
        0,
    )
    .expect("on to the end phase");
    assert_eq!((state(&m).active, state(&m).phase), (1, Phase::End));
}

/// Every color of `player`'s pool at the cap, from effects (CTC-CRYSTAL-1).
fn fill_every_color(m: &mut Match, player: usize) {
    for color in Color::ALL {
        ok(
            m,
            C::GainCrystals {
                player,
                color,
                amount: 10,
            },
        );
    }
}

/// Plain next phases, and the draws the turn asks for, until the next player's turn starts.
fn next_phases_to_the_next_turn(m: &mut Match) {
    let turn = state(m).turn;
    while state(m).turn == turn {
        let s = state(m);
        if s.phase == Phase::Draw && !s.drew && !s.skips_draw() {
            ok(m, C::Draw);
        }
        ok(m, C::NextPhase);
    }
}

fn spend_red(m: &mut Match, player: usize, amount: u8) {
    ok(
        m,
        C::Spend {
            player,
            color: Color::Red,
            amount,
            card_colors: vec![],
        },
    );
}

fn advance_to_the_next_turn(m: &mut Match) {
    m.apply(
        Action::Advance {
            to: crate::AdvanceTo::NextTurn,
        },
        0,
    )
    .expect("walks to the next turn");
}

#[test]
fn ctc_crystal_1_a_pool_at_the_cap_in_every_color_is_still_refreshed_when_the_turn_starts() {
    let mut m = started();
    fill_every_color(&mut m, 0);
    fill_every_color(&mut m, 1);
    spend_red(&mut m, 0, 4);
    // No color can take a crystal, so Recharge is passed without one: the cap waives the new
    // crystal, not the reset.
    next_phases_to_the_next_turn(&mut m); // Ben's turn
    assert_eq!(
        state(&m).players[0].pool(Color::Red).spent,
        4,
        "a turn refreshes its own player's crystals, not the others'"
    );
    next_phases_to_the_next_turn(&mut m); // Ana's second turn
    let ana = &state(&m).players[0];
    assert_eq!((state(&m).active, state(&m).phase), (0, Phase::Recharge));
    assert_eq!(ana.pool(Color::Red).total, 10);
    assert_eq!(
        ana.pool(Color::Red).spent,
        0,
        "refreshed before any recharge"
    );
    let line = m.view().log.last().expect("a line").label.clone();
    assert_eq!(line.key, "conjure.action.next_turn", "{line}");
    spend_red(&mut m, 0, 10);
    assert_eq!(state(&m).players[0].pool(Color::Red).unspent(), 0);
}

#[test]
fn ctc_crystal_1_a_pool_below_the_cap_recharges_and_is_refreshed_too() {
    let mut m = started();
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Red,
            amount: 10,
        },
    );
    spend_red(&mut m, 0, 4);
    ok(&mut m, C::Recharge { color: Color::Blue });
    next_phases_to_the_next_turn(&mut m); // Ben
    ok(&mut m, C::Recharge { color: Color::Blue });
    next_phases_to_the_next_turn(&mut m); // Ana
    assert_eq!(state(&m).players[0].pool(Color::Red).spent, 0);
    ok(&mut m, C::Recharge { color: Color::Blue });
    assert_eq!(state(&m).players[0].pool(Color::Blue).total, 2);
    spend_red(&mut m, 0, 10);
}

#[test]
fn ctc_crystal_1_one_advance_to_the_next_turn_refreshes_used_crystals_and_one_undo_takes_it_back() {
    let mut m = started();
    ok(&mut m, C::Recharge { color: Color::Red });
    spend_red(&mut m, 0, 1);
    advance_to_the_next_turn(&mut m); // Ben's Recharge
    ok(&mut m, C::Recharge { color: Color::Blue });
    m.apply(
        Action::Advance {
            to: crate::AdvanceTo::NextTurn,
        },
        0,
    )
    .expect("as far as Ben's draw");
    ok(&mut m, C::Draw);
    assert_eq!(state(&m).players[0].pool(Color::Red).spent, 1);
    advance_to_the_next_turn(&mut m); // Ana's second turn, her Recharge
    assert_eq!((state(&m).active, state(&m).phase), (0, Phase::Recharge));
    assert_eq!(
        state(&m).players[0].pool(Color::Red).spent,
        0,
        "the advance started Ana's turn, and the turn's start refreshed her crystal"
    );
    let line = m.view().log.last().expect("a line").label.clone();
    assert_eq!(line.key, "action.advance", "{line}");
    match line.args.get("step") {
        Some(crate::LabelArg::Label(step)) => {
            assert_eq!(step.key, "conjure.action.next_turn", "{line}")
        }
        other => panic!("the advance's last step: {other:?}"),
    }

    m.apply(Action::Undo, 0).expect("undoes the advance");
    assert_eq!((state(&m).active, state(&m).phase), (1, Phase::Draw));
    assert_eq!(
        state(&m).players[0].pool(Color::Red).spent,
        1,
        "undone, Ana's crystal is spent again"
    );
    m.apply(Action::Redo, 0).expect("redoes the advance");
    assert_eq!(state(&m).players[0].pool(Color::Red).spent, 0);
    let replayed = Match::replay(m.setup().clone(), m.log()).expect("replays");
    assert_eq!(state(&replayed), state(&m));
}
