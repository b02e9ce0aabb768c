//! A database written at each earlier schema opens with this build and keeps what it held.
//!
//! The fixtures (`tests/fixtures/schema-NN.sqlite3`) are files made once and committed, never
//! written again: schemas 1 to 15 were all made at once by this build's migrations and card
//! code (the rows each schema's store wrote, its derived data as its migrations' steps wrote
//! it), not by the builds that shipped them; a schema added later has its fixture made by the
//! build that adds it. Each holds two Elestrals cards (one with a Chinese name
//! and text), a deck, a Conjure match with its log, and what the schema added after the first
//! (a deck in the trash from 7, a card on the maybe-board from 14, an owned card from 15), with
//! the index entries and facets that schema's migrations wrote. Opening each one runs every
//! later migration and derives the cards' index and facets again where a migration marked them
//! stale, so that what a shipped migration does can be seen not to move.
//!
//! When a migration is added, the fixture of the schema before it is written by
//! `cargo test -p tableside-store --lib -- --ignored write_the_missing_schema_fixtures`, which
//! writes only the fixtures that are missing: one never changes once written.

use std::path::PathBuf;

use rusqlite::Connection;
use rusqlite_migration::Migrations;
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};

use super::{migration_list, SCHEMA_VERSION};
use super::{CARDS_DERIVED_KEY, STALE};
use crate::queries::cards::{facet_every_card, write_cards_unversioned};
use crate::queries::to_json;
use crate::{DeckCard, Store};

const CARDS: &str = r#"[
    {"id": "elestrals-brambleguard", "name": "Brambleguard", "class": "elestral",
     "subclasses": ["Golem"], "elements": ["earth"], "cost": ["earth", "omni"],
     "attack": 2, "defense": 4, "effect": "Your other Elestrals gain +1 Defense."},
    {"id": "elestrals-xingling-hall", "name": "星灵殿堂守卫", "class": "elestral",
     "elements": ["earth"], "cost": ["earth"], "attack": 1, "defense": 5,
     "effect": "当此卡进入场上时，抽一张牌。"}
]"#;

/// The schema a fixture is first written at for each thing it holds beyond the first's.
const TRASH_FROM: usize = 7;
const MAYBE_FROM: usize = 14;
const OWNED_FROM: usize = 15;

fn fixture(version: usize) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
        .join(format!("schema-{version:02}.sqlite3"))
}

/// The match every fixture holds: two entries of a Conjure match.
fn the_match() -> Match {
    let setup = Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules: serde_json::Value::Null,
    };
    let mut live = Match::new(setup).expect("starts");
    let actions = [
        conjure::Action::SetFirstPlayer { player: 0 },
        conjure::Action::AdjustLife {
            player: 1,
            delta: -3,
        },
    ];
    for (at, action) in actions.into_iter().enumerate() {
        let play = Action::Play {
            play: GameAction::Conjure(action),
        };
        live.apply(play, at as i64 + 1).expect("accepted");
    }
    live
}

/// What the first schema's store wrote: the games, the cards with their attributes whole, a
/// deck, and the match with its log.
fn write_the_first_rows(conn: &Connection) {
    conn.execute_batch(
        "INSERT INTO games (id, name) VALUES ('elestrals', 'Elestrals'), ('conjure', 'Conjure');",
    )
    .expect("writes the games");
    let (cards, rejected) =
        tableside_cards::read_card_list(GameId::Elestrals, CARDS).expect("reads");
    assert!(rejected.is_empty(), "{rejected:?}");
    for card in &cards {
        conn.execute(
            "INSERT INTO cards (id, game, name, kind, text, sample, attributes_json)
             VALUES (?1, 'elestrals', ?2, ?3, ?4, 0, ?5)",
            (
                &card.id,
                &card.name,
                &card.kind,
                &card.text,
                to_json(&card.attributes),
            ),
        )
        .expect("writes a card");
    }
    conn.execute_batch(
        "INSERT INTO decks (id, game, format, name, created_at_ms, updated_at_ms)
             VALUES (1, 'elestrals', NULL, 'Earth wall', 10, 20);
         INSERT INTO deck_cards (deck_id, card_id, count)
             VALUES (1, 'elestrals-brambleguard', 3), (1, 'elestrals-xingling-hall', 2);",
    )
    .expect("writes a deck");
    let live = the_match();
    let log = live.log();
    conn.execute(
        "INSERT INTO matches (id, game, format, setup_json, created_at_ms, updated_at_ms, action_count)
         VALUES (1, 'conjure', 'conjure-standard', ?1, 0, ?2, ?3)",
        (
            to_json(live.setup()),
            log.last().map_or(0, |entry| entry.at_ms),
            log.len() as i64,
        ),
    )
    .expect("writes a match");
    for entry in log {
        conn.execute(
            "INSERT INTO match_actions (match_id, seq, at_ms, action_json, random_json)
             VALUES (1, ?1, ?2, ?3, ?4)",
            (
                entry.seq,
                entry.at_ms,
                to_json(&entry.action),
                to_json(&entry.random),
            ),
        )
        .expect("writes an entry");
    }
}

