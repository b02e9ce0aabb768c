//! Elestrals: applying one action that opens a chain, and replaying a 10,000-action match.
//!
//! The log is a table playing turn after turn: draw, Cast an Elestral (a chain opens and
//! resolves), destroy it again as a card effect would, refill the decks as the table corrects
//! them, and pass through the phases. Every entry must be accepted.
//!
//! `cargo bench -p tableside-engine --bench chains`

use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use serde_json::{json, Value};
use tableside_engine::{Action, GameId, GameState, LogEntry, Match, Setup};

const ENTRIES: usize = 10_000;

fn setup() -> Setup {
    Setup {
        game: GameId::Elestrals,
        format: "elestrals-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules: json!({"spirit_decks": [{"fire": 20}, {"water": 20}]}),
    }
}

fn play(action: Value) -> Action {
    let mut play = action;
    play["game"] = json!("elestrals");
    serde_json::from_value(json!({"kind": "play", "play": play})).expect("a valid Elestrals action")
}

/// The Cast of a two-Spirit Elestral by `player`, whose deck holds `element` Spirits.
fn cast(element: &str) -> Action {
    play(json!({
        "type": "cast",
        "card": {"name": "Emberkit", "class": "elestral", "cost": [element, "omni"], "attack": 3, "defense": 2},
        "spirits": {element: 2},
    }))
}

struct Table {
    game: Match,
}

impl Table {
    fn apply(&mut self, action: Action) {
        let at = self.game.log().len() as i64;
        if let Err(refusal) = self.game.apply(action.clone(), at) {
            panic!("the benchmark log must be legal: {action:?} was refused: {refusal}");
        }
    }

    fn active(&self) -> usize {
        match self.game.state() {
            GameState::Elestrals(state) => state.active,
            _ => unreachable!("the benchmark plays Elestrals"),
        }
    }

    fn first_elestral(&self, player: usize) -> u32 {
        match self.game.state() {
            GameState::Elestrals(state) => state.players[player]
                .elestrals
                .iter()
                .flatten()
                .next()
                .map(|card| card.id.0)
                .expect("the Cast put an Elestral on the field"),
            _ => unreachable!("the benchmark plays Elestrals"),
        }
    }

    /// One whole turn of the active player.
    fn turn(&mut self) {
        let player = self.active();
        let element = if player == 0 { "fire" } else { "water" };
        self.apply(play(json!({"type": "draw"})));
        self.apply(play(json!({"type": "next_phase"})));
        self.apply(cast(element));
        self.apply(play(json!({"type": "resolve_chain"})));
        let card = self.first_elestral(player);
        self.apply(play(json!({"type": "destroy", "card": card})));
        self.apply(play(
            json!({"type": "adjust_spirit_deck", "player": player, "add": {element: 2}}),
        ));
        self.apply(play(
            json!({"type": "adjust_cards", "player": player, "main_deck": 1, "hand": 0}),
        ));
        for _ in 0..3 {
            self.apply(play(json!({"type": "next_phase"})));
        }
    }

    fn log(entries: usize) -> Vec<LogEntry> {
        let mut table = Table {
            game: Match::new(setup()).expect("a valid setup"),
        };
        table.apply(play(json!({"type": "set_first_player", "player": 0})));
        while table.game.log().len() < entries {
            table.turn();
        }
        table.game.log()[..entries].to_vec()
    }
}

fn elestrals(c: &mut Criterion) {
    let mut group = c.benchmark_group("elestrals");
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));

    let log = Table::log(ENTRIES);
    group.throughput(Throughput::Elements(ENTRIES as u64));
    group.bench_function("replay_10k_entries", |b| {
        b.iter_batched(
            setup,
            |setup| Match::replay(setup, &log).expect("replays"),
            BatchSize::SmallInput,
        )
    });

    // One Cast in the Main Phase: pays the Spirits and opens a chain with the Cast as its base.
    let mut ready = Table {
        game: Match::new(setup()).expect("a valid setup"),
    };
    ready.apply(play(json!({"type": "set_first_player", "player": 0})));
    ready.apply(play(json!({"type": "draw"})));
    ready.apply(play(json!({"type": "next_phase"})));
    group.throughput(Throughput::Elements(1));
    group.bench_function("apply_cast_opening_a_chain", |b| {
        b.iter_batched(
            || (ready.game.clone(), cast("fire")),
            |(mut game, action)| {
                game.apply(action, 0).expect("the Cast is legal");
                game
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, elestrals);
criterion_main!(benches);
