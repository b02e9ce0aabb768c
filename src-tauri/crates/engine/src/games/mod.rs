//! The games: one folder each, and one line each in the list below.
//!
//! A playable game names its [`Game`](crate::game::Game) implementation, its state and its
//! action; an announced one (on the home screen, not playable yet) its ID and seats. The
//! registry (`crate::registry`) builds `GameId`, `GameState`, `GameAction` and the dispatch.
//! A line may carry a `#[cfg(…)]`: the tally game is registered only for the shared tests.

pub mod codex;
pub mod conjure;
pub mod elestrals;
#[cfg(feature = "test-game")]
pub mod tally;
pub mod xingling;

/// Whether the tests' fifth game (`tally`) is registered. The files generated from the
/// registry (the JSON Schemas, the TypeScript bindings) describe the games Tableside ships, so
/// their freshness tests compare them only in a build without it.
pub const TEST_GAME: bool = cfg!(feature = "test-game");

crate::registry::register_games! {
    playable {
        Elestrals: elestrals::Elestrals, elestrals::State, elestrals::Action;
        Conjure: conjure::Conjure, conjure::State, conjure::Action;
        Codex: codex::Codex, codex::State, codex::Action;
        Xingling: xingling::Xingling, xingling::State, xingling::Action;
        #[cfg(feature = "test-game")]
        Tally: tally::Tally, tally::State, tally::Action;
    }
    announced {}
}
