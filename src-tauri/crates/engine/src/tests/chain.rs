//! Tests of the chain every game with one shares (Elestrals' chain, the Codex's Cascade):
//! priority, resolving newest first, negated and fizzled links, triggers, and refusals that
//! leave the chain untouched; named after the rules they show.

use super::*;

/// Seat 0 is the turn player, seat 1 the other player.
fn two_player_chain(base: &'static str) -> Result<Chain<&'static str>, ChainError> {
    Chain::open(base, 0, vec![0, 1])
}

fn resolve_all(
    chain: &mut Chain<&'static str>,
) -> Result<Vec<Resolution<&'static str>>, ChainError> {
    let mut resolutions = Vec::new();
    while !chain.is_done() {
        resolutions.push(chain.resolve_next()?);
    }
    Ok(resolutions)
}

fn payloads(resolutions: &[Resolution<&'static str>]) -> Vec<&'static str> {
    resolutions.iter().map(|r| r.link().payload).collect()
}

/// Runs `operation` expecting `expected`, and checks that the chain did not change.
fn assert_refused<T: std::fmt::Debug>(
    chain: &mut Chain<&'static str>,
    expected: ChainError,
    operation: impl FnOnce(&mut Chain<&'static str>) -> Result<T, ChainError>,
) {
    let before = chain.clone();
    let result = operation(chain);
    assert_eq!(result.err(), Some(expected));
    assert_eq!(*chain, before, "a refused operation changed the chain");
}

#[test]
fn ele_chain_2_turn_player_gets_priority_first() -> Result<(), ChainError> {
    // Even when the other player's action is the base, the turn player answers first.
    let chain = Chain::open("search", 1, vec![0, 1])?;
    assert!(chain.is_open());
    assert_eq!(chain.who_has_priority(), Some(0));
    Ok(())
}

#[test]
fn ele_chain_2_both_pass_closes_chain() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.pass(0)?;
    assert!(chain.is_open());
    assert_eq!(chain.who_has_priority(), Some(1));
    chain.pass(1)?;
    assert!(chain.is_closed());
    assert!(!chain.is_done());
    assert_eq!(chain.phase(), ChainPhase::Closed);
    assert_eq!(chain.who_has_priority(), None);
    Ok(())
}

#[test]
fn ele_chain_2_new_link_resets_passes_and_returns_priority_to_turn_player() -> Result<(), ChainError>
{
    let mut chain = two_player_chain("declare battle")?;
    chain.pass(0)?;
    chain.respond(1, "counter")?;
    // The turn player's earlier pass no longer counts.
    assert_eq!(chain.who_has_priority(), Some(0));
    chain.respond(0, "counter the counter")?;
    assert_eq!(chain.who_has_priority(), Some(0));
    chain.pass(0)?;
    assert!(chain.is_open(), "one pass alone must not close the chain");
    chain.pass(1)?;
    assert!(chain.is_closed());
    Ok(())
}

#[test]
fn ele_chain_2_only_priority_holder_may_respond_or_pass() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    let out_of_turn = ChainError::NotYourPriority {
        player: 1,
        holder: 0,
    };
    assert_refused(&mut chain, out_of_turn.clone(), |c| c.respond(1, "counter"));
    assert_refused(&mut chain, out_of_turn, |c| c.pass(1));
    chain.pass(0)?;
    assert_refused(
        &mut chain,
        ChainError::NotYourPriority {
            player: 0,
            holder: 1,
        },
        |c| c.pass(0),
    );
    Ok(())
}

#[test]
fn ele_chain_2_closed_chain_takes_no_more_links() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.pass(0)?;
    chain.pass(1)?;
    assert_refused(&mut chain, ChainError::Closed, |c| c.respond(0, "too late"));
    assert_refused(&mut chain, ChainError::Closed, |c| c.pass(0));
    assert_refused(&mut chain, ChainError::Closed, Chain::close);
    Ok(())
}

#[test]
fn ele_chain_2_table_can_force_close() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.respond(0, "effect")?;
    chain.close()?;
    assert!(chain.is_closed());
    assert_eq!(chain.who_has_priority(), None);
    Ok(())
}

