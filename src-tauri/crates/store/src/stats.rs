//! Statistics over match history, per game and format, per player and per deck: records with
//! their uncertainty, on the play against on the draw, length, head-to-head, deck matchups
//! and a win rate over time. Computed here from the filed seats, never in the UI.
//!
//! A seat's record counts wins, losses and draws of decided matches (won, drawn, conceded);
//! matches in play or abandoned count in `matches` only. The win rate is wins over decided
//! matches, a draw counting as not a win, and comes with its 95 % Wilson score interval, so
//! that 2 wins of 3 reads as "between 21 % and 94 %", not as 67 %.

use std::collections::HashMap;

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
    /// With `deck`: only the seats that played this version of it.
    pub deck_version: Option<u32>,
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
    fn count(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Win => self.wins += 1,
            Outcome::Loss => self.losses += 1,
            Outcome::Draw => self.draws += 1,
        }
    }

    fn record(self) -> Record {
        Record::of(self.wins, self.losses, self.draws)
    }

    /// Whether anything was counted.
    fn decided_any(&self) -> bool {
        self.wins + self.losses + self.draws > 0
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
    /// The average length of its decided matches that have one (see
    /// [`Statistics::average_length_ms`]).
    #[ts(type = "number | null")]
    pub average_length_ms: Option<i64>,
}

/// How long a game's matches run, in the scope.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct GameLength {
    pub game: GameId,
    /// Its decided matches with a length.
    pub matches: u32,
    #[ts(type = "number")]
    pub average_length_ms: i64,
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
    /// Over decided matches that have a length (their first entry and last apart): a match
    /// whose entries all carry one time, as one written by hand may, has none to average.
    #[ts(type = "number | null")]
    pub average_length_ms: Option<i64>,
    /// Each game's average length, the most matches first.
    pub games: Vec<GameLength>,
    /// Each player's record in the scope, the most decided matches first.
    pub players: Vec<PlayerRecord>,
    /// With a player as the subject: their record against each other player.
    pub opponents: Vec<PlayerRecord>,
    pub decks: Vec<DeckRecord>,
    pub matchups: Vec<Matchup>,
    /// With a subject: the win rate over time, oldest first.
    pub trend: Vec<TrendPoint>,
}

/// The seats the statistics read: every seat of every match with a seat in scope, a match's
/// seats one after the other, each marked whether it is in scope itself (a player's own seat,
/// say, beside their opponents'). One read: the seats in scope and the other seats of their
/// matches come together, so head-to-head and matchups need no second pass over the history.
struct Scope {
    sql: String,
    params: Vec<Value>,
}

