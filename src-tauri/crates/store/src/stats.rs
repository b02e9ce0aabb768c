//! Statistics over match history, per game and format, per player and per deck: records with
//! their uncertainty, on the play against on the draw, length, head-to-head, deck matchups
//! and a win rate over time. Computed here from the filed seats, never in the UI.
//!
//! A seat's record counts wins, losses and draws of decided matches (won, drawn, conceded);
//! matches in play or abandoned count in `matches` only. The win rate is wins over decided
//! matches, a draw counting as not a win, and comes with its 95 % Wilson score interval, so
//! that 2 wins of 3 reads as "between 21 % and 94 %", not as 67 %.

use std::collections::{HashMap, HashSet};

use rusqlite::types::Value;
use serde::{Deserialize, Serialize};
use tableside_engine::GameId;
use ts_rs::TS;

use crate::error::Result;
use crate::records::{DeckId, PlayerId};
use crate::Store;

/// The z value of a two-sided 95 % interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// The most points of the win rate over time; a longer history is sampled evenly.
const MAX_TREND_POINTS: usize = 120;

/// Which matches and seats the statistics are about. With `player` (or `deck`), records are
/// that player's (deck's) seats; with `opponent` too, only matches against that player
/// (head-to-head). Without either, every seat counts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct StatsQuery {
    pub game: Option<GameId>,
    pub format: Option<String>,
    pub player: Option<PlayerId>,
    pub deck: Option<DeckId>,
    pub opponent: Option<PlayerId>,
    #[ts(type = "number | null")]
    pub from_ms: Option<i64>,
    #[ts(type = "number | null")]
    pub to_ms: Option<i64>,
}

/// A 95 % Wilson score interval of a win rate, as fractions.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
pub struct Interval {
    pub low: f64,
    pub high: f64,
}

/// Wins, losses and draws, and the win rate with its interval (`None` without a decided
/// match).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize, TS)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub win_rate: Option<f64>,
    pub interval: Option<Interval>,
}

impl Record {
    pub fn of(wins: u32, losses: u32, draws: u32) -> Record {
        let decided = wins + losses + draws;
        Record {
            wins,
            losses,
            draws,
            win_rate: (decided > 0).then(|| f64::from(wins) / f64::from(decided)),
            interval: wilson(wins, decided),
        }
    }

    pub fn decided(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// Wins, losses and draws as they are counted, row by row; the rate and its interval are
/// worked out once, at the end ([`Tally::record`]).
#[derive(Debug, Clone, Copy, Default)]
struct Tally {
    wins: u32,
    losses: u32,
    draws: u32,
}

impl Tally {
    fn count(&mut self, outcome: &str) {
        match outcome {
            "win" => self.wins += 1,
            "loss" => self.losses += 1,
            "draw" => self.draws += 1,
            _ => {}
        }
    }

    fn record(self) -> Record {
        Record::of(self.wins, self.losses, self.draws)
    }
}

/// The 95 % Wilson score interval of `wins` successes in `n` trials.
pub fn wilson(wins: u32, n: u32) -> Option<Interval> {
    if n == 0 {
        return None;
    }
    let n = f64::from(n);
    let p = f64::from(wins) / n;
    let z2 = Z_95 * Z_95;
    let denominator = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denominator;
    let half = Z_95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    Some(Interval {
        low: (center - half).max(0.0),
        high: (center + half).min(1.0),
    })
}

/// A player's record in the scope.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct PlayerRecord {
    pub player: PlayerId,
    pub name: String,
    pub record: Record,
}

/// A deck's record in the scope, by the deck's name at set-up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct DeckRecord {
    pub deck_name: String,
    pub record: Record,
}

/// How a deck fared against another: the record of `deck_name`'s seats in matches where a
/// seat played `opponent_deck`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Matchup {
    pub deck_name: String,
    pub opponent_deck: String,
    pub record: Record,
}

/// The win rate after a decided match, counted from the scope's first.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
pub struct TrendPoint {
    #[ts(type = "number")]
    pub at_ms: i64,
    /// Decided matches so far.
    pub decided: u32,
    pub win_rate: f64,
    pub interval: Interval,
}

/// Everything the statistics screen shows for one scope.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Statistics {
    /// Matches in the scope, whatever their result.
    pub matches: u32,
    pub in_progress: u32,
    pub abandoned: u32,
    /// The seats' record: the subject's, or every seat's without one.
    pub record: Record,
    /// The record of the seats that took the first turn, and of the others.
    pub on_play: Record,
    pub on_draw: Record,
    /// Over decided matches.
    pub average_turns: Option<f64>,
    pub average_minutes: Option<f64>,
    /// Each player's record in the scope, the most decided matches first.
    pub players: Vec<PlayerRecord>,
    /// With a player as the subject: their record against each other player.
    pub opponents: Vec<PlayerRecord>,
    pub decks: Vec<DeckRecord>,
    pub matchups: Vec<Matchup>,
    /// With a subject: the win rate over time, oldest first.
    pub trend: Vec<TrendPoint>,
}

