//! A deck as a file (`{game, format, players?, date?, cards: [{card, count, zone?}]}`) and its
//! check, whatever the game: each game with deck rules plugs in a checker that resolves the
//! names against its cards and runs its pure check (Conjure: CTC-DECK-1, -2; Elestrals:
//! ELE-DECK-1 to -3). The cards and formats come from a [`CardData`], so the same check runs
//! over the shipped files in the command line and over the database in the app.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::deck::DeckProblem;
use crate::game::GameId;
use crate::games::{conjure, elestrals};

/// Where a deck entry goes; the game decides what each zone may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DeckZone")]
pub enum Zone {
    Player,
    Chaos,
    SecondChaos,
}

/// One line of a deck file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct DeckFileEntry {
    /// A card ID or a card name (any case).
    pub card: String,
    pub count: u32,
    #[serde(default)]
    pub zone: Option<Zone>,
}

/// A deck file. Keys other than these (`about`, `expect`) are ignored, as in match files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
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

/// A deck check's answer: what `tableside-cli check-deck` prints and the app shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
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
    pub problems: Vec<DeckProblem>,
}

/// Where a deck check finds formats and cards: the shipped files for the command line, the
/// database (with imported cards) for the app.
pub trait CardData {
    /// The `rules` object of `format`, a format of `game`; `Err` names the formats there are.
    fn format_rules(&self, game: GameId, format: &str) -> Result<serde_json::Value, String>;
    /// Every Conjure The Chaos card, through the engine's card model.
    fn conjure_cards(&self) -> Result<Vec<conjure::Card>, String>;
    /// Every Elestrals card, through the engine's card model.
    fn elestrals_cards(&self) -> Result<Vec<elestrals::Card>, String>;
}

/// What a game needs to check decks.
trait DeckChecker {
    /// Checks `deck` in `format` for a table of `players` (if known) on `date` (if the game's
    /// legality depends on it). `Err` is bad input: an unknown format, an ambiguous card name or
    /// a malformed date.
    fn check(
        &self,
        deck: &DeckFile,
        format: &str,
        options: &CheckOptions,
        data: &dyn CardData,
    ) -> Result<Checked, String>;
}

/// What the command line or the file says beyond the format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOptions {
    pub players: Option<usize>,
    /// `YYYY-MM-DD`, as given.
    pub date: Option<String>,
    /// The day to check for when no date is given: the engine has no clock.
    pub today: elestrals::Date,
}

/// A checker's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Checked {
    /// Cards per zone.
    pub counts: BTreeMap<String, u32>,
    pub problems: Vec<DeckProblem>,
    /// The day the legality was checked for, when the game's legality depends on one.
    pub date: Option<String>,
}

/// The checker of `game`, if it has deck rules in this build.
fn checker_for(game: GameId) -> Option<&'static dyn DeckChecker> {
    match game {
        GameId::Conjure => Some(&ConjureDecks),
        GameId::Elestrals => Some(&ElestralsDecks),
        GameId::Xingling | GameId::Codex => None,
    }
}

/// The rules of `format` read into the game's rules type; an empty `rules` is the defaults.
fn rules_of<T: serde::de::DeserializeOwned>(
    data: &dyn CardData,
    game: GameId,
    format: &str,
) -> Result<T, String> {
    let rules = match data.format_rules(game, format)? {
        serde_json::Value::Null => serde_json::Value::Object(serde_json::Map::new()),
        rules => rules,
    };
    serde_json::from_value(rules).map_err(|e| format!("the rules of `{format}` do not read: {e}"))
}

/// Checks the deck file against `data`, with the caller's choices (a command line's flags)
/// taking the place of the file's. `Err` is input that cannot be checked, said in English.
pub fn check(
    file: &DeckFile,
    game: Option<&str>,
    format: Option<&str>,
    options: &CheckOptions,
    data: &dyn CardData,
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
        today: options.today,
    };
    let checked = checker.check(file, format, &options, data)?;
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
        data: &dyn CardData,
    ) -> Result<Checked, String> {
        let rules: conjure::Rules = rules_of(data, GameId::Conjure, format)?;
        let cards = data.conjure_cards()?;
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
        let problems = conjure::check_deck(&list, &rules, options.players, &cards);
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
        data: &dyn CardData,
    ) -> Result<Checked, String> {
        let rules: elestrals::Rules = rules_of(data, GameId::Elestrals, format)?;
        let cards = data.elestrals_cards()?;
        let date = match options.date.as_deref() {
            Some(text) => text
                .trim()
                .parse::<elestrals::Date>()
                .map_err(|e| format!("date: {e}"))?,
            None => options.today,
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
        let problems = elestrals::check_deck(&list, &format_rules, &cards, date);
        Ok(Checked {
            counts,
            problems,
            date: Some(date.to_string()),
        })
    }
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
