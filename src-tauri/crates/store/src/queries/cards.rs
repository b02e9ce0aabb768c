//! The `cards` table, the attribute layouts its rows are stored in (`card_layouts`), and the
//! full-text index `cards_fts`, which the store writes with every card (a trigger only removes
//! a deleted card's entry).
//!
//! Each of a card's fields is stored once. A game keeps its whole card model as the card's
//! attributes, so the attributes repeat the ID, name, kind and text that the row has as
//! columns (a card's `name`, `class` and `effect`, say); those are lifted out of the stored
//! JSON and put back when the card is read, as the card's layout (which attribute holds which
//! column) says. The index is contentless: it keeps the words it finds cards by, not the text.

use rusqlite::{Connection, OptionalExtension, Row};
use serde::ser::{SerializeMap, Serializer};
use serde_json::{Map, Value};
use tableside_engine::card_query::FacetValue;
use tableside_engine::GameId;

use super::VISIBLE;
use super::{parse_game, parse_json, to_json};
use crate::error::Result;
use crate::records::CardInfo;
use crate::search::{index_form, key_range, name_key, name_query};
use crate::search_index::cards_changed;

const COLUMNS: &str = "c.id, c.game, c.name, c.kind, c.text, c.sample, c.attributes_json, l.lifted";

/// The card rows with their layouts, as `COLUMNS` reads them.
const FROM_CARDS: &str = "cards c LEFT JOIN card_layouts l ON l.id = c.layout";

/// The columns an attribute may repeat, in the order a value is looked for in them.
const LIFTABLE: [&str; 4] = ["id", "name", "kind", "text"];

/// A row as stored, before its game and attributes are parsed.
struct CardRow {
    id: String,
    game: String,
    name: String,
    kind: String,
    text: String,
    sample: bool,
    attributes_json: String,
    /// The layout's lifted attributes, as a JSON object of attribute name to column name.
    lifted: Option<String>,
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
            lifted: row.get(7)?,
        })
    }

    fn into_info(self) -> Result<CardInfo> {
        let mut attributes: Value = parse_json("card's attributes", &self.attributes_json)?;
        if let Some(lifted) = &self.lifted {
            let lifted: Map<String, Value> = parse_json("card's attribute layout", lifted)?;
            let Value::Object(fields) = &mut attributes else {
                return Err(crate::StoreError::bad_row(
                    "card's attributes",
                    "a card with a layout has attributes that are not an object",
                ));
            };
            for (field, column) in lifted {
                let value = match column.as_str() {
                    Some("id") => &self.id,
                    Some("name") => &self.name,
                    Some("kind") => &self.kind,
                    Some("text") => &self.text,
                    _ => {
                        return Err(crate::StoreError::bad_row(
                            "card's attribute layout",
                            format!("`{field}` is lifted into no column ({column})"),
                        ))
                    }
                };
                fields.insert(field, Value::String(value.clone()));
            }
        }
        let game = parse_game(&self.game)?;
        Ok(CardInfo {
            game,
            zone: game.deck_zone(&self.kind).map(str::to_owned),
            id: self.id,
            name: self.name,
            kind: self.kind,
            text: self.text,
            sample: self.sample,
            attributes,
        })
    }
}

/// The attributes of a card as stored: every field but those lifted into a column.
struct Lean<'a> {
    fields: &'a Map<String, Value>,
    lifted: &'a Map<String, Value>,
}

impl serde::Serialize for Lean<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.fields.len() - self.lifted.len()))?;
        for (key, value) in self.fields {
            if !self.lifted.contains_key(key) {
                map.serialize_entry(key, value)?;
            }
        }
        map.end()
    }
}

/// The attributes that hold exactly one of a card's `columns` (its ID, name, kind and text; the
/// first it equals, in [`LIFTABLE`] order), as attribute name to column name.
fn lifted_fields(attributes: &Value, columns: [&str; 4]) -> Map<String, Value> {
    let mut lifted = Map::new();
    let Value::Object(fields) = attributes else {
        return lifted;
    };
    for (key, value) in fields {
        let Some(value) = value.as_str() else {
            continue;
        };
        if let Some(at) = columns.iter().position(|column| *column == value) {
            lifted.insert(key.clone(), Value::String(LIFTABLE[at].to_owned()));
        }
    }
    lifted
}

