//! The engine's contracts over Elestrals tables: what `legal_actions` offers is accepted, a
//! refusal changes nothing, a log replays to the same match, the state survives JSON.

use proptest::prelude::*;

use super::*;
use crate::games::elestrals::{AttackTarget, EffectTiming, Position, SpiritPile, Stat, StatChange};
use crate::RefusalCode;

/// A short game with a bit of everything, for the checks below.
fn played() -> Table {
    let mut table = Table::main_phase();
    let ember_id = table.cast(ember("Ember"), fire(1));
    table.set(rune("Trap", CardClass::RuneCounter, &[CostSymbol::Water]));
    table.next_turn();
    let rock = table.cast(elestral("Rock", &[CostSymbol::Earth], 2, 4), earth(1));
    table.ok(Action::Enchant {
        player: 1,
        card: rock,
        spirits: wind(1),
        by_effect: false,
    });
    table.next_turn();
    table.ok(Action::AdjustStat {
        card: ember_id,
        change: StatChange::Add {
            stat: Stat::Attack,
            delta: 2,
        },
        source: "Rage".into(),
        source_card: None,
        duration: Default::default(),
    });
    table.battle_phase();
    table.ok(Action::DeclareAttack {
        attacker: ember_id,
        target: AttackTarget::Elestral { card: rock },
    });
    table
}

#[test]
fn every_offered_action_is_accepted() {
    let table = played();
    let offered = table.m.legal_actions();
    assert!(!offered.is_empty());
    for action in offered {
        let mut probe = table.m.clone();
        let accepted = probe.apply(
            Entry::Play {
                play: action.clone(),
            },
            0,
        );
        assert!(
            accepted.is_ok(),
            "offered {action:?} was refused: {:?}",
            accepted.err()
        );
    }
}

#[test]
fn the_log_replays_to_the_same_match_and_the_state_survives_json() {
    let mut table = played();
    table.resolve();
    let replayed = Match::replay(table.m.setup().clone(), table.m.log()).unwrap();
    assert_eq!(replayed.view(), table.m.view());
    let json = serde_json::to_value(table.m.state()).unwrap();
    assert_eq!(json["game"], "elestrals");
    let back: GameState = serde_json::from_value(json).unwrap();
    assert_eq!(&back, table.m.state());
}

#[test]
fn typescript_names_do_not_collide_with_other_games() {
    use ts_rs::TS;
    let cfg = ts_rs::Config::new().with_large_int("number");
    let decl = <State as TS>::decl(&cfg);
    assert!(decl.starts_with("type ElestralsState"), "{decl}");
    for name in [
        "ElestralsPlayer",
        "ElestralsFieldCard",
        "ElestralsRules",
        "ElestralsPhase",
    ] {
        assert!(decl.contains(name), "{name} in {decl}");
    }
    let action = <Action as TS>::decl(&cfg);
    assert!(action.contains("ElestralsCastSpec"), "{action}");
}

#[test]
fn bad_input_is_refused_without_a_rule() {
    let mut table = Table::main_phase();
    for action in [
        Action::Pass { player: 7 },
        Action::Destroy { card: CardId(42) },
        Action::Concede { player: 2 },
        Action::Expend {
            player: 0,
            amount: Some(0),
            spirits: Spirits::NONE,
        },
        Action::MoveSpirits {
            player: 0,
            from: SpiritPile::Underworld,
            to: SpiritPile::SpiritDeck,
            spirits: fire(1),
        },
        Action::AdjustCards {
            player: 0,
            main_deck: i32::MIN,
            hand: 0,
        },
        Action::AdjustCards {
            player: 0,
            main_deck: i32::MAX,
            hand: 0,
        },
        Action::ResolveNext,
    ] {
        let refusal = table.refused(action.clone());
        assert_eq!(refusal.rule, None, "{action:?}");
        assert!(
            matches!(
                refusal.code,
                RefusalCode::InvalidAction | RefusalCode::NoSuchPlayer
            ),
            "{action:?}: {:?}",
            refusal.code
        );
    }
}

#[test]
fn a_conjure_action_is_refused_in_an_elestrals_match() {
    let mut table = Table::main_phase();
    let conjure = Entry::Play {
        play: GameAction::Conjure(crate::games::conjure::Action::Draw),
    };
    assert_eq!(
        table.m.apply(conjure, 0).unwrap_err().code,
        RefusalCode::WrongGame
    );
}

fn seat() -> impl Strategy<Value = usize> {
    0..3usize
}

fn card_id() -> impl Strategy<Value = CardId> {
    (0..12u32).prop_map(CardId)
}

fn small_spirits() -> impl Strategy<Value = Spirits> {
    (0..3u16, 0..3u16, 0..2u16, 0..2u16).prop_map(|(fire, water, earth, wind)| Spirits {
        fire,
        water,
        earth,
        wind,
        ..Spirits::NONE
    })
}

