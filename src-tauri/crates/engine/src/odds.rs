//! A deck's draw odds: for each card of the deck a player draws from, the chance of holding at
//! least one copy in the opening hand and by each of the first turns, on the play and on the
//! draw. Exact (hypergeometric, from `statrs`), not sampled; the game says how it deals
//! (`Game::draw_plan`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use statrs::distribution::{DiscreteCDF, Hypergeometric};
use ts_rs::TS;

/// The turns the odds are given for, after the opening hand.
pub const TURNS: u32 = 5;

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

/// The chances of holding at least one copy of `card`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct CardOdds {
    /// The card's ID.
    pub card: String,
    pub copies: u32,
    pub by_turn: Vec<TurnOdds>,
}

/// The draw odds of a deck: each card of the zone drawn from, most copies first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct DeckOdds {
    pub zone: String,
    pub deck_size: u32,
    pub hand: u32,
    pub cards: Vec<CardOdds>,
}

/// The odds of the cards in `zone_cards` (card ID → copies), dealt by `plan`.
pub fn deck_odds(zone_cards: &BTreeMap<String, u32>, plan: DrawPlan) -> DeckOdds {
    let deck_size = zone_cards
        .values()
        .fold(0u32, |total, n| total.saturating_add(*n));
    let mut cards: Vec<CardOdds> = zone_cards
        .iter()
        .filter(|(_, copies)| **copies > 0)
        .map(|(card, &copies)| CardOdds {
            card: card.clone(),
            copies,
            by_turn: (0..=TURNS)
                .map(|turn| TurnOdds {
                    turn,
                    on_the_play: at_least(deck_size, copies, plan.seen(turn, true, deck_size), 1),
                    on_the_draw: at_least(deck_size, copies, plan.seen(turn, false, deck_size), 1),
                })
                .collect(),
        })
        .collect();
    cards.sort_by(|a, b| b.copies.cmp(&a.copies).then_with(|| a.card.cmp(&b.card)));
    DeckOdds {
        zone: plan.zone.to_owned(),
        deck_size,
        hand: plan.hand.min(deck_size),
        cards,
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
