//! The Cascade (CDX-CASCADE-1) on the shared chain: newest first; an effect whose source left
//! the field fizzles, even when the Soul came back (CDX-15.5).

use super::*;
use crate::chain::LinkStatus;

#[test]
fn cdx_cascade_1_resolves_newest_first_and_a_returned_souls_effect_fizzles() {
    let mut duel = started();
    let scout = recruit(&mut duel, 0, 0, "Scout", 1);
    ok(
        &mut duel,
        Action::Activate {
            player: 0,
            source: Some(scout),
            note: "Draw two".into(),
        },
    );
    ok(&mut duel, Action::Pass { player: 0 });
    ok(
        &mut duel,
        Action::Activate {
            player: 1,
            source: None,
            note: "Bounce the Scout".into(),
        },
    );
    ok(&mut duel, Action::CloseCascade);
    // The newest link resolves first: the Scout is retracted, then recruited again.
    ok(&mut duel, Action::ResolveNext);
    ok(
        &mut duel,
        Action::Retract {
            by: 1,
            target: soul(scout),
            cost: 0,
        },
    );
    let again = recruit(&mut duel, 0, 0, "Scout", 1);
    assert_ne!(again, scout, "a new card");
    let cascade = state(&duel).cascade.as_ref().expect("one link left");
    let statuses: Vec<_> = cascade
        .links()
        .map(|link| (link.status, link.spent))
        .collect();
    assert_eq!(
        statuses,
        // Newest first: the answer resolved, the Scout's effect fizzled and still to be spent.
        vec![(LinkStatus::Resolved, true), (LinkStatus::Fizzled, false)],
        "{cascade:?}"
    );
    ok(&mut duel, Action::ResolveNext);
    assert_eq!(state(&duel).events[0].key, "codex.event.fizzled");
    assert!(state(&duel).cascade.is_none(), "every link spent");
    let last = duel.log_lines().last().expect("logged").label.key.clone();
    assert_eq!(
        last, "codex.event.fizzled",
        "the log says the effect fizzled"
    );
}

#[test]
fn cdx_cascade_1_the_turn_player_answers_first() {
    let mut duel = started();
    ok(
        &mut duel,
        Action::Activate {
            player: 0,
            source: None,
            note: "Base".into(),
        },
    );
    let refusal = refused(
        &mut duel,
        Action::Activate {
            player: 1,
            source: None,
            note: "Too soon".into(),
        },
    );
    assert_eq!(
        refusal.rule.as_deref(),
        Some("CDX-CASCADE-1"),
        "the Cascade's own rule, not another game's"
    );
    ok(&mut duel, Action::Pass { player: 0 });
    ok(
        &mut duel,
        Action::Activate {
            player: 1,
            source: None,
            note: "Answer".into(),
        },
    );
}
