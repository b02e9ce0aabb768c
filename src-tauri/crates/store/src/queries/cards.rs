//! The `cards` table and its full-text index `cards_fts` (kept in step by triggers).

use rusqlite::{Connection, OptionalExtension, Row};
use tableside_engine::GameId;

use super::{parse_game, parse_json, to_json};
use crate::error::Result;
use crate::records::CardInfo;
use crate::search::{key_range, name_key, name_query};

const COLUMNS: &str = "c.id, c.game, c.name, c.kind, c.text, c.sample, c.attributes_json";

/// A row as stored, before its game and attributes are parsed.
struct CardRow {
    id: String,
    game: String,
    name: String,
    kind: String,
    text: String,
    sample: bool,
    attributes_json: String,
}

impl CardRow {
    fn read(row: &Row<'_>) -> rusqlite::Result<CardRow> {
        Ok(CardRow {
            id: row.get(0)?,
            game: row.get(1)?,
            name: row.get(2)?,
            kind: row.get(3)?,
            text: row.get(4)?,
            sample: row.get(5)?,
            attributes_json: row.get(6)?,
        })
    }

    fn into_info(self) -> Result<CardInfo> {
        Ok(CardInfo {
            game: parse_game(&self.game)?,
            id: self.id,
            name: self.name,
            kind: self.kind,
            text: self.text,
            sample: self.sample,
            attributes: parse_json("card's attributes", &self.attributes_json)?,
        })
    }
}

pub(crate) fn upsert_card(conn: &Connection, card: &CardInfo) -> Result<()> {
    write_card(conn, card, false)
}

/// Writes a card a player imported, marked so that the shipped-data sync never retires it.
pub(crate) fn upsert_imported_card(conn: &Connection, card: &CardInfo) -> Result<()> {
    write_card(conn, card, true)
}

/// One statement per card, prepared once per connection: an import of 100,000 cards runs it
/// 100,000 times. A shipped card written over an imported one leaves it marked imported.
fn write_card(conn: &Connection, card: &CardInfo, imported: bool) -> Result<()> {
    // ON CONFLICT … DO UPDATE keeps the row's `pk`, which the full-text index refers to.
    let mut statement = conn.prepare_cached(
        "INSERT INTO cards (id, game, name, kind, text, sample, attributes_json, name_key, imported)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (id) DO UPDATE SET
             game = excluded.game, name = excluded.name, kind = excluded.kind,
             text = excluded.text, sample = excluded.sample, attributes_json = excluded.attributes_json,
             name_key = excluded.name_key, imported = max(imported, excluded.imported)",
    )?;
    statement.execute((
        &card.id,
        card.game.as_str(),
        &card.name,
        &card.kind,
        &card.text,
        card.sample,
        to_json(&card.attributes),
        name_key(&card.name),
        imported,
    ))?;
    Ok(())
}

/// Writes the name key of every card that has none (stored before keys existed, migration
/// 004); the number of cards keyed. Found through a partial index, so cheap when there are none.
pub(crate) fn key_unkeyed_names(conn: &Connection) -> Result<usize> {
    let mut unkeyed =
        conn.prepare("SELECT pk, name FROM cards WHERE name_key = '' AND name != ''")?;
    let rows: Vec<(i64, String)> = unkeyed
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut update = conn.prepare("UPDATE cards SET name_key = ?2 WHERE pk = ?1")?;
    for (pk, name) in &rows {
        // A blank name (never accepted, but an old row may hold one) keys as a space, so that
        // it is not found unkeyed again at every open.
        let key = Some(name_key(name)).filter(|key| !key.is_empty());
        update.execute((pk, key.unwrap_or_else(|| " ".to_owned())))?;
    }
    Ok(rows.len())
}

pub(crate) fn get_card(conn: &Connection, id: &str) -> Result<Option<CardInfo>> {
    let sql = format!("SELECT {COLUMNS} FROM cards c WHERE c.id = ?1");
    let row = conn.query_row(&sql, [id], CardRow::read).optional()?;
    row.map(CardRow::into_info).transpose()
}

/// The first `limit` cards of a game by name.
pub(crate) fn list_cards(conn: &Connection, game: GameId, limit: u32) -> Result<Vec<CardInfo>> {
    let sql =
        format!("SELECT {COLUMNS} FROM cards c WHERE c.game = ?1 ORDER BY c.name, c.id LIMIT ?2");
    let mut statement = conn.prepare(&sql)?;
    let rows = statement.query_map((game.as_str(), limit), CardRow::read)?;
    rows.map(|row| row?.into_info()).collect()
}

/// Cards of `game` for what was typed, best first, at most `limit`, in three tiers that each
/// stop at the limit instead of ranking every match (a one-letter prefix matches most of a
/// large pool):
/// 1. names that start with the typed text (`typed_key`, folded by [`name_key`]): a range of
///    the `name_key` index, in name order;
/// 2. names with a word starting with every typed word (`fts_query` on the name column);
/// 3. cards whose text has them.
///
/// Tiers 2 and 3 come in the index's order. `fts_query` must come from
/// [`crate::search::prefix_query`], never from user text directly.
pub(crate) fn search_cards(
    conn: &Connection,
    game: GameId,
    typed_key: &str,
    fts_query: &str,
    limit: u32,
) -> Result<Vec<CardInfo>> {
    let mut found: Vec<(i64, CardRow)> = Vec::new();
    let read = |row: &Row<'_>| Ok((row.get::<_, i64>(7)?, CardRow::read(row)?));
    if !typed_key.is_empty() {
        let (from, to) = key_range(typed_key);
        let sql = format!(
            "SELECT {COLUMNS}, c.pk FROM cards c
             WHERE c.game = ?1 AND c.name_key >= ?2 AND c.name_key < ?3
             ORDER BY c.name_key, c.id LIMIT ?4"
        );
        let mut statement = conn.prepare_cached(&sql)?;
        let rows = statement.query_map((game.as_str(), &from, &to, limit), read)?;
        for row in rows {
            found.push(row?);
        }
    }
    for query in [name_query(fts_query), fts_query.to_owned()] {
        let wanted = limit as usize;
        if found.len() >= wanted {
            break;
        }
        // Enough rows to fill the limit even when every row already found comes again.
        let fetch = (wanted + found.len()) as u32;
        let sql = format!(
            "SELECT {COLUMNS}, c.pk FROM cards_fts
             JOIN cards c ON c.pk = cards_fts.rowid
             WHERE cards_fts MATCH ?1 AND c.game = ?2
             LIMIT ?3"
        );
        let mut statement = conn.prepare_cached(&sql)?;
        let rows = statement.query_map((&query, game.as_str(), fetch), read)?;
        for row in rows {
            let (pk, card) = row?;
            if found.len() < wanted && !found.iter().any(|(seen, _)| *seen == pk) {
                found.push((pk, card));
            }
        }
    }
    found.into_iter().map(|(_, row)| row.into_info()).collect()
}

/// Deletes the cards whose IDs are not in `keep`, except those a deck still holds and those a
/// player imported. Returns how many were deleted.
pub(crate) fn delete_cards_except(conn: &Connection, keep: &[&str]) -> Result<usize> {
    Ok(conn.execute(
        "DELETE FROM cards
         WHERE id NOT IN (SELECT value FROM json_each(?1))
           AND id NOT IN (SELECT card_id FROM deck_cards)
           AND imported = 0",
        [to_json(&keep)],
    )?)
}

#[cfg(test)]
#[path = "tests/cards.rs"]
mod tests;
