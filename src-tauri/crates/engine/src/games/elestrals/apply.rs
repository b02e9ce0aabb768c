//! How each action changes the state, or why it may not: the dispatch to the module of each
//! part of the rules. The checks those share are `checks.rs`'s.

use super::action::Action;
use super::checks::check_seat;
use super::state::State;
use super::{battle, cast, chain, corrections, effect, end, field, nexus, position, turn};
use crate::error::Refusal;
use crate::game::Ctx;

/// Applies `action` to `state`. The caller applies to a copy and drops it on refusal, so a
/// check may come after a write.
pub(super) fn apply(state: &mut State, action: &Action, ctx: &mut Ctx) -> Result<(), Refusal> {
    match action {
        Action::PickFirstPlayer { method } => turn::pick_first_player(state, *method, ctx),
        Action::SetFirstPlayer { player } => turn::set_first_player(state, *player),
        Action::SetSpiritDeck { player, spirits } => {
            turn::set_spirit_deck(state, *player, spirits, ctx)
        }
        Action::Draw => turn::draw(state, ctx),
        Action::NextPhase => turn::next_phase(state, ctx),
        Action::Cast(spec) => cast::cast(state, spec, false, ctx),
        Action::SpecialCast(spec) => cast::cast(state, spec, true, ctx),
        Action::Ascend(spec) => cast::ascend(state, spec, false, ctx),
        Action::SpecialAscend(spec) => cast::ascend(state, spec, true, ctx),
        Action::Set { card, slot } => cast::set(state, card, *slot, ctx),
        Action::CastSetRune {
            player,
            card,
            spirits,
            disenchant,
            empower,
        } => cast::cast_set_rune(state, *player, *card, spirits, disenchant, *empower, ctx),
        Action::Enchant {
            player,
            card,
            spirits,
            by_effect,
        } => nexus::enchant(state, *player, *card, spirits, *by_effect, ctx),
        Action::ChangePosition {
            card,
            position,
            by_effect,
        } => position::change_position(state, *card, *position, *by_effect, ctx),
        Action::ActivateEffect {
            player,
            card,
            timing,
            note,
        } => effect::activate(state, *player, *card, *timing, note, ctx),
        Action::DeclareAttack { attacker, target } => {
            battle::declare(state, *attacker, *target, ctx)
        }
        Action::Expend {
            player,
            amount,
            spirits,
        } => end::expend(state, *player, *amount, spirits, ctx),
        Action::Pass { player } => {
            check_seat(state, *player)?;
            chain::pass(state, *player)
        }
        Action::CloseChain => chain::close(state),
        Action::ResolveNext => chain::resolve_next(state, ctx),
        Action::ResolveChain => chain::resolve_all(state, ctx),
        Action::NegateLink { link } => chain::negate(state, *link),
        Action::ReorderTriggers { player, order } => {
            check_seat(state, *player)?;
            chain::reorder(state, *player, order)
        }
        Action::OpenNextChain => chain::open_next(state),
        Action::Nexus {
            player,
            from,
            to,
            spirits,
        } => nexus::nexus(state, *player, *from, *to, spirits, ctx),
        Action::Disenchant { card, spirits } => nexus::disenchant(state, *card, spirits),
        Action::Empower { artifact, elestral } => field::empower(state, *artifact, *elestral, ctx),
        Action::TakeControl { player, card, slot } => {
            field::take_control(state, *player, *card, *slot, ctx)
        }
        Action::Destroy { card } => field::destroy(state, *card),
        Action::ReturnCard { card, to } => field::return_card(state, *card, *to),
        Action::Search { player, card } => turn::search(state, *player, card.as_deref(), ctx),
        Action::DrawCards { player, count } => end::draw_cards(state, *player, *count),
        Action::MoveCard {
            player,
            from,
            to,
            card,
        } => corrections::move_card(state, *player, *from, *to, card.as_deref()),
        Action::MoveSpirits {
            player,
            from,
            to,
            spirits,
        } => corrections::move_spirits(state, *player, *from, *to, spirits),
        Action::AdjustStat {
            card,
            change,
            source,
            source_card,
            duration,
        } => corrections::adjust_stat(state, *card, *change, source, *source_card, *duration),
        Action::RemoveModifier { card, order } => {
            corrections::remove_modifier(state, *card, *order)
        }
        Action::AdjustSpiritDeck {
            player,
            add,
            remove,
        } => corrections::adjust_spirit_deck(state, *player, add, remove),
        Action::AdjustCards {
            player,
            main_deck,
            hand,
        } => corrections::adjust_cards(state, *player, *main_deck, *hand),
        Action::AtOnce { steps } => end::at_once(state, steps, ctx),
        Action::Stalemate => end::stalemate(state),
        Action::Concede { player } => end::concede(state, *player),
    }
}
