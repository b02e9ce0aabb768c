//! Elestrals' chain (ELE-CHAIN-1 to ELE-CHAIN-5) on the engine's generic [`Chain`].
//!
//! A base action (Cast, Ascend, Set, declaring a battle, activating an effect, Searching) is
//! paid for when it is announced and opens a chain with itself as the base; what it *does*
//! happens when its link resolves. That is the reading the source text asks for: a chained
//! answer "will resolve before the action at the base of the chain does", a negated action
//! "counts as spent" with its Spirits, and an action that can no longer be finished rewinds
//! or partly resolves. So a Cast Elestral reaches the field only when its link resolves; until
//! then it sits on the chain with the Spirits paid for it, and its slot is kept for it.
//!
//! Links are Counter Runes and Conditional effects added in response, turn player first
//! (ELE-CHAIN-2). The chain closes when both pass in turn (or the table closes it), then
//! resolves newest first (ELE-CHAIN-3), one link per action so the table can apply each card's
//! text as it resolves. Conditional effects met during resolution are queued and become the
//! next chain, turn player's first (ELE-CHAIN-5).
//!
//! When an action that would open a chain happens while one is resolving (a Special Cast or a
//! Search made by a resolving effect), or while a ruling waives the timing, it takes effect at
//! once, as part of what is resolving.

use super::rule_ids::{ELE_CHAIN_1, ELE_CHAIN_2, ELE_CHAIN_3, ELE_CHAIN_5};
use crate::chain::ChainRules;
use crate::rule_id::RuleId;
use std::sync::Arc;

use super::field;
use super::resolution::{spend, take_effect};
use super::state::{ChainLink, State};
use crate::chain::{Chain, ChainError, LinkId, Resolution};
use crate::error::{Refusal, RefusalCode};
use crate::game::Ctx;
use crate::label::Label;

/// The rules a refused chain step cites.
pub(super) const CHAIN_RULES: ChainRules = ChainRules {
    priority: ELE_CHAIN_2,
    resolution: ELE_CHAIN_3,
};

/// Where the chain stands, as far as other actions care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stage {
    /// No chain, or a finished one with nothing waiting.
    Clear,
    /// Players may add links.
    Open,
    /// Closed and resolving.
    Resolving,
    /// Every link resolved, and Conditional effects wait for the next chain (ELE-CHAIN-5).
    TriggersWaiting,
}

pub(super) fn stage(state: &State) -> Stage {
    match &state.chain {
        None => Stage::Clear,
        Some(chain) if chain.is_open() => Stage::Open,
        Some(chain) if !chain.is_done() => Stage::Resolving,
        Some(chain) if !has_triggers(chain) => Stage::Clear,
        Some(_) => Stage::TriggersWaiting,
    }
}

/// Whether Conditional effects wait for the next chain (without sorting them, as
/// [`Chain::next_chain_triggers`] would).
fn has_triggers(chain: &Chain<ChainLink>) -> bool {
    chain
        .priority_order()
        .iter()
        .any(|&seat| chain.queued_triggers(seat).next().is_some())
}

/// Whether an action opens a chain with itself as the base, or takes effect at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Timing {
    OnChain,
    AtOnce,
}

/// The timing of an action of the turn (a Main Phase action, a battle): only with no chain in
/// progress (ELE-TURN-2, or `rule` for other phases). A ruling that waives it makes the
/// action take effect at once.
pub(super) fn turn_action_timing(
    state: &mut State,
    ctx: &Ctx,
    rule: RuleId,
) -> Result<Timing, Refusal> {
    match stage(state) {
        Stage::Clear => {
            finish_chain(state);
            Ok(Timing::OnChain)
        }
        Stage::TriggersWaiting => {
            ctx.require(false, ELE_CHAIN_5, triggers_waiting)?;
            Ok(Timing::AtOnce)
        }
        Stage::Open | Stage::Resolving => {
            ctx.require(false, rule, || {
                Label::new("refusal.elestrals.chain_in_progress")
            })?;
            Ok(Timing::AtOnce)
        }
    }
}

/// The timing of an action a card's effect makes (a Special Cast, a Search): it opens its own
/// chain when none is in progress, and is part of the resolving effect while one resolves. It is
/// not something that can be added in response (ELE-CHAIN-1).
pub(super) fn effect_action_timing(state: &mut State, ctx: &Ctx) -> Result<Timing, Refusal> {
    match stage(state) {
        Stage::Clear => {
            finish_chain(state);
            Ok(Timing::OnChain)
        }
        Stage::Resolving => Ok(Timing::AtOnce),
        Stage::TriggersWaiting => {
            ctx.require(false, ELE_CHAIN_5, triggers_waiting)?;
            Ok(Timing::AtOnce)
        }
        Stage::Open => {
            ctx.require(false, ELE_CHAIN_1, not_a_link)?;
            Ok(Timing::AtOnce)
        }
    }
}

pub(super) fn not_a_link() -> Label {
    Label::new("refusal.elestrals.not_a_link")
}

