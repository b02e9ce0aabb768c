//! The database file itself: its state at start-up, and a fresh start from one that would not
//! open.

use super::Ctx;
use crate::ipc::{DatabaseStatus, IpcError};

/// Which file the app works on and whether it opened; the UI asks first, before home.
pub(crate) fn database_status(ctx: &Ctx<'_>) -> Result<DatabaseStatus, IpcError> {
    Ok(ctx.state.database_status())
}

/// Keeps a file that would not open aside and starts a fresh database, carrying over what
/// still reads when `salvage` is set.
pub(crate) fn start_fresh_database(
    ctx: &Ctx<'_>,
    salvage: bool,
) -> Result<DatabaseStatus, IpcError> {
    ctx.state.start_fresh(salvage)
}

/// Quits the app, for a table that would rather not touch the file now.
pub(crate) fn quit_app(ctx: &Ctx<'_>) -> Result<(), IpcError> {
    ctx.quit();
    Ok(())
}

#[cfg(test)]
#[path = "tests/database.rs"]
mod tests;
