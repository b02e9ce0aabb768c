//! Casting (ELE-CAST-1 to ELE-CAST-3), Ascending (ELE-ASC-1, ELE-ASC-2), Setting and Casting
//! Set Runes (ELE-RUNE-1 to ELE-RUNE-4).
//!
//! Each is paid for when announced and opens a chain (see the chain module); the card reaches
//! the field when its link resolves (`resolution.rs`).

use super::rule_ids::{
    ELE_ASC_1, ELE_CAST_1, ELE_CAST_2, ELE_CHAIN_3, ELE_FIELD_1, ELE_RUNE_1, ELE_TURN_1, ELE_TURN_2,
};
use std::sync::Arc;

use super::action::{AscendSpec, CastSpec, Pile, SpiritTake};
use super::cards::{CardClass, CardFace};
use super::chain::{self, effect_action_timing, open_or_apply, turn_action_timing, Stage, Timing};
use super::checks::{check_seat, field_card, require_phase, require_turn_player};
use super::describe::spirits_label;
use super::field::{self, open_slot};
use super::nexus::{disenchant_to_pay, give_spirits, not_in_spirit_deck};
use super::spirits::{describe_cost, fit_cost, CostFit, Spirits};
use super::state::{
    CardId, CardStatus, ChainLink, FieldCard, Location, Phase, Position, Row, State, SEATS,
};
use crate::error::Refusal;
use crate::game::Ctx;
use crate::label::Label;
use crate::rule_id::RuleId;

/// The checks and the timing every Normal Main Phase action shares: the turn player's Main
/// Phase (`rule`: ELE-TURN-1, or ELE-RUNE-1 for Runes) with no chain in progress (ELE-TURN-2).
fn main_phase_timing(
    state: &mut State,
    player: usize,
    rule: RuleId,
    ctx: &Ctx,
) -> Result<Timing, Refusal> {
    require_phase(state, Phase::Main, rule, ctx)?;
    require_turn_player(state, player, rule, ctx)?;
    super::checks::require_no_pending_expend(state, ctx)?;
    turn_action_timing(state, ctx, ELE_TURN_2)
}

/// Which rule puts a Cast in the Main Phase: ELE-RUNE-1 says it of Invoke Runes.
fn phase_rule(class: CardClass) -> RuleId {
    if class == CardClass::RuneInvoke {
        ELE_RUNE_1
    } else {
        ELE_TURN_1
    }
}

/// ELE-CAST-1: one Normal Cast or Normal Ascend of an Elestral per turn.
fn use_normal_cast(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    ctx.require(!state.normal_cast_used, ELE_CAST_1, || {
        Label::new("refusal.elestrals.normal_cast_used")
    })?;
    state.normal_cast_used = true;
    Ok(())
}

/// Takes the card out of the pile it is Cast from.
fn take_from_pile(state: &mut State, player: usize, pile: Pile, name: &str) -> Result<(), Refusal> {
    let hand = &mut state.players[player];
    let ok = match pile {
        Pile::Hand => hand
            .hand
            .checked_sub(1)
            .map(|left| hand.hand = left)
            .is_some(),
        Pile::MainDeck => hand
            .main_deck
            .checked_sub(1)
            .map(|left| hand.main_deck = left)
            .is_some(),
        Pile::Underworld => hand.underworld.take(name),
    };
    if ok {
        Ok(())
    } else {
        Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_in_pile")
                .text("card", name)
                .text("pile", pile.as_str()),
        ))
    }
}

/// ELE-CAST-2: the Spirits paid match the Enchantment Cost, one per symbol, each element symbol
/// by a Spirit of its element, omni by any. A ruling may let a Cast through with the wrong
/// elements: the card then arrives Misenchanted (ELE-CAST-3). `exact` asks for as many Spirits
/// as the cost has symbols; an Ascend reuses all the old Elestral's Spirits, so may have more.
fn check_cost(face: &CardFace, paid: &Spirits, exact: bool, ctx: &Ctx) -> Result<(), Refusal> {
    let Some(cost) = &face.cost else {
        return Ok(());
    };
    let need = cost.len() as u32;
    let have = paid.total();
    let enough = if exact { have == need } else { have >= need };
    ctx.require(enough, ELE_CAST_2, || {
        Label::new("refusal.elestrals.cost_count")
            .text("card", &face.name)
            .num("need", need.into())
            .num("have", have.into())
    })?;
    ctx.require(
        fit_cost(cost, paid) != CostFit::Misenchanted,
        ELE_CAST_2,
        || {
            Label::new("refusal.elestrals.cost_elements")
                .text("card", &face.name)
                .text("cost", describe_cost(cost))
                .label("spirits", spirits_label(paid))
        },
    )
}

