//! Tests of `decks`.

use super::*;
use crate::shipped_files;
use tableside_engine::ErrorCode;

fn store() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store
        .sync_shipped_data(shipped_files())
        .expect("the shipped data loads");
    store
}

fn entry(card_id: &str, count: u32) -> DeckCard {
    DeckCard {
        card_id: card_id.to_owned(),
        count,
    }
}

fn deck(cards: Vec<DeckCard>) -> Deck {
    Deck {
        id: None,
        game: GameId::Conjure,
        format: Some("conjure-standard".into()),
        name: "Towers".into(),
        cards,
        created_at_ms: 100,
        updated_at_ms: 100,
        maybe: Vec::new(),
        version: 0,
    }
}

#[test]
fn a_saved_deck_reads_back_with_merged_cards() {
    let mut store = store();
    let id = store
        .upsert_deck(&deck(vec![
            entry("conjure-tower-fire", 1),
            entry("conjure-quest-tribal-quest", 2),
            entry("conjure-tower-fire", 1),
            entry("conjure-tower-shadow", 0),
        ]))
        .expect("saves");
    let saved = store.get_deck(id).expect("reads");
    assert_eq!(saved.id, Some(id));
    assert_eq!(
        saved.cards,
        vec![
            entry("conjure-quest-tribal-quest", 2),
            entry("conjure-tower-fire", 2)
        ]
    );
}

#[test]
fn updating_a_deck_replaces_its_cards_and_keeps_its_creation_time() {
    let mut store = store();
    let id = store
        .upsert_deck(&deck(vec![entry("conjure-tower-fire", 1)]))
        .expect("saves");
    let mut changed = deck(vec![entry("conjure-tower-shadow", 1)]);
    changed.id = Some(id);
    changed.name = "Shadows".into();
    changed.created_at_ms = 999;
    changed.updated_at_ms = 200;
    store.upsert_deck(&changed).expect("updates");
    let saved = store.get_deck(id).expect("reads");
    assert_eq!(saved.name, "Shadows");
    assert_eq!(saved.created_at_ms, 100);
    assert_eq!(saved.updated_at_ms, 200);
    assert_eq!(saved.cards, vec![entry("conjure-tower-shadow", 1)]);
}

#[test]
fn a_card_of_another_game_or_unknown_is_refused_and_nothing_is_written() {
    let mut store = store();
    let error = store
        .upsert_deck(&deck(vec![entry("conjure-no-such-card", 1)]))
        .expect_err("refused");
    assert_eq!(error.code(), ErrorCode::StoreUnknownCard);
    assert!(store.list_decks(GameId::Conjure).expect("reads").is_empty());
}

#[test]
fn a_format_of_another_game_is_refused() {
    let mut store = store();
    let mut wrong = deck(Vec::new());
    wrong.format = Some("elestrals-standard".into());
    assert_eq!(
        store.upsert_deck(&wrong).err().map(|e| e.code()),
        Some(ErrorCode::StoreDeckFormatGame)
    );
    wrong.format = Some("conjure-unknown".into());
    assert_eq!(
        store.upsert_deck(&wrong).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
}

#[test]
fn a_deck_needs_a_name() {
    let mut store = store();
    let mut unnamed = deck(Vec::new());
    unnamed.name = "  ".into();
    assert_eq!(
        store.upsert_deck(&unnamed).err().map(|e| e.code()),
        Some(ErrorCode::StoreDeckNoName)
    );
}

#[test]
fn a_deleted_deck_is_listed_nowhere_and_a_second_delete_is_not_found() {
    let mut store = store();
    let id = store
        .upsert_deck(&deck(vec![entry("conjure-tower-fire", 1)]))
        .expect("saves");
    store.delete_deck(id, 200).expect("deletes");
    assert!(store.list_decks(GameId::Conjure).expect("lists").is_empty());
    assert_eq!(
        store.get_deck(id).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
    let mut edited = deck(Vec::new());
    edited.id = Some(id);
    assert_eq!(
        store.upsert_deck(&edited).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound),
        "a deleted deck is not saved over"
    );
    assert_eq!(
        store.delete_deck(id, 300).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
}

#[test]
fn a_deleted_deck_is_restored_as_it_was() {
    let mut store = store();
    let id = store
        .upsert_deck(&deck(vec![entry("conjure-tower-fire", 2)]))
        .expect("saves");
    let before = store.get_deck(id).expect("reads");
    store.delete_deck(id, 200).expect("deletes");
    store.restore_deck(id).expect("restores");
    assert_eq!(
        store.list_decks(GameId::Conjure).expect("lists"),
        vec![before]
    );
    assert_eq!(
        store.restore_deck(id).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound),
        "a deck not in the trash is not restored"
    );
}

#[test]
fn the_next_delete_deletes_the_one_before_for_good_with_its_cards() {
    let mut store = store();
    let first = store
        .upsert_deck(&deck(vec![entry("conjure-tower-fire", 1)]))
        .expect("saves");
    let second = store.upsert_deck(&deck(Vec::new())).expect("saves");
    store.delete_deck(first, 200).expect("deletes");
    store.delete_deck(second, 300).expect("deletes");
    let (decks, cards): (i64, i64) = store
        .conn
        .query_row(
            "SELECT (SELECT count(*) FROM decks), (SELECT count(*) FROM deck_cards)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("counts");
    assert_eq!((decks, cards), (1, 0), "only the last deleted deck waits");
    assert_eq!(
        store.restore_deck(first).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
    store.restore_deck(second).expect("restores");
}

#[test]
fn updating_a_missing_deck_is_not_found() {
    let mut store = store();
    let mut ghost = deck(Vec::new());
    ghost.id = Some(DeckId(42));
    assert_eq!(
        store.upsert_deck(&ghost).err().map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
}

#[test]
fn decks_list_most_recent_first() {
    let mut store = store();
    let old = store.upsert_deck(&deck(Vec::new())).expect("saves");
    let mut newer = deck(Vec::new());
    newer.updated_at_ms = 500;
    let new = store.upsert_deck(&newer).expect("saves");
    let ids: Vec<Option<DeckId>> = store
        .list_decks(GameId::Conjure)
        .expect("reads")
        .iter()
        .map(|d| d.id)
        .collect();
    assert_eq!(ids, vec![Some(new), Some(old)]);
}
