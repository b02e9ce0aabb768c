//! A finished or running match as history shows it (its detail, its table at any entry), a
//! rematch of it, and matches brought in from a file.

use tableside_engine::{Match, MatchView};
use tableside_store::{ImportSummary, MatchId, Progress, Store};

use super::{now_ms, AppState};
use crate::ipc::{IpcError, MatchDetail, MatchSnapshot, NewMatch};

impl AppState {
    /// A match as its detail screen shows it: its history entry, setup and log, its score
    /// over the log and its timing.
    pub fn match_detail(&self, id: MatchId) -> Result<MatchDetail, IpcError> {
        self.with(|inner| {
            let entry = inner.store.history_entry(id)?;
            let table = inner.live.get(&inner.store, id)?;
            let series = Match::score_series(table.setup().clone(), table.log())?;
            let timing = Match::timing_of(table.setup().clone(), table.log())?;
            Ok(MatchDetail {
                entry,
                setup: table.setup().clone(),
                log: table.log_lines(),
                series,
                timing,
            })
        })
    }

    /// The match replayed to its first `entries` entries: the scrubber's table.
    pub fn match_at(&self, id: MatchId, entries: u32) -> Result<MatchView, IpcError> {
        self.with(|inner| {
            let table = inner.live.get(&inner.store, id)?;
            let earlier = Match::replay_to(table.setup().clone(), table.log(), entries as usize)?;
            Ok(earlier.view())
        })
    }

    /// A new match like `id`: the same game, format, house rules, players (seat for seat) and
    /// decks. A table shared goes on being shared with its phones at the new match.
    pub fn rematch(&self, id: MatchId) -> Result<MatchSnapshot, IpcError> {
        let next = self.new_rematch(id)?;
        if self.sharing.shared_match() == Some(id) {
            self.move_sharing(id, next.id)?;
        }
        Ok(next)
    }

    fn new_rematch(&self, id: MatchId) -> Result<MatchSnapshot, IpcError> {
        self.with(|inner| {
            let entry = inner.store.history_entry(id)?;
            let setup = inner.live.get(&inner.store, id)?.setup().clone();
            inner.new_match(NewMatch {
                game: setup.game,
                house_rules: Some(inner.store.house_rules_played(&setup)?),
                format: setup.format,
                players: setup.players,
                decks: Some(entry.seats.iter().map(|seat| seat.deck).collect()),
            })
        })
    }

    /// Imports a match file or a history file: every match replayed under no lock, then all
    /// of them written in one transaction, or none. `progress` hears of each stage.
    pub fn import_matches(
        &self,
        text: &str,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ImportSummary, IpcError> {
        let checked = Store::read_matches(text, progress)?;
        self.with(|inner| Ok(inner.store.write_matches(checked, now_ms(), progress)?))
    }
}
