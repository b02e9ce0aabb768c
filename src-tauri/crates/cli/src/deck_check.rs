//! `check-deck`: a deck file checked against a format of the shipped card data.
//!
//! The check itself is the engine's ([`tableside_engine::deck_check`]), over the shipped card
//! data ([`ShippedCards`], the files of `cards/` embedded at build time), so the CLI needs no
//! database. Here: reading the file, today's date from the clock, each problem in English, and
//! the exit codes.

use std::collections::BTreeMap;

use serde::Serialize;
use tableside_cards::ShippedCards;
use tableside_engine::date::date_of_unix_ms;
use tableside_engine::deck_check::{self, CardData, CheckOptions as EngineOptions};
pub use tableside_engine::deck_check::{DeckFile, DeckFileEntry, DeckReport};
use tableside_engine::json_text::{self, bounded};
use tableside_engine::odds::DeckOdds;
use tableside_engine::{Date, DeckProblem, Label};

use crate::english;
use crate::error::CliError;

/// The deck is legal.
pub const EXIT_LEGAL: u8 = 0;
/// The deck has problems.
pub const EXIT_ILLEGAL: u8 = 1;
/// The input cannot be checked.
pub const EXIT_INVALID: u8 = 2;

/// The exit code of a report.
pub fn exit_code(report: &DeckReport) -> u8 {
    if report.legal {
        EXIT_LEGAL
    } else {
        EXIT_ILLEGAL
    }
}

/// What the command line says beyond the format.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckOptions {
    pub players: Option<usize>,
    /// `YYYY-MM-DD`, as given.
    pub date: Option<String>,
}

/// Parses a deck file, naming the JSON path and line of the first value that does not fit.
pub fn parse_deck_file(text: &str) -> Result<DeckFile, CliError> {
    json_text::parse(text).map_err(CliError::DeckFile)
}

/// Checks the deck file over the shipped cards, with the command line's choices taking the
/// place of the file's.
pub fn check(
    file: &DeckFile,
    game: Option<&str>,
    format: Option<&str>,
    options: &CheckOptions,
) -> Result<DeckReport, CliError> {
    check_over(file, game, format, options, &ShippedCards)
}

/// [`check`] over any card source: a database's cards include the ones imported into it.
pub fn check_over(
    file: &DeckFile,
    game: Option<&str>,
    format: Option<&str>,
    options: &CheckOptions,
    data: &dyn CardData,
) -> Result<DeckReport, CliError> {
    let options = EngineOptions {
        players: options.players,
        date: options.date.clone(),
        today: today()?,
    };
    Ok(deck_check::check(file, game, format, &options, data)?)
}

/// A problem's reason in English, worded by the catalogs as the app words it, and kept short
/// however long a name the deck file gave.
pub fn problem_message(problem: &DeckProblem) -> String {
    bounded(&english::label(&problem.reason, &[]))
}

/// A deck check's report as `check-deck` prints it: the engine's, each problem with its
/// English beside its label.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrintedReport<'a> {
    pub legal: bool,
    pub game: &'a str,
    pub format: &'a str,
    pub players: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<&'a str>,
    pub counts: &'a BTreeMap<String, u32>,
    pub problems: Vec<PrintedProblem<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub odds: Option<&'a DeckOdds>,
}

/// A problem as `check-deck` prints it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrintedProblem<'a> {
    pub rule: &'a str,
    /// The reason in English ([`problem_message`]).
    pub message: String,
    pub reason: &'a Label,
    pub cards: &'a [String],
}

/// The report with each problem's English.
pub fn printed(report: &DeckReport) -> PrintedReport<'_> {
    // Taken apart field by field, so a field the engine adds to its report fails to compile
    // here rather than go missing from the output.
    let DeckReport {
        legal,
        game,
        format,
        players,
        date,
        counts,
        problems,
        odds,
    } = report;
    PrintedReport {
        legal: *legal,
        game,
        format,
        players: *players,
        date: date.as_deref(),
        counts,
        problems: problems
            .iter()
            .map(|problem| PrintedProblem {
                rule: &problem.rule,
                message: problem_message(problem),
                reason: &problem.reason,
                cards: &problem.cards,
            })
            .collect(),
        odds: odds.as_ref(),
    }
}

/// Today's date in UTC, from the system clock.
fn today() -> Result<Date, CliError> {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|elapsed| i64::try_from(elapsed.as_millis()).ok())
        .and_then(date_of_unix_ms)
        .ok_or(CliError::NoDate)
}

#[cfg(test)]
#[path = "tests/deck_check.rs"]
mod tests;
