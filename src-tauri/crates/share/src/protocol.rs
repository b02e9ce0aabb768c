//! The messages of the WebSocket channel: a device sends a [`Request`] (a command by name and
//! its arguments, as the window invokes it), the host answers each with a [`Reply`] carrying
//! the request's `id`. The commands, their arguments and answers are the app's own list and
//! generated types; this is only the envelope.

use serde::{Deserialize, Serialize};
#[cfg(feature = "server")]
use tableside_codes::ErrorCode;
use ts_rs::TS;

/// A command a device asks the host to run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The device's own number for the request, returned with its reply.
    pub id: u64,
    /// A command of the app's list, by name (the UI's `Commands` keys).
    #[ts(type = "keyof Commands")]
    pub command: String,
    #[serde(default)]
    pub args: serde_json::Value,
}

/// The host's reply to a request: its answer or its error, never both.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Reply {
    /// The request's `id`; `None` for a message that could not be read as a request.
    pub id: Option<u64>,
    /// The command's answer, as its entry in `Commands` gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "unknown")]
    pub answer: Option<serde_json::Value>,
    /// An error as the app gives it (the core's `IpcError`), or the channel's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "IpcError")]
    pub error: Option<serde_json::Value>,
}

/// A device asking the host's time, `{"time": n}`: the host answers at once with
/// [`time_text`], `{"time": n, "host_ms": …}`, its clock's milliseconds since the Unix epoch.
/// The device numbers its asks (`n`), times each round trip, and counts its table clocks from
/// the host's time, whatever its own clock says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct TimeAsk {
    pub time: u64,
}

/// The host's answer to a [`TimeAsk`]: the device's number back, with the host's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TimeAnswer {
    pub time: u64,
    /// The host's clock, in milliseconds since the Unix epoch.
    pub host_ms: i64,
}

/// The ask of the host's time in `text`, if it is one.
#[cfg(feature = "server")]
pub(crate) fn time_asked(text: &str) -> Option<TimeAsk> {
    serde_json::from_str(text).ok()
}

/// The host's answer to a [`TimeAsk`], written at once (no serializer between the ask and the
/// answer, whose round trip the device times): a [`TimeAnswer`].
#[cfg(feature = "server")]
pub(crate) fn time_text(asked: TimeAsk, host_ms: i64) -> String {
    format!("{{\"time\":{},\"host_ms\":{host_ms}}}", asked.time)
}

/// What the host tells every device without being asked (the table changed, the seats
/// changed, sharing ends): `{"notice": …}`, never with an `id`. What is inside is the app's
/// (the core's `TableNotice`), but for [`BEHIND`], which the server itself tells.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Notice {
    #[ts(type = "TableNotice")]
    pub notice: serde_json::Value,
}

/// The notice a device gets in place of those it was too slow to take: it asks for what it
/// lacks (the core's `TableNotice::Behind`, whose tests hold the two the same).
pub const BEHIND: &str = "{\"notice\":{\"kind\":\"behind\"}}";

/// The close code of a device's connection when the host stops sharing its table: the join
/// address is gone for good (a new share has a new token), so the device stops trying it and
/// says the table has ended. One of the codes the WebSocket standard leaves to applications.
pub const CLOSE_ENDED: u16 = 4000;

/// The close code of a seat's connection replaced by a newer one of the same seat, beyond
/// [`crate::CONNECTIONS_PER_SEAT`]: the seat is played from another page now, so this one stops
/// trying rather than taking it back.
pub const CLOSE_REPLACED: u16 = 4001;

/// The close code of a device the host sent away (one that watched, or never sat down): it
/// stops trying the table, and says so.
pub const CLOSE_SENT_AWAY: u16 = 4002;

/// The close code when the host's app is closing: it shares the same table again, at the same
/// address, when it starts, so the device reconnects by itself ("going away").
pub const CLOSE_HOST_LEAVING: u16 = 1001;

/// The close code of a device cut off for sending more messages than a table needs ("policy
/// violation"); the reply before it carries `SHARE_FLOOD`.
pub const CLOSE_FLOOD: u16 = 1008;

/// The close code of a device cut off for a message over [`crate::MAX_MESSAGE_BYTES`]
/// ("message too big"); the reply before it carries `SHARE_TOO_BIG`.
pub const CLOSE_TOO_BIG: u16 = 1009;

/// The reply text for an answer already written as JSON: put in place as it is, not parsed
/// and written again.
#[cfg(feature = "server")]
pub(crate) fn answer_text(id: u64, answer: &str) -> String {
    format!("{{\"id\":{id},\"answer\":{answer}}}")
}

/// The reply text for an error.
#[cfg(feature = "server")]
pub(crate) fn error_text(id: Option<u64>, error: serde_json::Value) -> String {
    serde_json::to_string(&Reply {
        id,
        answer: None,
        error: Some(error),
    })
    .unwrap_or_else(|_| {
        format!(
            "{{\"id\":null,\"error\":{{\"code\":\"{}\"}}}}",
            ErrorCode::CommandAnswer
        )
    })
}

/// An error of the channel itself, shaped as the app's errors are (`code`, `message`, and no
/// rule), so that a device shows it as it shows any other.
#[cfg(feature = "server")]
pub(crate) fn channel_error(code: ErrorCode, message: &str) -> serde_json::Value {
    serde_json::json!({ "code": code, "message": message, "rule": null, "reason": null })
}

#[cfg(all(test, feature = "server"))]
mod tests {
    use super::*;

    #[test]
    fn the_time_written_at_once_reads_as_a_time_answer() {
        let text = time_text(TimeAsk { time: 7 }, 1_234_567);
        let answer: TimeAnswer = serde_json::from_str(&text).expect("a time answer");
        assert_eq!(
            answer,
            TimeAnswer {
                time: 7,
                host_ms: 1_234_567
            }
        );
    }

    #[test]
    fn the_behind_notice_is_a_notice() {
        let notice: Notice = serde_json::from_str(BEHIND).expect("a notice");
        assert_eq!(notice.notice["kind"], "behind");
    }
}
