//! Set-up and the turn: the first player, Spirit Decks, phases (ELE-TURN-1), the draw, and
//! Searching the Main Deck (ELE-SEARCH-1).

use super::action::FirstPlayerMethod;
use super::chain::{effect_action_timing, open_or_apply, require_no_chain};
use super::checks::{check_seat, require_no_pending_expend, require_phase};
use super::field::update_cards;
use super::rule_ids::{ELE_DECK_1, ELE_TURN_1};
use super::spirits::Spirits;
use super::state::{ChainLink, Loss, Phase, State};
use super::stats::{Duration, StatModifier};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

fn require_setup(state: &State) -> Result<(), Refusal> {
    if state.phase == Phase::Setup {
        Ok(())
    } else {
        Err(Refusal::invalid(Label::new("refusal.elestrals.setup_over")))
    }
}

/// A die or coin decides who goes first, as the table would with a real one.
pub(super) fn pick_first_player(
    state: &mut State,
    method: FirstPlayerMethod,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    require_setup(state)?;
    let first = match method {
        FirstPlayerMethod::Coin => ctx.dice.roll(2) as usize - 1,
        FirstPlayerMethod::Die => loop {
            let (a, b) = (ctx.dice.roll(6), ctx.dice.roll(6));
            if a != b {
                break usize::from(b > a);
            }
        },
    };
    start_first_turn(state, first);
    Ok(())
}

pub(super) fn set_first_player(state: &mut State, player: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    require_setup(state)?;
    start_first_turn(state, player);
    Ok(())
}

fn start_first_turn(state: &mut State, first: usize) {
    state.first_player = Some(first);
    state.active = first;
    state.turn = 1;
    state.phase = Phase::Draw;
    state.drew = false;
}

/// ELE-DECK-1: a Spirit Deck is exactly the format's number of Spirits, any mix of elements.
pub(super) fn set_spirit_deck(
    state: &mut State,
    player: usize,
    spirits: &Spirits,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    require_setup(state)?;
    let size = state.rules.spirit_deck;
    let given = spirits.total();
    ctx.require(given == size, ELE_DECK_1, || {
        Label::new("refusal.elestrals.spirit_deck_size")
            .num("size", size.into())
            .num("given", given.into())
    })?;
    state.players[player].spirit_deck = *spirits;
    Ok(())
}

/// Whether the turn player skips this Draw Phase's draw (the very first turn, if the format
/// says so).
pub(super) fn skips_draw(state: &State) -> bool {
    state.turn == 1 && !state.rules.first_turn_draw
}

/// ELE-TURN-1: the Draw Phase draws one card; an empty Main Deck loses (ELE-END-1).
pub(super) fn draw(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    require_phase(state, Phase::Draw, ELE_TURN_1, ctx)?;
    ctx.require(!state.drew, ELE_TURN_1, || {
        Label::new("refusal.elestrals.already_drew")
    })?;
    ctx.require(!skips_draw(state), ELE_TURN_1, || {
        Label::new("refusal.elestrals.first_turn_no_draw")
    })?;
    let active = state.active;
    draw_one(state, active);
    state.drew = true;
    Ok(())
}

/// One card from the Main Deck to the hand, or the loss for drawing from an empty one
/// (ELE-END-1). Returns whether a card was drawn.
pub(super) fn draw_one(state: &mut State, seat: usize) -> bool {
    let player = &mut state.players[seat];
    match player.main_deck.checked_sub(1) {
        Some(left) => {
            player.main_deck = left;
            player.hand = player.hand.saturating_add(1);
            true
        }
        None => {
            state.lose(seat, Loss::EmptyMainDeck);
            false
        }
    }
}

/// ELE-TURN-1: Draw, Main, Battle, End, then the other player's turn. Play moves on only once
/// the chain has resolved (ELE-CHAIN-3) and a battle's Expend is made (ELE-BATTLE-2).
pub(super) fn next_phase(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    if state.phase == Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_started",
        )));
    }
    require_no_pending_expend(state, ctx)?;
    require_no_chain(state, ctx)?;
    match state.phase {
        Phase::Setup => {}
        Phase::Draw => {
            ctx.require(state.drew || skips_draw(state), ELE_TURN_1, || {
                Label::new("refusal.elestrals.draw_first")
            })?;
            state.phase = Phase::Main;
        }
        Phase::Main => state.phase = Phase::Battle,
        Phase::Battle => {
            state.phase = Phase::End;
            // "Until the End Phase" ends as the End Phase begins.
            let ends = |m: &StatModifier| m.duration == Duration::UntilEndPhase;
            update_cards(
                state,
                |card| card.modifiers.iter().any(ends),
                |card| {
                    card.modifiers.retain(|m| !ends(m));
                    card.refresh();
                },
            );
        }
        Phase::End => pass_turn(state),
    }
    Ok(())
}

fn pass_turn(state: &mut State) {
    state.active = state.opponent(state.active);
    state.turn = state.turn.saturating_add(1);
    state.phase = Phase::Draw;
    state.drew = false;
    state.normal_cast_used = false;
    state.active_effects_used.clear();
    update_cards(
        state,
        |card| card.cast_this_turn || card.position_changed_this_turn || card.attacks_this_turn > 0,
        |card| {
            card.cast_this_turn = false;
            card.position_changed_this_turn = false;
            card.attacks_this_turn = 0;
        },
    );
}

/// A Search opens a chain (ELE-CHAIN-1), or is part of the effect resolving.
pub(super) fn search(
    state: &mut State,
    player: usize,
    card: Option<&str>,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if state.phase == Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_started",
        )));
    }
    if card.is_some() && state.players[player].main_deck == 0 {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.main_deck_empty",
        )));
    }
    let timing = effect_action_timing(state, ctx)?;
    let link = ChainLink::Search {
        card: card.map(str::to_owned),
    };
    open_or_apply(state, player, link, timing, ctx)
}
