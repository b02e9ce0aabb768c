//! A deck's draw odds: for each card of the deck a player draws from, and for each group of its
//! cards that share a field's value (a kind, a cost, an element: the fields a search filters
//! on), the chance of holding at least one copy, or at least two, three or four, in the opening
//! hand and by each of the first turns, on the play and on the draw. Exact (hypergeometric,
//! from `statrs`), not sampled; the game says how it deals (`Game::draw_plan`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use statrs::distribution::{DiscreteCDF, Hypergeometric};
use ts_rs::TS;

use crate::card_query::fields::Facet;
use crate::card_query::FacetValue;

/// The turns the odds are given for, after the opening hand.
pub const TURNS: u32 = 5;

/// The most copies "at least" is asked for: four of a card is what most formats allow.
pub const MOST_COPIES_ASKED: u32 = 4;

/// How a game deals from the deck its players draw from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawPlan {
    /// The deck zone the hand is drawn from (as the deck check names zones).
    pub zone: &'static str,
    /// Cards in the opening hand.
    pub hand: u32,
    /// Cards drawn at the start of each turn of one's own.
    pub per_turn: u32,
    /// Whether the player who goes first draws on the very first turn.
    pub first_player_draws: bool,
}

impl DrawPlan {
    /// Cards seen by a player's own turn `turn` (0: the opening hand alone), going first
    /// (`on_the_play`) or second, capped at the deck's size.
    pub fn seen(&self, turn: u32, on_the_play: bool, deck_size: u32) -> u32 {
        let draws = match (turn, on_the_play) {
            (0, _) => 0,
            (t, true) if !self.first_player_draws => t - 1,
            (t, _) => t,
        };
        self.hand
            .saturating_add(draws.saturating_mul(self.per_turn))
            .min(deck_size)
    }
}

/// The chance of at least `k` of `copies` among `drawn` cards from a deck of `deck_size`.
pub fn at_least(deck_size: u32, copies: u32, drawn: u32, k: u32) -> f64 {
    if k == 0 {
        return 1.0;
    }
    let (size, copies, drawn) = (
        u64::from(deck_size),
        u64::from(copies.min(deck_size)),
        u64::from(drawn.min(deck_size)),
    );
    match Hypergeometric::new(size, copies, drawn) {
        Ok(distribution) => distribution.sf(u64::from(k) - 1),
        // Only for more copies or draws than cards, which the lines above rule out.
        Err(_) => 0.0,
    }
}

/// One turn's chances for one card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct TurnOdds {
    /// 0: the opening hand.
    pub turn: u32,
    pub on_the_play: f64,
    pub on_the_draw: f64,
}

/// The chances of holding at least `k` copies, by turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct CopiesOdds {
    pub k: u32,
    pub by_turn: Vec<TurnOdds>,
}

/// The chances of holding at least one copy of `card` (`by_turn`), and at least two, three
/// and four where it has that many (`more`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct CardOdds {
    /// The card's ID.
    pub card: String,
    pub copies: u32,
    pub by_turn: Vec<TurnOdds>,
    pub more: Vec<CopiesOdds>,
}

/// The chances of holding at least one card (or two, three, four) of a group: the cards with
/// `value` in `field`, as a search writes it (`kind:spirit`, `cost:2`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct GroupOdds {
    pub field: String,
    pub value: String,
    /// How many different cards of the deck are in the group.
    pub cards: u32,
    pub copies: u32,
    pub by_turn: Vec<TurnOdds>,
    pub more: Vec<CopiesOdds>,
}

/// The draw odds of a deck: each card of the zone drawn from, most copies first, and each
/// group of two or more of its cards, by field then most copies.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct DeckOdds {
    pub zone: String,
    pub deck_size: u32,
    pub hand: u32,
    pub cards: Vec<CardOdds>,
    pub groups: Vec<GroupOdds>,
}