#[test]
fn ele_chain_2_three_players_take_priority_in_order() -> Result<(), ChainError> {
    // Seat 1 is the turn player; the others follow in seat order.
    let mut chain = Chain::open("ascend", 1, vec![1, 2, 0])?;
    assert_eq!(chain.who_has_priority(), Some(1));
    chain.pass(1)?;
    assert_eq!(chain.who_has_priority(), Some(2));
    chain.pass(2)?;
    assert_eq!(chain.who_has_priority(), Some(0));
    chain.respond(0, "counter")?;
    // Everyone must pass again, starting from the turn player.
    assert_eq!(chain.who_has_priority(), Some(1));
    chain.pass(1)?;
    chain.pass(2)?;
    assert!(chain.is_open());
    chain.pass(0)?;
    assert!(chain.is_closed());
    Ok(())
}

#[test]
fn ele_chain_3_resolves_newest_first() -> Result<(), ChainError> {
    let mut chain = two_player_chain("base")?;
    chain.pass(0)?;
    chain.respond(1, "first answer")?;
    chain.respond(0, "second answer")?;
    chain.pass(0)?;
    chain.respond(1, "third answer")?;
    chain.close()?;
    let displayed: Vec<_> = chain.links().map(|link| link.payload).collect();
    let resolutions = resolve_all(&mut chain)?;
    assert_eq!(
        payloads(&resolutions),
        ["third answer", "second answer", "first answer", "base"]
    );
    assert_eq!(payloads(&resolutions), displayed);
    assert!(resolutions.iter().all(Resolution::takes_effect));
    assert!(chain
        .links()
        .all(|link| link.spent && link.status == LinkStatus::Resolved));
    assert_eq!(chain.pending().count(), 0);
    Ok(())
}

#[test]
fn ele_chain_3_open_chain_does_not_resolve() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    assert_refused(&mut chain, ChainError::NotClosed, Chain::resolve_next);
    Ok(())
}

#[test]
fn ele_chain_3_done_chain_has_nothing_to_resolve() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.close()?;
    chain.resolve_next()?;
    assert!(chain.is_done());
    assert!(chain.is_closed());
    assert_refused(&mut chain, ChainError::Done, Chain::resolve_next);
    Ok(())
}

#[test]
fn ele_chain_3_triggers_wait_for_the_next_chain() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    // While open, an effect goes on as a link in response, not into the queue.
    assert_refused(&mut chain, ChainError::NotClosed, |c| {
        c.queue_trigger(0, "when cast")
    });
    chain.close()?;
    chain.queue_trigger(1, "during resolution")?;
    assert_refused(&mut chain, ChainError::NotDone, Chain::open_next_chain);
    chain.resolve_next()?;
    // The base has resolved and the chain is done, but its own triggers still queue.
    chain.queue_trigger(0, "after the base")?;
    let next = chain.open_next_chain()?.ok_or(ChainError::NotDone)?;
    assert!(next.is_open());
    assert_eq!(
        chain.next_chain_triggers().len(),
        0,
        "the queue moved to the next chain"
    );
    Ok(())
}

#[test]
fn ele_chain_4_negated_link_is_spent_without_effect() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.pass(0)?;
    let counter = chain.respond(1, "negating counter")?;
    let answer = chain.respond(0, "answer")?;
    chain.close()?;
    chain.negate(counter)?;
    // Marked but not reached: still waiting on the chain.
    assert_eq!(chain.pending().count(), 3);
    assert!(matches!(chain.resolve_next()?, Resolution::Resolve(link) if link.id == answer));
    let negated = chain.resolve_next()?;
    assert!(!negated.takes_effect());
    assert_eq!(
        negated,
        Resolution::Negated(Link {
            id: counter,
            controller: 1,
            payload: "negating counter",
            status: LinkStatus::Negated,
            spent: true,
        })
    );
    assert!(matches!(chain.resolve_next()?, Resolution::Resolve(link) if link.payload == "cast"));
    assert!(chain.is_done());
    Ok(())
}

