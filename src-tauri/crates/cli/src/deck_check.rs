//! `check-deck`: a deck file checked against a format of the shipped card data.
//!
//! The deck file is game-neutral (`{game, format, players?, cards: [{card, count, zone?}]}`);
//! each game with deck rules plugs in a [`DeckChecker`] that resolves the cards against its
//! card data and runs the engine's pure check: Conjure and Elestrals; another game adds its
//! checker to [`checker_for`].
//!
//! The card data comes from [`crate::card_data`], which embeds the files of `cards/` at build
//! time, so the CLI needs no database.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use tableside_engine::games::{conjure, elestrals};
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
    /// The day the deck is checked for, `YYYY-MM-DD`: card legality changes over time
    /// (ELE-DECK-3). Left out, today.
    #[serde(default)]
    pub date: Option<String>,
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
    /// The day the deck was checked for, for games whose card legality changes over time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
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
    /// Checks `deck` in `format` for a table of `players` (if known) on `date` (if the game's
    /// legality depends on it). `Err` is bad input: an unknown format, an ambiguous card name or
    /// a malformed date.
    fn check(
        &self,
        deck: &DeckFile,
        format: &str,
        options: &CheckOptions,
    ) -> Result<Checked, String>;
}

/// What the command line or the file says beyond the format.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckOptions {
    pub players: Option<usize>,
    /// `YYYY-MM-DD`, as given.
    pub date: Option<String>,
}

/// A checker's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Checked {
    /// Cards per zone.
    pub counts: BTreeMap<String, u32>,
    pub problems: Vec<Problem>,
    /// The day the legality was checked for, when the game's legality depends on one.
    pub date: Option<String>,
}

/// The checker of `game`, if it has deck rules in this build.
pub fn checker_for(game: GameId) -> Option<&'static dyn DeckChecker> {
    match game {
        GameId::Conjure => Some(&ConjureDecks),
        GameId::Elestrals => Some(&ElestralsDecks),
        GameId::Xingling | GameId::Codex => None,
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
    options: &CheckOptions,
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
    let options = CheckOptions {
        players: options.players.or(file.players),
        date: options.date.clone().or_else(|| file.date.clone()),
    };
    let checked = checker.check(file, format, &options)?;
    Ok(DeckReport {
        legal: checked.problems.is_empty(),
        game: game_name.to_owned(),
        format: format.to_owned(),
        players: options.players,
        date: checked.date,
        counts: checked.counts,
        problems: checked.problems,
    })
}

/// Conjure The Chaos: CTC-DECK-1 and CTC-DECK-2 over the shipped cards.
struct ConjureDecks;

