//! Match history between devices and into spreadsheets: every match in one file, a file of
//! one or many matches imported all or nothing, and a CSV of the history.
//!
//! An imported match is replayed before anything is written; one that does not replay makes
//! the whole file refused with its place and reason. A match already stored (the same setup
//! and log) is recognised and counted, not stored twice.

use serde::{Deserialize, Serialize};
use tableside_engine::{json_text, MatchFile, MatchResult};
use ts_rs::TS;

use crate::error::{MatchFileProblem, Result, StoreError};
use crate::history::{HistoryEntry, HistoryFilter, SeatOutcome};
use crate::matches::{import_verified, verify_match_file, ImportedMatch, ImportedSeats};
use crate::progress::Progress;
use crate::records::MatchId;
use crate::Store;

/// A file of many matches, as "export every match" writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HistoryFile {
    /// Always `tableside-history`.
    pub format: String,
    pub version: u32,
    pub matches: Vec<HistoryFileMatch>,
}

impl HistoryFile {
    pub const FORMAT: &'static str = "tableside-history";
    pub const VERSION: u32 = 1;
}

/// One match of a [`HistoryFile`]: its match file and what history knows besides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HistoryFileMatch {
    #[serde(rename = "match")]
    pub file: MatchFile,
    /// Each seat's deck name, in seat order (`null` for none).
    #[serde(default)]
    pub decks: Vec<Option<String>>,
    /// Filed as abandoned on the device that wrote it.
    #[serde(default)]
    pub abandoned: bool,
}

/// A file of matches read and every match replayed, not yet written: what
/// [`Store::read_matches`] gives.
pub struct CheckedMatches {
    entries: Vec<HistoryFileMatch>,
    verified: Vec<tableside_engine::Match>,
}

/// How many matches are read or written between two reports of an import's progress.
const PROGRESS_EVERY: usize = 100;

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ImportSummary {
    /// Matches stored by this import.
    pub imported: u32,
    /// Matches the file holds that were stored already.
    pub already_present: u32,
    /// Where each of the file's matches is, in the file's order.
    pub matches: Vec<MatchId>,
}

/// Just the `format` field, to tell the two kinds of file apart before reading either.
#[derive(Deserialize)]
struct FormatOnly {
    format: String,
}

impl Store {
    /// Every match in one file, oldest first, with its seats' deck names.
    pub fn export_history(&self) -> Result<HistoryFile> {
        let mut matches = Vec::new();
        for entry in self
            .all_history(&HistoryFilter::default())?
            .into_iter()
            .rev()
        {
            matches.push(HistoryFileMatch {
                file: self.export_match(entry.id)?,
                decks: entry.seats.iter().map(|s| s.deck_name.clone()).collect(),
                abandoned: entry.result == MatchResult::Abandoned,
            });
        }
        Ok(HistoryFile {
            format: HistoryFile::FORMAT.to_owned(),
            version: HistoryFile::VERSION,
            matches,
        })
    }

    /// Imports a match file or a history file (told apart by its `format` field): every
    /// match is replayed first, and all of them are written in one transaction, or none.
    pub fn import_matches_text(
        &mut self,
        text: &str,
        imported_at_ms: i64,
    ) -> Result<ImportSummary> {
        let checked = Store::read_matches(text, &mut |_| {})?;
        self.write_matches(checked, imported_at_ms, &mut |_| {})
    }

    /// The first half of [`Store::import_matches_text`], which needs no database: the file
    /// read and every match replayed, `progress` told of each. A caller that shares the store
    /// does this without holding it.
    pub fn read_matches(text: &str, progress: &mut dyn FnMut(Progress)) -> Result<CheckedMatches> {
        progress(Progress::reading());
        let kind: FormatOnly = json_text::parse(text).map_err(invalid)?;
        let entries: Vec<HistoryFileMatch> = if kind.format == HistoryFile::FORMAT {
            let file: HistoryFile = json_text::parse(text).map_err(invalid)?;
            if file.version != HistoryFile::VERSION {
                return Err(StoreError::InvalidMatchFile(
                    MatchFileProblem::OtherHistoryVersion {
                        found: file.version,
                        reads: HistoryFile::VERSION,
                    },
                ));
            }
            file.matches
        } else {
            let file: MatchFile = json_text::parse(text).map_err(invalid)?;
            vec![HistoryFileMatch {
                file,
                decks: Vec::new(),
                abandoned: false,
            }]
        };
        let total = entries.len();
        let mut verified = Vec::with_capacity(total);
        for (index, entry) in entries.iter().enumerate() {
            let replayed =
                verify_match_file(&entry.file).map_err(|source| StoreError::InBundle {
                    index: index + 1,
                    source: Box::new(source),
                })?;
            verified.push(replayed);
            if (index + 1) % PROGRESS_EVERY == 0 || index + 1 == total {
                progress(Progress::checking(index + 1, total));
            }
        }
        Ok(CheckedMatches { entries, verified })
    }

