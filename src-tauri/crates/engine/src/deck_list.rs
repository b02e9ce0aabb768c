//! Deck lists as people write and share them: one card per line, a count and a name
//! (`3 Fire Spirit`, `3x Fire Spirit`), read against a game's cards.
//!
//! Lists copied from elsewhere carry headings ("Spirit Deck", "Main Deck (40)"), comments
//! (`# sideboard ideas`, `// tech`) and blank lines; those are passed over, so a list a player
//! exported reads back as it was. A line without a count that names a card is not a heading but
//! a mistake, and is reported as one. A list reads whole or not at all: every bad line is
//! reported with its number, so the whole list can be fixed in one go.
//!
//! [`write_deck_list`] writes a deck the same way, by name, or by ID where several cards share
//! the name, so that what it writes always reads back as the same deck.

use std::collections::BTreeMap;
use tableside_codes::ErrorCode;

use crate::card_record::CardRecord;
use crate::deck::name_key;
use crate::json_text::{bounded, shortened};

/// The most copies of one card a line may ask for: more is a typo, not a deck.
pub const COUNT_LIMIT: u32 = 999;

/// One card of a list that read: the card's ID and how many copies, lines naming the same card
/// added up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckListEntry {
    pub card: String,
    pub count: u32,
}

/// What is wrong with one line. The code is stable; the message is plain English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LineFault {
    /// The count is not a whole number from 1 to [`COUNT_LIMIT`].
    #[error("`{0}` is not a count from 1 to 999")]
    BadCount(String),
    /// A count and nothing after it.
    #[error("a count with no card name after it")]
    NoName,
    /// No card of the game has this name or ID.
    #[error("no card is named `{0}`")]
    UnknownCard(String),
    /// Several cards share the name (printings may differ in legality): an ID picks one.
    #[error("the name `{name}` matches several cards ({ids}): use an ID")]
    AmbiguousCard { name: String, ids: String },
    /// A card's name with no count before it.
    #[error("`{0}` has no count before it")]
    NoCount(String),
}

impl LineFault {
    /// The stable code the app and its translations branch on.
    pub fn code(&self) -> ErrorCode {
        match self {
            LineFault::BadCount(_) => ErrorCode::DeckListBadCount,
            LineFault::NoName => ErrorCode::DeckListNoName,
            LineFault::UnknownCard(_) => ErrorCode::DeckListUnknownCard,
            LineFault::AmbiguousCard { .. } => ErrorCode::DeckListAmbiguousCard,
            LineFault::NoCount(_) => ErrorCode::DeckListNoCount,
        }
    }

    /// The text of the list the fault is about (the count or the name), quoted at most
    /// [`crate::json_text::QUOTE_LIMIT`] characters; empty when there is none.
    pub fn quoted(&self) -> String {
        match self {
            LineFault::BadCount(text) | LineFault::UnknownCard(text) | LineFault::NoCount(text) => {
                shortened(text)
            }
            LineFault::AmbiguousCard { name, .. } => shortened(name),
            LineFault::NoName => String::new(),
        }
    }

    pub fn message(&self) -> String {
        bounded(&self.to_string())
    }
}

/// A bad line: its number, counted from 1 as an editor shows it, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    pub line: usize,
    pub fault: LineFault,
}

/// A list that does not read as a deck.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeckListError {
    /// Nothing but blank lines, headings and comments.
    #[error("the list names no cards")]
    Empty,
    /// At least one line is wrong; every wrong line is listed, in order.
    #[error("lines to fix: {}", .0.len())]
    BadLines(Vec<BadLine>),
}

impl DeckListError {
    pub fn code(&self) -> ErrorCode {
        match self {
            DeckListError::Empty => ErrorCode::DeckListEmpty,
            DeckListError::BadLines(_) => ErrorCode::DeckListBadLines,
        }
    }
}

/// One line as written, before any card is looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Line<'a> {
    /// Blank, a comment, or (unless it names a card) a heading.
    Other(&'a str),
    Card {
        count: u32,
        name: &'a str,
    },
    Fault(LineFault),
}

fn read_line(line: &str) -> Line<'_> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
        return Line::Other("");
    }
    let (first, rest) = line
        .split_once(char::is_whitespace)
        .map_or((line, ""), |(first, rest)| (first, rest.trim()));
    // A line whose first word starts like a number means to give a count; anything else
    // (letters first) is a heading or a name without a count.
    if !first.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
        return Line::Other(line);
    }
    let Some(count) = parse_count(first) else {
        return Line::Fault(LineFault::BadCount(first.to_owned()));
    };
    if rest.is_empty() {
        return Line::Fault(LineFault::NoName);
    }
    Line::Card { count, name: rest }
}

