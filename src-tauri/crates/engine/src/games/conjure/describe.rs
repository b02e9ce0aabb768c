//! Log lines: each action as `conjure.action.<name>` with the values it needs. Names of
//! creatures and cards are passed as text (the UI has no card data to look them up by ID).

use super::action::{Action, FirstPlayerMethod};
use super::creatures::name_of;
use super::state::{Reward, State, Target, Zone};
use crate::label::Label;

/// The name of what `target` points at, in `state`.
fn target_name(state: &State, target: Target) -> String {
    match target {
        Target::Player { player } => state
            .players
            .get(player)
            .map(|p| p.name.to_string())
            .unwrap_or_default(),
        Target::Creature { creature } => name_of(state, creature),
        Target::Monster { monster } => state
            .chaos
            .monsters
            .iter()
            .find(|m| m.id == monster)
            .map(|m| m.card.name.clone())
            .unwrap_or_default(),
    }
}

/// The label `conjure.action.<name>`, its key a literal: a log line is made for every action,
/// replays included, and a literal key costs no allocation.
macro_rules! key {
    ($name:literal) => {
        Label::new(concat!("conjure.action.", $name))
    };
}

/// The log line of an action: `conjure.action.<type>` with the values it needs.
pub(super) fn describe(before: &State, after: &State, action: &Action) -> Label {
    match action {
        Action::PickFirstPlayer { method } => {
            let method = match method {
                FirstPlayerMethod::Die => "die",
                FirstPlayerMethod::Coin => "coin",
            };
            key!("pick_first_player")
                .text("method", method)
                .num("player", after.first_player.unwrap_or(0) as i64)
        }
        Action::SetFirstPlayer { player } => key!("set_first_player").num("player", *player as i64),
        Action::AdjustLife { player, delta } => key!("adjust_life")
            .num("player", *player as i64)
            .num("delta", (*delta).into())
            .num(
                "life",
                before
                    .players
                    .get(*player)
                    .map_or(0, |p| i64::from(p.life) + i64::from(*delta)),
            ),
        Action::Recharge { color } => key!("recharge")
            .num("player", before.active as i64)
            .word("color", color.as_str()),
        Action::Spend {
            player,
            color,
            amount,
            ..
        } => key!("spend")
            .num("player", *player as i64)
            .word("color", color.as_str())
            .num("amount", (*amount).into()),
        Action::GainCrystals {
            player,
            color,
            amount,
        } => key!("gain_crystals")
            .num("player", *player as i64)
            .word("color", color.as_str())
            .num("amount", (*amount).into()),
        Action::Draw => {
            let player = before.players.get(before.active);
            match player {
                Some(p) if p.deck == 0 => key!("draw_empty")
                    .num("player", before.active as i64)
                    .num("damage", i64::from(p.empty_draws) + 1),
                _ => key!("draw").num("player", before.active as i64),
            }
        }
        // A turn's start refreshes its player's used crystals (CTC-CRYSTAL-1), whatever the
        // recharge then does: the line that starts a turn says so.
        Action::NextPhase if after.turn != before.turn => key!("next_turn")
            .word("phase", after.phase.as_str())
            .num("player", after.active as i64),
        Action::NextPhase => key!("next_phase")
            .word("phase", after.phase.as_str())
            .num("player", after.active as i64),
        Action::CompleteQuest { player, quest } => key!("complete_quest")
            .num("player", *player as i64)
            .word("quest", quest.as_str()),
        Action::AdjustCards { player, deck, hand } => key!("adjust_cards")
            .num("player", *player as i64)
            .num("deck", (*deck).into())
            .num("hand", (*hand).into()),
        Action::Concede { player } => key!("concede").num("player", *player as i64),
        Action::ChooseTribe { player, tribe } => key!("choose_tribe")
            .num("player", *player as i64)
            .word("tribe", tribe.as_str()),
        Action::PickTower { player, .. } => {
            let picked = after
                .towers
                .iter()
                .zip(before.towers.iter())
                .find(|(now, then)| now.controller != then.controller)
                .map(|(now, _)| now.crystal.as_str())
                .unwrap_or_default();
            key!("pick_tower")
                .num("player", *player as i64)
                .text("color", picked)
        }
        Action::Redraw { player, count } => key!("redraw")
            .num("player", *player as i64)
            .num("count", (*count).into()),
        Action::PayUpkeep { creature, .. } => key!("pay_upkeep")
            .num("player", before.active as i64)
            .text("creature", name_of(before, *creature)),
        Action::DrawChaos { card } => key!("draw_chaos")
            .num("player", before.active as i64)
            .text("card", card.name.clone())
            .word("kind", card.kind.as_str()),
        Action::Discard { player, count } => key!("discard")
            .num("player", *player as i64)
            .num("count", (*count).into()),
        Action::Summon { player, card, .. } => key!("summon")
            .num("player", *player as i64)
            .text("creature", card.name.clone())
            .num("cost", card.cost.into()),
        Action::PutIntoPlay { player, card, .. } => key!("put_into_play")
            .num("player", *player as i64)
            .text("creature", card.name.clone()),
        Action::RemoveCreature { creature, to } => {
            // Each zone has its own sentence; literal keys keep them findable.
            let label = match to {
                Zone::Discard => key!("creature_destroyed"),
                Zone::Hand => key!("creature_to_hand"),
                Zone::Deck => key!("creature_to_deck"),
            };
            label.text("creature", name_of(before, *creature))
        }
        Action::DamageCreature { creature, amount } => {
            let label = if after.creature(*creature).is_some() {
                key!("damage_creature")
            } else {
                key!("damage_creature_fatal")
            };
            label
                .text("creature", name_of(before, *creature))
                .num("amount", (*amount).into())
        }
        Action::AdjustStats {
            creature,
            power,
            defense,
        } => key!("adjust_stats")
            .text("creature", name_of(before, *creature))
            .num("power", (*power).into())
            .num("defense", (*defense).into()),
        Action::SetTwisted { creature, twisted } => {
            let label = if *twisted {
                key!("twist")
            } else {
                key!("untwist")
            };
            label.text("creature", name_of(before, *creature))
        }
        Action::MoveCreature { creature, tower } => {
            match tower.and_then(|t| before.towers.get(t)) {
                Some(t) => key!("move_creature")
                    .text("creature", name_of(before, *creature))
                    .word("color", t.crystal.as_str()),
                None => {
                    key!("move_creature_front_line").text("creature", name_of(before, *creature))
                }
            }
        }
        Action::GiveControl {
            creature, player, ..
        } => key!("give_control")
            .num("player", *player as i64)
            .text("creature", name_of(before, *creature)),
        Action::UseAbility {
            creature, ability, ..
        } => {
            let ability = before
                .creature(*creature)
                .and_then(|c| c.card.abilities.get(*ability))
                .map(|a| a.name.clone())
                .unwrap_or_default();
            key!("use_ability")
                .text("creature", name_of(before, *creature))
                .text("ability", ability)
        }
        Action::Peek {
            creature,
            to_bottom,
        } => key!("peek")
            .text("creature", name_of(before, *creature))
            .num("count", (*to_bottom).into()),
        Action::DeclareAttack { attacks } => key!("declare_attack")
            .num("player", before.active as i64)
            .num("count", attacks.len() as i64)
            .num(
                "damage",
                after
                    .pending_combat
                    .as_ref()
                    .map_or(0, |c| c.outcome.damage_dealt.into()),
            ),
        Action::Block { attacker, blocker } => match blocker {
            Some(blocker) => key!("block")
                .text("creature", name_of(before, *blocker))
                .text("attacker", name_of(before, *attacker)),
            None => key!("unblock").text("attacker", name_of(before, *attacker)),
        },
        Action::ConfirmCombat => {
            let (player, damage, deaths, towers) =
                before.pending_combat.as_ref().map_or((0, 0, 0, 0), |c| {
                    (
                        c.player,
                        c.outcome.damage_dealt,
                        c.outcome.creatures.iter().filter(|r| r.dies).count(),
                        c.outcome.towers.len(),
                    )
                });
            key!("confirm_combat")
                .num("player", player as i64)
                .num("damage", damage.into())
                .num("deaths", deaths as i64)
                .num("towers", towers as i64)
        }
        Action::CancelCombat => key!("cancel_combat").num("player", before.active as i64),
        Action::StealRelic { relic, player } => {
            let card = before
                .players
                .iter()
                .flat_map(|p| &p.relics)
                .find(|r| r.id == *relic)
                .map(|r| r.card.name.clone())
                .unwrap_or_default();
            key!("steal_relic")
                .num("player", *player as i64)
                .text("card", card)
        }
        Action::DiscardChaos { card } => {
            let name = before
                .chaos
                .countdowns
                .iter()
                .map(|c| (c.id, &c.card))
                .chain(before.chaos.monsters.iter().map(|m| (m.id, &m.card)))
                .chain(
                    before
                        .players
                        .iter()
                        .flat_map(|p| &p.relics)
                        .map(|r| (r.id, &r.card)),
                )
                .find(|(id, _)| id == card)
                .map(|(_, c)| c.name.clone())
                .unwrap_or_default();
            key!("discard_chaos").text("card", name)
        }
        Action::DefeatMonster { monster, player } => {
            key!("defeat_monster").num("player", *player as i64).text(
                "card",
                target_name(before, Target::Monster { monster: *monster }),
            )
        }
        Action::UseReward {
            player,
            reward,
            target,
        } => {
            let label = match reward {
                Reward::Firestorm => key!("reward_firestorm"),
                Reward::Unblockable => key!("reward_unblockable"),
                Reward::LifeLeechStrike => key!("reward_life_leech_strike"),
                Reward::Fireball => key!("reward_fireball"),
                Reward::Empower => key!("reward_empower"),
                Reward::Counterspell => key!("reward_counterspell"),
            };
            label
                .num("player", *player as i64)
                .text("target", target_name(before, *target))
        }
    }
}
