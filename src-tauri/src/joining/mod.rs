//! Tables this app joins at another Tableside app, as the desktop app opens them: the host's
//! page in a window of its own ([`window`]), and a connection of the app's own that keeps each
//! finished match in this app's history ([`keeper`]).
//!
//! The window is the host's page and nothing of this app: it has no capability, so it cannot
//! call this app's commands, and it may not leave the host's address. The joined tables in the
//! app's state and the command that opens one are the core's (`tableside_core::joining`).

mod keeper;
pub(crate) mod window;

pub use keeper::{keep_table, KeepCopy};

#[cfg(test)]
#[path = "../tests/join.rs"]
mod tests;
