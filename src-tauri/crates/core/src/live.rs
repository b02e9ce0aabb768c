//! The matches kept replayed in memory, so that a tap costs one apply and not a replay of the
//! whole log. Bounded: a device that opens match after match in history keeps only the last
//! few, and a match dropped from memory is replayed from the store when next asked for.

use std::collections::HashMap;

use tableside_engine::Match;
use tableside_store::{MatchId, Missing, Store, StoreError};

use crate::ipc::IpcError;

/// How many matches stay replayed: more tables than one device serves at once, with room for
/// the matches history's detail screens open beside them.
pub const LIVE_MATCHES: usize = 8;

pub struct LiveMatches {
    /// Each match with the moment it was last asked for, in asks counted from 0.
    matches: HashMap<MatchId, (Match, u64)>,
    asks: u64,
    limit: usize,
}

impl LiveMatches {
    pub fn new(limit: usize) -> LiveMatches {
        LiveMatches {
            matches: HashMap::new(),
            asks: 0,
            limit: limit.max(1),
        }
    }

    /// Match `id`, replayed from `store` when it is not in memory; the match asked for least
    /// recently makes room for it.
    pub fn get(&mut self, store: &Store, id: MatchId) -> Result<&mut Match, IpcError> {
        self.asks += 1;
        let now = self.asks;
        if !self.matches.contains_key(&id) {
            let replayed = store.load_match(id)?;
            if self.matches.len() >= self.limit {
                self.forget_oldest();
            }
            self.matches.insert(id, (replayed, now));
        }
        let (table, asked) = self
            .matches
            .get_mut(&id)
            .ok_or_else(|| IpcError::from(StoreError::not_found(Missing::Match, id)))?;
        *asked = now;
        Ok(table)
    }

    /// Keeps `table`, just started, as match `id`.
    pub fn insert(&mut self, id: MatchId, table: Match) {
        self.asks += 1;
        if !self.matches.contains_key(&id) && self.matches.len() >= self.limit {
            self.forget_oldest();
        }
        self.matches.insert(id, (table, self.asks));
    }

    /// Drops match `id` from memory; the next ask replays it from the store.
    pub fn forget(&mut self, id: MatchId) {
        self.matches.remove(&id);
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.matches.len()
    }

    fn forget_oldest(&mut self) {
        let oldest = self
            .matches
            .iter()
            .min_by_key(|(_, (_, asked))| *asked)
            .map(|(id, _)| *id);
        if let Some(id) = oldest {
            self.matches.remove(&id);
        }
    }
}

#[cfg(test)]
#[path = "tests/live.rs"]
mod tests;
