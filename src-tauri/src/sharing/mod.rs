//! A match shared over the local network, as the app runs it: which match, on which address,
//! the seats devices took and their tokens, and who is told when the table changes.
//!
//! The server itself is `tableside-share`; this module starts and stops it, keeps the seats in
//! the store (so a host killed and started again shares the same match again, at the same
//! address, with the same tokens), and answers a device's request with who it is
//! ([`DeviceCaller`]). Every change of a shared match, from the window or any device, is
//! committed by `AppState::act` and then announced ([`TableSharing::announce`]): the devices
//! hear it over their channel, the window by asking `table_since` with `wait`.
//!
//! Locks: `running` is never held while the server starts or stops, since a device's request
//! in flight may be waiting for it, and the server waits for its requests when it stops.

mod address;
mod changes;
pub(crate) mod device_host;
mod seats;
mod views;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, OnceLock};

use parking_lot::{Mutex, MutexGuard};
use tableside_share::{Assets, Host, JoinToken};
use tableside_store::MatchId;

pub use changes::Changes;
pub use views::{SeatInvite, SeatPass, SeatStatus, ShareStatus, TableInvite};

/// What the app gives the sharing of a table once its window exists.
pub struct Parts {
    pub host: Arc<dyn Host>,
    pub assets: Arc<dyn Assets>,
    /// The address the server binds: every interface when a person shares a table, loopback
    /// in tests (`TABLESIDE_SHARE_BIND`).
    pub bind: IpAddr,
}

/// The variable that binds a shared table to another address than every interface's: tests
/// set it to `127.0.0.1`, so that they never listen beyond the machine.
pub const BIND_ENV_VAR: &str = "TABLESIDE_SHARE_BIND";

impl Parts {
    /// Where the app binds a shared table: `TABLESIDE_SHARE_BIND` when set, else every
    /// interface, so that the phones on the local network reach it.
    pub fn bind_address() -> IpAddr {
        std::env::var(BIND_ENV_VAR)
            .ok()
            .and_then(|text| text.parse().ok())
            .unwrap_or(IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED))
    }
}

/// A device calling the app's commands: the shared match, and its seat if it holds one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceCaller {
    pub table: MatchId,
    pub seat: Option<usize>,
    /// Whether it showed a seat key that no longer holds a seat: the host freed it.
    pub seat_freed: bool,
}

/// The sharing of a table, in the app's state.
#[derive(Default)]
pub struct TableSharing {
    parts: OnceLock<Parts>,
    running: Mutex<Option<Running>>,
    changes: Changes,
}

/// A table being shared now.
struct Running {
    table: MatchId,
    server: tableside_share::Sharing,
    /// Seat tokens and the seats they act for, as the store keeps them.
    seats: HashMap<String, usize>,
    /// The address a phone is told to open.
    shown: IpAddr,
}

impl TableSharing {
    /// Gives the sharing what it needs to serve; until then, sharing is unavailable.
    pub fn install(&self, parts: Parts) {
        let _ = self.parts.set(parts);
    }

    fn parts(&self) -> Option<&Parts> {
        self.parts.get()
    }

    fn running(&self) -> MutexGuard<'_, Option<Running>> {
        self.running.lock()
    }

    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    /// Tells the devices of `table`, if it is the one shared, that its log is `log_len` long
    /// now, and wakes whoever waits for a change.
    pub fn announce(&self, table: MatchId, log_len: u32) {
        self.changes.bump();
        if let Some(running) = self.running().as_ref() {
            if running.table == table {
                running.server.notify(serde_json::json!({
                    "kind": "changed", "match": table.0, "log": log_len
                }));
            }
        }
    }

    /// Who a device showing `seat_key` is: `None` when no table is shared.
    pub fn device(&self, seat_key: Option<&str>) -> Option<DeviceCaller> {
        let running = self.running();
        let running = running.as_ref()?;
        let seat = seat_key.and_then(|key| running.seats.get(key).copied());
        Some(DeviceCaller {
            table: running.table,
            seat,
            seat_freed: seat_key.is_some() && seat.is_none(),
        })
    }

    /// The match shared now, if one is.
    pub fn shared_match(&self) -> Option<MatchId> {
        self.running().as_ref().map(|running| running.table)
    }
}

/// A fresh token, or the error that says why there is none.
fn fresh_token() -> Result<JoinToken, crate::ipc::IpcError> {
    JoinToken::fresh().ok_or_else(|| {
        crate::ipc::IpcError::new(
            "SHARE_NO_RANDOM",
            "the system gave no random bytes for a token",
        )
    })
}
