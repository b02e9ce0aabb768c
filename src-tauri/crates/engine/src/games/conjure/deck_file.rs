//! A deck file checked as a Conjure deck: names resolved against the cards, zones read, then
//! the pure check (CTC-DECK-1, CTC-DECK-2).

use std::collections::BTreeMap;

use super::card_entry::card_of;
use super::cards::Card;
use super::deck::{check_deck, DeckEntry, DeckList, DeckZone};
use super::rules::Rules;
use crate::card_record::CardRecord;
use crate::deck::{
    count_into, place_into, resolve_card, CheckOptions, Checked, DeckError, DeckFile,
};

/// The deck file as `tableside-cli --help` describes it.
pub(super) const DECK_FILE_HELP: &str = "\
  Conjure The Chaos (CTC-DECK-1, CTC-DECK-2):
  {\"game\": \"conjure\", \"format\": \"conjure-standard\", \"players\": 2,
   \"cards\": [{\"card\": \"conjure-canopy-glider\", \"count\": 2},
             {\"card\": \"Ember Rain\", \"count\": 50, \"zone\": \"chaos\"}]}
  `zone` is `player`, `chaos` or `second_chaos`; left out, Chaos cards go to the Chaos
  deck and the rest to the player deck. `players` is optional (with 3 or more, a second
  Chaos deck is expected).
";

pub(super) fn check_deck_file(
    deck: &DeckFile,
    rules: Rules,
    records: &[CardRecord],
    options: &CheckOptions,
) -> Result<Checked, DeckError> {
    let mut cards = Vec::with_capacity(records.len());
    for record in records {
        if let Some(card) = card_of(record).map_err(DeckError::CardData)? {
            cards.push(card);
        }
    }
    let mut entries = Vec::with_capacity(deck.cards.len());
    for (i, entry) in deck.cards.iter().enumerate() {
        let card = resolve_card(records, &entry.card, || format!("cards[{i}].card"))?;
        let zone = entry
            .zone
            .as_deref()
            .map(|zone| zone_named(zone).ok_or_else(|| unknown_zone(i, zone)))
            .transpose()?;
        entries.push(DeckEntry {
            card,
            count: entry.count,
            zone,
        });
    }
    let list = DeckList { cards: entries };
    let (counts, zones) = zone_counts(&list, &cards);
    let problems = check_deck(&list, &rules, options.players, &cards);
    Ok(Checked {
        counts,
        zones,
        problems,
        date: None,
        odds: None,
    })
}

fn zone_named(name: &str) -> Option<DeckZone> {
    serde_json::from_value(serde_json::Value::from(name)).ok()
}

fn unknown_zone(index: usize, zone: &str) -> DeckError {
    DeckError::BadZone {
        location: format!("cards[{index}].zone"),
        message: format!("`{zone}` is not a deck zone; the zones are player, chaos, second_chaos"),
    }
}

/// Cards per zone, and each card's copies per zone: an entry's zone as given, else the Chaos
/// deck for a Chaos card and the player deck for the rest.
fn zone_counts(list: &DeckList, cards: &[Card]) -> (BTreeMap<String, u32>, Zones) {
    let mut counts = BTreeMap::new();
    let mut zones = Zones::new();
    for entry in &list.cards {
        let zone = entry.zone.unwrap_or_else(|| {
            let kind = cards
                .iter()
                .find(|c| c.id == entry.card)
                .map_or("", |c| c.kind.as_str());
            zone_named(zone_of_kind(kind)).unwrap_or(DeckZone::Player)
        });
        let name = match zone {
            DeckZone::Player => "player",
            DeckZone::Chaos => "chaos",
            DeckZone::SecondChaos => "second_chaos",
        };
        count_into(&mut counts, name, entry.count);
        place_into(&mut zones, name, &entry.card, entry.count);
    }
    (counts, zones)
}

/// Zone → card ID → copies.
type Zones = BTreeMap<String, BTreeMap<String, u32>>;

/// The deck a card of `kind` goes to when its entry names none: the Chaos deck for a Chaos
/// card, the player deck for the rest.
pub(super) fn zone_of_kind(kind: &str) -> &'static str {
    if kind == "chaos" {
        "chaos"
    } else {
        "player"
    }
}
