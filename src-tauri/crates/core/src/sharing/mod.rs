//! A match shared with the devices at the table, as the app keeps it: which match, the seats
//! devices took and their tokens, and who is told when the table changes.
//!
//! The server that reaches the devices is the platform's ([`TableServer`], `server.rs`: the
//! desktop app's runs on the local network; a browser cannot be one, and there sharing is
//! refused with `SHARE_UNAVAILABLE`). This module starts and stops it, keeps who holds which
//! seat (`seats.rs`), tells the devices of each change (`notices.rs`), and answers a device's
//! request with who it is ([`DeviceCaller`]). The app's state (`state/sharing.rs`) writes each
//! of these to the store before it asks this module to do it, so that a host killed and
//! started again shares the same match again, at the same address, with the same tokens.
//!
//! Every change of a shared match, from the window or any device, is committed by
//! `AppState::act` and then announced ([`TableSharing::announce`]): the devices hear it over
//! their channel, the window by asking `table_since` with `wait`, which a device's change
//! wakes and the window's own does not (its tap's answer brought it, and a second answer would
//! work the table's legal actions out again for nothing).
//!
//! Locks: `running` is never held while the server starts or stops, since a device's request
//! in flight may be waiting for it, and the server waits for its requests when it stops.

mod changes;
mod notices;
mod qr;
mod seats;
mod server;
mod views;

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use parking_lot::{Mutex, MutexGuard};
use tableside_engine::ErrorCode;
use tableside_engine::MatchUpdate;
use tableside_store::MatchId;

use crate::ipc::IpcError;

pub use changes::Changes;
pub(crate) use notices::to_act;
pub use notices::{ChangedBy, TableNotice};
pub use server::{ConnectedDevice, ServedTable, Stopping, TableServer};
pub use views::{SeatInvite, SeatPass, SeatStatus, ShareStatus, TableInvite};

/// A device calling the app's commands: the shared match, and its seat if it holds one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceCaller {
    pub table: MatchId,
    pub seat: Option<usize>,
    /// Whether it showed a seat key that held a seat the host has freed since.
    pub seat_freed: bool,
    /// Whether it showed a seat key this table never gave (a made-up or mistyped one, or one
    /// freed before the host's app last started): told apart from a freed seat, so that the
    /// device says what happened.
    pub seat_unknown: bool,
}

/// The sharing of a table, in the app's state.
#[derive(Default)]
pub struct TableSharing {
    server: OnceLock<Box<dyn TableServer>>,
    running: Mutex<Option<Running>>,
    changes: Changes,
    /// Who is at the table: a device came or went, a seat was taken or freed, sharing began
    /// or ended. The host's window waits on it (`sharing_since`) to show it within a moment.
    presence: Changes,
}

/// A table being shared now.
struct Running {
    table: MatchId,
    served: Box<dyn ServedTable>,
    /// Seat tokens and the seats they act for, as the store keeps them.
    seats: HashMap<String, usize>,
    /// Seat tokens the host freed while this table was served: their devices are told so.
    freed: HashSet<String>,
}

impl TableSharing {
    /// Gives the sharing the server it shares through; until then, sharing is unavailable.
    pub fn install(&self, server: Box<dyn TableServer>) {
        let _ = self.server.set(server);
    }

    fn server(&self) -> Result<&dyn TableServer, IpcError> {
        self.server.get().map(Box::as_ref).ok_or_else(|| {
            IpcError::new(
                ErrorCode::ShareUnavailable,
                "sharing a table needs a server on the local network, which only the desktop app has",
            )
        })
    }

    fn running(&self) -> MutexGuard<'_, Option<Running>> {
        self.running.lock()
    }

    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    pub fn presence(&self) -> &Changes {
        &self.presence
    }

    /// A device connected to the shared table or left it: the platform's server says so, and
    /// whoever waits on the sharing's status is woken.
    pub fn devices_changed(&self) {
        self.presence.bump();
    }

    /// Tells the devices of `table`, if it is the one shared, what its last entry changed
    /// (`update`, the action's own answer), and, for a device's change, wakes the window
    /// waiting for one.
    pub fn announce(&self, table: MatchId, update: &MatchUpdate, by: ChangedBy) {
        if by == ChangedBy::Device {
            self.changes.bump();
        }
        if let Some(running) = self.running().as_ref() {
            if running.table == table {
                running.served.notify(&TableNotice::Changed {
                    match_id: table,
                    log: update.log_len,
                    update: Some(Cow::Borrowed(update)),
                    to_act: to_act(&update.state),
                });
            }
        }
    }

    /// Who a device showing `seat_key` is: `None` when no table is shared.
    pub fn device(&self, seat_key: Option<&str>) -> Option<DeviceCaller> {
        let running = self.running();
        let running = running.as_ref()?;
        let seat = seat_key.and_then(|key| running.seats.get(key).copied());
        let seatless_key = seat_key.filter(|_| seat.is_none());
        let freed = seatless_key.is_some_and(|key| running.freed.contains(key));
        Some(DeviceCaller {
            table: running.table,
            seat,
            seat_freed: freed,
            seat_unknown: seatless_key.is_some() && !freed,
        })
    }

    /// The match shared now, if one is.
    pub fn shared_match(&self) -> Option<MatchId> {
        self.running().as_ref().map(|running| running.table)
    }

    /// Refused where the platform has no server to share through: asked before anything
    /// changes.
    pub(crate) fn available(&self) -> Result<(), IpcError> {
        self.server().map(|_| ())
    }

    /// Whether `token`, kept in the store from before, is written as this platform's server
    /// writes its tokens.
    pub(crate) fn is_token(&self, token: &str) -> Result<bool, IpcError> {
        Ok(self.server()?.is_token(token))
    }

    /// A fresh token, or the error that says why there is none.
    pub(crate) fn fresh_token(&self) -> Result<String, IpcError> {
        self.server()?.fresh_token().ok_or_else(|| {
            IpcError::new(
                ErrorCode::ShareNoRandom,
                "the system gave no random bytes for a token",
            )
        })
    }

    /// Starts serving the table whose join token is `token`, on `port` when it is free, else
    /// on any. Devices are let in once it is [`TableSharing::share`]d.
    pub(crate) fn serve(&self, token: &str, port: u16) -> Result<Box<dyn ServedTable>, IpcError> {
        self.server()?.serve(token, port)
    }

    /// Shares `table` through `served`, in place of nothing shared; `seats`: the seat tokens
    /// kept from before and the seats they act for.
    pub(crate) fn share(
        &self,
        table: MatchId,
        served: Box<dyn ServedTable>,
        seats: HashMap<String, usize>,
    ) {
        *self.running() = Some(Running {
            table,
            served,
            seats,
            freed: HashSet::new(),
        });
        self.presence.bump();
    }

    /// The table shared plays `to` now (a rematch), with the same address and seats: its
    /// devices are told to open it.
    pub(crate) fn move_to(&self, to: MatchId) {
        if let Some(running) = self.running().as_mut() {
            running.table = to;
            running.served.notify(&TableNotice::Moved { match_id: to });
        }
        self.presence.bump();
    }

    /// Stops serving the table shared, if one is: every device is disconnected and told `why`.
    pub(crate) fn stop(&self, why: Stopping) {
        // Taken out of the lock first: the server waits for its requests in flight as it stops.
        let running = self.running().take();
        if let Some(running) = running {
            running.served.stop(why);
            self.presence.bump();
        }
    }
}

#[cfg(test)]
#[path = "../tests/sharing.rs"]
mod tests;