/// The scope as SQL: the seats in it, with their match's columns, as a common table
/// expression named `scope`, and its parameters.
struct Scope {
    cte: String,
    params: Vec<Value>,
}

impl Scope {
    fn of(query: &StatsQuery) -> Scope {
        let mut clauses = vec!["m.result IS NOT NULL".to_owned()];
        let mut params: Vec<Value> = Vec::new();
        let mut add = |clause: &str, value: Value| {
            params.push(value);
            clauses.push(clause.replace('?', &format!("?{}", params.len())));
        };
        if let Some(game) = query.game {
            add("m.game = ?", game.as_str().to_owned().into());
        }
        if let Some(format) = &query.format {
            add("m.format = ?", format.clone().into());
        }
        if let Some(player) = query.player {
            add("s.player_id = ?", player.0.into());
        }
        if let Some(deck) = query.deck {
            add("s.deck_id = ?", deck.0.into());
        }
        if let Some(opponent) = query.opponent {
            add(
                "EXISTS (SELECT 1 FROM match_seats o WHERE o.match_id = s.match_id AND o.seat != s.seat AND o.player_id = ?)",
                opponent.0.into(),
            );
        }
        if let Some(from) = query.from_ms {
            add("m.created_at_ms >= ?", from.into());
        }
        if let Some(to) = query.to_ms {
            add("m.created_at_ms < ?", to.into());
        }
        Scope {
            cte: format!(
                "WITH scope AS (
                     SELECT s.match_id, s.seat, s.player_id, s.deck_name, s.outcome, s.on_play,
                            m.created_at_ms, m.updated_at_ms, m.turns, m.result
                     FROM match_seats s JOIN matches_now m ON m.id = s.match_id
                     WHERE {})",
                clauses.join(" AND ")
            ),
            params,
        }
    }

    /// Runs `select` (which reads `scope`) and hands each row to `each`.
    fn query(
        &self,
        store: &Store,
        select: &str,
        mut each: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<()>,
    ) -> Result<()> {
        let sql = format!("{} {select}", self.cte);
        let mut statement = store.conn.prepare_cached(&sql)?;
        let mut rows = statement.query(rusqlite::params_from_iter(self.params.iter()))?;
        while let Some(row) = rows.next()? {
            each(row)?;
        }
        Ok(())
    }
}

