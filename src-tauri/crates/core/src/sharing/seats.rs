//! The seats of the table shared: which seat token holds which seat, each taken or freed once
//! the app's state has written it to the store, and what the host's screen and a joining
//! device are shown of them.

use tableside_engine::GameId;
use tableside_store::MatchId;

use super::qr::qr_svg;
use super::views::{SeatInvite, SeatStatus, ShareStatus, TableInvite};
use super::{DeviceCaller, TableNotice, TableSharing};

impl TableSharing {
    /// Gives `seat` to the device that shows `token` from now on, and tells the devices.
    pub(crate) fn seat_taken(&self, token: String, seat: usize) {
        if let Some(running) = self.running().as_mut() {
            running.seats.insert(token, seat);
            running.served.notify(&TableNotice::Seats);
        }
        self.presence.bump();
    }

    /// Frees `seat`: the device that held it can no longer act for it, and is told.
    pub(crate) fn free_seat(&self, seat: usize) {
        if let Some(running) = self.running().as_mut() {
            let freed: Vec<String> = running
                .seats
                .iter()
                .filter(|(_, held)| **held == seat)
                .map(|(key, _)| key.clone())
                .collect();
            for key in freed {
                running.seats.remove(&key);
                running.freed.insert(key);
            }
            running.served.notify(&TableNotice::Seats);
        }
        self.presence.bump();
    }

    /// Sends away every device that only watches the table (seats are freed one by one).
    pub(crate) fn send_away_watchers(&self) {
        if let Some(running) = self.running().as_ref() {
            running
                .served
                .send_away_watchers(&|key| running.seats.contains_key(key));
        }
    }

    /// The shared table `table`, whose seats are `players`', as the host's screen shows it,
    /// counting `changes` to who is at it; `None` when no table is shared.
    pub(crate) fn status(
        &self,
        table: MatchId,
        players: Vec<String>,
        changes: u32,
    ) -> Option<ShareStatus> {
        let running = self.running();
        let running = running.as_ref()?;
        let address = running.served.join_address();
        let devices = running.served.devices();
        let held = |seat: usize| {
            running
                .seats
                .iter()
                .find(|(_, held)| **held == seat)
                .map(|(key, _)| key.as_str())
        };
        let seats = players
            .into_iter()
            .enumerate()
            .map(|(seat, name)| {
                let key = held(seat);
                SeatStatus {
                    seat: seat as u32,
                    name,
                    taken: key.is_some(),
                    connected: key.is_some_and(|key| {
                        devices.iter().any(|d| d.seat_key.as_deref() == Some(key))
                    }),
                }
            })
            .collect();
        let watching = devices
            .iter()
            .filter(|d| {
                !d.keeper
                    && d.seat_key
                        .as_ref()
                        .is_none_or(|key| !running.seats.contains_key(key))
            })
            .count() as u32;
        let keeping = devices.iter().filter(|d| d.keeper).count() as u32;
        Some(ShareStatus {
            match_id: table,
            short_address: address.trim_start_matches("http://").to_owned(),
            qr_svg: qr_svg(&address),
            address,
            seats,
            watching,
            keeping,
            changes,
        })
    }

    /// The shared table, a match of `game` whose seats are `players`' and whose seat to act is
    /// `to_act`, as `device` sees it when it joins.
    pub(crate) fn invite(
        &self,
        device: &DeviceCaller,
        game: GameId,
        players: Vec<String>,
        to_act: Option<u32>,
    ) -> TableInvite {
        let taken: Vec<usize> = self
            .running()
            .as_ref()
            .map(|running| running.seats.values().copied().collect())
            .unwrap_or_default();
        TableInvite {
            match_id: device.table,
            game,
            seats: players
                .into_iter()
                .enumerate()
                .map(|(seat, name)| SeatInvite {
                    seat: seat as u32,
                    name,
                    taken: taken.contains(&seat),
                })
                .collect(),
            you: device.seat.map(|seat| seat as u32),
            seat_freed: device.seat_freed,
            to_act,
        }
    }
}
