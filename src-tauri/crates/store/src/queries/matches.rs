//! The `matches` and `match_actions` tables.

use rusqlite::{Connection, OptionalExtension, Row};
use tableside_engine::{Action, LogEntry, Outcome};

use super::{parse_json, to_json};
use crate::error::Result;
use crate::records::MatchId;

/// A match as it stands (the `matches_now` view: its count and time from its log).
pub(crate) struct MatchRow {
    pub id: MatchId,
    pub setup_json: String,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
    pub action_count: u32,
    pub outcome_json: Option<String>,
}

const COLUMNS: &str = "id, setup_json, created_at_ms, updated_at_ms, action_count, outcome_json";

impl MatchRow {
    fn read(row: &Row<'_>) -> rusqlite::Result<MatchRow> {
        Ok(MatchRow {
            id: MatchId(row.get(0)?),
            setup_json: row.get(1)?,
            created_at_ms: row.get(2)?,
            updated_at_ms: row.get(3)?,
            action_count: row.get(4)?,
            outcome_json: row.get(5)?,
        })
    }
}

/// What a new match row holds.
pub(crate) struct NewMatch<'a> {
    pub game: &'a str,
    pub format: &'a str,
    pub setup_json: String,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
    pub action_count: u32,
    pub outcome: Option<&'a Outcome>,
    /// The setup's seed, by which an imported copy of the match is recognised.
    pub seed: u64,
}

pub(crate) fn insert_match(conn: &Connection, new: &NewMatch<'_>) -> Result<MatchId> {
    // The new row is ordered by its own time, which may be older than the first row's last
    // entry: that row must hold its true time before the order is read against it.
    settle_first(conn)?;
    conn.execute(
        "INSERT INTO matches (game, format, setup_json, created_at_ms, updated_at_ms, action_count, status, outcome_json, seed, recency_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?5)",
        (
            new.game,
            new.format,
            &new.setup_json,
            new.created_at_ms,
            new.updated_at_ms,
            new.action_count,
            status(new.outcome),
            new.outcome.map(to_json),
            new.seed as i64,
        ),
    )?;
    Ok(MatchId(conn.last_insert_rowid()))
}

pub(crate) fn get_match(conn: &Connection, id: MatchId) -> Result<Option<MatchRow>> {
    let sql = format!("SELECT {COLUMNS} FROM matches_now WHERE id = ?1");
    Ok(conn.query_row(&sql, [id.0], MatchRow::read).optional()?)
}

/// The most recently played matches first; only those without an outcome when
/// `unfinished_only`.
pub(crate) fn list_matches(
    conn: &Connection,
    limit: u32,
    unfinished_only: bool,
) -> Result<Vec<MatchRow>> {
    let filter = if unfinished_only {
        "WHERE status = 'in_progress'"
    } else {
        ""
    };
    let sql = format!(
        "SELECT {COLUMNS} FROM matches_now {filter} ORDER BY recency_ms DESC, id DESC LIMIT ?1"
    );
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map([limit], MatchRow::read)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The `seq` the match's next entry must have (its log's length), `None` when there is no
/// such match. Read in the append's transaction, so that two writers cannot both append the
/// same entry.
pub(crate) fn next_seq(conn: &Connection, id: MatchId) -> Result<Option<u32>> {
    let mut next = conn.prepare_cached(
        "SELECT (SELECT coalesce(max(a.seq) + 1, 0) FROM match_actions a WHERE a.match_id = m.id)
         FROM matches m WHERE m.id = ?1",
    )?;
    Ok(next.query_row([id.0], |row| row.get(0)).optional()?)
}

/// Records that the entry `seq` was written at `at_ms` with `outcome` after it. The row itself
/// is written only when the match is or was over (a result is kept whole in the row); while
/// it goes on, the `matches_now` view reads its count and time from the log. Then the match
/// is moved to the front of the recency order, which writes nothing when it is there already.
pub(crate) fn record_progress(
    conn: &Connection,
    id: MatchId,
    seq: u32,
    at_ms: i64,
    outcome: Option<&Outcome>,
) -> Result<()> {
    let mut update = conn.prepare_cached(
        "UPDATE matches
         SET action_count = ?2 + 1, updated_at_ms = max(updated_at_ms, ?3), status = ?4, outcome_json = ?5
         WHERE id = ?1 AND (status <> 'in_progress' OR ?4 <> 'in_progress')",
    )?;
    update.execute((id.0, seq, at_ms, status(outcome), outcome.map(to_json)))?;
    move_to_front(conn, id, at_ms)
}

