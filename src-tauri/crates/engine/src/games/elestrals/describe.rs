//! Log lines: `elestrals.action.<type>` with the values each needs, as i18n labels. Card
//! names are the table's own text; Spirits are a nested `elestrals.spirits` label with one
//! number per element, so each language words them itself.

use super::action::{Action, AtOnceStep, AttackTarget, CastSpec};
use super::chain_link::ChainLink;
use super::spirits::Spirits;
use super::state::{CardId, State};
use super::stats::StatChange;
use crate::chain::LinkStatus;
use crate::label::Label;

/// Spirits as a label: `elestrals.spirits {fire: 2, water: 1}`.
pub fn spirits_label(spirits: &Spirits) -> Label {
    spirits.iter().fold(
        Label::new("elestrals.spirits"),
        |label, (element, count)| label.num(element.as_str(), count.into()),
    )
}

/// The label `elestrals.action.<name>`, its key a literal: a log line is made for every action,
/// replays included, and a literal key costs no allocation.
macro_rules! key {
    ($name:literal) => {
        Label::new(concat!("elestrals.action.", $name))
    };
}

/// The name of a card on the field before or after the action, for the log.
fn name_of(before: &State, after: &State, id: CardId) -> String {
    before
        .card(id)
        .or_else(|| after.card(id))
        .map_or_else(|| format!("#{}", id.0), |card| card.name().to_owned())
}

