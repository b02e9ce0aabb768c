//! Why a command could not do what it was asked: each error with its code from the one list
//! and the sentence the command line prints after `tableside-cli: `.

use std::path::PathBuf;

use tableside_engine::deck::{CardDataError, DeckError};
use tableside_engine::json_text::JsonTextError;
use tableside_engine::{ErrorCode, GameId};
use tableside_store::StoreError;

use crate::match_file::MatchFileError;

/// A command's input, database or card data that it cannot work with. The code is stable;
/// the message is plain English, as the command line prints it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CliError {
    /// A database path that is not there: the commands that read a database open only an
    /// existing one, so that a mistyped path makes no new empty database.
    #[error("{}: no such database", .0.display())]
    NoDatabase(PathBuf),
    /// The store refused: its message, then its code.
    #[error("{0} ({code})", code = .0.code())]
    Store(#[from] StoreError),
    /// The store refused what the file `file` holds.
    #[error("{}: {source} ({code})", .file.display(), code = .source.code())]
    StoreOfFile { file: PathBuf, source: StoreError },
    /// What a command answers could not be written as JSON.
    #[error("{0}")]
    Answer(serde_json::Error),
    /// `--game` names no game.
    #[error("no game `{0}`")]
    NoSuchGame(String),
    /// A player's name that is no one in the database's roster.
    #[error("no player called `{0}` in the database")]
    NoSuchPlayer(String),
    /// A search of a game that has no cards (or of no game at all).
    #[error("no cards to search for `{0}`: the games with cards are {known}", known = games_with_cards())]
    NoCardsToSearch(String),
    /// Odds asked of a game that has no cards (or of no game at all).
    #[error("no cards to draw for `{0}`: the games with cards are {known}", known = games_with_cards())]
    NoCardsToDraw(String),
    /// Odds asked of a game whose decks deal no hand.
    #[error("{} deals no hand from a deck: there are no draw odds", .0.as_str())]
    NoHand(GameId),
    /// The deck file is not one: not JSON, or not the deck format.
    #[error("{}", deck_file_message(.0))]
    DeckFile(JsonTextError),
    /// The deck cannot be checked; its message quotes the file's values short.
    #[error("{}", .0.message())]
    Deck(#[from] DeckError),
    /// No date to check a deck for was given, and the system clock gives none.
    #[error("the system clock gives no usable date: give `--date`")]
    NoDate,
    /// The match file is not one this build reads.
    #[error(transparent)]
    MatchFile(#[from] MatchFileError),
    /// A match file names a card by an ID that none of its game's cards has.
    #[error("line {line}: no {} card has the ID `{id}`", .game.as_str())]
    NoSuchCard {
        line: usize,
        game: GameId,
        id: String,
    },
    /// A card a match file names by its ID does not read as its game's card.
    #[error("line {line}: {source}")]
    CardFace { line: usize, source: CardDataError },
    /// The card data cannot be read, or has not the format asked for.
    #[error(transparent)]
    CardData(#[from] CardDataError),
}

impl CliError {
    /// The stable code of the error, as the app gives it for the same failure.
    pub fn code(&self) -> ErrorCode {
        match self {
            CliError::NoDatabase(_) | CliError::NoSuchPlayer(_) => ErrorCode::StoreNotFound,
            CliError::Store(source) | CliError::StoreOfFile { source, .. } => source.code(),
            CliError::Answer(_) => ErrorCode::CommandAnswer,
            CliError::NoSuchGame(_)
            | CliError::NoCardsToSearch(_)
            | CliError::NoCardsToDraw(_)
            | CliError::NoHand(_) => ErrorCode::CommandArgs,
            CliError::DeckFile(error) => error.code(),
            CliError::Deck(error) => error.code(),
            CliError::NoDate => ErrorCode::ClockUnusable,
            CliError::MatchFile(error) => error.code(),
            // The match file is wrong, as a slot 0 in it is.
            CliError::NoSuchCard { .. } => ErrorCode::StoreInvalidMatchFile,
            CliError::CardFace { source, .. } | CliError::CardData(source) => source.code(),
        }
    }
}

/// A deck file's reading error, said of a deck file.
fn deck_file_message(error: &JsonTextError) -> String {
    match error {
        JsonTextError::Schema { .. } => {
            format!("the deck file does not fit the deck format: {error}")
        }
        JsonTextError::Trailing { line, column } => {
            format!("text after the deck at line {line}, column {column}")
        }
        other => other.to_string(),
    }
}

/// The IDs of the games that have cards, for a message naming a game that has none.
fn games_with_cards() -> String {
    let known: Vec<&str> = GameId::ALL
        .iter()
        .filter(|game| game.has_cards())
        .map(|game| game.as_str())
        .collect();
    known.join(", ")
}

#[cfg(test)]
#[path = "tests/error.rs"]
mod tests;
