//! The Chaos deck (CTC-DRAW-1, CTC-CHAOS-1), the End phase (CTC-END-1) and the second
//! edition's Monsters (CTC-WIN-1).

use super::{
    at_creature, chaos_card, creature, guided_started, ok, put, refused_by, setup, started, state,
    to_action, to_chaos_draw, whole_turn, with,
};
use crate::games::conjure::{
    Action as C, AttackDeclaration, ChaosEffect, ChaosKind, Color, Keyword, Phase, Target, Who,
};
use crate::Match;

fn event_keys(m: &Match) -> Vec<String> {
    state(m).events.iter().map(|e| e.key.to_string()).collect()
}

/// Ben's turn, after his player card: ready for his Chaos card.
fn bens_draw() -> Match {
    let mut m = started();
    whole_turn(&mut m, Color::Red);
    to_chaos_draw(&mut m);
    m
}

/// Plays the rest of the active player's turn from the Draw phase.
fn finish_turn(m: &mut Match) {
    ok(m, C::NextPhase); // Action
    ok(m, C::NextPhase); // End
    ok(m, C::NextPhase);
}

#[test]
fn ctc_chaos_1_an_instant_applies_at_once_then_goes_to_the_chaos_discard() {
    let mut m = bens_draw();
    let card = chaos_card(
        "Meteor Shower",
        ChaosKind::Instant,
        vec![ChaosEffect::DamagePlayers {
            amount: 2,
            who: Who::Everyone,
        }],
    );
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    assert_eq!(
        state(&m).players.iter().map(|p| p.life).collect::<Vec<_>>(),
        vec![28, 28]
    );
    assert_eq!(state(&m).chaos.discard.len(), 1);
    assert_eq!(state(&m).chaos.deck, 49);
}

#[test]
fn ctc_chaos_1_a_countdown_ticks_at_each_end_phase_and_fires_at_zero() {
    let mut m = bens_draw();
    let card = chaos_card(
        "Unstable Rift",
        ChaosKind::Countdown { turns: 2 },
        vec![ChaosEffect::DamagePlayers {
            amount: 5,
            who: Who::Everyone,
        }],
    );
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    assert_eq!(state(&m).chaos.countdowns[0].remaining, 2);
    ok(&mut m, C::NextPhase); // Action
    ok(&mut m, C::NextPhase); // End: 1 left
    assert_eq!(state(&m).chaos.countdowns[0].remaining, 1);
    ok(&mut m, C::NextPhase);
    to_action(&mut m); // Ana
    ok(&mut m, C::NextPhase); // End: it fires
    assert!(state(&m).chaos.countdowns.is_empty());
    assert!(event_keys(&m).contains(&"conjure.event.countdown_fired".to_owned()));
    assert_eq!(
        state(&m).players.iter().map(|p| p.life).collect::<Vec<_>>(),
        vec![25, 25]
    );
    assert_eq!(state(&m).chaos.discard.len(), 1);
}

#[test]
fn ctc_chaos_1_a_relic_stays_with_its_drawer_until_stolen_or_destroyed() {
    let mut m = bens_draw();
    let card = chaos_card(
        "Chalice of Embers",
        ChaosKind::Relic,
        vec![ChaosEffect::GainLife {
            amount: 1,
            who: Who::You,
        }],
    );
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    let relic = state(&m).players[1].relics[0].id;
    assert!(
        state(&m).chaos.discard.is_empty(),
        "a relic is not discarded"
    );
    ok(&mut m, C::NextPhase); // Action
    ok(&mut m, C::NextPhase); // End: the relic triggers for Ben
    assert!(event_keys(&m).contains(&"conjure.event.relic_triggered".to_owned()));
    assert_eq!(state(&m).players[1].life, 31);
    ok(&mut m, C::NextPhase);
    ok(&mut m, C::StealRelic { relic, player: 0 });
    assert_eq!(state(&m).players[0].relics.len(), 1);
    ok(&mut m, C::DiscardChaos { card: relic });
    assert!(state(&m).players[0].relics.is_empty());
    assert_eq!(state(&m).chaos.discard.len(), 1);
}

