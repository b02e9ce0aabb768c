//! The set-up before the first turn (CTC-SETUP-1 to CTC-SETUP-3): tribes, who goes first, the
//! Crystal Tower draft and the opening hands.
//!
//! A guided set-up (`rules.guided`) is played as phases: Setup (tribes, first player), then
//! TowerDraft, then OpeningHands, then the first turn. Otherwise deciding the first player
//! starts the first turn at once, as it did before the guided set-up existed, so older match
//! files replay unchanged; the table may still choose tribes and redraw in round one.
//!
//! The draft order for 3–4 players is worked out from CTC-SETUP-2's two-player text ("the
//! second player picks first, alternate until each has two"): picks go in reverse turn order,
//! the last seat to play first picking first and the first player last, and that round of picks
//! repeats until everyone has `towers_per_player`. With two players this is exactly the
//! rulebook's second, first, second, first; with more, the first player, who has the tempo,
//! picks last in every round.

use super::rule_ids::{CTC_QUEST_1, CTC_SETUP_2, CTC_SETUP_3};

use super::action::FirstPlayerMethod;
use super::cards::Color;
use super::checks::{check_in_game, check_seat};
use super::crystals;
use super::state::{Phase, State, Tower, Tribe};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

/// The towers of a table of `players`: `per_player` each, their crystals going round the four
/// colors (two players: one of each; four players: two of each).
pub(super) fn towers_for(players: usize, per_player: u32) -> Vec<Tower> {
    let count = players.saturating_mul(per_player as usize);
    (0..count)
        .map(|i| Tower {
            crystal: Color::ALL[i % Color::ALL.len()],
            controller: None,
        })
        .collect()
}

/// CTC-SETUP-2 for any table: reverse turn order from the first player, repeated `rounds`
/// times (see the module docs).
pub(super) fn draft_order(players: usize, first: usize, rounds: u32) -> Vec<usize> {
    let one_round = (0..players)
        .rev()
        .map(|step| (first + step) % players.max(1));
    (0..rounds).flat_map(|_| one_round.clone()).collect()
}

pub(super) fn require_setup(state: &State, ctx: &Ctx) -> Result<(), Refusal> {
    ctx.require(state.phase == Phase::Setup, CTC_SETUP_2, || {
        Label::new("refusal.conjure.first_player_known")
    })
}

/// CTC-SETUP-2: a die or a coin decides who goes first.
pub(super) fn pick_first_player(
    state: &mut State,
    method: FirstPlayerMethod,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    require_setup(state, ctx)?;
    let first = match method {
        FirstPlayerMethod::Coin => {
            if state.players.len() != 2 {
                return Err(Refusal::invalid(Label::new(
                    "refusal.conjure.coin_needs_two",
                )));
            }
            ctx.dice.roll(2) as usize - 1
        }
        FirstPlayerMethod::Die => highest_roll(state.players.len(), ctx),
    };
    first_player_decided(state, first);
    Ok(())
}

pub(super) fn set_first_player(state: &mut State, player: usize, ctx: &Ctx) -> Result<(), Refusal> {
    check_seat(state, player)?;
    require_setup(state, ctx)?;
    first_player_decided(state, player);
    Ok(())
}

/// Everyone rolls a d6; the tied highest roll again until one is left.
fn highest_roll(players: usize, ctx: &mut Ctx) -> usize {
    let mut contenders: Vec<usize> = (0..players).collect();
    while contenders.len() > 1 {
        let rolls: Vec<u32> = contenders.iter().map(|_| ctx.dice.roll(6)).collect();
        let best = rolls.iter().copied().max().unwrap_or(0);
        contenders = contenders
            .into_iter()
            .zip(rolls)
            .filter(|(_, r)| *r == best)
            .map(|(p, _)| p)
            .collect();
    }
    contenders.first().copied().unwrap_or(0)
}

