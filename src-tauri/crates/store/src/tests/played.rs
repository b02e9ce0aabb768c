//! Matches played for the history and statistics tests: Conjure matches between named
//! players, each ended by a concession or by life run out, stored as the app stores them.

use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, GameId, Match, Setup};

use crate::{DeckId, MatchId, SeatDeck, Store};

pub(crate) fn setup(players: &[&str], seed: u64) -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: players.iter().map(|p| (*p).to_owned()).collect(),
        seed,
        rules: serde_json::Value::Null,
    }
}

pub(crate) fn play(action: conjure::Action) -> Action {
    Action::Play {
        play: GameAction::Conjure(action),
    }
}

/// How a played match ends.
#[derive(Clone, Copy)]
pub(crate) enum End {
    /// This seat's life runs out (CTC-WIN-1): the other wins.
    LifeOut(usize),
    /// This seat concedes.
    Concedes(usize),
    /// Left in play.
    InPlay,
}

/// A match started at `at_ms` by `players` with `decks`, where `first` takes the first turn,
/// played to `end`; `minutes` long.
pub(crate) struct Game<'a> {
    pub players: &'a [&'a str],
    pub decks: Vec<Option<DeckId>>,
    pub first: usize,
    pub end: End,
    pub at_ms: i64,
    pub minutes: i64,
}

pub(crate) fn store_game(store: &mut Store, game: &Game<'_>, seed: u64) -> (MatchId, Match) {
    let setup = setup(game.players, seed);
    let decks: Vec<SeatDeck> = game.decks.iter().map(|&deck| SeatDeck { deck }).collect();
    let id = store
        .create_match_with_decks(&setup, &decks, game.at_ms)
        .expect("creates");
    let mut live = Match::new(setup).expect("starts");
    let mut act = |action: Action, at: i64| {
        live.apply(action, at)
            .unwrap_or_else(|r| panic!("refused: {r}"));
        store.append_action(id, &live).expect("appends");
    };
    act(
        play(conjure::Action::SetFirstPlayer { player: game.first }),
        game.at_ms + 1,
    );
    let end_at = game.at_ms + game.minutes * 60_000;
    match game.end {
        End::LifeOut(seat) => act(
            play(conjure::Action::AdjustLife {
                player: seat,
                delta: -1_000,
            }),
            end_at,
        ),
        End::Concedes(seat) => act(play(conjure::Action::Concede { player: seat }), end_at),
        End::InPlay => act(
            play(conjure::Action::AdjustLife {
                player: 0,
                delta: -1,
            }),
            end_at,
        ),
    }
    (id, live)
}

/// A store with the shipped data, so that decks can be saved.
pub(crate) fn store() -> Store {
    let mut store = Store::open_in_memory().expect("opens");
    store
        .sync_shipped_data(crate::shipped_files())
        .expect("the shipped data loads");
    store
}

/// Saves an empty Conjure deck called `name`.
pub(crate) fn deck(store: &mut Store, name: &str) -> DeckId {
    store
        .upsert_deck(&crate::Deck {
            id: None,
            game: GameId::Conjure,
            format: None,
            name: name.to_owned(),
            cards: Vec::new(),
            created_at_ms: 0,
            updated_at_ms: 0,
            maybe: Vec::new(),
            version: 0,
        })
        .expect("saves")
}
