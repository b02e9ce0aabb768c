//! The `owned_cards` table.

use rusqlite::Connection;
use tableside_engine::GameId;

use crate::error::Result;
use crate::records::DeckCard;

/// The cards of `game` owned, by card ID.
pub(crate) fn list_owned(conn: &Connection, game: GameId) -> Result<Vec<DeckCard>> {
    let mut statement = conn.prepare_cached(
        "SELECT card_id, count FROM owned_cards WHERE game = ?1 ORDER BY card_id",
    )?;
    let rows = statement.query_map([game.as_str()], |row| {
        Ok(DeckCard {
            card_id: row.get(0)?,
            count: row.get(1)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Sets how many of a card are owned; 0 takes it out of the collection.
pub(crate) fn set_owned(conn: &Connection, game: GameId, card_id: &str, count: u32) -> Result<()> {
    if count == 0 {
        conn.prepare_cached("DELETE FROM owned_cards WHERE game = ?1 AND card_id = ?2")?
            .execute((game.as_str(), card_id))?;
    } else {
        conn.prepare_cached(
            "INSERT INTO owned_cards (game, card_id, count) VALUES (?1, ?2, ?3)
             ON CONFLICT (game, card_id) DO UPDATE SET count = excluded.count",
        )?
        .execute((game.as_str(), card_id, count))?;
    }
    Ok(())
}

/// Empties the game's collection.
pub(crate) fn delete_owned(conn: &Connection, game: GameId) -> Result<()> {
    conn.execute("DELETE FROM owned_cards WHERE game = ?1", [game.as_str()])?;
    Ok(())
}

/// The `pk` of each owned card the card data has, with how many are owned.
pub(crate) fn list_owned_pks(conn: &Connection, game: GameId) -> Result<Vec<(i64, u32)>> {
    let mut statement = conn.prepare_cached(
        "SELECT c.pk, o.count FROM owned_cards o JOIN cards c ON c.id = o.card_id
         WHERE o.game = ?1 AND c.game = ?1",
    )?;
    let rows = statement.query_map([game.as_str()], |row| Ok((row.get(0)?, row.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