/// With a guided set-up the tower draft comes next; otherwise the first turn starts.
fn first_player_decided(state: &mut State, first: usize) {
    state.first_player = Some(first);
    state.active = first;
    if state.rules.guided {
        state.draft_order = draft_order(state.players.len(), first, state.rules.towers_per_player);
        state.draft_order.truncate(state.towers.len());
        // Re-deciding by a ruling after the draft does not draft again.
        let drafted = state.towers.iter().all(|t| t.controller.is_some());
        if state.draft_order.is_empty() || drafted {
            state.phase = Phase::OpeningHands;
        } else {
            state.phase = Phase::TowerDraft;
            state.active = state.draft_order[0];
        }
    } else {
        start_first_turn(state);
    }
}

/// The first turn's Recharge phase, for the first player; their turn starts as every turn
/// does, with any crystal used before it refreshed (CTC-CRYSTAL-1).
pub(super) fn start_first_turn(state: &mut State) {
    let first = state.first_player.unwrap_or(0);
    state.active = first;
    state.turn = 1;
    state.round = 1;
    state.phase = Phase::Recharge;
    state.recharged = false;
    crystals::refresh_at_turn_start(state);
    state.drew = false;
    state.drew_chaos = false;
    state.attacked = false;
}

/// The tribe decides the Tribal Quest (CTC-QUEST-1): it is chosen during the set-up, or later
/// once if the table skipped it, but never changed once play has begun.
pub(super) fn choose_tribe(
    state: &mut State,
    player: usize,
    tribe: Tribe,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    let current = state.players[player].tribe;
    ctx.require(
        state.phase.is_setup() || current.is_none() || current == Some(tribe),
        CTC_QUEST_1,
        || Label::new("refusal.conjure.tribe_fixed"),
    )?;
    state.players[player].tribe = Some(tribe);
    Ok(())
}

/// CTC-SETUP-2: the draft's next picker takes a face-down tower; `None` lets the app deal one
/// at random from those left (the roll is logged), `Some` records the one the table turned up.
pub(super) fn pick_tower(
    state: &mut State,
    player: usize,
    tower: Option<usize>,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    ctx.require(state.phase == Phase::TowerDraft, CTC_SETUP_2, || {
        Label::new("refusal.conjure.not_drafting")
    })?;
    let picked = state
        .towers
        .iter()
        .filter(|t| t.controller.is_some())
        .count();
    let next = state.draft_order.get(picked).copied();
    ctx.require(next == Some(player), CTC_SETUP_2, || {
        Label::new("refusal.conjure.not_your_pick").num("player", next.unwrap_or(player) as i64)
    })?;
    let left: Vec<usize> = state
        .towers
        .iter()
        .enumerate()
        .filter(|(_, t)| t.controller.is_none())
        .map(|(i, _)| i)
        .collect();
    let index = match tower {
        Some(index) => {
            let Some(t) = state.towers.get(index) else {
                return Err(Refusal::invalid(
                    Label::new("refusal.conjure.no_such_tower").num("tower", index as i64),
                ));
            };
            if t.controller.is_some() {
                return Err(Refusal::invalid(
                    Label::new("refusal.conjure.tower_taken").num("tower", index as i64),
                ));
            }
            index
        }
        None => {
            if left.is_empty() {
                return Err(Refusal::invalid(Label::new(
                    "refusal.conjure.no_towers_left",
                )));
            }
            left[ctx.dice.roll(left.len() as u32) as usize - 1]
        }
    };
    std::sync::Arc::make_mut(&mut state.towers)[index].controller = Some(player);
    let picked = picked + 1;
    match state.draft_order.get(picked) {
        Some(&next) if picked < state.towers.len() => state.active = next,
        _ => {
            state.phase = Phase::OpeningHands;
            state.active = state.first_player.unwrap_or(0);
        }
    }
    Ok(())
}

/// CTC-SETUP-3: once, on turn 1, shuffle `count` cards back and draw as many. The deck's order
/// is hidden, so only the fact and the number are kept; the counts do not change.
pub(super) fn redraw(
    state: &mut State,
    player: usize,
    count: u32,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    let p = &state.players[player];
    ctx.require(!p.redrew && state.round <= 1, CTC_SETUP_3, || {
        Label::new("refusal.conjure.redraw_once")
    })?;
    if count > p.hand {
        return Err(Refusal::invalid(
            Label::new("refusal.conjure.redraw_too_many")
                .num("count", count.into())
                .num("hand", p.hand.into()),
        ));
    }
    state.players[player].redrew = true;
    Ok(())
}
