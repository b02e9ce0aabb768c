//! Loading the card data shipped with the app into the database, only when it changed.

use std::collections::{BTreeSet, HashMap};

use rusqlite::TransactionBehavior;
use tableside_engine::GameId;

use crate::card_data::{invalid, parse_data_file, DataFile};
use crate::catalog::{CardInfo, FormatInfo};
use crate::error::Result;
use crate::queries::meta::SHIPPED_DATA_HASH;
use crate::queries::{cards, formats, games, meta};
use crate::Store;

/// Bumped when the way files are loaded changes, so that every database loads them again even
/// though the files are the same.
const LOADER_VERSION: u32 = 1;

/// The card data files built into this binary, as `(path under cards/, contents)`. The app
/// passes them to [`Store::sync_shipped_data`] at start-up; tests use them too.
pub fn shipped_card_files() -> Vec<(&'static str, &'static str)> {
    vec![
        (
            "conjure/formats.json",
            include_str!("../../../../cards/conjure/formats.json"),
        ),
        (
            "conjure/cards.json",
            include_str!("../../../../cards/conjure/cards.json"),
        ),
        (
            "elestrals/formats.json",
            include_str!("../../../../cards/elestrals/formats.json"),
        ),
        (
            "elestrals/cards.json",
            include_str!("../../../../cards/elestrals/cards.json"),
        ),
    ]
}

impl Store {
    /// Brings the games, formats and cards in the database up to `files` (`(path, contents)`
    /// pairs as [`shipped_card_files`] gives them) and returns whether anything was written.
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
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        for (game, name) in &catalog.games {
            games::upsert_game(&tx, *game, name)?;
        }
        for (position, format) in &catalog.formats {
            formats::upsert_format(&tx, format, *position)?;
        }
        for card in &catalog.cards {
            cards::upsert_card(&tx, card)?;
        }
        let format_ids: Vec<&str> = catalog.formats.iter().map(|(_, f)| f.id.as_str()).collect();
        let card_ids: Vec<&str> = catalog.cards.iter().map(|c| c.id.as_str()).collect();
        formats::delete_formats_except(&tx, &format_ids)?;
        cards::delete_cards_except(&tx, &card_ids)?;
        meta::upsert_meta(&tx, SHIPPED_DATA_HASH, &hash)?;
        tx.commit()?;
        Ok(true)
    }
}

/// Everything the files hold, checked across files, ready to write.
#[derive(Default)]
struct Catalog {
    games: HashMap<GameId, String>,
    /// Each format with its position in its file.
    formats: Vec<(usize, FormatInfo)>,
    cards: Vec<CardInfo>,
}

