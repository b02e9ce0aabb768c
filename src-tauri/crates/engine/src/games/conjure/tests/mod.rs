//! Conjure The Chaos rules, one or more tests per catalog rule ID, split by concept. Each test
//! is named after the rule it shows; the rulebook's worked example is among them.

mod acting_seat;
mod basics;
mod bindings;
mod chaos;
mod combat;
mod creatures;
mod deck;
mod properties;
mod quests;
mod setup;

use crate::games::conjure::{
    Action as C, AttackDeclaration, ChaosCard, ChaosEffect, ChaosKind, Color, CreatureCard,
    Keyword, Phase, State, Target,
};
use crate::games::{GameAction, GameId};
use crate::{Action, GameState, Match, Setup};

pub(super) fn setup(players: &[&str]) -> Setup {
    Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: players.iter().map(|p| (*p).to_owned()).collect(),
        seed: 11,
        rules: serde_json::Value::Null,
    }
}

pub(super) fn play(a: C) -> Action {
    Action::Play {
        play: GameAction::Conjure(a),
    }
}

pub(super) fn state(m: &Match) -> &State {
    match m.state() {
        GameState::Conjure(s) => s,
        other => panic!("not a Conjure match: {other:?}"),
    }
}

/// A two-player match where seat 0 goes first, in its Recharge phase.
pub(super) fn started() -> Match {
    started_with(&["Ana", "Ben"])
}

pub(super) fn started_with(players: &[&str]) -> Match {
    let mut m = Match::new(setup(players)).unwrap();
    m.apply(play(C::SetFirstPlayer { player: 0 }), 0).unwrap();
    m
}

pub(super) fn ok(m: &mut Match, a: C) {
    if let Err(e) = m.apply(play(a.clone()), 0) {
        panic!("{a:?} was refused: {e}");
    }
}

/// The rule that refused `a` (or the refusal code when no rule did), after checking that
/// the refusal left no trace.
pub(super) fn refused_by(m: &mut Match, a: C) -> String {
    let before = state(m).clone();
    let len = m.log().len();
    let refusal = m.apply(play(a), 0).expect_err("should be refused");
    assert_eq!(state(m), &before, "a refusal leaves the state untouched");
    assert_eq!(m.log().len(), len, "a refusal is not logged");
    refusal
        .rule
        .unwrap_or_else(|| format!("{:?}", refusal.code))
}

/// Applies `a` as a ruling that waives `rule`.
pub(super) fn ruling(m: &mut Match, rule: &str, a: C) {
    let entry = Action::Ruling {
        note: "The card says so".into(),
        waive: vec![rule.to_owned()],
        play: Some(GameAction::Conjure(a.clone())),
    };
    if let Err(e) = m.apply(entry, 0) {
        panic!("{a:?} as a ruling was refused: {e}");
    }
}

/// A color the active player can still recharge.
fn open_color(m: &Match) -> Color {
    let s = state(m);
    let cap = s.rules.crystal_cap;
    Color::ALL
        .into_iter()
        .find(|&c| s.players[s.active].pool(c).total < cap)
        .unwrap_or(Color::Red)
}

/// Plays from Recharge through a whole turn for the active player.
pub(super) fn whole_turn(m: &mut Match, color: Color) {
    ok(m, C::Recharge { color });
    ok(m, C::NextPhase); // Reset
    ok(m, C::NextPhase); // Upkeep
    ok(m, C::NextPhase); // Draw
    draw_both(m);
    ok(m, C::NextPhase); // Action
    ok(m, C::NextPhase); // End
    let active = state(m).active;
    let over = state(m).players[active]
        .hand
        .saturating_sub(state(m).rules.hand_limit);
    if over > 0 {
        ok(
            m,
            C::AdjustCards {
                player: active,
                deck: 0,
                hand: -(over as i32),
            },
        );
    }
    ok(m, C::NextPhase); // next player's Recharge
}

/// From the active player's Recharge to their Action phase.
pub(super) fn to_action(m: &mut Match) {
    let color = open_color(m);
    ok(m, C::Recharge { color });
    ok(m, C::NextPhase); // Reset
    ok(m, C::NextPhase); // Upkeep
    ok(m, C::NextPhase); // Draw
    draw_both(m);
    ok(m, C::NextPhase); // Action
    assert_eq!(state(m).phase, Phase::Action);
}

