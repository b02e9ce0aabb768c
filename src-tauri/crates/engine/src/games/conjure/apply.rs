//! The rules of Conjure The Chaos: how each action changes the state, or why it may not.

use super::action::{Action, FirstPlayerMethod};
use super::state::{Color, Phase, Quest, State};
use crate::error::{Refusal, RefusalCode};
use crate::game::Ctx;
use crate::label::Label;

/// Applies `action` to `state`. Checks come before writes wherever a refusal is possible,
/// but the caller applies to a copy anyway, so a late refusal cannot leave a half-change.
pub(super) fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    match *action {
        Action::PickFirstPlayer { method } => pick_first_player(state, method, ctx),
        Action::SetFirstPlayer { player } => {
            check_seat(state, player)?;
            require_setup(state, ctx)?;
            start_first_turn(state, player);
            Ok(())
        }
        Action::AdjustLife { player, delta } => adjust_life(state, player, delta),
        Action::Recharge { color } => recharge(state, color, ctx),
        Action::Spend {
            player,
            color,
            amount,
            ref card_colors,
        } => spend(state, player, color, amount, card_colors, ctx),
        Action::GainCrystals {
            player,
            color,
            amount,
        } => gain_crystals(state, player, color, amount, ctx),
        Action::Draw => draw(state, ctx),
        Action::NextPhase => next_phase(state, ctx),
        Action::CompleteQuest { player, quest } => complete_quest(state, player, quest, ctx),
        Action::AdjustCards { player, deck, hand } => adjust_cards(state, player, deck, hand),
        Action::Concede { player } => {
            check_in_game(state, player)?;
            state.players[player].out = true;
            Ok(())
        }
    }
}

fn check_seat(state: &State, player: usize) -> Result<(), Refusal> {
    if player < state.players.len() {
        Ok(())
    } else {
        Err(Refusal::no_such_player(player))
    }
}

fn check_in_game(state: &State, player: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if state.players[player].out {
        return Err(invalid(
            Label::new("refusal.player_out").num("player", player as i64),
            format!("{} is out of the game", state.players[player].name),
        ));
    }
    Ok(())
}

fn invalid(reason: Label, message: impl Into<String>) -> Refusal {
    Refusal::other(RefusalCode::InvalidAction, reason, message)
}

fn require_setup(state: &State, ctx: &Ctx) -> Result<(), Refusal> {
    ctx.require(state.phase == Phase::Setup, "CTC-SETUP-2", || {
        (
            Label::new("refusal.conjure.first_player_known"),
            "the first player is already decided".into(),
        )
    })
}

/// CTC-SETUP-2: a die or a coin decides who goes first.
fn pick_first_player(
    state: &mut State,
    method: FirstPlayerMethod,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    require_setup(state, ctx)?;
    let first = match method {
        FirstPlayerMethod::Coin => {
            if state.players.len() != 2 {
                return Err(invalid(
                    Label::new("refusal.conjure.coin_needs_two"),
                    "a coin can only pick between two players",
                ));
            }
            ctx.dice.roll(2) as usize - 1
        }
        FirstPlayerMethod::Die => highest_roll(state.players.len(), ctx),
    };
    start_first_turn(state, first);
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

fn start_first_turn(state: &mut State, first: usize) {
    state.first_player = Some(first);
    state.active = first;
    state.turn = 1;
    state.round = 1;
    state.phase = Phase::Recharge;
    state.recharged = false;
    state.drew = false;
}

/// CTC-WIN-1: life at 0 or below puts the player out.
fn adjust_life(state: &mut State, player: usize, delta: i32) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if delta == 0 {
        return Err(invalid(
            Label::new("refusal.zero_amount"),
            "the change is zero",
        ));
    }
    lose_life(state, player, delta);
    Ok(())
}

fn lose_life(state: &mut State, player: usize, delta: i32) {
    let p = &mut state.players[player];
    p.life = p.life.saturating_add(delta);
    if p.life <= 0 {
        p.out = true;
    }
}

fn require_phase(state: &State, phase: Phase, ctx: &Ctx) -> Result<(), Refusal> {
    ctx.require(state.phase == phase, "CTC-TURN-1", || {
        (
            Label::new("refusal.conjure.wrong_phase")
                .text("needed", phase.as_str())
                .text("current", state.phase.as_str()),
            format!(
                "that belongs to the {} phase, not the {} phase",
                phase.as_str(),
                state.phase.as_str()
            ),
        )
    })
}

