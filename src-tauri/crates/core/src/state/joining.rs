//! The app's state at tables it joined at other apps (`crate::joining`): opening one, and
//! keeping what finishes there in this app's history.

use tableside_engine::ErrorCode;
use tableside_engine::MatchFile;
use tableside_store::MatchId;

use super::{now_ms, AppState};
use crate::ipc::IpcError;
use crate::joining::JoinedTable;

impl AppState {
    /// Joins the table at `address`, as the host shows it.
    pub fn join_table_at(&self, address: &str) -> Result<JoinedTable, IpcError> {
        let opener = self.joined.opener().ok_or_else(|| {
            IpcError::new(
                ErrorCode::JoinUnavailable,
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
