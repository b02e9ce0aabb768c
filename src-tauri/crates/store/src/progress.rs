//! How far a long piece of work has come, for a progress bar.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A report of a long piece of work: its stage, and how much of the stage is done. A total of
/// 0 is a stage whose size is not known yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Progress {
    pub stage: ProgressStage,
    #[ts(type = "number")]
    pub done: u64,
    #[ts(type = "number")]
    pub total: u64,
}

/// The stages of a long piece of work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ProgressStage {
    /// Reading and checking what was handed in; nothing is written yet.
    Reading,
    /// Writing to the database, in one transaction: nothing shows until the last.
    Writing,
}

impl Progress {
    /// Reading has begun; how much there is to read is not known yet.
    pub fn reading() -> Progress {
        Progress {
            stage: ProgressStage::Reading,
            done: 0,
            total: 0,
        }
    }

    /// `done` of `total` things read and checked (a file's matches replayed, say).
    pub fn checking(done: usize, total: usize) -> Progress {
        Progress {
            stage: ProgressStage::Reading,
            done: done as u64,
            total: total as u64,
        }
    }

    pub fn writing(done: usize, total: usize) -> Progress {
        Progress {
            stage: ProgressStage::Writing,
            done: done as u64,
            total: total as u64,
        }
    }
}
