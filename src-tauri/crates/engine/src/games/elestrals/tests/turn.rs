//! Set-up, the turn (ELE-TURN-1 to ELE-TURN-3), the field (ELE-FIELD-1), Spirits (ELE-SPIRIT-1).

use super::*;
use crate::games::elestrals::{EffectTiming, Elestrals, FirstPlayerMethod, Phase, Position, Row};
use crate::{Game, RefusalCode};

#[test]
fn elestrals_is_playable_by_two() {
    let info = GameId::Elestrals.info();
    assert!(info.playable);
    assert_eq!((info.min_players, info.max_players), (2, 2));
    assert_eq!(Elestrals::ID, GameId::Elestrals.as_str());
    let mut three = setup_with(serde_json::Value::Null);
    three.players.push("Cy".into());
    assert!(Match::new(three).is_err());
}

#[test]
fn the_setup_rules_give_spirit_decks_hands_and_slots() {
    let table = Table::new();
    let state = table.state();
    assert_eq!(state.phase, Phase::Setup);
    assert_eq!(state.players[0].spirit_deck, both(fire(10), water(10)));
    assert_eq!(state.players[1].spirit_deck.total(), 20);
    assert_eq!((state.players[0].main_deck, state.players[0].hand), (35, 5));
    assert_eq!(state.players[0].elestrals.len(), 4);
    assert_eq!(state.players[0].runes.len(), 4);
}

#[test]
fn bad_format_rules_are_a_setup_error() {
    for rules in [
        serde_json::json!({"elestral_slots": 0}),
        serde_json::json!({"rune_slots": 99}),
        serde_json::json!({"spirit_decks": [{"fire": 20}]}),
        serde_json::json!({"main_deck": "forty"}),
        serde_json::json!({"main_deck": 4_000_000_000u32}),
    ] {
        assert!(Match::new(setup_with(rules.clone())).is_err(), "{rules}");
    }
}

#[test]
fn ele_deck_1_a_spirit_deck_entered_by_hand_is_exactly_twenty() {
    let mut table = Table {
        m: Match::new(setup_with(serde_json::Value::Null)).unwrap(),
    };
    assert_eq!(table.state().players[0].spirit_deck.total(), 0);
    let nineteen = both(fire(10), water(9));
    assert_eq!(
        table.rule_of(Action::SetSpiritDeck {
            player: 0,
            spirits: nineteen
        }),
        "ELE-DECK-1"
    );
    let mixed = Spirits {
        solar: 5,
        lunar: 5,
        frost: 5,
        thunder: 5,
        ..Spirits::NONE
    };
    table.ok(Action::SetSpiritDeck {
        player: 0,
        spirits: mixed,
    });
    assert_eq!(table.state().players[0].spirit_deck, mixed);
    table.ok(Action::SetFirstPlayer { player: 1 });
    assert_eq!(
        table
            .refused(Action::SetSpiritDeck {
                player: 1,
                spirits: mixed
            })
            .code,
        RefusalCode::InvalidAction,
        "once play starts, corrections go through adjust_spirit_deck"
    );
}

#[test]
fn a_die_or_coin_picks_the_first_player_and_the_log_keeps_the_throw() {
    for method in [FirstPlayerMethod::Die, FirstPlayerMethod::Coin] {
        let mut table = Table::new();
        table.ok(Action::PickFirstPlayer { method });
        let entry = &table.m.log()[0];
        assert!(!entry.random.is_empty());
        let state = table.state();
        assert_eq!(state.first_player, Some(state.active));
        assert_eq!((state.turn, state.phase), (1, Phase::Draw));
        let replayed = Match::replay(table.m.setup().clone(), table.m.log()).unwrap();
        assert_eq!(replayed.view(), table.m.view());
    }
}

#[test]
fn ele_turn_1_phases_go_draw_main_battle_end() {
    let mut table = Table::new();
    table.ok(Action::SetFirstPlayer { player: 0 });
    assert_eq!(table.rule_of(Action::NextPhase), "ELE-TURN-1", "draw first");
    table.ok(Action::Draw);
    assert_eq!(
        (
            table.state().players[0].main_deck,
            table.state().players[0].hand
        ),
        (34, 6)
    );
    assert_eq!(table.rule_of(Action::Draw), "ELE-TURN-1", "one draw a turn");
    let mut phases = Vec::new();
    for _ in 0..4 {
        table.ok(Action::NextPhase);
        phases.push((table.state().active, table.state().phase));
    }
    assert_eq!(
        phases,
        [
            (0, Phase::Main),
            (0, Phase::Battle),
            (0, Phase::End),
            (1, Phase::Draw)
        ]
    );
    assert_eq!(table.state().turn, 2);
    assert_eq!(
        table.rule_of(Action::Cast(Box::new(cast_spec(ember("Ember"), earth(1))))),
        "ELE-TURN-1",
        "Casting belongs to the Main Phase"
    );
}