impl Scope {
    fn of(query: &StatsQuery) -> Scope {
        let mut params: Vec<Value> = Vec::new();
        let mut numbered = |clause: &str, value: Value| {
            params.push(value);
            clause.replace('?', &format!("?{}", params.len()))
        };
        // Of the match: which matches are read at all.
        let mut of_match = vec!["m.result IS NOT NULL".to_owned()];
        if let Some(game) = query.game {
            of_match.push(numbered("m.game = ?", game.as_str().to_owned().into()));
        }
        if let Some(format) = &query.format {
            of_match.push(numbered("m.format = ?", format.clone().into()));
        }
        if let Some(from) = query.from_ms {
            of_match.push(numbered("m.created_at_ms >= ?", from.into()));
        }
        if let Some(to) = query.to_ms {
            of_match.push(numbered("m.created_at_ms < ?", to.into()));
        }
        // Of the seat: which seats of those matches count as the subject's.
        let mut of_seat = Vec::new();
        if let Some(player) = query.player {
            of_seat.push(numbered("{s}.player_id = ?", player.0.into()));
        }
        if let Some(deck) = query.deck {
            of_seat.push(numbered("{s}.deck_id = ?", deck.0.into()));
            if let Some(version) = query.deck_version {
                of_seat.push(numbered("{s}.deck_version = ?", i64::from(version).into()));
            }
        }
        if let Some(opponent) = query.opponent {
            of_seat.push(numbered(
                "EXISTS (SELECT 1 FROM match_seats o WHERE o.match_id = {s}.match_id AND o.seat != {s}.seat AND o.player_id = ?)",
                opponent.0.into(),
            ));
        }
        let seat_clauses = |seat: &str| of_seat.join(" AND ").replace("{s}", seat);
        let (in_scope, with_a_seat) = if of_seat.is_empty() {
            ("1".to_owned(), String::new())
        } else {
            (
                // A seat without a deck compares as NULL: not in scope.
                format!("coalesce(({}), 0)", seat_clauses("s")),
                format!(
                    " AND m.id IN (SELECT t.match_id FROM match_seats t WHERE {})",
                    seat_clauses("t")
                ),
            )
        };
        // `matches`, not `matches_now`: the times and turns read are those of decided matches,
        // whose rows are settled as they end (migration 008); a match in play is only counted.
        // In the order of `matches_for_statistics` (migration 011), which holds every column
        // read of a match, and a match's seats in seat order by their key: no sort.
        Scope {
            sql: format!(
                "SELECT s.match_id, m.result, s.outcome, s.on_play, m.turns,
                        m.updated_at_ms - m.created_at_ms, m.created_at_ms, s.player_id,
                        s.deck_name, {in_scope}, m.game
                 FROM matches m JOIN match_seats s ON s.match_id = m.id
                 WHERE {}{with_a_seat}
                 ORDER BY m.created_at_ms DESC, m.id DESC, s.seat",
                of_match.join(" AND ")
            ),
            params,
        }
    }
}

/// One seat as the statistics read it; its deck by its number in [`Totals::deck_names`].
struct Seat {
    player: i64,
    deck: Option<usize>,
    outcome: Option<Outcome>,
    on_play: bool,
    in_scope: bool,
}

/// A decided seat's outcome, read once from its text.
#[derive(Clone, Copy, PartialEq)]
enum Outcome {
    Win,
    Loss,
    Draw,
}

impl Outcome {
    fn read(text: &str) -> Option<Outcome> {
        match text {
            "win" => Some(Outcome::Win),
            "loss" => Some(Outcome::Loss),
            "draw" => Some(Outcome::Draw),
            _ => None,
        }
    }
}

/// Where a match stands, read once from its `result` text.
#[derive(Clone, Copy, PartialEq)]
enum Standing {
    InProgress,
    Abandoned,
    Decided,
}

impl Standing {
    fn read(result: &str) -> Standing {
        match result {
            "in_progress" => Standing::InProgress,
            "abandoned" => Standing::Abandoned,
            _ => Standing::Decided,
        }
    }
}

/// A match as the statistics read it: what counts once per match, with nothing copied out
/// of the row (10,000 matches read a text apiece would be 10,000 allocations).
struct MatchRow {
    id: i64,
    standing: Standing,
    turns: f64,
    length_ms: i64,
    created_at_ms: i64,
    /// `None` for a game this build does not know (a newer app's match).
    game: Option<GameId>,
}

/// Lengths added up: how many, and their sum.
#[derive(Debug, Clone, Copy, Default)]
struct Lengths {
    count: u32,
    sum_ms: i64,
}

impl Lengths {
    /// Counts `length_ms` if it is a length at all.
    fn add(&mut self, length_ms: i64) {
        if length_ms > 0 {
            self.count += 1;
            self.sum_ms = self.sum_ms.saturating_add(length_ms);
        }
    }

    fn average(self) -> Option<i64> {
        (self.count > 0).then(|| self.sum_ms / i64::from(self.count))
    }
}

