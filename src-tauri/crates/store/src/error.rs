//! Errors of the store, each with a stable code for the UI and the logs.

use std::path::PathBuf;

use rusqlite::ErrorCode as SqliteCode;
use tableside_engine::json_text::JsonTextError;
use tableside_engine::{ErrorCode, GameId, Label};
use tableside_engine::{ReplayError, SetupError};

use crate::records::MatchId;
use crate::records::PlayerId;

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
    /// There is no row with this ID: deleted, in another window or on another device, or
    /// never stored. The ID is for the log; the words name only what was looked for.
    #[error("there is no {what} with ID {id}")]
    NotFound { what: Missing, id: String },
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
    InvalidMatchFile(MatchFileProblem),
    /// An appended action is not the next entry of the match's log, e.g. because another
    /// window wrote to the same match; nothing was written.
    #[error("match {match_id} expects entry {expected} next, not {got}")]
    OutOfSequence {
        match_id: MatchId,
        expected: u32,
        got: u32,
    },
    /// A match handed in to append from has no entry at all: it is not the stored match one
    /// entry on, so nothing was written.
    #[error("match {match_id} was handed in with no entry to append")]
    NothingToAppend { match_id: MatchId },
    /// A deck names a card or format that does not belong to its game, or has no name.
    #[error("the deck is not valid: {0}")]
    InvalidDeck(DeckProblem),
    /// A collection names a card its game does not have, or a count past what it counts.
    #[error("the collection is not valid: {0}")]
    InvalidCollection(CollectionProblem),
    /// A stored row holds data this version cannot read.
    // `what` and `detail` are diagnostics for the log and a bug report, not words for a
    // player: no input of theirs makes a row unreadable (the file or the program is at fault),
    // so the UI tells it by its code alone.
    #[error("a stored {what} cannot be read: {detail}")]
    BadRow { what: &'static str, detail: String },
    /// A roster change that cannot be made: an empty name, a name another player has (merge
    /// them instead), a player merged into themselves.
    #[error("{0}")]
    InvalidPlayer(PlayerProblem),
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
            StoreError::InvalidMatchFile(problem) => problem.code(),
            // Either way the match handed in is not the stored one an entry on.
            StoreError::OutOfSequence { .. } | StoreError::NothingToAppend { .. } => {
                ErrorCode::StoreOutOfSequence
            }
            StoreError::InvalidDeck(problem) => problem.code(),
            StoreError::InvalidCollection(problem) => problem.code(),
            StoreError::BadRow { .. } => ErrorCode::StoreBadRow,
            StoreError::InvalidPlayer(problem) => problem.code(),
            StoreError::MatchEnded(_) => ErrorCode::StoreMatchEnded,
            StoreError::ImportUnderWay => ErrorCode::StoreImportUnderWay,
            StoreError::ImportUnfinished { .. } => ErrorCode::StoreImportUnfinished,
            StoreError::InBundle { source, .. } => source.code(),
            StoreError::CardData(e) => e.code(),
            StoreError::DeckList(e) => e.code(),
        }
    }

    /// The error as the catalogs word it, `errors.<CODE>` with the values its words name,
    /// where the words need values of their own; `None` where the code's words say it all or
    /// quote the message.
    pub fn label(&self) -> Option<Label> {
        match self {
            StoreError::InvalidMatchFile(problem) => problem.label(),
            StoreError::InvalidDeck(problem) => Some(problem.label()),
            StoreError::InvalidCollection(problem) => Some(problem.label()),
            StoreError::InvalidPlayer(problem) => Some(problem.label()),
            StoreError::NotFound { what, .. } => {
                Some(worded(ErrorCode::StoreNotFound).label("what", what.label()))
            }
            // The match's place in the file is the message's: the words are the problem's.
            StoreError::InBundle { source, .. } => source.label(),
            _ => None,
        }
    }

    /// There is no `what` with ID `id`.
    pub fn not_found(what: Missing, id: impl ToString) -> Self {
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

/// What a [`StoreError::NotFound`] looked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Missing {
    Match,
    Deck,
    /// A deck in the trash, to be restored.
    DeletedDeck,
    DeckVersion,
    Format,
    Card,
    Player,
}

impl Missing {
    /// Its name in the catalogs, for the not-found words to name it in the reader's language.
    pub fn label(self) -> Label {
        Label::new(match self {
            Missing::Match => "stored.match",
            Missing::Deck => "stored.deck",
            Missing::DeletedDeck => "stored.deleted_deck",
            Missing::DeckVersion => "stored.deck_version",
            Missing::Format => "stored.format",
            Missing::Card => "stored.card",
            Missing::Player => "stored.player",
        })
    }
}

/// Its name in English, for the log and the CLI.
impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Missing::Match => "match",
            Missing::Deck => "deck",
            Missing::DeletedDeck => "deleted deck",
            Missing::DeckVersion => "deck version",
            Missing::Format => "format",
            Missing::Card => "card",
            Missing::Player => "player",
        })
    }
}

