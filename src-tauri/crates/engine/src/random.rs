//! Deterministic randomness for dice, coins and shuffles.
//!
//! Every log entry draws from its own ChaCha stream, keyed by the match seed and the entry's
//! sequence number. Replaying the log therefore reproduces every result, an undone roll that is
//! rolled again gets a fresh result (no re-rolling by undo), and the generator is portable
//! across platforms, unlike the OS generator.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What a `roll` action throws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    /// 1 is heads, 2 is tails.
    Coin,
    D6,
    D10,
    D20,
}

impl Die {
    pub fn as_str(self) -> &'static str {
        match self {
            Die::Coin => "coin",
            Die::D6 => "d6",
            Die::D10 => "d10",
            Die::D20 => "d20",
        }
    }

    pub fn sides(self) -> u32 {
        match self {
            Die::Coin => 2,
            Die::D6 => 6,
            Die::D10 => 10,
            Die::D20 => 20,
        }
    }
}

/// The random source handed to one action. It records every draw so the log can store it.
pub struct Dice {
    seed: u64,
    seq: u32,
    /// Set up on the first draw: most actions draw nothing, and setting up a ChaCha stream for
    /// each of them was a measurable part of a replay. Boxed, so that the dice handed to
    /// every action are a few words to move, not the stream's few hundred bytes.
    rng: Option<Box<ChaCha8Rng>>,
    drawn: Vec<u32>,
}

impl Dice {
    /// The stream for the entry `seq` of a match seeded with `seed`.
    pub fn for_entry(seed: u64, seq: u32) -> Self {
        Dice {
            seed,
            seq,
            rng: None,
            drawn: Vec::new(),
        }
    }

    fn rng(&mut self) -> &mut ChaCha8Rng {
        let (seed, seq) = (self.seed, self.seq);
        self.rng.get_or_insert_with(|| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            rng.set_stream(u64::from(seq));
            Box::new(rng)
        })
    }

    /// A uniform number in `1..=sides`. Rejection sampling keeps it unbiased for any `sides`.
    pub fn roll(&mut self, sides: u32) -> u32 {
        let sides = sides.max(1);
        let zone = u32::MAX - (u32::MAX % sides);
        let rng = self.rng();
        let value = loop {
            let x = rng.next_u32();
            if x < zone {
                break x % sides + 1;
            }
        };
        self.drawn.push(value);
        value
    }

    /// Shuffles in place (Fisher–Yates), recording each swap partner.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.roll(i as u32 + 1) as usize - 1;
            items.swap(i, j);
        }
    }

    /// Everything drawn so far, in order.
    pub fn drawn(&self) -> &[u32] {
        &self.drawn
    }

    pub fn into_drawn(self) -> Vec<u32> {
        self.drawn
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_entry_give_same_rolls() {
        let a: Vec<u32> = {
            let mut d = Dice::for_entry(42, 7);
            (0..20).map(|_| d.roll(20)).collect()
        };
        let b: Vec<u32> = {
            let mut d = Dice::for_entry(42, 7);
            (0..20).map(|_| d.roll(20)).collect()
        };
        assert_eq!(a, b);
    }

    #[test]
    fn different_entries_draw_different_streams() {
        let a: Vec<u32> = {
            let mut d = Dice::for_entry(42, 1);
            (0..20).map(|_| d.roll(20)).collect()
        };
        let b: Vec<u32> = {
            let mut d = Dice::for_entry(42, 2);
            (0..20).map(|_| d.roll(20)).collect()
        };
        assert_ne!(a, b);
    }

    #[test]
    fn rolls_stay_in_range_and_cover_every_face() {
        let mut d = Dice::for_entry(3, 0);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let v = d.roll(6);
            assert!((1..=6).contains(&v));
            seen[v as usize - 1] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut items: Vec<u32> = (0..52).collect();
        Dice::for_entry(9, 0).shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>());
        assert_ne!(
            items, sorted,
            "a 52-card shuffle that changes nothing is vanishingly rare"
        );
    }
}
