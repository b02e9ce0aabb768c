//! Rounds and turns (XL-ROUND-1, XL-TURN-1), the hand limit (XL-HAND-1), and a knocked-out
//! seat's turn (XL-KO-2).

use super::rule_ids::{XL_HAND_1, XL_ROUND_1, XL_TURN_1};
use super::state::{Phase, State, Step};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

pub(super) fn set_first_player(state: &mut State, player: usize) -> Result<(), Refusal> {
    super::state::check_seat(state, player)?;
    if state.phase != Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.xingling.already_started",
        )));
    }
    state.first_player = player;
    state.active = player;
    state.phase = Phase::RoundStart;
    state.round = 1;
    Ok(())
}

pub(super) fn next_phase(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    match state.phase {
        Phase::Setup => Err(Refusal::invalid(Label::new("refusal.xingling.not_started"))),
        Phase::RoundStart => {
            state.phase = Phase::RoundProceed;
            begin_turn(state, state.first_player);
            Ok(())
        }
        Phase::RoundProceed => next_step(state, ctx),
        Phase::RoundEnd => {
            state.phase = Phase::RoundStart;
            state.round += 1;
            state.turns_this_round = 0;
            state.zones.event = None;
            state.active = state.first_player;
            Ok(())
        }
    }
}

fn begin_turn(state: &mut State, player: usize) {
    state.active = player;
    state.step = Step::TurnStart;
    state.turn += 1;
}

fn next_step(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    let knocked_out = state.players[state.active].knocked_out;
    state.step = match state.step {
        Step::TurnStart => Step::Judge,
        Step::Judge => Step::Draw,
        // A sideways key card draws, then skips the play and discard phases (XL-KO-2).
        Step::Draw if knocked_out => {
            state
                .events
                .push(Label::new("xingling.event.skips_play").num("player", state.active as i64));
            Step::TurnEnd
        }
        Step::Draw => Step::Play,
        Step::Play => Step::Discard,
        Step::Discard => {
            let player = &state.players[state.active];
            let (hand, limit) = (player.hand, player.hand_limit_now());
            ctx.require(hand <= limit, XL_HAND_1, || {
                Label::new("refusal.xingling.hand_limit")
                    .num("hand", i64::from(hand))
                    .num("limit", i64::from(limit))
            })?;
            Step::TurnEnd
        }
        Step::TurnEnd => {
            state.turns_this_round += 1;
            if state.turns_this_round as usize >= state.players.len() {
                state.phase = Phase::RoundEnd;
            } else {
                let next = (state.active + 1) % state.players.len();
                begin_turn(state, next);
            }
            return Ok(());
        }
    };
    Ok(())
}

/// The cards the active player must discard before the discard phase ends (XL-HAND-1).
pub(super) fn refresh_discard_due(state: &mut State) {
    state.discard_due = if state.phase == Phase::RoundProceed && state.step == Step::Discard {
        let player = &state.players[state.active];
        player.hand.saturating_sub(player.hand_limit_now())
    } else {
        0
    };
}

/// The round's event (XL-ROUND-1), revealed at the start of the round.
pub(super) fn reveal_event(state: &mut State, name: &str, ctx: &Ctx) -> Result<(), Refusal> {
    if name.trim().is_empty() {
        return Err(Refusal::invalid(Label::new("refusal.xingling.needs_name")));
    }
    ctx.require(state.phase == Phase::RoundStart, XL_ROUND_1, || {
        Label::new("refusal.xingling.event_at_round_start")
    })?;
    state.zones.event_deck = state.zones.event_deck.saturating_sub(1);
    state.zones.event = Some(name.trim().to_owned());
    Ok(())
}

/// The play phase of `player`'s own turn (XL-TURN-1), when attacks and summons happen.
pub(super) fn require_own_play_phase(
    state: &State,
    player: usize,
    ctx: &Ctx,
) -> Result<(), Refusal> {
    let now =
        state.phase == Phase::RoundProceed && state.step == Step::Play && state.active == player;
    ctx.require(now, XL_TURN_1, || {
        Label::new("refusal.xingling.not_play_phase").num("player", player as i64)
    })
}
