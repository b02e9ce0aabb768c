//! Tables this app joins at another Tableside app, over the local network: the person types
//! or pastes the join address the host shows, the table opens in a window of its own (the
//! host's page, exactly as a phone's browser shows it), and every match that finishes there
//! is kept in this app's history.
//!
//! Opening one is the platform's ([`OpenTable`]: the desktop app opens a window and follows the
//! table over a connection of its own); what is kept goes through
//! [`AppState::keep_match_copy`], as a history import does.

use std::sync::OnceLock;

use serde::Serialize;
use tableside_engine::MatchFile;
use tableside_store::MatchId;
use ts_rs::TS;

use crate::ipc::IpcError;
use crate::platform::now_ms;
use crate::state::AppState;

/// A table joined: where, and the window that shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct JoinedTable {
    /// `host:port`.
    pub address: String,
    /// The label of the window showing it.
    pub window: String,
}

/// Opens a joined table at the join address a person gave: a window on the host's page, and
/// the keeper of its matches. The address is read here, refused with `JOIN_ADDRESS`.
pub trait OpenTable: Send + Sync + 'static {
    fn open(&self, address: &str) -> Result<JoinedTable, IpcError>;
}

/// The tables this app joins, in the app's state: how to open one, once the app can.
#[derive(Default)]
pub struct JoinedTables {
    opener: OnceLock<Box<dyn OpenTable>>,
}

impl JoinedTables {
    pub fn install(&self, opener: Box<dyn OpenTable>) {
        let _ = self.opener.set(opener);
    }
}

impl AppState {
    /// Joins the table at `address`, as the host shows it.
    pub fn join_table_at(&self, address: &str) -> Result<JoinedTable, IpcError> {
        let opener = self.joined.opener.get().ok_or_else(|| {
            IpcError::new(
                "JOIN_UNAVAILABLE",
                "this app cannot open another table here",
            )
        })?;
        opener.open(address)
    }

    /// Keeps a match finished at a joined table in this app's history, in place of the copy
    /// kept earlier, `replacing`: the copy's ID here.
    pub fn keep_match_copy(
        &self,
        file: &MatchFile,
        replacing: Option<MatchId>,
    ) -> Result<MatchId, IpcError> {
        self.with(|inner| Ok(inner.store.keep_match_copy(file, replacing, now_ms())?.id))
    }
}
