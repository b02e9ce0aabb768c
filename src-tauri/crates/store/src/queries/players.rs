//! The `players` table: the roster, one row per person (by folded name).

use rusqlite::{Connection, OptionalExtension};

use crate::error::Result;
use crate::records::PlayerId;
use crate::search::name_key;

/// A roster row with how often and when last the player sat at a stored match.
pub(crate) struct PlayerRow {
    pub id: PlayerId,
    pub name: String,
    pub matches: u32,
    pub last_played_ms: Option<i64>,
}

/// The player called `name` (folded: "ana" is "Ana"), added to the roster if new.
pub(crate) fn find_or_insert(conn: &Connection, name: &str, at_ms: i64) -> Result<PlayerId> {
    if let Some(id) = find(conn, name)? {
        return Ok(id);
    }
    let mut insert = conn.prepare_cached(
        "INSERT INTO players (name, name_key, created_at_ms) VALUES (?1, ?2, ?3)",
    )?;
    insert.execute((name.trim(), name_key(name), at_ms))?;
    Ok(PlayerId(conn.last_insert_rowid()))
}

pub(crate) fn get(conn: &Connection, id: PlayerId) -> Result<Option<PlayerRow>> {
    Ok(list_where(conn, "WHERE p.id = ?1", [id.0])?
        .into_iter()
        .next())
}

/// The roster, the most recently seen first, then by name.
pub(crate) fn list(conn: &Connection) -> Result<Vec<PlayerRow>> {
    list_where(conn, "", [])
}

fn list_where<P: rusqlite::Params>(
    conn: &Connection,
    filter: &str,
    params: P,
) -> Result<Vec<PlayerRow>> {
    let sql = format!(
        "SELECT p.id, p.name, count(DISTINCT s.match_id), max(m.created_at_ms)
         FROM players p
         LEFT JOIN match_seats s ON s.player_id = p.id
         LEFT JOIN matches m ON m.id = s.match_id
         {filter}
         GROUP BY p.id
         ORDER BY max(m.created_at_ms) DESC NULLS LAST, p.name_key"
    );
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map(params, |row| {
        Ok(PlayerRow {
            id: PlayerId(row.get(0)?),
            name: row.get(1)?,
            matches: row.get(2)?,
            last_played_ms: row.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The player already called `name` (folded), if any.
pub(crate) fn find(conn: &Connection, name: &str) -> Result<Option<PlayerId>> {
    let mut find = conn.prepare_cached("SELECT id FROM players WHERE name_key = ?1")?;
    Ok(find
        .query_row([name_key(name)], |row| row.get(0))
        .optional()?
        .map(PlayerId))
}

pub(crate) fn rename(conn: &Connection, id: PlayerId, name: &str) -> Result<bool> {
    Ok(conn.execute(
        "UPDATE players SET name = ?2, name_key = ?3 WHERE id = ?1",
        (id.0, name.trim(), name_key(name)),
    )? > 0)
}

/// Moves every seat of `from` to `into` and removes `from`.
pub(crate) fn merge(conn: &Connection, from: PlayerId, into: PlayerId) -> Result<()> {
    conn.execute(
        "UPDATE match_seats SET player_id = ?2 WHERE player_id = ?1",
        (from.0, into.0),
    )?;
    conn.execute("DELETE FROM players WHERE id = ?1", [from.0])?;
    Ok(())
}
