//! The games: one folder each, and one line each in the list below.
//!
//! A playable game names its [`Game`](crate::game::Game) implementation, its state and its
//! action; an announced one (on the home screen, not playable yet) its ID and seats. The
//! registry (`crate::registry`) builds `GameId`, `GameState`, `GameAction` and the dispatch.

pub mod codex;
pub mod conjure;
pub mod elestrals;
pub mod xingling;

crate::registry::register_games! {
    playable {
        Elestrals: elestrals::Elestrals, elestrals::State, elestrals::Action;
        Conjure: conjure::Conjure, conjure::State, conjure::Action;
        Codex: codex::Codex, codex::State, codex::Action;
        Xingling: xingling::Xingling, xingling::State, xingling::Action;
    }
    announced {}
}
