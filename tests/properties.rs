//! Properties of the engine's one door, `Match::apply`, over random Conjure The Chaos tables.
//!
//! Sequences mix actions the engine offers (`legal_actions`) with arbitrary ones: out-of-range
//! seats, zero and huge amounts, undo and redo with nothing to take back, rulings with and
//! without notes, dice. For every sequence:
//! - nothing panics;
//! - a refused action leaves the match exactly as it was (view and log);
//! - every action `legal_actions` offers is accepted (one source of legality);
//! - replaying the accepted log from the setup gives the live match's view.

use proptest::prelude::*;
use tableside_engine::games::conjure::{self, Color, FirstPlayerMethod, Quest};
use tableside_engine::{Action, Die, GameAction, GameId, Match, Setup};

/// Seats 0 to 5 at tables of 2 to 4: some seats are not at the table.
const SEATS: usize = 6;

/// The rule IDs a ruling may waive; one is not a rule at all.
const RULE_IDS: [&str; 7] = [
    "CTC-CRYSTAL-1",
    "CTC-CRYSTAL-2",
    "CTC-TURN-1",
    "CTC-DRAW-1",
    "CTC-QUEST-1",
    "CTC-END-1",
    "NOT-A-RULE",
];

/// How often (in steps) every offered action is probed.
const PROBE_EVERY: usize = 3;

/// One step of a random session at the table.
#[derive(Debug, Clone)]
enum Step {
    /// The `n`-th (modulo their count) of the actions the engine offers now, if any.
    Offered(usize),
    /// Any action at all.
    Any(Box<Action>),
}

fn color() -> impl Strategy<Value = Color> {
    prop::sample::select(Color::ALL.to_vec())
}

fn quest() -> impl Strategy<Value = Quest> {
    prop::sample::select(Quest::ALL.to_vec())
}

fn seat() -> impl Strategy<Value = usize> {
    0..SEATS
}

fn conjure_action() -> impl Strategy<Value = conjure::Action> {
    use conjure::Action as C;
    prop_oneof![
        prop::sample::select(vec![FirstPlayerMethod::Die, FirstPlayerMethod::Coin])
            .prop_map(|method| C::PickFirstPlayer { method }),
        seat().prop_map(|player| C::SetFirstPlayer { player }),
        (
            seat(),
            prop_oneof![-40..=40i32, Just(0), Just(i32::MIN), Just(i32::MAX)]
        )
            .prop_map(|(player, delta)| C::AdjustLife { player, delta }),
        color().prop_map(|color| C::Recharge { color }),
        (
            seat(),
            color(),
            prop_oneof![0..=12u8, Just(u8::MAX)],
            prop::collection::vec(color(), 0..3)
        )
            .prop_map(|(player, color, amount, card_colors)| C::Spend {
                player,
                color,
                amount,
                card_colors
            }),
        (seat(), color(), prop_oneof![0..=12u8, Just(u8::MAX)]).prop_map(
            |(player, color, amount)| C::GainCrystals {
                player,
                color,
                amount
            }
        ),
        Just(C::Draw),
        Just(C::NextPhase),
        Just(C::NextPhase),
        (seat(), quest()).prop_map(|(player, quest)| C::CompleteQuest { player, quest }),
        (seat(), -6..=6i32, -6..=6i32).prop_map(|(player, deck, hand)| C::AdjustCards {
            player,
            deck,
            hand
        }),
        (seat(), prop_oneof![Just(i32::MIN), Just(i32::MAX)], Just(0))
            .prop_map(|(player, deck, hand)| C::AdjustCards { player, deck, hand }),
        seat().prop_map(|player| C::Concede { player }),
    ]
}

fn play(action: conjure::Action) -> GameAction {
    GameAction::Conjure(action)
}

fn any_action() -> impl Strategy<Value = Action> {
    let die = prop::sample::select(vec![Die::Coin, Die::D6, Die::D10, Die::D20]);
    let note = prop::sample::select(vec!["", "  ", "The card says so.", "桌上裁定"])
        .prop_map(str::to_owned);
    let waive = prop::sample::subsequence(RULE_IDS.to_vec(), 0..3)
        .prop_map(|rules| rules.into_iter().map(str::to_owned).collect::<Vec<_>>());
    prop_oneof![
        8 => conjure_action().prop_map(|a| Action::Play { play: play(a) }),
        2 => Just(Action::Undo),
        2 => Just(Action::Redo),
        1 => (die, prop::option::of(seat())).prop_map(|(die, player)| Action::Roll { die, player }),
        2 => (note, waive, prop::option::of(conjure_action()))
            .prop_map(|(note, waive, a)| Action::Ruling { note, waive, play: a.map(play) }),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![3 => any::<usize>().prop_map(Step::Offered), 2 => any_action().prop_map(|a| Step::Any(Box::new(a)))]
}

fn setup() -> impl Strategy<Value = Setup> {
    let rules = prop_oneof![
        Just(serde_json::Value::Null),
        (1..=40i32, 1..=10u8, 0..=30u32, 0..=10u32, 0..=10u32).prop_map(
            |(starting_life, crystal_cap, deck_size, starting_hand, hand_limit)| {
                serde_json::json!({
                    "starting_life": starting_life,
                    "crystal_cap": crystal_cap,
                    "deck_size": deck_size,
                    "starting_hand": starting_hand,
                    "hand_limit": hand_limit,
                })
            }
        ),
    ];
    // Seeds stay below 2^53 so that they survive JSON, as the setup documents.
    (2..=4usize, 0..(1u64 << 53), rules).prop_map(|(players, seed, rules)| Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: ["Ana", "Ben", "Cy", "Di"][..players]
            .iter()
            .map(|p| (*p).to_owned())
            .collect(),
        seed,
        rules,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn the_one_door_holds(setup in setup(), steps in prop::collection::vec(step(), 0..200)) {
        let mut live = Match::new(setup.clone()).expect("the generated setups are valid");
        for (i, step) in steps.into_iter().enumerate() {
            let offered = live.legal_actions();
            // Probing every offered action clones the whole match; every few steps is enough
            // to meet the states a session passes through.
            let probed = if i % PROBE_EVERY == 0 { offered.as_slice() } else { &[] };
            for action in probed {
                let mut probe = live.clone();
                let accepted = probe.apply(Action::Play { play: action.clone() }, 0);
                prop_assert!(accepted.is_ok(), "offered {action:?} was refused: {:?}", accepted.err());
            }
            if live.outcome().is_some() {
                prop_assert!(offered.is_empty(), "a finished match offers nothing");
            }
            let action = match step {
                Step::Offered(_) if offered.is_empty() => continue,
                Step::Offered(n) => Action::Play { play: offered[n % offered.len()].clone() },
                Step::Any(action) => *action,
            };
            let before = live.view();
            let logged = live.log().len();
            match live.apply(action.clone(), i as i64) {
                Ok(entry) => prop_assert_eq!(entry.seq as usize, logged),
                Err(_) => {
                    prop_assert_eq!(live.log().len(), logged, "a refusal is not logged");
                    prop_assert_eq!(&live.view(), &before, "a refusal of {:?} changed the match", action);
                }
            }
        }
        let replayed = Match::replay(setup, live.log());
        prop_assert!(replayed.is_ok(), "the accepted log does not replay: {:?}", replayed.as_ref().err());
        if let Ok(replayed) = replayed {
            prop_assert_eq!(replayed.view(), live.view());
        }
    }
}
