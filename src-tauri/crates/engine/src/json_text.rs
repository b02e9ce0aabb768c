//! JSON a person hands in (a match file, a deck file, a card list, a format file), read as text
//! and parsed with errors that name the place, not the payload.
//!
//! A bad file can be huge: a 10 MB string where a name belongs would otherwise come back
//! quoted whole in the message. Every message here gives the JSON path, the line and column,
//! and quotes at most [`QUOTE_LIMIT`] characters of any value. A UTF-8 byte-order mark, which
//! some editors write, is accepted; text that is not UTF-8 says so with the byte offset.

use serde::de::DeserializeOwned;
use tableside_codes::ErrorCode;

/// The most characters of an offending value a message quotes.
pub const QUOTE_LIMIT: usize = 80;

/// The most characters a whole message keeps, whatever it lists.
const MESSAGE_LIMIT: usize = 400;

const BYTE_ORDER_MARK: char = '\u{feff}';

/// Why a text is not the JSON it should be.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JsonTextError {
    /// The bytes are not UTF-8; `offset` is the first byte that is not.
    #[error("not UTF-8 text: byte {offset} is not part of a UTF-8 character")]
    NotUtf8 { offset: usize },
    /// Not JSON at all, or cut short.
    #[error("not JSON at line {line}, column {column}: {message}")]
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    /// JSON, but a value does not fit at `path` (`log[3].action.kind`; `.` for the whole).
    #[error("the value at `{path}` (line {line}, column {column}) does not fit: {message}")]
    Schema {
        path: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// Something follows the JSON value.
    #[error("text after the JSON value at line {line}, column {column}")]
    Trailing { line: usize, column: usize },
}

impl JsonTextError {
    /// A stable code for the UI and the logs.
    pub fn code(&self) -> ErrorCode {
        match self {
            JsonTextError::NotUtf8 { .. } => ErrorCode::InputNotUtf8,
            JsonTextError::Syntax { .. } => ErrorCode::InputNotJson,
            JsonTextError::Schema { .. } => ErrorCode::InputDoesNotFit,
            JsonTextError::Trailing { .. } => ErrorCode::InputTrailingText,
        }
    }
}

/// The bytes of a file as text: UTF-8, without a leading byte-order mark. Takes the bytes so
/// that a large file is not copied to become text.
pub fn text_of(bytes: Vec<u8>) -> Result<String, JsonTextError> {
    let mut text = String::from_utf8(bytes).map_err(|error| JsonTextError::NotUtf8 {
        offset: error.utf8_error().valid_up_to(),
    })?;
    if text.starts_with(BYTE_ORDER_MARK) {
        text.drain(..BYTE_ORDER_MARK.len_utf8());
    }
    Ok(text)
}

/// `text` without a leading byte-order mark.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text)
}

/// Parses `text` (a leading byte-order mark allowed) as one `T` and nothing after it.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, JsonTextError> {
    // Tracking the path costs every value of a large file, and only a failed parse reads it:
    // a text that parses is parsed once, plainly; one that does not is parsed again with the
    // path tracked, for the message.
    match serde_json::from_str(without_bom(text)) {
        Ok(value) => Ok(value),
        Err(_) => parse_tracking_path(text),
    }
}

/// [`parse`] with the path of the value being read tracked, for the message of a failure.
fn parse_tracking_path<T: DeserializeOwned>(text: &str) -> Result<T, JsonTextError> {
    let mut deserializer = serde_json::Deserializer::from_str(without_bom(text));
    let value: T = serde_path_to_error::deserialize(&mut deserializer).map_err(|error| {
        let path = error.path().to_string();
        let inner = error.into_inner();
        let (line, column) = (inner.line(), inner.column());
        // serde_json ends its message with the position, given separately here.
        let full = inner.to_string();
        let message = full
            .strip_suffix(&format!(" at line {line} column {column}"))
            .unwrap_or(&full);
        let message = bounded(&with_suggestion(message));
        if inner.is_syntax() || inner.is_eof() {
            JsonTextError::Syntax {
                line,
                column,
                message,
            }
        } else {
            JsonTextError::Schema {
                path,
                line,
                column,
                message,
            }
        }
    })?;
    deserializer
        .end()
        .map_err(|error| JsonTextError::Trailing {
            line: error.line(),
            column: error.column(),
        })?;
    Ok(value)
}

/// `message` with every quoted stretch (between backticks or double quotes) longer than
/// [`QUOTE_LIMIT`] cut to that many characters and its length, and the whole kept within
/// [`MESSAGE_LIMIT`] characters.
pub fn bounded(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(MESSAGE_LIMIT + 16));
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = rest[open..].chars().next().unwrap_or('"');
        let after = &rest[open + 1..];
        let Some(close) = after.find(quote) else {
            break;
        };
        out.push_str(&rest[..=open]);
        out.push_str(&shortened(&after[..close]));
        out.push(quote);
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    if out.chars().count() > MESSAGE_LIMIT {
        let kept: String = out.chars().take(MESSAGE_LIMIT).collect();
        return format!("{kept}…");
    }
    out
}

/// `message` with "did you mean `name`?" added when it is serde's "unknown field `nmae`,
/// expected one of …" (or the same for a variant) and one of the expected names is close.
pub fn with_suggestion(message: &str) -> String {
    let unknown_at = ["unknown field `", "unknown variant `"]
        .iter()
        .find_map(|prefix| message.find(prefix).map(|at| at + prefix.len()));
    let Some(start) = unknown_at else {
        return message.to_owned();
    };
    let rest = &message[start..];
    let Some((unknown, expected)) = rest.split_once('`') else {
        return message.to_owned();
    };
    // A long unknown name is a payload, not a typo; comparing it would cost its length squared.
    if unknown.chars().count() > 64 {
        return message.to_owned();
    }
    let closest = expected
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|known| (strsim::damerau_levenshtein(unknown, known), known))
        .filter(|&(distance, known)| distance > 0 && distance <= (known.chars().count() / 3).max(1))
        .min_by_key(|&(distance, _)| distance);
    match closest {
        Some((_, known)) => format!("{message}; did you mean `{known}`?"),
        None => message.to_owned(),
    }
}

/// A value to quote: itself when short, else its start, an ellipsis and its length.
pub fn shortened(value: &str) -> String {
    let length = value.chars().count();
    if length <= QUOTE_LIMIT {
        return value.to_owned();
    }
    let start: String = value.chars().take(QUOTE_LIMIT).collect();
    format!("{start}… ({length} characters)")
}

#[cfg(test)]
#[path = "tests/json_text.rs"]
mod tests;
