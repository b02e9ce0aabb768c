//! Tests of `deck_versions`: versions of a deck, their differences, going back to one, and the
//! version a match seat played.

use super::*;
use crate::played::{self, End, Game};
use crate::StatsQuery;
use tableside_engine::ErrorCode;
use tableside_engine::GameId;

fn card(card_id: &str, count: u32) -> DeckCard {
    DeckCard {
        card_id: card_id.to_owned(),
        count,
    }
}

fn towers(cards: Vec<DeckCard>, at_ms: i64) -> Deck {
    Deck {
        id: None,
        game: GameId::Conjure,
        format: Some("conjure-standard".into()),
        name: "Towers".into(),
        cards,
        maybe: Vec::new(),
        created_at_ms: at_ms,
        updated_at_ms: at_ms,
        version: 0,
    }
}

const FIRE: &str = "conjure-tower-fire";
const QUEST: &str = "conjure-quest-tribal-quest";

// By card ID, as a deck reads back: the quest before the tower.

/// A deck saved three times: `FIRE` ×1, then `FIRE` ×2 and `QUEST` ×1, then `QUEST` ×2.
fn saved_three_times(store: &mut Store) -> DeckId {
    let id = store
        .upsert_deck(&towers(vec![card(FIRE, 1)], 10))
        .expect("saves");
    let again = |cards, at| Deck {
        id: Some(id),
        ..towers(cards, at)
    };
    store
        .upsert_deck(&again(vec![card(QUEST, 1), card(FIRE, 2)], 20))
        .expect("saves");
    store
        .upsert_deck(&again(vec![card(QUEST, 2)], 30))
        .expect("saves");
    id
}

#[test]
fn every_save_that_changes_a_deck_is_its_next_version() {
    let mut store = played::store();
    let id = saved_three_times(&mut store);
    let versions = store.deck_versions(id).expect("lists");
    let listed: Vec<(u32, i64, u32)> = versions
        .iter()
        .map(|v| (v.version, v.saved_at_ms, v.card_count))
        .collect();
    assert_eq!(listed, vec![(3, 30, 2), (2, 20, 3), (1, 10, 1)]);
    assert_eq!(store.get_deck(id).expect("reads").version, 3);
    assert_eq!(
        store.deck_version(id, 2).expect("reads").cards,
        vec![card(QUEST, 1), card(FIRE, 2)]
    );
}

#[test]
fn a_save_that_changes_nothing_adds_no_version_and_a_rename_does() {
    let mut store = played::store();
    let id = saved_three_times(&mut store);
    let same = Deck {
        id: Some(id),
        // Listed in another order and split in two: the same deck once merged.
        ..towers(vec![card(QUEST, 1), card(QUEST, 1)], 40)
    };
    store.upsert_deck(&same).expect("saves");
    assert_eq!(store.deck_versions(id).expect("lists").len(), 3);
    let renamed = Deck {
        name: "Tall towers".into(),
        ..same
    };
    store.upsert_deck(&renamed).expect("saves");
    let newest = &store.deck_versions(id).expect("lists")[0];
    assert_eq!((newest.version, newest.name.as_str()), (4, "Tall towers"));
}

#[test]
fn two_versions_compare_as_the_cards_added_and_removed() {
    let mut store = played::store();
    let id = saved_three_times(&mut store);
    let diff = store.compare_deck_versions(id, 1, 3).expect("compares");
    assert_eq!((diff.from.version, diff.to.version), (1, 3));
    assert_eq!(
        diff.cards,
        vec![
            CardChange {
                card_id: QUEST.into(),
                before: 0,
                after: 2
            },
            CardChange {
                card_id: FIRE.into(),
                before: 1,
                after: 0
            },
        ]
    );
    assert!(diff.maybe.is_empty());
    // The other way round, the same changes reversed; a version with itself, none.
    let back = store.compare_deck_versions(id, 3, 1).expect("compares");
    assert!(back
        .cards
        .iter()
        .zip(&diff.cards)
        .all(|(b, d)| b.before == d.after && b.after == d.before));
    assert!(store
        .compare_deck_versions(id, 2, 2)
        .expect("compares")
        .cards
        .is_empty());
    assert_eq!(
        store
            .compare_deck_versions(id, 1, 9)
            .err()
            .map(|e| e.code()),
        Some(ErrorCode::StoreNotFound)
    );
}

