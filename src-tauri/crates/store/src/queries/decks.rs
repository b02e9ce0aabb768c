//! The `decks`, `deck_cards` and `deck_maybe_cards` tables.

use rusqlite::{Connection, OptionalExtension, Row};
use tableside_engine::GameId;

use super::parse_game;
use crate::error::Result;
use crate::records::{Deck, DeckCard, DeckId};

/// A deck row before its cards are read.
struct DeckRow {
    id: i64,
    game: String,
    format: Option<String>,
    name: String,
    created_at_ms: i64,
    updated_at_ms: i64,
    version: u32,
}

const COLUMNS: &str = "id, game, format, name, created_at_ms, updated_at_ms, version";

impl DeckRow {
    fn read(row: &Row<'_>) -> rusqlite::Result<DeckRow> {
        Ok(DeckRow {
            id: row.get(0)?,
            game: row.get(1)?,
            format: row.get(2)?,
            name: row.get(3)?,
            created_at_ms: row.get(4)?,
            updated_at_ms: row.get(5)?,
            version: row.get(6)?,
        })
    }

    fn into_deck(self, conn: &Connection) -> Result<Deck> {
        Ok(Deck {
            cards: list_deck_cards(conn, DeckId(self.id))?,
            maybe: list_maybe_cards(conn, DeckId(self.id))?,
            id: Some(DeckId(self.id)),
            game: parse_game(&self.game)?,
            format: self.format,
            name: self.name,
            created_at_ms: self.created_at_ms,
            updated_at_ms: self.updated_at_ms,
            version: self.version,
        })
    }
}

/// Inserts the deck row (not its cards) and returns the new ID.
pub(crate) fn insert_deck(conn: &Connection, deck: &Deck) -> Result<DeckId> {
    conn.execute(
        "INSERT INTO decks (game, format, name, created_at_ms, updated_at_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
        (deck.game.as_str(), &deck.format, &deck.name, deck.created_at_ms, deck.updated_at_ms),
    )?;
    Ok(DeckId(conn.last_insert_rowid()))
}

/// Updates the deck row (not its cards), keeping its creation time. Returns whether it existed.
pub(crate) fn update_deck(conn: &Connection, id: DeckId, deck: &Deck) -> Result<bool> {
    let changed = conn.execute(
        "UPDATE decks SET game = ?2, format = ?3, name = ?4, updated_at_ms = ?5
         WHERE id = ?1 AND deleted_at_ms IS NULL",
        (
            id.0,
            deck.game.as_str(),
            &deck.format,
            &deck.name,
            deck.updated_at_ms,
        ),
    )?;
    Ok(changed > 0)
}

pub(crate) fn get_deck(conn: &Connection, id: DeckId) -> Result<Option<Deck>> {
    let sql = format!("SELECT {COLUMNS} FROM decks WHERE id = ?1 AND deleted_at_ms IS NULL");
    let row = conn.query_row(&sql, [id.0], DeckRow::read).optional()?;
    row.map(|row| row.into_deck(conn)).transpose()
}

/// A game's decks, most recently changed first.
pub(crate) fn list_decks(conn: &Connection, game: GameId) -> Result<Vec<Deck>> {
    let sql =
        format!("SELECT {COLUMNS} FROM decks WHERE game = ?1 AND deleted_at_ms IS NULL ORDER BY updated_at_ms DESC, id DESC");
    let mut statement = conn.prepare(&sql)?;
    let rows: Vec<DeckRow> = statement
        .query_map([game.as_str()], DeckRow::read)?
        .collect::<Result<_, _>>()?;
    rows.into_iter().map(|row| row.into_deck(conn)).collect()
}

/// Moves a deck that is not in the trash into it. Returns whether there was such a deck.
pub(crate) fn trash_deck(conn: &Connection, id: DeckId, at_ms: i64) -> Result<bool> {
    Ok(conn.execute(
        "UPDATE decks SET deleted_at_ms = ?2 WHERE id = ?1 AND deleted_at_ms IS NULL",
        (id.0, at_ms),
    )? > 0)
}

