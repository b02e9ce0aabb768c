//! Log lines: one label per action, naming the Souls by name (read from the state before the
//! action, since a Soul that left is gone after it).

use super::action::{Action, SoulChange, Target};
use super::state::State;
use crate::label::Label;

fn target_label(state: &State, target: Target) -> Label {
    match target {
        Target::Leader { player } => Label::new("codex.target.leader").num("player", player as i64),
        Target::Soul { card } => Label::new("codex.target.soul").text(
            "name",
            state
                .find_soul(card)
                .map_or_else(String::new, |(_, _, soul)| soul.name.clone()),
        ),
    }
}

pub(super) fn describe(before: &State, after: &State, action: &Action) -> Label {
    let seat = |key: &'static str, player: usize| Label::new(key).num("player", player as i64);
    match action {
        Action::SetFirstPlayer { player } => seat("codex.action.set_first_player", *player),
        Action::NextTurn => seat("codex.action.next_turn", after.active),
        Action::Recruit {
            player,
            slot,
            name,
            rank,
        } => seat("codex.action.recruit", *player)
            .text("name", name.trim())
            .place_from_1("slot", *slot)
            .num("rank", i64::from(*rank)),
        Action::ChangeSoul { card, change } => {
            let key = match change {
                SoulChange::Damage { .. } => "codex.action.damage",
                SoulChange::Bonus { .. } => "codex.action.bonus",
                SoulChange::Counters { .. } => "codex.action.counters",
                SoulChange::Grant { .. } => "codex.action.grant",
                SoulChange::UseLimit => "codex.action.use_limit",
                SoulChange::Arm { .. } => "codex.action.arm",
            };
            let label =
                Label::new(key).label("target", target_label(before, Target::Soul { card: *card }));
            match change {
                SoulChange::Damage { amount }
                | SoulChange::Bonus { amount }
                | SoulChange::Counters { amount } => label.num("amount", i64::from(*amount)),
                SoulChange::Grant { effect } => label.text("effect", effect.trim()),
                SoulChange::Arm { armament } => label.text("armament", armament.trim()),
                SoulChange::UseLimit => label,
            }
        }
        Action::DamageLeader { player, amount } => {
            seat("codex.action.damage_leader", *player).num("amount", i64::from(*amount))
        }
        Action::Retract { by, target, cost } => seat("codex.action.retract", *by)
            .label("target", target_label(before, *target))
            .num("cost", i64::from(*cost)),
        Action::Teleport {
            by,
            target,
            to,
            cost,
        } => {
            let label = seat("codex.action.teleport", *by)
                .label("target", target_label(before, *target))
                .num("cost", i64::from(*cost));
            match to {
                Some(slot) => label.place_from_1("slot", *slot),
                None => Label::new("codex.action.teleport_nowhere")
                    .num("player", *by as i64)
                    .label("target", target_label(before, *target)),
            }
        }
        Action::Exile { target } => {
            Label::new("codex.action.exile").label("target", target_label(before, *target))
        }
        Action::Defeat { card } => Label::new("codex.action.defeat")
            .label("target", target_label(before, Target::Soul { card: *card })),
        Action::Capture { target } => {
            Label::new("codex.action.capture").label("target", target_label(before, *target))
        }
        Action::SetAmbush { player, slot, by } => {
            let label = seat("codex.action.set_ambush", *player).place_from_1("slot", *slot);
            match by {
                Some(card) => label.label("by", target_label(before, Target::Soul { card: *card })),
                None => label,
            }
        }
        Action::SpringAmbush { player, slot, .. } => {
            seat("codex.action.spring_ambush", *player).place_from_1("slot", *slot)
        }
        Action::Draw { player } => {
            if before.players[*player].deck == 0 {
                seat("codex.action.draw_empty", *player)
            } else {
                seat("codex.action.draw", *player)
            }
        }
        Action::Enlist { player, found } => {
            let key = if *found {
                "codex.action.enlist"
            } else {
                "codex.action.enlist_nothing"
            };
            seat(key, *player)
        }
        Action::LookAtTop {
            player,
            count,
            to_hand,
        } => seat("codex.action.look_at_top", *player)
            .num("count", i64::from(*count))
            .num("to_hand", i64::from(*to_hand)),
        Action::Discard { player, count } => {
            seat("codex.action.discard", *player).num("count", i64::from(*count))
        }
        Action::AdjustCards { player, deck, hand } => seat("codex.action.adjust_cards", *player)
            .num("deck", i64::from(*deck))
            .num("hand", i64::from(*hand)),
        Action::AdjustResources { player, delta } => {
            seat("codex.action.adjust_resources", *player).num("delta", i64::from(*delta))
        }
        Action::Activate {
            player,
            source,
            note,
        } => {
            let label = seat("codex.action.activate", *player).text("note", note.trim());
            match source {
                Some(card) => {
                    label.label("source", target_label(before, Target::Soul { card: *card }))
                }
                None => label,
            }
        }
        Action::Pass { player } => seat("codex.action.pass", *player),
        Action::CloseCascade => Label::new("codex.action.close_cascade"),
        Action::ResolveNext => match after.events.first() {
            Some(event) if event.key == "codex.event.fizzled" => event.clone(),
            _ => Label::new("codex.action.resolve_next"),
        },
        Action::Concede { player } => seat("codex.action.concede", *player),
    }
}
