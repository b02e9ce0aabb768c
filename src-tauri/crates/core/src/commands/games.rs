//! Games and formats.

use super::Ctx;
use crate::ipc::{GameEntry, IpcError};

/// Every game, with its formats; `info.playable` says which can be started.
pub(crate) fn list_games(ctx: &Ctx<'_>) -> Result<Vec<GameEntry>, IpcError> {
    ctx.state.list_games()
}

#[cfg(test)]
#[path = "tests/games.rs"]
mod tests;