impl Store {
    /// The statistics of the matches and seats `query` selects: two reads of the filed seats
    /// (the seats in scope, then each of them against the other seats of its match), tallied
    /// here in one pass each.
    pub fn statistics(&self, query: &StatsQuery) -> Result<Statistics> {
        let scope = Scope::of(query);
        let mut seen = HashSet::new();
        let (mut matches, mut in_progress, mut abandoned) = (0u32, 0u32, 0u32);
        let (mut decided_matches, mut turns, mut minutes) = (0u32, 0f64, 0f64);
        let (mut record, mut on_play, mut on_draw) =
            (Tally::default(), Tally::default(), Tally::default());
        let mut players: HashMap<i64, Tally> = HashMap::new();
        let mut decks: HashMap<String, Tally> = HashMap::new();
        let mut outcomes: Vec<(i64, bool)> = Vec::new();
        // Time order only for the trend, which has a subject: sorting every seat of a game
        // costs more than the rest of the read.
        let with_trend = query.player.is_some() || query.deck.is_some();
        let order = if with_trend {
            "ORDER BY created_at_ms, match_id"
        } else {
            ""
        };
        scope.query(
            self,
            &format!(
                "SELECT match_id, result, outcome, on_play, turns, updated_at_ms - created_at_ms,
                        created_at_ms, player_id, deck_name
                 FROM scope {order}"
            ),
            |row| {
                if seen.insert(row.get::<_, i64>(0)?) {
                    matches += 1;
                    match row.get_ref(1)?.as_str()? {
                        "in_progress" => in_progress += 1,
                        "abandoned" => abandoned += 1,
                        _ => {
                            decided_matches += 1;
                            turns += row.get::<_, f64>(4)?;
                            minutes += row.get::<_, f64>(5)? / 60_000.0;
                        }
                    }
                }
                let Some(outcome) = row.get_ref(2)?.as_str_or_null()? else {
                    return Ok(());
                };
                record.count(outcome);
                if row.get::<_, bool>(3)? {
                    on_play.count(outcome);
                } else {
                    on_draw.count(outcome);
                }
                players.entry(row.get(7)?).or_default().count(outcome);
                if let Some(deck) = row.get_ref(8)?.as_str_or_null()? {
                    match decks.get_mut(deck) {
                        Some(tally) => tally.count(outcome),
                        None => decks.entry(deck.to_owned()).or_default().count(outcome),
                    }
                }
                if with_trend {
                    outcomes.push((row.get(6)?, outcome == "win"));
                }
                Ok(())
            },
        )?;

        let mut opponents: HashMap<i64, Tally> = HashMap::new();
        let mut matchups: HashMap<(String, String), Tally> = HashMap::new();
        let with_opponents = query.player.is_some();
        scope.query(
            self,
            "SELECT sc.outcome, o.player_id, sc.deck_name, o.deck_name FROM scope sc
             JOIN match_seats o ON o.match_id = sc.match_id AND o.seat != sc.seat
             WHERE sc.outcome IS NOT NULL",
            |row| {
                let outcome = row.get_ref(0)?.as_str()?;
                if with_opponents {
                    opponents.entry(row.get(1)?).or_default().count(outcome);
                }
                if let (Some(mine), Some(theirs)) = (
                    row.get_ref(2)?.as_str_or_null()?,
                    row.get_ref(3)?.as_str_or_null()?,
                ) {
                    let key = (mine.to_owned(), theirs.to_owned());
                    matchups.entry(key).or_default().count(outcome);
                }
                Ok(())
            },
        )?;

        let names = self.player_names()?;
        let named = |tallies: HashMap<i64, Tally>| {
            let mut records: Vec<PlayerRecord> = tallies
                .into_iter()
                .map(|(id, tally)| PlayerRecord {
                    player: PlayerId(id),
                    name: names.get(&id).cloned().unwrap_or_default(),
                    record: tally.record(),
                })
                .collect();
            records.sort_by(|a, b| a.name.cmp(&b.name));
            by_most_decided(records.into_iter(), |p| &p.record)
        };
        let mut deck_records: Vec<DeckRecord> = decks
            .into_iter()
            .map(|(deck_name, tally)| DeckRecord {
                deck_name,
                record: tally.record(),
            })
            .collect();
        deck_records.sort_by(|a, b| a.deck_name.cmp(&b.deck_name));
        let mut matchups: Vec<Matchup> = matchups
            .into_iter()
            .map(|((deck_name, opponent_deck), tally)| Matchup {
                deck_name,
                opponent_deck,
                record: tally.record(),
            })
            .collect();
        matchups.sort_by(|a, b| {
            (&a.deck_name, &a.opponent_deck).cmp(&(&b.deck_name, &b.opponent_deck))
        });
        Ok(Statistics {
            matches,
            in_progress,
            abandoned,
            record: record.record(),
            on_play: on_play.record(),
            on_draw: on_draw.record(),
            average_turns: (decided_matches > 0).then(|| turns / f64::from(decided_matches)),
            average_minutes: (decided_matches > 0).then(|| minutes / f64::from(decided_matches)),
            players: named(players),
            opponents: named(opponents),
            decks: by_most_decided(deck_records.into_iter(), |d| &d.record),
            matchups,
            trend: trend(&outcomes),
        })
    }

    /// Every roster name by player ID: read once, rather than joined to every seat.
    fn player_names(&self) -> Result<HashMap<i64, String>> {
        let mut statement = self.conn.prepare_cached("SELECT id, name FROM players")?;
        let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// Sorted with the most decided matches first (ties keep their order: by ID or by name).
fn by_most_decided<T>(items: impl Iterator<Item = T>, record: impl Fn(&T) -> &Record) -> Vec<T> {
    let mut items: Vec<T> = items.collect();
    items.sort_by_key(|item| std::cmp::Reverse(record(item).decided()));
    items
}

/// The running win rate after each decided match, sampled to at most [`MAX_TREND_POINTS`]
/// points (the last always kept).
fn trend(outcomes: &[(i64, bool)]) -> Vec<TrendPoint> {
    let step = outcomes.len().div_ceil(MAX_TREND_POINTS).max(1);
    let mut wins = 0u32;
    let mut points = Vec::new();
    for (index, &(at_ms, won)) in outcomes.iter().enumerate() {
        wins += u32::from(won);
        let decided = index as u32 + 1;
        if (index + 1) % step == 0 || index + 1 == outcomes.len() {
            points.push(TrendPoint {
                at_ms,
                decided,
                win_rate: f64::from(wins) / f64::from(decided),
                interval: wilson(wins, decided).unwrap_or(Interval {
                    low: 0.0,
                    high: 1.0,
                }),
            });
        }
    }
    points
}

#[cfg(test)]
#[path = "tests/stats.rs"]
mod tests;