/// Pays from the Spirit Deck and, for Instant Runes, from Spirits Disenchanted off the
/// player's field (ELE-RUNE-1). Returns the Spirits paid, by owner.
fn pay(
    state: &mut State,
    player: usize,
    class: CardClass,
    spirits: &Spirits,
    disenchant: &[SpiritTake],
    ctx: &Ctx,
) -> Result<[Spirits; SEATS], Refusal> {
    let deck = state.players[player].spirit_deck;
    let rest = deck
        .minus(spirits)
        .ok_or_else(|| not_in_spirit_deck(spirits, &deck))?;
    state.players[player].spirit_deck = rest;
    let mut paid = [Spirits::NONE; SEATS];
    paid[player] = *spirits;
    if !disenchant.is_empty() {
        ctx.require(class.is_instant(), ELE_RUNE_1, || {
            Label::new("refusal.elestrals.only_instants_disenchant")
        })?;
    }
    for take in disenchant {
        let taken = disenchant_to_pay(state, player, take.card, &take.spirits, ELE_RUNE_1, ctx)?;
        for (seat, own) in taken.iter().enumerate() {
            paid[seat] = paid[seat].saturating_plus(own);
        }
    }
    Ok(paid)
}

fn total(spirits: &[Spirits; SEATS]) -> Spirits {
    spirits
        .iter()
        .fold(Spirits::NONE, |sum, own| sum.saturating_plus(own))
}

/// A Normal Cast or a Special Cast (ELE-CAST-1, ELE-CAST-2).
pub(super) fn cast(
    state: &mut State,
    spec: &CastSpec,
    special: bool,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    let player = spec.player.unwrap_or(state.active);
    check_seat(state, player)?;
    let class = spec.card.class;
    if class == CardClass::Spirit {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.spirit_not_cast",
        )));
    }
    let timing = if special {
        require_started(state)?;
        effect_action_timing(state, ctx)?
    } else {
        if spec.from != Pile::Hand {
            return Err(Refusal::invalid(Label::new(
                "refusal.elestrals.normal_cast_from_hand",
            )));
        }
        let timing = main_phase_timing(state, player, phase_rule(class), ctx)?;
        ctx.require(class != CardClass::RuneCounter, ELE_RUNE_1, || {
            Label::new("refusal.elestrals.counter_set_first")
        })?;
        if class == CardClass::Elestral {
            use_normal_cast(state, ctx)?;
        }
        timing
    };
    let row = Row::for_class(class);
    let slot = match row {
        Row::Stadium => None,
        _ => Some(open_slot(state, player, row, spec.slot, ELE_FIELD_1, ctx)?),
    };
    let empowering = if class == CardClass::RuneArtifact {
        let Some(target) = spec.empower else {
            return Err(Refusal::invalid(Label::new(
                "refusal.elestrals.artifact_needs_target",
            )));
        };
        field::require_empowerable(state, target, ctx)?;
        Some(target)
    } else {
        None
    };
    take_from_pile(state, player, spec.from, &spec.card.name)?;
    let paid = pay(state, player, class, &spec.spirits, &spec.disenchant, ctx)?;
    check_cost(&spec.card, &total(&paid), true, ctx)?;
    let id = state.new_card_id();
    let mut card = FieldCard::arriving(id, spec.card.clone(), player, paid);
    if card.is_elestral() {
        card.position = Some(spec.position.unwrap_or(Position::Attack));
    }
    card.empowering = empowering;
    let link = ChainLink::Cast {
        card: Box::new(card),
        slot,
        special,
    };
    open_or_apply(state, player, link, timing, ctx)
}

fn require_started(state: &State) -> Result<(), Refusal> {
    if state.phase == Phase::Setup {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_started",
        )));
    }
    Ok(())
}

/// ELE-ASC-1: an Enchanted Elestral of yours goes to the Underworld (with its Artifacts,
/// ELE-ASC-2), its Spirits and any siphoned from your other Enchanted cards Enchant the new
/// Elestral, which takes the same slot as a new card. It counts as Casting.
pub(super) fn ascend(
    state: &mut State,
    spec: &AscendSpec,
    special: bool,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    let old = field_card(state, spec.elestral)?;
    let player = old.controller;
    if !old.is_elestral() || spec.card.class != CardClass::Elestral {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.ascend_elestrals",
        )));
    }
    ctx.require(old.is_enchanted(), ELE_ASC_1, || {
        Label::new("refusal.elestrals.ascend_needs_enchanted").text("card", old.name())
    })?;
    let old_position = old.position;
    let timing = if special {
        require_started(state)?;
        effect_action_timing(state, ctx)?
    } else {
        if spec.from != Pile::Hand {
            return Err(Refusal::invalid(Label::new(
                "refusal.elestrals.normal_cast_from_hand",
            )));
        }
        let timing = main_phase_timing(state, player, ELE_TURN_1, ctx)?;
        use_normal_cast(state, ctx)?;
        timing
    };
    let mut siphoned = [Spirits::NONE; SEATS];
    for take in &spec.siphon {
        let source = field_card(state, take.card)?;
        ctx.require(
            take.card != spec.elestral && source.is_enchanted(),
            ELE_ASC_1,
            || Label::new("refusal.elestrals.siphon_enchanted").text("card", source.name()),
        )?;
        let taken = disenchant_to_pay(state, player, take.card, &take.spirits, ELE_ASC_1, ctx)?;
        for (seat, own) in taken.iter().enumerate() {
            siphoned[seat] = siphoned[seat].saturating_plus(own);
        }
    }
    take_from_pile(state, player, spec.from, &spec.card.name)?;
    let at = state
        .locate(spec.elestral)
        .ok_or_else(|| super::checks::not_on_field(state, spec.elestral))?;
    let Location::Slot { slot, .. } = at else {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.not_an_elestral",
        )));
    };
    let Some(old) = field::depart_keeping_spirits(state, at) else {
        return Err(super::checks::not_on_field(state, spec.elestral));
    };
    let id = state.new_card_id();
    let mut card = FieldCard::arriving(id, spec.card.clone(), player, old.spirits);
    give_spirits(&mut card, &siphoned);
    check_cost(&spec.card, &card.total_spirits(), false, ctx)?;
    card.position = Some(spec.position.or(old_position).unwrap_or(Position::Attack));
    card.refresh();
    let link = ChainLink::Ascend {
        card: Box::new(card),
        slot,
        special,
    };
    open_or_apply(state, player, link, timing, ctx)
}