fn triggers_waiting() -> Label {
    Label::new("refusal.elestrals.triggers_waiting")
}

/// Phase changes wait for the chain to resolve fully (ELE-CHAIN-3) and for waiting triggers
/// (ELE-CHAIN-5).
pub(super) fn require_no_chain(state: &mut State, ctx: &Ctx) -> Result<(), Refusal> {
    match stage(state) {
        Stage::Clear => {
            finish_chain(state);
            Ok(())
        }
        Stage::TriggersWaiting => ctx.require(false, ELE_CHAIN_5, triggers_waiting),
        Stage::Open | Stage::Resolving => ctx.require(false, ELE_CHAIN_3, || {
            Label::new("refusal.elestrals.chain_in_progress")
        }),
    }
}

/// Opens a chain with `link` as its base, or applies it at once.
pub(super) fn open_or_apply(
    state: &mut State,
    controller: usize,
    link: ChainLink,
    timing: Timing,
    ctx: &mut Ctx,
) -> Result<(), Refusal> {
    match timing {
        Timing::OnChain => {
            let chain = Chain::open(link, controller, state.priority_order())
                .map_err(|e| e.refusal(CHAIN_RULES))?;
            state.chain = Some(Arc::new(chain));
            Ok(())
        }
        Timing::AtOnce => take_effect(state, controller, link, ctx),
    }
}

/// Adds `link` for `player` in response (ELE-CHAIN-1, ELE-CHAIN-2).
pub(super) fn respond(
    state: &mut State,
    player: usize,
    link: ChainLink,
) -> Result<LinkId, Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    chain
        .respond(player, link)
        .map_err(|e| e.refusal(CHAIN_RULES))
}

pub(super) fn pass(state: &mut State, player: usize) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    chain.pass(player).map_err(|e| e.refusal(CHAIN_RULES))
}

pub(super) fn close(state: &mut State) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    chain.close().map_err(|e| e.refusal(CHAIN_RULES))
}

/// Resolves the newest link not yet reached (ELE-CHAIN-3).
pub(super) fn resolve_next(state: &mut State, ctx: &mut Ctx) -> Result<(), Refusal> {
    // The Instant Rune resolved before this one has had its effect applied: it leaves now.
    field::sweep_resolved_instants(state);
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    let resolution = chain.resolve_next().map_err(|e| e.refusal(CHAIN_RULES))?;
    let controller = resolution.link().controller;
    match resolution {
        Resolution::Resolve(link) => take_effect(state, controller, link.payload, ctx),
        // ELE-CHAIN-4: spent, with its Spirits, and nothing happens.
        Resolution::Negated(link) | Resolution::Fizzled(link) => {
            spend(state, link.payload);
            Ok(())
        }
    }
}

/// Closes the chain if it is open (the table agrees no one answers) and resolves every link.
pub(super) fn resolve_all(state: &mut State, ctx: &mut Ctx) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    if chain.is_open() {
        chain.close().map_err(|e| e.refusal(CHAIN_RULES))?;
    }
    if chain.is_done() {
        return Err(ChainError::Done.refusal(CHAIN_RULES));
    }
    while state.chain.as_ref().is_some_and(|chain| !chain.is_done()) {
        resolve_next(state, ctx)?;
    }
    Ok(())
}

pub(super) fn negate(state: &mut State, link: usize) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    chain
        .negate(LinkId(link))
        .map_err(|e| e.refusal(CHAIN_RULES))
}

/// Queues a Conditional effect met while the chain resolves (ELE-CHAIN-3).
pub(super) fn queue(state: &mut State, player: usize, link: ChainLink) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    chain
        .queue_trigger(player, link)
        .map_err(|e| e.refusal(CHAIN_RULES))
}

pub(super) fn reorder(state: &mut State, player: usize, order: &[usize]) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    chain
        .reorder_triggers(player, order)
        .map_err(|e| e.refusal(CHAIN_RULES))
}

/// Opens the next chain from the queued Conditional effects, turn player's first (ELE-CHAIN-5).
pub(super) fn open_next(state: &mut State) -> Result<(), Refusal> {
    let chain = state.chain_mut().ok_or_else(no_chain)?;
    match chain
        .open_next_chain()
        .map_err(|e| e.refusal(CHAIN_RULES))?
    {
        Some(next) => {
            field::sweep_resolved_instants(state);
            state.chain = Some(Arc::new(next));
            Ok(())
        }
        None => Err(Refusal::other(
            RefusalCode::InvalidAction,
            Label::new("refusal.elestrals.no_triggers"),
        )),
    }
}

/// Drops a finished chain and sends the Instant Runes it resolved to the Underworld.
pub(super) fn finish_chain(state: &mut State) {
    if state.chain.as_ref().is_some_and(|chain| chain.is_done()) {
        state.chain = None;
    }
    if state.chain.is_none() {
        field::sweep_resolved_instants(state);
    }
}

fn no_chain() -> Refusal {
    Refusal::other(
        RefusalCode::InvalidAction,
        Label::new("refusal.elestrals.no_chain"),
    )
}
