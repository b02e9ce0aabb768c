//! Tables this app joins at another Tableside app, over the local network: the person types
//! or pastes the join address the host shows, the table opens in a window of its own (the
//! host's page, exactly as a phone's browser shows it), and every match that finishes there
//! is kept in this app's history.
//!
//! Opening one is the platform's ([`OpenTable`]: the desktop app opens a window and follows the
//! table over a connection of its own); what is kept goes through
//! `AppState::keep_match_copy` (`state/joining.rs`), as a history import does.

use std::sync::OnceLock;

use serde::Serialize;
use ts_rs::TS;

use crate::ipc::IpcError;

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

    /// How to open a table, once the platform installed it.
    pub(crate) fn opener(&self) -> Option<&dyn OpenTable> {
        self.opener.get().map(|opener| opener.as_ref())
    }
}