/// What the statistics add up as they read the seats, a match at a time.
#[derive(Default)]
struct Totals {
    matches: u32,
    in_progress: u32,
    abandoned: u32,
    decided_matches: u32,
    turns: f64,
    lengths: Lengths,
    /// A few games at most: looked up by walking them.
    game_lengths: Vec<(GameId, Lengths)>,
    record: Tally,
    on_play: Tally,
    on_draw: Tally,
    players: HashMap<i64, Tally>,
    /// Each deck name once, numbered in the order first read: a seat refers to its deck by
    /// number, so that 20,000 seats of a few dozen decks copy no name per seat.
    deck_names: Vec<String>,
    deck_numbers: HashMap<String, usize>,
    decks: Vec<Tally>,
    deck_lengths: Vec<Lengths>,
    opponents: HashMap<i64, Tally>,
    matchups: HashMap<(usize, usize), Tally>,
    /// The subject's decided seats: when, which match, and whether won; for the trend.
    outcomes: Vec<(i64, i64, bool)>,
}

impl Totals {
    /// The number of the deck named `name`, numbering it if it is new.
    fn deck(&mut self, name: &str) -> usize {
        if let Some(&number) = self.deck_numbers.get(name) {
            return number;
        }
        let number = self.deck_names.len();
        self.deck_names.push(name.to_owned());
        self.deck_numbers.insert(name.to_owned(), number);
        self.decks.push(Tally::default());
        self.deck_lengths.push(Lengths::default());
        number
    }

    /// The lengths of `game`'s matches so far.
    fn game_lengths(&mut self, game: GameId) -> &mut Lengths {
        let index = match self.game_lengths.iter().position(|(id, _)| *id == game) {
            Some(index) => index,
            None => {
                self.game_lengths.push((game, Lengths::default()));
                self.game_lengths.len() - 1
            }
        };
        &mut self.game_lengths[index].1
    }

    /// Adds one match's seats: the match itself once when any of its seats is in scope; each
    /// seat in scope to the records; each decided seat in scope against every other seat.
    fn add(&mut self, game: &MatchRow, seats: &[Seat], with_trend: bool, with_opponents: bool) {
        if !seats.iter().any(|seat| seat.in_scope) {
            return;
        }
        self.matches += 1;
        match game.standing {
            Standing::InProgress => self.in_progress += 1,
            Standing::Abandoned => self.abandoned += 1,
            Standing::Decided => {
                self.decided_matches += 1;
                self.turns += game.turns;
                self.lengths.add(game.length_ms);
                if let Some(id) = game.game {
                    self.game_lengths(id).add(game.length_ms);
                }
            }
        }
        for (index, seat) in seats.iter().enumerate() {
            let (true, Some(outcome)) = (seat.in_scope, seat.outcome) else {
                continue;
            };
            self.record.count(outcome);
            if seat.on_play {
                self.on_play.count(outcome);
            } else {
                self.on_draw.count(outcome);
            }
            self.players.entry(seat.player).or_default().count(outcome);
            if let Some(deck) = seat.deck {
                self.decks[deck].count(outcome);
                self.deck_lengths[deck].add(game.length_ms);
            }
            if with_trend {
                self.outcomes
                    .push((game.created_at_ms, game.id, outcome == Outcome::Win));
            }
            for (other_index, other) in seats.iter().enumerate() {
                if other_index == index {
                    continue;
                }
                if with_opponents {
                    self.opponents
                        .entry(other.player)
                        .or_default()
                        .count(outcome);
                }
                if let (Some(mine), Some(theirs)) = (seat.deck, other.deck) {
                    self.matchups
                        .entry((mine, theirs))
                        .or_default()
                        .count(outcome);
                }
            }
        }
    }
}

