//! The checks a database file passes before anything writes to it: a SQLite header, sound
//! pages, Tableside's application ID and a schema version this build knows. They only read,
//! so a refused file stays byte for byte as it was; the opening (`store.rs`) and the journal's
//! scratch copies (`journal.rs`) both run them.

use std::path::Path;

use rusqlite::Connection;

use crate::error::{is_damage, Result, StoreError};
use crate::files::read_prefix;
use crate::migrations::SCHEMA_VERSION;

/// The first 16 bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// "TBLS": marks a database as Tableside's; `001_initial.sql` sets it.
pub(crate) const APPLICATION_ID: i64 = 0x5442_4C53;

/// How many problems of `PRAGMA quick_check` an error message quotes.
const QUICK_CHECK_PROBLEMS_SHOWN: usize = 3;

/// Refuses a file that does not start like a SQLite database. An empty file is fine: SQLite
/// treats it as a new database.
pub(crate) fn check_header(path: &Path) -> Result<()> {
    let header = read_prefix(path, SQLITE_HEADER.len())?.unwrap_or_default();
    if header.is_empty() || header == SQLITE_HEADER {
        Ok(())
    } else {
        Err(StoreError::Corrupt {
            path: path.to_owned(),
            detail: "it is not a SQLite database".into(),
        })
    }
}

/// Refuses a database whose pages SQLite finds damaged. `PRAGMA quick_check` reads every page
/// without writing, so its cost grows with the file; it answers `ok` or lists the problems.
pub(crate) fn check_integrity(conn: &Connection, path: &Path) -> Result<()> {
    let problems = quick_check(conn).map_err(|e| damage_or(path, e))?;
    if problems.len() == 1 && problems[0] == "ok" {
        return Ok(());
    }
    let shown: Vec<&str> = problems
        .iter()
        .take(QUICK_CHECK_PROBLEMS_SHOWN)
        .map(String::as_str)
        .collect();
    Err(StoreError::Corrupt {
        path: path.to_owned(),
        detail: format!("integrity check: {}", shown.join("; ")),
    })
}

fn quick_check(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut statement = conn.prepare("PRAGMA quick_check")?;
    let rows = statement.query_map([], |row| row.get::<_, String>(0))?;
    rows.collect()
}

/// Refuses another program's database and one from a newer Tableside.
pub(crate) fn check_ownership(conn: &Connection, path: &Path) -> Result<()> {
    let pragma = |name: &str| conn.pragma_query_value(None, name, |row| row.get::<_, i64>(0));
    let application_id = pragma("application_id").map_err(|e| damage_or(path, e))?;
    let user_version = pragma("user_version").map_err(|e| damage_or(path, e))?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(|e| damage_or(path, e))?;
    let fresh = application_id == 0 && objects == 0;
    if application_id != APPLICATION_ID && !fresh {
        return Err(StoreError::NotTableside {
            path: path.to_owned(),
        });
    }
    if user_version > SCHEMA_VERSION as i64 {
        return Err(StoreError::TooNew {
            path: path.to_owned(),
            found: user_version,
            known: SCHEMA_VERSION,
        });
    }
    Ok(())
}

/// Damage reported by SQLite becomes [`StoreError::Corrupt`]; anything else stays a SQLite error.
pub(crate) fn damage_or(path: &Path, error: rusqlite::Error) -> StoreError {
    if is_damage(&error) {
        StoreError::Corrupt {
            path: path.to_owned(),
            detail: error.to_string(),
        }
    } else {
        StoreError::Sqlite(error)
    }
}
