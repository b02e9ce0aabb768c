//! The card and format data: the files each game keeps in `cards/<game>/`, their shapes and
//! checks, the shipped set built into the binary, and card lists players import.
//!
//! Game-neutral: a game's formats and cards are read through the engine's registry (its rules
//! type and its card entries), so no game is named here. The store writes what this crate
//! reads; the command line checks decks against [`ShippedCards`].

mod card_list;
mod catalog;
mod error;
mod files;
mod shipped;
#[cfg(test)]
mod tests;

pub use card_list::{read_card_list, IMPORTED_LIST};
pub use catalog::Catalog;
pub use error::DataError;
pub use files::{
    cards_schema, formats_schema, parse_data_file, CardsFile, DataFile, FormatEntry, FormatsFile,
    PlayerRange, RoundLimit,
};
pub use shipped::{shipped_catalog, shipped_files, ShippedCards};