/// `3`, `3x`, `3X` or `3×`, from 1 to [`COUNT_LIMIT`].
fn parse_count(word: &str) -> Option<u32> {
    let digits = word.strip_suffix(['x', 'X', '×']).unwrap_or(word);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let count: u32 = digits.parse().ok()?;
    (1..=COUNT_LIMIT).contains(&count).then_some(count)
}

/// The game's cards by ID and by name (any case), to look each line up once.
struct CardIndex<'a> {
    ids: BTreeMap<&'a str, ()>,
    names: BTreeMap<String, Vec<&'a str>>,
}

impl<'a> CardIndex<'a> {
    fn new(cards: &'a [CardRecord]) -> Self {
        let mut names: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for card in cards {
            names
                .entry(name_key(&card.name))
                .or_default()
                .push(&card.id);
        }
        CardIndex {
            ids: cards.iter().map(|card| (card.id.as_str(), ())).collect(),
            names,
        }
    }

    /// The ID of the card `given` names: an ID as it is, else the one card with that name.
    fn find(&self, given: &str) -> Result<String, LineFault> {
        if self.ids.contains_key(given) {
            return Ok(given.to_owned());
        }
        match self.names.get(&name_key(given)).map(Vec::as_slice) {
            None | Some([]) => Err(LineFault::UnknownCard(given.to_owned())),
            Some([id]) => Ok((*id).to_owned()),
            Some(ids) => Err(LineFault::AmbiguousCard {
                name: given.to_owned(),
                ids: ids.join(", "),
            }),
        }
    }

    /// How a line names `card`: by its name when that finds it alone, else by its ID (a card
    /// the data no longer has keeps its ID too).
    fn written_name<'n>(&self, card: &'n str, by_id: &BTreeMap<&str, &'n str>) -> &'n str {
        match by_id.get(card) {
            Some(name) if self.find(name).as_deref() == Ok(card) => name,
            _ => card,
        }
    }

    fn names_a_card(&self, text: &str) -> bool {
        self.ids.contains_key(text) || self.names.contains_key(&name_key(text))
    }
}

/// Reads `text` as a deck of `cards`: each card once, in the order the list first names it.
pub fn read_deck_list(
    text: &str,
    cards: &[CardRecord],
) -> Result<Vec<DeckListEntry>, DeckListError> {
    let index = CardIndex::new(cards);
    let mut entries: Vec<DeckListEntry> = Vec::new();
    let mut bad = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line_number = number + 1;
        let found = match read_line(line) {
            Line::Other(text) if !text.is_empty() && index.names_a_card(text) => {
                Err(LineFault::NoCount(text.to_owned()))
            }
            Line::Other(_) => continue,
            Line::Fault(fault) => Err(fault),
            Line::Card { count, name } => index.find(name).map(|card| (card, count)),
        };
        match found {
            Ok((card, count)) => match entries.iter_mut().find(|entry| entry.card == card) {
                Some(entry) => entry.count = entry.count.saturating_add(count),
                None => entries.push(DeckListEntry { card, count }),
            },
            Err(fault) => bad.push(BadLine {
                line: line_number,
                fault,
            }),
        }
    }
    if !bad.is_empty() {
        return Err(DeckListError::BadLines(bad));
    }
    if entries.is_empty() {
        return Err(DeckListError::Empty);
    }
    Ok(entries)
}

/// A part of a deck to write under its heading ("Spirit Deck"), in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckListSection {
    /// Left out when empty. A heading that would read as a card line is written as a comment.
    pub heading: String,
    pub cards: Vec<DeckListEntry>,
}

/// The deck as text, a line per card (`3 Fire Spirit`) under each section's heading, a blank
/// line between sections.
pub fn write_deck_list(sections: &[DeckListSection], cards: &[CardRecord]) -> String {
    let index = CardIndex::new(cards);
    let by_id: BTreeMap<&str, &str> = cards
        .iter()
        .map(|card| (card.id.as_str(), card.name.as_str()))
        .collect();
    let mut parts = Vec::new();
    for section in sections.iter().filter(|s| !s.cards.is_empty()) {
        let mut lines = Vec::new();
        let heading = section.heading.trim();
        if !heading.is_empty() {
            let reads_as_heading =
                matches!(read_line(heading), Line::Other(_)) && !index.names_a_card(heading);
            lines.push(if reads_as_heading {
                heading.to_owned()
            } else {
                format!("# {heading}")
            });
        }
        for entry in &section.cards {
            lines.push(format!(
                "{} {}",
                entry.count,
                index.written_name(&entry.card, &by_id)
            ));
        }
        parts.push(lines.join("\n"));
    }
    let mut text = parts.join("\n\n");
    text.push('\n');
    text
}

#[cfg(test)]
#[path = "tests/deck_list.rs"]
mod tests;