#[test]
fn ele_turn_1_the_first_turn_draw_is_format_data() {
    let mut rules = standard_rules();
    rules["first_turn_draw"] = false.into();
    let mut table = Table {
        m: Match::new(setup_with(rules)).unwrap(),
    };
    table.ok(Action::SetFirstPlayer { player: 1 });
    assert_eq!(table.rule_of(Action::Draw), "ELE-TURN-1");
    table.ok(Action::NextPhase);
    assert_eq!(table.state().phase, Phase::Main);
}

#[test]
fn ele_turn_2_no_main_phase_action_while_a_chain_is_open() {
    let mut table = Table::main_phase();
    let first = table.cast(ember("Ember"), fire(1));
    table.ok(Action::Set {
        card: Box::new(CardFace::named("Trap", CardClass::RuneCounter)),
        slot: None,
    });
    assert!(table.state().chain.is_some());
    assert_eq!(
        table.rule_of(Action::Cast(Box::new(cast_spec(ember("Other"), fire(1))))),
        "ELE-TURN-2"
    );
    assert_eq!(
        table.rule_of(Action::Enchant {
            player: 0,
            card: first,
            spirits: fire(1),
            by_effect: false
        }),
        "ELE-TURN-2"
    );
    table.ok(Action::Pass { player: 0 });
    table.ok(Action::Pass { player: 1 });
    assert_eq!(
        table.rule_of(Action::Enchant {
            player: 0,
            card: first,
            spirits: fire(1),
            by_effect: false
        }),
        "ELE-TURN-2",
        "a closed chain still resolves first"
    );
    table.ok(Action::ResolveNext);
    // The chain is done: the next Main Phase action clears it.
    table.ok(Action::Enchant {
        player: 0,
        card: first,
        spirits: fire(1),
        by_effect: false,
    });
    assert!(table.state().chain.is_none());
}

#[test]
fn ele_turn_3_active_effects_once_per_turn_in_your_main_phase() {
    let mut table = Table::main_phase();
    let card = table.cast(ember("Ember"), fire(1));
    let active = Action::ActivateEffect {
        player: 0,
        card: Some(card),
        timing: EffectTiming::Active,
        note: "draw a card".into(),
    };
    table.ok(active.clone());
    table.resolve();
    assert_eq!(table.rule_of(active.clone()), "ELE-TURN-3");
    table.battle_phase();
    table.ok(Action::NextPhase); // End
    table.ok(Action::NextPhase); // Ben's Draw
    let bens = Action::ActivateEffect {
        player: 0,
        card: Some(card),
        timing: EffectTiming::Active,
        note: String::new(),
    };
    assert_eq!(table.rule_of(bens), "ELE-TURN-3", "not in the other's turn");
    table.ok(Action::Draw).next_turn();
    table.ok(active);
}

#[test]
fn ele_field_1_rows_have_the_formats_slot_counts() {
    let mut rules = standard_rules();
    rules["elestral_slots"] = 1.into();
    let mut table = Table {
        m: Match::new(setup_with(rules)).unwrap(),
    };
    table.ok(Action::SetFirstPlayer { player: 0 });
    table.ok(Action::Draw).ok(Action::NextPhase);
    assert_eq!(table.state().players[0].elestrals.len(), 1);
    table.cast(ember("First"), fire(1));
    let second = cast_spec(ember("Second"), fire(1));
    assert_eq!(
        table.rule_of(Action::SpecialCast(Box::new(second.clone()))),
        "ELE-FIELD-1"
    );
    let wrong_slot = CastSpec {
        slot: Some(7),
        ..second
    };
    assert_eq!(
        table
            .refused(Action::SpecialCast(Box::new(wrong_slot)))
            .code,
        RefusalCode::InvalidAction
    );
    assert_eq!(Row::for_class(CardClass::RuneStadium), Row::Stadium);
}

#[test]
fn ele_spirit_1_omni_is_paid_by_any_spirit() {
    let mut table = Table::main_phase();
    let card = elestral("Prism", &[CostSymbol::Water, CostSymbol::Omni], 4, 4);
    let id = table.cast(card, both(water(1), fire(1)));
    assert!(!table.card(id).misenchanted);
    assert_eq!(table.card(id).position, Some(Position::Attack));
    assert_eq!(
        table.state().players[0].spirit_deck,
        both(fire(9), water(9)),
        "the Spirits came from the Spirit Deck"
    );
}
