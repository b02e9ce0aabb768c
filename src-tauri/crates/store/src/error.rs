//! Errors of the store, each with a stable code for the UI and the logs.

use std::path::PathBuf;

use rusqlite::ErrorCode as SqliteCode;
use tableside_engine::ErrorCode;
use tableside_engine::{ReplayError, SetupError};

use crate::records::MatchId;

/// Everything that can go wrong in the store.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// The database file is not a SQLite database or fails its integrity check; it was left
    /// exactly as it was.
    #[error("the database {path} is damaged ({detail}); the file was left as it is")]
    Corrupt { path: PathBuf, detail: String },
    /// The file is a SQLite database of another program; it was left exactly as it was.
    #[error("{path} is not a Tableside database; the file was left as it is")]
    NotTableside { path: PathBuf },
    /// The database was written by a newer Tableside, whose schema this version does not know.
    #[error("the database {path} has schema version {found}, newer than this version of Tableside knows ({known})")]
    TooNew {
        path: PathBuf,
        found: i64,
        known: usize,
    },
    /// A file or folder could not be read, written or created.
    #[error("could not {action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// Bringing the schema up to date failed; none of the migrations were kept.
    #[error("the database schema could not be brought up to date: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// Deriving the cards' index entries and facets again after the migrations failed
    /// (`card_derived.rs`); nothing of it was kept. Its code is the cause's where the cause is
    /// the file's or the device's (a damaged page, a full disk), else the migrations'.
    #[error("the database could not be brought up to date: {0}")]
    Derivation(Box<StoreError>),
    /// SQLite refused a statement (a full disk, a locked file, a damaged page, …).
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// There is no row with this ID.
    #[error("there is no {what} with ID {id}")]
    NotFound { what: &'static str, id: String },
    /// A card data file is malformed; none of the card data was written.
    #[error("card data file {file} is not valid at {location}: {message}")]
    InvalidCardData {
        file: String,
        location: String,
        message: String,
    },
    /// A match's log does not replay under the engine's rules.
    #[error("{} does not replay: {source}", match_id.map_or("the match".to_owned(), |id| format!("match {id}")))]
    Replay {
        /// `None` for a file that was being imported.
        match_id: Option<MatchId>,
        /// Boxed: a refusal inside makes it large, and every `Result` of the store carries it.
        #[source]
        source: Box<ReplayError>,
    },
    /// A match setup the engine refuses (player count, names, format rules).
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An imported file is not a Tableside match file of a version this build reads.
    #[error("not a Tableside match file: {0}")]
    InvalidMatchFile(String),
    /// An appended action is not the next entry of the match's log, e.g. because another
    /// window wrote to the same match; nothing was written.
    #[error("match {match_id} expects entry {expected} next, not {got}")]
    OutOfSequence {
        match_id: MatchId,
        expected: u32,
        got: u32,
    },
    /// A deck names a card or format that does not belong to its game, or has no name.
    #[error("the deck is not valid: {0}")]
    InvalidDeck(String),
    /// A collection names a card its game does not have, or a count past what it counts.
    #[error("the collection is not valid: {0}")]
    InvalidCollection(String),
    /// A stored row holds data this version cannot read.
    #[error("a stored {what} cannot be read: {detail}")]
    BadRow { what: &'static str, detail: String },
    /// A roster change that cannot be made: an empty name, a name another player has (merge
    /// them instead), a player merged into themselves.
    #[error("{0}")]
    InvalidPlayer(String),
    /// Only a match in play can be filed as abandoned.
    #[error("match {0} has ended; only a match in play can be filed as abandoned")]
    MatchEnded(MatchId),
    /// A card import written in slices is under way; another waits for it to end.
    #[error("another card import is under way")]
    ImportUnderWay,
    /// A sliced card import was asked to finish with cards still to write.
    #[error("the card import has {left} cards still to write")]
    ImportUnfinished { left: usize },
    /// The card data a card list is read against cannot be read.
    #[error(transparent)]
    CardData(#[from] tableside_engine::deck::CardDataError),
    /// A card list that names no card (one with wrong lines is read, its lines listed).
    #[error(transparent)]
    DeckList(#[from] tableside_engine::deck_list::DeckListError),
    /// An exchange file of several matches that is not one, or holds one that does not
    /// replay: nothing of it was imported.
    #[error("match {index} of the file: {source}")]
    InBundle {
        /// Counted from 1, as a person counts.
        index: usize,
        source: Box<StoreError>,
    },
}

/// The store's result type.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

impl StoreError {
    /// A stable code for IPC, logs and tests; the message may change, the code does not.
    pub fn code(&self) -> ErrorCode {
        match self {
            StoreError::Corrupt { .. } => ErrorCode::StoreCorrupt,
            StoreError::NotTableside { .. } => ErrorCode::StoreNotTableside,
            StoreError::TooNew { .. } => ErrorCode::StoreTooNew,
            StoreError::Io { .. } => ErrorCode::StoreIo,
            StoreError::Migration(_) => ErrorCode::StoreMigration,
            // A table can set the file aside and start afresh after a failed migration, which
            // it cannot after an unexplained SQLite error.
            StoreError::Derivation(cause) => match cause.code() {
                code @ (ErrorCode::StoreCorrupt
                | ErrorCode::StoreDiskFull
                | ErrorCode::StoreBusy
                | ErrorCode::StoreIo) => code,
                _ => ErrorCode::StoreMigration,
            },
            StoreError::Sqlite(e) if is_damage(e) => ErrorCode::StoreCorrupt,
            StoreError::Sqlite(e) if e.sqlite_error_code() == Some(SqliteCode::DiskFull) => {
                ErrorCode::StoreDiskFull
            }
            StoreError::Sqlite(e) if is_busy(e) => ErrorCode::StoreBusy,
            StoreError::Sqlite(e) if e.sqlite_error_code() == Some(SqliteCode::SystemIoFailure) => {
                ErrorCode::StoreIo
            }
            StoreError::Sqlite(_) => ErrorCode::StoreSqlite,
            StoreError::NotFound { .. } => ErrorCode::StoreNotFound,
            StoreError::InvalidCardData { .. } => ErrorCode::StoreInvalidCardData,
            // The engine's own code (`REPLAY_REFUSED`, …): one failure, one code, wherever it
            // is read.
            StoreError::Replay { source, .. } => source.code(),
            StoreError::Setup(e) => e.code(),
            StoreError::InvalidMatchFile(_) => ErrorCode::StoreInvalidMatchFile,
            StoreError::OutOfSequence { .. } => ErrorCode::StoreOutOfSequence,
            StoreError::InvalidDeck(_) => ErrorCode::StoreInvalidDeck,
            StoreError::InvalidCollection(_) => ErrorCode::StoreInvalidCollection,
            StoreError::BadRow { .. } => ErrorCode::StoreBadRow,
            StoreError::InvalidPlayer(_) => ErrorCode::StoreInvalidPlayer,
            StoreError::MatchEnded(_) => ErrorCode::StoreMatchEnded,
            StoreError::ImportUnderWay => ErrorCode::StoreImportUnderWay,
            StoreError::ImportUnfinished { .. } => ErrorCode::StoreImportUnfinished,
            StoreError::InBundle { source, .. } => source.code(),
            StoreError::CardData(e) => e.code(),
            StoreError::DeckList(e) => e.code(),
        }
    }

    pub(crate) fn not_found(what: &'static str, id: impl ToString) -> Self {
        StoreError::NotFound {
            what,
            id: id.to_string(),
        }
    }

    pub(crate) fn bad_row(what: &'static str, detail: impl ToString) -> Self {
        StoreError::BadRow {
            what,
            detail: detail.to_string(),
        }
    }
}

/// Whether SQLite says the file is damaged or not a database at all.
pub(crate) fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(SqliteCode::DatabaseCorrupt | SqliteCode::NotADatabase)
    )
}

fn is_busy(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(SqliteCode::DatabaseBusy | SqliteCode::DatabaseLocked)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sqlite_failure(code: i32) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None)
    }

    #[test]
    fn damaged_pages_reported_by_sqlite_share_the_corrupt_code() {
        let corrupt = StoreError::Sqlite(sqlite_failure(rusqlite::ffi::SQLITE_CORRUPT));
        let not_a_db = StoreError::Sqlite(sqlite_failure(rusqlite::ffi::SQLITE_NOTADB));
        assert_eq!(corrupt.code(), ErrorCode::StoreCorrupt);
        assert_eq!(not_a_db.code(), ErrorCode::StoreCorrupt);
    }

    #[test]
    fn full_disks_busy_files_and_io_failures_have_their_own_codes() {
        assert_eq!(
            StoreError::Sqlite(sqlite_failure(rusqlite::ffi::SQLITE_FULL)).code(),
            ErrorCode::StoreDiskFull
        );
        assert_eq!(
            StoreError::Sqlite(sqlite_failure(rusqlite::ffi::SQLITE_BUSY)).code(),
            ErrorCode::StoreBusy
        );
        assert_eq!(
            StoreError::Sqlite(sqlite_failure(rusqlite::ffi::SQLITE_IOERR)).code(),
            ErrorCode::StoreIo
        );
        assert_eq!(
            StoreError::Sqlite(sqlite_failure(rusqlite::ffi::SQLITE_CONSTRAINT)).code(),
            ErrorCode::StoreSqlite
        );
    }

    #[test]
    fn setup_errors_keep_the_engine_code() {
        let error = StoreError::from(SetupError::EmptyPlayerName(1));
        assert_eq!(error.code(), ErrorCode::SetupEmptyPlayerName);
    }

    #[test]
    fn a_replay_error_names_the_match() {
        let error = StoreError::Replay {
            match_id: Some(MatchId(7)),
            source: Box::new(ReplayError::OutOfOrder {
                position: 0,
                seq: 3,
            }),
        };
        assert_eq!(
            error.code(),
            ErrorCode::ReplayOutOfOrder,
            "the engine's code"
        );
        assert!(
            error.to_string().starts_with("match 7 does not replay"),
            "{error}"
        );
    }
}
