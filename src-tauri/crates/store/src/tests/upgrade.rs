//! A database written at schema 5 (attributes stored whole, the full-text index a copy kept by
//! triggers) upgrades when it opens, and keeps every card, deck and match, its cards found by
//! search at once.

use rusqlite::Connection;
use rusqlite_migration::Migrations;
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};

use super::migration_list;
use crate::queries::to_json;
use crate::search::name_key;
use crate::{Deck, DeckCard, Store};

const CARDS: &str = r#"[
    {"id": "elestrals-brambleguard", "name": "Brambleguard", "class": "elestral",
     "subclasses": ["Golem"], "elements": ["earth"], "cost": ["earth", "omni"],
     "attack": 2, "defense": 4, "effect": "Your other Elestrals gain +1 Defense.",
     "legality": [{"format": "elestrals-standard", "status": "limited",
                   "effective": "2026-02-01"}]},
    {"id": "elestrals-xingling-hall", "name": "星灵殿堂守卫", "class": "elestral",
     "elements": ["earth"], "cost": ["earth"], "attack": 1, "defense": 5,
     "effect": "当此卡进入场上时，抽一张牌。"}
]"#;

/// The IDs of the Elestrals cards `store` finds for `query`, in its order.
fn found_ids(store: &Store, query: &str) -> Vec<String> {
    store
        .search_cards(GameId::Elestrals, query, 10)
        .expect("searches")
        .cards
        .into_iter()
        .map(|card| card.id)
        .collect()
}

/// A new database file at `path` with the first `version` migrations, as that version made it.
fn migrated_to(path: &std::path::Path, version: usize) -> Connection {
    let mut conn = Connection::open(path).expect("opens");
    conn.pragma_update(None, "journal_mode", "WAL")
        .expect("WAL");
    Migrations::new(migration_list().into_iter().take(version).collect())
        .to_latest(&mut conn)
        .unwrap_or_else(|error| panic!("migrates to {version}: {error}"));
    conn
}

