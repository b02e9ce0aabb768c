//! A deck file checked as an Elestrals deck on a day: names resolved against the cards, then
//! the pure check (ELE-DECK-1 to ELE-DECK-3).

use std::collections::BTreeMap;

use super::card_entry::card_of;
use super::cards::CardClass;
use super::deck::{check_deck, DeckEntry, DeckList, FormatRules};
use super::rules::Rules;
use crate::card_record::CardRecord;
use crate::date::parse_date;
use crate::deck::{
    count_into, place_into, resolve_card, CheckOptions, Checked, DeckError, DeckFile,
};

/// The deck file as `tableside-cli --help` describes it.
pub(super) const DECK_FILE_HELP: &str = "\
  Elestrals (ELE-DECK-1 to ELE-DECK-3):
  {\"game\": \"elestrals\", \"format\": \"elestrals-standard\", \"date\": \"2026-06-01\",
   \"cards\": [{\"card\": \"Fire Spirit\", \"count\": 20},
             {\"card\": \"elestrals-voltkit\", \"count\": 3}]}
  Spirit cards make the Spirit Deck, every other card the Main Deck; no `zone`. A name
  printed more than once (alternate printings) needs an ID. `date` is optional (`--date`
  takes its place; without either, today): card legality changes over time.
";

pub(super) fn check_deck_file(
    deck: &DeckFile,
    format: &str,
    rules: Rules,
    records: &[CardRecord],
    options: &CheckOptions,
) -> Result<Checked, DeckError> {
    let cards = records
        .iter()
        .map(card_of)
        .collect::<Result<Vec<_>, _>>()
        .map_err(DeckError::CardData)?;
    let date = match options.date.as_deref() {
        Some(text) => parse_date(text.trim()).map_err(|e| DeckError::BadDate(e.to_string()))?,
        None => options.today,
    };
    let mut entries = Vec::with_capacity(deck.cards.len());
    for (i, entry) in deck.cards.iter().enumerate() {
        if entry.zone.is_some() {
            // Spirits and the Main Deck are told apart by class; a zone means nothing here,
            // and silently ignoring one would hide a mistaken file.
            return Err(DeckError::BadZone {
                location: format!("cards[{i}].zone"),
                message: "Elestrals decks have no zones; Spirit cards go to the Spirit Deck"
                    .to_owned(),
            });
        }
        let card_id = resolve_card(records, &entry.card, || format!("cards[{i}].card"))?;
        entries.push(DeckEntry {
            card_id,
            count: entry.count,
        });
    }
    let list = DeckList { cards: entries };
    let mut counts = [("main", 0u32), ("spirit", 0u32)]
        .into_iter()
        .map(|(zone, count)| (zone.to_owned(), count))
        .collect();
    let mut zones = BTreeMap::new();
    for entry in &list.cards {
        let class = cards
            .iter()
            .find(|c| c.id == entry.card_id)
            .map(|c| c.class);
        // Unknown cards are counted nowhere: the check reports them by themselves.
        let Some(class) = class else {
            continue;
        };
        let zone = zone_of_kind(class.as_str());
        count_into(&mut counts, zone, entry.count);
        place_into(&mut zones, zone, &entry.card_id, entry.count);
    }
    let format_rules = FormatRules {
        id: format.to_owned(),
        rules,
    };
    let problems = check_deck(&list, &format_rules, &cards, date);
    Ok(Checked {
        counts,
        zones,
        problems,
        date: Some(date.to_string()),
        odds: None,
    })
}

/// The deck a card of `kind` goes to: the Spirit Deck for a Spirit, the Main Deck for the rest.
pub(super) fn zone_of_kind(kind: &str) -> &'static str {
    if kind == CardClass::Spirit.as_str() {
        "spirit"
    } else {
        "main"
    }
}
