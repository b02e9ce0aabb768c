//! The schema, as numbered SQL files applied in order.
//!
//! Never edit a migration that has shipped: a database that already ran it would not run it
//! again. Add the next numbered file instead.

use rusqlite_migration::{Migrations, M};

/// Every migration, oldest first. `PRAGMA user_version` holds how many have run.
const MIGRATION_LIST: &[M<'static>] = &[
    M::up(include_str!("../migrations/001_initial.sql")),
    M::up(include_str!("../migrations/002_imported_cards.sql")),
    M::up(include_str!("../migrations/003_store_identity.sql")),
    M::up(include_str!("../migrations/004_search_as_you_type.sql")),
    M::up(include_str!("../migrations/005_match_history.sql")),
];

/// The schema, applied by [`crate::Store::open`] in one transaction.
pub(crate) static MIGRATIONS: Migrations<'static> = Migrations::from_slice(MIGRATION_LIST);

/// How many migrations this build knows: a database with a higher `user_version` was written
/// by a newer Tableside.
pub(crate) const SCHEMA_VERSION: usize = MIGRATION_LIST.len();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_valid() {
        assert!(MIGRATIONS.validate().is_ok(), "{:?}", MIGRATIONS.validate());
    }

    #[test]
    fn user_version_counts_every_migration() {
        let mut conn = rusqlite::Connection::open_in_memory().expect("an in-memory database opens");
        MIGRATIONS
            .to_latest(&mut conn)
            .expect("the migrations apply");
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .expect("user_version is readable");
        assert_eq!(version, SCHEMA_VERSION as i64);
    }
}