#[test]
fn ctc_chaos_1_an_effect_with_nothing_to_apply_to_is_ignored() {
    let mut m = bens_draw();
    let card = chaos_card(
        "Cull the Weak",
        ChaosKind::Instant,
        vec![ChaosEffect::DestroyCreatures {
            max_defense: 1,
            whose: Who::Everyone,
        }],
    );
    let before = state(&m).players.clone();
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    assert_eq!(
        event_keys(&m),
        vec!["conjure.event.effect_ignored".to_owned()]
    );
    assert_eq!(state(&m).players, before);
}

#[test]
fn ctc_chaos_1_destroy_creatures_with_defense_at_most_n() {
    let mut m = started();
    let weak = put(&mut m, 0, creature("Moss Sprite", Color::Green, 1, 1));
    let strong = put(&mut m, 1, creature("Stone Warden", Color::Green, 1, 4));
    whole_turn(&mut m, Color::Red);
    to_chaos_draw(&mut m);
    let card = chaos_card(
        "Cull the Weak",
        ChaosKind::Instant,
        vec![ChaosEffect::DestroyCreatures {
            max_defense: 1,
            whose: Who::Everyone,
        }],
    );
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    assert!(state(&m).creature(weak).is_none());
    assert!(state(&m).creature(strong).is_some());
    assert!(event_keys(&m).contains(&"conjure.event.creature_died".to_owned()));
}

#[test]
fn ctc_chaos_1_a_card_the_engine_cannot_apply_is_left_to_the_table() {
    let mut m = bens_draw();
    let card = chaos_card("Mirror Swap", ChaosKind::Instant, Vec::new());
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    assert_eq!(
        event_keys(&m),
        vec!["conjure.event.effect_for_table".to_owned()]
    );
    assert_eq!(state(&m).chaos.discard.len(), 1);
}

#[test]
fn ctc_chaos_1_the_vocabulary_draws_discards_and_gives_crystals_up_to_the_cap() {
    let mut m = bens_draw();
    ok(
        &mut m,
        C::GainCrystals {
            player: 0,
            color: Color::Green,
            amount: 9,
        },
    );
    let card = chaos_card(
        "Wild Bounty",
        ChaosKind::Instant,
        vec![
            ChaosEffect::GainCrystals {
                amount: 2,
                color: Color::Green,
                who: Who::Everyone,
            },
            ChaosEffect::DrawCards {
                amount: 2,
                who: Who::You,
            },
            ChaosEffect::DiscardCards {
                amount: 1,
                who: Who::Opponents,
            },
        ],
    );
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card),
        },
    );
    let (ana, ben) = (&state(&m).players[0], &state(&m).players[1]);
    assert_eq!(ana.pool(Color::Green).total, 10, "up to the cap");
    assert_eq!(ben.pool(Color::Green).total, 2);
    assert_eq!((ben.hand, ben.deck), (8, 12));
    assert_eq!((ana.hand, ana.discard), (4, 1));
}

#[test]
fn ctc_draw_1_the_chaos_card_follows_the_player_card_once_a_turn() {
    let mut m = started();
    let card = chaos_card("Calm Winds", ChaosKind::Instant, Vec::new());
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..3 {
        ok(&mut m, C::NextPhase);
    }
    assert_eq!(
        refused_by(
            &mut m,
            C::DrawChaos {
                card: Box::new(card.clone())
            }
        ),
        "CTC-DRAW-1",
        "the first player skips the draw on round one"
    );
    finish_turn(&mut m);
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..3 {
        ok(&mut m, C::NextPhase);
    }
    assert_eq!(
        refused_by(
            &mut m,
            C::DrawChaos {
                card: Box::new(card.clone())
            }
        ),
        "CTC-DRAW-1",
        "the player card first"
    );
    ok(&mut m, C::Draw);
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(card.clone()),
        },
    );
    assert_eq!(
        refused_by(
            &mut m,
            C::DrawChaos {
                card: Box::new(card)
            }
        ),
        "CTC-DRAW-1",
        "one Chaos card a turn"
    );
}

