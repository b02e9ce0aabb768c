//! `check-deck`: a deck file checked against a format of the shipped card data.
//!
//! The deck file is game-neutral (`{game, format, players?, cards: [{card, count, zone?}]}`);
//! each game with deck rules plugs in a [`DeckChecker`] that resolves the cards against its
//! card data and runs the engine's pure check. Conjure is the first; another game adds its
//! checker to [`checker_for`].
//!
//! The card data comes from [`crate::card_data`], which embeds the files of `cards/` at build
//! time, so the CLI needs no database.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use tableside_engine::games::conjure;
use tableside_engine::{GameId, Label};

use crate::card_data;

/// The deck is legal.
pub const EXIT_LEGAL: u8 = 0;
/// The deck has problems.
pub const EXIT_ILLEGAL: u8 = 1;
/// The input cannot be checked.
pub const EXIT_INVALID: u8 = 2;

/// Where a deck entry goes; the game decides what each zone may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    Player,
    Chaos,
    SecondChaos,
}

/// One line of a deck file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckFileEntry {
    /// A card ID or a card name (any case).
    pub card: String,
    pub count: u32,
    #[serde(default)]
    pub zone: Option<Zone>,
}

/// A deck file. Keys other than these (`about`, `expect`) are ignored, as in match files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckFile {
    #[serde(default)]
    pub game: Option<String>,
    #[serde(default)]
    pub format: Option<String>,
    /// How many play: decides the second Chaos deck (CTC-DECK-2).
    #[serde(default)]
    pub players: Option<usize>,
    pub cards: Vec<DeckFileEntry>,
}

/// One problem, whatever the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub rule: String,
    pub message: String,
    pub reason: Label,
    pub cards: Vec<String>,
}

/// What `check-deck` prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckReport {
    pub legal: bool,
    pub game: String,
    pub format: String,
    pub players: Option<usize>,
    /// Cards per zone, as the file's entries resolved.
    pub counts: BTreeMap<String, u32>,
    pub problems: Vec<Problem>,
}

impl DeckReport {
    pub fn exit_code(&self) -> u8 {
        if self.legal {
            EXIT_LEGAL
        } else {
            EXIT_ILLEGAL
        }
    }
}

/// What a game needs to check decks.
pub trait DeckChecker {
    /// Checks `deck` in `format` for a table of `players` (if known). `Err` is bad input: an
    /// unknown format or an ambiguous card name.
    fn check(
        &self,
        deck: &DeckFile,
        format: &str,
        players: Option<usize>,
    ) -> Result<(BTreeMap<String, u32>, Vec<Problem>), String>;
}

/// The checker of `game`, if it has deck rules in this build.
pub fn checker_for(game: GameId) -> Option<&'static dyn DeckChecker> {
    match game {
        GameId::Conjure => Some(&ConjureDecks),
        GameId::Elestrals | GameId::Xingling | GameId::Codex => None,
    }
}

/// Parses a deck file, naming the JSON path and line of the first value that does not fit.
pub fn parse_deck_file(text: &str) -> Result<DeckFile, String> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let file: DeckFile = serde_path_to_error::deserialize(&mut deserializer).map_err(|error| {
        let path = error.path().to_string();
        let inner = error.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            return format!("not JSON: {inner}");
        }
        let position = format!(" at line {} column {}", inner.line(), inner.column());
        let message = inner.to_string();
        let message = message.strip_suffix(&position).unwrap_or(&message).to_owned();
        format!(
            "the deck file does not fit the deck format at `{path}` (line {}, column {}): {message}",
            inner.line(),
            inner.column()
        )
    })?;
    deserializer.end().map_err(|e| {
        format!(
            "text after the deck at line {}, column {}",
            e.line(),
            e.column()
        )
    })?;
    Ok(file)
}

