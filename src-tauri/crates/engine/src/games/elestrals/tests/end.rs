//! The end of the game (ELE-END-1 to ELE-END-3).

use super::*;
use crate::games::elestrals::{AtOnceStep, Loss, Phase};

fn outcome(table: &Table) -> Option<crate::Outcome> {
    table.m.outcome()
}

#[test]
fn ele_end_1_zero_cards_is_not_a_loss_drawing_from_nothing_is() {
    let mut table = Table::main_phase();
    table.ok(Action::AdjustCards {
        player: 1,
        main_deck: -35,
        hand: 0,
    });
    assert_eq!(table.state().players[1].main_deck, 0);
    assert!(
        outcome(&table).is_none(),
        "an empty deck alone does not lose"
    );
    table
        .ok(Action::NextPhase)
        .ok(Action::NextPhase)
        .ok(Action::NextPhase);
    table.ok(Action::Draw);
    let result = outcome(&table).unwrap();
    assert_eq!(result.winners, vec![0]);
    assert_eq!(result.rule.as_deref(), Some("ELE-END-1"));
    assert_eq!(result.reason.key, "outcome.elestrals.empty_main_deck");
    assert_eq!(table.state().players[1].lost, Some(Loss::EmptyMainDeck));
    assert!(
        table.m.legal_actions().is_empty(),
        "a finished match offers nothing"
    );
}

#[test]
fn ele_end_1_expending_from_an_empty_spirit_deck_loses() {
    let mut table = Table::main_phase();
    table.ok(Action::Expend {
        player: 0,
        amount: None,
        spirits: both(fire(10), water(10)),
    });
    assert!(
        outcome(&table).is_none(),
        "zero Spirits alone is not a loss"
    );
    table.ok(Action::Expend {
        player: 0,
        amount: Some(1),
        spirits: Spirits::NONE,
    });
    let result = outcome(&table).unwrap();
    assert_eq!(
        (result.winners, result.rule.as_deref()),
        (vec![1], Some("ELE-END-1"))
    );
    assert_eq!(result.reason.key, "outcome.elestrals.empty_spirit_deck");
}

#[test]
fn ele_end_1_expending_more_than_is_left_takes_the_rest_and_loses() {
    let mut table = Table::main_phase();
    table.ok(Action::AdjustSpiritDeck {
        player: 1,
        add: Spirits::NONE,
        remove: both(earth(9), wind(10)),
    });
    table.ok(Action::Expend {
        player: 1,
        amount: Some(3),
        spirits: earth(1),
    });
    assert_eq!(table.state().players[1].underworld_spirits, earth(1));
    assert_eq!(outcome(&table).unwrap().winners, vec![0]);
}

#[test]
fn ele_end_2_both_losing_at_once_is_a_draw() {
    // Worked example: both players have to Expend a Spirit they do not have at the same time.
    let mut table = Table::main_phase();
    for (player, spirits) in [
        (0, both(fire(10), water(10))),
        (1, both(earth(10), wind(10))),
    ] {
        table.ok(Action::AdjustSpiritDeck {
            player,
            add: Spirits::NONE,
            remove: spirits,
        });
    }
    table.ok(Action::AtOnce {
        steps: vec![
            AtOnceStep::Expend {
                player: 0,
                amount: Some(1),
                spirits: Spirits::NONE,
            },
            AtOnceStep::Expend {
                player: 1,
                amount: Some(1),
                spirits: Spirits::NONE,
            },
        ],
    });
    let result = outcome(&table).unwrap();
    assert!(result.winners.is_empty(), "a draw");
    assert_eq!(result.rule.as_deref(), Some("ELE-END-2"));
    assert_eq!(result.reason.key, "outcome.elestrals.both_lose");
}

#[test]
fn ele_end_2_a_chained_effect_that_makes_the_opponent_lose_first_is_no_draw() {
    // Both would lose, but Ana's chained effect resolves first: Ben loses before Ana has to.
    let mut table = Table::main_phase();
    for (player, spirits) in [
        (0, both(fire(10), water(10))),
        (1, both(earth(10), wind(10))),
    ] {
        table.ok(Action::AdjustSpiritDeck {
            player,
            add: Spirits::NONE,
            remove: spirits,
        });
    }
    table.ok(Action::Expend {
        player: 1,
        amount: Some(1),
        spirits: Spirits::NONE,
    });
    let result = outcome(&table).unwrap();
    assert_eq!(result.winners, vec![0]);
    let after = play(Action::Expend {
        player: 0,
        amount: Some(1),
        spirits: Spirits::NONE,
    });
    assert_eq!(
        table.m.apply(after, 0).unwrap_err().code,
        crate::RefusalCode::MatchOver,
        "the game ended before Ana had to Expend"
    );
}

#[test]
fn ele_end_2_drawing_at_once_from_empty_decks_is_a_draw() {
    let mut table = Table::main_phase();
    for player in 0..2 {
        let left = table.state().players[player].main_deck as i32;
        table.ok(Action::AdjustCards {
            player,
            main_deck: -left,
            hand: 0,
        });
    }
    table.ok(Action::AtOnce {
        steps: vec![
            AtOnceStep::DrawCards {
                player: 0,
                count: 1,
            },
            AtOnceStep::DrawCards {
                player: 1,
                count: 1,
            },
        ],
    });
    assert!(outcome(&table).unwrap().winners.is_empty());
}

#[test]
fn ele_end_3_at_a_stalemate_fewer_main_deck_cards_loses() {
    let mut table = Table::main_phase();
    // Ana drew for turn 1: 34 against Ben's 35.
    table.ok(Action::Stalemate);
    let result = outcome(&table).unwrap();
    assert_eq!(
        (result.winners, result.rule.as_deref()),
        (vec![1], Some("ELE-END-3"))
    );
    assert_eq!(result.reason.key, "outcome.elestrals.stalemate");
}

#[test]
fn ele_end_3_tied_the_next_player_to_draw_loses() {
    let mut table = Table::main_phase();
    table.ok(Action::AdjustCards {
        player: 1,
        main_deck: -1,
        hand: 0,
    });
    // 34 each, Ana's turn: Ben draws next.
    let mut tied = Table { m: table.m.clone() };
    tied.ok(Action::Stalemate);
    assert_eq!(outcome(&tied).unwrap().winners, vec![0]);
    // In Ben's Draw Phase before he draws, he is still the next to draw.
    table
        .ok(Action::NextPhase)
        .ok(Action::NextPhase)
        .ok(Action::NextPhase);
    assert_eq!(
        (table.state().active, table.state().phase),
        (1, Phase::Draw)
    );
    table.ok(Action::Stalemate);
    assert_eq!(outcome(&table).unwrap().winners, vec![0]);
}

#[test]
fn conceding_ends_the_game_without_a_rule() {
    let mut table = Table::main_phase();
    table.ok(Action::Concede { player: 0 });
    let result = outcome(&table).unwrap();
    assert_eq!((result.winners, result.rule), (vec![1], None));
}