impl DeckChecker for ConjureDecks {
    fn check(
        &self,
        deck: &DeckFile,
        format: &str,
        options: &CheckOptions,
    ) -> Result<Checked, String> {
        let rules: conjure::Rules = card_data::format_rules(GameId::Conjure, format)?;
        let cards = card_data::conjure_cards()?;
        let mut entries = Vec::with_capacity(deck.cards.len());
        for (i, entry) in deck.cards.iter().enumerate() {
            let id = resolve(&cards, &entry.card, |c| (&c.id, &c.name))
                .map_err(|e| format!("cards[{i}].card: {e}"))?;
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
        let problems = conjure::check_deck(&list, &rules, options.players, &cards)
            .into_iter()
            .map(|p| Problem {
                rule: p.rule,
                message: p.message,
                reason: p.reason,
                cards: p.cards,
            })
            .collect();
        Ok(Checked {
            counts,
            problems,
            date: None,
        })
    }
}

/// Elestrals: ELE-DECK-1 to ELE-DECK-3 over the shipped cards, on the given day or today.
struct ElestralsDecks;

impl DeckChecker for ElestralsDecks {
    fn check(
        &self,
        deck: &DeckFile,
        format: &str,
        options: &CheckOptions,
    ) -> Result<Checked, String> {
        let rules: elestrals::Rules = card_data::format_rules(GameId::Elestrals, format)?;
        let cards = card_data::elestrals_cards()?;
        let date = match options.date.as_deref() {
            Some(text) => text
                .trim()
                .parse::<elestrals::Date>()
                .map_err(|e| format!("date: {e}"))?,
            None => today()?,
        };
        let mut entries = Vec::with_capacity(deck.cards.len());
        for (i, entry) in deck.cards.iter().enumerate() {
            if entry.zone.is_some() {
                // Spirits and the Main Deck are told apart by class; Conjure's zones mean
                // nothing here, and silently ignoring one would hide a mistaken file.
                return Err(format!(
                    "cards[{i}].zone: Elestrals decks have no zones; Spirit cards go to the Spirit Deck"
                ));
            }
            let card_id = resolve(&cards, &entry.card, |c| (&c.id, &c.name))
                .map_err(|e| format!("cards[{i}].card: {e}"))?;
            entries.push(elestrals::DeckEntry {
                card_id,
                count: entry.count,
            });
        }
        let list = elestrals::DeckList { cards: entries };
        let format_rules = elestrals::FormatRules {
            id: format.to_owned(),
            rules,
        };
        let mut counts = BTreeMap::from([("main".to_owned(), 0u32), ("spirit".to_owned(), 0u32)]);
        for entry in &list.cards {
            let class = cards
                .iter()
                .find(|c| c.id == entry.card_id)
                .map(|c| c.class);
            // Unknown cards are counted nowhere: the check reports them by themselves.
            let zone = match class {
                Some(elestrals::CardClass::Spirit) => "spirit",
                Some(_) => "main",
                None => continue,
            };
            let count = counts.entry(zone.to_owned()).or_insert(0);
            *count = count.saturating_add(entry.count);
        }
        let problems = elestrals::check_deck(&list, &format_rules, &cards, date)
            .into_iter()
            .map(|p| Problem {
                rule: p.rule,
                message: p.message,
                reason: p.reason,
                cards: p.cards,
            })
            .collect();
        Ok(Checked {
            counts,
            problems,
            date: Some(date.to_string()),
        })
    }
}

/// Today's date in UTC, from the system clock.
fn today() -> Result<elestrals::Date, String> {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|elapsed| i64::try_from(elapsed.as_secs() / 86_400).ok())
        .and_then(date_from_days)
        .ok_or_else(|| "the system clock gives no usable date: give `--date`".to_owned())
}

/// The civil date `days` after 1970-01-01 (proleptic Gregorian, counted in 400-year eras of
/// 146 097 days so that leap years need no table).
fn date_from_days(days: i64) -> Option<elestrals::Date> {
    let shifted = days + 719_468; // days from 0000-03-01, so leap days fall at a year's end
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153; // 0 = March
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    elestrals::Date::new(
        u16::try_from(year).ok()?,
        u8::try_from(month).ok()?,
        u8::try_from(day).ok()?,
    )
}

