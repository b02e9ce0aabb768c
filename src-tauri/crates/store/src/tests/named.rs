//! Decks and card lists named for a person.

use tableside_engine::deck_list::{DeckListEntry, DeckListSection};
use tableside_engine::ErrorCode;
use tableside_engine::GameId;

use crate::{shipped_files, Deck, DeckCard, Store, StoreError};

fn loaded() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store.sync_shipped_data(shipped_files()).expect("loads");
    store
}

fn card(card_id: &str, count: u32) -> DeckCard {
    DeckCard {
        card_id: card_id.to_owned(),
        count,
    }
}

#[test]
fn a_saved_deck_names_its_cards_and_its_maybe_board() {
    let mut store = loaded();
    let id = store
        .upsert_deck(&Deck {
            id: None,
            game: GameId::Elestrals,
            format: None,
            name: "Embers".into(),
            cards: vec![card("elestrals-spirit-fire", 3)],
            maybe: vec![card("elestrals-spirit-water", 1)],
            created_at_ms: 1,
            updated_at_ms: 1,
            version: 0,
        })
        .expect("saves");
    let saved = store.saved_deck(id).expect("reads");
    assert_eq!(saved.cards[0].name, "Fire Spirit");
    assert_eq!(saved.cards[0].kind, "spirit");
    assert_eq!(saved.cards[0].attributes["elements"][0], "fire");
    assert_eq!(saved.maybe[0].name, "Water Spirit");
    assert_eq!(
        store.saved_decks(GameId::Elestrals).expect("lists"),
        vec![saved]
    );
}

#[test]
fn a_card_gone_from_the_data_shows_by_its_id() {
    let store = loaded();
    let gone = store.named_card("elestrals-long-gone", 2);
    assert_eq!(
        (gone.name.as_str(), gone.kind.as_str()),
        ("elestrals-long-gone", "")
    );
    assert_eq!(gone.count, 2);
}

#[test]
fn a_list_reads_back_as_the_cards_it_was_written_from() {
    let store = loaded();
    let section = DeckListSection {
        heading: "Spirits".into(),
        cards: vec![DeckListEntry {
            card: "elestrals-spirit-fire".into(),
            count: 4,
        }],
    };
    let text = store
        .write_card_list(GameId::Elestrals, &[section])
        .expect("writes");
    let reading = store
        .read_card_list(GameId::Elestrals, &text)
        .expect("reads");
    assert!(reading.bad_lines.is_empty());
    assert_eq!(
        (reading.cards[0].card_id.as_str(), reading.cards[0].count),
        ("elestrals-spirit-fire", 4)
    );
}

#[test]
fn a_wrong_line_reads_as_no_cards_and_an_empty_list_is_an_error() {
    let store = loaded();
    let reading = store
        .read_card_list(GameId::Elestrals, "2 Fire Spirit\n3 No Such Card")
        .expect("reads");
    assert!(reading.cards.is_empty());
    assert_eq!(reading.bad_lines[0].line, 2);
    let empty = store
        .read_card_list(GameId::Elestrals, "# nothing\n")
        .expect_err("names no card");
    assert!(matches!(empty, StoreError::DeckList(_)));
    assert_eq!(empty.code(), ErrorCode::DeckListEmpty);
}

/// The part of a deck a card is laid out in is the one the deck check counts it in, for every
/// shipped card of every game with cards.
#[test]
fn each_card_names_the_deck_part_the_deck_check_counts_it_in() {
    use tableside_engine::deck::{CheckOptions, DeckFile, DeckFileEntry};
    let store = loaded();
    let options = CheckOptions {
        players: None,
        date: None,
        today: tableside_engine::parse_date("2026-06-01").expect("a date"),
    };
    let mut checked = 0;
    for game in GameId::ALL.iter().filter(|game| game.has_cards()) {
        let format = store.list_formats(*game).expect("lists")[0].id.clone();
        let cards = store
            .search_cards(*game, "", crate::MAX_SEARCH_RESULTS)
            .expect("lists")
            .cards;
        assert!(
            cards.len() < crate::MAX_SEARCH_RESULTS as usize,
            "every card listed"
        );
        for card in cards {
            let deck = DeckFile {
                game: Some(game.as_str().to_owned()),
                format: Some(format.clone()),
                players: None,
                date: None,
                cards: vec![DeckFileEntry {
                    card: card.id.clone(),
                    count: 1,
                    zone: None,
                }],
            };
            let report = tableside_engine::deck_check::check(&deck, None, None, &options, &store)
                .expect("checks");
            let zone = card
                .zone
                .clone()
                .expect("a card of a game with decks has a zone");
            assert_eq!(report.counts.get(&zone), Some(&1), "{}", card.id);
            checked += 1;
        }
    }
    assert!(checked > 0);
}
