//! Tests of `collection`: counts owned, lists read all or nothing, what a deck lacks, and the
//! search's `is:owned` and `owned` filters.

use super::*;
use crate::played;
use crate::{Deck, SearchField};
use tableside_engine::ErrorCode;

const FIRE: &str = "conjure-tower-fire";
const QUEST: &str = "conjure-quest-tribal-quest";

fn card(card_id: &str, count: u32) -> DeckCard {
    DeckCard {
        card_id: card_id.to_owned(),
        count,
    }
}

fn ids(store: &Store, query: &str) -> Vec<String> {
    let found = store
        .search_cards(GameId::Conjure, query, 500)
        .expect("searches");
    assert_eq!(found.problem, None, "{query}");
    found.cards.into_iter().map(|card| card.id).collect()
}

#[test]
fn a_count_set_reads_back_and_zero_takes_the_card_out() {
    let mut store = played::store();
    store.set_owned(GameId::Conjure, FIRE, 3).expect("sets");
    store.set_owned(GameId::Conjure, QUEST, 1).expect("sets");
    store.set_owned(GameId::Conjure, FIRE, 2).expect("sets");
    assert_eq!(
        store.collection(GameId::Conjure).expect("reads"),
        vec![card(QUEST, 1), card(FIRE, 2)]
    );
    store.set_owned(GameId::Conjure, QUEST, 0).expect("sets");
    assert_eq!(
        store.collection(GameId::Conjure).expect("reads"),
        vec![card(FIRE, 2)]
    );
    // Another game's collection is its own.
    assert!(store
        .collection(GameId::Elestrals)
        .expect("reads")
        .is_empty());
}

#[test]
fn a_card_the_game_does_not_have_or_too_many_copies_are_refused() {
    let mut store = played::store();
    let code = |result: Result<()>| result.err().map(|e| e.code());
    assert_eq!(
        code(store.set_owned(GameId::Elestrals, FIRE, 1)),
        Some(ErrorCode::StoreUnknownCard)
    );
    assert_eq!(
        code(store.set_owned(GameId::Conjure, FIRE, MOST_OWNED + 1)),
        Some(ErrorCode::StoreCollectionTooMany)
    );
    assert!(store.collection(GameId::Conjure).expect("reads").is_empty());
}

#[test]
fn a_list_replaces_or_adds_to_the_collection_all_or_nothing() {
    let mut store = played::store();
    store.set_owned(GameId::Conjure, FIRE, 1).expect("sets");
    store
        .import_collection(
            GameId::Conjure,
            &[card(QUEST, 2), card(QUEST, 1)],
            CollectionImport::Add,
        )
        .expect("adds");
    assert_eq!(
        store.collection(GameId::Conjure).expect("reads"),
        vec![card(QUEST, 3), card(FIRE, 1)]
    );
    store
        .import_collection(GameId::Conjure, &[card(FIRE, 4)], CollectionImport::Add)
        .expect("adds");
    assert_eq!(
        store.collection(GameId::Conjure).expect("reads"),
        vec![card(QUEST, 3), card(FIRE, 5)]
    );
    // One card the game does not have, and nothing of the list is kept.
    let refused = store.import_collection(
        GameId::Conjure,
        &[card(FIRE, 9), card("no-such-card", 1)],
        CollectionImport::Replace,
    );
    assert_eq!(
        refused.err().map(|e| e.code()),
        Some(ErrorCode::StoreUnknownCard)
    );
    assert_eq!(
        store.collection(GameId::Conjure).expect("reads"),
        vec![card(QUEST, 3), card(FIRE, 5)]
    );
    store
        .import_collection(GameId::Conjure, &[card(FIRE, 2)], CollectionImport::Replace)
        .expect("replaces");
    assert_eq!(
        store.collection(GameId::Conjure).expect("reads"),
        vec![card(FIRE, 2)]
    );
}

#[test]
fn a_deck_lacks_what_it_holds_beyond_the_collection() {
    let mut store = played::store();
    let another_tower = ids(&store, "kind:tower")
        .into_iter()
        .find(|id| id != FIRE)
        .expect("more than one tower");
    let deck = store
        .upsert_deck(&Deck {
            id: None,
            game: GameId::Conjure,
            format: None,
            name: "Towers".into(),
            cards: vec![card(FIRE, 3), card(QUEST, 1)],
            // Considered, not needed.
            maybe: vec![card(&another_tower, 2)],
            created_at_ms: 0,
            updated_at_ms: 0,
            version: 0,
        })
        .expect("saves");
    assert_eq!(
        store.missing_for_deck(deck).expect("reads"),
        vec![card(QUEST, 1), card(FIRE, 3)]
    );
    store.set_owned(GameId::Conjure, FIRE, 1).expect("sets");
    store.set_owned(GameId::Conjure, QUEST, 4).expect("sets");
    assert_eq!(
        store.missing_for_deck(deck).expect("reads"),
        vec![card(FIRE, 2)]
    );
}

#[test]
fn missing_cards_adds_up_repeats_and_ignores_cards_not_needed() {
    assert_eq!(
        missing_cards(
            &[card("a", 2), card("b", 1), card("a", 2)],
            &[card("a", 1), card("c", 5), card("b", 1)],
        ),
        vec![card("a", 3)]
    );
}

#[test]
fn search_keeps_to_owned_cards_and_counts_them() {
    let mut store = played::store();
    let towers = ids(&store, "kind:tower");
    assert!(towers.len() >= 3, "{towers:?}");
    assert!(ids(&store, "is:owned").is_empty());
    store.set_owned(GameId::Conjure, FIRE, 3).expect("sets");
    store.set_owned(GameId::Conjure, QUEST, 1).expect("sets");
    let mut owned = ids(&store, "is:owned");
    owned.sort();
    assert_eq!(owned, vec![QUEST.to_owned(), FIRE.to_owned()]);
    assert_eq!(ids(&store, "owned>=2"), vec![FIRE.to_owned()]);
    assert_eq!(ids(&store, "kind:tower is:owned"), vec![FIRE.to_owned()]);
    // Not owned: every tower but the one owned, as `owned:0` says too.
    let not_owned = ids(&store, "kind:tower -is:owned");
    assert_eq!(not_owned.len(), towers.len() - 1);
    assert!(!not_owned.contains(&FIRE.to_owned()));
    assert_eq!(ids(&store, "kind:tower owned=0"), not_owned);
    // The help says what is owned at most.
    let fields = store.search_fields(GameId::Conjure).expect("reads");
    let field = |name: &str| -> SearchField {
        fields
            .iter()
            .find(|f| f.name == name)
            .cloned()
            .expect("listed")
    };
    assert_eq!(field("owned").range, Some([0, 3]));
    assert_eq!(field("is").values, vec!["owned".to_owned()]);
}
