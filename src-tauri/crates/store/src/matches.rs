//! Matches: a setup plus an append-only action log, written one durable transaction per
//! action and rebuilt by replaying the log through the engine.

use serde::{Deserialize, Serialize};
use tableside_engine::clock::MatchTiming;
use tableside_engine::{GameId, Match, MatchFile, MatchResult, Outcome, Setup};
use ts_rs::TS;

use crate::error::{MatchFileProblem, Missing, Result, StoreError};
use crate::history::{insert_seats, insert_seats_named, SeatDeck};
use crate::queries::history as history_rows;
use crate::queries::matches::{self as rows, MatchRow, NewMatch};
use crate::queries::{parse_json, to_json};
pub use crate::records::MatchId;
use crate::Store;

/// A match as the home screen lists it, read without replaying the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MatchSummary {
    pub id: MatchId,
    pub game: GameId,
    pub format: String,
    /// Player names in seat order.
    pub players: Vec<String>,
    #[ts(type = "number")]
    pub created_at_ms: i64,
    /// When the last action was taken (the creation time before the first).
    #[ts(type = "number")]
    pub updated_at_ms: i64,
    /// Log entries written, undo and redo included.
    pub action_count: u32,
    /// Whether the match has an outcome after its last entry.
    pub finished: bool,
    /// Seats of the winners; empty while unfinished, and for a draw.
    pub winners: Vec<usize>,
}

impl Store {
    /// Records a new match with an empty log. The setup is checked by the engine first, so a
    /// stored match always starts.
    pub fn create_match(&mut self, setup: &Setup, created_at_ms: i64) -> Result<MatchId> {
        self.create_match_with_decks(setup, &[], created_at_ms)
    }

    /// [`Store::create_match`] with the saved deck each seat plays (seats without one, or
    /// past the end of `decks`, play none). Each player is found in the roster by name, or
    /// added to it.
    pub fn create_match_with_decks(
        &mut self,
        setup: &Setup,
        decks: &[SeatDeck],
        created_at_ms: i64,
    ) -> Result<MatchId> {
        let table = Match::new(setup.clone())?;
        let tx = self.begin_write()?;
        let id = rows::insert_match(
            &tx,
            &NewMatch {
                game: setup.game.as_str(),
                format: &setup.format,
                setup_json: to_json(setup),
                created_at_ms,
                updated_at_ms: created_at_ms,
                action_count: 0,
                outcome: None,
                seed: setup.seed,
            },
        )?;
        insert_seats(&tx, id, setup, decks, created_at_ms)?;
        history_rows::file_facts(&tx, id, &table.facts())?;
        tx.commit()?;
        Ok(id)
    }

    /// Writes the log entry the engine just accepted (the last of `after`'s log), with the
    /// match's outcome and history facts after it, in one transaction. When this returns `Ok`
    /// the entry is on disk (`synchronous=FULL`): tell the table it happened only then.
    ///
    /// The entry must be the match's next one; otherwise nothing is written and the error is
    /// [`StoreError::OutOfSequence`] (e.g. another window appended to the same match).
    pub fn append_action(&mut self, id: MatchId, after: &Match) -> Result<()> {
        self.append(id, after, None)
    }

    /// [`Store::append_action`] with the key the device that sent the action gave it, in the
    /// same transaction: [`Store::keyed_action`] finds it, so an action sent again is never
    /// applied twice, even after the app was killed between the write and its answer.
    pub fn append_keyed_action(&mut self, id: MatchId, after: &Match, key: &str) -> Result<()> {
        self.append(id, after, Some(key))
    }

    /// The entry (its `seq`) that the action with `key` became, if one did.
    pub fn keyed_action(&self, id: MatchId, key: &str) -> Result<Option<u32>> {
        rows::keyed_action(&self.conn, id, key)
    }