/// Puts the match first in the recency order. The row first until now is settled to its
/// true time as it gives up the place, so that every row but the first holds its last
/// entry's time (see migration 008).
fn move_to_front(conn: &Connection, id: MatchId, at_ms: i64) -> Result<()> {
    if first_in_recency(conn)? == Some(id) {
        return Ok(());
    }
    settle_first(conn)?;
    let mut update =
        conn.prepare_cached("UPDATE matches SET recency_ms = max(recency_ms, ?2) WHERE id = ?1")?;
    update.execute((id.0, at_ms))?;
    Ok(())
}

fn first_in_recency(conn: &Connection) -> Result<Option<MatchId>> {
    let mut first =
        conn.prepare_cached("SELECT id FROM matches ORDER BY recency_ms DESC, id DESC LIMIT 1")?;
    Ok(first
        .query_row([], |row| row.get(0).map(MatchId))
        .optional()?)
}

/// Gives the row first in the recency order its last entry's time, which it may lag.
fn settle_first(conn: &Connection) -> Result<()> {
    let mut settle = conn.prepare_cached(
        "UPDATE matches SET recency_ms = n.updated_at_ms
         FROM matches_now n
         WHERE matches.id = n.id AND n.id = (SELECT id FROM matches ORDER BY recency_ms DESC, id DESC LIMIT 1)
           AND matches.recency_ms < n.updated_at_ms",
    )?;
    settle.execute([])?;
    Ok(())
}

/// Deletes a match and, by cascade, its actions. Returns whether it existed.
pub(crate) fn delete_match(conn: &Connection, id: MatchId) -> Result<bool> {
    Ok(conn.execute("DELETE FROM matches WHERE id = ?1", [id.0])? > 0)
}

pub(crate) fn insert_action(conn: &Connection, id: MatchId, entry: &LogEntry) -> Result<()> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO match_actions (match_id, seq, at_ms, action_json, random_json) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    insert.execute((
        id.0,
        entry.seq,
        entry.at_ms,
        to_json(&entry.action),
        to_json(&entry.random),
    ))?;
    Ok(())
}

/// Records the key a device gave the entry `seq`. A key given twice is a constraint error:
/// the caller looks keys up before it applies an action.
pub(crate) fn insert_action_key(conn: &Connection, id: MatchId, key: &str, seq: u32) -> Result<()> {
    conn.prepare_cached("INSERT INTO action_keys (match_id, key, seq) VALUES (?1, ?2, ?3)")?
        .execute((id.0, key, seq))?;
    Ok(())
}

pub(crate) fn keyed_action(conn: &Connection, id: MatchId, key: &str) -> Result<Option<u32>> {
    Ok(conn
        .prepare_cached("SELECT seq FROM action_keys WHERE match_id = ?1 AND key = ?2")?
        .query_row((id.0, key), |row| row.get(0))
        .optional()?)
}

/// A match's log in order.
pub(crate) fn list_actions(conn: &Connection, id: MatchId) -> Result<Vec<LogEntry>> {
    let mut statement = conn.prepare(
        "SELECT seq, at_ms, action_json, random_json FROM match_actions WHERE match_id = ?1 ORDER BY seq",
    )?;
    let rows = statement.query_map([id.0], |row| {
        Ok((
            row.get::<_, u32>(0)?,
            row.get::<_, i64>(1)?,
            row.get::<_, String>(2)?,
            row.get::<_, String>(3)?,
        ))
    })?;
    let mut log = Vec::new();
    for row in rows {
        let (seq, at_ms, action_json, random_json) = row?;
        let action: Action = parse_json("match action", &action_json)?;
        let random: Vec<u32> = parse_json("match action's random results", &random_json)?;
        log.push(LogEntry {
            seq,
            at_ms,
            action,
            random,
        });
    }
    Ok(log)
}

fn status(outcome: Option<&Outcome>) -> &'static str {
    if outcome.is_some() {
        "finished"
    } else {
        "in_progress"
    }
}