/// The rows a fixture first holds at `version`.
fn write_the_rows_new_at(conn: &Connection, version: usize) {
    let sql = match version {
        1 => return write_the_first_rows(conn),
        TRASH_FROM => {
            "INSERT INTO decks (id, game, format, name, created_at_ms, updated_at_ms, deleted_at_ms)
                 VALUES (2, 'elestrals', NULL, 'Old idea', 30, 40, 50);
             INSERT INTO deck_cards (deck_id, card_id, count)
                 VALUES (2, 'elestrals-brambleguard', 1);"
        }
        MAYBE_FROM => {
            "INSERT INTO deck_maybe_cards (deck_id, card_id, count)
                 VALUES (1, 'elestrals-brambleguard', 1);"
        }
        OWNED_FROM => {
            "INSERT INTO owned_cards (game, card_id, count)
                 VALUES ('elestrals', 'elestrals-xingling-hall', 4);"
        }
        _ => return,
    };
    conn.execute_batch(sql).expect("writes the rows");
}

/// What a migration of this schema left to be derived (`card_derived.rs`), derived as the
/// store of that schema did in the migration's own step: the index entries from the sixth
/// schema on, the facets from the thirteenth. Those schemas kept no mark.
fn derive_as_that_schema_did(conn: &Connection, version: usize) {
    let marked: Option<String> = conn
        .query_row(
            "SELECT value FROM meta WHERE key = ?1",
            [CARDS_DERIVED_KEY],
            |row| row.get(0),
        )
        .ok();
    if marked.as_deref() != Some(STALE) {
        return;
    }
    conn.execute(
        "INSERT INTO cards_fts (cards_fts) VALUES ('delete-all')",
        [],
    )
    .expect("empties the index");
    write_cards_unversioned(conn, |writer| writer.index_every_card()).expect("indexes");
    if version >= 13 {
        conn.execute("DELETE FROM card_facets", [])
            .expect("empties the facets");
        facet_every_card(conn).expect("facets");
    }
    conn.execute("DELETE FROM meta WHERE key = ?1", [CARDS_DERIVED_KEY])
        .expect("unmarks");
}

#[test]
#[ignore = "writes the fixtures that are missing: run once, when a migration is added"]
fn write_the_missing_schema_fixtures() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut conn = Connection::open(dir.path().join("building.sqlite3")).expect("opens");
    // The smallest pages: the fixtures are committed, and their size is their pages'.
    conn.pragma_update(None, "page_size", 512)
        .expect("page size");
    for version in 1..SCHEMA_VERSION {
        Migrations::new(migration_list().into_iter().take(version).collect())
            .to_latest(&mut conn)
            .unwrap_or_else(|error| panic!("migrates to {version}: {error}"));
        write_the_rows_new_at(&conn, version);
        derive_as_that_schema_did(&conn, version);
        let path = fixture(version);
        if !path.exists() {
            std::fs::create_dir_all(path.parent().expect("a folder")).expect("a folder");
            conn.execute("VACUUM INTO ?1", [path.to_str().expect("UTF-8")])
                .expect("writes the fixture");
        }
    }
}

