//! The commands the UI invokes: each a line or two over [`AppState`](crate::state::AppState).

pub(crate) mod cards;
pub(crate) mod database;
pub(crate) mod decks;
pub(crate) mod games;
pub(crate) mod history;
pub(crate) mod matches;
pub(crate) mod startup;
