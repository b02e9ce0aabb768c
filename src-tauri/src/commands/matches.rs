//! Matches: start, open, act, list, export, delete.

use tableside_engine::{Action, MatchFile};
use tableside_store::{MatchId, MatchSummary};

use super::Ctx;
use crate::ipc::{IpcError, MatchChange, MatchSnapshot, NewMatch};

pub(crate) fn list_matches(ctx: &Ctx<'_>) -> Result<Vec<MatchSummary>, IpcError> {
    ctx.state.list_matches()
}

pub(crate) fn new_match(ctx: &Ctx<'_>, request: NewMatch) -> Result<MatchSnapshot, IpcError> {
    ctx.state.new_match(request)
}

pub(crate) fn open_match(ctx: &Ctx<'_>, id: MatchId) -> Result<MatchSnapshot, IpcError> {
    ctx.state.open_match(id)
}

/// Every change to a match, undo, redo, rulings and dice included. The answer is what the
/// action changed, not the whole match, so a tap costs the same however long the log is.
pub(crate) fn act(ctx: &Ctx<'_>, id: MatchId, action: Action) -> Result<MatchChange, IpcError> {
    ctx.state.act(id, action)
}

pub(crate) fn export_match(ctx: &Ctx<'_>, id: MatchId) -> Result<MatchFile, IpcError> {
    ctx.state.export_match(id)
}

pub(crate) fn delete_match(ctx: &Ctx<'_>, id: MatchId) -> Result<(), IpcError> {
    ctx.state.delete_match(id)
}

#[cfg(test)]
#[path = "tests/matches.rs"]
mod tests;
