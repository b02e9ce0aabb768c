//! Migration 006's step, kept with the migration and never changed: every card stored before
//! attributes were lifted has the attributes that repeat its ID, name, kind or text taken out
//! of its stored JSON, and a layout (`card_layouts`) saying which attribute held which column.
//!
//! The store's card writer lifts attributes the same way today, but this copy is the
//! migration's own: a change to how the store writes cards must not change what this
//! migration does to a database written before it. The full-text index and the facets are
//! not written here: they are derived from the cards, and the store derives them again with
//! today's code once the migrations are done (`card_derived.rs`).

use rusqlite::Transaction;
use serde::ser::SerializeMap;
use serde_json::{Map, Value};

/// The columns an attribute may repeat, in the order a value is looked for in them.
const LIFTABLE: [&str; 4] = ["id", "name", "kind", "text"];

/// Lifts every card whose `layout` is still NULL. A row whose attributes do not read, or
/// repeat no column, is kept as it is.
pub(super) fn lift_every_card(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    let rows: Vec<(i64, [String; 5])> = tx
        .prepare(
            "SELECT pk, id, name, kind, text, attributes_json FROM cards WHERE layout IS NULL",
        )?
        .query_map([], |row| {
            Ok((
                row.get(0)?,
                [
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                ],
            ))
        })?
        .collect::<rusqlite::Result<_>>()?;
    let mut update =
        tx.prepare("UPDATE cards SET attributes_json = ?2, layout = ?3 WHERE pk = ?1")?;
    for (pk, [id, name, kind, text, attributes_json]) in rows {
        let Ok(Value::Object(fields)) = serde_json::from_str::<Value>(&attributes_json) else {
            continue;
        };
        let lifted = lifted_fields(&fields, [&id, &name, &kind, &text]);
        if lifted.is_empty() {
            continue;
        }
        let lean = serde_json::to_string(&Lean {
            fields: &fields,
            lifted: &lifted,
        })
        .map_err(|error| rusqlite::Error::ToSqlConversionFailure(Box::new(error)))?;
        let layout = layout_id(tx, &Value::Object(lifted).to_string())?;
        update.execute((pk, lean, layout))?;
    }
    Ok(())
}

/// The attributes that hold exactly one of a card's `columns` (the first it equals, in
/// [`LIFTABLE`] order), as attribute name to column name.
fn lifted_fields(fields: &Map<String, Value>, columns: [&str; 4]) -> Map<String, Value> {
    let mut lifted = Map::new();
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

/// The attributes without the lifted ones, written in their stored order.
struct Lean<'a> {
    fields: &'a Map<String, Value>,
    lifted: &'a Map<String, Value>,
}

impl serde::Serialize for Lean<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.fields.len() - self.lifted.len()))?;
        for (key, value) in self.fields {
            if !self.lifted.contains_key(key) {
                map.serialize_entry(key, value)?;
            }
        }
        map.end()
    }
}

/// The ID of the layout `lifted`, added when no card had it yet.
fn layout_id(tx: &Transaction<'_>, lifted: &str) -> rusqlite::Result<i64> {
    tx.prepare_cached(
        "INSERT INTO card_layouts (lifted) VALUES (?1)
         ON CONFLICT (lifted) DO UPDATE SET lifted = excluded.lifted
         RETURNING id",
    )?
    .query_row([lifted], |row| row.get(0))
}