/// Checks the deck file with the command line's choices taking the place of the file's.
pub fn check(
    file: &DeckFile,
    game: Option<&str>,
    format: Option<&str>,
    players: Option<usize>,
) -> Result<DeckReport, String> {
    let game_name = match (game, file.game.as_deref()) {
        (Some(flag), Some(named)) if flag != named => {
            return Err(format!(
                "the deck file is a `{named}` deck, not `{flag}` as `--game` says"
            ))
        }
        (Some(name), _) | (None, Some(name)) => name,
        (None, None) => return Err("no game: give `--game` or a \"game\" in the file".into()),
    };
    let game_id = GameId::ALL
        .into_iter()
        .find(|g| g.as_str() == game_name)
        .ok_or_else(|| format!("`{game_name}` is not a game Tableside knows"))?;
    let checker = checker_for(game_id)
        .ok_or_else(|| format!("{game_name} has no deck check in this version"))?;
    let format = format
        .or(file.format.as_deref())
        .ok_or("no format: give `--format` or a \"format\" in the file")?;
    let players = players.or(file.players);
    let (counts, problems) = checker.check(file, format, players)?;
    Ok(DeckReport {
        legal: problems.is_empty(),
        game: game_name.to_owned(),
        format: format.to_owned(),
        players,
        counts,
        problems,
    })
}

/// Conjure The Chaos: CTC-DECK-1 and CTC-DECK-2 over the shipped cards.
struct ConjureDecks;

impl DeckChecker for ConjureDecks {
    fn check(
        &self,
        deck: &DeckFile,
        format: &str,
        players: Option<usize>,
    ) -> Result<(BTreeMap<String, u32>, Vec<Problem>), String> {
        let rules: conjure::Rules = card_data::format_rules(GameId::Conjure, format)?;
        let cards = card_data::conjure_cards()?;
        let mut entries = Vec::with_capacity(deck.cards.len());
        for (i, entry) in deck.cards.iter().enumerate() {
            let id = resolve(&cards, &entry.card).map_err(|e| format!("cards[{i}].card: {e}"))?;
            entries.push(conjure::DeckEntry {
                card: id,
                count: entry.count,
                zone: entry.zone.map(|zone| match zone {
                    Zone::Player => conjure::DeckZone::Player,
                    Zone::Chaos => conjure::DeckZone::Chaos,
                    Zone::SecondChaos => conjure::DeckZone::SecondChaos,
                }),
            });
        }
        let list = conjure::DeckList { cards: entries };
        let counts = zone_counts(&list, &cards);
        let problems = conjure::check_deck(&list, &rules, players, &cards)
            .into_iter()
            .map(|p| Problem {
                rule: p.rule,
                message: p.message,
                reason: p.reason,
                cards: p.cards,
            })
            .collect();
        Ok((counts, problems))
    }
}

/// A card ID as given, or the ID of the one card with that name. A name no card has is kept
/// as given: the check reports it as unknown with the rest.
fn resolve(cards: &[conjure::Card], given: &str) -> Result<String, String> {
    if cards.iter().any(|c| c.id == given) {
        return Ok(given.to_owned());
    }
    let wanted = given.trim().to_lowercase();
    let named: Vec<&str> = cards
        .iter()
        .filter(|c| c.name.trim().to_lowercase() == wanted)
        .map(|c| c.id.as_str())
        .collect();
    match named.as_slice() {
        [] => Ok(given.to_owned()),
        [id] => Ok((*id).to_owned()),
        ids => Err(format!(
            "the name `{given}` matches several cards ({}): use an ID",
            ids.join(", ")
        )),
    }
}