/// A card ID as given, or the ID of the one card with that name. A name no card has is kept
/// as given: the check reports it as unknown with the rest.
///
/// Elestrals prints one card several times with one name; such a name is ambiguous too, since
/// the printings may differ in legality.
fn resolve<C>(
    cards: &[C],
    given: &str,
    id_and_name: impl Fn(&C) -> (&String, &String),
) -> Result<String, String> {
    if cards.iter().any(|c| id_and_name(c).0 == given) {
        return Ok(given.to_owned());
    }
    let wanted = given.trim().to_lowercase();
    let named: Vec<&str> = cards
        .iter()
        .map(&id_and_name)
        .filter(|(_, name)| name.trim().to_lowercase() == wanted)
        .map(|(id, _)| id.as_str())
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
        check(
            &parse_deck_file(text).expect("parses"),
            None,
            None,
            &CheckOptions::default(),
        )
        .expect("checks")
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
        let report = check(
            &file,
            None,
            Some("conjure-second-edition"),
            &CheckOptions::default(),
        )
        .expect("checks");
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
            .map(|p| (p.rule.as_str(), p.reason.key.as_ref()))
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
        assert!(
            check(&file, None, None, &CheckOptions::default()).is_err(),
            "no game"
        );
        assert!(
            check(&file, Some("codex"), Some("x"), &CheckOptions::default())
                .err()
                .unwrap_or_default()
                .contains("no deck check")
        );
        assert!(check(
            &file,
            Some("conjure"),
            Some("conjure-nope"),
            &CheckOptions::default()
        )
        .err()
        .unwrap_or_default()
        .contains("conjure-nope"));
        let mut conjure = parse_deck_file(LEGAL).expect("parses");
        assert!(
            check(&conjure, Some("elestrals"), None, &CheckOptions::default()).is_err(),
            "disagrees"
        );
        conjure.game = None;
        assert!(check(&conjure, Some("conjure"), None, &CheckOptions::default()).is_ok());
    }

    #[test]
    fn days_since_1970_become_calendar_dates() {
        let date = |days| date_from_days(days).map(|d| d.to_string());
        assert_eq!(date(0).as_deref(), Some("1970-01-01"));
        assert_eq!(date(11_016).as_deref(), Some("2000-02-29"));
        assert_eq!(date(20_513).as_deref(), Some("2026-03-01"));
        assert!(today().is_ok());
    }

    fn elestrals_deck(cards: &str, date: &str) -> DeckReport {
        let text = format!(
            r#"{{"game": "elestrals", "format": "elestrals-standard", "date": "{date}", "cards": [{cards}]}}"#
        );
        checked(&text)
    }

    const ELESTRALS_SPIRITS: &str = r#"{"card": "Fire Spirit", "count": 10},
        {"card": "elestrals-spirit-water", "count": 10}"#;

    #[test]
    fn elestrals_legality_follows_the_date() {
        let deck = format!(r#"{ELESTRALS_SPIRITS}, {{"card": "Rimefang", "count": 1}}"#);
        let banned = elestrals_deck(&deck, "2026-06-01");
        let keys: Vec<&str> = banned
            .problems
            .iter()
            .map(|p| p.reason.key.as_ref())
            .collect();
        assert_eq!(
            keys,
            vec!["deck.elestrals.main_deck_size", "deck.elestrals.status"]
        );
        assert_eq!(banned.problems[1].cards, vec!["elestrals-rimefang"]);
        assert_eq!(banned.date.as_deref(), Some("2026-06-01"));
        assert_eq!(banned.counts["spirit"], 20);
        let lifted = elestrals_deck(&deck, "2026-09-01");
        assert_eq!(lifted.problems.len(), 1, "the ban is lifted");
    }

    #[test]
    fn elestrals_bad_input_is_named() {
        let file =
            parse_deck_file(r#"{"cards": [{"card": "Cindermaw", "count": 1}]}"#).expect("parses");
        let options = CheckOptions::default();
        let ambiguous = check(
            &file,
            Some("elestrals"),
            Some("elestrals-standard"),
            &options,
        );
        assert!(
            ambiguous
                .err()
                .unwrap_or_default()
                .contains("several cards"),
            "two printings share the name"
        );
        let file = parse_deck_file(r#"{"cards": []}"#).expect("parses");
        let bad_date = CheckOptions {
            players: None,
            date: Some("2026-13-01".into()),
        };
        assert!(check(
            &file,
            Some("elestrals"),
            Some("elestrals-standard"),
            &bad_date
        )
        .err()
        .unwrap_or_default()
        .contains("2026-13-01"));
        let zoned =
            parse_deck_file(r#"{"cards": [{"card": "Voltkit", "count": 1, "zone": "chaos"}]}"#)
                .expect("parses");
        assert!(check(
            &zoned,
            Some("elestrals"),
            Some("elestrals-standard"),
            &options
        )
        .is_err());
    }
}
