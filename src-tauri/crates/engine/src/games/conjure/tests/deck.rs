//! Deck legality (CTC-DECK-1, CTC-DECK-2): every problem, with its rule and cards.

use crate::games::conjure::{
    check_deck, Card, CardKind, ChaosCard, ChaosKind, Color, DeckEntry, DeckList, DeckProblem,
    DeckZone, Quest, Rules,
};
use crate::label::LabelArg;

fn creature_card(id: &str, name: &str, colors: &[Color], lord: bool) -> Card {
    let mut card = super::creature(name, colors[0], 1, 1);
    card.card = Some(id.into());
    card.colors = colors.to_vec();
    card.lord = lord;
    Card {
        id: id.into(),
        name: name.into(),
        kind: CardKind::Creature(card),
    }
}

fn chaos(id: &str) -> Card {
    Card {
        id: id.into(),
        name: id.into(),
        kind: CardKind::Chaos(ChaosCard {
            card: Some(id.into()),
            name: id.into(),
            kind: ChaosKind::Instant,
            effects: Vec::new(),
        }),
    }
}

/// Ten creatures, two of each color plus two dual red/blue ones, a Lord of each color, a
/// Chaos card and a quest.
fn cards() -> Vec<Card> {
    let mut cards = Vec::new();
    for color in Color::ALL {
        for n in 0..2 {
            let id = format!("c-{}-{n}", color.as_str());
            cards.push(creature_card(&id, &id, &[color], false));
        }
        let lord = format!("lord-{}", color.as_str());
        cards.push(creature_card(&lord, &lord, &[color], true));
    }
    cards.push(creature_card(
        "dual",
        "Dual",
        &[Color::Red, Color::Blue],
        false,
    ));
    cards.push(chaos("storm"));
    cards.push(Card {
        id: "feast".into(),
        name: "Feast".into(),
        kind: CardKind::Quest {
            quest: Quest::PyromaniacsFeast,
        },
    });
    cards
}

fn entry(card: &str, count: u32) -> DeckEntry {
    DeckEntry {
        card: card.into(),
        count,
        zone: None,
    }
}

/// A legal 20-card player deck: two copies of each plain creature, a Lord of each color.
fn legal() -> DeckList {
    let mut list = Vec::new();
    for color in Color::ALL {
        for n in 0..2 {
            list.push(entry(&format!("c-{}-{n}", color.as_str()), 2));
        }
        list.push(entry(&format!("lord-{}", color.as_str()), 1));
    }
    DeckList { cards: list }
}

fn rules_of(problems: &[DeckProblem]) -> Vec<&str> {
    problems.iter().map(|p| p.rule.as_str()).collect()
}

#[test]
fn ctc_deck_1_a_legal_player_deck_has_no_problem() {
    assert_eq!(
        check_deck(&legal(), &Rules::default(), Some(2), &cards()),
        vec![]
    );
}

#[test]
fn ctc_deck_1_every_problem_is_listed_with_its_cards() {
    let deck = DeckList {
        cards: vec![
            entry("c-red-0", 3),
            entry("lord-red", 2),
            entry("c-blue-0", 2),
            entry("dual", 2),
            entry("c-green-0", 4),
            entry("storm", 1).tap_zone(DeckZone::Player),
            entry("nope", 1),
        ],
    };
    let problems = check_deck(&deck, &Rules::default(), Some(2), &cards());
    let keys: Vec<&str> = problems.iter().map(|p| p.reason.key.as_ref()).collect();
    for key in [
        "deck.conjure.unknown_card",
        "deck.conjure.chaos_in_player_deck",
        "deck.conjure.deck_size",
        "deck.conjure.color_minimum",
        "deck.conjure.too_many_copies",
        "deck.conjure.lord_copies",
    ] {
        assert!(keys.contains(&key), "{key} missing from {keys:?}");
    }
    assert!(rules_of(&problems).iter().all(|r| *r == "CTC-DECK-1"));
    let copies: Vec<&Vec<String>> = problems
        .iter()
        .filter(|p| p.reason.key == "deck.conjure.too_many_copies")
        .map(|p| &p.cards)
        .collect();
    assert_eq!(
        copies,
        [&vec!["c-green-0".to_owned()], &vec!["c-red-0".to_owned()]]
    );
    // Black has no creature at all; red 3 + 2 Lord + 2 dual = 7; blue 2 + 2 dual = 4.
    let colors: Vec<&LabelArg> = problems
        .iter()
        .filter(|p| p.reason.key == "deck.conjure.color_minimum")
        .map(|p| &p.reason.args["color"])
        .collect();
    assert_eq!(colors, [&LabelArg::Text("black".into())]);
}

#[test]
fn ctc_deck_1_the_numbers_are_format_data() {
    let rules = Rules {
        deck_size: 25,
        min_creatures_per_color: 0,
        ..Rules::default()
    };
    let mut deck = legal();
    deck.cards.push(entry("dual", 2));
    deck.cards.push(entry("c-red-0", 1));
    let problems = check_deck(&deck, &rules, None, &cards());
    assert_eq!(
        problems
            .iter()
            .map(|p| p.reason.key.as_ref())
            .collect::<Vec<_>>(),
        vec!["deck.conjure.deck_size", "deck.conjure.too_many_copies"]
    );
}

#[test]
fn ctc_deck_1_quest_and_tower_cards_are_not_deck_cards() {
    let mut deck = legal();
    deck.cards.push(entry("feast", 1));
    let problems = check_deck(&deck, &Rules::default(), None, &cards());
    assert!(problems
        .iter()
        .any(|p| p.reason.key == "deck.conjure.not_a_deck_card" && p.cards == ["feast"]));
}

#[test]
fn ctc_deck_2_a_chaos_deck_has_exactly_fifty_cards() {
    let ok_deck = DeckList {
        cards: vec![entry("storm", 50)],
    };
    assert_eq!(
        check_deck(&ok_deck, &Rules::default(), Some(2), &cards()),
        vec![]
    );
    let short = DeckList {
        cards: vec![
            entry("storm", 48),
            entry("c-red-0", 1).tap_zone(DeckZone::Chaos),
        ],
    };
    let problems = check_deck(&short, &Rules::default(), None, &cards());
    let keys: Vec<&str> = problems.iter().map(|p| p.reason.key.as_ref()).collect();
    assert_eq!(
        keys,
        vec![
            "deck.conjure.creature_in_chaos_deck",
            "deck.conjure.chaos_deck_size"
        ]
    );
    assert!(rules_of(&problems).iter().all(|r| *r == "CTC-DECK-2"));
}

#[test]
fn ctc_deck_2_three_or_four_players_use_a_second_chaos_deck() {
    let one = DeckList {
        cards: vec![entry("storm", 50)],
    };
    let problems = check_deck(&one, &Rules::default(), Some(3), &cards());
    assert_eq!(
        problems[0].reason.key,
        "deck.conjure.second_chaos_deck_missing"
    );
    let two = DeckList {
        cards: vec![
            entry("storm", 50),
            entry("storm", 50).tap_zone(DeckZone::SecondChaos),
        ],
    };
    assert_eq!(
        check_deck(&two, &Rules::default(), Some(4), &cards()),
        vec![]
    );
    let problems = check_deck(&two, &Rules::default(), Some(2), &cards());
    assert_eq!(
        problems[0].reason.key,
        "deck.conjure.second_chaos_deck_unneeded"
    );
}

trait TapZone {
    fn tap_zone(self, zone: DeckZone) -> Self;
}

impl TapZone for DeckEntry {
    fn tap_zone(mut self, zone: DeckZone) -> Self {
        self.zone = Some(zone);
        self
    }
}
