//! Sharing a table from the host, and taking a seat at it from a device: the operations the
//! commands call. Each is written to the store first, then done by the sharing
//! ([`TableSharing`](crate::sharing::TableSharing): the server, the seats, the devices told).

use std::collections::HashMap;
use std::time::Duration;

use tableside_engine::ErrorCode;
use tableside_store::{MatchId, SharedTable};

use super::{now_ms, AppState};
use crate::ipc::IpcError;
use crate::sharing::{to_act, DeviceCaller, SeatPass, ShareStatus, Stopping, TableInvite};

impl AppState {
    /// Shares `id`: a server on the local network with a fresh join token, in place of any
    /// table shared before. Sharing the table shared now answers its status.
    pub fn share_table(&self, id: MatchId) -> Result<ShareStatus, IpcError> {
        if self.sharing.shared_match() == Some(id) {
            return self.sharing_status()?.ok_or_else(not_sharing);
        }
        // Refused before anything changes where the platform has no server to share through.
        self.sharing.available()?;
        self.stop_sharing()?;
        // The match must open before a phone is sent to it.
        self.with(|inner| inner.live.get(&inner.store, id).map(|_| ()))?;
        let token = self.sharing.fresh_token()?;
        self.with(|inner| Ok(inner.store.share_table(id, &token, 0, now_ms())?))?;
        self.serve_table(id, token, HashMap::new(), 0)?;
        self.sharing_status()?.ok_or_else(not_sharing)
    }

    /// Shares again the table that was shared when the app last stopped, at the same port if
    /// it is free, with the same tokens: its devices reconnect by themselves.
    pub fn resume_sharing(&self) -> Result<(), IpcError> {
        let kept: Option<SharedTable> = self.with(|inner| Ok(inner.store.shared_table()?))?;
        let Some(kept) = kept else { return Ok(()) };
        if !self.sharing.is_token(&kept.join_token)? {
            // Not a token this version wrote: sharing it again would admit what it should not.
            return self.with(|inner| Ok(inner.store.stop_sharing()?));
        }
        let token = kept.join_token;
        let seats = kept
            .seats
            .into_iter()
            .map(|seat| (seat.token, seat.seat))
            .collect();
        self.serve_table(kept.match_id, token, seats, kept.port)
    }

    /// Starts the server for `table`, on `port` when it is free, else on any; the port it
    /// took is kept in the store before any device is let in.
    fn serve_table(
        &self,
        table: MatchId,
        token: String,
        seats: HashMap<String, usize>,
        port: u16,
    ) -> Result<(), IpcError> {
        let served = self.sharing.serve(&token, port)?;
        let bound = served.port();
        if bound != port {
            self.with(|inner| Ok(inner.store.set_shared_port(table, bound)?))?;
        }
        self.sharing.share(table, served, seats);
        Ok(())
    }

    /// Ends sharing: every device is disconnected and every token forgotten.
    pub fn stop_sharing(&self) -> Result<(), IpcError> {
        self.with(|inner| Ok(inner.store.stop_sharing()?))?;
        self.sharing.stop(Stopping::Ended);
        Ok(())
    }

    /// Moves the sharing of `from` to `to`, with its address and seats, and tells the devices
    /// (`{"kind": "moved"}`): they open the new match.
    pub(crate) fn move_sharing(&self, from: MatchId, to: MatchId) -> Result<(), IpcError> {
        self.with(|inner| Ok(inner.store.move_shared_table(from, to)?))?;
        self.sharing.move_to(to);
        Ok(())
    }

    /// Stops serving as the app quits, keeping the shared table in the store: the next start
    /// shares it again ([`AppState::resume_sharing`]).
    pub(crate) fn halt_sharing(&self) {
        self.sharing.stop(Stopping::AppClosing);
    }

    /// Frees `seat`: the device that held it can no longer act for it, and is told.
    pub fn free_seat(&self, seat: u32) -> Result<ShareStatus, IpcError> {
        let table = self.sharing.shared_match().ok_or_else(not_sharing)?;
        self.with(|inner| Ok(inner.store.free_shared_seat(table, seat as usize)?))?;
        self.sharing.free_seat(seat as usize);
        self.sharing_status()?.ok_or_else(not_sharing)
    }

    /// Sends away every device that only watches the table (seats are freed one by one).
    pub fn send_away_watchers(&self) -> Result<ShareStatus, IpcError> {
        self.sharing.send_away_watchers();
        self.sharing_status()?.ok_or_else(not_sharing)
    }

    /// The sharing's status once who is at the table has changed since the status that
    /// counted `seen` changes, or after `SHARING_WAIT` (20 s) as it is; at once in a browser,
    /// where nothing else can change it (and a worker has no clock to wait by).
    pub fn sharing_since(&self, seen: u32) -> Result<Option<ShareStatus>, IpcError> {
        if !cfg!(all(target_arch = "wasm32", target_os = "unknown")) {
            self.sharing.presence().wait_after(seen, SHARING_WAIT);
        }
        self.sharing_status()
    }

    /// The shared table as the host's screen shows it; `None` when no table is shared.
    pub fn sharing_status(&self) -> Result<Option<ShareStatus>, IpcError> {
        // Read before the table is looked at: a change in between is a change after it.
        let changes = self.sharing.presence().count();
        let Some(table) = self.sharing.shared_match() else {
            return Ok(None);
        };
        let players = self.players_of(table)?;
        Ok(self.sharing.status(table, players, changes))
    }

    /// The shared table as `device` sees it when it joins.
    pub fn join_table(&self, device: &DeviceCaller) -> Result<TableInvite, IpcError> {
        let (game, players, to_act) = self.with(|inner| {
            let live = inner.live.get(&inner.store, device.table)?;
            let to_act = to_act(live.state());
            Ok((live.setup().game, live.setup().players.clone(), to_act))
        })?;
        Ok(self.sharing.invite(device, game, players, to_act))
    }

    /// Gives `seat` to `device`: the first to ask has it. A device that holds a seat keeps it.
    pub fn take_seat(&self, device: &DeviceCaller, seat: u32) -> Result<SeatPass, IpcError> {
        if let Some(held) = device.seat {
            return Err(IpcError::new(
                ErrorCode::ShareSeatHeld,
                format!("this device holds seat {} already", held + 1),
            ));
        }
        let players = self.players_of(device.table)?;
        if seat as usize >= players.len() {
            return Err(IpcError::new(
                ErrorCode::ShareNoSeat,
                format!("this table has {} seats", players.len()),
            ));
        }
        let token = self.sharing.fresh_token()?;
        let taken = self.with(|inner| {
            Ok(inner
                .store
                .take_shared_seat(device.table, seat as usize, &token, now_ms())?)
        })?;
        if !taken {
            return Err(IpcError::new(
                ErrorCode::ShareSeatTaken,
                format!("{} is taken by another device", players[seat as usize]),
            ));
        }
        self.sharing.seat_taken(token.clone(), seat as usize);
        Ok(SeatPass { seat, token })
    }

    fn players_of(&self, table: MatchId) -> Result<Vec<String>, IpcError> {
        self.with(|inner| Ok(inner.live.get(&inner.store, table)?.setup().players.clone()))
    }
}

/// The longest the host's window waits in `sharing_since`: short enough that a window that
/// closed frees its thread soon.
const SHARING_WAIT: Duration = Duration::from_secs(20);

fn not_sharing() -> IpcError {
    IpcError::new(ErrorCode::ShareOff, "no table is shared now")
}
