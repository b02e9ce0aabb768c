//! Every data file read together and checked across files: what the store writes and what the
//! command line checks decks against.

use std::collections::BTreeSet;

use tableside_engine::deck::CardDataError;
use tableside_engine::{CardRecord, GameId};

use crate::error::{invalid, DataError};
use crate::files::{parse_data_file, DataFile, FormatEntry};

/// The games, formats and cards of a set of data files.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Catalog {
    /// Each game with a formats file, and its name, in file order.
    pub games: Vec<(GameId, String)>,
    /// Each format with its game and its position in its file.
    pub formats: Vec<(GameId, usize, FormatEntry)>,
    /// Each card with its game.
    pub cards: Vec<(GameId, CardRecord)>,
}

impl Catalog {
    /// Reads `files` (`(path under cards/, contents)`) and checks them across files: one
    /// formats file per game, IDs unique across files, cards only for a game with formats.
    pub fn parse(files: &[(&str, &str)]) -> Result<Catalog, DataError> {
        let mut catalog = Catalog::default();
        let mut card_files = Vec::new();
        let mut format_ids = BTreeSet::new();
        let mut card_ids = BTreeSet::new();
        for &(path, contents) in files {
            match parse_data_file(path, contents)? {
                DataFile::Formats(file) => {
                    if catalog.games.iter().any(|(game, _)| *game == file.game) {
                        return Err(invalid(
                            path,
                            "game",
                            format!("a second formats file for {}", file.game.as_str()),
                        ));
                    }
                    catalog.games.push((file.game, file.name.clone()));
                    for (position, entry) in file.formats.into_iter().enumerate() {
                        if !format_ids.insert(entry.id.clone()) {
                            return Err(invalid(
                                path,
                                format!("formats[{position}].id"),
                                "the ID is used in another file",
                            ));
                        }
                        catalog.formats.push((file.game, position, entry));
                    }
                }
                DataFile::Cards(file) => card_files.push((path, file)),
            }
        }
        // Cards are checked after every formats file is read: a game's row comes from its
        // formats file, whatever order the files are in.
        for (path, file) in card_files {
            if !catalog.games.iter().any(|(game, _)| *game == file.game) {
                return Err(invalid(
                    path,
                    "game",
                    format!("{} has no formats.json", file.game.as_str()),
                ));
            }
            for (i, card) in file.cards.into_iter().enumerate() {
                if !card_ids.insert(card.id.clone()) {
                    return Err(invalid(
                        path,
                        format!("cards[{i}].id"),
                        "the ID is used in another file",
                    ));
                }
                catalog.cards.push((file.game, card));
            }
        }
        Ok(catalog)
    }

    /// The format `format` of `game`, or an error naming the game's formats.
    pub fn format(&self, game: GameId, format: &str) -> Result<&FormatEntry, CardDataError> {
        let of_game: Vec<&FormatEntry> = self
            .formats
            .iter()
            .filter(|(of, _, _)| *of == game)
            .map(|(_, _, entry)| entry)
            .collect();
        if let Some(entry) = of_game.iter().find(|entry| entry.id == format) {
            return Ok(entry);
        }
        Err(CardDataError::UnknownFormat {
            game: game.as_str().to_owned(),
            format: format.to_owned(),
            known: of_game.iter().map(|entry| entry.id.clone()).collect(),
        })
    }
}
