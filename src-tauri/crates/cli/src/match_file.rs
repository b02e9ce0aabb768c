//! Reading a match file, with a message that says what is wrong when it is not one.

use serde_json::Value;
use tableside_engine::json_text::{self, shortened};
use tableside_engine::MatchFile;

/// Parses `text` as a match file. The checks go from coarse to fine so that the message
/// names the first thing a person would fix: not JSON, then not a match file, then a version
/// this build does not read, then the first value that does not fit the schema.
pub fn parse_match_file(text: &str) -> Result<MatchFile, String> {
    let value: Value = json_text::parse(text).map_err(|error| error.to_string())?;
    let Some(object) = value.as_object() else {
        return Err("not a match file: expected a JSON object".into());
    };
    match object.get("format") {
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
    match object.get("version") {
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
