//! Match history: the list with its filters, a match's detail and the table at any entry,
//! the roster, statistics, and matches in and out as files.

use super::Ctx;
use crate::ipc::{IpcError, MatchDetail, MatchSnapshot};
use tableside_engine::MatchView;
use tableside_store::{
    HistoryCursor, HistoryFilter, HistoryPage, ImportSummary, MatchId, Player, PlayerId,
    Statistics, StatsQuery,
};

pub(crate) fn history(
    ctx: &Ctx<'_>,
    filter: HistoryFilter,
    after: Option<HistoryCursor>,
    limit: u32,
) -> Result<HistoryPage, IpcError> {
    ctx.state
        .with_store(|store| store.history(&filter, after, limit))
}

pub(crate) fn match_detail(ctx: &Ctx<'_>, id: MatchId) -> Result<MatchDetail, IpcError> {
    ctx.state.match_detail(id)
}

/// The table of match `id` as it was after its first `entries` entries.
pub(crate) fn match_at(ctx: &Ctx<'_>, id: MatchId, entries: u32) -> Result<MatchView, IpcError> {
    ctx.state.match_at(id, entries)
}

/// A new match with the same seats, decks and format, from history or the end of a match.
pub(crate) fn rematch(ctx: &Ctx<'_>, id: MatchId) -> Result<MatchSnapshot, IpcError> {
    ctx.state.rematch(id)
}

pub(crate) fn abandon_match(ctx: &Ctx<'_>, id: MatchId) -> Result<(), IpcError> {
    ctx.state.with_store_mut(|store| store.abandon_match(id))
}

pub(crate) fn list_players(ctx: &Ctx<'_>) -> Result<Vec<Player>, IpcError> {
    ctx.state.with_store(|store| store.list_players())
}

pub(crate) fn rename_player(ctx: &Ctx<'_>, id: PlayerId, name: String) -> Result<Player, IpcError> {
    ctx.state
        .with_store_mut(|store| store.rename_player(id, &name))
}

pub(crate) fn merge_players(
    ctx: &Ctx<'_>,
    from: PlayerId,
    into: PlayerId,
) -> Result<Player, IpcError> {
    ctx.state
        .with_store_mut(|store| store.merge_players(from, into))
}

pub(crate) fn statistics(ctx: &Ctx<'_>, query: StatsQuery) -> Result<Statistics, IpcError> {
    ctx.state.with_store(|store| store.statistics(&query))
}

/// Every match as one file (JSON text), for another device.
pub(crate) fn export_history(ctx: &Ctx<'_>) -> Result<String, IpcError> {
    ctx.state.with_store(|store| {
        store
            .export_history()
            .map(|file| serde_json::to_string_pretty(&file).unwrap_or_default())
    })
}

/// The history matching `filter` as CSV text.
pub(crate) fn export_history_csv(ctx: &Ctx<'_>, filter: HistoryFilter) -> Result<String, IpcError> {
    ctx.state.with_store(|store| store.history_csv(&filter))
}

/// A match file or a history file's text: all of it, or nothing.
pub(crate) fn import_matches(ctx: &Ctx<'_>, text: String) -> Result<ImportSummary, IpcError> {
    ctx.state
        .import_matches(&text, &mut |progress| ctx.progress(progress))
}

#[cfg(test)]
#[path = "tests/history.rs"]
mod tests;
