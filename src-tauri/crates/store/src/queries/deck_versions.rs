//! The `deck_versions` and `deck_version_cards` tables.

use rusqlite::{Connection, OptionalExtension, Row};

use crate::error::Result;
use crate::records::{DeckCard, DeckId, DeckVersion, DeckVersionCards};

/// Where a version's card is: the deck or its maybe-board (the `board` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Board {
    Deck,
    Maybe,
}

impl Board {
    fn as_str(self) -> &'static str {
        match self {
            Board::Deck => "deck",
            Board::Maybe => "maybe",
        }
    }
}

const COLUMNS: &str = "v.version, v.saved_at_ms, v.name, v.format, v.back_to,
    (SELECT coalesce(sum(c.count), 0) FROM deck_version_cards c
     WHERE c.deck_id = v.deck_id AND c.version = v.version AND c.board = 'deck')";

fn read_version(row: &Row<'_>) -> rusqlite::Result<DeckVersion> {
    Ok(DeckVersion {
        version: row.get(0)?,
        saved_at_ms: row.get(1)?,
        name: row.get(2)?,
        format: row.get(3)?,
        back_to: row.get(4)?,
        card_count: row.get(5)?,
    })
}

/// A new version's row and its cards.
pub(crate) struct NewVersion<'a> {
    pub version: u32,
    pub saved_at_ms: i64,
    pub name: &'a str,
    pub format: Option<&'a str>,
    pub back_to: Option<u32>,
    pub cards: &'a [DeckCard],
    pub maybe: &'a [DeckCard],
}

pub(crate) fn insert_version(conn: &Connection, id: DeckId, new: &NewVersion<'_>) -> Result<()> {
    conn.execute(
        "INSERT INTO deck_versions (deck_id, version, saved_at_ms, name, format, back_to)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        (
            id.0,
            new.version,
            new.saved_at_ms,
            new.name,
            new.format,
            new.back_to,
        ),
    )?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO deck_version_cards (deck_id, version, board, card_id, count)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (board, cards) in [(Board::Deck, new.cards), (Board::Maybe, new.maybe)] {
        for card in cards {
            insert.execute((id.0, new.version, board.as_str(), &card.card_id, card.count))?;
        }
    }
    Ok(())
}

/// A deck's versions, newest first.
pub(crate) fn list_versions(conn: &Connection, id: DeckId) -> Result<Vec<DeckVersion>> {
    let mut statement = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM deck_versions v WHERE v.deck_id = ?1 ORDER BY v.version DESC"
    ))?;
    let rows = statement.query_map([id.0], read_version)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// A deck's newest version; `None` before its first.
pub(crate) fn newest_version(conn: &Connection, id: DeckId) -> Result<Option<u32>> {
    Ok(conn.query_row(
        "SELECT max(version) FROM deck_versions WHERE deck_id = ?1",
        [id.0],
        |row| row.get(0),
    )?)
}

/// One version of a deck with its cards; `None` when the deck has no such version.
pub(crate) fn get_version(
    conn: &Connection,
    id: DeckId,
    version: u32,
) -> Result<Option<DeckVersionCards>> {
    let found = conn
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM deck_versions v WHERE v.deck_id = ?1 AND v.version = ?2"
            ),
            (id.0, version),
            read_version,
        )
        .optional()?;
    let Some(found) = found else {
        return Ok(None);
    };
    Ok(Some(DeckVersionCards {
        cards: list_version_cards(conn, id, version, Board::Deck)?,
        maybe: list_version_cards(conn, id, version, Board::Maybe)?,
        version: found,
    }))
}

fn list_version_cards(
    conn: &Connection,
    id: DeckId,
    version: u32,
    board: Board,
) -> Result<Vec<DeckCard>> {
    let mut statement = conn.prepare_cached(
        "SELECT card_id, count FROM deck_version_cards
         WHERE deck_id = ?1 AND version = ?2 AND board = ?3 ORDER BY card_id",
    )?;
    let rows = statement.query_map((id.0, version, board.as_str()), |row| {
        Ok(DeckCard {
            card_id: row.get(0)?,
            count: row.get(1)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
