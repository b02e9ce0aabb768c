//! A database that fails its checks is set aside, never deleted, and what can still be read of
//! it comes over into a fresh one through the fresh one's own doors.

use std::path::Path;

use rusqlite::Connection;
use tableside_engine::ErrorCode;
use tableside_engine::{Action, Die, GameId, Match, Setup};
use tableside_store::{set_aside_damaged, shipped_files, Deck, DeckCard, Store};

fn setup(players: [&str; 2]) -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: players.map(Into::into).to_vec(),
        seed: 5,
        rules: serde_json::Value::Null,
    }
}

/// A database with three matches of `rolls` rolls each and one saved deck.
fn database_with_history(path: &Path, rolls: u32) {
    let mut store = Store::open(path).expect("opens");
    store
        .sync_shipped_data(shipped_files())
        .expect("loads the cards");
    for players in [["Ana", "Ben"], ["Cy", "Di"], ["Eve", "Fay"]] {
        let id = store.create_match(&setup(players), 1_000).expect("creates");
        let mut table = Match::new(setup(players)).expect("starts");
        for n in 0..rolls {
            let roll = Action::Roll {
                die: Die::D6,
                player: Some(1),
            };
            table.apply(roll, 2_000 + i64::from(n)).expect("rolls");
            store.append_action(id, &table).expect("appends");
        }
    }
    let any_card = store
        .search_cards(GameId::Conjure, "", 1)
        .expect("lists")
        .cards
        .remove(0);
    store
        .upsert_deck(&Deck {
            id: None,
            game: GameId::Conjure,
            format: None,
            name: "Friday deck".into(),
            cards: vec![DeckCard {
                card_id: any_card.id,
                count: 2,
            }],
            created_at_ms: 0,
            updated_at_ms: 0,
            maybe: Vec::new(),
            version: 0,
        })
        .expect("saves the deck");
}

/// Scribbles over the root page of the formats index, as a failing disk would: the checks
/// refuse the file, while matches and decks can still be read.
fn damage_an_index(path: &Path) {
    let root: i64 = Connection::open(path)
        .expect("opens")
        .query_row(
            "SELECT rootpage FROM sqlite_schema WHERE name = 'formats_by_game'",
            [],
            |row| row.get(0),
        )
        .expect("the index exists");
    let mut bytes = std::fs::read(path).expect("reads");
    let page = 4096 * (root as usize - 1);
    for (i, byte) in bytes[page..page + 4096].iter_mut().enumerate() {
        *byte = (i % 7) as u8 + 0x30;
    }
    std::fs::write(path, bytes).expect("writes");
}

#[test]
fn a_damaged_file_is_set_aside_and_its_readable_history_carried_over() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    database_with_history(&path, 4);
    damage_an_index(&path);
    let damaged_bytes = std::fs::read(&path).expect("reads");
    assert_eq!(
        Store::open(&path).err().expect("refused").code(),
        ErrorCode::StoreCorrupt
    );

    let aside = set_aside_damaged(&path, 1_234).expect("sets aside");
    let mut fresh = Store::open(&path).expect("a fresh database");
    fresh
        .sync_shipped_data(shipped_files())
        .expect("loads the cards");
    let report = fresh.salvage_from(&aside, 9_000).expect("salvages");

    assert_eq!(
        std::fs::read(&aside).expect("kept"),
        damaged_bytes,
        "kept as it was"
    );
    assert_eq!((report.matches, report.decks), (3, 1), "{report:?}");
    assert!(report.lost.is_empty(), "{report:?}");
    let mut players: Vec<_> = fresh
        .list_matches(10)
        .expect("lists")
        .into_iter()
        .map(|summary| (summary.players.join(" v "), summary.action_count))
        .collect();
    players.sort();
    assert_eq!(
        players,
        vec![
            ("Ana v Ben".into(), 4),
            ("Cy v Di".into(), 4),
            ("Eve v Fay".into(), 4)
        ]
    );
    let decks = fresh.list_decks(GameId::Conjure).expect("lists");
    assert_eq!(decks.len(), 1);
    assert_eq!(decks[0].name, "Friday deck");
    assert_eq!(decks[0].cards[0].count, 2);
    drop(fresh);
    assert!(Store::open(&path).is_ok(), "a later start is normal");
}

#[test]
fn a_file_that_is_not_a_database_salvages_nothing_and_says_so() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    std::fs::write(&path, b"not a database at all\n".repeat(300)).expect("writes");

    let aside = set_aside_damaged(&path, 1).expect("sets aside");
    let mut fresh = Store::open(&path).expect("a fresh database");
    let report = fresh.salvage_from(&aside, 9_000).expect("salvages");

    assert_eq!(
        (report.matches, report.decks, report.imported_cards),
        (0, 0, 0)
    );
    assert!(!report.lost.is_empty(), "{report:?}");
    assert!(aside.exists(), "the file was moved aside, not deleted");
}

#[test]
fn setting_aside_moves_the_log_with_the_file() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tableside.sqlite3");
    std::fs::write(&path, b"x").expect("writes");
    std::fs::write(dir.path().join("tableside.sqlite3-wal"), b"log").expect("writes");

    let aside = set_aside_damaged(&path, 77).expect("sets aside");

    assert!(!path.exists());
    assert_eq!(
        aside.file_name().expect("a name"),
        "tableside.sqlite3.damaged-77"
    );
    assert_eq!(
        std::fs::read(dir.path().join("tableside.sqlite3.damaged-77-wal")).expect("moved"),
        b"log"
    );
}
