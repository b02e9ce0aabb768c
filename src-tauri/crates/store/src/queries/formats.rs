//! The `formats` table.

use rusqlite::{Connection, OptionalExtension, Row};
use tableside_engine::GameId;

use super::{parse_game, parse_json, to_json};
use crate::error::Result;
use crate::records::{FormatInfo, FormatRound};

const COLUMNS: &str =
    "id, game, name, description, min_players, max_players, rules_json, round_minutes, round_verified";

/// A row as stored, before its game and rules are parsed.
struct FormatRow {
    id: String,
    game: String,
    name: String,
    description: String,
    min_players: usize,
    max_players: usize,
    rules_json: String,
    round_minutes: Option<u32>,
    round_verified: bool,
}

impl FormatRow {
    fn read(row: &Row<'_>) -> rusqlite::Result<FormatRow> {
        Ok(FormatRow {
            id: row.get(0)?,
            game: row.get(1)?,
            name: row.get(2)?,
            description: row.get(3)?,
            min_players: row.get::<_, u32>(4)? as usize,
            max_players: row.get::<_, u32>(5)? as usize,
            rules_json: row.get(6)?,
            round_minutes: row.get(7)?,
            round_verified: row.get(8)?,
        })
    }

    fn into_info(self) -> Result<FormatInfo> {
        let game = parse_game(&self.game)?;
        Ok(FormatInfo {
            playable: game.info().playable,
            id: self.id,
            game,
            name: self.name,
            description: self.description,
            min_players: self.min_players,
            max_players: self.max_players,
            rules: parse_json("format's rules", &self.rules_json)?,
            round: self.round_minutes.map(|minutes| FormatRound {
                minutes,
                verified: self.round_verified,
            }),
        })
    }
}

/// Writes a format; `position` orders the formats of a game as their file does.
pub(crate) fn upsert_format(conn: &Connection, format: &FormatInfo, position: usize) -> Result<()> {
    conn.execute(
        "INSERT INTO formats (id, game, name, description, min_players, max_players, rules_json, position,
                              round_minutes, round_verified)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (id) DO UPDATE SET
             game = excluded.game, name = excluded.name, description = excluded.description,
             min_players = excluded.min_players, max_players = excluded.max_players,
             rules_json = excluded.rules_json, position = excluded.position,
             round_minutes = excluded.round_minutes, round_verified = excluded.round_verified",
        (
            &format.id,
            format.game.as_str(),
            &format.name,
            &format.description,
            format.min_players as i64,
            format.max_players as i64,
            to_json(&format.rules),
            position as i64,
            format.round.map(|round| round.minutes),
            format.round.is_some_and(|round| round.verified),
        ),
    )?;
    Ok(())
}

pub(crate) fn get_format(conn: &Connection, id: &str) -> Result<Option<FormatInfo>> {
    let sql = format!("SELECT {COLUMNS} FROM formats WHERE id = ?1");
    let row = conn.query_row(&sql, [id], FormatRow::read).optional()?;
    row.map(FormatRow::into_info).transpose()
}

pub(crate) fn list_formats(conn: &Connection, game: GameId) -> Result<Vec<FormatInfo>> {
    let sql = format!("SELECT {COLUMNS} FROM formats WHERE game = ?1 ORDER BY position, id");
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map([game.as_str()], FormatRow::read)?;
    rows.map(|row| row?.into_info()).collect()
}

/// Deletes the formats whose IDs are not in `keep`, except those a deck still names (a
/// format retired from the shipped data stays for the decks built for it). Returns how many
/// were deleted.
pub(crate) fn delete_formats_except(conn: &Connection, keep: &[&str]) -> Result<usize> {
    Ok(conn.execute(
        "DELETE FROM formats
         WHERE id NOT IN (SELECT value FROM json_each(?1))
           AND id NOT IN (SELECT format FROM decks WHERE format IS NOT NULL)",
        [to_json(&keep)],
    )?)
}

#[cfg(test)]
#[path = "tests/formats.rs"]
mod tests;
