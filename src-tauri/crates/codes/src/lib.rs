//! Every error code Tableside gives, in one list.
//!
//! A code is what a program branches on: the UI picks its words and its screen by it, the
//! shared table's phones decide whether to retry, the CLI prints it, the tests assert it. The
//! message beside it may change; a code never does once shipped. Each is written once, here:
//! elsewhere a code is `ErrorCode::Variant`, and the TypeScript union the UI switches on is
//! generated from this list (`ErrorCode` and `ERROR_CODES` in `ui/src/lib/bindings.ts`).
//!
//! To add one: a line in the right group below, with a comment saying when it is given; then
//! the UI's `ui/src/i18n/errors.svelte.ts` asks for its words or says it falls through to
//! the generic ones (TypeScript refuses to build until it does).

use serde::{Deserialize, Serialize};

/// Declares [`ErrorCode`]: each variant with its wire name, written once.
macro_rules! error_codes {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident = $wire:literal,
    )*) => {
        /// A stable, machine-readable error code, as it crosses every boundary
        /// (`"STORE_CORRUPT"`, …).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ts_rs::TS)]
        #[non_exhaustive]
        pub enum ErrorCode {
            $(
                $(#[doc = $doc])*
                #[serde(rename = $wire)]
                $variant,
            )*
        }

        impl ErrorCode {
            /// Every code, in the list's order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            /// The code as it is written on the wire and in the catalogs.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $wire,)*
                }
            }

            /// The code written `text`, if it is one.
            pub fn parse(text: &str) -> Option<ErrorCode> {
                match text {
                    $($wire => Some(ErrorCode::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

error_codes! {
    // A refusal of an action by the engine (its `RefusalCode`).
    /// A catalog rule forbids the action; the error names the rule, and a ruling may
    /// override it.
    RuleViolation = "RULE_VIOLATION",
    /// The action names a seat that is not at the table.
    NoSuchPlayer = "NO_SUCH_PLAYER",
    /// The action is another game's.
    WrongGame = "WRONG_GAME",
    /// The match has an outcome; only undo and redo remain.
    MatchOver = "MATCH_OVER",
    NothingToUndo = "NOTHING_TO_UNDO",
    NothingToRedo = "NOTHING_TO_REDO",
    /// The action's own values are out of range (zero amounts, an empty note, a nested ruling).
    InvalidAction = "INVALID_ACTION",
    /// The chain of responses refused the step.
    Chain = "CHAIN",
    /// The clocks refused the step: not started, already paused or running, not the seat's.
    Clock = "CLOCK",

    // A match that could not start from its setup.
    SetupGameNotPlayable = "SETUP_GAME_NOT_PLAYABLE",
    SetupPlayerCount = "SETUP_PLAYER_COUNT",
    SetupEmptyPlayerName = "SETUP_EMPTY_PLAYER_NAME",
    SetupFormatRules = "SETUP_FORMAT_RULES",
    SetupHouseRule = "SETUP_HOUSE_RULE",
    /// The format chosen is another game's.
    SetupFormatGame = "SETUP_FORMAT_GAME",

    // A format's rules that are not the game's.
    /// A rule that does not read: an unknown name, a value of the wrong kind.
    RulesUnreadable = "RULES_UNREADABLE",
    /// Rules that read but that the game refuses: a number out of its range.
    RulesRefused = "RULES_REFUSED",

    // A log that does not replay.
    ReplayRefused = "REPLAY_REFUSED",
    /// An entry's random results are not the seed's: the log was edited.
    ReplayRandomMismatch = "REPLAY_RANDOM_MISMATCH",
    ReplayOutOfOrder = "REPLAY_OUT_OF_ORDER",

    // A file read as JSON.
    InputNotUtf8 = "INPUT_NOT_UTF8",
    InputNotJson = "INPUT_NOT_JSON",
    /// JSON, but not the shape expected (a field missing, a value of the wrong kind).
    InputDoesNotFit = "INPUT_DOES_NOT_FIT",
    InputTrailingText = "INPUT_TRAILING_TEXT",

    // A deck file or a deck check.
    DeckNoGame = "DECK_NO_GAME",
    DeckGameMismatch = "DECK_GAME_MISMATCH",
    DeckUnknownGame = "DECK_UNKNOWN_GAME",
    /// The game has no deck check.
    DeckNoCheck = "DECK_NO_CHECK",
    DeckNoFormat = "DECK_NO_FORMAT",
    DeckUnknownFormat = "DECK_UNKNOWN_FORMAT",
    DeckFormatRules = "DECK_FORMAT_RULES",
    /// The card data a deck is read against cannot be read.
    DeckCardData = "DECK_CARD_DATA",
    DeckAmbiguousCard = "DECK_AMBIGUOUS_CARD",
    DeckBadZone = "DECK_BAD_ZONE",
    DeckBadDate = "DECK_BAD_DATE",

    // A deck list as text, and each of its wrong lines.
    DeckListEmpty = "DECK_LIST_EMPTY",
    DeckListBadLines = "DECK_LIST_BAD_LINES",
    DeckListBadCount = "DECK_LIST_BAD_COUNT",
    DeckListNoName = "DECK_LIST_NO_NAME",
    DeckListUnknownCard = "DECK_LIST_UNKNOWN_CARD",
    DeckListAmbiguousCard = "DECK_LIST_AMBIGUOUS_CARD",
    DeckListNoCount = "DECK_LIST_NO_COUNT",

    // The database.
    /// The file is damaged; a fresh start keeps it aside.
    StoreCorrupt = "STORE_CORRUPT",
    StoreNotTableside = "STORE_NOT_TABLESIDE",
    /// Written by a newer version of the app.
    StoreTooNew = "STORE_TOO_NEW",
    StoreIo = "STORE_IO",
    StoreMigration = "STORE_MIGRATION",
    StoreDiskFull = "STORE_DISK_FULL",
    StoreBusy = "STORE_BUSY",
    /// An SQLite error with no better code.
    StoreSqlite = "STORE_SQLITE",
    StoreNotFound = "STORE_NOT_FOUND",
    StoreInvalidCardData = "STORE_INVALID_CARD_DATA",
    /// A file handed in as a match file that does not read as one.
    StoreInvalidMatchFile = "STORE_INVALID_MATCH_FILE",
    /// A file handed in whose format field names another kind of file.
    StoreMatchFileFormat = "STORE_MATCH_FILE_FORMAT",
    /// A match file of a version this build does not read.
    StoreMatchFileVersion = "STORE_MATCH_FILE_VERSION",
    /// A history file of a version this build does not read.
    StoreHistoryFileVersion = "STORE_HISTORY_FILE_VERSION",
    /// An action appended at another place than the log's end.
    StoreOutOfSequence = "STORE_OUT_OF_SEQUENCE",
    /// A deck saved with an empty name.
    StoreDeckNoName = "STORE_DECK_NO_NAME",
    /// A deck saved for a format of another game.
    StoreDeckFormatGame = "STORE_DECK_FORMAT_GAME",
    /// A deck played at a match of another game.
    StoreDeckOtherGame = "STORE_DECK_OTHER_GAME",
    /// A deck or a collection naming a card its game does not have.
    StoreUnknownCard = "STORE_UNKNOWN_CARD",
    /// More copies of a card than a collection counts.
    StoreCollectionTooMany = "STORE_COLLECTION_TOO_MANY",
    /// A row that does not read as what it should hold.
    StoreBadRow = "STORE_BAD_ROW",
    /// A player renamed to nothing.
    StorePlayerNoName = "STORE_PLAYER_NO_NAME",
    /// A player renamed to the name another player has: the two are to be merged instead.
    StorePlayerNameTaken = "STORE_PLAYER_NAME_TAKEN",
    /// A player merged into themselves.
    StorePlayerSelfMerge = "STORE_PLAYER_SELF_MERGE",
    StoreMatchEnded = "STORE_MATCH_ENDED",
    StoreImportUnderWay = "STORE_IMPORT_UNDER_WAY",
    StoreImportUnfinished = "STORE_IMPORT_UNFINISHED",
    /// The app is quitting; no command runs after it.
    StoreClosed = "STORE_CLOSED",
    /// The browser keeps no files for the page: it plays in memory for the visit.
    StoreNoOpfs = "STORE_NO_OPFS",
    /// Another tab of the browser holds the database.
    StoreOpenElsewhere = "STORE_OPEN_ELSEWHERE",

    // A write-ahead log found beside the database that was not its own, set aside.
    WalOfAnotherProgram = "WAL_OF_ANOTHER_PROGRAM",
    WalOfAnotherDatabase = "WAL_OF_ANOTHER_DATABASE",
    WalOlderThanItsFile = "WAL_OLDER_THAN_ITS_FILE",
    WalOtherPageSize = "WAL_OTHER_PAGE_SIZE",
    WalWithoutItsFile = "WAL_WITHOUT_ITS_FILE",

    // The app's state and its commands.
    /// A fresh start asked of a database that opened.
    DatabaseIsSound = "DATABASE_IS_SOUND",
    /// A fresh start asked of a database whose problem is not damage (one too new).
    DatabaseNotDamaged = "DATABASE_NOT_DAMAGED",
    /// The system clock gives no date the app can use.
    ClockUnusable = "CLOCK_UNUSABLE",
    /// The table changed since the device last read it: it reads again before acting.
    TableChanged = "TABLE_CHANGED",
    /// An action's key is not the one its legal action was offered with.
    ActionKey = "ACTION_KEY",
    /// The system gives no randomness for a die or a shuffle.
    NoRandom = "NO_RANDOM",
    CommandArgs = "COMMAND_ARGS",
    /// A command stopped without an answer.
    CommandFailed = "COMMAND_FAILED",
    /// A command's answer could not be written.
    CommandAnswer = "COMMAND_ANSWER",
    /// The host's command, called by a seat's device.
    CommandNotOffered = "COMMAND_NOT_OFFERED",
    CommandUnknown = "COMMAND_UNKNOWN",

    // A table shared with phones.
    ShareBadMessage = "SHARE_BAD_MESSAGE",
    /// A device sending faster than a table is played.
    ShareFlood = "SHARE_FLOOD",
    ShareTooBig = "SHARE_TOO_BIG",
    ShareHostFailed = "SHARE_HOST_FAILED",
    /// The host tried to join its own table.
    ShareHostJoins = "SHARE_HOST_JOINS",
    /// The table could not be served on the network.
    ShareListen = "SHARE_LISTEN",
    ShareNotYourSeat = "SHARE_NOT_YOUR_SEAT",
    ShareNoRandom = "SHARE_NO_RANDOM",
    ShareNoSeat = "SHARE_NO_SEAT",
    /// No table is shared now.
    ShareOff = "SHARE_OFF",
    /// A device asking for a match it was not given.
    ShareOtherMatch = "SHARE_OTHER_MATCH",
    ShareSeatFreed = "SHARE_SEAT_FREED",
    ShareSeatHeld = "SHARE_SEAT_HELD",
    ShareSeatTaken = "SHARE_SEAT_TAKEN",
    /// A seat key this table never gave.
    ShareSeatUnknown = "SHARE_SEAT_UNKNOWN",
    /// A join token this app does not make.
    ShareToken = "SHARE_TOKEN",
    /// This build cannot share a table (the browser's).
    ShareUnavailable = "SHARE_UNAVAILABLE",
    /// A watching device tried to play.
    ShareWatching = "SHARE_WATCHING",

    // A table joined at another app.
    JoinAddress = "JOIN_ADDRESS",
    JoinUnavailable = "JOIN_UNAVAILABLE",
    JoinWindow = "JOIN_WINDOW",

    // Given by the page's own transport, never by the Rust side: the UI's union holds them
    // so that it switches on one list.
    /// The backend (the browser build's worker) failed to start or answer.
    BackendFailed = "BACKEND_FAILED",
    /// A phone's connection to the host is down; it retries.
    ShareDisconnected = "SHARE_DISCONNECTED",
    /// The host stopped sharing the table.
    ShareEnded = "SHARE_ENDED",
    /// Another tab or device took this seat's connection.
    ShareReplaced = "SHARE_REPLACED",
    /// The host sent the watching devices away.
    ShareSentAway = "SHARE_SENT_AWAY",
    /// A failure that came with no code of its own.
    Unknown = "UNKNOWN",

    // The CLI's replay check of the refusals a scenario expects.
    /// An action expected to be refused was applied.
    NotRefused = "NOT_REFUSED",
    /// An action was refused, by another rule or code than expected.
    RefusedOtherwise = "REFUSED_OTHERWISE",
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A code read from text as is: `assert_eq!(codes_in(&replies), [ErrorCode::ShareFlood])`.
impl PartialEq<ErrorCode> for &str {
    fn eq(&self, code: &ErrorCode) -> bool {
        *self == code.as_str()
    }
}

impl PartialEq<ErrorCode> for String {
    fn eq(&self, code: &ErrorCode) -> bool {
        self == code.as_str()
    }
}

/// A JSON answer's code read as is: `assert_eq!(answer["code"], ErrorCode::StoreCorrupt)`.
impl PartialEq<ErrorCode> for serde_json::Value {
    fn eq(&self, code: &ErrorCode) -> bool {
        self.as_str() == Some(code.as_str())
    }
}

impl PartialEq<ErrorCode> for &serde_json::Value {
    fn eq(&self, code: &ErrorCode) -> bool {
        self.as_str() == Some(code.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::ErrorCode;

    #[test]
    fn every_code_is_written_once_and_reads_back() {
        let mut seen = std::collections::HashSet::new();
        for &code in ErrorCode::ALL {
            assert!(seen.insert(code.as_str()), "{code} is listed twice");
            assert_eq!(ErrorCode::parse(code.as_str()), Some(code));
            let wire = serde_json::to_value(code).expect("a code serializes");
            assert_eq!(wire, code, "serde writes {code} as {wire}");
        }
        assert_eq!(ErrorCode::parse("NOT_A_CODE"), None);
    }

    #[test]
    fn codes_are_screaming_snake_case() {
        for code in ErrorCode::ALL {
            let text = code.as_str();
            assert!(
                text.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                    && !text.starts_with('_')
                    && !text.ends_with('_'),
                "{text}"
            );
        }
    }
}
