//! `odds`: the draw odds of a deck list, as the app's deck builder shows them.
//!
//! The list is read by the engine's deck-list reader against the game's cards, and the odds are
//! the engine's deck check's own (`DeckReport::odds`), over the shipped card data or a
//! database's cards, so the numbers are the app's. Here: turning the list into the deck file the
//! check takes, the table the odds are printed as, and the exit codes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use tableside_cards::ShippedCards;
use tableside_engine::deck::{CardData, CardDataError};
use tableside_engine::deck_list::{read_deck_list, DeckListError};
use tableside_engine::odds::{CopiesOdds, DeckOdds, TurnOdds};
use tableside_engine::{DeckProblem, ErrorCode, GameId};

use crate::deck_check::{self, CheckOptions, DeckFile, DeckFileEntry};
use crate::error::CliError;

/// The odds were printed.
pub const EXIT_SHOWN: u8 = 0;
/// The list, the game, the format or the database is not one the odds can be worked out for.
pub const EXIT_INVALID: u8 = 2;

/// Why no odds could be worked out.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OddsError {
    /// The list does not read as a deck of the game's cards.
    #[error(transparent)]
    List(DeckListError),
    /// Anything else: the game, the format, the card data or the database.
    #[error(transparent)]
    Unusable(#[from] CliError),
}

impl OddsError {
    /// The stable code of the error.
    pub fn code(&self) -> ErrorCode {
        match self {
            OddsError::List(error) => error.code(),
            OddsError::Unusable(error) => error.code(),
        }
    }
}

impl From<CardDataError> for OddsError {
    fn from(error: CardDataError) -> Self {
        OddsError::Unusable(CliError::CardData(error))
    }
}

/// A deck list's odds, with what the table needs beside them.
#[derive(Debug, Clone, PartialEq)]
pub struct ListOdds {
    pub odds: DeckOdds,
    /// What each card is called in the table: its name, or its name and ID where several of
    /// the game's cards share the name (printings of one card).
    pub names: BTreeMap<String, String>,
    /// What makes the deck illegal in the format: the odds are of the deck as listed anyway.
    pub problems: Vec<DeckProblem>,
}

/// Where the cards come from: a database (which must exist) when given, else the shipped data.
pub fn card_source(db: Option<&Path>) -> Result<Box<dyn CardData>, CliError> {
    match db {
        Some(db) => Ok(Box::new(crate::history::open_existing(db)?)),
        None => Ok(Box::new(ShippedCards)),
    }
}

/// Reads `list` as a deck of `game`'s cards and checks it in `format`, for the odds the check
/// gives.
pub fn list_odds(
    data: &dyn CardData,
    game: &str,
    format: &str,
    list: &str,
) -> Result<ListOdds, OddsError> {
    let game_id = GameId::from_id(game)
        .filter(|id| id.has_cards())
        .ok_or_else(|| CliError::NoCardsToDraw(game.to_owned()))?;
    // The format first: a list's mistakes are not worth reading in a format that is not there.
    data.format_rules(game, format)?;
    let cards = data.cards(game)?;
    let entries = read_deck_list(list, &cards).map_err(OddsError::List)?;
    let deck = DeckFile {
        game: Some(game.to_owned()),
        format: Some(format.to_owned()),
        players: None,
        date: None,
        // By ID, as the list resolved them; the game places each card in its zone as it does
        // for the app's decks, which carry no zones either.
        cards: entries
            .iter()
            .map(|entry| DeckFileEntry {
                card: entry.card.clone(),
                count: entry.count,
                zone: None,
            })
            .collect(),
    };
    let report = deck_check::check_over(&deck, None, None, &CheckOptions::default(), data)?;
    let odds = report.odds.ok_or(CliError::NoHand(game_id))?;
    let mut sharing: BTreeMap<&str, u32> = BTreeMap::new();
    for card in &cards {
        *sharing.entry(card.name.as_str()).or_default() += 1;
    }
    let names = cards
        .iter()
        .map(|card| {
            let shown = if sharing[card.name.as_str()] > 1 {
                format!("{} ({})", card.name, card.id)
            } else {
                card.name.clone()
            };
            (card.id.clone(), shown)
        })
        .collect();
    Ok(ListOdds {
        odds,
        names,
        problems: report.problems,
    })
}

/// What standard error says of a list that does not read, a line per bad line of the list.
pub fn list_problems(name: &str, error: &DeckListError) -> String {
    match error {
        DeckListError::BadLines(lines) => lines
            .iter()
            .map(|bad| {
                format!(
                    "tableside-cli: {name}: line {}: {}\n",
                    bad.line,
                    bad.fault.message()
                )
            })
            .collect(),
        other => format!("tableside-cli: {name}: {other}\n"),
    }
}