#[test]
fn ele_chain_4_resolved_link_cannot_be_negated() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    let answer = chain.respond(0, "answer")?;
    chain.close()?;
    chain.resolve_next()?;
    assert_refused(
        &mut chain,
        ChainError::AlreadyResolved { link: answer },
        |c| c.negate(answer),
    );
    assert_refused(
        &mut chain,
        ChainError::AlreadyResolved { link: answer },
        |c| c.fizzle(answer),
    );
    Ok(())
}

#[test]
fn ele_chain_5_triggers_turn_player_first_resolve_last() -> Result<(), ChainError> {
    let mut chain = two_player_chain("battle")?;
    chain.close()?;
    chain.resolve_next()?;
    // Queued out of seat order on purpose.
    chain.queue_trigger(1, "other A")?;
    chain.queue_trigger(0, "turn A")?;
    chain.queue_trigger(1, "other B")?;
    chain.queue_trigger(0, "turn B")?;
    let order: Vec<_> = chain
        .next_chain_triggers()
        .iter()
        .map(|t| t.payload)
        .collect();
    assert_eq!(order, ["turn A", "turn B", "other A", "other B"]);

    let mut next = chain.open_next_chain()?.ok_or(ChainError::NotDone)?;
    let base = next.links().last().ok_or(ChainError::Done)?;
    assert_eq!(
        (base.id, base.controller, base.payload),
        (LinkId(0), 0, "turn A")
    );
    assert_eq!(next.who_has_priority(), Some(0));
    assert_eq!(next.priority_order(), [0, 1]);
    next.pass(0)?;
    next.pass(1)?;
    let resolutions = resolve_all(&mut next)?;
    assert_eq!(
        payloads(&resolutions),
        ["other B", "other A", "turn B", "turn A"]
    );
    Ok(())
}

#[test]
fn ele_chain_5_player_orders_own_triggers() -> Result<(), ChainError> {
    let mut chain = Chain::open("cast", 0, vec![0, 1, 2])?;
    chain.close()?;
    chain.queue_trigger(0, "turn A")?;
    chain.queue_trigger(2, "third A")?;
    chain.queue_trigger(0, "turn B")?;
    chain.queue_trigger(1, "second A")?;
    chain.queue_trigger(0, "turn C")?;
    chain.queue_trigger(2, "third B")?;
    chain.reorder_triggers(0, &[2, 0, 1])?;
    chain.reorder_triggers(2, &[1, 0])?;
    let own: Vec<_> = chain.queued_triggers(0).map(|t| t.payload).collect();
    assert_eq!(own, ["turn C", "turn A", "turn B"]);
    let order: Vec<_> = chain
        .next_chain_triggers()
        .iter()
        .map(|t| t.payload)
        .collect();
    assert_eq!(
        order,
        ["turn C", "turn A", "turn B", "second A", "third B", "third A"]
    );
    Ok(())
}

#[test]
fn ele_chain_5_bad_trigger_order_is_refused() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.close()?;
    chain.queue_trigger(0, "A")?;
    chain.queue_trigger(0, "B")?;
    let bad = ChainError::BadTriggerOrder {
        player: 0,
        queued: 2,
    };
    assert_refused(&mut chain, bad.clone(), |c| c.reorder_triggers(0, &[0]));
    assert_refused(&mut chain, bad.clone(), |c| c.reorder_triggers(0, &[1, 1]));
    assert_refused(&mut chain, bad.clone(), |c| c.reorder_triggers(0, &[0, 2]));
    assert_refused(&mut chain, bad, |c| c.reorder_triggers(0, &[1, 0, 2]));
    assert_refused(&mut chain, ChainError::NotAPlayer { player: 5 }, |c| {
        c.reorder_triggers(5, &[])
    });
    // A player with nothing queued has only the empty order.
    chain.reorder_triggers(1, &[])?;
    Ok(())
}

#[test]
fn ele_chain_5_no_triggers_no_next_chain() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.close()?;
    chain.resolve_next()?;
    assert_eq!(chain.open_next_chain()?, None);
    Ok(())
}