/// A database as schema 5 wrote it: the first five migrations, then rows as that version's
/// store wrote them (its card statement, its match and deck rows).
fn schema_5_database(path: &std::path::Path) -> (Vec<tableside_engine::CardRecord>, Match) {
    let conn = migrated_to(path, 5);
    conn.execute_batch(
        "INSERT INTO games (id, name) VALUES ('elestrals', 'Elestrals'), ('conjure', 'Conjure');",
    )
    .expect("writes the games");
    let (cards, rejected) =
        tableside_cards::read_card_list(GameId::Elestrals, CARDS).expect("reads");
    assert!(rejected.is_empty(), "{rejected:?}");
    for card in &cards {
        conn.execute(
            "INSERT INTO cards (id, game, name, kind, text, sample, attributes_json, name_key, imported)
             VALUES (?1, 'elestrals', ?2, ?3, ?4, 0, ?5, ?6, 1)",
            (
                &card.id,
                &card.name,
                &card.kind,
                &card.text,
                to_json(&card.attributes),
                name_key(&card.name),
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
    let setup = Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules: serde_json::Value::Null,
    };
    let mut live = Match::new(setup).expect("starts");
    for (at, action) in [
        conjure::Action::SetFirstPlayer { player: 0 },
        conjure::Action::AdjustLife {
            player: 1,
            delta: -3,
        },
    ]
    .into_iter()
    .enumerate()
    {
        live.apply(
            Action::Play {
                play: GameAction::Conjure(action),
            },
            at as i64,
        )
        .expect("accepted");
    }
    // The match row and its log as that version wrote them: the count and the last time kept
    // in the row.
    let log = live.log();
    conn.execute(
        "INSERT INTO matches (id, game, format, setup_json, created_at_ms, updated_at_ms,
                              action_count, status, seed, result, turns)
         VALUES (1, 'conjure', 'conjure-standard', ?1, 0, ?2, ?3, 'in_progress', 3, 'in_progress', 1)",
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
    conn.close().map_err(|(_, e)| e).expect("closes");
    (cards, live)
}

#[test]
fn a_schema_5_database_keeps_its_cards_decks_and_matches_and_finds_its_cards() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("v5.sqlite3");
    let (cards, live) = schema_5_database(&path);

    let store = Store::open(&path).expect("opens and upgrades");

    for card in &cards {
        let read = store.get_card(&card.id).expect("kept");
        assert_eq!(read.attributes, card.attributes, "{}", card.id);
        assert_eq!((&read.name, &read.text), (&card.name, &card.text));
    }
    let found = |query: &str| found_ids(&store, query);
    assert_eq!(found("bramble"), vec!["elestrals-brambleguard"]);
    assert_eq!(
        found("defen"),
        vec!["elestrals-brambleguard"],
        "by its text"
    );
    assert_eq!(
        found("守卫"),
        vec!["elestrals-xingling-hall"],
        "inside a Chinese name"
    );
    assert_eq!(
        found("抽一张"),
        vec!["elestrals-xingling-hall"],
        "inside a Chinese text"
    );
    assert_eq!(
        found("element:earth defense>=5"),
        vec!["elestrals-xingling-hall"],
        "by its fields, indexed by migration 013"
    );
    assert_eq!(
        found("subclass:golem cost=2"),
        vec!["elestrals-brambleguard"]
    );

    let stored: Vec<(String, Option<i64>)> = {
        let mut statement = store
            .conn
            .prepare("SELECT attributes_json, layout FROM cards ORDER BY id")
            .expect("prepares");
        statement
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .expect("reads")
            .collect::<rusqlite::Result<_>>()
            .expect("reads")
    };
    for (attributes, layout) in &stored {
        assert!(layout.is_some(), "{attributes}");
        for repeated in ["\"name\"", "\"effect\"", "\"class\"", "\"id\""] {
            assert!(!attributes.contains(repeated), "{attributes}");
        }
    }

    assert_eq!(
        store.list_decks(GameId::Elestrals).expect("reads"),
        vec![Deck {
            id: Some(crate::DeckId(1)),
            game: GameId::Elestrals,
            format: None,
            name: "Earth wall".into(),
            cards: vec![
                DeckCard {
                    card_id: "elestrals-brambleguard".into(),
                    count: 3
                },
                DeckCard {
                    card_id: "elestrals-xingling-hall".into(),
                    count: 2
                },
            ],
            created_at_ms: 10,
            updated_at_ms: 20,
            maybe: Vec::new(),
            version: 1,
        }]
    );
    // The deck as it stood is its first version.
    let first = store
        .deck_version(crate::DeckId(1), 1)
        .expect("version 1 is there");
    assert_eq!(
        (
            first.version.saved_at_ms,
            first.version.card_count,
            first.cards.len()
        ),
        (20, 5, 2)
    );
    let summaries = store.list_matches(10).expect("lists");
    assert_eq!(summaries.len(), 1);
    assert_eq!(
        (summaries[0].action_count, summaries[0].updated_at_ms),
        (live.log().len() as u32, 1),
        "the count and time of the row it wrote"
    );
    let loaded = store.load_match(summaries[0].id).expect("replays");
    assert_eq!(loaded.view(), live.view());
    assert!(
        crate::files::suffixed(&path, &format!(".before-v{}.bak", super::SCHEMA_VERSION)).exists(),
        "the file as it was is kept"
    );
}

/// A database written at schema 8: a Chinese card whose index entry holds its characters one
/// by one, as that version wrote it, without their pairs.
fn schema_8_database(path: &std::path::Path) {
    let conn = migrated_to(path, 8);
    conn.execute_batch(
        "INSERT INTO games (id, name) VALUES ('elestrals', 'Elestrals');
         INSERT INTO cards (pk, id, game, name, kind, text, sample, attributes_json, name_key, imported)
             VALUES (7, 'elestrals-xingling-hall', 'elestrals', '星灵殿堂守卫', 'elestral',
                     '当此卡进入场上时，抽一张牌。', 0, '{}', '星灵殿堂守卫', 1);
         INSERT INTO cards_fts (rowid, name, text)
             VALUES (7, ' 星  灵  殿  堂  守  卫 ',
                     ' 当  此  卡  进  入  场  上  时 ， 抽  一  张  牌 。');",
    )
    .expect("writes a card as schema 8 did");
    conn.close().map_err(|(_, e)| e).expect("closes");
}

#[test]
fn a_schema_8_database_finds_its_chinese_cards_by_the_pairs_of_their_characters() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("v8.sqlite3");
    schema_8_database(&path);

    let store = Store::open(&path).expect("opens and upgrades");

    let found = |query: &str| found_ids(&store, query);
    for query in ["守卫", "殿堂守", "抽一张", "卫"] {
        assert_eq!(found(query), vec!["elestrals-xingling-hall"], "{query}");
    }
    assert!(found("卫守").is_empty(), "the characters in their order");
}
