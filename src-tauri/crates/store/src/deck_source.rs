//! The database as a deck check's card source: the shipped cards and every imported one, so a
//! deck using an imported card checks the same as one of shipped cards.

use tableside_engine::deck_check::CardData;
use tableside_engine::games::{conjure, elestrals};
use tableside_engine::GameId;

use crate::queries::cards;
use crate::{CardInfo, Store};

/// More cards than any game has; the deck check needs all of them, not a page.
const EVERY_CARD: u32 = u32::MAX;

impl Store {
    fn every_card(&self, game: GameId) -> Result<Vec<CardInfo>, String> {
        cards::list_cards(&self.conn, game, EVERY_CARD)
            .map_err(|e| format!("the cards of {} cannot be read: {e}", game.as_str()))
    }
}

impl CardData for Store {
    fn format_rules(&self, game: GameId, format: &str) -> Result<serde_json::Value, String> {
        let formats = self
            .list_formats(game)
            .map_err(|e| format!("the formats cannot be read: {e}"))?;
        if let Some(found) = formats.iter().find(|f| f.id == format) {
            return Ok(found.rules.clone());
        }
        let known: Vec<&str> = formats.iter().map(|f| f.id.as_str()).collect();
        Err(format!(
            "`{format}` is not a {} format; the formats are {}",
            game.as_str(),
            known.join(", ")
        ))
    }

    fn conjure_cards(&self) -> Result<Vec<conjure::Card>, String> {
        self.every_card(GameId::Conjure)?
            .iter()
            .map(|card| {
                let attributes = card.attributes.as_object().cloned().unwrap_or_default();
                conjure::Card::from_data(&card.id, &card.name, &card.kind, &attributes)
                    .map_err(|e| format!("the card {} does not read: {e}", card.id))
            })
            .collect()
    }

    fn elestrals_cards(&self) -> Result<Vec<elestrals::Card>, String> {
        // An Elestrals card's attributes are the whole card in the engine's model, as the
        // shipped file and the importer both write it.
        self.every_card(GameId::Elestrals)?
            .into_iter()
            .map(|card| {
                serde_json::from_value(card.attributes)
                    .map_err(|e| format!("the card {} does not read: {e}", card.id))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use tableside_engine::deck_check::{check, CheckOptions, DeckFile, DeckFileEntry};

    use super::*;
    use crate::shipped_card_files;

    fn store() -> Store {
        let mut store = Store::open_in_memory().expect("opens");
        store
            .sync_shipped_data(&shipped_card_files())
            .expect("loads");
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
            today: elestrals::Date::new(2026, 11, 30).expect("a date"),
        }
    }

    #[test]
    fn every_card_in_the_database_reads_into_the_engine_models() {
        let store = store();
        assert!(store.conjure_cards().expect("reads").len() > 30);
        assert!(store.elestrals_cards().expect("reads").len() >= 8);
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
        assert!(error.contains("elestrals-standard"), "{error}");
    }
}
