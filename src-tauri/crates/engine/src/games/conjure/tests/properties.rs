//! The one door under the full rules: random sessions with creatures, combat, Chaos cards,
//! rewards and rulings that waive any rule. For every sequence nothing panics, a refusal leaves
//! the match as it was, what the engine offers it accepts, and the log replays to the same
//! match.

use proptest::prelude::*;

use super::{chaos_card, creature, with};
use crate::games::conjure::{
    Ability, Action as C, AttackDeclaration, ChaosEffect, ChaosKind, Color, CreatureCard, Keyword,
    Quest, Reward, Target, Tribe, Who, Zone,
};
use crate::games::{GameAction, GameId};
use crate::{Action, Match, Setup};

const RULES: [&str; 12] = [
    "CTC-TURN-1",
    "CTC-SETUP-2",
    "CTC-SETUP-3",
    "CTC-DRAW-1",
    "CTC-SUMMON-1",
    "CTC-ABIL-1",
    "CTC-COMBAT-1",
    "CTC-COMBAT-2",
    "CTC-TOWER-1",
    "CTC-KW-1",
    "CTC-QUEST-1",
    "CTC-END-1",
];

fn cards() -> Vec<CreatureCard> {
    let mut oracle = creature("Oracle", Color::Blue, 1, 3);
    oracle.keywords.push(Keyword::Peek(2));
    oracle.abilities.push(Ability {
        name: "Glimpse".into(),
        cost: 1,
        effects: vec![ChaosEffect::DamageCreatures {
            amount: 1,
            whose: Who::Opponents,
        }],
    });
    let mut golem = creature("Golem", Color::Black, 6, 6);
    golem.upkeep = Some(1);
    golem.colors.push(Color::Green);
    vec![
        creature("Brute", Color::Red, 4, 4),
        with(
            creature("Kite", Color::Blue, 2, 1),
            &[Keyword::Flying, Keyword::Blitz],
        ),
        with(
            creature("Adder", Color::Black, 1, 1),
            &[Keyword::Deadly, Keyword::Evade],
        ),
        with(
            creature("Ram", Color::Red, 5, 3),
            &[Keyword::Rampage, Keyword::LifeLeech, Keyword::Corrupt(1)],
        ),
        with(creature("Wisp", Color::Green, 1, 1), &[Keyword::Token]),
        oracle,
        golem,
    ]
}

fn chaos_cards() -> Vec<crate::games::conjure::ChaosCard> {
    vec![
        chaos_card(
            "Rain",
            ChaosKind::Instant,
            vec![ChaosEffect::DamagePlayers {
                amount: 3,
                who: Who::Everyone,
            }],
        ),
        chaos_card(
            "Cull",
            ChaosKind::Instant,
            vec![ChaosEffect::DestroyCreatures {
                max_defense: 2,
                whose: Who::Everyone,
            }],
        ),
        chaos_card(
            "Fuse",
            ChaosKind::Countdown { turns: 1 },
            vec![
                ChaosEffect::DamageCreatures {
                    amount: 2,
                    whose: Who::Everyone,
                },
                ChaosEffect::DrawCards {
                    amount: 9,
                    who: Who::You,
                },
            ],
        ),
        chaos_card(
            "Chalice",
            ChaosKind::Relic,
            vec![ChaosEffect::GainCrystals {
                amount: 3,
                color: Color::Red,
                who: Who::You,
            }],
        ),
        chaos_card(
            "Horror",
            ChaosKind::Monster {
                power: 3,
                defense: 3,
            },
            Vec::new(),
        ),
        chaos_card("Mirror", ChaosKind::Instant, Vec::new()),
    ]
}

fn id() -> impl Strategy<Value = u32> {
    0..10u32
}

fn seat() -> impl Strategy<Value = usize> {
    0..5usize
}

fn color() -> impl Strategy<Value = Color> {
    prop::sample::select(Color::ALL.to_vec())
}

fn target() -> impl Strategy<Value = Target> {
    prop_oneof![
        seat().prop_map(|player| Target::Player { player }),
        id().prop_map(|creature| Target::Creature { creature }),
        id().prop_map(|monster| Target::Monster { monster }),
    ]
}