/// CTC-CRYSTAL-1: one crystal of a chosen color, at most the cap per color, and every
/// spent crystal refreshed. With every color at the cap the recharge still refreshes.
fn recharge(state: &mut State, color: Color, ctx: &Ctx) -> Result<(), Refusal> {
    require_phase(state, Phase::Recharge, ctx)?;
    ctx.require(!state.recharged, "CTC-CRYSTAL-1", || {
        (
            Label::new("refusal.conjure.already_recharged"),
            "the recharge was already taken this turn".into(),
        )
    })?;
    let cap = state.rules.crystal_cap;
    let player = &mut state.players[state.active];
    let all_full = player.crystals.iter().all(|p| p.total >= cap);
    let total = player.pool(color).total;
    ctx.require(total < cap || all_full, "CTC-CRYSTAL-1", || {
        (
            Label::new("refusal.conjure.crystal_cap")
                .text("color", color.as_str())
                .num("cap", cap.into()),
            format!(
                "{} crystals are already at the cap of {cap}: pick another color",
                color.as_str()
            ),
        )
    })?;
    if !all_full || ctx.waives("CTC-CRYSTAL-1") {
        player.pool_mut(color).total = total.saturating_add(1);
    }
    for pool in &mut player.crystals {
        pool.spent = 0;
    }
    state.recharged = true;
    Ok(())
}

/// CTC-CRYSTAL-2: a card is paid with crystals of its color (either color if dual), and
/// only unspent crystals can pay.
fn spend(
    state: &mut State,
    player: usize,
    color: Color,
    amount: u8,
    card_colors: &[Color],
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if amount == 0 {
        return Err(invalid(
            Label::new("refusal.zero_amount"),
            "the amount is zero",
        ));
    }
    ctx.require(
        card_colors.is_empty() || card_colors.contains(&color),
        "CTC-CRYSTAL-2",
        || {
            let wanted: Vec<&str> = card_colors.iter().map(|c| c.as_str()).collect();
            (
                Label::new("refusal.conjure.wrong_color")
                    .text("color", color.as_str())
                    .text("card_colors", wanted.join("/")),
                format!(
                    "a {} card cannot be paid with {} crystals",
                    wanted.join("/"),
                    color.as_str()
                ),
            )
        },
    )?;
    let pool = state.players[player].pool_mut(color);
    let unspent = pool.unspent();
    ctx.require(unspent >= amount, "CTC-CRYSTAL-2", || {
        (
            Label::new("refusal.conjure.not_enough_crystals")
                .text("color", color.as_str())
                .num("have", unspent.into())
                .num("need", amount.into()),
            format!(
                "only {unspent} unspent {} crystals, {amount} needed",
                color.as_str()
            ),
        )
    })?;
    pool.spent = pool.spent.saturating_add(amount).min(pool.total);
    Ok(())
}

/// CTC-CRYSTAL-1: crystals from effects still respect the cap.
fn gain_crystals(
    state: &mut State,
    player: usize,
    color: Color,
    amount: u8,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if amount == 0 {
        return Err(invalid(
            Label::new("refusal.zero_amount"),
            "the amount is zero",
        ));
    }
    let cap = state.rules.crystal_cap;
    let pool = state.players[player].pool_mut(color);
    ctx.require(
        u16::from(pool.total) + u16::from(amount) <= u16::from(cap),
        "CTC-CRYSTAL-1",
        || {
            (
                Label::new("refusal.conjure.crystal_cap")
                    .text("color", color.as_str())
                    .num("cap", cap.into()),
                format!("{} crystals would pass the cap of {cap}", color.as_str()),
            )
        },
    )?;
    pool.total = pool.total.saturating_add(amount);
    Ok(())
}

