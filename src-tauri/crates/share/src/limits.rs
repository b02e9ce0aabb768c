//! What one device may send: a malformed, oversized or flooding connection is closed with an
//! error and affects no one else.

/// The most devices connected at once that hold no seat (joining, watching, keeping the match):
/// a table of eight with a second screen each, watchers besides, and room to spare; more is
/// someone trying the door. A seat's device is never one of them: whoever has the join address
/// can fill these places, and a player must still get back to the table.
pub const MAX_UNSEATED: usize = 32;

/// The most connections without a seat from one network address: a phone's few pages, or
/// another app keeping the match, with room to spare. More from one address is someone trying
/// the door, who is then turned away without taking the places every other phone may need.
pub const UNSEATED_PER_ADDRESS: usize = 8;

/// What a table admits of devices without a seat: [`MAX_UNSEATED`] in all and
/// [`UNSEATED_PER_ADDRESS`] from one address, unless a test says otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub unseated: usize,
    pub unseated_per_address: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            unseated: MAX_UNSEATED,
            unseated_per_address: UNSEATED_PER_ADDRESS,
        }
    }
}

/// The most connections one seat's device may hold at once (a page reloaded, a second tab, a
/// connection the phone lost without closing it). One more replaces the oldest, which is told
/// so (`CLOSE_REPLACED`): a phone that lost its network never locks its own seat out.
pub const CONNECTIONS_PER_SEAT: usize = 4;

/// The largest message a device may send, in bytes: an action is a few hundred bytes, a match
/// file a seat might hand over far less than this.
pub const MAX_MESSAGE_BYTES: usize = 256 * 1024;

/// How many messages a device may send each second, on average: taps come a few a second.
pub const MESSAGES_PER_SECOND: f64 = 20.0;

/// How many messages a device may send at once, beyond the average, before it is cut off.
pub const MESSAGE_BURST: f64 = 40.0;

/// A token bucket: [`MESSAGE_BURST`] messages at once, refilled at [`MESSAGES_PER_SECOND`].
pub(crate) struct Pace {
    tokens: f64,
    last: tokio::time::Instant,
}

impl Pace {
    pub(crate) fn new() -> Pace {
        Pace {
            tokens: MESSAGE_BURST,
            last: tokio::time::Instant::now(),
        }
    }

    /// Takes one message's token; `false` when the device sends faster than it may.
    pub(crate) fn take(&mut self) -> bool {
        let now = tokio::time::Instant::now();
        let elapsed = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * MESSAGES_PER_SECOND).min(MESSAGE_BURST);
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}
