//! Sharing a table over the local network: the host shares, frees seats and stops; a device
//! joins, takes a seat or watches.

use tableside_engine::ErrorCode;
use tableside_store::MatchId;

use super::Ctx;
use crate::ipc::IpcError;
use crate::joining::JoinedTable;
use crate::sharing::{SeatPass, ShareStatus, TableInvite};

pub(crate) fn share_table(ctx: &Ctx<'_>, id: MatchId) -> Result<ShareStatus, IpcError> {
    ctx.state.share_table(id)
}

pub(crate) fn sharing_status(ctx: &Ctx<'_>) -> Result<Option<ShareStatus>, IpcError> {
    ctx.state.sharing_status()
}

pub(crate) fn sharing_since(ctx: &Ctx<'_>, seen: u32) -> Result<Option<ShareStatus>, IpcError> {
    ctx.state.sharing_since(seen)
}

pub(crate) fn free_seat(ctx: &Ctx<'_>, seat: u32) -> Result<ShareStatus, IpcError> {
    ctx.state.free_seat(seat)
}

/// Closes the connection of every device that only watches: the host sees who is there, and
/// sends away a page it does not know.
pub(crate) fn send_away_watchers(ctx: &Ctx<'_>) -> Result<ShareStatus, IpcError> {
    ctx.state.send_away_watchers()
}

pub(crate) fn stop_sharing(ctx: &Ctx<'_>) -> Result<(), IpcError> {
    ctx.state.stop_sharing()
}

pub(crate) fn join_table(ctx: &Ctx<'_>) -> Result<TableInvite, IpcError> {
    ctx.state.join_table(device(ctx)?)
}

pub(crate) fn take_seat(ctx: &Ctx<'_>, seat: u32) -> Result<SeatPass, IpcError> {
    ctx.state.take_seat(device(ctx)?, seat)
}

pub(crate) fn join_table_at(ctx: &Ctx<'_>, address: String) -> Result<JoinedTable, IpcError> {
    ctx.state.join_table_at(&address)
}

/// The calling device; the host's window joins no table of its own.
fn device<'c>(ctx: &'c Ctx<'_>) -> Result<&'c crate::sharing::DeviceCaller, IpcError> {
    ctx.device().ok_or_else(|| {
        IpcError::new(
            ErrorCode::ShareHostJoins,
            "the host plays at its own table, not through a seat",
        )
    })
}
