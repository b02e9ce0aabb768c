//! A match shared over the local network: its join token, the port it is served on and the
//! seats devices took with their tokens (migration 012). They are kept while sharing is on, so
//! that an app killed and started again shares the same match again at the same address and
//! its devices reconnect with the tokens they hold. The tokens are made by the caller (the
//! store has no random source); the store keeps them and answers who holds which seat.

use rusqlite::OptionalExtension;

use crate::error::Result;
use crate::records::MatchId;
use crate::Store;

/// The table being shared, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedTable {
    pub match_id: MatchId,
    pub join_token: String,
    /// The port it was served on; the next start asks for the same one.
    pub port: u16,
    /// The seats taken, in seat order.
    pub seats: Vec<SharedSeat>,
}

/// A seat a device took, and the token that acts for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedSeat {
    pub seat: usize,
    pub token: String,
}

impl Store {
    /// Starts sharing `match_id`, in place of any table shared before (one at a time): its
    /// seats start free.
    pub fn share_table(
        &mut self,
        match_id: MatchId,
        join_token: &str,
        port: u16,
        now_ms: i64,
    ) -> Result<()> {
        let tx = self.begin_write()?;
        tx.execute("DELETE FROM shared_tables", [])?;
        tx.execute(
            "INSERT INTO shared_tables (match_id, join_token, port, started_at_ms) VALUES (?1, ?2, ?3, ?4)",
            (match_id.0, join_token, port, now_ms),
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The port the shared table is served on, once the server knows it.
    pub fn set_shared_port(&mut self, match_id: MatchId, port: u16) -> Result<()> {
        let tx = self.begin_write()?;
        tx.execute(
            "UPDATE shared_tables SET port = ?2 WHERE match_id = ?1",
            (match_id.0, port),
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The table being shared, if one is.
    pub fn shared_table(&self) -> Result<Option<SharedTable>> {
        let table = self
            .conn
            .query_row(
                "SELECT match_id, join_token, port FROM shared_tables LIMIT 1",
                [],
                |row| {
                    Ok((
                        MatchId(row.get(0)?),
                        row.get::<_, String>(1)?,
                        row.get::<_, u16>(2)?,
                    ))
                },
            )
            .optional()?;
        let Some((match_id, join_token, port)) = table else {
            return Ok(None);
        };
        let mut query = self
            .conn
            .prepare("SELECT seat, token FROM shared_seats WHERE match_id = ?1 ORDER BY seat")?;
        let seats = query
            .query_map([match_id.0], |row| {
                Ok(SharedSeat {
                    seat: row.get::<_, i64>(0)? as usize,
                    token: row.get(1)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(Some(SharedTable {
            match_id,
            join_token,
            port,
            seats,
        }))
    }

    /// Gives `seat` of the shared `match_id` to the device holding `token`: `false` when
    /// another device holds it already (the first to ask has it).
    pub fn take_shared_seat(
        &mut self,
        match_id: MatchId,
        seat: usize,
        token: &str,
        now_ms: i64,
    ) -> Result<bool> {
        let tx = self.begin_write()?;
        let added = tx.execute(
            "INSERT INTO shared_seats (match_id, seat, token, taken_at_ms)
             SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM shared_tables WHERE match_id = ?1)
             ON CONFLICT (match_id, seat) DO NOTHING",
            (match_id.0, seat as i64, token, now_ms),
        )?;
        tx.commit()?;
        Ok(added == 1)
    }

    /// Frees `seat`: its token no longer acts for it. `false` when nobody held it.
    pub fn free_shared_seat(&mut self, match_id: MatchId, seat: usize) -> Result<bool> {
        let tx = self.begin_write()?;
        let freed = tx.execute(
            "DELETE FROM shared_seats WHERE match_id = ?1 AND seat = ?2",
            (match_id.0, seat as i64),
        )?;
        tx.commit()?;
        Ok(freed == 1)
    }

    /// Moves sharing from match `from` to match `to` (a rematch at the same table): the same
    /// join token, port and seats, so the devices follow without joining again. `false` when
    /// `from` is not the table shared.
    pub fn move_shared_table(&mut self, from: MatchId, to: MatchId) -> Result<bool> {
        let tx = self.begin_write()?;
        let moved = tx.execute(
            "INSERT INTO shared_tables (match_id, join_token, port, started_at_ms)
             SELECT ?2, join_token, port, started_at_ms FROM shared_tables WHERE match_id = ?1",
            (from.0, to.0),
        )?;
        if moved == 1 {
            tx.execute(
                "UPDATE shared_seats SET match_id = ?2 WHERE match_id = ?1",
                (from.0, to.0),
            )?;
            tx.execute("DELETE FROM shared_tables WHERE match_id = ?1", [from.0])?;
        }
        tx.commit()?;
        Ok(moved == 1)
    }

    /// Ends sharing: the table and every seat's token are forgotten.
    pub fn stop_sharing(&mut self) -> Result<()> {
        let tx = self.begin_write()?;
        tx.execute("DELETE FROM shared_tables", [])?;
        tx.commit()?;
        Ok(())
    }
}

#[cfg(test)]
#[path = "tests/sharing.rs"]
mod tests;
