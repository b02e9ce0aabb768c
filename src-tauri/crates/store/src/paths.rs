//! Where the database lives.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The environment variable that, when set to a non-empty path, overrides where the app keeps
/// its database: end-to-end tests and people trying a build give it a throwaway file this way.
pub const DB_ENV_VAR: &str = "TABLESIDE_DB";

/// The database's file name inside the app's data folder.
pub const DB_FILE_NAME: &str = "tableside.sqlite3";

/// The database path the app opens: `$TABLESIDE_DB` when set and not empty, otherwise
/// [`DB_FILE_NAME`] inside `app_data_dir` (the platform's per-app data folder, which the app
/// shell knows).
pub fn default_db_path(app_data_dir: &Path) -> PathBuf {
    db_path(std::env::var_os(DB_ENV_VAR), app_data_dir)
}

/// [`default_db_path`] with the environment passed in, so tests need not change the process's
/// environment (which other tests read at the same time).
fn db_path(override_path: Option<OsString>, app_data_dir: &Path) -> PathBuf {
    match override_path {
        Some(path) if !path.is_empty() => PathBuf::from(path),
        _ => app_data_dir.join(DB_FILE_NAME),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_override_the_database_lives_in_the_app_data_folder() {
        let path = db_path(None, Path::new("/data/tableside"));
        assert_eq!(path, Path::new("/data/tableside/tableside.sqlite3"));
    }

    #[test]
    fn the_environment_variable_overrides_the_path() {
        let path = db_path(
            Some("/tmp/e2e.sqlite3".into()),
            Path::new("/data/tableside"),
        );
        assert_eq!(path, Path::new("/tmp/e2e.sqlite3"));
    }

    #[test]
    fn an_empty_override_is_ignored() {
        let path = db_path(Some(OsString::new()), Path::new("/data/tableside"));
        assert_eq!(path, Path::new("/data/tableside/tableside.sqlite3"));
    }
}
