//! The roster: the people who play, typed once at a match's set-up and picked after. A
//! player's history follows their roster entry, so renaming keeps it and merging two entries
//! of one person joins theirs.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{Missing, PlayerProblem, Result, StoreError};
use crate::queries::players::{self as rows, PlayerRow};
pub use crate::records::PlayerId;
use crate::Store;

/// A player as the roster lists them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    /// Stored matches they sat at.
    pub matches: u32,
    /// When the newest of those started.
    #[ts(type = "number | null")]
    pub last_played_ms: Option<i64>,
}

impl From<PlayerRow> for Player {
    fn from(row: PlayerRow) -> Player {
        Player {
            id: row.id,
            name: row.name,
            matches: row.matches,
            last_played_ms: row.last_played_ms,
        }
    }
}

impl Store {
    /// Everyone in the roster, the most recently seen first.
    pub fn list_players(&self) -> Result<Vec<Player>> {
        Ok(rows::list(&self.conn)?
            .into_iter()
            .map(Player::from)
            .collect())
    }

    pub fn get_player(&self, id: PlayerId) -> Result<Player> {
        rows::get(&self.conn, id)?
            .map(Player::from)
            .ok_or_else(|| StoreError::not_found(Missing::Player, id))
    }

    /// The player called `name`, folded as the roster folds names ("ana" is "Ana").
    pub fn find_player(&self, name: &str) -> Result<Option<Player>> {
        rows::find(&self.conn, name)?
            .map(|id| self.get_player(id))
            .transpose()
    }

    /// Renames a player; their matches stay theirs. A name another player already has is
    /// refused: the two are one person, so merge them.
    pub fn rename_player(&mut self, id: PlayerId, name: &str) -> Result<Player> {
        let name = name.trim();
        if name.is_empty() {
            return Err(StoreError::InvalidPlayer(PlayerProblem::NoName));
        }
        if let Some(other) = rows::find(&self.conn, name)?.filter(|&other| other != id) {
            return Err(StoreError::InvalidPlayer(PlayerProblem::NameTaken {
                name: name.to_owned(),
                other,
            }));
        }
        let tx = self.begin_write()?;
        if !rows::rename(&tx, id, name)? {
            return Err(StoreError::not_found(Missing::Player, id));
        }
        tx.commit()?;
        self.get_player(id)
    }

    /// Joins `from` into `into`: every match `from` played becomes `into`'s, and `from`
    /// leaves the roster.
    pub fn merge_players(&mut self, from: PlayerId, into: PlayerId) -> Result<Player> {
        if from == into {
            return Err(StoreError::InvalidPlayer(
                PlayerProblem::MergedIntoThemselves,
            ));
        }
        self.get_player(from)?;
        self.get_player(into)?;
        let tx = self.begin_write()?;
        rows::merge(&tx, from, into)?;
        tx.commit()?;
        self.get_player(into)
    }
}
