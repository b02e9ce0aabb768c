//! Reading a match file, with a message that says what is wrong when it is not one.

use serde::de::IgnoredAny;
use serde::Deserialize;
use serde_json::Value;
use tableside_engine::json_text::{self, shortened, JsonTextError};
use tableside_engine::{Action, ErrorCode, FileActionError, LogEntry, MatchFile, Setup};

/// Why a text is not a match file this build reads. The code is stable; the message is plain
/// English and names the first thing a person would fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatchFileError {
    /// Not JSON at all (or not UTF-8 text, or text after the value): the reader's message.
    #[error(transparent)]
    NotJson(JsonTextError),
    /// JSON, but not an object.
    #[error("not a match file: expected a JSON object")]
    NotAnObject,
    /// An object without a `format` field.
    #[error(
        "not a match file: no \"format\" field (a match file has \"format\": \"{}\")",
        MatchFile::FORMAT
    )]
    NoFormat,
    /// Another format than a match file's: the value as written, quoted short.
    #[error("not a match file: its format is {}, not \"{}\"", shortened(.0), MatchFile::FORMAT)]
    OtherFormat(String),
    /// A match file without a `version` field.
    #[error("not a match file: no \"version\" field")]
    NoVersion,
    /// A version this build does not read: the value as written, quoted short.
    #[error(
        "match file version {} is not one this build reads (it reads versions {} to {})",
        shortened(.0),
        MatchFile::OLDEST_VERSION,
        MatchFile::VERSION
    )]
    OtherVersion(String),
    /// A match file whose value does not fit the schema.
    #[error("the match file does not fit the schema: {0}")]
    DoesNotFit(JsonTextError),
    /// An action of the log that a file may not hold; `place` counts from 0, as the JSON path.
    #[error("log[{place}]: {source}")]
    Action {
        place: usize,
        source: FileActionError,
    },
    /// A step expected to be refused that says neither by which rule nor with which code.
    #[error(
        "log[{0}].refused names neither a \"rule\" nor a \"code\", as in {{\"rule\": \"CTC-DRAW-1\"}}"
    )]
    RefusalUnnamed(usize),
}

impl MatchFileError {
    /// The code the app gives for the same file: the reader's where JSON did not read, the
    /// store's for a file that is not a match file it takes.
    pub fn code(&self) -> ErrorCode {
        match self {
            MatchFileError::NotJson(error) | MatchFileError::DoesNotFit(error) => error.code(),
            MatchFileError::NotAnObject
            | MatchFileError::NoFormat
            | MatchFileError::OtherFormat(_)
            | MatchFileError::NoVersion
            | MatchFileError::OtherVersion(_) => ErrorCode::StoreInvalidMatchFile,
            MatchFileError::Action { source, .. } => source.code(),
            MatchFileError::RefusalUnnamed(_) => ErrorCode::InputDoesNotFit,
        }
    }
}

/// The fields that say what a file is; every other field is skipped unread.
#[derive(Deserialize)]
struct Header {
    format: Option<Value>,
    version: Option<Value>,
}

/// Parses `text` as a match file. The checks go from coarse to fine so that the message
/// names the first thing a person would fix: not JSON, then not a match file, then a version
/// this build does not read, then the first value that does not fit the schema.
pub fn parse_match_file(text: &str) -> Result<MatchFile, MatchFileError> {
    check_header(text)?;
    // From the text, so that an error has a line as well as a path.
    json_text::parse(text).map_err(MatchFileError::DoesNotFit)
}

