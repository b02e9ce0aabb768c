//! The Cascade (CDX-CASCADE-1) on the engine's shared chain: effects answer one another and
//! resolve newest first; an effect whose source left the field fizzles, even if the Soul came
//! back, since it came back as a new card (CDX-15.5).

use std::sync::Arc;

use super::rule_ids::CDX_CASCADE_1;
use super::state::{CardId, CascadeLink, State, SEATS};
use crate::chain::{Chain, ChainPhase, ChainRules, LinkStatus, Resolution};
use crate::error::Refusal;
use crate::label::Label;

/// The rule a refused Cascade step cites: the Cascade is the game's chain (CDX-CASCADE-1).
const CHAIN_RULES: ChainRules = ChainRules {
    priority: CDX_CASCADE_1,
    resolution: CDX_CASCADE_1,
};

/// The turn player answers first, then the other.
fn priority_order(state: &State) -> Vec<usize> {
    (0..SEATS).map(|i| (state.active + i) % SEATS).collect()
}

pub(super) fn activate(
    state: &mut State,
    player: usize,
    source: Option<CardId>,
    note: &str,
) -> Result<(), Refusal> {
    let link = CascadeLink {
        source,
        note: note.to_owned(),
    };
    match state.cascade.as_mut() {
        Some(cascade) => {
            Arc::make_mut(cascade)
                .respond(player, link)
                .map_err(|e| e.refusal(CHAIN_RULES))?;
        }
        None => {
            let cascade = Chain::open(link, player, priority_order(state))
                .map_err(|e| e.refusal(CHAIN_RULES))?;
            state.cascade = Some(Arc::new(cascade));
        }
    }
    Ok(())
}

pub(super) fn pass(state: &mut State, player: usize) -> Result<(), Refusal> {
    let cascade = open_cascade(state)?;
    cascade.pass(player).map_err(|e| e.refusal(CHAIN_RULES))
}

pub(super) fn close(state: &mut State) -> Result<(), Refusal> {
    let cascade = open_cascade(state)?;
    if cascade.phase() == ChainPhase::Open {
        cascade.close().map_err(|e| e.refusal(CHAIN_RULES))?;
    }
    Ok(())
}

/// Resolves the newest link; the Cascade is gone once every link is spent.
pub(super) fn resolve_next(state: &mut State) -> Result<(), Refusal> {
    let cascade = open_cascade(state)?;
    let resolution = cascade.resolve_next().map_err(|e| e.refusal(CHAIN_RULES))?;
    let done = cascade.is_done();
    if let Resolution::Fizzled(link) = &resolution {
        state.events.push(
            Label::new("codex.event.fizzled")
                .place_from_1("link", link.id.0)
                .text("note", link.payload.note.clone()),
        );
    }
    if done {
        state.cascade = None;
    }
    Ok(())
}

/// Every link not yet reached whose source is the stay `id` fizzles: its Soul left the field
/// (CDX-15.5, CDX-CASCADE-1).
pub(super) fn source_left(state: &mut State, id: CardId) {
    let Some(cascade) = state.cascade.as_mut() else {
        return;
    };
    let doomed: Vec<_> = cascade
        .links()
        .filter(|link| {
            !link.spent && link.status == LinkStatus::Pending && link.payload.source == Some(id)
        })
        .map(|link| link.id)
        .collect();
    if doomed.is_empty() {
        return;
    }
    let cascade = Arc::make_mut(cascade);
    for link in doomed {
        // A link not yet reached can always be marked.
        let _ = cascade.fizzle(link);
    }
}

fn open_cascade(state: &mut State) -> Result<&mut Chain<CascadeLink>, Refusal> {
    match state.cascade.as_mut() {
        Some(cascade) => Ok(Arc::make_mut(cascade)),
        None => Err(Refusal::invalid(Label::new("refusal.codex.no_cascade"))),
    }
}
