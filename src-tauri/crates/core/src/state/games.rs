//! The games, each with the formats the store has for it.

use tableside_store::Store;

use super::AppState;
use crate::ipc::{GameEntry, IpcError};

impl AppState {
    pub fn list_games(&self) -> Result<Vec<GameEntry>, IpcError> {
        self.read(list_games)
    }
}

/// Every game, with the formats the store has for it.
fn list_games(store: &Store) -> Result<Vec<GameEntry>, IpcError> {
    tableside_engine::registry()
        .into_iter()
        .map(|info| {
            let formats = store.list_formats(info.id)?;
            Ok(GameEntry { info, formats })
        })
        .collect()
}