/// The Draw phase's cards: the player card, and in a guided match a Chaos card with no effect.
fn draw_both(m: &mut Match) {
    if state(m).skips_draw() {
        return;
    }
    ok(m, C::Draw);
    if state(m).rules.guided {
        ok(
            m,
            C::DrawChaos {
                card: Box::new(chaos_card("Calm Winds", ChaosKind::Instant, Vec::new())),
            },
        );
    }
}

/// From the Action phase to the next player's Recharge.
pub(super) fn end_turn(m: &mut Match) {
    ok(m, C::NextPhase); // End
    let active = state(m).active;
    let over = state(m).players[active]
        .hand
        .saturating_sub(state(m).rules.hand_limit);
    if over > 0 {
        ok(
            m,
            C::Discard {
                player: active,
                count: over,
            },
        );
    }
    ok(m, C::NextPhase);
}

pub(super) fn creature(name: &str, color: Color, power: u32, defense: u32) -> CreatureCard {
    CreatureCard {
        card: None,
        name: name.into(),
        colors: vec![color],
        cost: 1,
        power,
        defense,
        keywords: Vec::new(),
        lord: false,
        upkeep: None,
        abilities: Vec::new(),
    }
}

pub(super) fn with(mut card: CreatureCard, keywords: &[Keyword]) -> CreatureCard {
    card.keywords.extend_from_slice(keywords);
    card
}

/// Puts a creature into play for `player` (no cost, the front line) and returns its ID.
pub(super) fn put(m: &mut Match, player: usize, card: CreatureCard) -> u32 {
    let id = state(m).next_id;
    ok(
        m,
        C::PutIntoPlay {
            player,
            card: Box::new(card),
            tower: None,
        },
    );
    id
}

/// A two-player match in Ana's second turn, Action phase, with the given creatures on each
/// side, none of them disoriented any more. Returns the IDs, Ana's then Ben's.
pub(super) fn battle(
    ana: Vec<CreatureCard>,
    ben: Vec<CreatureCard>,
) -> (Match, Vec<u32>, Vec<u32>) {
    let mut m = started();
    let a: Vec<u32> = ana.into_iter().map(|c| put(&mut m, 0, c)).collect();
    let b: Vec<u32> = ben.into_iter().map(|c| put(&mut m, 1, c)).collect();
    whole_turn(&mut m, Color::Red); // Ana
    whole_turn(&mut m, Color::Blue); // Ben
    to_action(&mut m); // Ana's second turn
    (m, a, b)
}

pub(super) fn at_player(attacker: u32, player: usize) -> AttackDeclaration {
    AttackDeclaration {
        attacker,
        target: Target::Player { player },
    }
}

pub(super) fn at_creature(attacker: u32, creature: u32) -> AttackDeclaration {
    AttackDeclaration {
        attacker,
        target: Target::Creature { creature },
    }
}

pub(super) fn chaos_card(name: &str, kind: ChaosKind, effects: Vec<ChaosEffect>) -> ChaosCard {
    ChaosCard {
        card: None,
        name: name.into(),
        kind,
        effects,
    }
}

/// From the active player's Recharge to their Draw phase with the player card drawn.
pub(super) fn to_chaos_draw(m: &mut Match) {
    let color = open_color(m);
    ok(m, C::Recharge { color });
    ok(m, C::NextPhase); // Reset
    ok(m, C::NextPhase); // Upkeep
    ok(m, C::NextPhase); // Draw
    ok(m, C::Draw);
}

/// A guided match of `players` where seat 0 goes first, every tower drafted at random, in the
/// first turn's Recharge phase.
pub(super) fn guided_started(players: &[&str]) -> Match {
    let mut s = setup(players);
    s.rules = serde_json::json!({ "guided": true });
    let mut m = Match::new(s).unwrap();
    ok(&mut m, C::SetFirstPlayer { player: 0 });
    while state(&m).phase == Phase::TowerDraft {
        let player = state(&m).active;
        ok(
            &mut m,
            C::PickTower {
                player,
                tower: None,
            },
        );
    }
    ok(&mut m, C::NextPhase);
    m
}

/// Puts a creature into play for `player` around `tower` and returns its ID.
pub(super) fn place(m: &mut Match, player: usize, tower: usize, card: CreatureCard) -> u32 {
    let id = state(m).next_id;
    ok(
        m,
        C::PutIntoPlay {
            player,
            card: Box::new(card),
            tower: Some(tower),
        },
    );
    id
}