/// CTC-DRAW-1 and CTC-DRAW-2: one card a turn, none for the first player on round one, and
/// an empty deck deals 1, then 2, then 3… damage.
fn draw(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    require_phase(state, Phase::Draw, ctx)?;
    ctx.require(!state.drew, "CTC-DRAW-1", || {
        (
            Label::new("refusal.conjure.already_drew"),
            "the card for this turn was already drawn".into(),
        )
    })?;
    ctx.require(!state.skips_draw(), "CTC-DRAW-1", || {
        (
            Label::new("refusal.conjure.first_player_skips_draw"),
            "the first player does not draw on round one".into(),
        )
    })?;
    let active = state.active;
    let player = &mut state.players[active];
    if player.deck > 0 {
        player.deck -= 1;
        player.hand += 1;
    } else {
        player.empty_draws += 1;
        let damage = player.empty_draws as i32;
        lose_life(state, active, -damage);
    }
    state.drew = true;
    Ok(())
}

/// CTC-TURN-1: phases in order; each phase's duty is done before leaving it.
fn next_phase(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    match state.phase {
        Phase::Setup => ctx.require(false, "CTC-SETUP-2", || {
            (
                Label::new("refusal.conjure.pick_first_player"),
                "pick the first player first".into(),
            )
        })?,
        Phase::Recharge => {
            let cap = state.rules.crystal_cap;
            let all_full = state.players[state.active]
                .crystals
                .iter()
                .all(|p| p.total >= cap);
            ctx.require(state.recharged || all_full, "CTC-CRYSTAL-1", || {
                (
                    Label::new("refusal.conjure.recharge_first"),
                    "pick a crystal color to recharge first".into(),
                )
            })?;
        }
        Phase::Draw => {
            ctx.require(state.drew || state.skips_draw(), "CTC-DRAW-1", || {
                (
                    Label::new("refusal.conjure.draw_first"),
                    "draw the card for this turn first".into(),
                )
            })?;
        }
        Phase::End => {
            let limit = state.rules.hand_limit;
            let hand = state.players[state.active].hand;
            ctx.require(hand <= limit, "CTC-END-1", || {
                (
                    Label::new("refusal.conjure.hand_limit")
                        .num("hand", hand.into())
                        .num("limit", limit.into()),
                    format!("discard down to {limit} cards first ({hand} in hand)"),
                )
            })?;
        }
        Phase::Reset | Phase::Upkeep | Phase::Action => {}
    }
    match state.phase.next() {
        Some(phase) => state.phase = phase,
        None => pass_turn(state),
    }
    Ok(())
}

/// The turn passes to the next player still in, clockwise by seat; a new round starts when
/// play comes back around past the first player.
fn pass_turn(state: &mut State) {
    let n = state.players.len();
    let first = state.first_player.unwrap_or(0);
    let from_first = |seat: usize| (seat + n - first) % n;
    let next = (1..=n)
        .map(|step| (state.active + step) % n)
        .find(|&seat| !state.players[seat].out);
    let Some(next) = next else { return };
    if from_first(next) <= from_first(state.active) {
        state.round += 1;
    }
    state.active = next;
    state.turn += 1;
    state.phase = Phase::Recharge;
    state.recharged = false;
    state.drew = false;
}

/// CTC-QUEST-1: each quest once per player.
fn complete_quest(
    state: &mut State,
    player: usize,
    quest: Quest,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    let done = state.players[player].has_quest(quest);
    ctx.require(!done, "CTC-QUEST-1", || {
        (
            Label::new("refusal.conjure.quest_done").text("quest", quest.as_str()),
            format!("{} was already completed", quest.as_str()),
        )
    })?;
    if !done {
        state.players[player].quests.push(quest);
    }
    Ok(())
}

fn adjust_cards(state: &mut State, player: usize, deck: i32, hand: i32) -> Result<(), Refusal> {
    check_in_game(state, player)?;
    if deck == 0 && hand == 0 {
        return Err(invalid(
            Label::new("refusal.zero_amount"),
            "the change is zero",
        ));
    }
    let p = &state.players[player];
    let new_deck = i64::from(p.deck) + i64::from(deck);
    let new_hand = i64::from(p.hand) + i64::from(hand);
    if new_deck < 0
        || new_hand < 0
        || new_deck > i64::from(u32::MAX)
        || new_hand > i64::from(u32::MAX)
    {
        return Err(invalid(
            Label::new("refusal.count_below_zero"),
            "a card count cannot go below zero",
        ));
    }
    let p = &mut state.players[player];
    p.deck = new_deck as u32;
    p.hand = new_hand as u32;
    Ok(())
}
