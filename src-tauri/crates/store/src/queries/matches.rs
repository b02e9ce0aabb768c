//! The `matches` and `match_actions` tables.

use rusqlite::{Connection, OptionalExtension, Row};
use tableside_engine::{Action, LogEntry, Outcome};

use super::{parse_json, to_json};
use crate::error::Result;
use crate::records::MatchId;

/// A match row as stored.
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
    conn.execute(
        "INSERT INTO matches (game, format, setup_json, created_at_ms, updated_at_ms, action_count, status, outcome_json, seed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
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
    let sql = format!("SELECT {COLUMNS} FROM matches WHERE id = ?1");
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
        "SELECT {COLUMNS} FROM matches {filter} ORDER BY updated_at_ms DESC, id DESC LIMIT ?1"
    );
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map([limit], MatchRow::read)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Records that the entry `seq` was written: the row's count becomes `seq + 1`, its time and
/// outcome those after the entry. Only when the row's count is `seq`, so that two writers
/// cannot both append entry `seq`; returns whether the row was updated.
pub(crate) fn update_match_progress(
    conn: &Connection,
    id: MatchId,
    seq: u32,
    at_ms: i64,
    outcome: Option<&Outcome>,
) -> Result<bool> {
    let mut update = conn.prepare_cached(
        "UPDATE matches
         SET action_count = ?3 + 1, updated_at_ms = max(updated_at_ms, ?4), status = ?5, outcome_json = ?6
         WHERE id = ?1 AND action_count = ?2",
    )?;
    let changed = update.execute((id.0, seq, seq, at_ms, status(outcome), outcome.map(to_json)))?;
    Ok(changed > 0)
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
