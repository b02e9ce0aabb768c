//! Tables this app joins at another Tableside app, over the local network: the person types
//! or pastes the join address the host shows, the table opens in a window of its own (the
//! host's page, exactly as a phone's browser shows it), and every match that finishes there
//! is kept in this app's history.
//!
//! The window is the host's page and nothing of this app: it has no capability, so it cannot
//! call this app's commands, and it may not leave the host's address. What this app keeps
//! comes from a connection of its own ([`keeper`]), which asks the host's table commands and
//! writes a finished match through the store, as a history import does.

mod keeper;
pub(crate) mod window;

use std::sync::OnceLock;

use serde::Serialize;
use tableside_share::JoinAddress;
use ts_rs::TS;

use crate::ipc::IpcError;

pub use keeper::{keep_table, KeepCopy};

/// A table joined: where, and the window that shows it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct JoinedTable {
    /// `host:port`.
    pub address: String,
    /// The label of the window showing it.
    pub window: String,
}

/// Opens a joined table: a window on the host's page, and the keeper of its matches.
pub trait OpenTable: Send + Sync + 'static {
    fn open(&self, address: JoinAddress) -> Result<JoinedTable, IpcError>;
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

#[cfg(test)]
#[path = "../tests/join.rs"]
mod tests;
