//! Loading the card data shipped with the app into the database, only when it changed.

use tableside_cards::{Catalog, DataError};

use crate::catalog::{CardInfo, FormatInfo, FormatRound};
use crate::error::{Result, StoreError};
use crate::queries::meta::SHIPPED_DATA_HASH;
use crate::queries::{cards, formats, games, meta};
use crate::Store;

/// Bumped when the way files are loaded changes, so that every database loads them again even
/// though the files are the same.
const LOADER_VERSION: u32 = 2;

impl From<DataError> for StoreError {
    fn from(error: DataError) -> Self {
        StoreError::InvalidCardData {
            file: error.file,
            location: error.location,
            message: error.message,
        }
    }
}

impl Store {
    /// Brings the games, formats and cards in the database up to `files` (`(path, contents)`
    /// pairs as [`tableside_cards::shipped_files`] gives them) and returns whether anything was written.
    ///
    /// When the files hash the same as the last time, nothing is read. Otherwise every file is
    /// parsed and checked first: one malformed file is a
    /// [`StoreError::InvalidCardData`](crate::StoreError::InvalidCardData) naming the file and
    /// where in it, and nothing is written. Then everything is written in one transaction:
    /// games, formats and cards are upserted, formats and cards no longer shipped are deleted
    /// unless a deck still uses them, and the hash is recorded.
    pub fn sync_shipped_data(&mut self, files: &[(&str, &str)]) -> Result<bool> {
        let mut files: Vec<(&str, &str)> = files.to_vec();
        files.sort_unstable();
        let hash = hash_files(&files);
        if meta::get_meta(&self.conn, SHIPPED_DATA_HASH)?.as_deref() == Some(hash.as_str()) {
            return Ok(false);
        }
        let catalog = Catalog::parse(&files)?;
        let tx = self.begin_write()?;
        for (game, name) in &catalog.games {
            games::upsert_game(&tx, *game, name)?;
        }
        for (game, position, entry) in &catalog.formats {
            let format = FormatInfo {
                id: entry.id.clone(),
                game: *game,
                name: entry.name.clone(),
                description: entry.description.clone(),
                min_players: entry.players.min,
                max_players: entry.players.max,
                rules: serde_json::Value::Object(entry.rules.clone()),
                playable: game.info().playable,
                round: entry.round.map(|round| FormatRound {
                    minutes: round.minutes,
                    verified: round.verified,
                }),
            };
            formats::upsert_format(&tx, &format, *position)?;
        }
        cards::write_cards(&tx, |writer| {
            for (game, card) in &catalog.cards {
                writer.upsert(&CardInfo::of(*game, card.clone()))?;
            }
            Ok(())
        })?;
        let format_ids: Vec<&str> = catalog
            .formats
            .iter()
            .map(|(_, _, entry)| entry.id.as_str())
            .collect();
        let card_ids: Vec<&str> = catalog.cards.iter().map(|(_, c)| c.id.as_str()).collect();
        formats::delete_formats_except(&tx, &format_ids)?;
        cards::delete_cards_except(&tx, &card_ids)?;
        meta::upsert_meta(&tx, SHIPPED_DATA_HASH, &hash)?;
        tx.commit()?;
        Ok(true)
    }
}

/// A fingerprint of the files (sorted by path) and of the loader: 64-bit FNV-1a over each
/// path and contents with their lengths, so that moving text from one file to the next
/// changes it too. Stable across Rust versions and platforms, unlike `DefaultHasher`; it
/// only detects change, nothing depends on it being hard to forge.
fn hash_files(files: &[(&str, &str)]) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash = OFFSET;
    let mut feed = |bytes: &[u8]| {
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(PRIME);
        }
    };
    feed(&LOADER_VERSION.to_le_bytes());
    for (path, contents) in files {
        feed(&(path.len() as u64).to_le_bytes());
        feed(path.as_bytes());
        feed(&(contents.len() as u64).to_le_bytes());
        feed(contents.as_bytes());
    }
    format!("v{LOADER_VERSION}-{hash:016x}")
}

#[cfg(test)]
#[path = "tests/shipped.rs"]
mod tests;