/// Takes a deck out of the trash. Returns whether it was there.
pub(crate) fn untrash_deck(conn: &Connection, id: DeckId) -> Result<bool> {
    Ok(conn.execute(
        "UPDATE decks SET deleted_at_ms = NULL WHERE id = ?1 AND deleted_at_ms IS NOT NULL",
        [id.0],
    )? > 0)
}

/// Deletes every deck in the trash and, by cascade, its cards.
pub(crate) fn empty_trash(conn: &Connection) -> Result<usize> {
    Ok(conn.execute("DELETE FROM decks WHERE deleted_at_ms IS NOT NULL", [])?)
}

/// Replaces the deck's card list with `cards` (distinct card IDs, counts above zero).
pub(crate) fn replace_deck_cards(conn: &Connection, id: DeckId, cards: &[DeckCard]) -> Result<()> {
    replace_cards(conn, "deck_cards", id, cards)
}

/// Replaces the deck's maybe-board with `cards` (distinct card IDs, counts above zero).
pub(crate) fn replace_maybe_cards(conn: &Connection, id: DeckId, cards: &[DeckCard]) -> Result<()> {
    replace_cards(conn, "deck_maybe_cards", id, cards)
}

pub(crate) fn list_deck_cards(conn: &Connection, id: DeckId) -> Result<Vec<DeckCard>> {
    list_cards(conn, "deck_cards", id)
}

pub(crate) fn list_maybe_cards(conn: &Connection, id: DeckId) -> Result<Vec<DeckCard>> {
    list_cards(conn, "deck_maybe_cards", id)
}

/// `table` is `deck_cards` or `deck_maybe_cards`, which have the same columns.
fn replace_cards(conn: &Connection, table: &str, id: DeckId, cards: &[DeckCard]) -> Result<()> {
    conn.execute(&format!("DELETE FROM {table} WHERE deck_id = ?1"), [id.0])?;
    let mut insert = conn.prepare(&format!(
        "INSERT INTO {table} (deck_id, card_id, count) VALUES (?1, ?2, ?3)"
    ))?;
    for card in cards {
        insert.execute((id.0, &card.card_id, card.count))?;
    }
    Ok(())
}

fn list_cards(conn: &Connection, table: &str, id: DeckId) -> Result<Vec<DeckCard>> {
    let mut statement = conn.prepare(&format!(
        "SELECT card_id, count FROM {table} WHERE deck_id = ?1 ORDER BY card_id"
    ))?;
    let rows = statement.query_map([id.0], |row| {
        Ok(DeckCard {
            card_id: row.get(0)?,
            count: row.get(1)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Sets the deck's newest version.
pub(crate) fn set_deck_version(conn: &Connection, id: DeckId, version: u32) -> Result<()> {
    conn.execute(
        "UPDATE decks SET version = ?2 WHERE id = ?1",
        (id.0, version),
    )?;
    Ok(())
}

/// Whether a card with this ID belongs to `game`.
pub(crate) fn card_in_game(conn: &Connection, card_id: &str, game: GameId) -> Result<bool> {
    let sql = format!(
        "SELECT 1 FROM cards c WHERE c.id = ?1 AND c.game = ?2 AND {}",
        super::VISIBLE
    );
    let found = conn
        .query_row(&sql, (card_id, game.as_str()), |_| Ok(()))
        .optional()?;
    Ok(found.is_some())
}

/// A deck's game, name and newest version, for a match seat that plays it.
pub(crate) fn get_deck_game_name_and_version(
    conn: &Connection,
    id: DeckId,
) -> Result<Option<(String, String, u32)>> {
    Ok(conn
        .query_row(
            "SELECT game, name, version FROM decks WHERE id = ?1 AND deleted_at_ms IS NULL",
            [id.0],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .optional()?)
}