#[test]
fn a_database_of_every_earlier_schema_opens_and_keeps_what_it_held() {
    let live = the_match();
    for version in 1..SCHEMA_VERSION {
        let committed = fixture(version);
        assert!(
            committed.exists(),
            "no fixture of schema {version}: run `cargo test -p tableside-store --lib -- \
             --ignored write_the_missing_schema_fixtures` and commit it"
        );
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("tableside.sqlite3");
        std::fs::copy(&committed, &path).expect("copies");
        let store = Store::open(&path).unwrap_or_else(|error| panic!("schema {version}: {error}"));
        let at = format!("schema {version}");

        let found = |query: &str| -> Vec<String> {
            store
                .search_cards(GameId::Elestrals, query, 10)
                .unwrap_or_else(|error| panic!("{at}: {query}: {error}"))
                .cards
                .into_iter()
                .map(|card| card.id)
                .collect()
        };
        for (query, card) in [
            ("bramble", "elestrals-brambleguard"),
            ("defen", "elestrals-brambleguard"),
            ("守卫", "elestrals-xingling-hall"),
            ("抽一张", "elestrals-xingling-hall"),
            ("element:earth defense>=5", "elestrals-xingling-hall"),
            ("subclass:golem cost=2", "elestrals-brambleguard"),
        ] {
            assert_eq!(found(query), vec![card], "{at}: {query}");
        }
        let card = store.get_card("elestrals-brambleguard").expect("kept");
        assert_eq!(card.attributes["defense"], 4, "{at}");
        assert_eq!(card.attributes["subclasses"][0], "Golem", "{at}");
        // Stored lean (migration 006): no attribute repeats the row's columns.
        let stored: Vec<(String, Option<i64>)> = store
            .conn
            .prepare("SELECT attributes_json, layout FROM cards WHERE game = 'elestrals'")
            .expect("prepares")
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .expect("reads")
            .collect::<rusqlite::Result<_>>()
            .expect("reads");
        assert_eq!(stored.len(), 2, "{at}");
        for (attributes, layout) in &stored {
            assert!(layout.is_some(), "{at}: {attributes}");
            for repeated in ["\"name\"", "\"effect\"", "\"class\"", "\"id\""] {
                assert!(!attributes.contains(repeated), "{at}: {attributes}");
            }
        }

        let decks = store.list_decks(GameId::Elestrals).expect("lists");
        assert_eq!(decks.len(), 1, "{at}: the deck, not the one in the trash");
        assert_eq!(decks[0].name, "Earth wall", "{at}");
        assert_eq!(
            decks[0].cards,
            vec![
                DeckCard {
                    card_id: "elestrals-brambleguard".into(),
                    count: 3
                },
                DeckCard {
                    card_id: "elestrals-xingling-hall".into(),
                    count: 2
                },
            ],
            "{at}"
        );
        let maybe = usize::from(version >= MAYBE_FROM);
        assert_eq!(decks[0].maybe.len(), maybe, "{at}");
        // The deck as it stood before versions (migration 014) is its first version.
        let first = store
            .deck_version(decks[0].id.expect("stored"), 1)
            .expect("version 1 is there");
        assert_eq!(first.version.saved_at_ms, 20, "{at}");
        let owned = store.collection(GameId::Elestrals).expect("reads");
        let expected: Vec<u32> = if version >= OWNED_FROM {
            vec![4]
        } else {
            vec![]
        };
        assert_eq!(
            owned.iter().map(|card| card.count).collect::<Vec<_>>(),
            expected,
            "{at}"
        );

        let summaries = store.list_matches(10).expect("lists");
        assert_eq!(summaries.len(), 1, "{at}");
        assert_eq!(summaries[0].action_count, live.log().len() as u32, "{at}");
        let loaded = store.load_match(summaries[0].id).expect("replays");
        assert_eq!(loaded.view(), live.view(), "{at}");
        let kept = crate::files::suffixed(&path, &format!(".before-v{SCHEMA_VERSION}.bak"));
        assert!(kept.exists(), "{at}: the file as it was is kept");
    }
}