impl Store {
    /// The statistics of the matches and seats `query` selects: one read of the filed seats,
    /// a match's seats together (see [`Scope`]), tallied here in one pass.
    pub fn statistics(&self, query: &StatsQuery) -> Result<Statistics> {
        let scope = Scope::of(query);
        let with_trend = query.player.is_some() || query.deck.is_some();
        let with_opponents = query.player.is_some();
        let mut totals = Totals::default();
        let mut statement = self.conn.prepare_cached(&scope.sql)?;
        let mut rows = statement.query(rusqlite::params_from_iter(scope.params.iter()))?;
        let mut current: Option<MatchRow> = None;
        let mut seats: Vec<Seat> = Vec::new();
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            if current.as_ref().is_none_or(|game| game.id != id) {
                if let Some(done) = current.take() {
                    totals.add(&done, &seats, with_trend, with_opponents);
                }
                seats.clear();
                current = Some(MatchRow {
                    id,
                    standing: Standing::read(
                        row.get_ref(1)?.as_str().map_err(rusqlite::Error::from)?,
                    ),
                    turns: row.get(4)?,
                    length_ms: row.get(5)?,
                    created_at_ms: row.get(6)?,
                    game: GameId::from_id(
                        row.get_ref(10)?.as_str().map_err(rusqlite::Error::from)?,
                    ),
                });
            }
            let deck = row
                .get_ref(8)?
                .as_str_or_null()
                .map_err(rusqlite::Error::from)?
                .map(|name| totals.deck(name));
            seats.push(Seat {
                outcome: row
                    .get_ref(2)?
                    .as_str_or_null()
                    .map_err(rusqlite::Error::from)?
                    .and_then(Outcome::read),
                on_play: row.get(3)?,
                player: row.get(7)?,
                deck,
                in_scope: row.get(9)?,
            });
        }
        if let Some(done) = current.take() {
            totals.add(&done, &seats, with_trend, with_opponents);
        }
        // In time order for the trend; a match's seats keep their seat order.
        totals.outcomes.sort_by_key(|&(at_ms, id, _)| (at_ms, id));
        let outcomes: Vec<(i64, bool)> = totals
            .outcomes
            .iter()
            .map(|&(at_ms, _, won)| (at_ms, won))
            .collect();

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
        let deck_names = totals.deck_names;
        let mut deck_records: Vec<DeckRecord> = totals
            .decks
            .into_iter()
            .zip(&totals.deck_lengths)
            .zip(&deck_names)
            .filter(|((tally, _), _)| tally.decided_any())
            .map(|((tally, lengths), deck_name)| DeckRecord {
                deck_name: deck_name.clone(),
                record: tally.record(),
                average_length_ms: lengths.average(),
            })
            .collect();
        deck_records.sort_by(|a, b| a.deck_name.cmp(&b.deck_name));
        let mut matchups: Vec<Matchup> = totals
            .matchups
            .into_iter()
            .map(|((mine, theirs), tally)| Matchup {
                deck_name: deck_names[mine].clone(),
                opponent_deck: deck_names[theirs].clone(),
                record: tally.record(),
            })
            .collect();
        matchups.sort_by(|a, b| {
            (&a.deck_name, &a.opponent_deck).cmp(&(&b.deck_name, &b.opponent_deck))
        });
        let decided = totals.decided_matches;
        Ok(Statistics {
            matches: totals.matches,
            in_progress: totals.in_progress,
            abandoned: totals.abandoned,
            record: totals.record.record(),
            on_play: totals.on_play.record(),
            on_draw: totals.on_draw.record(),
            average_turns: (decided > 0).then(|| totals.turns / f64::from(decided)),
            average_length_ms: totals.lengths.average(),
            games: game_lengths(totals.game_lengths),
            players: named(totals.players),
            opponents: named(totals.opponents),
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

/// Each game's average length, the most matches first (then in the games' order); a game
/// whose matches have no length is left out.
fn game_lengths(lengths: Vec<(GameId, Lengths)>) -> Vec<GameLength> {
    let mut games: Vec<GameLength> = lengths
        .into_iter()
        .filter_map(|(game, lengths)| {
            Some(GameLength {
                game,
                matches: lengths.count,
                average_length_ms: lengths.average()?,
            })
        })
        .collect();
    games.sort_by_key(|game| (std::cmp::Reverse(game.matches), game.game.as_str()));
    games
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