/// A seat as a label carries it: bounded, never wrapped (`Label::place`).
fn seat(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A link of the chain, for the log and the chain panel: `elestrals.link.<kind>`.
pub fn link_label(state: &State, link: &ChainLink) -> Label {
    let label = Label::new(format!("elestrals.link.{}", link.kind()));
    match link {
        ChainLink::Cast { card, .. } | ChainLink::Ascend { card, .. } => {
            label.text("card", card.name())
        }
        // A Set card is face down: its name stays off the log.
        ChainLink::Set { card, .. } => label.num("player", seat(card.controller)),
        ChainLink::CastSetRune { card } => label.text("card", name_of(state, state, *card)),
        ChainLink::Battle { attacker, target } => {
            let label = label.text("attacker", name_of(state, state, *attacker));
            match target {
                AttackTarget::Elestral { card } => {
                    label.text("target", name_of(state, state, *card))
                }
                AttackTarget::SpiritDeck => label.word("target", "spirit_deck"),
            }
        }
        ChainLink::Effect { card, timing, note } => {
            let label = label
                .word("timing", timing.as_str())
                .text("note", note.clone());
            match card {
                Some(card) => label.text("card", name_of(state, state, *card)),
                None => label,
            }
        }
        ChainLink::Search { card } => label.text("card", card.clone().unwrap_or_default()),
    }
}

fn cast_label(label: Label, before: &State, spec: &CastSpec) -> Label {
    label
        .num("player", seat(spec.player.unwrap_or(before.active)))
        .text("card", spec.card.name.clone())
        .label("spirits", spirits_label(&spec.spirits))
}

pub(super) fn describe(before: &State, after: &State, action: &Action) -> Label {
    let name = |id: CardId| name_of(before, after, id);
    match action {
        Action::PickFirstPlayer { method } => key!("pick_first_player")
            .text(
                "method",
                match method {
                    super::action::FirstPlayerMethod::Die => "die",
                    super::action::FirstPlayerMethod::Coin => "coin",
                },
            )
            .num("player", seat(after.first_player.unwrap_or(0))),
        Action::SetFirstPlayer { player } => key!("set_first_player").num("player", seat(*player)),
        Action::SetSpiritDeck { player, spirits } => key!("set_spirit_deck")
            .num("player", seat(*player))
            .label("spirits", spirits_label(spirits)),
        Action::Draw => {
            let lost = after
                .players
                .get(before.active)
                .is_some_and(|p| p.lost.is_some());
            (if lost {
                key!("draw_empty")
            } else {
                key!("draw")
            })
            .num("player", seat(before.active))
        }
        Action::NextPhase => key!("next_phase")
            .word("phase", after.phase.as_str())
            .num("player", seat(after.active)),
        Action::Cast(spec) => cast_label(key!("cast"), before, spec),
        Action::SpecialCast(spec) => {
            cast_label(key!("special_cast"), before, spec).word("from", spec.from.as_str())
        }
        Action::Ascend(spec) | Action::SpecialAscend(spec) => {
            let which = if matches!(action, Action::Ascend(_)) {
                key!("ascend")
            } else {
                key!("special_ascend")
            };
            which
                .text("from", name(spec.elestral))
                .text("card", spec.card.name.clone())
        }
        Action::Set { .. } => key!("set").num("player", seat(before.active)),
        Action::CastSetRune {
            player,
            card,
            spirits,
            ..
        } => key!("cast_set_rune")
            .num("player", seat(*player))
            .text("card", name(*card))
            .label("spirits", spirits_label(spirits)),
        Action::Enchant {
            player,
            card,
            spirits,
            by_effect,
        } => {
            let enchanted = after.card(*card).is_some_and(|c| c.face_up);
            (if enchanted || !*by_effect {
                key!("enchant")
            } else {
                key!("enchant_nothing")
            })
            .num("player", seat(*player))
            .text("card", name(*card))
            .label("spirits", spirits_label(spirits))
        }
        Action::ChangePosition {
            card,
            position,
            by_effect,
        } => key!("change_position")
            .text("card", name(*card))
            .word("position", position.as_str())
            .num("by_effect", i64::from(*by_effect)),
        Action::ActivateEffect {
            player,
            card,
            timing,
            note,
        } => {
            let queued = after
                .chain
                .as_ref()
                .is_some_and(|chain| !chain.next_chain_triggers().is_empty())
                && before.chain.as_ref().is_some_and(|chain| chain.is_closed());
            let label = (if queued {
                key!("queue_effect")
            } else {
                key!("activate_effect")
            })
            .num("player", seat(*player))
            .word("timing", timing.as_str())
            .text("note", note.clone());
            match card {
                Some(card) => label.text("card", name(*card)),
                None => label,
            }
        }
        Action::DeclareAttack { attacker, target } => {
            let label = key!("declare_attack").text("attacker", name(*attacker));
            match target {
                AttackTarget::Elestral { card } => label.text("target", name(*card)),
                AttackTarget::SpiritDeck => label.word("target", "spirit_deck"),
            }
        }
        Action::Expend {
            player, spirits, ..
        } => {
            let lost = after.players.get(*player).is_some_and(|p| p.lost.is_some());
            (if lost {
                key!("expend_empty")
            } else {
                key!("expend")
            })
            .num("player", seat(*player))
            .label("spirits", spirits_label(spirits))
        }
        Action::Pass { player } => key!("pass").num("player", seat(*player)),
        Action::CloseChain => key!("close_chain"),
        Action::ResolveNext => {
            let next = before
                .chain
                .as_ref()
                .and_then(|chain| chain.pending().next());
            match next {
                Some(link) => key!("resolve_next")
                    .place_from_1("link", link.id.0)
                    .num("negated", i64::from(link.status != LinkStatus::Pending))
                    .label("what", link_label(before, &link.payload)),
                None => key!("resolve_next"),
            }
        }
        Action::ResolveChain => {
            let count = before
                .chain
                .as_ref()
                .map_or(0, |chain| chain.pending().count());
            key!("resolve_chain").num("links", count as i64)
        }
        Action::NegateLink { link } => {
            let what = before
                .chain
                .as_ref()
                .and_then(|chain| chain.link(crate::chain::LinkId(*link)))
                .map(|l| link_label(before, &l.payload));
            let label = key!("negate_link").place_from_1("link", *link);
            match what {
                Some(what) => label.label("what", what),
                None => label,
            }
        }
        Action::ReorderTriggers { player, .. } => {
            key!("reorder_triggers").num("player", seat(*player))
        }
        Action::OpenNextChain => {
            let links = after.chain.as_ref().map_or(0, |chain| chain.links().len());
            key!("open_next_chain").num("links", links as i64)
        }
        Action::Nexus {
            player,
            from,
            to,
            spirits,
        } => {
            let moved = before.card(*from).map(|c| c.total_spirits())
                != after.card(*from).map(|c| c.total_spirits());
            (if moved {
                key!("nexus")
            } else {
                key!("nexus_nothing")
            })
            .num("player", seat(*player))
            .text("from", name(*from))
            .text("to", name(*to))
            .label("spirits", spirits_label(spirits))
        }
        Action::Disenchant { card, spirits } => key!("disenchant")
            .text("card", name(*card))
            .label("spirits", spirits_label(spirits)),
        Action::Empower { artifact, elestral } => key!("empower")
            .text("artifact", name(*artifact))
            .text("elestral", name(*elestral)),
        Action::TakeControl { player, card, .. } => key!("take_control")
            .num("player", seat(*player))
            .text("card", name(*card)),
        Action::Destroy { card } => key!("destroy").text("card", name(*card)),
        Action::ReturnCard { card, to } => key!("return_card")
            .text("card", name(*card))
            .word("pile", to.as_str()),
        Action::Search { player, card } => key!("search")
            .num("player", seat(*player))
            .text("card", card.clone().unwrap_or_default()),
        Action::DrawCards { player, count } => {
            let lost = after.players.get(*player).is_some_and(|p| p.lost.is_some());
            (if lost {
                key!("draw_cards_empty")
            } else {
                key!("draw_cards")
            })
            .num("player", seat(*player))
            .num("count", (*count).into())
        }
        Action::MoveCard {
            player,
            from,
            to,
            card,
        } => key!("move_card")
            .num("player", seat(*player))
            .word("from", from.as_str())
            .word("to", to.as_str())
            .text("card", card.clone().unwrap_or_default()),
        Action::MoveSpirits {
            player,
            from,
            to,
            spirits,
        } => key!("move_spirits")
            .num("player", seat(*player))
            .word("from", from.as_str())
            .word("to", to.as_str())
            .label("spirits", spirits_label(spirits)),
        Action::AdjustStat {
            card,
            change,
            source,
            ..
        } => {
            let label = key!("adjust_stat")
                .text("card", name(*card))
                .word("change", change.kind())
                .text("source", source.clone());
            match change {
                StatChange::Set { stat, value } => label
                    .word("stat", stat.as_str())
                    .num("value", (*value).into()),
                StatChange::Add { stat, delta } => label
                    .word("stat", stat.as_str())
                    .num("value", (*delta).into()),
                StatChange::Swap => label,
            }
        }
        Action::RemoveModifier { card, order } => key!("remove_modifier")
            .text("card", name(*card))
            .num("order", (*order).into()),
        Action::AdjustSpiritDeck {
            player,
            add,
            remove,
        } => key!("adjust_spirit_deck")
            .num("player", seat(*player))
            .label("add", spirits_label(add))
            .label("remove", spirits_label(remove)),
        Action::AdjustCards {
            player,
            main_deck,
            hand,
        } => key!("adjust_cards")
            .num("player", seat(*player))
            .num("main_deck", (*main_deck).into())
            .num("hand", (*hand).into()),
        Action::AtOnce { steps } => {
            let expends = steps
                .iter()
                .filter(|s| matches!(s, AtOnceStep::Expend { .. }))
                .count();
            let draws = steps.len() - expends;
            key!("at_once")
                .num("expends", expends as i64)
                .num("draws", draws as i64)
        }
        Action::Stalemate => {
            let loser = after
                .players
                .iter()
                .position(|p| p.lost.is_some())
                .unwrap_or(0);
            key!("stalemate").num("player", seat(loser))
        }
        Action::Concede { player } => key!("concede").num("player", seat(*player)),
    }
}
