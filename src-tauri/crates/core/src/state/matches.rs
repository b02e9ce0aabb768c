//! The matches played at the table: started, opened, acted on (each action committed before
//! it is answered, and told to a shared table's devices), waited on, written out and deleted.

use std::time::Duration;

use tableside_engine::ErrorCode;
use tableside_engine::{Action, Match, MatchFile};
use tableside_store::{MatchId, MatchSummary, SeatDeck};

use super::{now_ms, AppState, Inner};
use crate::ipc::{IpcError, MatchChange, MatchSnapshot, NewMatch};
use crate::sharing::ChangedBy;

impl AppState {
    pub fn list_matches(&self) -> Result<Vec<MatchSummary>, IpcError> {
        self.read(|store| Ok(store.list_matches(200)?))
    }

    pub fn new_match(&self, request: NewMatch) -> Result<MatchSnapshot, IpcError> {
        self.with(|inner| inner.new_match(request))
    }

    pub fn open_match(&self, id: MatchId) -> Result<MatchSnapshot, IpcError> {
        self.with(|inner| {
            Ok(MatchSnapshot {
                id,
                view: inner.live.get(&inner.store, id)?.view(),
            })
        })
    }

    /// Applies `action` to match `id` and commits it (see `commands::matches::act` for
    /// `seen` and `key`), then tells a shared table's devices, and the window when `by` is a
    /// device.
    pub fn act(
        &self,
        id: MatchId,
        action: Action,
        seen: Option<u32>,
        key: Option<&str>,
        by: ChangedBy,
    ) -> Result<MatchChange, IpcError> {
        let change = self.with(|inner| inner.act(id, action, seen, key))?;
        self.sharing.announce(id, &change.update, by);
        Ok(change)
    }

    /// What a table that showed `seen` entries of match `id` lacks; with `wait`, once a device
    /// has changed the match, or after `TABLE_WAIT` (20 s) as it is.
    pub fn table_since(&self, id: MatchId, seen: u32, wait: bool) -> Result<MatchChange, IpcError> {
        // Read before the table is looked at: a change in between wakes the wait at once.
        let changes = self.sharing.changes().count();
        let unchanged =
            |inner: &mut Inner| Ok(inner.live.get(&inner.store, id)?.log().len() as u32 == seen);
        // In a browser the page is the only caller, so no other can change the table while it
        // waits (and a worker has no clock to wait by): it is answered at once.
        let can_wait = !cfg!(all(target_arch = "wasm32", target_os = "unknown"));
        if wait && can_wait && self.with(unchanged)? {
            self.sharing.changes().wait_after(changes, TABLE_WAIT);
        }
        let update = self.with(|inner| Ok(inner.live.get(&inner.store, id)?.update_since(seen)))?;
        Ok(MatchChange { id, update })
    }

    pub fn export_match(&self, id: MatchId) -> Result<MatchFile, IpcError> {
        self.with(|inner| Ok(inner.live.get(&inner.store, id)?.to_file()))
    }

    /// Deletes a match; a match being shared stops being shared first, its phones told so.
    pub fn delete_match(&self, id: MatchId) -> Result<(), IpcError> {
        if self.sharing.shared_match() == Some(id) {
            self.stop_sharing()?;
        }
        self.with(|inner| {
            inner.live.forget(id);
            Ok(inner.store.delete_match(id)?)
        })
    }
}

impl Inner {
    /// Starts a match as `request` sets it up and keeps it open: a new one, or a rematch
    /// (`history.rs`).
    pub(super) fn new_match(&mut self, request: NewMatch) -> Result<MatchSnapshot, IpcError> {
        let setup = self.store.new_setup(
            request.game,
            &request.format,
            &request.players,
            &request.house_rules.unwrap_or_default(),
            fresh_seed()?,
        )?;
        let table = Match::new(setup)?;
        let decks: Vec<SeatDeck> = request
            .decks
            .unwrap_or_default()
            .into_iter()
            .map(|deck| SeatDeck { deck })
            .collect();
        let id = self
            .store
            .create_match_with_decks(table.setup(), &decks, now_ms())?;
        let view = table.view();
        self.live.insert(id, table);
        Ok(MatchSnapshot { id, view })
    }

    /// Applies `action`, commits it, and only then answers: an action the UI shows is on disk.
    fn act(
        &mut self,
        id: MatchId,
        action: Action,
        seen: Option<u32>,
        key: Option<&str>,
    ) -> Result<MatchChange, IpcError> {
        if let Some(key) = key {
            check_key(key)?;
        }
        let table = self.live.get(&self.store, id)?;
        if let Some(key) = key {
            if let Some(seq) = self.store.keyed_action(id, key)? {
                // Sent again after a reconnect: it was applied once, as entry `seq`.
                let update = table.update_since(seen.unwrap_or(seq).min(seq));
                return Ok(MatchChange { id, update });
            }
        }
        let log_len = table.log().len() as u32;
        if let Some(seen) = seen {
            if seen != log_len && action.acting_seat().is_none() {
                return Err(IpcError::new(
                    ErrorCode::TableChanged,
                    format!(
                        "the table changed since this device looked ({seen} entries then, \
                         {log_len} now): look again and decide"
                    ),
                ));
            }
        }
        table.apply(action, now_ms())?;
        let update = table.update();
        let appended = match key {
            Some(key) => self.store.append_keyed_action(id, table, key),
            None => self.store.append_action(id, table),
        };
        if let Err(error) = appended {
            // The memory is ahead of the disk now: forget it, so the next command reloads the
            // match as it was committed.
            self.live.forget(id);
            return Err(error.into());
        }
        Ok(MatchChange { id, update })
    }
}

/// The longest a window waits in `table_since` before it is answered with the table as it is:
/// short enough that a window that closed frees its thread soon.
const TABLE_WAIT: Duration = Duration::from_secs(20);

/// The longest key a device may give an action: its own ID and a count fit many times over.
const MAX_ACTION_KEY: usize = 64;

fn check_key(key: &str) -> Result<(), IpcError> {
    if key.is_empty() || key.len() > MAX_ACTION_KEY {
        return Err(IpcError::new(
            ErrorCode::ActionKey,
            format!("an action's key is 1 to {MAX_ACTION_KEY} bytes"),
        ));
    }
    Ok(())
}

/// A new match's seed, or why there is none: without randomness every match would roll the
/// same dice.
fn fresh_seed() -> Result<u64, IpcError> {
    crate::platform::fresh_seed().ok_or_else(|| {
        IpcError::new(
            ErrorCode::NoRandom,
            "this device gave no random bytes to seed the match's dice",
        )
    })
}