/// Why an imported file is not a match file this build reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatchFileProblem {
    /// The text does not read as a match or history file: not UTF-8, not JSON, or not shaped
    /// as one (the reader's diagnostic says where).
    #[error(transparent)]
    Unreadable(#[from] JsonTextError),
    /// Its format field names another kind of file.
    #[error(
        "the format field is `{found}`, not `{}`",
        tableside_engine::MatchFile::FORMAT
    )]
    OtherFormat { found: String },
    /// A match file of a version this build does not read.
    #[error("version {found} is not one this build reads (it reads {oldest} to {newest})")]
    OtherVersion {
        found: u32,
        oldest: u32,
        newest: u32,
    },
    /// A history file of a version this build does not read.
    #[error("history file version {found} is not one this build reads (it reads {reads})")]
    OtherHistoryVersion { found: u32, reads: u32 },
}

impl MatchFileProblem {
    pub fn code(&self) -> ErrorCode {
        match self {
            MatchFileProblem::Unreadable(_) => ErrorCode::StoreInvalidMatchFile,
            MatchFileProblem::OtherFormat { .. } => ErrorCode::StoreMatchFileFormat,
            MatchFileProblem::OtherVersion { .. } => ErrorCode::StoreMatchFileVersion,
            MatchFileProblem::OtherHistoryVersion { .. } => ErrorCode::StoreHistoryFileVersion,
        }
    }

    /// `None` for a file that does not read: its words quote the reader's diagnostic, which
    /// is the JSON parser's.
    pub fn label(&self) -> Option<Label> {
        let label = worded(self.code());
        match self {
            MatchFileProblem::Unreadable(_) => None,
            MatchFileProblem::OtherFormat { found } => Some(label.text("found", found)),
            MatchFileProblem::OtherVersion {
                found,
                oldest,
                newest,
            } => Some(
                label
                    .num("found", (*found).into())
                    .num("oldest", (*oldest).into())
                    .num("newest", (*newest).into()),
            ),
            MatchFileProblem::OtherHistoryVersion { found, reads } => Some(
                label
                    .num("found", (*found).into())
                    .num("reads", (*reads).into()),
            ),
        }
    }
}

/// Why a deck cannot be saved, or played at a match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeckProblem {
    /// Its name is empty, or only spaces.
    #[error("a deck needs a name")]
    NoName,
    /// It is saved for a format of another game.
    #[error("the format {format} is not a {} format", game.as_str())]
    FormatOfAnotherGame { format: String, game: GameId },
    /// It names a card its game does not have, in the deck or its maybe-board.
    #[error("there is no {} card with ID {card_id}", game.as_str())]
    UnknownCard { game: GameId, card_id: String },
    /// A seat of a match of `game` plays it, a deck of `deck_game`.
    #[error("the deck {deck} is a deck of {deck_game}, not of {}", game.as_str())]
    OfAnotherGame {
        deck: String,
        /// As the store holds it: the ID of a game this build may not know.
        deck_game: String,
        game: GameId,
    },
}

impl DeckProblem {
    pub fn code(&self) -> ErrorCode {
        match self {
            DeckProblem::NoName => ErrorCode::StoreDeckNoName,
            DeckProblem::FormatOfAnotherGame { .. } => ErrorCode::StoreDeckFormatGame,
            DeckProblem::UnknownCard { .. } => ErrorCode::StoreUnknownCard,
            DeckProblem::OfAnotherGame { .. } => ErrorCode::StoreDeckOtherGame,
        }
    }

    // A game is `expected` or `got`, the arguments the catalogs word as a game's name.
    pub fn label(&self) -> Label {
        let label = worded(self.code());
        match self {
            DeckProblem::NoName => label,
            DeckProblem::FormatOfAnotherGame { format, game } => {
                label.text("format", format).word("expected", game.as_str())
            }
            DeckProblem::UnknownCard { game, card_id } => unknown_card(label, *game, card_id),
            DeckProblem::OfAnotherGame {
                deck,
                deck_game,
                game,
            } => label
                .text("deck", deck)
                .text("got", deck_game)
                .word("expected", game.as_str()),
        }
    }
}

/// Why a collection, or a card's count in it, cannot be saved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CollectionProblem {
    /// It names a card its game does not have.
    #[error("there is no {} card with ID {card_id}", game.as_str())]
    UnknownCard { game: GameId, card_id: String },
    /// More copies of a card than a collection counts.
    #[error("{count} copies of {card_id} is more than a collection counts ({most})")]
    TooMany {
        card_id: String,
        count: u32,
        most: u32,
    },
}

impl CollectionProblem {
    pub fn code(&self) -> ErrorCode {
        match self {
            CollectionProblem::UnknownCard { .. } => ErrorCode::StoreUnknownCard,
            CollectionProblem::TooMany { .. } => ErrorCode::StoreCollectionTooMany,
        }
    }

    pub fn label(&self) -> Label {
        let label = worded(self.code());
        match self {
            CollectionProblem::UnknownCard { game, card_id } => unknown_card(label, *game, card_id),
            CollectionProblem::TooMany {
                card_id,
                count,
                most,
            } => label
                .text("card", card_id)
                .num("count", (*count).into())
                .num("most", (*most).into()),
        }
    }
}

