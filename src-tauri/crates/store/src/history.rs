//! Match history: every match with who played what and how it ended, filtered and paged
//! newest first, and a match left in play filed as abandoned.
//!
//! The facts are filed as the match goes (`file_facts` in the same transaction as each
//! entry), so reading history never replays a log; a match an older version stored is filed
//! by replaying it once, at the next open.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use tableside_engine::{GameId, Match, MatchResult, Setup};
use ts_rs::TS;

use crate::error::{DeckProblem, Missing, Result, StoreError};
use crate::queries::history::{self as rows, NewSeat, PageFilter};
use crate::queries::{matches as match_rows, parse_game, parse_json, players};
use crate::records::{DeckId, MatchId, PlayerId};
use crate::search::name_key;
use crate::Store;

/// The most rows one history page holds.
pub const MAX_HISTORY_PAGE: u32 = 200;

/// What the history screen asks for: every field set narrows the list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HistoryFilter {
    pub game: Option<GameId>,
    pub format: Option<String>,
    pub player: Option<PlayerId>,
    pub deck: Option<DeckId>,
    pub result: Option<MatchResult>,
    /// Matches started at or after this time (UTC milliseconds).
    #[ts(type = "number | null")]
    pub from_ms: Option<i64>,
    /// Matches started before this time.
    #[ts(type = "number | null")]
    pub to_ms: Option<i64>,
    /// Part of a player's or a deck's name.
    pub search: Option<String>,
}

/// Where the next page starts: after this match, in newest-first order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HistoryCursor {
    #[ts(type = "number")]
    pub created_at_ms: i64,
    pub id: MatchId,
}

/// How one seat's player fared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum SeatOutcome {
    Win,
    Loss,
    Draw,
}

impl SeatOutcome {
    fn parse(text: &str) -> Option<SeatOutcome> {
        match text {
            "win" => Some(SeatOutcome::Win),
            "loss" => Some(SeatOutcome::Loss),
            "draw" => Some(SeatOutcome::Draw),
            _ => None,
        }
    }
}

/// A seat of a match in history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HistorySeat {
    pub seat: usize,
    pub player: PlayerId,
    /// The roster's name now (a renamed player shows the new name).
    pub name: String,
    pub deck: Option<DeckId>,
    /// The deck's name when the match was set up.
    pub deck_name: Option<String>,
    /// The version of the deck the seat played; `None` without a saved deck, and for a match
    /// set up before decks had versions.
    pub deck_version: Option<u32>,
    /// `None` while the match is in play, and when it was abandoned.
    pub outcome: Option<SeatOutcome>,
    /// Took the first turn.
    pub on_play: bool,
}

/// A match as the history screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HistoryEntry {
    pub id: MatchId,
    pub game: GameId,
    pub format: String,
    #[ts(type = "number")]
    pub created_at_ms: i64,
    /// When the last entry was written.
    #[ts(type = "number")]
    pub updated_at_ms: i64,
    pub action_count: u32,
    pub result: MatchResult,
    pub turns: u32,
    pub seats: Vec<HistorySeat>,
}

/// One page of history and where the next one starts (`None` at the end).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    pub next: Option<HistoryCursor>,
}

/// What a seat of a new match names besides its player: the saved deck it plays.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SeatDeck {
    pub deck: Option<DeckId>,
}

impl Store {
    /// A page of history, newest first: up to `limit` (at most [`MAX_HISTORY_PAGE`]) matches
    /// matching `filter`, after `after` when given.
    pub fn history(
        &self,
        filter: &HistoryFilter,
        after: Option<HistoryCursor>,
        limit: u32,
    ) -> Result<HistoryPage> {
        let limit = limit.clamp(1, MAX_HISTORY_PAGE);
        let search = filter
            .search
            .as_deref()
            .map(name_key)
            .filter(|key| !key.is_empty());
        let page_filter = PageFilter {
            game: filter.game.map(|g| g.as_str()),
            format: filter.format.as_deref(),
            player: filter.player,
            deck: filter.deck,
            result: filter.result,
            from_ms: filter.from_ms,
            to_ms: filter.to_ms,
            search,
            before: after.map(|c| (c.created_at_ms, c.id)),
            only: None,
        };
        // One more than asked: whether there is a next page, without counting.
        let mut entries = self.entries(&page_filter, limit + 1)?;
        let more = entries.len() > limit as usize;
        entries.truncate(limit as usize);
        let next = entries.last().filter(|_| more).map(|last| HistoryCursor {
            created_at_ms: last.created_at_ms,
            id: last.id,
        });
        Ok(HistoryPage { entries, next })
    }

    /// One match as history lists it.
    pub fn history_entry(&self, id: MatchId) -> Result<HistoryEntry> {
        let only = PageFilter {
            only: Some(id),
            ..PageFilter::default()
        };
        self.entries(&only, 1)?
            .pop()
            .ok_or_else(|| StoreError::not_found(Missing::Match, id))
    }

