//! Tableside's app without a window: the one list of commands (`commands/list.rs`), the app's
//! state over the store (`state.rs`), and [`commands::dispatch`], the one door every transport
//! calls a command through: the desktop window's IPC, the shared table's WebSocket, and the
//! browser build's worker. Nothing here knows which of them called.
//!
//! What is the machine's rather than the app's is handed in: the server that shares a table
//! ([`sharing::TableServer`]), the windows a joined table opens in ([`joining::OpenTable`]),
//! and the time and randomness ([`platform`]).

pub mod bindings;
pub mod commands;
pub mod ipc;
pub mod joining;
mod live;
pub mod platform;
pub mod sharing;
pub mod state;
#[cfg(test)]
mod test_support;

pub use commands::{dispatch, Caller, Ctx};
pub use state::AppState;