    /// The second half of [`Store::import_matches_text`]: every match written in one
    /// transaction, `progress` told as they go.
    pub fn write_matches(
        &mut self,
        checked: CheckedMatches,
        imported_at_ms: i64,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ImportSummary> {
        let CheckedMatches { entries, verified } = checked;
        let total = entries.len();
        let tx = self.begin_write()?;
        let mut summary = ImportSummary {
            imported: 0,
            already_present: 0,
            matches: Vec::with_capacity(total),
        };
        progress(Progress::writing(0, total));
        for (index, (entry, replayed)) in entries.iter().zip(&verified).enumerate() {
            let seats = ImportedSeats {
                deck_names: entry.decks.clone(),
                abandoned: entry.abandoned,
            };
            let ImportedMatch {
                id,
                already_present,
            } = import_verified(&tx, replayed, &seats, imported_at_ms)?;
            if already_present {
                summary.already_present += 1;
            } else {
                summary.imported += 1;
            }
            summary.matches.push(id);
            if (index + 1) % PROGRESS_EVERY == 0 {
                progress(Progress::writing(index + 1, total));
            }
        }
        tx.commit()?;
        progress(Progress::writing(total, total));
        Ok(summary)
    }

    /// The history matching `filter` as CSV, one row per seat (the shape a pivot table
    /// wants): when, which game and format, the seat, its player and deck, whether it was on
    /// the play, how it fared, the match's result, turns and minutes (from its start to its
    /// last entry as filed), and from the log's times its length (first entry to last), the
    /// seat's time to act and its average turn. Times are UTC.
    pub fn history_csv(&self, filter: &HistoryFilter) -> Result<String> {
        let mut writer = csv::Writer::from_writer(Vec::new());
        let csv_error = |e: csv::Error| StoreError::bad_row("CSV row", e);
        writer
            .write_record([
                "match_id",
                "started_utc",
                "ended_utc",
                "game",
                "format",
                "seat",
                "player",
                "deck",
                "on_the_play",
                "seat_result",
                "match_result",
                "turns",
                "minutes",
                "length_minutes",
                "player_minutes",
                "average_turn_seconds",
            ])
            .map_err(csv_error)?;
        for entry in self.all_history(filter)? {
            let minutes = (entry.updated_at_ms - entry.created_at_ms) as f64 / 60_000.0;
            // A match whose log no longer reads or replays keeps its rows, its times left
            // empty: one such match must not cost the table the whole export.
            let timing = match self.match_timing(entry.id) {
                Ok(timing) => Some(timing),
                Err(StoreError::Replay { .. } | StoreError::BadRow { .. }) => None,
                Err(other) => return Err(other),
            };
            let length = timing
                .as_ref()
                .map(|timing| format!("{:.1}", timing.length_ms as f64 / 60_000.0))
                .unwrap_or_default();
            for seat in &entry.seats {
                let times = timing
                    .as_ref()
                    .and_then(|timing| timing.seats.get(seat.seat));
                let used = times
                    .map(|t| format!("{:.1}", t.used_ms as f64 / 60_000.0))
                    .unwrap_or_default();
                let average = times
                    .and_then(|t| t.average_turn_ms)
                    .map(|ms| format!("{:.0}", ms as f64 / 1_000.0))
                    .unwrap_or_default();
                writer
                    .write_record([
                        entry.id.to_string(),
                        utc(entry.created_at_ms),
                        utc(entry.updated_at_ms),
                        entry.game.as_str().to_owned(),
                        entry.format.clone(),
                        (seat.seat + 1).to_string(),
                        seat.name.clone(),
                        seat.deck_name.clone().unwrap_or_default(),
                        if seat.on_play { "yes" } else { "no" }.to_owned(),
                        match seat.outcome {
                            Some(SeatOutcome::Win) => "win",
                            Some(SeatOutcome::Loss) => "loss",
                            Some(SeatOutcome::Draw) => "draw",
                            None => "",
                        }
                        .to_owned(),
                        entry.result.as_str().to_owned(),
                        entry.turns.to_string(),
                        format!("{minutes:.1}"),
                        length.clone(),
                        used,
                        average,
                    ])
                    .map_err(csv_error)?;
            }
        }
        let bytes = writer
            .into_inner()
            .map_err(|e| StoreError::bad_row("CSV", e.to_string()))?;
        String::from_utf8(bytes).map_err(|e| StoreError::bad_row("CSV", e))
    }

    /// Every filed match matching `filter`, newest first, page by page.
    fn all_history(&self, filter: &HistoryFilter) -> Result<Vec<HistoryEntry>> {
        let mut all = Vec::new();
        let mut after = None;
        loop {
            let page = self.history(filter, after, crate::history::MAX_HISTORY_PAGE)?;
            all.extend(page.entries);
            match page.next {
                Some(next) => after = Some(next),
                None => return Ok(all),
            }
        }
    }
}

fn invalid(error: json_text::JsonTextError) -> StoreError {
    StoreError::InvalidMatchFile(MatchFileProblem::Unreadable(error))
}

/// A UTC time as RFC 3339, to the second.
fn utc(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
        .unwrap_or_default()
}

#[cfg(test)]
#[path = "tests/exchange.rs"]
mod tests;