fn zone_counts(list: &conjure::DeckList, cards: &[conjure::Card]) -> BTreeMap<String, u32> {
    let mut counts = BTreeMap::new();
    for entry in &list.cards {
        let zone = entry.zone.unwrap_or_else(|| {
            match cards.iter().find(|c| c.id == entry.card).map(|c| &c.kind) {
                Some(conjure::CardKind::Chaos(_)) => conjure::DeckZone::Chaos,
                _ => conjure::DeckZone::Player,
            }
        });
        let name = match zone {
            conjure::DeckZone::Player => "player",
            conjure::DeckZone::Chaos => "chaos",
            conjure::DeckZone::SecondChaos => "second_chaos",
        };
        let count = counts.entry(name.to_owned()).or_insert(0u32);
        *count = count.saturating_add(entry.count);
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A legal standard deck of the shipped sample cards.
    pub(crate) const LEGAL: &str = r#"{
  "game": "conjure",
  "format": "conjure-standard",
  "cards": [
    {"card": "conjure-forge-hall-brawler", "count": 2},
    {"card": "Cinderback Ram", "count": 2},
    {"card": "conjure-duskfang-courtier", "count": 2},
    {"card": "conjure-gloomvine-adder", "count": 2},
    {"card": "conjure-thornhide-sentinel", "count": 2},
    {"card": "canopy glider", "count": 2},
    {"card": "conjure-veilstep-adept", "count": 2},
    {"card": "conjure-stormglass-heron", "count": 2},
    {"card": "conjure-emberwake-drake", "count": 2},
    {"card": "conjure-lord-varkhul", "count": 1},
    {"card": "conjure-lady-seraphine", "count": 1}
  ]
}"#;

    fn checked(text: &str) -> DeckReport {
        check(&parse_deck_file(text).expect("parses"), None, None, None).expect("checks")
    }

    #[test]
    fn the_sample_deck_is_legal_and_names_resolve() {
        let report = checked(LEGAL);
        assert!(report.legal, "{:?}", report.problems);
        assert_eq!(report.counts["player"], 20);
    }

    #[test]
    fn the_same_deck_is_not_a_second_edition_deck() {
        let file = parse_deck_file(LEGAL).expect("parses");
        let report = check(&file, None, Some("conjure-second-edition"), None).expect("checks");
        assert_eq!(report.exit_code(), EXIT_ILLEGAL);
        assert_eq!(report.problems[0].reason.key, "deck.conjure.deck_size");
    }

    #[test]
    fn every_problem_is_reported_with_its_rule() {
        let text = LEGAL
            .replace(
                "\"conjure-lord-varkhul\", \"count\": 1",
                "\"conjure-lord-varkhul\", \"count\": 2",
            )
            .replace(
                "\"canopy glider\", \"count\": 2",
                "\"canopy glider\", \"count\": 3",
            );
        let report = checked(&text);
        let rules: Vec<(&str, &str)> = report
            .problems
            .iter()
            .map(|p| (p.rule.as_str(), p.reason.key.as_str()))
            .collect();
        assert_eq!(
            rules,
            vec![
                ("CTC-DECK-1", "deck.conjure.deck_size"),
                ("CTC-DECK-1", "deck.conjure.too_many_copies"),
                ("CTC-DECK-1", "deck.conjure.lord_copies"),
            ]
        );
    }

    #[test]
    fn bad_input_is_named() {
        let cases = [
            ("{", "not JSON"),
            (
                r#"{"cards": [{"card": "x", "count": -1}]}"#,
                "`cards[0].count`",
            ),
            (
                r#"{"cards": [{"card": "x", "count": 1, "zon": "chaos"}]}"#,
                "`cards[0].zon`",
            ),
            (r#"{"game": "conjure"}"#, "missing field `cards`"),
        ];
        for (text, expected) in cases {
            let message = parse_deck_file(text).err().unwrap_or_default();
            assert!(message.contains(expected), "{text}: {message}");
        }
        let file = parse_deck_file(r#"{"cards": []}"#).expect("parses");
        assert!(check(&file, None, None, None).is_err(), "no game");
        assert!(check(&file, Some("elestrals"), Some("x"), None)
            .err()
            .unwrap_or_default()
            .contains("no deck check"));
        assert!(check(&file, Some("conjure"), Some("conjure-nope"), None)
            .err()
            .unwrap_or_default()
            .contains("conjure-nope"));
        let mut conjure = parse_deck_file(LEGAL).expect("parses");
        assert!(
            check(&conjure, Some("elestrals"), None, None).is_err(),
            "disagrees"
        );
        conjure.game = None;
        assert!(check(&conjure, Some("conjure"), None, None).is_ok());
    }
}