#[test]
fn ctc_draw_1_a_guided_match_asks_for_the_chaos_card() {
    let mut m = guided_started(&["Ana", "Ben"]);
    whole_turn(&mut m, Color::Red); // Ana skips both draws on round one
    ok(&mut m, C::Recharge { color: Color::Red });
    for _ in 0..3 {
        ok(&mut m, C::NextPhase);
    }
    ok(&mut m, C::Draw);
    assert_eq!(refused_by(&mut m, C::NextPhase), "CTC-DRAW-1");
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(chaos_card("Calm Winds", ChaosKind::Instant, Vec::new())),
        },
    );
    ok(&mut m, C::NextPhase);
    assert_eq!(state(&m).phase, Phase::Action);
}

#[test]
fn ctc_end_1_countdowns_resolve_once_and_the_hand_limit_holds_after() {
    let mut m = bens_draw();
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(chaos_card(
                "Slow Fuse",
                ChaosKind::Countdown { turns: 1 },
                vec![ChaosEffect::DrawCards {
                    amount: 3,
                    who: Who::You,
                }],
            )),
        },
    );
    ok(&mut m, C::NextPhase); // Action
    ok(&mut m, C::NextPhase); // End: Ben draws 3, to 9 cards
    assert_eq!(state(&m).players[1].hand, 9);
    assert_eq!(refused_by(&mut m, C::NextPhase), "CTC-END-1");
    ok(
        &mut m,
        C::Discard {
            player: 1,
            count: 2,
        },
    );
    ok(&mut m, C::NextPhase);
    assert_eq!(state(&m).players[1].discard, 2);
}

#[test]
fn ctc_win_1_the_second_edition_wins_by_defeating_three_monsters() {
    let mut s = setup(&["Ana", "Ben"]);
    s.rules = serde_json::json!({
        "starting_life": 20, "deck_size": 25, "chaos_deck_size": 30, "monster_wins": 3
    });
    let mut m = Match::new(s).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 1 });
    assert_eq!(state(&m).chaos.deck, 30);
    whole_turn(&mut m, Color::Red); // Ben
    let titan = put(
        &mut m,
        0,
        with(creature("Magma Titan", Color::Red, 6, 6), &[Keyword::Blitz]),
    );
    for round in 0..3 {
        to_chaos_draw(&mut m); // Ana
        ok(
            &mut m,
            C::DrawChaos {
                card: Box::new(chaos_card(
                    "Bog Horror",
                    ChaosKind::Monster {
                        power: 4,
                        defense: 6,
                    },
                    Vec::new(),
                )),
            },
        );
        let monster = state(&m).chaos.monsters[0].id;
        ok(&mut m, C::NextPhase); // Action
        if round == 0 {
            assert_eq!(
                refused_by(
                    &mut m,
                    C::DeclareAttack {
                        attacks: vec![at_creature(titan, 999)]
                    }
                ),
                "InvalidAction"
            );
        }
        ok(
            &mut m,
            C::DeclareAttack {
                attacks: vec![AttackDeclaration {
                    attacker: titan,
                    target: Target::Monster { monster },
                }],
            },
        );
        ok(&mut m, C::ConfirmCombat);
        if round < 2 {
            assert!(m.outcome().is_none());
            ok(&mut m, C::NextPhase); // End
            ok(&mut m, C::NextPhase);
            whole_turn(&mut m, Color::Red); // Ben
        }
    }
    assert_eq!(state(&m).players[0].monsters_defeated, 3);
    let outcome = m.outcome().expect("over");
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.reason.key, "outcome.conjure.monsters");
}

fn offers_chaos_draw(m: &Match) -> bool {
    m.legal_actions()
        .iter()
        .any(|a| matches!(a, crate::GameAction::Conjure(C::DrawChaos { .. })))
}

#[test]
fn ctc_draw_1_the_chaos_draw_is_offered_after_the_player_card_and_once() {
    let mut m = started();
    whole_turn(&mut m, Color::Red);
    ok(&mut m, C::Recharge { color: Color::Blue });
    ok(&mut m, C::NextPhase); // Reset
    ok(&mut m, C::NextPhase); // Upkeep
    ok(&mut m, C::NextPhase); // Draw
    assert!(!offers_chaos_draw(&m), "the player card comes first");
    ok(&mut m, C::Draw);
    assert!(offers_chaos_draw(&m));
    ok(
        &mut m,
        C::DrawChaos {
            card: Box::new(chaos_card("Quiet Winds", ChaosKind::Instant, vec![])),
        },
    );
    assert!(!offers_chaos_draw(&m), "one Chaos card a turn");
}
