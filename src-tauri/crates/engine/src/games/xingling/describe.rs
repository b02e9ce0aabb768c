//! Log lines: one label per action.

use super::action::{Action, Payment};
use super::state::State;
use crate::label::Label;

pub(super) fn describe(before: &State, after: &State, action: &Action) -> Label {
    let seat = |key: &'static str, player: usize| Label::new(key).num("player", player as i64);
    let spirit_name = |player: usize, index: usize, standby: bool| {
        let p = &before.players[player];
        let list = if standby { &p.standby } else { &p.field };
        list.get(index)
            .map_or_else(String::new, |s| s.name.to_string())
    };
    match action {
        Action::SetFirstPlayer { player } => seat("xingling.action.set_first_player", *player),
        Action::NextPhase => match after.phase {
            super::state::Phase::RoundProceed => Label::new("xingling.action.next_step")
                .num("player", after.active as i64)
                .word("step", after.step.as_str()),
            _ => Label::new("xingling.action.next_round_phase")
                .word("phase", after.phase_name())
                .num("round", i64::from(after.round)),
        },
        Action::RevealEvent { name, contract } => Label::new(if *contract {
            "xingling.action.reveal_contract"
        } else {
            "xingling.action.reveal_event"
        })
        .text("event", name.trim()),
        Action::Damage {
            target,
            amount,
            source,
        } => seat("xingling.action.damage", *target)
            .num("amount", i64::from(*amount))
            .num("source", *source as i64),
        Action::Loss { target, amount } => {
            seat("xingling.action.loss", *target).num("amount", i64::from(*amount))
        }
        Action::Heal { player, amount } => {
            seat("xingling.action.heal", *player).num("amount", i64::from(*amount))
        }
        Action::ConfirmKnockOut => Label::new("xingling.action.confirm_knock_out"),
        Action::Gentle { spirit } => {
            let player = before.pending_knock_out.map_or(0, |p| p.player);
            seat("xingling.action.gentle", player)
                .text("spirit", spirit_name(player, *spirit, false))
        }
        Action::AwardVp { player, amount } => {
            seat("xingling.action.award_vp", *player).num("amount", i64::from(*amount))
        }
        Action::Contract { player, name, .. } => {
            seat("xingling.action.contract", *player).text("spirit", name.trim())
        }
        Action::Bury { player, standby } => seat("xingling.action.bury", *player)
            .text("spirit", spirit_name(*player, *standby, true)),
        Action::Summon {
            player,
            standby,
            payment,
            ..
        } => seat(
            match payment {
                Payment::Ling => "xingling.action.summon_ling",
                Payment::Discard => "xingling.action.summon_discard",
            },
            *player,
        )
        .text("spirit", spirit_name(*player, *standby, true))
        .num(
            "cost",
            before.players[*player]
                .standby
                .get(*standby)
                .map_or(0, |s| i64::from(s.cost)),
        ),
        Action::Attack {
            player,
            spirit,
            target,
        } => seat("xingling.action.attack", *player)
            .text("spirit", spirit_name(*player, *spirit, false))
            .num("target", *target as i64)
            .num(
                "distance",
                before.distance(*player, *target).map_or(0, i64::from),
            ),
        Action::Reset { player, spirit } => seat("xingling.action.reset", *player)
            .text("spirit", spirit_name(*player, *spirit, false)),
        Action::Swap { player } => seat("xingling.action.swap", *player),
        Action::Judge { player } => seat("xingling.action.judge", *player)
            .num("roll", after.judgement_roll.map_or(0, i64::from)),
        Action::UseCard { player, card } => {
            seat("xingling.action.use_card", *player).text("card", card.trim())
        }
        Action::PlayOut { player, card } => {
            seat("xingling.action.play_out", *player).text("card", card.trim())
        }
        Action::Draw { player, count } => {
            seat("xingling.action.draw", *player).num("count", i64::from(*count))
        }
        Action::Discard { player, count } => {
            seat("xingling.action.discard", *player).num("count", i64::from(*count))
        }
        Action::SetDelayed { player } => seat("xingling.action.set_delayed", *player),
        Action::ResolveDelayed { player } => seat("xingling.action.resolve_delayed", *player),
        Action::SetHandLimit { player, limit } => match limit {
            Some(limit) => {
                seat("xingling.action.set_hand_limit", *player).num("limit", i64::from(*limit))
            }
            None => seat("xingling.action.clear_hand_limit", *player),
        },
        Action::Attach { player, spirit } => match spirit {
            Some(index) => seat("xingling.action.attach_spirit", *player)
                .text("spirit", spirit_name(*player, *index, false)),
            None => seat("xingling.action.attach_key", *player),
        },
        Action::Detach { player, spirit } => match spirit {
            Some(index) => seat("xingling.action.detach_spirit", *player)
                .text("spirit", spirit_name(*player, *index, false)),
            None => seat("xingling.action.detach_key", *player),
        },
    }
}