/// Writes the cards `write` hands to a [`CardWriter`], then their full-text index entries, in
/// the caller's transaction.
///
/// The entries come after the rows because a card's upsert opens a statement savepoint, and
/// FTS5 writes out the terms it holds in memory at every savepoint: an entry written after each
/// row made a segment of one card, and merging 100,000 of them was three quarters of a large
/// import. Written after the rows, the entries gather in memory and go out in a few large
/// segments (`cargo bench -p tableside-store --bench import`).
pub(crate) fn write_cards<T>(
    conn: &Connection,
    write: impl FnOnce(&mut CardWriter<'_>) -> Result<T>,
) -> Result<T> {
    let written = write_cards_unversioned(conn, write)?;
    cards_changed(conn)?;
    Ok(written)
}

/// [`write_cards`] without recording the change: for the migrations that rewrite cards in a
/// schema before `card_writes` (whose own migration starts the count).
pub(crate) fn write_cards_unversioned<T>(
    conn: &Connection,
    write: impl FnOnce(&mut CardWriter<'_>) -> Result<T>,
) -> Result<T> {
    let mut writer = CardWriter {
        conn,
        layouts: Vec::new(),
        newest_pk: None,
        unindexed: Vec::new(),
    };
    let written = write(&mut writer)?;
    for entry in writer.unindexed {
        if entry.replaces {
            reindex_card(conn, entry.pk, &entry.name, &entry.text)?;
        } else {
            add_to_index(conn, entry.pk, &entry.name, &entry.text)?;
        }
    }
    Ok(written)
}

/// A card's full-text index entry, written once every card is.
struct IndexEntry {
    pk: i64,
    name: String,
    text: String,
    /// Whether the card may have an entry already, which this one replaces.
    replaces: bool,
}

/// Writes cards (through [`write_cards`]), remembering the layouts it has looked up.
pub(crate) struct CardWriter<'c> {
    conn: &'c Connection,
    /// Each layout's JSON and ID (a game's cards share a few).
    layouts: Vec<(String, i64)>,
    /// The highest `pk` when the writer first wrote, then the last one it added: a new row is
    /// numbered one above the highest, so a row written with a higher `pk` is new and has no
    /// index entry to replace yet (looking one up in a contentless index costs a search of
    /// every segment).
    newest_pk: Option<i64>,
    unindexed: Vec<IndexEntry>,
}

impl CardWriter<'_> {
    pub(crate) fn upsert(&mut self, card: &CardInfo) -> Result<()> {
        self.write(card, false)
    }

    /// Writes a card a player imported, marked so that the shipped-data sync never retires it.
    pub(crate) fn upsert_imported(&mut self, card: &CardInfo) -> Result<()> {
        self.write(card, true)
    }

    /// One statement per card, and one for its index entry later, each prepared once per
    /// connection: an import of 100,000 cards runs them 100,000 times. A shipped card written
    /// over an imported one leaves it marked imported.
    fn write(&mut self, card: &CardInfo, imported: bool) -> Result<()> {
        let columns = [card.id.as_str(), &card.name, &card.kind, &card.text];
        let (attributes, layout) = self.stored_attributes(&card.attributes, columns)?;
        let newest = match self.newest_pk {
            Some(newest) => newest,
            None => self
                .conn
                .query_row("SELECT coalesce(max(pk), 0) FROM cards", [], |row| {
                    row.get(0)
                })?,
        };
        // ON CONFLICT … DO UPDATE keeps the row's `pk`, which the full-text index refers to.
        let mut statement = self.conn.prepare_cached(
            "INSERT INTO cards (id, game, name, kind, text, sample, attributes_json, layout, name_key, imported)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
             ON CONFLICT (id) DO UPDATE SET
                 game = excluded.game, name = excluded.name, kind = excluded.kind,
                 text = excluded.text, sample = excluded.sample,
                 attributes_json = excluded.attributes_json, layout = excluded.layout,
                 name_key = excluded.name_key, imported = max(imported, excluded.imported)
             RETURNING pk",
        )?;
        let pk: i64 = statement.query_row(
            (
                &card.id,
                card.game.as_str(),
                &card.name,
                &card.kind,
                &card.text,
                card.sample,
                attributes,
                layout,
                name_key(&card.name),
                imported,
            ),
            |row| row.get(0),
        )?;
        self.newest_pk = Some(pk.max(newest));
        write_facets(self.conn, pk, card, pk <= newest)?;
        self.unindexed.push(IndexEntry {
            pk,
            name: card.name.clone(),
            text: card.text.clone(),
            replaces: pk <= newest,
        });
        Ok(())
    }

    /// The attributes as stored, and their layout: `None` when no attribute repeats a column.
    fn stored_attributes(
        &mut self,
        attributes: &Value,
        columns: [&str; 4],
    ) -> Result<(String, Option<i64>)> {
        let lifted = lifted_fields(attributes, columns);
        match attributes {
            Value::Object(fields) if !lifted.is_empty() => {
                let lean = to_json(&Lean {
                    fields,
                    lifted: &lifted,
                });
                Ok((lean, Some(self.layout(&to_json(&lifted))?)))
            }
            other => Ok((to_json(other), None)),
        }
    }

    /// Queues the index entry of every card, to be written once all are (the table's entries
    /// were all removed first: `card_derived.rs`). The number of cards.
    pub(crate) fn index_every_card(&mut self) -> Result<usize> {
        let mut select = self.conn.prepare("SELECT pk, name, text FROM cards")?;
        let rows: Vec<(i64, String, String)> = select
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let count = rows.len();
        self.unindexed
            .extend(rows.into_iter().map(|(pk, name, text)| IndexEntry {
                pk,
                name,
                text,
                replaces: false,
            }));
        Ok(count)
    }

    /// The ID of the layout `lifted`, added when no card had it yet.
    fn layout(&mut self, lifted: &str) -> Result<i64> {
        if let Some((_, id)) = self.layouts.iter().find(|(known, _)| known == lifted) {
            return Ok(*id);
        }
        let id: i64 = self.conn.query_row(
            "INSERT INTO card_layouts (lifted) VALUES (?1)
             ON CONFLICT (lifted) DO UPDATE SET lifted = excluded.lifted
             RETURNING id",
            [lifted],
            |row| row.get(0),
        )?;
        self.layouts.push((lifted.to_owned(), id));
        Ok(id)
    }
}

