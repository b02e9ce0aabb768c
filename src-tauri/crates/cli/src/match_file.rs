//! Reading a match file, with a message that says what is wrong when it is not one.

use serde::de::IgnoredAny;
use serde::Deserialize;
use serde_json::Value;
use tableside_engine::json_text::{self, shortened};
use tableside_engine::MatchFile;

/// The fields that say what a file is; every other field is skipped unread.
#[derive(Deserialize)]
struct Header {
    format: Option<Value>,
    version: Option<Value>,
}

/// Parses `text` as a match file. The checks go from coarse to fine so that the message
/// names the first thing a person would fix: not JSON, then not a match file, then a version
/// this build does not read, then the first value that does not fit the schema.
pub fn parse_match_file(text: &str) -> Result<MatchFile, String> {
    // Only the two header fields are read first; the log is skipped without building it, so a
    // large file is held in memory once (as the typed file below), not twice.
    if !json_text::without_bom(text).trim_start().starts_with('{') {
        // Not an object: say first whether it is JSON at all.
        json_text::parse::<IgnoredAny>(text).map_err(|error| error.to_string())?;
        return Err("not a match file: expected a JSON object".into());
    }
    let header: Header = json_text::parse(text).map_err(|error| error.to_string())?;
    match header.format.as_ref() {
        None => {
            return Err(format!(
                "not a match file: no \"format\" field (a match file has \"format\": \"{}\")",
                MatchFile::FORMAT
            ))
        }
        Some(Value::String(format)) if format == MatchFile::FORMAT => {}
        Some(other) => {
            return Err(format!(
                "not a match file: its format is {}, not \"{}\"",
                shortened(&other.to_string()),
                MatchFile::FORMAT
            ))
        }
    }
    match header.version.as_ref() {
        Some(version) if version.as_u64() == Some(u64::from(MatchFile::VERSION)) => {}
        Some(version) => {
            return Err(format!(
                "match file version {} is not one this build reads (it reads version {})",
                shortened(&version.to_string()),
                MatchFile::VERSION
            ))
        }
        None => return Err("not a match file: no \"version\" field".into()),
    }
    // Parsed again from the text, not the value, so that the error has a line as well as a path.
    json_text::parse(text)
        .map_err(|error| format!("the match file does not fit the schema: {error}"))
}

#[cfg(test)]
#[path = "tests/match_file.rs"]
mod tests;
