//! One module per game.
pub mod conjure;
