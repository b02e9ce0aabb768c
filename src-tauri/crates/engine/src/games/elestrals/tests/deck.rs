//! Deck legality (ELE-DECK-1 to ELE-DECK-3) and the card model (ELE-META-1).

use crate::games::elestrals::{
    check_deck, Card, CardClass, Date, DeckEntry, DeckList, Element, FormatRules, LegalStatus,
    Legality, Rarity, Rules,
};
use crate::label::{Label, LabelArg};

fn card(id: &str, name: &str, class: CardClass) -> Card {
    Card {
        id: id.into(),
        name: name.into(),
        class,
        subclasses: Vec::new(),
        elements: Vec::new(),
        cost: Vec::new(),
        attack: None,
        defense: None,
        effect: String::new(),
        printed_effect: None,
        rarity: None,
        set_number: None,
        legality: Vec::new(),
    }
}

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

fn standard() -> FormatRules {
    FormatRules {
        id: "elestrals-standard".into(),
        rules: Rules::default(),
    }
}

/// The card pool: two Spirits, thirteen Elestrals (one with an alternate printing), and a Rune.
fn pool() -> Vec<Card> {
    let mut cards = vec![
        card("sp-fire", "Fire Spirit", CardClass::Spirit),
        card("sp-water", "Water Spirit", CardClass::Spirit),
        card("el-ember", "Emberling", CardClass::Elestral),
        card("el-ember-alt", "Emberling", CardClass::Elestral),
        card("ru-surge", "Surge", CardClass::RuneInvoke),
    ];
    for n in 0..13 {
        cards.push(card(
            &format!("el-{n}"),
            &format!("Filler {n}"),
            CardClass::Elestral,
        ));
    }
    cards
}

fn entry(card_id: &str, count: u32) -> DeckEntry {
    DeckEntry {
        card_id: card_id.into(),
        count,
    }
}

/// A legal deck: 12 + 8 Spirits, 3 Emberlings, 3 Surges, 34 fillers (13 names, at most 3 each).
fn legal_deck() -> DeckList {
    let mut cards = vec![
        entry("sp-fire", 12),
        entry("sp-water", 8),
        entry("el-ember", 3),
        entry("ru-surge", 3),
    ];
    let mut left = 34;
    for n in 0..13 {
        let count = left.min(3);
        left -= count;
        if count > 0 {
            cards.push(entry(&format!("el-{n}"), count));
        }
    }
    DeckList { cards }
}

fn rules_broken(deck: &DeckList, cards: &[Card], on: &str) -> Vec<String> {
    check_deck(deck, &standard(), cards, date(on))
        .into_iter()
        .map(|p| p.rule)
        .collect()
}

#[test]
fn a_legal_deck_has_no_problems() {
    assert_eq!(
        rules_broken(&legal_deck(), &pool(), "2024-06-01"),
        Vec::<String>::new()
    );
}

#[test]
fn ele_deck_1_exactly_twenty_spirits_any_mix() {
    let mut deck = legal_deck();
    deck.cards[0].count = 11;
    assert_eq!(rules_broken(&deck, &pool(), "2024-06-01"), ["ELE-DECK-1"]);
    deck.cards[0].count = 20;
    deck.cards[1].count = 0;
    assert!(
        rules_broken(&deck, &pool(), "2024-06-01").is_empty(),
        "twenty of one element"
    );
}

#[test]
fn ele_deck_2_forty_cards_and_three_copies_by_name() {
    let mut deck = legal_deck();
    deck.cards.push(entry("el-ember-alt", 1));
    let problems = check_deck(&deck, &standard(), &pool(), date("2024-06-01"));
    let rules: Vec<&str> = problems.iter().map(|p| p.rule.as_str()).collect();
    assert_eq!(
        rules,
        ["ELE-DECK-2", "ELE-DECK-2"],
        "41 cards, and 4 Emberlings"
    );
    let copies = &problems[1];
    assert_eq!(
        copies.cards,
        ["el-ember", "el-ember-alt"],
        "alternate printings count together"
    );
    assert_eq!(copies.reason.key, "deck.elestrals.too_many_copies");
    let mut bigger = FormatRules {
        rules: Rules {
            copy_limit: 4,
            main_deck: 41,
            ..Rules::default()
        },
        ..standard()
    };
    assert!(check_deck(&deck, &bigger, &pool(), date("2024-06-01")).is_empty());
    bigger.rules.copy_limit = 3;
    assert_eq!(
        check_deck(&deck, &bigger, &pool(), date("2024-06-01")).len(),
        1
    );
}