/// Writes the values a search filters `card` (the row `pk`) on, in place of those it had when
/// it `replaces` a row.
fn write_facets(conn: &Connection, pk: i64, card: &CardInfo, replaces: bool) -> Result<()> {
    if replaces {
        conn.prepare_cached("DELETE FROM card_facets WHERE pk = ?1")?
            .execute([pk])?;
    }
    let mut insert = conn.prepare_cached(
        "INSERT OR IGNORE INTO card_facets (pk, field, value) VALUES (?1, ?2, ?3)",
    )?;
    for (field, value) in card.game.card_facets(&card.kind, &card.attributes) {
        match value {
            FacetValue::Number(number) => insert.execute((pk, field, number))?,
            FacetValue::Word(word) => insert.execute((pk, field, word))?,
        };
    }
    Ok(())
}

/// Writes the values a search filters on for every card (migration 013); the number of cards.
/// A row that does not read (a game this build does not know, attributes that are not JSON) is
/// left without: it is still found by its words.
pub(crate) fn facet_every_card(conn: &Connection) -> Result<usize> {
    let sql = format!("SELECT {COLUMNS}, c.pk FROM {FROM_CARDS}");
    let mut select = conn.prepare(&sql)?;
    let rows: Vec<(i64, CardRow)> = select
        .query_map([], |row| Ok((row.get(8)?, CardRow::read(row)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut count = 0;
    for (pk, row) in rows {
        if let Ok(card) = row.into_info() {
            write_facets(conn, pk, &card, false)?;
            count += 1;
        }
    }
    Ok(count)
}

/// Writes the index entry of the card `pk`, which has none.
fn add_to_index(conn: &Connection, pk: i64, name: &str, text: &str) -> Result<()> {
    let mut statement =
        conn.prepare_cached("INSERT INTO cards_fts (rowid, name, text) VALUES (?1, ?2, ?3)")?;
    statement.execute((pk, index_form(name), index_form(text)))?;
    Ok(())
}

/// Writes the index entry of the card `pk` in place of the one it has, if any.
fn reindex_card(conn: &Connection, pk: i64, name: &str, text: &str) -> Result<()> {
    let mut statement = conn.prepare_cached(
        "INSERT OR REPLACE INTO cards_fts (rowid, name, text) VALUES (?1, ?2, ?3)",
    )?;
    statement.execute((pk, index_form(name), index_form(text)))?;
    Ok(())
}

/// One card written on its own, as the tests write them.
#[cfg(test)]
pub(crate) fn upsert_card(conn: &Connection, card: &CardInfo) -> Result<()> {
    write_cards(conn, |writer| writer.upsert(card))
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
    get_card_where(conn, id, VISIBLE)
}

fn get_card_where(conn: &Connection, id: &str, visible: &str) -> Result<Option<CardInfo>> {
    let sql = format!("SELECT {COLUMNS} FROM {FROM_CARDS} WHERE c.id = ?1 AND {visible}");
    let row = conn.query_row(&sql, [id], CardRow::read).optional()?;
    row.map(CardRow::into_info).transpose()
}

/// The indexes of card names, as migrations 001 and 004 create them (a test holds them to it).
const NAME_INDEXES: &str = "CREATE INDEX cards_by_game ON cards (game, name);
     CREATE INDEX cards_by_name_key ON cards (game, name_key);";

pub(crate) fn count_cards(conn: &Connection) -> Result<usize> {
    let count: i64 = conn.query_row("SELECT count(*) FROM cards", [], |row| row.get(0))?;
    Ok(usize::try_from(count).unwrap_or(0))
}

/// Drops the name indexes for a large import, which creates them again when it is written.
pub(crate) fn drop_name_indexes(conn: &Connection) -> Result<()> {
    Ok(conn.execute_batch("DROP INDEX cards_by_game; DROP INDEX cards_by_name_key;")?)
}

pub(crate) fn create_name_indexes(conn: &Connection) -> Result<()> {
    Ok(conn.execute_batch(NAME_INDEXES)?)
}

/// [`get_card`] over a database of any schema version: a damaged file being salvaged may have
/// been written before card layouts (migration 006), with every card's attributes whole.
pub(crate) fn get_card_of_any_version(conn: &Connection, id: &str) -> Result<Option<CardInfo>> {
    let has_layouts: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM pragma_table_info('cards') WHERE name = 'layout')",
        [],
        |row| row.get(0),
    )?;
    if has_layouts {
        // A file from before sliced imports (migration 010) hides no rows.
        let has_pending: bool = conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'card_import_pending')",
            [],
            |row| row.get(0),
        )?;
        return get_card_where(conn, id, if has_pending { VISIBLE } else { "1" });
    }
    let row = conn
        .query_row(
            "SELECT c.id, c.game, c.name, c.kind, c.text, c.sample, c.attributes_json, NULL
             FROM cards c WHERE c.id = ?1",
            [id],
            CardRow::read,
        )
        .optional()?;
    row.map(CardRow::into_info).transpose()
}