/// A Rune from the hand, face down into the Rune Row (not a Stadium). It opens a chain, and
/// lies in its slot once that resolves.
pub(super) fn set(
    state: &mut State,
    face: &CardFace,
    slot: Option<usize>,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    let player = state.active;
    if !face.class.is_rune() || face.class == CardClass::RuneStadium {
        return Err(Refusal::invalid(Label::new(
            "refusal.elestrals.set_runes_only",
        )));
    }
    let timing = main_phase_timing(state, player, ELE_TURN_1, ctx)?;
    let slot = open_slot(state, player, Row::Rune, slot, ELE_FIELD_1, ctx)?;
    take_from_pile(state, player, Pile::Hand, &face.name)?;
    let id = state.new_card_id();
    let mut card = FieldCard::arriving(id, face.clone(), player, [Spirits::NONE; SEATS]);
    card.face_up = false;
    card.set_on_turn = Some(state.turn);
    card.refresh();
    let link = ChainLink::Set {
        card: Box::new(card),
        slot,
    };
    open_or_apply(state, player, link, timing, ctx)
}

/// Casts a Set Rune (ELE-RUNE-1). A Counter Rune Set on an earlier turn is Cast on any turn:
/// as a link in response while a chain is open, or as a new chain's base. Other Set Runes are
/// Cast in their controller's Main Phase like any Rune.
pub(super) fn cast_set_rune(
    state: &mut State,
    player: usize,
    id: CardId,
    spirits: &Spirits,
    disenchant: &[SpiritTake],
    empower: Option<CardId>,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    check_seat(state, player)?;
    let card = field_card(state, id)?;
    if card.controller != player || card.face_up {
        return Err(Refusal::invalid(
            Label::new("refusal.elestrals.not_your_set_rune").text("card", card.name()),
        ));
    }
    let class = card.class();
    let set_on_turn = card.set_on_turn.unwrap_or(state.turn);
    let face = Arc::clone(&card.face);
    // How the Cast meets the chain: a Counter Rune answers an open chain as a link.
    let answer_open_chain = class == CardClass::RuneCounter && chain::stage(state) == Stage::Open;
    let timing = if class == CardClass::RuneCounter {
        require_started(state)?;
        ctx.require(set_on_turn < state.turn, ELE_RUNE_1, || {
            Label::new("refusal.elestrals.counter_set_this_turn").text("card", &face.name)
        })?;
        if answer_open_chain {
            Timing::OnChain
        } else if chain::stage(state) == Stage::Resolving {
            // A closed chain takes no more links (ELE-CHAIN-2).
            return Err(crate::chain::ChainError::Closed.refusal(super::chain::CHAIN_RULES));
        } else {
            turn_action_timing(state, ctx, ELE_CHAIN_3)?
        }
    } else {
        main_phase_timing(state, player, phase_rule(class), ctx)?
    };
    let empowering = if class == CardClass::RuneArtifact {
        let Some(target) = empower else {
            return Err(Refusal::invalid(Label::new(
                "refusal.elestrals.artifact_needs_target",
            )));
        };
        field::require_empowerable(state, target, ctx)?;
        Some(target)
    } else {
        None
    };
    let paid = pay(state, player, class, spirits, disenchant, ctx)?;
    check_cost(&face, &total(&paid), true, ctx)?;
    let Some(card) = state.card_mut(id) else {
        return Err(super::checks::not_on_field(state, id));
    };
    card.face_up = true;
    card.spirits = paid;
    card.empowering = empowering;
    card.status = CardStatus::BeingCast;
    card.refresh();
    let link = ChainLink::CastSetRune { card: id };
    if answer_open_chain {
        chain::respond(state, player, link).map(drop)
    } else {
        open_or_apply(state, player, link, timing, ctx)
    }
}
