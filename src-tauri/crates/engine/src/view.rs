//! What the UI and the CLI see of a match: plain data, no rules.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::action::{Action, LogEntry};
use crate::clock::Clocks;
use crate::declined::Declined;
use crate::game::Outcome;
use crate::games::{GameAction, GameState};
use crate::label::Label;
use crate::matches::{LogLine, Match};
use crate::setup::Setup;

/// A match as shown at the table: the state, the log, what undo and redo would do, and
/// which actions the engine accepts now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct MatchView {
    pub setup: Setup,
    pub state: GameState,
    pub log: Vec<LogLine>,
    /// What undo would take back.
    pub undo: Option<Label>,
    /// What redo would put back.
    pub redo: Option<Label>,
    pub outcome: Option<Outcome>,
    /// Game actions the engine accepts now, from the game's offered set; the UI dims the
    /// rest but still lets a player try them (to see the rule, and to apply a ruling).
    pub legal: Vec<GameAction>,
    /// The rest of the offered set, each with why the engine refuses it now: a dimmed control
    /// says it in one line.
    pub declined: Vec<Declined>,
    /// The clocks as they stood at the last entry, once started: a screen counts on from
    /// their `at_ms` by itself, with no call per second.
    pub clock: Option<Clocks>,
}

/// What one accepted action changed, for a table that holds the view from before it: the
/// whole view but the log, whose size does not grow with the match, and the log lines the
/// action added or changed ([`Match::changed_lines`]). What a tap sends back stays the same
/// size at entry 10 and at entry 10,000.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct MatchUpdate {
    pub state: GameState,
    /// Lines to put in place by their `seq`: a `seq` past the end is appended.
    pub lines: Vec<LogLine>,
    /// Entries in the log after the action.
    pub log_len: u32,
    pub undo: Option<Label>,
    pub redo: Option<Label>,
    pub outcome: Option<Outcome>,
    pub legal: Vec<GameAction>,
    pub declined: Vec<Declined>,
    pub clock: Option<Clocks>,
}

impl Match {
    /// The view after the last entry, as a change to the view before it.
    pub fn update(&self) -> MatchUpdate {
        MatchUpdate {
            lines: self.changed_lines(),
            ..self.update_without_lines()
        }
    }

    /// The view for a table that saw the first `seen` entries: [`Match::update`] with the
    /// lines it lacks ([`Match::lines_since`]), for a device catching up after it was away.
    pub fn update_since(&self, seen: u32) -> MatchUpdate {
        MatchUpdate {
            lines: self.lines_since(seen),
            ..self.update_without_lines()
        }
    }

    fn update_without_lines(&self) -> MatchUpdate {
        let (legal, declined) = self.offered_actions();
        MatchUpdate {
            state: self.state().clone(),
            lines: Vec::new(),
            log_len: self.log().len() as u32,
            undo: self.undo_label(),
            redo: self.redo_label(),
            outcome: self.outcome(),
            legal,
            declined,
            clock: self.clocks(),
        }
    }

    pub fn view(&self) -> MatchView {
        let (legal, declined) = self.offered_actions();
        MatchView {
            setup: self.setup().clone(),
            state: self.state().clone(),
            log: self.log_lines(),
            undo: self.undo_label(),
            redo: self.redo_label(),
            outcome: self.outcome(),
            legal,
            declined,
            clock: self.clocks(),
        }
    }

    /// The match as a file: its setup and every log entry, undone ones included.
    pub fn to_file(&self) -> MatchFile {
        MatchFile {
            format: MatchFile::FORMAT.to_owned(),
            version: MatchFile::VERSION,
            setup: self.setup().clone(),
            log: self.log().to_vec(),
        }
    }
}

/// The exchange format of a match: what the app exports and `tableside-cli replay` reads.
///
/// A file numbers what a person reads as the person reads it: version 2 counts a board's
/// slots from 1, as the screen and the messages do (each game says what it renumbers,
/// `Game::to_file`). Version 1, written before, counted them from 0, and is still read.
// In memory the log is as the engine counts, whatever the version read; a file is always
// written as the newest version.
#[derive(Debug, Clone, PartialEq, TS, schemars::JsonSchema)]
pub struct MatchFile {
    /// Always `tableside-match`.
    pub format: String,
    /// The version of this file format: 2 (1 is still read).
    pub version: u32,
    pub setup: Setup,
    pub log: Vec<LogEntry>,
}

impl MatchFile {
    pub const FORMAT: &'static str = "tableside-match";
    /// The version written.
    pub const VERSION: u32 = 2;
    /// The oldest version read.
    pub const OLDEST_VERSION: u32 = 1;

    /// Whether this build reads files of `version`.
    pub fn reads(version: u32) -> bool {
        (Self::OLDEST_VERSION..=Self::VERSION).contains(&version)
    }

    /// An action as a file of `version` wrote it, as the engine counts.
    pub fn action_from(
        version: u32,
        action: Action,
    ) -> Result<Action, crate::error::FileActionError> {
        if version >= 2 {
            action.from_file()
        } else {
            Ok(action)
        }
    }

    /// An action as the engine counts it, as a file of `version` writes it: the inverse of
    /// [`MatchFile::action_from`]. What a reader of a file is told about one of its entries
    /// (a refusal, a trace) numbers it as that file does, so that one number is read in all.
    pub fn action_as_written(version: u32, action: &Action) -> Action {
        if version >= 2 {
            action.to_file()
        } else {
            action.clone()
        }
    }
}

/// A match file's fields as they are written: `L` is the log, as the engine counts or as a
/// file numbers.
#[derive(Serialize, Deserialize)]
struct FileFields<L> {
    format: String,
    version: u32,
    setup: Setup,
    log: L,
}

impl Serialize for MatchFile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let log: Vec<LogEntry> = self
            .log
            .iter()
            .map(|entry| LogEntry {
                action: entry.action.to_file(),
                ..entry.clone()
            })
            .collect();
        FileFields {
            format: self.format.clone(),
            version: Self::VERSION,
            setup: self.setup.clone(),
            log,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for MatchFile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let fields = FileFields::<Vec<LogEntry>>::deserialize(deserializer)?;
        let version = fields.version;
        let mut log = Vec::with_capacity(fields.log.len());
        for (place, entry) in fields.log.into_iter().enumerate() {
            // A version this build does not read is left as written, for the reader to refuse
            // by its version rather than by a slot.
            let action = if Self::reads(version) {
                Self::action_from(version, entry.action)
                    .map_err(|reason| serde::de::Error::custom(format!("log[{place}]: {reason}")))?
            } else {
                entry.action
            };
            log.push(LogEntry { action, ..entry });
        }
        Ok(MatchFile {
            format: fields.format,
            version,
            setup: fields.setup,
            log,
        })
    }
}
