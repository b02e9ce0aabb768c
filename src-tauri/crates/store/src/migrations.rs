//! The schema, as numbered SQL files applied in order.
//!
//! Never edit a migration that has shipped: a database that already ran it would not run it
//! again. Add the next numbered file instead.
//!
//! A step SQL cannot take runs as the migration's hook, with code kept beside it that never
//! changes (`migrations/`), so that what a migration does to an old database does not move
//! with the store's code. What is derived from the cards (the full-text index, the facets)
//! is not a migration's to compute: a migration that changed its form marks it stale, and the
//! store derives it again with today's code once the migrations are done (`card_derived.rs`).

use std::sync::LazyLock;

use rusqlite::Transaction;
use rusqlite_migration::{HookError, HookResult, Migrations, M};

use crate::queries::meta::upsert_meta;

mod lean_cards;

/// Every migration, oldest first. `PRAGMA user_version` holds how many have run. A step SQL
/// cannot take runs as the migration's hook, in its transaction.
fn migration_list() -> Vec<M<'static>> {
    vec![
        M::up(include_str!("../migrations/001_initial.sql")),
        M::up(include_str!("../migrations/002_imported_cards.sql")),
        M::up(include_str!("../migrations/003_store_identity.sql")),
        M::up(include_str!("../migrations/004_search_as_you_type.sql")),
        M::up(include_str!("../migrations/005_match_history.sql")),
        M::up_with_hook(
            include_str!("../migrations/006_lean_cards.sql"),
            lift_every_card,
        ),
        M::up(include_str!("../migrations/007_deck_trash.sql")),
        M::up(include_str!("../migrations/008_quiet_appends.sql")),
        M::up_with_hook(
            include_str!("../migrations/009_han_pairs.sql"),
            cards_derived_anew,
        ),
        M::up(include_str!("../migrations/010_sliced_imports.sql")),
        M::up(include_str!("../migrations/011_statistics_index.sql")),
        M::up(include_str!("../migrations/012_shared_tables.sql")),
        M::up_with_hook(
            include_str!("../migrations/013_card_facets.sql"),
            cards_derived_anew,
        ),
        M::up(include_str!("../migrations/014_deck_versions.sql")),
        M::up(include_str!("../migrations/015_collection.sql")),
        M::up(include_str!("../migrations/016_cards_derived.sql")),
        M::up(include_str!("../migrations/017_format_rounds.sql")),
    ]
}

/// The schema, applied by [`crate::Store::open`] in one transaction.
pub(crate) static MIGRATIONS: LazyLock<Migrations<'static>> =
    LazyLock::new(|| Migrations::new(migration_list()));

/// How many migrations this build knows: a database with a higher `user_version` was written
/// by a newer Tableside. (`user_version_counts_every_migration` holds it to the list.)
pub(crate) const SCHEMA_VERSION: usize = 17;

/// The `meta` key of the form the cards' derived data is in (`card_derived.rs` derives it
/// again when the form is not today's).
pub(crate) const CARDS_DERIVED_KEY: &str = "cards_derived";

/// What a migration writes there for derived data it leaves to be derived again.
pub(crate) const STALE: &str = "stale";

/// Migration 006's step: every card's attributes stored without the columns they repeat
/// (`migrations/lean_cards.rs`); the new full-text index is filled once the migrations are
/// done.
fn lift_every_card(tx: &Transaction<'_>) -> HookResult {
    lean_cards::lift_every_card(tx).map_err(HookError::from)?;
    cards_derived_anew(tx)
}

/// The step of migrations 009 (Han pairs in the index) and 013 (facets): the cards' derived
/// data marked stale, derived again once the migrations are done.
fn cards_derived_anew(tx: &Transaction<'_>) -> HookResult {
    upsert_meta(tx, CARDS_DERIVED_KEY, STALE).map_err(|error| HookError::Hook(error.to_string()))
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

#[cfg(test)]
#[path = "tests/schema_fixtures.rs"]
mod schema_fixtures;
