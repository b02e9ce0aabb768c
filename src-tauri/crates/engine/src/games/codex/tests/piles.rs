//! Deck and hand (CDX-15.6).

use super::*;

#[test]
fn cdx_15_6_a_draw_from_an_empty_deck_does_nothing() {
    let mut duel = started();
    let deck = state(&duel).players[0].deck as i32;
    ok(
        &mut duel,
        Action::AdjustCards {
            player: 0,
            deck: -deck,
            hand: 0,
        },
    );
    let hand = state(&duel).players[0].hand;
    ok(&mut duel, Action::Draw { player: 0 });
    assert_eq!(state(&duel).players[0].hand, hand);
    assert_eq!(state(&duel).events[0].key, "codex.event.empty_draw");
    assert!(duel.outcome().is_none(), "not a loss");
}

#[test]
fn cdx_15_6_enlist_shuffles_also_when_nothing_matches() {
    let mut duel = started();
    let before = state(&duel).players[0].clone();
    ok(
        &mut duel,
        Action::Enlist {
            player: 0,
            found: false,
        },
    );
    let after = &state(&duel).players[0];
    assert_eq!((after.hand, after.deck), (before.hand, before.deck));
    assert_eq!(after.shuffles, before.shuffles + 1);
    ok(
        &mut duel,
        Action::Enlist {
            player: 0,
            found: true,
        },
    );
    assert_eq!(state(&duel).players[0].hand, before.hand + 1);
    assert_eq!(state(&duel).players[0].shuffles, before.shuffles + 2);
}

#[test]
fn cdx_15_6_look_at_the_top_and_discard_chosen_by_the_discarding_player() {
    let mut duel = started();
    let hand = state(&duel).players[1].hand;
    ok(
        &mut duel,
        Action::LookAtTop {
            player: 1,
            count: 3,
            to_hand: 1,
        },
    );
    assert_eq!(state(&duel).players[1].hand, hand + 1);
    assert!(refused(
        &mut duel,
        Action::LookAtTop {
            player: 1,
            count: 1,
            to_hand: 2
        }
    )
    .rule
    .is_none());
    // The opponent forces a discard; the discarding player's action, to the Elysium.
    ok(
        &mut duel,
        Action::Discard {
            player: 1,
            count: 2,
        },
    );
    assert_eq!(state(&duel).players[1].hand, hand - 1);
    assert_eq!(state(&duel).players[1].elysium.len(), 2);
    assert!(refused(
        &mut duel,
        Action::Discard {
            player: 1,
            count: 99
        }
    )
    .rule
    .is_none());
}