#[test]
fn cdx_cascade_1_fizzled_link_has_no_effect() -> Result<(), ChainError> {
    let mut cascade = two_player_chain("attack")?;
    let effect = cascade.respond(0, "effect of a card that left and came back")?;
    cascade.pass(0)?;
    cascade.pass(1)?;
    cascade.fizzle(effect)?;
    let fizzled = cascade.resolve_next()?;
    assert!(!fizzled.takes_effect());
    assert!(matches!(&fizzled, Resolution::Fizzled(link) if link.id == effect && link.spent));
    assert_eq!(fizzled.into_link().status, LinkStatus::Fizzled);
    assert!(cascade.resolve_next()?.takes_effect());
    Ok(())
}

#[test]
fn marking_a_link_again_replaces_the_mark() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    chain.close()?;
    chain.fizzle(LinkId(0))?;
    chain.negate(LinkId(0))?;
    assert!(matches!(chain.resolve_next()?, Resolution::Negated(_)));
    Ok(())
}

#[test]
fn open_refuses_bad_priority_order_and_unknown_controller() {
    assert_eq!(
        Chain::open("cast", 0, vec![]),
        Err(ChainError::BadPriorityOrder)
    );
    assert_eq!(
        Chain::open("cast", 0, vec![0, 1, 0]),
        Err(ChainError::BadPriorityOrder)
    );
    assert_eq!(
        Chain::open("cast", 2, vec![0, 1]),
        Err(ChainError::NotAPlayer { player: 2 })
    );
}

#[test]
fn unknown_players_and_links_are_refused_untouched() -> Result<(), ChainError> {
    let mut chain = two_player_chain("cast")?;
    let stranger = ChainError::NotAPlayer { player: 7 };
    assert_refused(&mut chain, stranger.clone(), |c| c.respond(7, "x"));
    assert_refused(&mut chain, stranger.clone(), |c| c.pass(7));
    let unknown = ChainError::UnknownLink { link: LinkId(9) };
    assert_refused(&mut chain, unknown.clone(), |c| c.negate(LinkId(9)));
    assert_refused(&mut chain, unknown, |c| c.fizzle(LinkId(9)));
    assert_eq!(chain.link(LinkId(9)), None);
    chain.close()?;
    assert_refused(&mut chain, stranger, |c| c.queue_trigger(7, "x"));
    Ok(())
}

#[test]
fn error_keys_are_distinct_and_rules_where_a_rule_refused() {
    let errors = [
        ChainError::NotYourPriority {
            player: 1,
            holder: 0,
        },
        ChainError::Closed,
        ChainError::NotClosed,
        ChainError::NotDone,
        ChainError::Done,
        ChainError::UnknownLink { link: LinkId(3) },
        ChainError::AlreadyResolved { link: LinkId(3) },
        ChainError::NotAPlayer { player: 4 },
        ChainError::BadPriorityOrder,
        ChainError::BadTriggerOrder {
            player: 0,
            queued: 2,
        },
    ];
    let mut keys: Vec<_> = errors.iter().map(ChainError::key).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), errors.len());

    // The chain cites the game's rules, whichever game's they are.
    let rules = ChainRules {
        priority: RuleId::new("TEST-PRIORITY-1"),
        resolution: RuleId::new("TEST-RESOLVE-1"),
    };
    assert_eq!(errors[0].rule(rules), Some(rules.priority));
    assert_eq!(
        errors[0].refusal(rules).reason.key,
        "refusal.chain.not_your_priority"
    );
    assert_eq!(errors[2].rule(rules), Some(rules.resolution));
    assert_eq!(errors[5].rule(rules), None);
    assert_eq!(
        errors[1].refusal(rules).rule.as_deref(),
        Some("TEST-PRIORITY-1")
    );
    assert_eq!(
        errors[0].to_string(),
        "player 1 does not hold priority; player 0 does"
    );
    assert_eq!(errors[5].to_string(), "the chain has no link #3");
}