/// The first `limit` cards of a game by name.
pub(crate) fn list_cards(conn: &Connection, game: GameId, limit: u32) -> Result<Vec<CardInfo>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM {FROM_CARDS} WHERE c.game = ?1 AND {VISIBLE}
         ORDER BY c.name, c.id LIMIT ?2"
    );
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
    let read = |row: &Row<'_>| Ok((row.get::<_, i64>(8)?, CardRow::read(row)?));
    if !typed_key.is_empty() {
        let (from, to) = key_range(typed_key);
        let sql = format!(
            "SELECT {COLUMNS}, c.pk FROM {FROM_CARDS}
             WHERE c.game = ?1 AND c.name_key >= ?2 AND c.name_key < ?3 AND {VISIBLE}
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
             LEFT JOIN card_layouts l ON l.id = c.layout
             WHERE cards_fts MATCH ?1 AND c.game = ?2 AND {VISIBLE}
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

/// The cards whose `pk`s are `pks`, in that order.
pub(crate) fn cards_by_pk(conn: &Connection, pks: &[i64]) -> Result<Vec<CardInfo>> {
    let sql = format!(
        "SELECT {COLUMNS}, c.pk FROM {FROM_CARDS} WHERE c.pk IN (SELECT value FROM json_each(?1))"
    );
    let mut statement = conn.prepare_cached(&sql)?;
    let mut found: Vec<(i64, CardRow)> = statement
        .query_map([to_json(&pks)], |row| {
            Ok((row.get(8)?, CardRow::read(row)?))
        })?
        .collect::<rusqlite::Result<_>>()?;
    found.sort_by_key(|(pk, _)| pks.iter().position(|wanted| wanted == pk));
    found.into_iter().map(|(_, row)| row.into_info()).collect()
}

/// Deletes the cards whose IDs are not in `keep`, except those a deck (or its maybe-board)
/// still holds and those a player imported. Returns how many were deleted.
pub(crate) fn delete_cards_except(conn: &Connection, keep: &[&str]) -> Result<usize> {
    cards_changed(conn)?;
    Ok(conn.execute(
        "DELETE FROM cards
         WHERE id NOT IN (SELECT value FROM json_each(?1))
           AND id NOT IN (SELECT card_id FROM deck_cards)
           AND id NOT IN (SELECT card_id FROM deck_maybe_cards)
           AND imported = 0",
        [to_json(&keep)],
    )?)
}

#[cfg(test)]
#[path = "tests/cards.rs"]
mod tests;
