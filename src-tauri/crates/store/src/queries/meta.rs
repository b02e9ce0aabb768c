//! The `meta` table: small facts about the database itself.

use rusqlite::{Connection, OptionalExtension};

use crate::error::Result;

/// The key under which the hash of the last loaded card data is kept.
pub(crate) const SHIPPED_DATA_HASH: &str = "shipped_data_hash";

pub(crate) fn get_meta(conn: &Connection, key: &str) -> Result<Option<String>> {
    Ok(conn
        .query_row("SELECT value FROM meta WHERE key = ?1", [key], |row| {
            row.get(0)
        })
        .optional()?)
}

pub(crate) fn upsert_meta(conn: &Connection, key: &str, value: &str) -> Result<()> {
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (key, value),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Store;

    #[test]
    fn a_value_is_replaced_by_the_next_upsert() {
        let store = Store::open_in_memory().expect("opens");
        assert_eq!(get_meta(&store.conn, "k").expect("reads"), None);
        upsert_meta(&store.conn, "k", "1").expect("writes");
        upsert_meta(&store.conn, "k", "2").expect("writes");
        assert_eq!(
            get_meta(&store.conn, "k").expect("reads").as_deref(),
            Some("2")
        );
    }
}
