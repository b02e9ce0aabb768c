//! Deck legality (CTC-DECK-1, CTC-DECK-2): a pure check of a deck list against a format's
//! rules, given the card data. The CLI calls it; the engine keeps no card data.
//!
//! A deck list may hold a player deck, a Chaos deck, a second Chaos deck (3–4 players), or
//! several of them: each entry's zone is given or follows from the card (Chaos cards go to the
//! Chaos deck, everything else to the player deck). Each zone present is checked; every problem
//! is reported, each with its rule and the cards involved.

use super::rule_ids::{CTC_DECK_1, CTC_DECK_2};
use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::cards::{Card, CardKind, Color};
use super::rules::Rules;
pub use crate::deck::DeckProblem;
use crate::deck::{name_key, problem};
use crate::label::Label;
use crate::rule_id::RuleId;

/// Which deck an entry belongs to.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    TS,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ConjureDeckZone")]
pub enum DeckZone {
    /// The player deck (CTC-DECK-1).
    Player,
    /// The shared Chaos deck (CTC-DECK-2).
    Chaos,
    /// The second Chaos deck of a 3–4 player table (CTC-DECK-2).
    SecondChaos,
}

impl DeckZone {
    fn rule(self) -> RuleId {
        match self {
            DeckZone::Player => CTC_DECK_1,
            DeckZone::Chaos | DeckZone::SecondChaos => CTC_DECK_2,
        }
    }
}

/// How many copies of a card (by its card data ID) a deck holds, and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[ts(rename = "ConjureDeckEntry")]
pub struct DeckEntry {
    pub card: String,
    pub count: u32,
    /// `None`: the Chaos deck for a Chaos card, the player deck for anything else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub zone: Option<DeckZone>,
}

#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema,
)]
#[ts(rename = "ConjureDeckList")]
pub struct DeckList {
    pub cards: Vec<DeckEntry>,
}

/// Every problem of `deck` under `rules`; empty means legal. `players`, when known, decides
/// whether a second Chaos deck is needed (CTC-DECK-2).
///
/// - CTC-DECK-1: a player deck of exactly `deck_size` cards, all creatures; at least
///   `min_creatures_per_color` creatures of each color (a dual-colored creature counts for
///   both its colors); at most `max_creature_copies` of a creature name, and at most
///   `max_lord_copies` of a Lord.
/// - CTC-DECK-2: a Chaos deck of exactly `chaos_deck_size` Chaos cards; with
///   `second_chaos_deck_from` players or more, a second one of the same size, and none below.
pub fn check_deck(
    deck: &DeckList,
    rules: &Rules,
    players: Option<usize>,
    cards: &[Card],
) -> Vec<DeckProblem> {
    let by_id: HashMap<&str, &Card> = cards.iter().map(|card| (card.id.as_str(), card)).collect();
    let mut problems = Vec::new();

    // Repeated entries merged; empty ones dropped.
    let mut counts: BTreeMap<(DeckZone, &str), u32> = BTreeMap::new();
    for entry in deck.cards.iter().filter(|entry| entry.count > 0) {
        let card = by_id.get(entry.card.as_str());
        let zone = entry.zone.unwrap_or(match card.map(|c| &c.kind) {
            Some(CardKind::Chaos(_)) => DeckZone::Chaos,
            _ => DeckZone::Player,
        });
        let count = counts.entry((zone, entry.card.as_str())).or_default();
        *count = count.saturating_add(entry.count);
    }

    let mut sizes: BTreeMap<DeckZone, u32> = BTreeMap::new();
    let mut colors = [0u32; 4];
    // Name → (copies, card IDs, lord, printed name).
    let mut names: BTreeMap<String, (u32, Vec<String>, bool, String)> = BTreeMap::new();
    for (&(zone, id), &count) in &counts {
        let size = sizes.entry(zone).or_default();
        *size = size.saturating_add(count);
        let Some(card) = by_id.get(id) else {
            problems.push(problem(
                zone.rule(),
                Label::new("deck.conjure.unknown_card").text("card", id),
                vec![id.to_owned()],
            ));
            continue;
        };
        match (&card.kind, zone) {
            (CardKind::Creature(creature), DeckZone::Player) => {
                for color in &creature.colors {
                    colors[color.index()] = colors[color.index()].saturating_add(count);
                }
                let group = names
                    .entry(name_key(&card.name))
                    .or_insert_with(|| (0, Vec::new(), creature.lord, card.name.clone()));
                group.0 = group.0.saturating_add(count);
                group.1.push(id.to_owned());
                group.2 |= creature.lord;
            }
            (CardKind::Chaos(_), DeckZone::Chaos | DeckZone::SecondChaos) => {}
            (CardKind::Chaos(_), DeckZone::Player) => problems.push(problem(
                CTC_DECK_1,
                Label::new("deck.conjure.chaos_in_player_deck").text("card", card.name.clone()),
                vec![id.to_owned()],
            )),
            (CardKind::Creature(_), _) => problems.push(problem(
                CTC_DECK_2,
                Label::new("deck.conjure.creature_in_chaos_deck").text("card", card.name.clone()),
                vec![id.to_owned()],
            )),
            (CardKind::Quest { .. } | CardKind::Tower { .. }, zone) => problems.push(problem(
                zone.rule(),
                Label::new("deck.conjure.not_a_deck_card").text("card", card.name.clone()),
                vec![id.to_owned()],
            )),
        }
    }

    let player_deck = sizes.get(&DeckZone::Player).copied();
    let chaos = sizes.get(&DeckZone::Chaos).copied();
    let second = sizes.get(&DeckZone::SecondChaos).copied();
    // A list with nothing at all is an empty player deck.
    if player_deck.is_some() || (chaos.is_none() && second.is_none()) {
        check_player_deck(
            &mut problems,
            rules,
            player_deck.unwrap_or(0),
            &colors,
            &names,
        );
    }
    if let Some(count) = chaos {
        check_chaos_size(&mut problems, rules, count, false);
    }
    if let Some(count) = second {
        check_chaos_size(&mut problems, rules, count, true);
    }
    if let Some(players) = players {
        let decks = rules.chaos_decks(players);
        if decks >= 2 && chaos.is_some() && second.is_none() {
            problems.push(problem(
                CTC_DECK_2,
                Label::new("deck.conjure.second_chaos_deck_missing").num("players", players as i64),
                Vec::new(),
            ));
        }
        if decks < 2 && second.is_some() {
            problems.push(problem(
                CTC_DECK_2,
                Label::new("deck.conjure.second_chaos_deck_unneeded")
                    .num("players", players as i64)
                    .num("from", rules.second_chaos_deck_from.into()),
                Vec::new(),
            ));
        }
    }
    problems
}