#[test]
fn chain_survives_a_json_round_trip() -> Result<(), Box<dyn std::error::Error>> {
    let mut chain = Chain::open("cast".to_owned(), 0, vec![0, 1])?;
    let counter = chain.respond(0, "counter".to_owned())?;
    chain.close()?;
    chain.negate(counter)?;
    chain.queue_trigger(1, "later".to_owned())?;
    let json = serde_json::to_value(&chain)?;
    assert_eq!(json["links"][1]["status"], "negated");
    assert_eq!(json["phase"], "closed");
    let back: Chain<String> = serde_json::from_value(json)?;
    assert_eq!(back, chain);
    Ok(())
}

mod properties {
    use super::super::*;
    use proptest::prelude::*;

    #[derive(Clone, Debug)]
    enum Operation {
        Respond(usize),
        Pass(usize),
        Close,
        ResolveNext,
        Negate(usize),
        Fizzle(usize),
        QueueTrigger(usize),
        ReorderTriggers(usize, Vec<usize>),
    }

    fn operation() -> impl Strategy<Value = Operation> {
        // Seats and link ids reach past the valid ones so that bad input is tried too.
        prop_oneof![
            (0..4usize).prop_map(Operation::Respond),
            (0..4usize).prop_map(Operation::Pass),
            Just(Operation::Close),
            Just(Operation::ResolveNext),
            Just(Operation::ResolveNext),
            (0..8usize).prop_map(Operation::Negate),
            (0..8usize).prop_map(Operation::Fizzle),
            (0..4usize).prop_map(Operation::QueueTrigger),
            (0..4usize, prop::collection::vec(0..4usize, 0..4))
                .prop_map(|(seat, order)| Operation::ReorderTriggers(seat, order)),
        ]
    }

    proptest! {
        #[test]
        fn random_operations_never_panic_and_resolve_newest_first(
            operations in prop::collection::vec(operation(), 0..60),
        ) {
            let mut chain = Chain::open(0u32, 0, vec![0, 1, 2]).map_err(|e| {
                TestCaseError::fail(e.to_string())
            })?;
            let mut payload = 0u32;
            let mut last_resolved: Option<LinkId> = None;
            for operation in operations {
                let before = chain.clone();
                payload += 1;
                let result = match operation {
                    Operation::Respond(seat) => chain.respond(seat, payload).map(drop),
                    Operation::Pass(seat) => chain.pass(seat),
                    Operation::Close => chain.close(),
                    Operation::ResolveNext => match chain.resolve_next() {
                        Ok(resolution) => {
                            let id = resolution.link().id;
                            if let Some(previous) = last_resolved {
                                prop_assert!(id < previous, "{} resolved after {}", id, previous);
                            }
                            last_resolved = Some(id);
                            Ok(())
                        }
                        Err(error) => Err(error),
                    },
                    Operation::Negate(id) => chain.negate(LinkId(id)),
                    Operation::Fizzle(id) => chain.fizzle(LinkId(id)),
                    Operation::QueueTrigger(seat) => chain.queue_trigger(seat, payload),
                    Operation::ReorderTriggers(seat, order) => {
                        chain.reorder_triggers(seat, &order)
                    }
                };
                if result.is_err() {
                    prop_assert_eq!(&chain, &before);
                }
                // Everything not yet reached is older than everything already spent.
                let oldest_spent = chain.links().filter(|l| l.spent).map(|l| l.id).min();
                let newest_waiting = chain.pending().map(|l| l.id).max();
                if let (Some(spent), Some(waiting)) = (oldest_spent, newest_waiting) {
                    prop_assert!(waiting < spent);
                }
                prop_assert_eq!(chain.is_done(), chain.pending().count() == 0);
                prop_assert_eq!(chain.who_has_priority().is_some(), chain.is_open());
            }
            let queued = chain.next_chain_triggers().len();
            match chain.open_next_chain() {
                Ok(Some(next)) => prop_assert_eq!(next.links().len(), queued),
                Ok(None) => prop_assert_eq!(queued, 0),
                Err(error) => prop_assert_eq!(error, ChainError::NotDone),
            }
        }
    }
}
