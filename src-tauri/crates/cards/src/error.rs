//! What is wrong with a data file, and where.

use tableside_engine::json_text::bounded;

/// A data file that does not read or breaks a rule of the data; nothing of it is used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {location}: {message}")]
pub struct DataError {
    /// The file's path under `cards/`, or what the text was (an imported card list).
    pub file: String,
    /// Where in it: a JSON path, a line and column, or `file name`.
    pub location: String,
    pub message: String,
}

/// The error for `file`, naming where in it the problem is.
pub(crate) fn invalid(
    file: &str,
    location: impl Into<String>,
    message: impl Into<String>,
) -> DataError {
    // A bad value can be megabytes long: quote only a short piece of it.
    DataError {
        file: file.to_owned(),
        location: bounded(&location.into()),
        message: bounded(&message.into()),
    }
}
