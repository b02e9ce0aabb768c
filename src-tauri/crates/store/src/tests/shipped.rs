//! Loading the shipped data.

use tableside_engine::ErrorCode;
use tableside_engine::GameId;

use crate::shipped_files;

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
    assert!(store.sync_shipped_data(shipped_files()).expect("loads"));
    store
}

#[test]
fn the_shipped_files_load() {
    let store = loaded();
    // What the shipped files hold, as the card data crate reads them (its own test counts them
    // in the files).
    let shipped = tableside_cards::shipped_catalog().expect("the shipped data reads");
    // Every game ships its data (at least its formats), but the tests' fifth game.
    let registered = tableside_engine::registry().len();
    let shipping = registered - usize::from(tableside_engine::games::TEST_GAME);
    assert_eq!(count(&store, "games") as usize, shipping);
    assert_eq!(shipped.games.len(), shipping);
    assert_eq!(count(&store, "formats") as usize, shipped.formats.len());
    assert_eq!(count(&store, "cards") as usize, shipped.cards.len());
}

#[test]
fn the_shipped_elestrals_cards_keep_the_engine_card_model() {
    let store = loaded();
    let cards = store
        .search_cards(GameId::Elestrals, "", 100)
        .expect("lists")
        .cards;
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
    let cards = store
        .search_cards(GameId::Conjure, "", 100)
        .expect("lists")
        .cards;
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
    assert!(!store.sync_shipped_data(shipped_files()).expect("checks"));
    let mut reversed = shipped_files().to_vec();
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
    let mut files: Vec<(&str, &str)> = shipped_files().to_vec();
    let conjure_cards = files
        .iter_mut()
        .find(|(path, _)| *path == "conjure/cards.json")
        .expect("shipped");
    let renamed = conjure_cards.1.replace("Fire Crystal Tower", "Blaze Tower");
    conjure_cards.1 = &renamed;
    let broken_elestrals = (
        "elestrals/cards.json",
        "{\"game\": \"elestrals\", \"cards\": [{\"id\": 7}]}",
    );
    files.retain(|(path, _)| *path != broken_elestrals.0);
    files.push(broken_elestrals);

    let error = store.sync_shipped_data(&files).expect_err("refused");

    assert_eq!(error.code(), ErrorCode::StoreInvalidCardData);
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
        maybe: Vec::new(),
        version: 0,
    };
    store.upsert_deck(&deck).expect("saves");

    let files = shipped_files().to_vec();
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
            .cards
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
    assert_eq!(error.code(), ErrorCode::StoreInvalidCardData);
}

#[test]
fn the_hash_sees_text_moved_between_files() {
    let a = hash_files(&[("a", "xy"), ("b", "z")]);
    let b = hash_files(&[("a", "x"), ("b", "yz")]);
    assert_ne!(a, b);
    assert_eq!(a, hash_files(&[("a", "xy"), ("b", "z")]));
}

#[test]
fn a_formats_usual_round_comes_from_its_file_and_a_store_from_before_rounds_reads_them_again() {
    let store = loaded();
    let shipped = tableside_cards::shipped_catalog().expect("the shipped data reads");
    let mut with_round = 0;
    for (game, _, entry) in &shipped.formats {
        let stored = store
            .list_formats(*game)
            .expect("lists")
            .into_iter()
            .find(|format| format.id == entry.id)
            .expect("stored");
        let expected = entry.round.map(|round| FormatRound {
            minutes: round.minutes,
            verified: round.verified,
        });
        assert_eq!(stored.round, expected, "{}", entry.id);
        with_round += usize::from(expected.is_some());
    }
    assert!(with_round > 0, "some shipped format has a usual round");
    // A database of the schema before rounds, which last read these very files: opened, it
    // reads them again, so that its formats get their rounds.
    let committed = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/schema-16.sqlite3");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("tableside.sqlite3");
    std::fs::copy(&committed, &path).expect("copies");
    {
        let mut files = shipped_files().to_vec();
        files.sort_unstable();
        let conn = rusqlite::Connection::open(&path).expect("opens");
        conn.execute(
            "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)",
            (SHIPPED_DATA_HASH, hash_files(&files)),
        )
        .expect("marks the files read");
    }
    let mut upgraded = Store::open(&path).expect("opens");
    assert!(upgraded
        .sync_shipped_data(shipped_files())
        .expect("reads the files again"));
    let conjure = upgraded.list_formats(GameId::Conjure).expect("lists");
    assert!(
        conjure.iter().all(|format| format.round.is_some()),
        "{conjure:?}"
    );
}