fn action() -> impl Strategy<Value = C> {
    let card = prop::sample::select(cards());
    let tower = prop::option::of(0..9usize);
    prop_oneof![
        6 => Just(C::NextPhase),
        2 => color().prop_map(|color| C::Recharge { color }),
        2 => Just(C::Draw),
        2 => prop::sample::select(chaos_cards()).prop_map(|card| C::DrawChaos { card: Box::new(card) }),
        1 => seat().prop_map(|player| C::SetFirstPlayer { player }),
        1 => (seat(), prop::option::of(0..9usize)).prop_map(|(player, tower)| C::PickTower { player, tower }),
        1 => (seat(), prop::sample::select(Tribe::ALL.to_vec())).prop_map(|(player, tribe)| C::ChooseTribe { player, tribe }),
        1 => (seat(), 0..7u32).prop_map(|(player, count)| C::Redraw { player, count }),
        3 => (seat(), card.clone(), tower.clone()).prop_map(|(player, card, tower)| C::PutIntoPlay { player, card: Box::new(card), tower }),
        2 => (seat(), card, prop::option::of(color()), tower.clone()).prop_map(|(player, card, color, tower)| C::Summon { player, card: Box::new(card), color, tower }),
        3 => prop::collection::vec((id(), target()), 1..4).prop_map(|pairs| C::DeclareAttack {
            attacks: pairs.into_iter().map(|(attacker, target)| AttackDeclaration { attacker, target }).collect(),
        }),
        2 => (id(), prop::option::of(id())).prop_map(|(attacker, blocker)| C::Block { attacker, blocker }),
        2 => Just(C::ConfirmCombat),
        1 => Just(C::CancelCombat),
        1 => (id(), 0..6u32).prop_map(|(creature, amount)| C::DamageCreature { creature, amount }),
        1 => (id(), -3..3i32, -3..3i32).prop_map(|(creature, power, defense)| C::AdjustStats { creature, power, defense }),
        1 => (id(), prop::sample::select(vec![Zone::Discard, Zone::Hand, Zone::Deck])).prop_map(|(creature, to)| C::RemoveCreature { creature, to }),
        1 => (id(), any::<bool>()).prop_map(|(creature, twisted)| C::SetTwisted { creature, twisted }),
        1 => (id(), tower.clone()).prop_map(|(creature, tower)| C::MoveCreature { creature, tower }),
        1 => (id(), seat(), tower).prop_map(|(creature, player, tower)| C::GiveControl { creature, player, tower }),
        1 => (id(), 0..2usize, prop::option::of(color())).prop_map(|(creature, ability, color)| C::UseAbility { creature, ability, color }),
        1 => (id(), 0..4u8).prop_map(|(creature, to_bottom)| C::Peek { creature, to_bottom }),
        1 => (id(), prop::option::of(color())).prop_map(|(creature, color)| C::PayUpkeep { creature, color }),
        1 => (seat(), 0..4u32).prop_map(|(player, count)| C::Discard { player, count }),
        1 => (id(), seat()).prop_map(|(relic, player)| C::StealRelic { relic, player }),
        1 => id().prop_map(|card| C::DiscardChaos { card }),
        1 => (id(), seat()).prop_map(|(monster, player)| C::DefeatMonster { monster, player }),
        1 => (seat(), prop::sample::select(vec![
            Reward::Firestorm, Reward::Unblockable, Reward::LifeLeechStrike,
            Reward::Fireball, Reward::Empower, Reward::Counterspell,
        ]), target()).prop_map(|(player, reward, target)| C::UseReward { player, reward, target }),
        1 => (seat(), prop::sample::select(Quest::ALL.to_vec()))
            .prop_filter("rarely", |(player, _)| *player == 4)
            .prop_map(|(player, quest)| C::CompleteQuest { player, quest }),
        1 => (seat(), color(), 1..6u8).prop_map(|(player, color, amount)| C::GainCrystals { player, color, amount }),
    ]
}

#[derive(Debug, Clone)]
enum Step {
    /// One of the offered actions, but those that end a match at once (quests, life).
    Offered(usize),
    /// What moves the game on from where it stands (a recharge, the draws, the next phase).
    Advance(usize),
    /// A creature for someone, around one of their towers if they hold any.
    Populate(usize),
    /// Every ready creature of the active player attacks one target.
    Attack(usize),
    Play(C),
    Ruling(Vec<&'static str>, C),
    Undo,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        5 => any::<usize>().prop_map(Step::Offered),
        5 => any::<usize>().prop_map(Step::Advance),
        2 => any::<usize>().prop_map(Step::Populate),
        3 => any::<usize>().prop_map(Step::Attack),
        4 => action().prop_map(Step::Play),
        2 => (prop::sample::subsequence(RULES.to_vec(), 1..4), action())
            .prop_map(|(rules, a)| Step::Ruling(rules, a)),
        1 => Just(Step::Undo),
    ]
}

fn setup() -> impl Strategy<Value = Setup> {
    (2..=4usize, 0..1000u64, any::<bool>()).prop_map(|(players, seed, guided)| Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: ["Ana", "Ben", "Cy", "Di"][..players]
            .iter()
            .map(|p| (*p).to_owned())
            .collect(),
        seed,
        rules: serde_json::json!({ "guided": guided, "monster_wins": 2 }),
    })
}

fn play(a: C) -> GameAction {
    GameAction::Conjure(a)
}

fn populate(state: &crate::games::conjure::State, n: usize) -> C {
    let all = cards();
    let player = n % state.players.len();
    C::PutIntoPlay {
        player,
        card: Box::new(all[n % all.len()].clone()),
        tower: state
            .towers_of(player)
            .nth(n % 2)
            .or(state.towers_of(player).next()),
    }
}