fn check_player_deck(
    problems: &mut Vec<DeckProblem>,
    rules: &Rules,
    count: u32,
    colors: &[u32; 4],
    names: &BTreeMap<String, (u32, Vec<String>, bool, String)>,
) {
    if count != rules.deck_size {
        problems.push(problem(
            CTC_DECK_1,
            Label::new("deck.conjure.deck_size")
                .num("size", rules.deck_size.into())
                .num("count", count.into()),
            Vec::new(),
        ));
    }
    for color in Color::ALL {
        let have = colors[color.index()];
        if have < rules.min_creatures_per_color {
            problems.push(problem(
                CTC_DECK_1,
                Label::new("deck.conjure.color_minimum")
                    .text("color", color.as_str())
                    .num("count", have.into())
                    .num("min", rules.min_creatures_per_color.into()),
                Vec::new(),
            ));
        }
    }
    for (copies, ids, lord, name) in names.values() {
        if *lord && *copies > rules.max_lord_copies {
            problems.push(problem(
                CTC_DECK_1,
                Label::new("deck.conjure.lord_copies")
                    .text("card", name.clone())
                    .num("copies", (*copies).into())
                    .num("limit", rules.max_lord_copies.into()),
                ids.clone(),
            ));
        } else if !*lord && *copies > rules.max_creature_copies {
            problems.push(problem(
                CTC_DECK_1,
                Label::new("deck.conjure.too_many_copies")
                    .text("card", name.clone())
                    .num("copies", (*copies).into())
                    .num("limit", rules.max_creature_copies.into()),
                ids.clone(),
            ));
        }
    }
}

fn check_chaos_size(problems: &mut Vec<DeckProblem>, rules: &Rules, count: u32, second: bool) {
    if count == rules.chaos_deck_size {
        return;
    }
    let reason = if second {
        Label::new("deck.conjure.second_chaos_deck_size")
    } else {
        Label::new("deck.conjure.chaos_deck_size")
    };
    problems.push(problem(
        CTC_DECK_2,
        reason
            .num("size", rules.chaos_deck_size.into())
            .num("count", count.into()),
        Vec::new(),
    ));
}
