//! Conjure The Chaos: the table basics (life, crystals, turns, draws, quests).
//!
//! Rule IDs are the `CTC-*` entries of the rule catalog.

mod action;
mod apply;
mod state;
#[cfg(test)]
mod tests;

pub use action::{Action, FirstPlayerMethod};
pub use state::{Color, CrystalPool, Phase, PlayerState, Quest, Rules, State};

use crate::error::{Refusal, SetupError};
use crate::game::{Ctx, Game, GameId, GameInfo, Outcome};
use crate::label::Label;
use crate::setup::Setup;

/// The Conjure The Chaos rules.
pub struct Conjure;

impl Game for Conjure {
    type State = State;
    type Action = Action;

    fn info() -> GameInfo {
        GameInfo {
            id: GameId::Conjure,
            min_players: 2,
            max_players: 4,
            playable: true,
        }
    }

    fn start(setup: &Setup) -> Result<State, SetupError> {
        let rules: Rules = setup.rules()?;
        let players = setup
            .players
            .iter()
            .map(|name| PlayerState {
                name: name.trim().to_owned(),
                life: rules.starting_life,
                crystals: Color::ALL
                    .iter()
                    .map(|&color| CrystalPool {
                        color,
                        total: 0,
                        spent: 0,
                    })
                    .collect(),
                quests: Vec::new(),
                deck: rules.deck_size.saturating_sub(rules.starting_hand),
                hand: rules.starting_hand,
                empty_draws: 0,
                out: false,
            })
            .collect();
        Ok(State {
            rules,
            players,
            first_player: None,
            active: 0,
            turn: 0,
            round: 0,
            phase: Phase::Setup,
            recharged: false,
            drew: false,
        })
    }

    fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
        apply::apply(state, action, ctx)
    }

    /// CTC-WIN-1: the last player standing wins, and so does the first to complete all four
    /// quests. Everyone out at once is a draw.
    fn outcome(state: &State) -> Option<Outcome> {
        if let Some(seat) = state
            .players
            .iter()
            .position(|p| p.quests.len() >= Quest::ALL.len())
        {
            return Some(Outcome {
                winners: vec![seat],
                rule: Some("CTC-WIN-1".into()),
                reason: Label::new("outcome.conjure.all_quests").num("player", seat as i64),
            });
        }
        let remaining: Vec<usize> = state.remaining().collect();
        match remaining.as_slice() {
            [] => Some(Outcome {
                winners: Vec::new(),
                rule: Some("CTC-WIN-1".into()),
                reason: Label::new("outcome.draw"),
            }),
            [seat] => Some(Outcome {
                winners: vec![*seat],
                rule: Some("CTC-WIN-1".into()),
                reason: Label::new("outcome.conjure.last_standing").num("player", *seat as i64),
            }),
            _ => None,
        }
    }

    fn describe(before: &State, after: &State, action: &Action) -> Label {
        describe(before, after, action)
    }

    fn candidate_actions(state: &State) -> Vec<Action> {
        let mut actions = vec![
            Action::PickFirstPlayer {
                method: FirstPlayerMethod::Die,
            },
            Action::PickFirstPlayer {
                method: FirstPlayerMethod::Coin,
            },
            Action::Draw,
            Action::NextPhase,
        ];
        actions.extend(Color::ALL.map(|color| Action::Recharge { color }));
        for player in 0..state.players.len() {
            actions.push(Action::SetFirstPlayer { player });
            actions.push(Action::AdjustLife { player, delta: -1 });
            actions.push(Action::AdjustLife { player, delta: 1 });
            for color in Color::ALL {
                actions.push(Action::Spend {
                    player,
                    color,
                    amount: 1,
                    card_colors: Vec::new(),
                });
                actions.push(Action::GainCrystals {
                    player,
                    color,
                    amount: 1,
                });
            }
            for quest in Quest::ALL {
                actions.push(Action::CompleteQuest { player, quest });
            }
        }
        actions
    }

    fn turn_and_phase(state: &State) -> (u32, Label) {
        (
            state.turn,
            Label::new("conjure.phase").text("phase", state.phase.as_str()),
        )
    }
}

/// The log line of an action: `conjure.action.<type>` with the values it needs.
fn describe(before: &State, after: &State, action: &Action) -> Label {
    let key = |name: &str| Label::new(&format!("conjure.action.{name}"));
    match action {
        Action::PickFirstPlayer { method } => {
            let method = match method {
                FirstPlayerMethod::Die => "die",
                FirstPlayerMethod::Coin => "coin",
            };
            key("pick_first_player")
                .text("method", method)
                .num("player", after.first_player.unwrap_or(0) as i64)
        }
        Action::SetFirstPlayer { player } => key("set_first_player").num("player", *player as i64),
        Action::AdjustLife { player, delta } => key("adjust_life")
            .num("player", *player as i64)
            .num("delta", (*delta).into())
            .num(
                "life",
                before
                    .players
                    .get(*player)
                    .map_or(0, |p| i64::from(p.life) + i64::from(*delta)),
            ),
        Action::Recharge { color } => key("recharge")
            .num("player", before.active as i64)
            .text("color", color.as_str()),
        Action::Spend {
            player,
            color,
            amount,
            ..
        } => key("spend")
            .num("player", *player as i64)
            .text("color", color.as_str())
            .num("amount", (*amount).into()),
        Action::GainCrystals {
            player,
            color,
            amount,
        } => key("gain_crystals")
            .num("player", *player as i64)
            .text("color", color.as_str())
            .num("amount", (*amount).into()),
        Action::Draw => {
            let player = before.players.get(before.active);
            match player {
                Some(p) if p.deck == 0 => key("draw_empty")
                    .num("player", before.active as i64)
                    .num("damage", i64::from(p.empty_draws) + 1),
                _ => key("draw").num("player", before.active as i64),
            }
        }
        Action::NextPhase => key("next_phase")
            .text("phase", after.phase.as_str())
            .num("player", after.active as i64),
        Action::CompleteQuest { player, quest } => key("complete_quest")
            .num("player", *player as i64)
            .text("quest", quest.as_str()),
        Action::AdjustCards { player, deck, hand } => key("adjust_cards")
            .num("player", *player as i64)
            .num("deck", (*deck).into())
            .num("hand", (*hand).into()),
        Action::Concede { player } => key("concede").num("player", *player as i64),
    }
}