    fn entries(&self, filter: &PageFilter<'_>, limit: u32) -> Result<Vec<HistoryEntry>> {
        let found = rows::list_page(&self.conn, filter, limit)?;
        let ids: Vec<MatchId> = found.iter().map(|row| row.id).collect();
        let mut seats: HashMap<MatchId, Vec<HistorySeat>> = HashMap::new();
        for seat in rows::list_seats(&self.conn, &ids)? {
            let outcome = match seat.outcome.as_deref() {
                None => None,
                Some(text) => Some(
                    SeatOutcome::parse(text)
                        .ok_or_else(|| StoreError::bad_row("seat outcome", format!("`{text}`")))?,
                ),
            };
            seats.entry(seat.match_id).or_default().push(HistorySeat {
                seat: seat.seat,
                player: seat.player,
                name: seat.name,
                deck: seat.deck,
                deck_name: seat.deck_name,
                deck_version: seat.deck_version,
                outcome,
                on_play: seat.on_play,
            });
        }
        found
            .into_iter()
            .map(|row| {
                Ok(HistoryEntry {
                    id: row.id,
                    game: parse_game(&row.game)?,
                    format: row.format,
                    created_at_ms: row.created_at_ms,
                    updated_at_ms: row.updated_at_ms,
                    action_count: row.action_count,
                    result: row.result,
                    turns: row.turns,
                    seats: seats.remove(&row.id).unwrap_or_default(),
                })
            })
            .collect()
    }

    /// Files a match left in play as abandoned: it leaves "continue" and counts in no one's
    /// record. Refused for a match that has ended.
    pub fn abandon_match(&mut self, id: MatchId) -> Result<()> {
        let entry = self.history_entry(id)?;
        if entry.result != MatchResult::InProgress {
            return Err(StoreError::MatchEnded(id));
        }
        let tx = self.begin_write()?;
        rows::file_result(&tx, id, MatchResult::Abandoned, entry.turns)?;
        rows::clear_seat_outcomes(&tx, id)?;
        tx.commit()?;
        Ok(())
    }

    /// Files the matches an older version stored: their seats from the setup's names and
    /// their facts from a replay. At every open, in one write, only when there are any.
    pub(crate) fn file_unfiled_matches(&mut self) -> Result<()> {
        let unfiled = rows::list_unfiled(&self.conn)?;
        if unfiled.is_empty() {
            return Ok(());
        }
        let tx = self.begin_write()?;
        for id in unfiled {
            let Some(row) = match_rows::get_match(&tx, id)? else {
                continue;
            };
            // A row that does not read or replay any more must not keep the database from
            // opening: it is filed as it was before (over when it had an outcome, else in
            // play), without seats, and still exports as it is stored.
            let replayed = match parse_json::<Setup>("match setup", &row.setup_json) {
                Ok(setup) => {
                    if !rows::has_seats(&tx, id)? {
                        insert_seats(&tx, id, &setup, &[], row.created_at_ms)?;
                    }
                    match match_rows::list_actions(&tx, id) {
                        Ok(log) => Match::replay(setup, log).ok(),
                        Err(StoreError::BadRow { .. }) => None,
                        Err(error) => return Err(error),
                    }
                }
                Err(_) => None,
            };
            match replayed {
                Some(table) => rows::file_facts(&tx, id, &table.facts())?,
                None => {
                    let result = if row.outcome_json.is_some() {
                        MatchResult::Won
                    } else {
                        MatchResult::InProgress
                    };
                    rows::file_result(&tx, id, result, 0)?;
                }
            }
        }
        tx.commit()?;
        Ok(())
    }
}

/// The seats of a new match: each player found in the roster by name, or added; each deck's
/// name kept as it is now.
pub(crate) fn insert_seats(
    conn: &rusqlite::Connection,
    id: MatchId,
    setup: &Setup,
    decks: &[SeatDeck],
    at_ms: i64,
) -> Result<()> {
    let mut seats = Vec::with_capacity(setup.players.len());
    for (seat, name) in setup.players.iter().enumerate() {
        let deck = decks.get(seat).and_then(|d| d.deck);
        let played = match deck {
            Some(deck) => Some(deck_played(conn, deck, setup.game)?),
            None => None,
        };
        seats.push((players::find_or_insert(conn, name, at_ms)?, deck, played));
    }
    let new: Vec<NewSeat<'_>> = seats
        .iter()
        .map(|(player, deck, played)| NewSeat {
            player: *player,
            deck: *deck,
            deck_name: played.as_ref().map(|(name, _)| name.as_str()),
            deck_version: played.as_ref().map(|&(_, version)| version),
        })
        .collect();
    rows::insert_seats(conn, id, &new)
}

/// The seats of an imported match: its players by name, and the deck names the file gives
/// (a saved deck on another device is not one here).
pub(crate) fn insert_seats_named(
    conn: &rusqlite::Connection,
    id: MatchId,
    setup: &Setup,
    deck_names: &[Option<String>],
    at_ms: i64,
) -> Result<()> {
    let mut new = Vec::with_capacity(setup.players.len());
    for (seat, name) in setup.players.iter().enumerate() {
        new.push(NewSeat {
            player: players::find_or_insert(conn, name, at_ms)?,
            deck: None,
            deck_name: deck_names.get(seat).and_then(|n| n.as_deref()),
            deck_version: None,
        });
    }
    rows::insert_seats(conn, id, &new)
}

/// The name and newest version of the deck a seat plays.
fn deck_played(conn: &rusqlite::Connection, deck: DeckId, game: GameId) -> Result<(String, u32)> {
    let (deck_game, name, version) =
        crate::queries::decks::get_deck_game_name_and_version(conn, deck)?
            .ok_or_else(|| StoreError::not_found(Missing::Deck, deck))?;
    if deck_game != game.as_str() {
        return Err(StoreError::InvalidDeck(DeckProblem::OfAnotherGame {
            deck: name,
            deck_game,
            game,
        }));
    }
    Ok((name, version))
}

#[cfg(test)]
#[path = "tests/history.rs"]
mod tests;
