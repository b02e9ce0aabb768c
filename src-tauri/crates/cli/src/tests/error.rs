//! Each error says what the command line printed before it had a type, with its code.

use std::path::PathBuf;

use tableside_engine::deck::CardDataError;
use tableside_engine::json_text::JsonTextError;
use tableside_engine::{ErrorCode, FileActionError, GameId};

use super::CliError;
use crate::match_file::MatchFileError;

#[test]
fn each_error_reads_as_the_command_line_prints_it_with_its_code() {
    let cases = [
        (
            CliError::NoDatabase(PathBuf::from("history.db")),
            "history.db: no such database",
            ErrorCode::StoreNotFound,
        ),
        (
            CliError::NoSuchGame("chess-960".into()),
            "no game `chess-960`",
            ErrorCode::CommandArgs,
        ),
        (
            CliError::NoSuchPlayer("Zoë".into()),
            "no player called `Zoë` in the database",
            ErrorCode::StoreNotFound,
        ),
        (
            CliError::NoHand(GameId::Conjure),
            "conjure deals no hand from a deck: there are no draw odds",
            ErrorCode::CommandArgs,
        ),
        (
            CliError::DeckFile(JsonTextError::Trailing { line: 3, column: 2 }),
            "text after the deck at line 3, column 2",
            ErrorCode::InputTrailingText,
        ),
        (
            CliError::NoDate,
            "the system clock gives no usable date: give `--date`",
            ErrorCode::ClockUnusable,
        ),
        (
            CliError::NoSuchCard {
                line: 4,
                game: GameId::Elestrals,
                id: "elestrals-nowhere".into(),
            },
            "line 4: no elestrals card has the ID `elestrals-nowhere`",
            ErrorCode::StoreInvalidMatchFile,
        ),
        (
            CliError::CardFace {
                line: 7,
                source: CardDataError::UnreadableCard {
                    id: "elestrals-x".into(),
                    reason: "missing field `class`".into(),
                },
            },
            "line 7: the card elestrals-x does not read: missing field `class`",
            ErrorCode::DeckCardData,
        ),
        (
            CliError::MatchFile(MatchFileError::Action {
                place: 2,
                source: FileActionError::SlotZero { game: "Codex" },
            }),
            "log[2]: a match file numbers the Codex's slots from 1, so a slot is never 0",
            ErrorCode::StoreInvalidMatchFile,
        ),
    ];
    for (error, message, code) in cases {
        assert_eq!(error.to_string(), message);
        assert_eq!(error.code(), code, "{message}");
    }
}

#[test]
fn a_game_without_cards_is_told_with_the_games_that_have_them() {
    let error = CliError::NoCardsToSearch("codex".into());
    let message = error.to_string();
    assert!(
        message.starts_with("no cards to search for `codex`: the games with cards are "),
        "{message}"
    );
    assert!(
        message.contains("conjure") && message.contains("elestrals"),
        "{message}"
    );
    assert_eq!(error.code(), ErrorCode::CommandArgs);
}

#[test]
fn a_store_error_is_its_message_then_its_code() {
    let error = CliError::StoreOfFile {
        file: PathBuf::from("matches.json"),
        source: tableside_store::StoreError::ImportUnderWay,
    };
    assert_eq!(
        error.to_string(),
        "matches.json: another card import is under way (STORE_IMPORT_UNDER_WAY)"
    );
    assert_eq!(error.code(), ErrorCode::StoreImportUnderWay);
}

#[test]
fn a_long_value_in_a_match_file_s_header_is_quoted_short() {
    let long = format!("\"{}\"", "x".repeat(5_000));
    let message = MatchFileError::OtherFormat(long).to_string();
    assert!(message.len() < 200, "{} bytes", message.len());
    assert!(
        message.starts_with("not a match file: its format is \"xxx"),
        "{message}"
    );
    assert_eq!(
        MatchFileError::OtherVersion("9".into()).code(),
        ErrorCode::StoreInvalidMatchFile
    );
}