fn attack(state: &crate::games::conjure::State, n: usize) -> C {
    if let Some(combat) = &state.pending_combat {
        // Block now and then, as the defender would, else confirm.
        let defender_creatures: Vec<u32> = state.creatures.iter().map(|c| c.id).collect();
        return match (n % 3, combat.attacks.first()) {
            (0, Some(attack)) if !defender_creatures.is_empty() => C::Block {
                attacker: attack.attacker,
                blocker: Some(defender_creatures[n % defender_creatures.len()]),
            },
            _ => C::ConfirmCombat,
        };
    }
    let active = state.active;
    let ready: Vec<u32> = state
        .creatures
        .iter()
        .filter(|c| c.controller == active && !c.twisted && !c.attacked)
        .filter(|c| !c.disoriented || c.has(Keyword::Blitz))
        .map(|c| c.id)
        .collect();
    let opponents: Vec<usize> = state.remaining().filter(|&p| p != active).collect();
    let enemies: Vec<u32> = state
        .creatures
        .iter()
        .filter(|c| c.controller != active)
        .map(|c| c.id)
        .collect();
    let attacks = ready
        .iter()
        .enumerate()
        .map(|(i, &attacker)| {
            let target = if n.is_multiple_of(2) || enemies.is_empty() {
                Target::Player {
                    player: opponents
                        .get((n + i) % opponents.len().max(1))
                        .copied()
                        .unwrap_or(0),
                }
            } else {
                Target::Creature {
                    creature: enemies[(n / 2 + i) % enemies.len()],
                }
            };
            AttackDeclaration { attacker, target }
        })
        .collect();
    C::DeclareAttack { attacks }
}

/// The action that moves the game on from `state`.
fn advance(state: &crate::games::conjure::State, n: usize) -> C {
    use crate::games::conjure::Phase;
    let active = state.active;
    match state.phase {
        Phase::Setup => C::SetFirstPlayer {
            player: n % state.players.len(),
        },
        Phase::TowerDraft => C::PickTower {
            player: active,
            tower: None,
        },
        Phase::Recharge if !state.recharged => C::Recharge {
            color: Color::ALL[n % 4],
        },
        Phase::Draw if !state.drew && !state.skips_draw() => C::Draw,
        Phase::Draw if !state.drew_chaos && !state.skips_draw() && n.is_multiple_of(2) => {
            C::DrawChaos {
                card: Box::new(chaos_cards()[n % chaos_cards().len()].clone()),
            }
        }
        // Fight before leaving the Action phase, most of the time.
        Phase::Action
            if state.pending_combat.is_some() || (!state.attacked && !n.is_multiple_of(4)) =>
        {
            match attack(state, n) {
                C::DeclareAttack { attacks } if attacks.is_empty() => C::NextPhase,
                other => other,
            }
        }
        Phase::End if state.players[active].hand > state.rules.hand_limit => C::Discard {
            player: active,
            count: state.players[active].hand - state.rules.hand_limit,
        },
        _ => C::NextPhase,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn the_one_door_holds_under_the_full_rules(
        setup in setup(),
        steps in prop::collection::vec(step(), 0..160),
    ) {
        let mut live = Match::new(setup.clone()).expect("valid");
        for (i, step) in steps.into_iter().enumerate() {
            let offered = live.legal_actions();
            if i % 7 == 0 {
                for action in &offered {
                    let mut probe = live.clone();
                    let accepted = probe.apply(Action::Play { play: action.clone() }, 0);
                    prop_assert!(accepted.is_ok(), "offered {action:?} was refused: {:?}", accepted.err());
                }
            }
            let calm: Vec<&GameAction> = offered
                .iter()
                .filter(|a| !matches!(a, GameAction::Conjure(C::CompleteQuest { .. } | C::AdjustLife { .. })))
                .collect();
            let action = match step {
                Step::Offered(_) if calm.is_empty() => continue,
                Step::Offered(n) => Action::Play { play: calm[n % calm.len()].clone() },
                Step::Advance(n) | Step::Populate(n) | Step::Attack(n) => {
                    let crate::GameState::Conjure(state) = live.state() else {
                        continue;
                    };
                    let a = match step {
                        Step::Advance(_) => advance(state, n),
                        Step::Populate(_) => populate(state, n),
                        _ => attack(state, n),
                    };
                    Action::Play { play: play(a) }
                }
                Step::Play(a) => Action::Play { play: play(a) },
                Step::Ruling(rules, a) => Action::Ruling {
                    note: "house ruling".into(),
                    waive: rules.into_iter().map(str::to_owned).collect(),
                    play: Some(play(a)),
                },
                Step::Undo => Action::Undo,
            };
            let before = live.view();
            if live.apply(action.clone(), i as i64).is_err() {
                prop_assert_eq!(&live.view(), &before, "a refusal of {:?} changed the match", action);
            }
        }
        let replayed = Match::replay(setup, live.log());
        prop_assert!(replayed.is_ok(), "the log does not replay: {:?}", replayed.as_ref().err());
        if let Ok(replayed) = replayed {
            prop_assert_eq!(replayed.view(), live.view());
        }
    }
}