    fn append(&mut self, id: MatchId, after: &Match, key: Option<&str>) -> Result<()> {
        let entry = after
            .log()
            .last()
            .ok_or(StoreError::NothingToAppend { match_id: id })?;
        let outcome = after.outcome();
        let tx = self.begin_write()?;
        match rows::next_seq(&tx, id)? {
            None => return Err(StoreError::not_found(Missing::Match, id)),
            Some(expected) if expected != entry.seq => {
                return Err(StoreError::OutOfSequence {
                    match_id: id,
                    expected,
                    got: entry.seq,
                })
            }
            Some(_) => {}
        }
        rows::insert_action(&tx, id, entry)?;
        if let Some(key) = key {
            rows::insert_action_key(&tx, id, key, entry.seq)?;
        }
        rows::record_progress(&tx, id, entry.seq, entry.at_ms, outcome.as_ref())?;
        history_rows::file_facts(&tx, id, &after.facts())?;
        tx.commit()?;
        Ok(())
    }

    /// Rebuilds a match by replaying its stored log through the engine.
    pub fn load_match(&self, id: MatchId) -> Result<Match> {
        let row = self.match_row(id)?;
        let setup: Setup = parse_json("match setup", &row.setup_json)?;
        let log = rows::list_actions(&self.conn, id)?;
        Match::replay(setup, log).map_err(|source| StoreError::Replay {
            match_id: Some(id),
            source: Box::new(source),
        })
    }

    /// A match's length and each seat's time and turns, from its stored log's times.
    pub fn match_timing(&self, id: MatchId) -> Result<MatchTiming> {
        let row = self.match_row(id)?;
        let setup: Setup = parse_json("match setup", &row.setup_json)?;
        let log = rows::list_actions(&self.conn, id)?;
        Match::timing_of(setup, log).map_err(|source| StoreError::Replay {
            match_id: Some(id),
            source: Box::new(source),
        })
    }

    /// Up to `limit` matches, the most recently played first.
    pub fn list_matches(&self, limit: u32) -> Result<Vec<MatchSummary>> {
        rows::list_matches(&self.conn, limit, false)?
            .into_iter()
            .map(summarize)
            .collect()
    }

    /// The most recently played match without an outcome, to offer "continue" on start-up.
    pub fn latest_unfinished(&self) -> Result<Option<MatchSummary>> {
        rows::list_matches(&self.conn, 1, true)?
            .into_iter()
            .next()
            .map(summarize)
            .transpose()
    }

    /// Deletes a match and its log.
    pub fn delete_match(&mut self, id: MatchId) -> Result<()> {
        let tx = self.begin_write()?;
        if rows::delete_match(&tx, id)? {
            tx.commit()?;
            Ok(())
        } else {
            Err(StoreError::not_found(Missing::Match, id))
        }
    }

    /// The match as a file, exactly as stored. It does not replay the log, so a match that no
    /// longer replays can still be exported and sent in with a bug report.
    pub fn export_match(&self, id: MatchId) -> Result<MatchFile> {
        let row = self.match_row(id)?;
        Ok(MatchFile {
            format: MatchFile::FORMAT.to_owned(),
            version: MatchFile::VERSION,
            setup: parse_json("match setup", &row.setup_json)?,
            log: rows::list_actions(&self.conn, id)?,
        })
    }

    /// Stores a match file as a new match. The file is replayed first: one that does not
    /// replay is refused and nothing is written. A file of a match already stored (the same
    /// setup, seed included, and the same log) is recognised and not stored twice. The match
    /// counts as created at its first entry (at `imported_at_ms` when its log is empty).
    pub fn import_match(&mut self, file: &MatchFile, imported_at_ms: i64) -> Result<ImportedMatch> {
        let replayed = verify_match_file(file)?;
        let tx = self.begin_write()?;
        let imported = import_verified(&tx, &replayed, &ImportedSeats::default(), imported_at_ms)?;
        tx.commit()?;
        Ok(imported)
    }

    /// Keeps a copy of a match played at another app's table (its file, as that app gives it),
    /// in place of the copy kept earlier, `replacing`, if the match went on after it: one copy
    /// of each match in the history, written in one transaction. A copy already stored (the
    /// same setup and log) is recognised as [`Store::import_match`] does.
    pub fn keep_match_copy(
        &mut self,
        file: &MatchFile,
        replacing: Option<MatchId>,
        kept_at_ms: i64,
    ) -> Result<ImportedMatch> {
        let replayed = verify_match_file(file)?;
        let tx = self.begin_write()?;
        let kept = import_verified(&tx, &replayed, &ImportedSeats::default(), kept_at_ms)?;
        if let Some(earlier) = replacing.filter(|earlier| *earlier != kept.id) {
            // Deleted by the person since: nothing to replace.
            rows::delete_match(&tx, earlier)?;
        }
        tx.commit()?;
        Ok(kept)
    }

