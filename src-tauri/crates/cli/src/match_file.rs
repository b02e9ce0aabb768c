//! Reading a match file, with a message that says what is wrong when it is not one.

use serde::de::IgnoredAny;
use serde::Deserialize;
use serde_json::Value;
use tableside_engine::json_text::{self, shortened};
use tableside_engine::{Action, MatchFile};

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

/// Parses a match file that may be written by hand (see [`WrittenMatch`]). A file with every
/// `seq` and `at_ms` and no expected refusal reads exactly as [`parse_match_file`] reads it.
pub fn parse_written_match(text: &str) -> Result<WrittenMatch, String> {
    let exact = parse_match_file(text);
    let mut value: Value = match json_text::parse(text) {
        Ok(value) => value,
        Err(_) => {
            return exact.map(|file| WrittenMatch {
                file,
                expected: Vec::new(),
            })
        }
    };
    let Some(log) = value.get_mut("log").and_then(Value::as_array_mut) else {
        return exact.map(|file| WrittenMatch {
            file,
            expected: Vec::new(),
        });
    };
    let mut expected = Vec::new();
    let mut entries = Vec::new();
    let mut changed = false;
    for (place, mut entry) in std::mem::take(log).into_iter().enumerate() {
        if let Some(refused) = entry.get("refused").cloned() {
            expected.push(expected_refusal(place, entries.len(), &entry, &refused)?);
            changed = true;
            continue;
        }
        if let Some(fields) = entry.as_object_mut() {
            if !fields.contains_key("seq") {
                fields.insert("seq".into(), Value::from(entries.len()));
                changed = true;
            }
            if !fields.contains_key("at_ms") {
                let previous = entries
                    .last()
                    .and_then(|e: &Value| e.get("at_ms"))
                    .and_then(Value::as_i64);
                let at = previous.map_or(0, |at| at + WRITTEN_STEP_MS);
                fields.insert("at_ms".into(), Value::from(at));
                changed = true;
            }
        }
        entries.push(entry);
    }
    if !changed {
        return exact.map(|file| WrittenMatch { file, expected });
    }
    // The header's checks, and their messages, are the exact reader's.
    if let Err(problem) = &exact {
        if !problem.starts_with("the match file does not fit the schema") {
            return Err(problem.clone());
        }
    }
    if let Some(log) = value.get_mut("log") {
        *log = Value::Array(entries);
    }
    let file = serde_json::from_value(value)
        .map_err(|error| format!("the match file does not fit the schema: {error}"))?;
    Ok(WrittenMatch { file, expected })
}

/// The step at `place` in the written log, to be refused after the first `after` entries.
fn expected_refusal(
    place: usize,
    after: usize,
    entry: &Value,
    refused: &Value,
) -> Result<ExpectedRefusal, String> {
    let action = entry
        .get("action")
        .cloned()
        .ok_or_else(|| format!("log[{place}] expects a refusal but has no \"action\" to refuse"))?;
    let action: Action = serde_json::from_value(action)
        .map_err(|error| format!("log[{place}].action does not fit the schema: {error}"))?;
    let text = |key: &str| refused.get(key).and_then(Value::as_str).map(str::to_owned);
    let (rule, code) = (text("rule"), text("code"));
    if rule.is_none() && code.is_none() {
        return Err(format!(
            "log[{place}].refused names neither a \"rule\" nor a \"code\", as in {{\"rule\": \"CTC-DRAW-1\"}}"
        ));
    }
    Ok(ExpectedRefusal {
        after,
        action,
        rule,
        code,
    })
}

#[cfg(test)]
#[path = "tests/match_file.rs"]
mod tests;