fn face() -> impl Strategy<Value = CardFace> {
    let class = prop::sample::select(vec![
        CardClass::Elestral,
        CardClass::Elestral,
        CardClass::RuneInvoke,
        CardClass::RuneCounter,
        CardClass::RuneArtifact,
        CardClass::RuneDivine,
        CardClass::RuneStadium,
        CardClass::Spirit,
    ]);
    let cost = prop::option::of(prop::collection::vec(
        prop::sample::select(vec![CostSymbol::Fire, CostSymbol::Earth, CostSymbol::Omni]),
        0..3,
    ));
    (class, cost, prop::option::of(0..6i32)).prop_map(|(class, cost, attack)| CardFace {
        cost,
        attack,
        defense: attack.map(|a| 5 - a),
        ..CardFace::named("Card", class)
    })
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::NextPhase),
        Just(Action::Draw),
        Just(Action::ResolveChain),
        Just(Action::ResolveNext),
        Just(Action::CloseChain),
        Just(Action::OpenNextChain),
        seat().prop_map(|player| Action::Pass { player }),
        (face(), small_spirits(), prop::option::of(card_id())).prop_map(
            |(card, spirits, empower)| {
                Action::Cast(Box::new(CastSpec {
                    empower,
                    ..cast_spec(card, spirits)
                }))
            }
        ),
        (face(), small_spirits(), seat()).prop_map(|(card, spirits, player)| {
            Action::SpecialCast(Box::new(CastSpec {
                player: Some(player),
                ..cast_spec(card, spirits)
            }))
        }),
        face().prop_map(|card| Action::Set {
            card: Box::new(card),
            slot: None,
        }),
        (seat(), card_id(), small_spirits()).prop_map(|(player, card, spirits)| {
            Action::CastSetRune {
                player,
                card,
                spirits,
                disenchant: Vec::new(),
                empower: None,
            }
        }),
        (seat(), card_id(), small_spirits(), any::<bool>()).prop_map(
            |(player, card, spirits, by_effect)| Action::Enchant {
                player,
                card,
                spirits,
                by_effect
            }
        ),
        (seat(), card_id(), card_id(), small_spirits()).prop_map(|(player, from, to, spirits)| {
            Action::Nexus {
                player,
                from,
                to,
                spirits,
            }
        }),
        (card_id(), any::<bool>(), any::<bool>()).prop_map(|(card, defense, by_effect)| {
            Action::ChangePosition {
                card,
                position: if defense {
                    Position::Defense
                } else {
                    Position::Attack
                },
                by_effect,
            }
        }),
        (card_id(), prop::option::of(card_id())).prop_map(|(attacker, target)| {
            Action::DeclareAttack {
                attacker,
                target: target.map_or(AttackTarget::SpiritDeck, |card| AttackTarget::Elestral {
                    card,
                }),
            }
        }),
        (seat(), prop::option::of(0..4u32), small_spirits()).prop_map(
            |(player, amount, spirits)| Action::Expend {
                player,
                amount,
                spirits,
            }
        ),
        (seat(), prop::option::of(card_id()), any::<bool>()).prop_map(|(player, card, active)| {
            Action::ActivateEffect {
                player,
                card,
                timing: if active {
                    EffectTiming::Active
                } else {
                    EffectTiming::Conditional
                },
                note: String::new(),
            }
        }),
        (0..4usize).prop_map(|link| Action::NegateLink { link }),
        (seat(), card_id(), prop::option::of(0..5usize))
            .prop_map(|(player, card, slot)| { Action::TakeControl { player, card, slot } }),
        card_id().prop_map(|card| Action::Destroy { card }),
        (seat(), prop::option::of(Just("Card".to_owned())))
            .prop_map(|(player, card)| { Action::Search { player, card } }),
        (card_id(), -3..4i32).prop_map(|(card, delta)| Action::AdjustStat {
            card,
            change: StatChange::Add {
                stat: Stat::Attack,
                delta,
            },
            source: "effect".into(),
            source_card: None,
            duration: Default::default(),
        }),
        Just(Action::Stalemate),
    ]
}

#[derive(Debug, Clone)]
enum Step {
    Offered(usize),
    Any(Box<Action>),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => any::<usize>().prop_map(Step::Offered),
        2 => any_action().prop_map(|action| Step::Any(Box::new(action))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_tables_keep_the_one_door(steps in prop::collection::vec(step(), 0..120)) {
        let mut live = Table::main_phase().m;
        for (i, step) in steps.into_iter().enumerate() {
            let offered = live.legal_actions();
            if i % 4 == 0 {
                for action in &offered {
                    let mut probe = live.clone();
                    let accepted = probe.apply(Entry::Play { play: action.clone() }, 0);
                    prop_assert!(accepted.is_ok(), "offered {:?} was refused: {:?}", action, accepted.err());
                }
            }
            let action = match step {
                Step::Offered(_) if offered.is_empty() => continue,
                Step::Offered(n) => offered[n % offered.len()].clone(),
                Step::Any(action) => GameAction::Elestrals(*action),
            };
            let before = live.view();
            if live.apply(Entry::Play { play: action.clone() }, i as i64).is_err() {
                prop_assert_eq!(&live.view(), &before, "a refusal of {:?} changed the match", action);
            }
        }
        let replayed = Match::replay(live.setup().clone(), live.log());
        prop_assert!(replayed.is_ok(), "the log does not replay: {:?}", replayed.as_ref().err());
        if let Ok(replayed) = replayed {
            prop_assert_eq!(replayed.view(), live.view());
        }
    }
}