#[test]
fn ele_deck_3_status_at_a_date_with_effective_and_lift_dates() {
    let mut cards = pool();
    let ember = cards.iter_mut().find(|c| c.id == "el-ember").unwrap();
    ember.legality = vec![
        Legality {
            format: "elestrals-standard".into(),
            status: LegalStatus::Limited,
            effective: date("2024-01-01"),
            lift: Some(date("2024-03-01")),
        },
        Legality {
            format: "elestrals-standard".into(),
            status: LegalStatus::SemiLimited,
            effective: date("2024-03-01"),
            lift: None,
        },
        Legality {
            format: "elestrals-other".into(),
            status: LegalStatus::Banned,
            effective: date("2020-01-01"),
            lift: None,
        },
    ];
    let deck = legal_deck();
    assert!(
        rules_broken(&deck, &cards, "2023-12-31").is_empty(),
        "before it applied"
    );
    let limited = check_deck(&deck, &standard(), &cards, date("2024-02-01"));
    assert_eq!(limited.len(), 1);
    assert_eq!(limited[0].rule, "ELE-DECK-3");
    assert_eq!(
        limited[0].reason.args["status"],
        LabelArg::Label(Box::new(Label::new("elestrals.legality.limited"))),
        "{}",
        limited[0].reason
    );
    assert_eq!(
        rules_broken(&deck, &cards, "2024-03-01"),
        ["ELE-DECK-3"],
        "semi-limited: 2"
    );
    let mut two = deck.clone();
    two.cards[2].count = 2;
    two.cards.push(entry("el-12", 1));
    assert!(rules_broken(&two, &cards, "2024-03-01").is_empty());
}

#[test]
fn ele_deck_3_banned_and_illegal_allow_none_and_unknown_cards_are_reported() {
    assert_eq!(LegalStatus::Banned.max_copies(3), 0);
    assert_eq!(LegalStatus::Illegal.max_copies(3), 0);
    assert_eq!(LegalStatus::Limited.max_copies(3), 1);
    assert_eq!(LegalStatus::SemiLimited.max_copies(3), 2);
    let mut cards = pool();
    cards[4].legality.push(Legality {
        format: "elestrals-standard".into(),
        status: LegalStatus::Banned,
        effective: date("2024-01-01"),
        lift: None,
    });
    let mut deck = legal_deck();
    deck.cards.push(entry("no-such-card", 1));
    let problems = check_deck(&deck, &standard(), &cards, date("2024-06-01"));
    let rules: Vec<(&str, &str)> = problems
        .iter()
        .map(|p| (p.rule.as_str(), p.reason.key.as_ref()))
        .collect();
    assert_eq!(
        rules,
        [
            ("ELE-DECK-3", "deck.elestrals.unknown_card"),
            ("ELE-DECK-3", "deck.elestrals.status")
        ]
    );
}

#[test]
fn ele_meta_1_rarity_and_subclasses_are_data() -> Result<(), serde_json::Error> {
    let json = serde_json::json!({
        "id": "el-sky",
        "name": "Skyhorn",
        "class": "elestral",
        "subclasses": ["Avian", "Starborn"],
        "elements": ["wind", "solar"],
        "cost": ["wind", "omni"],
        "attack": 4,
        "defense": 3,
        "effect": "When Cast, draw a card.",
        "printed_effect": "When Cast, you may draw a card.",
        "rarity": "stellar",
        "set_number": "SS-042",
        "legality": [{"format": "elestrals-standard", "status": "semi_limited", "effective": "2024-05-01"}]
    });
    let skyhorn: Card = serde_json::from_value(json.clone())?;
    assert_eq!(skyhorn.rarity, Some(Rarity::Stellar));
    assert_eq!(
        skyhorn.subclasses[1], "Starborn",
        "later sets add subclasses"
    );
    assert_eq!(skyhorn.elements, [Element::Wind, Element::Solar]);
    assert_eq!(
        skyhorn.status_in("elestrals-standard", date("2024-05-01")),
        LegalStatus::SemiLimited
    );
    assert_eq!(serde_json::to_value(&skyhorn)?, json);
    Ok(())
}
