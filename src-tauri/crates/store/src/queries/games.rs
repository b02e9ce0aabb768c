//! The `games` table: one row per game with shipped data.

use rusqlite::Connection;
use tableside_engine::GameId;

use super::parse_game;
use crate::error::Result;

pub(crate) fn upsert_game(conn: &Connection, game: GameId, name: &str) -> Result<()> {
    conn.execute(
        "INSERT INTO games (id, name) VALUES (?1, ?2)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name",
        (game.as_str(), name),
    )?;
    Ok(())
}

/// Every game with data and its display name, in the engine's order of games.
pub(crate) fn list_games(conn: &Connection) -> Result<Vec<(GameId, String)>> {
    let mut statement = conn.prepare("SELECT id, name FROM games")?;
    let rows = statement.query_map([], |row| {
        Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
    })?;
    let mut games = Vec::new();
    for row in rows {
        let (id, name) = row?;
        games.push((parse_game(&id)?, name));
    }
    games.sort_by_key(|(game, _)| GameId::ALL.iter().position(|g| g == game));
    Ok(games)
}

#[cfg(test)]
#[path = "tests/games.rs"]
mod tests;
