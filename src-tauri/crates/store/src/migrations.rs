//! The schema, as numbered SQL files applied in order.
//!
//! Never edit a migration that has shipped: a database that already ran it would not run it
//! again. Add the next numbered file instead.

use std::sync::LazyLock;

use rusqlite::Transaction;
use rusqlite_migration::{HookError, HookResult, Migrations, M};

use crate::queries::cards::write_cards_unversioned;

/// Every migration, oldest first. `PRAGMA user_version` holds how many have run. A step SQL
/// cannot take (folding text as the search does) runs as the migration's hook, in its
/// transaction.
fn migration_list() -> Vec<M<'static>> {
    vec![
        M::up(include_str!("../migrations/001_initial.sql")),
        M::up(include_str!("../migrations/002_imported_cards.sql")),
        M::up(include_str!("../migrations/003_store_identity.sql")),
        M::up(include_str!("../migrations/004_search_as_you_type.sql")),
        M::up(include_str!("../migrations/005_match_history.sql")),
        M::up_with_hook(
            include_str!("../migrations/006_lean_cards.sql"),
            lift_and_index_every_card,
        ),
        M::up(include_str!("../migrations/007_deck_trash.sql")),
        M::up(include_str!("../migrations/008_quiet_appends.sql")),
        M::up_with_hook(
            include_str!("../migrations/009_han_pairs.sql"),
            index_the_pairs_of_every_han_card,
        ),
        M::up(include_str!("../migrations/010_sliced_imports.sql")),
        M::up(include_str!("../migrations/011_statistics_index.sql")),
        M::up(include_str!("../migrations/012_shared_tables.sql")),
        M::up_with_hook(
            include_str!("../migrations/013_card_facets.sql"),
            facet_every_card,
        ),
        M::up(include_str!("../migrations/014_deck_versions.sql")),
        M::up(include_str!("../migrations/015_collection.sql")),
    ]
}

/// The schema, applied by [`crate::Store::open`] in one transaction.
pub(crate) static MIGRATIONS: LazyLock<Migrations<'static>> =
    LazyLock::new(|| Migrations::new(migration_list()));

/// How many migrations this build knows: a database with a higher `user_version` was written
/// by a newer Tableside. (`user_version_counts_every_migration` holds it to the list.)
pub(crate) const SCHEMA_VERSION: usize = 15;

/// Migration 006's step: every card's attributes stored without the columns they repeat, and
/// every card in the new full-text index.
fn lift_and_index_every_card(tx: &Transaction<'_>) -> HookResult {
    write_cards_unversioned(tx, |writer| writer.lift_and_index_every_card())
        .map(|_| ())
        .map_err(|error| HookError::Hook(error.to_string()))
}

/// Migration 009's step: the index entry of every card with Chinese or Japanese characters
/// written again, with their pairs.
fn index_the_pairs_of_every_han_card(tx: &Transaction<'_>) -> HookResult {
    write_cards_unversioned(tx, |writer| writer.index_again_every_ideographic_card())
        .map(|_| ())
        .map_err(|error| HookError::Hook(error.to_string()))
}

/// Migration 013's step: the values a search filters on, for every card.
fn facet_every_card(tx: &Transaction<'_>) -> HookResult {
    crate::queries::cards::facet_every_card(tx)
        .map(|_| ())
        .map_err(|error| HookError::Hook(error.to_string()))
}

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

#[cfg(test)]
#[path = "tests/upgrade.rs"]
mod upgrade;
