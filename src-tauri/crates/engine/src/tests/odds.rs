//! Tests of `odds`, against values worked out by hand: 1 − C(N−K, n) / C(N, n) for "at least
//! one copy".

use super::*;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn at_least_one_copy_matches_the_closed_form() {
    // 4 copies in 60 cards, 7 drawn: 1 − C(56,7)/C(60,7).
    assert!(close(at_least(60, 4, 7, 1), 0.399_499_625_744_665_6));
    // 4 copies in 40 cards, 7 drawn.
    assert!(close(at_least(40, 4, 7, 1), 0.552_248_604_880_183_8));
    // 4 copies in 20 cards, 5 drawn.
    assert!(close(at_least(20, 4, 5, 1), 0.718_266_253_869_969_1));
}

#[test]
fn the_edges_are_certain_or_impossible() {
    assert!(close(at_least(20, 3, 5, 0), 1.0));
    assert!(close(at_least(20, 0, 5, 1), 0.0));
    // Every card drawn: every copy is seen.
    assert!(close(at_least(20, 2, 20, 2), 1.0));
    // More copies asked for than drawn.
    assert!(close(at_least(20, 4, 2, 3), 0.0));
    // Two of four in 7 of 40: 1 − (C(36,7) + 4·C(36,6)) / C(40,7).
    assert!(close(at_least(40, 4, 7, 2), 0.134_347_302_768_355_38));
}

#[test]
fn the_first_player_may_skip_the_first_draw() {
    let skips = DrawPlan {
        zone: "player",
        hand: 5,
        per_turn: 1,
        first_player_draws: false,
    };
    assert_eq!(skips.seen(0, true, 20), 5);
    assert_eq!(skips.seen(1, true, 20), 5);
    assert_eq!(skips.seen(1, false, 20), 6);
    assert_eq!(skips.seen(3, true, 20), 7);
    assert_eq!(skips.seen(30, false, 20), 20, "never more than the deck");
    let draws = DrawPlan {
        first_player_draws: true,
        ..skips
    };
    assert_eq!(draws.seen(1, true, 20), 6);
}

#[test]
fn a_decks_odds_list_each_card_most_copies_first() {
    let plan = DrawPlan {
        zone: "player",
        hand: 5,
        per_turn: 1,
        first_player_draws: false,
    };
    let cards = BTreeMap::from([
        ("x-one".to_owned(), 1),
        ("x-four".to_owned(), 4),
        ("x-rest".to_owned(), 15),
    ]);
    let odds = deck_odds(&cards, plan, |_| Vec::new());
    assert_eq!(odds.deck_size, 20);
    assert_eq!(
        odds.cards
            .iter()
            .map(|c| c.card.as_str())
            .collect::<Vec<_>>(),
        ["x-rest", "x-four", "x-one"]
    );
    let four = &odds.cards[1];
    assert_eq!(four.by_turn.len() as u32, TURNS + 1);
    assert!(close(four.by_turn[0].on_the_play, 0.718_266_253_869_969_1));
    // On the draw a card more is seen by turn 1; on the play not.
    assert!(close(
        four.by_turn[1].on_the_play,
        four.by_turn[0].on_the_play
    ));
    assert!(four.by_turn[1].on_the_draw > four.by_turn[1].on_the_play);
    assert!(four
        .by_turn
        .windows(2)
        .all(|w| w[1].on_the_draw >= w[0].on_the_draw));
}

#[test]
fn a_sample_draw_is_the_seeds_and_a_mulligan_the_next_shuffle() {
    let pile = [
        PileCard {
            card: "x-a".into(),
            copies: 3,
        },
        PileCard {
            card: "x-b".into(),
            copies: 17,
        },
    ];
    let hand = sample_draw(&pile, 7, 0, 5);
    assert_eq!(hand.len(), 5);
    assert_eq!(
        hand,
        sample_draw(&pile, 7, 0, 5),
        "the same seed draws the same hand"
    );
    let more = sample_draw(&pile, 7, 0, 6);
    assert_eq!(more[..5], hand[..], "one more card keeps the hand");
    let every = sample_draw(&pile, 7, 1, 20);
    assert_eq!(
        every.iter().filter(|c| *c == "x-a").count(),
        3,
        "a shuffle keeps every copy"
    );
    assert_ne!(
        (0..8)
            .map(|attempt| sample_draw(&pile, 7, attempt, 20))
            .collect::<std::collections::HashSet<_>>()
            .len(),
        1,
        "mulligans shuffle anew"
    );
    assert_eq!(
        sample_draw(&pile, 7, 0, 99).len(),
        20,
        "never more than the pile"
    );
}

#[test]
fn at_least_two_to_four_are_given_where_a_card_has_them() {
    let plan = DrawPlan {
        zone: "player",
        hand: 7,
        per_turn: 1,
        first_player_draws: false,
    };
    let cards = BTreeMap::from([
        ("x-four".to_owned(), 4),
        ("x-rest".to_owned(), 36),
        ("x-one".to_owned(), 1),
    ]);
    let odds = deck_odds(&cards, plan, |_| Vec::new());
    let four = odds
        .cards
        .iter()
        .find(|c| c.card == "x-four")
        .expect("listed");
    assert_eq!(four.more.iter().map(|m| m.k).collect::<Vec<_>>(), [2, 3, 4]);
    // Two of four in 7 of 41 (the opening hand): the same sum as `at_least`.
    assert!(close(
        four.more[0].by_turn[0].on_the_play,
        at_least(41, 4, 7, 2)
    ));
    let one = odds
        .cards
        .iter()
        .find(|c| c.card == "x-one")
        .expect("listed");
    assert!(
        one.more.is_empty(),
        "one copy: at least one is all there is"
    );
}

#[test]
fn cards_sharing_a_value_are_a_group_with_their_copies_added() {
    use crate::card_query::FacetValue;
    let plan = DrawPlan {
        zone: "player",
        hand: 5,
        per_turn: 1,
        first_player_draws: true,
    };
    // Two fire cards (3 + 2 copies), one water card, and 15 of a card with no values.
    let cards = BTreeMap::from([
        ("x-ember".to_owned(), 3),
        ("x-blaze".to_owned(), 2),
        ("x-tide".to_owned(), 4),
        ("x-rest".to_owned(), 11),
    ]);
    let odds = deck_odds(&cards, plan, |id| match id {
        "x-ember" | "x-blaze" => vec![
            ("kind", FacetValue::Word("creature".into())),
            ("element", FacetValue::Word("fire".into())),
        ],
        "x-tide" => vec![
            ("kind", FacetValue::Word("creature".into())),
            ("element", FacetValue::Word("water".into())),
        ],
        _ => Vec::new(),
    });
    let groups: Vec<(&str, &str, u32, u32)> = odds
        .groups
        .iter()
        .map(|g| (g.field.as_str(), g.value.as_str(), g.cards, g.copies))
        .collect();
    // Water is one card's: no group. Kind comes first, as a card's values do.
    assert_eq!(
        groups,
        [("kind", "creature", 3, 9), ("element", "fire", 2, 5)]
    );
    // Any of the 5 fire cards in 5 of 20: 1 − C(15,5)/C(20,5).
    assert!(close(
        odds.groups[1].by_turn[0].on_the_play,
        1.0 - 3003.0 / 15504.0
    ));
}
