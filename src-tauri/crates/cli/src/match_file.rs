//! Reading a match file, with a message that says what is wrong when it is not one.

use serde_json::Value;
use tableside_engine::MatchFile;

/// Parses `text` as a match file. The checks go from coarse to fine so that the message
/// names the first thing a person would fix: not JSON, then not a match file, then a version
/// this build does not read, then the first value that does not fit the schema.
pub fn parse_match_file(text: &str) -> Result<MatchFile, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
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
                "not a match file: its format is {other}, not \"{}\"",
                MatchFile::FORMAT
            ))
        }
    }
    match object.get("version") {
        Some(version) if version.as_u64() == Some(u64::from(MatchFile::VERSION)) => {}
        Some(version) => {
            return Err(format!(
                "match file version {version} is not one this build reads (it reads version {})",
                MatchFile::VERSION
            ))
        }
        None => return Err("not a match file: no \"version\" field".into()),
    }
    // Parsed again from the text, not the value, so that the error has a line as well as a path.
    let mut deserializer = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|error| {
        let path = error.path().to_string();
        format!(
            "the match file does not fit the schema at `{path}`: {}",
            error.into_inner()
        )
    })
}

#[cfg(test)]
#[path = "tests/match_file.rs"]
mod tests;
