//! Matches: start, open, act, list, export, delete.

use tableside_engine::{Action, MatchFile};
use tableside_store::{MatchId, MatchSummary};

use super::Ctx;
use crate::ipc::{IpcError, MatchChange, MatchSnapshot, NewMatch};
use crate::sharing::ChangedBy;

pub(crate) fn list_matches(ctx: &Ctx<'_>) -> Result<Vec<MatchSummary>, IpcError> {
    ctx.state.list_matches()
}

pub(crate) fn new_match(ctx: &Ctx<'_>, request: NewMatch) -> Result<MatchSnapshot, IpcError> {
    ctx.state.new_match(request)
}

pub(crate) fn open_match(ctx: &Ctx<'_>, id: MatchId) -> Result<MatchSnapshot, IpcError> {
    ctx.may_see(id)?;
    ctx.state.open_match(id)
}

/// Every change to a match, undo, redo, rulings and dice included. The answer is what the
/// action changed, not the whole match, so a tap costs the same however long the log is.
///
/// `seen` is how many entries the caller's table showed: an action of the whole table (the
/// next phase, an undo) made on a table that has changed since is refused, so two devices
/// pressing "next phase" together move it once. `key` is the caller's own name for the
/// action: sent again (after a reconnect), it is answered and not applied twice.
pub(crate) fn act(
    ctx: &Ctx<'_>,
    id: MatchId,
    action: Action,
    seen: Option<u32>,
    key: Option<String>,
) -> Result<MatchChange, IpcError> {
    ctx.may_act(id, &action)?;
    let by = match ctx.device() {
        Some(_) => ChangedBy::Device,
        None => ChangedBy::Host,
    };
    ctx.state.act(id, action, seen, key.as_deref(), by)
}

/// What a table that showed `seen` entries lacks; with `wait`, once the match has changed
/// (or after a while, as it is). A shared table's window asks it to hear of the devices'
/// changes; a device asks it when it is told the table changed, or when it reconnects.
pub(crate) fn table_since(
    ctx: &Ctx<'_>,
    id: MatchId,
    seen: u32,
    wait: bool,
) -> Result<MatchChange, IpcError> {
    ctx.may_see(id)?;
    ctx.state.table_since(id, seen, wait)
}

pub(crate) fn export_match(ctx: &Ctx<'_>, id: MatchId) -> Result<MatchFile, IpcError> {
    ctx.may_see(id)?;
    ctx.state.export_match(id)
}

pub(crate) fn delete_match(ctx: &Ctx<'_>, id: MatchId) -> Result<(), IpcError> {
    ctx.state.delete_match(id)
}

#[cfg(test)]
#[path = "tests/matches.rs"]
mod tests;

#[cfg(test)]
#[path = "tests/clocks.rs"]
mod clock_tests;
