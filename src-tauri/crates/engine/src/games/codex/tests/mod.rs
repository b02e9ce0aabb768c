//! Codex duel rules, one or more tests per catalog rule ID, named after the rule they show.
//!
//! The default board (format data): slots 1–3 rank 1; slot 4 ranks 1–2 under slot 1; slot 5
//! rank 2 under slot 2; slot 6 ranks 2–3 under slot 5.

mod acting_seat;
mod board;
mod cascade;
mod clock;
mod file_numbering;
mod moves;
mod piles;
mod properties;
mod standing;

use crate::games::codex::{Action, CardId, SoulChange, State, Target};
use crate::games::{GameAction, GameId};
use crate::{Action as Entry, GameState, Match, Refusal, Setup};

pub(super) fn setup() -> Setup {
    Setup {
        game: GameId::Codex,
        format: "codex-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 5,
        rules: serde_json::Value::Null,
    }
}

pub(super) fn play(action: Action) -> Entry {
    Entry::Play {
        play: GameAction::Codex(action),
    }
}

/// A duel with Ana to play first.
pub(super) fn started() -> Match {
    let mut duel = Match::new(setup()).expect("a valid setup");
    ok(&mut duel, Action::SetFirstPlayer { player: 0 });
    duel
}

pub(super) fn state(duel: &Match) -> &State {
    match duel.state() {
        GameState::Codex(state) => state,
        _ => panic!("a Codex duel"),
    }
}

pub(super) fn ok(duel: &mut Match, action: Action) {
    let at = duel.log().len() as i64;
    if let Err(refusal) = duel.apply(play(action.clone()), at) {
        panic!("{action:?} was refused: {refusal}");
    }
}

pub(super) fn refused(duel: &mut Match, action: Action) -> Refusal {
    let at = duel.log().len() as i64;
    let before = duel.log().len();
    let refusal = duel.apply(play(action), at).expect_err("refused");
    assert_eq!(
        duel.log().len(),
        before,
        "a refusal leaves the log as it was"
    );
    refusal
}

pub(super) fn refused_by(duel: &mut Match, action: Action) -> String {
    refused(duel, action).rule.unwrap_or_default()
}

/// Recruits a Soul for `player` onto `slot` (from 0) and returns its stay.
pub(super) fn recruit(
    duel: &mut Match,
    player: usize,
    slot: usize,
    name: &str,
    rank: u8,
) -> CardId {
    ok(
        duel,
        Action::Recruit {
            player,
            slot,
            name: name.into(),
            rank,
        },
    );
    soul_at(duel, player, slot).expect("recruited")
}

/// The stay of the Soul on `slot` of `player`, if any.
pub(super) fn soul_at(duel: &Match, player: usize, slot: usize) -> Option<CardId> {
    state(duel).players[player].slots[slot]
        .soul
        .as_ref()
        .map(|soul| soul.id)
}

pub(super) fn soul(card: CardId) -> Target {
    Target::Soul { card }
}

pub(super) fn change(duel: &mut Match, card: CardId, change: SoulChange) {
    ok(duel, Action::ChangeSoul { card, change });
}