impl Catalog {
    fn parse(files: &[(&str, &str)]) -> Result<Catalog> {
        let mut catalog = Catalog::default();
        let mut card_files = Vec::new();
        let mut format_ids = BTreeSet::new();
        let mut card_ids = BTreeSet::new();
        for &(path, contents) in files {
            match parse_data_file(path, contents)? {
                DataFile::Formats(file) => {
                    if catalog.games.insert(file.game, file.name.clone()).is_some() {
                        return Err(invalid(
                            path,
                            "game",
                            format!("a second formats file for {}", file.game.as_str()),
                        ));
                    }
                    for (position, entry) in file.formats.into_iter().enumerate() {
                        if !format_ids.insert(entry.id.clone()) {
                            return Err(invalid(
                                path,
                                format!("formats[{position}].id"),
                                "the ID is used in another file",
                            ));
                        }
                        catalog.formats.push((
                            position,
                            FormatInfo {
                                id: entry.id,
                                game: file.game,
                                name: entry.name,
                                description: entry.description,
                                min_players: entry.players.min,
                                max_players: entry.players.max,
                                rules: serde_json::Value::Object(entry.rules),
                                playable: tableside_engine::game::info(file.game).playable,
                            },
                        ));
                    }
                }
                DataFile::Cards(file) => card_files.push((path, file)),
            }
        }
        // Cards are checked after every formats file is read: a game's row comes from its
        // formats file, whatever order the files are in.
        for (path, file) in card_files {
            if !catalog.games.contains_key(&file.game) {
                return Err(invalid(
                    path,
                    "game",
                    format!("{} has no formats.json", file.game.as_str()),
                ));
            }
            for (i, entry) in file.cards.into_iter().enumerate() {
                if !card_ids.insert(entry.id.clone()) {
                    return Err(invalid(
                        path,
                        format!("cards[{i}].id"),
                        "the ID is used in another file",
                    ));
                }
                catalog.cards.push(CardInfo {
                    id: entry.id,
                    game: file.game,
                    name: entry.name,
                    kind: entry.kind,
                    text: entry.text,
                    sample: entry.sample,
                    attributes: serde_json::Value::Object(entry.attributes),
                });
            }
        }
        Ok(catalog)
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
mod tests {
    use super::*;
    use crate::decks::{Deck, DeckCard};

    fn count(store: &Store, table: &str) -> i64 {
        store
            .conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .expect("counts")
    }

    fn loaded() -> Store {
        let mut store = Store::open_in_memory().expect("opens");
        assert!(store
            .sync_shipped_data(&shipped_card_files())
            .expect("loads"));
        store
    }

    #[test]
    fn the_shipped_files_load() {
        let store = loaded();
        assert_eq!(count(&store, "games"), 2);
        assert_eq!(count(&store, "formats"), 3);
        assert_eq!(count(&store, "cards"), 38 + 26);
    }

    #[test]
    fn the_shipped_elestrals_cards_keep_the_engine_card_model() {
        let store = loaded();
        let cards = store
            .search_cards(GameId::Elestrals, "", 100)
            .expect("lists");
        assert_eq!(cards.len(), 26);
        assert!(cards.iter().all(|c| c.sample), "written for this project");
        let spirits = cards.iter().filter(|c| c.kind == "spirit").count();
        assert_eq!(spirits, 8, "one Spirit per element");
        for card in &cards {
            let model: tableside_engine::games::elestrals::Card =
                serde_json::from_value(card.attributes.clone()).expect("the engine reads it");
            assert_eq!(
                (model.id.as_str(), model.name.as_str()),
                (card.id.as_str(), card.name.as_str())
            );
        }
        let dawnmane = store.get_card("elestrals-dawnmane").expect("shipped");
        assert_eq!(dawnmane.attributes["legality"][0]["status"], "limited");
    }

    #[test]
    fn every_shipped_card_is_marked_as_a_sample() {
        let store = loaded();
        let cards = store.search_cards(GameId::Conjure, "", 100).expect("lists");
        assert_eq!(cards.len(), 38);
        assert!(
            cards.iter().all(|c| c.sample),
            "the shipped cards were written for this project"
        );
    }

    #[test]
    fn the_shipped_conjure_formats_start_matches_with_their_numbers() {
        let store = loaded();
        for format in store.list_formats(GameId::Conjure).expect("lists") {
            let setup = tableside_engine::Setup {
                game: GameId::Conjure,
                format: format.id.clone(),
                players: vec!["Ana".into(), "Ben".into()],
                seed: 1,
                rules: format.rules.clone(),
            };
            let game =
                tableside_engine::Match::new(setup).expect("the engine accepts the format's rules");
            let tableside_engine::GameState::Conjure(state) = game.state() else {
                panic!("{} starts a Conjure match", format.id)
            };
            assert_eq!(
                serde_json::to_value(&state.rules).expect("serializes"),
                format.rules,
                "{}",
                format.id
            );
        }
    }

    #[test]
    fn unchanged_files_are_not_loaded_again() {
        let mut store = loaded();
        assert!(!store
            .sync_shipped_data(&shipped_card_files())
            .expect("checks"));
        let mut reversed = shipped_card_files();
        reversed.reverse();
        assert!(
            !store.sync_shipped_data(&reversed).expect("checks"),
            "the order of the files does not matter"
        );
    }

    #[test]
    fn a_malformed_file_writes_nothing() {
        let mut store = loaded();
        let hash_before = meta::get_meta(&store.conn, SHIPPED_DATA_HASH).expect("reads");
        let renamed = shipped_card_files()[1]
            .1
            .replace("Fire Crystal Tower", "Blaze Tower");
        let mut files: Vec<(&str, &str)> = shipped_card_files();
        assert_eq!(files[1].0, "conjure/cards.json");
        files[1].1 = &renamed;
        let broken_elestrals = (
            "elestrals/cards.json",
            "{\"game\": \"elestrals\", \"cards\": [{\"id\": 7}]}",
        );
        files.retain(|(path, _)| *path != broken_elestrals.0);
        files.push(broken_elestrals);

        let error = store.sync_shipped_data(&files).expect_err("refused");

        assert_eq!(error.code(), "STORE_INVALID_CARD_DATA");
        assert!(
            error.to_string().contains("elestrals/cards.json"),
            "{error}"
        );
        assert!(error.to_string().contains("cards[0]"), "{error}");
        assert!(error.to_string().contains("`id`"), "{error}");
        assert_eq!(
            meta::get_meta(&store.conn, SHIPPED_DATA_HASH).expect("reads"),
            hash_before
        );
        assert_eq!(
            store.get_card("conjure-tower-fire").expect("kept").name,
            "Fire Crystal Tower"
        );
    }

    #[test]
    fn changed_files_update_rows_and_retire_unused_ones() {
        let mut store = loaded();
        let deck = Deck {
            id: None,
            game: GameId::Conjure,
            format: None,
            name: "Keeps the shadow tower".into(),
            cards: vec![DeckCard {
                card_id: "conjure-tower-shadow".into(),
                count: 1,
            }],
            created_at_ms: 0,
            updated_at_ms: 0,
        };
        store.upsert_deck(&deck).expect("saves");

        let files = shipped_card_files();
        let conjure_cards = r#"{"game": "conjure", "cards": [
            {"id": "conjure-tower-fire", "name": "Blaze Tower", "kind": "tower", "sample": true}
        ]}"#;
        let changed: Vec<(&str, &str)> = files
            .iter()
            .map(|&(path, text)| {
                if path == "conjure/cards.json" {
                    (path, conjure_cards)
                } else {
                    (path, text)
                }
            })
            .collect();
        assert!(store.sync_shipped_data(&changed).expect("loads"));

        assert_eq!(
            store.get_card("conjure-tower-fire").expect("updated").name,
            "Blaze Tower"
        );
        assert!(
            store.get_card("conjure-tower-shadow").is_ok(),
            "a deck still holds it"
        );
        assert!(
            store.get_card("conjure-quest-tribal-quest").is_err(),
            "retired"
        );
        assert_eq!(
            store
                .search_cards(GameId::Conjure, "blaze", 5)
                .expect("searches")
                .len(),
            1
        );
    }

    #[test]
    fn cards_of_a_game_without_formats_are_refused() {
        let mut store = Store::open_in_memory().expect("opens");
        let files = [(
            "elestrals/cards.json",
            "{\"game\": \"elestrals\", \"cards\": []}",
        )];
        let error = store.sync_shipped_data(&files).expect_err("refused");
        assert_eq!(error.code(), "STORE_INVALID_CARD_DATA");
    }

    #[test]
    fn the_hash_sees_text_moved_between_files() {
        let a = hash_files(&[("a", "xy"), ("b", "z")]);
        let b = hash_files(&[("a", "x"), ("b", "yz")]);
        assert_ne!(a, b);
        assert_eq!(a, hash_files(&[("a", "xy"), ("b", "z")]));
    }
}
