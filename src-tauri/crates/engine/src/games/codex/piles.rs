//! Deck and hand (CDX-15.6): draw, Enlist, look at the top, discard.

use super::checks::check_seat;
use super::state::State;
use crate::error::Refusal;
use crate::label::Label;

/// Draw: with an empty deck, nothing happens (and the log says so).
pub(super) fn draw(state: &mut State, player: usize) -> Result<(), Refusal> {
    check_seat(player)?;
    let p = &mut state.players[player];
    if p.deck == 0 {
        state
            .events
            .push(Label::new("codex.event.empty_draw").num("player", player as i64));
        return Ok(());
    }
    p.deck -= 1;
    p.hand += 1;
    Ok(())
}

/// Enlist: a match to the hand when one was found; the deck is shuffled in any case.
pub(super) fn enlist(state: &mut State, player: usize, found: bool) -> Result<(), Refusal> {
    check_seat(player)?;
    let p = &mut state.players[player];
    if found {
        if p.deck == 0 {
            return Err(Refusal::invalid(Label::new("refusal.codex.deck_empty")));
        }
        p.deck -= 1;
        p.hand += 1;
    }
    p.shuffles += 1;
    Ok(())
}

/// Look at the top `count`: `to_hand` of them to the hand, the rest to the bottom.
pub(super) fn look_at_top(
    state: &mut State,
    player: usize,
    count: u32,
    to_hand: u32,
) -> Result<(), Refusal> {
    check_seat(player)?;
    let p = &mut state.players[player];
    if to_hand > count || count == 0 {
        return Err(Refusal::invalid(Label::new("refusal.codex.look_counts")));
    }
    // Fewer cards than asked: the player looks at what there is.
    let taken = to_hand.min(p.deck);
    p.deck -= taken;
    p.hand += taken;
    Ok(())
}

/// Discard: the discarding player chooses which; the cards go to the Elysium.
pub(super) fn discard(state: &mut State, player: usize, count: u32) -> Result<(), Refusal> {
    check_seat(player)?;
    let p = &mut state.players[player];
    if count == 0 || count > p.hand {
        return Err(Refusal::invalid(
            Label::new("refusal.codex.discard_counts")
                .num("hand", i64::from(p.hand))
                .num("count", i64::from(count)),
        ));
    }
    p.hand -= count;
    for _ in 0..count {
        p.elysium.push(String::new());
    }
    Ok(())
}