/// The odds of the cards in `zone_cards` (card ID → copies), dealt by `plan`; the groups are
/// of the values `facets_of` gives each card (none for a card it does not know).
pub fn deck_odds(
    zone_cards: &BTreeMap<String, u32>,
    plan: DrawPlan,
    facets_of: impl Fn(&str) -> Vec<Facet>,
) -> DeckOdds {
    let deck_size = zone_cards
        .values()
        .fold(0u32, |total, n| total.saturating_add(*n));
    let by_turn = |copies: u32, k: u32| -> Vec<TurnOdds> {
        (0..=TURNS)
            .map(|turn| TurnOdds {
                turn,
                on_the_play: at_least(deck_size, copies, plan.seen(turn, true, deck_size), k),
                on_the_draw: at_least(deck_size, copies, plan.seen(turn, false, deck_size), k),
            })
            .collect()
    };
    let more = |copies: u32| -> Vec<CopiesOdds> {
        (2..=copies.min(MOST_COPIES_ASKED))
            .map(|k| CopiesOdds {
                k,
                by_turn: by_turn(copies, k),
            })
            .collect()
    };
    let held = zone_cards.iter().filter(|(_, copies)| **copies > 0);
    let mut cards: Vec<CardOdds> = held
        .clone()
        .map(|(card, &copies)| CardOdds {
            card: card.clone(),
            copies,
            by_turn: by_turn(copies, 1),
            more: more(copies),
        })
        .collect();
    cards.sort_by(|a, b| b.copies.cmp(&a.copies).then_with(|| a.card.cmp(&b.card)));

    // Each field's value, with the cards having it and their copies.
    let mut shared: BTreeMap<(&'static str, FacetValue), (u32, u32)> = BTreeMap::new();
    // The fields in the order a card's values come (its kind first, then the game's fields).
    let mut order: Vec<&'static str> = Vec::new();
    for (card, &copies) in held {
        for (field, value) in facets_of(card) {
            if !order.contains(&field) {
                order.push(field);
            }
            let group = shared.entry((field, value)).or_default();
            group.0 += 1;
            group.1 = group.1.saturating_add(copies);
        }
    }
    let mut groups: Vec<GroupOdds> = shared
        .into_iter()
        // A value one card has is that card's odds again.
        .filter(|(_, (cards, _))| *cards >= 2)
        .map(|((field, value), (cards, copies))| GroupOdds {
            field: field.to_owned(),
            value: match value {
                FacetValue::Number(number) => number.to_string(),
                FacetValue::Word(word) => word,
            },
            cards,
            copies,
            by_turn: by_turn(copies, 1),
            more: more(copies),
        })
        .collect();
    // By field, then the largest groups first.
    groups.sort_by(|a, b| {
        let place = |g: &GroupOdds| order.iter().position(|f| *f == g.field);
        place(a)
            .cmp(&place(b))
            .then_with(|| b.copies.cmp(&a.copies))
            .then_with(|| a.value.cmp(&b.value))
    });
    DeckOdds {
        zone: plan.zone.to_owned(),
        deck_size,
        hand: plan.hand.min(deck_size),
        cards,
        groups,
    }
}

/// One card of the pile a sample hand is drawn from, as a deck's odds list it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PileCard {
    pub card: String,
    pub copies: u32,
}

/// More cards than this in a pile is not a deck: a sample draw takes this many at most.
pub const PILE_LIMIT: usize = 10_000;

/// A sample draw: the pile shuffled (the `attempt`th shuffle of `seed`, so that a mulligan is
/// the next attempt and "one more card" the same one drawn further) and its first `count`
/// cards, by ID in the order drawn.
pub fn sample_draw(pile: &[PileCard], seed: u64, attempt: u32, count: u32) -> Vec<String> {
    let mut cards: Vec<&str> = pile
        .iter()
        .flat_map(|line| std::iter::repeat_n(line.card.as_str(), line.copies as usize))
        .take(PILE_LIMIT)
        .collect();
    crate::random::Dice::for_entry(seed, attempt).shuffle(&mut cards);
    cards
        .into_iter()
        .take(count as usize)
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
#[path = "tests/odds.rs"]
mod tests;
