//! One module per game.
pub mod conjure;
pub mod elestrals;
