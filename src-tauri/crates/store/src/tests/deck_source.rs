//! Deck checks over the database.

use tableside_engine::deck_check::{check, CheckOptions, DeckFile, DeckFileEntry};

use super::*;
use crate::shipped_files;

fn store() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store.sync_shipped_data(shipped_files()).expect("loads");
    store
}

fn entry(card: &str, count: u32) -> DeckFileEntry {
    DeckFileEntry {
        card: card.to_owned(),
        count,
        zone: None,
    }
}

fn elestrals_deck(cards: Vec<DeckFileEntry>) -> DeckFile {
    DeckFile {
        game: Some("elestrals".into()),
        format: Some("elestrals-standard".into()),
        players: None,
        date: Some("2026-11-30".into()),
        cards,
    }
}

fn options() -> CheckOptions {
    CheckOptions {
        players: None,
        date: None,
        today: tableside_engine::parse_date("2026-11-30").expect("a date"),
    }
}

#[test]
fn every_card_in_the_database_reads_into_the_engine_models() {
    let store = store();
    assert!(store.cards("conjure").expect("reads").len() > 30);
    assert!(store.cards("elestrals").expect("reads").len() >= 8);
}

fn unknown(report: &tableside_engine::deck_check::DeckReport) -> Vec<&str> {
    report
        .problems
        .iter()
        .filter(|p| p.reason.key == "deck.elestrals.unknown_card")
        .flat_map(|p| p.cards.iter().map(String::as_str))
        .collect()
}

#[test]
fn a_deck_of_an_imported_card_is_checked_against_it() {
    let mut store = store();
    let deck = elestrals_deck(vec![entry("Fire Spirit", 20), entry("Quillfang", 4)]);
    let before = check(&deck, None, None, &options(), &store).expect("checks");
    assert_eq!(unknown(&before), ["Quillfang"]);

    let list = r#"[{"id": "elestrals-quillfang", "name": "Quillfang", "class": "elestral",
        "elements": ["wind"], "cost": ["wind"], "attack": 2, "defense": 1}]"#;
    let report = store
        .import_cards(GameId::Elestrals, list)
        .expect("imports");
    assert!(report.is_complete(), "{report:?}");

    let after = check(&deck, None, None, &options(), &store).expect("checks");
    assert!(unknown(&after).is_empty(), "{after:?}");
    // Now the card is known, its four copies break the copy limit of 3 (ELE-DECK-2).
    let copies = after
        .problems
        .iter()
        .find(|p| p.rule == "ELE-DECK-2" && p.cards.iter().any(|c| c == "elestrals-quillfang"));
    assert!(copies.is_some(), "{after:?}");
    assert_eq!(after.counts["main"], 4);
}

#[test]
fn an_unknown_format_is_bad_input_naming_the_formats() {
    let store = store();
    let mut deck = elestrals_deck(vec![entry("Fire Spirit", 20)]);
    deck.format = Some("elestrals-nowhere".into());
    let error = check(&deck, None, None, &options(), &store).expect_err("refused");
    assert_eq!(error.code(), tableside_engine::ErrorCode::DeckUnknownFormat);
    assert!(
        error
            .to_string()
            .starts_with("`elestrals-nowhere` is not a elestrals format; the formats are ")
            && error.to_string().contains("elestrals-standard"),
        "{error}"
    );
}
