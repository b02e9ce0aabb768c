//! 星灵 at a full table: replaying a 10,000-action eight-player match.
//!
//! Every seat plays whole turns through the six phases: a 判定, a draw, a 星灵 contracted,
//! summoned (the oldest one to the graveyard once the field is full) and sent to attack a
//! neighbour (distance 1), the damage and a heal back, a card used and one put out. Every
//! entry must be accepted.
//!
//! `cargo bench -p tableside-engine --bench seats`

use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use serde_json::{json, Value};
use tableside_engine::{Action, GameId, GameState, LogEntry, Match, Setup};

const ENTRIES: usize = 10_000;
const SEATS: usize = 8;

fn setup() -> Setup {
    Setup {
        game: GameId::Xingling,
        format: "xingling-standard".into(),
        players: (1..=SEATS).map(|seat| format!("玩家{seat}")).collect(),
        seed: 11,
        // A general deck that lasts the whole log: the glossary has no reshuffle to track.
        rules: json!({"general_deck": 60_000}),
    }
}

fn play(action: Value) -> Action {
    let mut play = action;
    play["game"] = json!("xingling");
    serde_json::from_value(json!({"kind": "play", "play": play})).expect("a valid 星灵 action")
}

struct Table {
    game: Match,
}

impl Table {
    fn apply(&mut self, action: Value) {
        let at = self.game.log().len() as i64;
        let action = play(action);
        if let Err(refusal) = self.game.apply(action.clone(), at) {
            panic!("the benchmark log must be legal: {action:?} was refused: {refusal}");
        }
    }

    fn next(&mut self, times: usize) {
        for _ in 0..times {
            self.apply(json!({"type": "next_phase"}));
        }
    }

    fn active(&self) -> usize {
        match self.game.state() {
            GameState::Xingling(state) => state.active,
            _ => unreachable!("the benchmark plays 星灵"),
        }
    }

    /// One whole turn of the active player, ending at the next turn's start or the round's end.
    fn turn(&mut self) {
        let me = self.active();
        let neighbour = (me + 1) % SEATS;
        self.next(1); // 判定
        self.apply(json!({"type": "judge", "player": me}));
        self.next(1); // 摸牌
        self.apply(json!({"type": "draw", "player": me, "count": 1}));
        self.next(1); // 出牌
        self.apply(json!({"type": "contract", "player": me, "name": "晨星", "cost": 1, "range": 1, "gentle": false}));
        self.apply(
            json!({"type": "summon", "player": me, "standby": 0, "payment": "ling", "replace": 0}),
        );
        self.apply(json!({"type": "reset", "player": me, "spirit": 0}));
        self.apply(json!({"type": "attack", "player": me, "spirit": 0, "target": neighbour}));
        self.apply(json!({"type": "damage", "target": neighbour, "amount": 2, "source": me}));
        self.apply(json!({"type": "heal", "player": neighbour, "amount": 2}));
        self.apply(json!({"type": "heal", "player": me, "amount": 1}));
        self.apply(json!({"type": "use_card", "player": me, "card": "星灵攻击"}));
        self.apply(json!({"type": "draw", "player": me, "count": 1}));
        self.apply(json!({"type": "play_out", "player": me, "card": "星灵攻击"}));
        self.next(1); // 弃牌
        self.next(1); // 回合结束
        self.next(1); // the next turn, or the round's end
    }

    fn log(entries: usize) -> Vec<LogEntry> {
        let mut table = Table {
            game: Match::new(setup()).expect("a valid setup"),
        };
        table.apply(json!({"type": "set_first_player", "player": 0}));
        while table.game.log().len() < entries {
            table.apply(json!({"type": "reveal_event", "name": "流星雨", "contract": false}));
            table.next(1); // 轮进行
            for _ in 0..SEATS {
                table.turn();
            }
            table.next(1); // 轮开始
        }
        table.game.log()[..entries].to_vec()
    }
}

fn seats(c: &mut Criterion) {
    let mut group = c.benchmark_group("seats");
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
    let log = Table::log(ENTRIES);
    group.throughput(Throughput::Elements(ENTRIES as u64));
    group.bench_function("replay_10k_entries_eight_players", |b| {
        b.iter_batched(
            setup,
            |setup| Match::replay(setup, &log).expect("replays"),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, seats);
criterion_main!(benches);
