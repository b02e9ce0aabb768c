//! Which module handles each action, the checks they share, and the follow-ups after every
//! action (the discard the hand limit asks for, the distances from the active player).

use super::action::Action;
use super::rule_ids::XL_FIELD_1;
use super::state::{check_seat, Phase, Spirit, State};
use super::{ling, spirits, turn};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;

pub(super) fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    state.events.clear();
    if state.phase == Phase::Setup && !matches!(action, Action::SetFirstPlayer { .. }) {
        return Err(Refusal::invalid(Label::new("refusal.xingling.not_started")));
    }
    require_event_closed(state, action)?;
    require_no_overflow(state, action, ctx)?;
    require_no_pending_knock_out(state, action)?;
    dispatch(state, action, ctx)?;
    turn::refresh_discard_due(state);
    state.refresh_distances();
    state.refresh_reach();
    Ok(())
}

fn dispatch(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    match action {
        Action::SetFirstPlayer { player } => turn::set_first_player(state, *player),
        Action::NextPhase => turn::next_phase(state, ctx),
        Action::RevealEvent { name, contract } => {
            turn::reveal_event(state, name, ctx)?;
            if *contract {
                state
                    .events
                    .push(Label::new("xingling.event.contract_round"));
            }
            Ok(())
        }
        Action::Damage {
            target,
            amount,
            source,
        } => ling::damage(state, *target, *amount, Some(*source), ctx),
        Action::Loss { target, amount } => ling::damage(state, *target, *amount, None, ctx),
        Action::Heal { player, amount } => ling::heal(state, *player, *amount),
        Action::ConfirmKnockOut => ling::confirm_knock_out(state),
        Action::Gentle { spirit } => ling::gentle(state, *spirit),
        Action::AwardVp { player, amount } => ling::award_vp(state, *player, *amount),
        Action::Contract {
            player,
            name,
            cost,
            range,
            gentle,
            more,
        } => spirits::contract(
            state,
            *player,
            Spirit {
                name: name.trim().into(),
                cost: *cost,
                range: *range,
                gentle: *gentle,
                sideways: false,
                attached: 0,
            },
            *more,
        ),
        Action::Bury { player, standby } => spirits::bury(state, *player, *standby),
        Action::Summon {
            player,
            standby,
            payment,
            replace,
        } => spirits::summon(state, *player, *standby, *payment, *replace, ctx),
        Action::Attack {
            player,
            spirit,
            target,
        } => spirits::attack(state, *player, *spirit, *target, ctx),
        Action::Reset { player, spirit } => spirits::reset(state, *player, *spirit),
        Action::Swap { player } => spirits::swap(state, *player),
        Action::Judge { player } => {
            check_seat(state, *player)?;
            state.judgement_roll = Some(ctx.dice.roll(6));
            Ok(())
        }
        Action::UseCard { player, card } | Action::PlayOut { player, card } => {
            check_seat(state, *player)?;
            if card.trim().is_empty() {
                return Err(Refusal::invalid(Label::new("refusal.xingling.needs_name")));
            }
            hand_to_discard(state, *player, 1)
        }
        Action::Draw { player, count } => {
            check_seat(state, *player)?;
            nonzero(*count)?;
            let drawn = (*count).min(state.zones.general_deck);
            state.zones.general_deck -= drawn;
            state.players[*player].hand += drawn;
            Ok(())
        }
        Action::Discard { player, count } => {
            check_seat(state, *player)?;
            nonzero(*count)?;
            hand_to_discard(state, *player, *count)
        }
        Action::SetDelayed { player } => {
            check_seat(state, *player)?;
            let p = &mut state.players[*player];
            if p.hand == 0 {
                return Err(spirits::empty_hand());
            }
            p.hand -= 1;
            p.judgement += 1;
            Ok(())
        }
        Action::ResolveDelayed { player } => {
            check_seat(state, *player)?;
            let p = &mut state.players[*player];
            if p.judgement == 0 {
                return Err(Refusal::invalid(Label::new(
                    "refusal.xingling.judgement_empty",
                )));
            }
            p.judgement -= 1;
            state.zones.discard_pile += 1;
            Ok(())
        }
        Action::SetHandLimit { player, limit } => {
            check_seat(state, *player)?;
            state.players[*player].hand_limit = *limit;
            Ok(())
        }
        Action::Attach { player, spirit } => spirits::attach(state, *player, *spirit),
        Action::Detach { player, spirit } => spirits::detach(state, *player, *spirit),
    }
}

fn hand_to_discard(state: &mut State, player: usize, count: u32) -> Result<(), Refusal> {
    let p = &mut state.players[player];
    if count > p.hand {
        return Err(Refusal::invalid(
            Label::new("refusal.xingling.hand_short")
                .num("hand", i64::from(p.hand))
                .num("count", i64::from(count)),
        ));
    }
    p.hand -= count;
    state.zones.discard_pile += count;
    Ok(())
}

/// A 星灵契约 event's cards come in together: while it is giving a seat cards, only its next
/// card is recorded (XL-FIELD-1 counts the standby once the event is done).
fn require_event_closed(state: &State, action: &Action) -> Result<(), Refusal> {
    match state.contracting {
        Some(open) if !matches!(action, Action::Contract { player, .. } if *player == open) => Err(
            Refusal::invalid(Label::new("refusal.xingling.event_open").num("player", open as i64)),
        ),
        _ => Ok(()),
    }
}

/// After a contract, the excess standby goes to the graveyard at once (XL-FIELD-1): nothing
/// else happens until it has.
fn require_no_overflow(state: &State, action: &Action, ctx: &Ctx) -> Result<(), Refusal> {
    let Some(player) = state.overflow else {
        return Ok(());
    };
    let burying = matches!(action, Action::Bury { player: p, .. } if *p == player);
    ctx.require(burying, XL_FIELD_1, || {
        Label::new("refusal.xingling.standby_overflow").num("player", player as i64)
    })
}

/// A knock-out waiting on 温柔 is settled before anything else.
fn require_no_pending_knock_out(state: &State, action: &Action) -> Result<(), Refusal> {
    match state.pending_knock_out {
        Some(pending) if !matches!(action, Action::ConfirmKnockOut | Action::Gentle { .. }) => {
            Err(Refusal::invalid(
                Label::new("refusal.xingling.knock_out_pending")
                    .num("player", pending.player as i64),
            ))
        }
        _ => Ok(()),
    }
}

fn nonzero(count: u32) -> Result<(), Refusal> {
    if count == 0 {
        Err(Refusal::zero_amount())
    } else {
        Ok(())
    }
}
