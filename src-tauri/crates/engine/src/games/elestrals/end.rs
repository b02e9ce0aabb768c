//! How a game ends: drawing or Expending from an empty deck (ELE-END-1), both at once
//! (ELE-END-2), an agreed stalemate (ELE-END-3), or a concession.

use super::action::AtOnceStep;
use super::checks::check_seat;
use super::describe::spirits_label;
use super::nexus::not_in_spirit_deck;
use super::rule_ids::{ELE_BATTLE_2, ELE_END_1, ELE_END_2, ELE_END_3};
use super::spirits::Spirits;
use super::state::{Loss, Phase, State};
use super::turn::draw_one;
use crate::error::Refusal;
use crate::game::{Ctx, Outcome};
use crate::label::Label;

/// Expending moves Spirits from the Spirit Deck to the Underworld; the player chooses which.
/// Having to Expend more than the deck holds loses (ELE-END-1); zero Spirits alone does not.
pub(super) fn expend(
    state: &mut State,
    player: usize,
    amount: Option<u32>,
    spirits: &Spirits,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    let owed = amount.unwrap_or_else(|| spirits.total());
    if owed == 0 {
        return Err(Refusal::zero_amount());
    }
    if let Some(pending) = state.pending_expend.filter(|p| p.player == player) {
        if let Some(due) = pending.amount {
            ctx.require(owed == due, ELE_BATTLE_2, || {
                Label::new("refusal.elestrals.battle_expend_amount")
                    .num("due", due.into())
                    .num("owed", owed.into())
            })?;
        }
        state.pending_expend = None;
    }
    let deck = state.players[player].spirit_deck;
    let can = owed.min(deck.total());
    if spirits.total() != can {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.expend_choice")
                .num("count", can.into())
                .label("spirits", spirits_label(spirits)),
        ));
    }
    let rest = deck
        .minus(spirits)
        .ok_or_else(|| not_in_spirit_deck(spirits, &deck))?;
    let seat = &mut state.players[player];
    seat.spirit_deck = rest;
    seat.underworld_spirits = seat.underworld_spirits.saturating_plus(spirits);
    if owed > can {
        state.lose(player, Loss::EmptySpiritDeck);
    }
    Ok(())
}

/// A card's text makes a player draw; an empty Main Deck loses (ELE-END-1).
pub(super) fn draw_cards(state: &mut State, player: usize, count: u32) -> Result<(), Refusal> {
    check_seat(state, player)?;
    if count == 0 {
        return Err(Refusal::zero_amount());
    }
    for _ in 0..count {
        if !draw_one(state, player) {
            break;
        }
    }
    Ok(())
}

/// Draws and Expends that happen at the same moment. If they make both players lose, the game
/// is a draw (ELE-END-2); when one loss comes first in a chain, the table applies it on its own
/// first, and that player has lost before the other could.
pub(super) fn at_once(state: &mut State, steps: &[AtOnceStep], ctx: &Ctx) -> Result<(), Refusal> {
    if steps.is_empty() {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.nothing_at_once",
        )));
    }
    for step in steps {
        match step {
            AtOnceStep::Expend {
                player,
                amount,
                spirits,
            } => expend(state, *player, *amount, spirits, ctx)?,
            AtOnceStep::DrawCards { player, count } => draw_cards(state, *player, *count)?,
        }
    }
    Ok(())
}

/// ELE-END-3: both agree neither can make the other Expend. The player with fewer Main Deck
/// cards loses; if tied, the next player to draw: the turn player if their Draw Phase draw is
/// still to come, otherwise the other player.
pub(super) fn stalemate(state: &mut State) -> Result<(), Refusal> {
    if state.phase == Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_started",
        )));
    }
    let (a, b) = (state.players[0].main_deck, state.players[1].main_deck);
    let loser = match a.cmp(&b) {
        std::cmp::Ordering::Less => 0,
        std::cmp::Ordering::Greater => 1,
        std::cmp::Ordering::Equal => next_to_draw(state),
    };
    state.lose(loser, Loss::Stalemate);
    Ok(())
}

/// The next player to draw a card for their turn.
pub(super) fn next_to_draw(state: &State) -> usize {
    let draw_still_to_come =
        state.phase == Phase::Draw && !state.drew && !super::turn::skips_draw(state);
    if draw_still_to_come {
        state.active
    } else {
        state.opponent(state.active)
    }
}

pub(super) fn concede(state: &mut State, player: usize) -> Result<(), Refusal> {
    check_seat(state, player)?;
    state.lose(player, Loss::Conceded);
    Ok(())
}

/// The outcome once someone has lost: the other player wins; both losing together is a draw
/// (ELE-END-2).
pub(super) fn outcome(state: &State) -> Option<Outcome> {
    let mut losers = state
        .players
        .iter()
        .enumerate()
        .filter_map(|(seat, player)| player.lost.map(|loss| (seat, loss)));
    let (seat, loss) = losers.next()?;
    if losers.next().is_some() {
        return Some(Outcome {
            winners: Vec::new(),
            rule: Some(ELE_END_2.into()),
            reason: Label::new("outcome.elestrals.both_lose"),
        });
    }
    let winner = state.opponent(seat);
    let rule = match loss {
        Loss::EmptyMainDeck | Loss::EmptySpiritDeck => Some(ELE_END_1.into()),
        Loss::Stalemate => Some(ELE_END_3.into()),
        Loss::Conceded => None,
    };
    let mut reason = Label::new(format!("outcome.elestrals.{}", loss.as_str()))
        .num("player", seat as i64)
        .num("winner", winner as i64);
    if loss == Loss::Stalemate {
        reason = reason
            .num("main_deck", state.players[seat].main_deck.into())
            .num("winner_main_deck", state.players[winner].main_deck.into());
    }
    Some(Outcome {
        winners: vec![winner],
        rule,
        reason,
    })
}
