//! A Conjure The Chaos log as long as asked for, built through `Match::apply`, so that every
//! entry is one the engine accepts: whole turns of two players with recharge, draws, spends,
//! life changes and a card put back into the deck each turn. The replay benches time it
//! natively; the browser build's benches (`tableside-web`'s `tests/in_a_worker.rs`) include
//! this file to time the same log in a Web Worker, so that the two compare.

#![allow(dead_code, reason = "each bench uses a part of the builder")]

use tableside_engine::games::conjure::{self, Color, Phase, State};
use tableside_engine::{Action, GameAction, GameId, GameState, LogEntry, Match, Setup};

/// One undo and one redo every this many turns, in a log with undo.
pub const UNDO_EVERY_TURNS: u32 = 7;

pub fn setup() -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 2024,
        rules: serde_json::Value::Null,
    }
}

/// Builds a match turn by turn until its log holds exactly the entries asked for.
pub struct LogBuilder {
    table: Match,
    entries: usize,
    with_undo: bool,
}

impl LogBuilder {
    pub fn build(entries: usize, with_undo: bool) -> Vec<LogEntry> {
        Self::start(entries, with_undo).finish()
    }

    /// The same turns from a table whose crystals are all at the cap from the first turn on
    /// (one `GainCrystals` per player and color), the table a standard match reaches at about
    /// entry 950, one recharge a turn: from there on every round repeats the one before but for
    /// its counters.
    pub fn build_from_the_cap(entries: usize) -> Vec<LogEntry> {
        let mut builder = Self::start(entries, false);
        let cap = builder.state().rules.crystal_cap;
        for player in 0..builder.state().players.len() {
            for color in Color::ALL {
                builder.play(conjure::Action::GainCrystals {
                    player,
                    color,
                    amount: cap,
                });
            }
        }
        builder.finish()
    }

    fn start(entries: usize, with_undo: bool) -> LogBuilder {
        let table = Match::new(setup()).expect("a valid setup");
        let mut builder = LogBuilder {
            table,
            entries,
            with_undo,
        };
        builder.play(conjure::Action::SetFirstPlayer { player: 0 });
        builder
    }

    fn finish(mut self) -> Vec<LogEntry> {
        while !self.full() {
            self.turn();
        }
        let log = self.table.log().to_vec();
        assert_eq!(log.len(), self.entries);
        assert!(
            self.table.outcome().is_none(),
            "the match is still going at the end of the log"
        );
        log
    }

    fn full(&self) -> bool {
        self.table.log().len() >= self.entries
    }

    fn state(&self) -> &State {
        match self.table.state() {
            GameState::Conjure(state) => state,
            _ => unreachable!("the benchmark plays Conjure The Chaos"),
        }
    }

    /// Applies `action` unless the log is already full; every action here must be accepted.
    fn apply(&mut self, action: Action) {
        if self.full() {
            return;
        }
        let at_ms = self.table.log().len() as i64 * 1_500;
        if let Err(refusal) = self.table.apply(action.clone(), at_ms) {
            panic!("the benchmark log must be accepted, but {action:?} was refused: {refusal}");
        }
    }

    fn play(&mut self, action: conjure::Action) {
        self.apply(Action::Play {
            play: GameAction::Conjure(action),
        });
    }

    /// One whole turn of the active player, from Recharge to the next player's Recharge.
    fn turn(&mut self) {
        let state = self.state();
        let me = state.active;
        let opponent = 1 - me;
        let turn = state.turn;
        // Recharge the emptiest color, while one is below the cap.
        let cap = state.rules.crystal_cap;
        let lowest = state.players[me]
            .crystals
            .iter()
            .min_by_key(|pool| pool.total)
            .filter(|pool| pool.total < cap);
        if let Some(color) = lowest.map(|pool| pool.color) {
            self.play(conjure::Action::Recharge { color });
        }
        for _ in 0..3 {
            self.play(conjure::Action::NextPhase);
        }
        if !self.full() && self.state().phase == Phase::Draw && !self.state().skips_draw() {
            self.play(conjure::Action::Draw);
        }
        self.play(conjure::Action::NextPhase); // Action
        let unspent = Color::ALL
            .into_iter()
            .find(|&c| self.state().players[me].pool(c).unspent() > 0);
        if let Some(color) = unspent {
            self.play(conjure::Action::Spend {
                player: me,
                color,
                amount: 1,
                card_colors: vec![color],
            });
        }
        self.play(conjure::Action::AdjustLife {
            player: opponent,
            delta: -1,
        });
        self.play(conjure::Action::AdjustLife {
            player: me,
            delta: 1,
        });
        if self.with_undo && turn.checked_rem(UNDO_EVERY_TURNS) == Some(0) {
            self.apply(Action::Undo);
            self.apply(Action::Redo);
        }
        // A card goes back into the deck, so that the deck never runs out (CTC-DRAW-2).
        self.play(conjure::Action::AdjustCards {
            player: me,
            deck: 1,
            hand: -1,
        });
        self.play(conjure::Action::NextPhase); // End
        if !self.full() {
            let over = self.state().players[me]
                .hand
                .saturating_sub(self.state().rules.hand_limit);
            if over > 0 {
                self.play(conjure::Action::AdjustCards {
                    player: me,
                    deck: 0,
                    hand: -(over as i32),
                });
            }
        }
        self.play(conjure::Action::NextPhase); // the next player's Recharge
    }
}
