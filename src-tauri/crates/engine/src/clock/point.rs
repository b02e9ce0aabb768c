//! Where the game stands after an entry, as far as the clocks care: what the track folds
//! (`track.rs`), apart from it; a pass by a tap holds until it changes.

/// Where the game stands after an entry, as far as the clocks care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    /// The seat to act ([`crate::Game::to_act`]).
    pub to_act: Option<usize>,
    pub turn: u32,
    pub phase: &'static str,
}