/// A chance in percent with one decimal. A chance that is possible but not certain never
/// reads as 0.0 % or 100.0 %, as in the app; the margin is for the sums' rounding.
pub fn percent(chance: f64) -> String {
    const MARGIN: f64 = 1e-9;
    let text = format!("{:.1}%", chance * 100.0);
    match text.as_str() {
        "100.0%" if chance < 1.0 - MARGIN => ">99.9%".to_owned(),
        "0.0%" if chance > MARGIN => "<0.1%".to_owned(),
        _ => text,
    }
}

/// The odds as a table: a line on the deck, then a row for each card and each group, and a
/// row more for each further number of copies asked for.
pub fn table(found: &ListOdds, format: &str, turn: u32) -> String {
    let odds = &found.odds;
    let mut text = format!(
        "{format}: {} cards in the {} deck, {} in the opening hand.\n",
        odds.deck_size, odds.zone, odds.hand
    );
    if odds.cards.is_empty() {
        text.push_str("No card to draw.\n");
        return text;
    }
    let _ = writeln!(
        text,
        "The chance of holding at least so many copies: in the opening hand, and by turn {turn}\n\
         going first (play) and going second (draw).\n"
    );
    let header = |first: &str| -> Row {
        [
            first.to_owned(),
            "Copies".to_owned(),
            "At least".to_owned(),
            "Opening".to_owned(),
            format!("Turn {turn} play"),
            format!("Turn {turn} draw"),
        ]
    };
    let mut card_rows = vec![header("Card")];
    for card in &odds.cards {
        let name = found.names.get(&card.card).unwrap_or(&card.card);
        card_rows.extend(chance_rows(
            name,
            card.copies,
            &card.by_turn,
            &card.more,
            turn,
        ));
    }
    let mut group_rows = vec![header("Group")];
    for (i, group) in odds.groups.iter().enumerate() {
        // A blank line between fields: each field's groups split the same deck again.
        if i > 0 && odds.groups[i - 1].field != group.field {
            group_rows.push(Row::default());
        }
        let label = format!("{}:{} ({} cards)", group.field, group.value, group.cards);
        group_rows.extend(chance_rows(
            &label,
            group.copies,
            &group.by_turn,
            &group.more,
            turn,
        ));
    }
    // One set of widths for both, so the groups' columns line up under the cards'.
    let mut widths = [0; COLUMNS];
    for row in card_rows.iter().chain(&group_rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    write_rows(&mut text, &card_rows, &widths);
    if group_rows.len() > 1 {
        text.push('\n');
        write_rows(&mut text, &group_rows, &widths);
    }
    text
}

const COLUMNS: usize = 6;

/// A row of the table: the card or group, its copies, at least how many, and the three chances.
type Row = [String; COLUMNS];

/// The rows of one card or group: at least one copy, then each further number asked for under
/// it, the name and copies left blank.
fn chance_rows(
    label: &str,
    copies: u32,
    at_least_one: &[TurnOdds],
    more: &[CopiesOdds],
    turn: u32,
) -> Vec<Row> {
    let row = |k: u32, by_turn: &[TurnOdds]| -> Row {
        let opening = by_turn.iter().find(|t| t.turn == 0);
        let later = by_turn.iter().find(|t| t.turn == turn);
        let cell = |chance: Option<f64>| chance.map_or_else(|| "-".to_owned(), percent);
        let (first, copies) = if k == 1 {
            (label.to_owned(), copies.to_string())
        } else {
            (String::new(), String::new())
        };
        [
            first,
            copies,
            k.to_string(),
            cell(opening.map(|t| t.on_the_play)),
            cell(later.map(|t| t.on_the_play)),
            cell(later.map(|t| t.on_the_draw)),
        ]
    };
    std::iter::once(row(1, at_least_one))
        .chain(more.iter().map(|m| row(m.k, &m.by_turn)))
        .collect()
}

/// The first column left-aligned, the numbers right-aligned.
fn write_rows(text: &mut String, rows: &[Row], widths: &[usize; COLUMNS]) {
    for row in rows {
        let mut line = format!("{:<width$}", row[0], width = widths[0]);
        for (cell, width) in row.iter().zip(widths).skip(1) {
            let _ = write!(line, "  {cell:>width$}");
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
}

#[cfg(test)]
#[path = "tests/odds.rs"]
mod tests;