/// A change of the roster that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayerProblem {
    /// The new name is empty, or only spaces.
    #[error("a player needs a name")]
    NoName,
    /// Another player has the name already: the two are one person, to be merged.
    #[error("another player (ID {other}) is called {name}: merge the two instead")]
    NameTaken { name: String, other: PlayerId },
    #[error("a player cannot be merged into themselves")]
    MergedIntoThemselves,
}

impl PlayerProblem {
    pub fn code(&self) -> ErrorCode {
        match self {
            PlayerProblem::NoName => ErrorCode::StorePlayerNoName,
            PlayerProblem::NameTaken { .. } => ErrorCode::StorePlayerNameTaken,
            PlayerProblem::MergedIntoThemselves => ErrorCode::StorePlayerSelfMerge,
        }
    }

    pub fn label(&self) -> Label {
        let label = worded(self.code());
        match self {
            PlayerProblem::NameTaken { name, .. } => label.text("name", name),
            PlayerProblem::NoName | PlayerProblem::MergedIntoThemselves => label,
        }
    }
}

/// The words of `code` in the catalogs, to be given the values they name.
fn worded(code: ErrorCode) -> Label {
    Label::new(format!("errors.{code}"))
}

fn unknown_card(label: Label, game: GameId, card_id: &str) -> Label {
    label.text("card", card_id).word("expected", game.as_str())
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

    fn words_of(code: ErrorCode) -> String {
        format!("errors.{code}")
    }

    /// A label's arguments as its `Display` writes them, without the key.
    fn arguments(label: &Label) -> String {
        let shown = label.to_string();
        let inner = shown.strip_prefix(&*label.key).unwrap_or(&shown);
        inner
            .trim_start_matches('(')
            .trim_end_matches(')')
            .to_owned()
    }

    #[test]
    fn a_problem_is_worded_by_its_own_code_with_the_values_its_words_name() {
        // Two games of the registry, whichever they are.
        let (game, other) = (GameId::ALL[0], GameId::ALL[1]);
        let error = StoreError::InvalidDeck(DeckProblem::OfAnotherGame {
            deck: "Burn".into(),
            deck_game: other.as_str().into(),
            game,
        });
        assert_eq!(error.code(), ErrorCode::StoreDeckOtherGame);
        let label = error.label().expect("worded with its values");
        assert_eq!(label.key, words_of(ErrorCode::StoreDeckOtherGame));
        assert_eq!(
            arguments(&label),
            format!(
                "deck: \"Burn\", expected: \"{}\", got: \"{}\"",
                game.as_str(),
                other.as_str()
            )
        );
        assert_eq!(
            error.to_string(),
            format!(
                "the deck is not valid: the deck Burn is a deck of {}, not of {}",
                other.as_str(),
                game.as_str()
            )
        );

        let too_many = StoreError::InvalidCollection(CollectionProblem::TooMany {
            card_id: "a-card".into(),
            count: 10_000,
            most: 9_999,
        });
        let label = too_many.label().expect("worded with its values");
        assert_eq!(label.key, words_of(ErrorCode::StoreCollectionTooMany));
        assert_eq!(
            arguments(&label),
            "card: \"a-card\", count: 10000, most: 9999"
        );
    }

    #[test]
    fn a_row_not_found_names_what_was_looked_for_in_words_and_its_id_in_the_log() {
        let error = StoreError::not_found(Missing::Deck, 5);
        assert_eq!(error.code(), ErrorCode::StoreNotFound);
        assert_eq!(error.to_string(), "there is no deck with ID 5");
        let label = error.label().expect("worded with what was missing");
        assert_eq!(label.key, words_of(ErrorCode::StoreNotFound));
        assert_eq!(
            label.args.get("what"),
            Some(&tableside_engine::LabelArg::Label(Box::new(
                Missing::Deck.label()
            )))
        );
    }

    #[test]
    fn a_problem_inside_a_file_of_several_matches_keeps_its_words_and_names_the_match() {
        let error = StoreError::InBundle {
            index: 3,
            source: Box::new(StoreError::InvalidMatchFile(
                MatchFileProblem::OtherVersion {
                    found: 9,
                    oldest: 1,
                    newest: 2,
                },
            )),
        };
        assert_eq!(error.code(), ErrorCode::StoreMatchFileVersion);
        let label = error.label().expect("the problem's words");
        assert_eq!(label.key, words_of(ErrorCode::StoreMatchFileVersion));
        assert_eq!(arguments(&label), "found: 9, newest: 2, oldest: 1");
        assert!(
            error.to_string().starts_with("match 3 of the file"),
            "{error}"
        );
    }

    #[test]
    fn a_file_that_does_not_read_quotes_the_reader_rather_than_words_of_its_own() {
        let error =
            StoreError::InvalidMatchFile(MatchFileProblem::Unreadable(JsonTextError::Trailing {
                line: 3,
                column: 2,
            }));
        assert_eq!(error.code(), ErrorCode::StoreInvalidMatchFile);
        assert_eq!(error.label(), None);
        assert!(error.to_string().contains("line 3, column 2"), "{error}");
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