#[test]
fn going_back_to_a_version_is_the_next_version_with_its_cards() {
    let mut store = played::store();
    let id = saved_three_times(&mut store);
    store.restore_deck_version(id, 2, 50).expect("goes back");
    let deck = store.get_deck(id).expect("reads");
    assert_eq!(deck.cards, vec![card(QUEST, 1), card(FIRE, 2)]);
    assert_eq!((deck.version, deck.updated_at_ms), (4, 50));
    let newest = &store.deck_versions(id).expect("lists")[0];
    assert_eq!((newest.version, newest.back_to), (4, Some(2)));
    // Versions 3 and 4 differ as 3 and 2 did.
    assert_eq!(
        store
            .compare_deck_versions(id, 3, 4)
            .expect("compares")
            .cards,
        store
            .compare_deck_versions(id, 3, 2)
            .expect("compares")
            .cards
    );
}

#[test]
fn the_maybe_board_is_saved_with_the_deck_and_in_its_versions() {
    let mut store = played::store();
    let id = saved_three_times(&mut store);
    let with_maybe = Deck {
        id: Some(id),
        maybe: vec![card(FIRE, 1), card(FIRE, 2)],
        ..towers(vec![card(QUEST, 2)], 60)
    };
    store.upsert_deck(&with_maybe).expect("saves");
    let deck = store.get_deck(id).expect("reads");
    assert_eq!(deck.maybe, vec![card(FIRE, 3)]);
    assert_eq!(deck.cards, vec![card(QUEST, 2)]);
    let diff = store.compare_deck_versions(id, 3, 4).expect("compares");
    assert!(diff.cards.is_empty());
    assert_eq!(
        diff.maybe,
        vec![CardChange {
            card_id: FIRE.into(),
            before: 0,
            after: 3
        }]
    );
    // The maybe-board counts no card of the deck's version.
    assert_eq!(store.deck_versions(id).expect("lists")[0].card_count, 2);
    // A card the game does not have is refused there too, and nothing changes.
    let refused = store.upsert_deck(&Deck {
        maybe: vec![card("no-such-card", 1)],
        ..with_maybe
    });
    assert_eq!(
        refused.err().map(|e| e.code()),
        Some(ErrorCode::StoreUnknownCard)
    );
    assert_eq!(store.get_deck(id).expect("reads"), deck);
}

#[test]
fn a_seat_records_the_version_it_played_and_statistics_read_per_version() {
    let mut store = played::store();
    let id = saved_three_times(&mut store);
    let match_with = |store: &mut Store, at_ms: i64, loser: usize| {
        let game = Game {
            players: &["Ana", "Ben"],
            decks: vec![Some(id), None],
            first: 0,
            end: End::Concedes(loser),
            at_ms,
            minutes: 10,
        };
        played::store_game(store, &game, at_ms as u64).0
    };
    let won_on_3 = match_with(&mut store, 1_000, 1);
    store.restore_deck_version(id, 1, 2_000).expect("goes back");
    let lost_on_4 = match_with(&mut store, 3_000, 0);
    let seat = |store: &Store, m| store.history_entry(m).expect("listed").seats[0].deck_version;
    assert_eq!(seat(&store, won_on_3), Some(3));
    assert_eq!(seat(&store, lost_on_4), Some(4));
    let record = |version| {
        let stats = store
            .statistics(&StatsQuery {
                deck: Some(id),
                deck_version: version,
                ..StatsQuery::default()
            })
            .expect("reads");
        (stats.record.wins, stats.record.losses)
    };
    assert_eq!(record(None), (1, 1));
    assert_eq!(record(Some(3)), (1, 0));
    assert_eq!(record(Some(4)), (0, 1));
    assert_eq!(record(Some(1)), (0, 0));
}

#[test]
fn card_changes_add_up_repeated_cards_and_skip_equal_counts() {
    let changes = card_changes(
        &[card("a", 1), card("b", 2), card("a", 1)],
        &[card("b", 2), card("a", 3), card("c", 1)],
    );
    let seen: Vec<(&str, u32, u32)> = changes
        .iter()
        .map(|c| (c.card_id.as_str(), c.before, c.after))
        .collect();
    assert_eq!(seen, vec![("a", 2, 3), ("c", 0, 1)]);
}