    fn match_row(&self, id: MatchId) -> Result<MatchRow> {
        rows::get_match(&self.conn, id)?.ok_or_else(|| StoreError::not_found(Missing::Match, id))
    }
}

fn summarize(row: MatchRow) -> Result<MatchSummary> {
    let setup: Setup = parse_json("match setup", &row.setup_json)?;
    let outcome: Option<Outcome> = row
        .outcome_json
        .as_deref()
        .map(|json| parse_json("match outcome", json))
        .transpose()?;
    Ok(MatchSummary {
        id: row.id,
        game: setup.game,
        format: setup.format,
        players: setup.players,
        created_at_ms: row.created_at_ms,
        updated_at_ms: row.updated_at_ms,
        action_count: row.action_count,
        finished: outcome.is_some(),
        winners: outcome.map(|o| o.winners).unwrap_or_default(),
    })
}

#[cfg(test)]
#[path = "tests/matches.rs"]
mod tests;

/// Where an imported match landed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ImportedMatch {
    pub id: MatchId,
    /// The match was stored already (`id` is that match); nothing was written.
    pub already_present: bool,
}

/// What an exchange file says of a match beyond its match file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ImportedSeats {
    /// Each seat's deck name, in seat order.
    pub deck_names: Vec<Option<String>>,
    pub abandoned: bool,
}

/// Checks a match file's format and version and replays it: the match it holds, or why not.
pub(crate) fn verify_match_file(file: &MatchFile) -> Result<Match> {
    if file.format != MatchFile::FORMAT {
        return Err(StoreError::InvalidMatchFile(
            MatchFileProblem::OtherFormat {
                found: file.format.clone(),
            },
        ));
    }
    if !MatchFile::reads(file.version) {
        return Err(StoreError::InvalidMatchFile(
            MatchFileProblem::OtherVersion {
                found: file.version,
                oldest: MatchFile::OLDEST_VERSION,
                newest: MatchFile::VERSION,
            },
        ));
    }
    Match::replay(file.setup.clone(), &file.log).map_err(|source| StoreError::Replay {
        match_id: None,
        source: Box::new(source),
    })
}

/// Writes a replayed match into `tx` unless it is stored already.
pub(crate) fn import_verified(
    tx: &rusqlite::Connection,
    replayed: &Match,
    seats: &ImportedSeats,
    imported_at_ms: i64,
) -> Result<ImportedMatch> {
    let setup = replayed.setup();
    // The replayed log, not the file's: an entry whose random results the file left out gets
    // the ones its seed gives.
    let log = replayed.log();
    let setup_json = to_json(setup);
    for candidate in history_rows::list_with_seed(tx, setup.seed)? {
        let Some(row) = rows::get_match(tx, candidate)? else {
            continue;
        };
        if row.setup_json == setup_json && rows::list_actions(tx, candidate)? == log {
            return Ok(ImportedMatch {
                id: candidate,
                already_present: true,
            });
        }
    }
    let created_at_ms = log.first().map_or(imported_at_ms, |entry| entry.at_ms);
    let updated_at_ms = log
        .iter()
        .map(|entry| entry.at_ms)
        .max()
        .unwrap_or(created_at_ms);
    let outcome = replayed.outcome();
    let id = rows::insert_match(
        tx,
        &NewMatch {
            game: setup.game.as_str(),
            format: &setup.format,
            setup_json,
            created_at_ms,
            updated_at_ms,
            action_count: log.len() as u32,
            outcome: outcome.as_ref(),
            seed: setup.seed,
        },
    )?;
    for entry in log {
        rows::insert_action(tx, id, entry)?;
    }
    insert_seats_named(tx, id, setup, &seats.deck_names, created_at_ms)?;
    let facts = replayed.facts();
    history_rows::file_facts(tx, id, &facts)?;
    if seats.abandoned && facts.result == MatchResult::InProgress {
        history_rows::file_result(tx, id, MatchResult::Abandoned, facts.turns)?;
        history_rows::clear_seat_outcomes(tx, id)?;
    }
    Ok(ImportedMatch {
        id,
        already_present: false,
    })
}