/// Whether `text` is a match file of a version this build reads, by its two header fields.
fn check_header(text: &str) -> Result<(), MatchFileError> {
    // Only the two header fields are read first; the log is skipped without building it, so a
    // large file is held in memory once (as the typed file below), not twice.
    if !json_text::without_bom(text).trim_start().starts_with('{') {
        // Not an object: say first whether it is JSON at all.
        json_text::parse::<IgnoredAny>(text).map_err(MatchFileError::NotJson)?;
        return Err(MatchFileError::NotAnObject);
    }
    let header: Header = json_text::parse(text).map_err(MatchFileError::NotJson)?;
    match header.format.as_ref() {
        None => return Err(MatchFileError::NoFormat),
        Some(Value::String(format)) if format == MatchFile::FORMAT => {}
        Some(other) => return Err(MatchFileError::OtherFormat(other.to_string())),
    }
    match header.version.as_ref() {
        Some(version)
            if version
                .as_u64()
                .and_then(|v| u32::try_from(v).ok())
                .is_some_and(MatchFile::reads) => {}
        Some(version) => return Err(MatchFileError::OtherVersion(version.to_string())),
        None => return Err(MatchFileError::NoVersion),
    }
    Ok(())
}

/// A match file as a person may write it by hand: entries without `seq` or `at_ms` (numbered,
/// and timed a second apart, in the order written), and steps that expect a refusal.
#[derive(Debug, Clone, PartialEq)]
pub struct WrittenMatch {
    pub file: MatchFile,
    /// The steps that must be refused, each after the log's first `after` entries.
    pub expected: Vec<ExpectedRefusal>,
}

/// A step written `{"action": …, "refused": {"rule": "XL-HAND-1"}}` (or `{"code": …}` for a
/// refusal no rule makes): the replay checks that it is refused so, and goes on without it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExpectedRefusal {
    pub after: usize,
    pub action: Action,
    pub rule: Option<String>,
    pub code: Option<String>,
}

/// The gap between two entries written without `at_ms`.
const WRITTEN_STEP_MS: i64 = 1_000;

/// One entry as a person may write it: `seq` and `at_ms` may be left out, and `refused` makes
/// it a step that must be refused rather than an entry of the log.
#[derive(Deserialize)]
struct WrittenEntry {
    seq: Option<u32>,
    at_ms: Option<i64>,
    action: Action,
    #[serde(default)]
    random: Vec<u32>,
    refused: Option<RefusedAs>,
}

#[derive(Deserialize)]
struct RefusedAs {
    rule: Option<String>,
    code: Option<String>,
}

#[derive(Deserialize)]
struct WrittenFile {
    format: String,
    version: u32,
    setup: Setup,
    log: Vec<WrittenEntry>,
}

/// Parses a match file that may be written by hand (see [`WrittenMatch`]), in one pass over
/// the text. A file with every `seq` and `at_ms` and no expected refusal reads exactly as
/// [`parse_match_file`] reads it.
pub fn parse_written_match(text: &str) -> Result<WrittenMatch, MatchFileError> {
    check_header(text)?;
    let written: WrittenFile = json_text::parse(text).map_err(MatchFileError::DoesNotFit)?;
    let mut log: Vec<LogEntry> = Vec::with_capacity(written.log.len());
    let mut expected = Vec::new();
    for (place, mut entry) in written.log.into_iter().enumerate() {
        // As the engine counts: a file of version 2 numbers a board's slots from 1.
        entry.action = MatchFile::action_from(written.version, entry.action)
            .map_err(|source| MatchFileError::Action { place, source })?;
        if let Some(refused) = entry.refused {
            if refused.rule.is_none() && refused.code.is_none() {
                return Err(MatchFileError::RefusalUnnamed(place));
            }
            expected.push(ExpectedRefusal {
                after: log.len(),
                action: entry.action,
                rule: refused.rule,
                code: refused.code,
            });
            continue;
        }
        let previous = log.last().map(|e| e.at_ms);
        log.push(LogEntry {
            seq: entry.seq.unwrap_or(log.len() as u32),
            at_ms: entry
                .at_ms
                .unwrap_or_else(|| previous.map_or(0, |at| at + WRITTEN_STEP_MS)),
            action: entry.action,
            random: entry.random,
        });
    }
    let file = MatchFile {
        format: written.format,
        version: written.version,
        setup: written.setup,
        log,
    };
    Ok(WrittenMatch { file, expected })
}

#[cfg(test)]
#[path = "tests/match_file.rs"]
mod tests;
