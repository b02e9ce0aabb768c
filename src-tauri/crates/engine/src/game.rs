//! What one game is to the engine: the [`Game`] trait, the context an action is applied in, and
//! how a match ends.
//!
//! This module knows no game. Each game implements [`Game`] in its folder under `games/`, and
//! `games/mod.rs` registers it with one line; the registry builds the enums and the dispatch
//! the rest of the engine uses ([`GameId`](crate::GameId), [`GameState`](crate::GameState)).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::card_record::{CardProblem, CardRecord};
use crate::deck::{CardDataError, CheckOptions, Checked, DeckError, DeckFile};
use crate::error::{FileActionError, Refusal, SetupError};
use crate::label::Label;
use crate::random::Dice;
use crate::rule_id::RuleId;

/// The context one action is applied in: its random stream and the rules a ruling waives.
pub struct Ctx {
    pub dice: Dice,
    waived: Vec<String>,
}

impl Ctx {
    pub fn new(dice: Dice, waived: Vec<String>) -> Self {
        Ctx { dice, waived }
    }

    /// Passes when `allowed`, or when a ruling waives `rule`; otherwise refuses with `rule`.
    ///
    /// Every rule check of a game goes through here, so that "Apply as ruling" works for any
    /// rule without special cases.
    pub fn require(
        &self,
        allowed: bool,
        rule: RuleId,
        reason: impl FnOnce() -> Label,
    ) -> Result<(), Refusal> {
        if allowed || self.waives(rule) {
            Ok(())
        } else {
            Err(Refusal::rule(rule, reason()))
        }
    }

    pub fn waives(&self, rule: RuleId) -> bool {
        self.waived.iter().any(|w| w == rule.as_str())
    }
}

/// How a match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Outcome {
    /// Seats of the winners; empty for a draw.
    pub winners: Vec<usize>,
    /// The rule that decided it.
    pub rule: Option<String>,
    pub reason: Label,
}

/// What match history keeps of a state: who went first and each seat's headline number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct Standing {
    /// The seat that took the first turn, once the table has settled it.
    pub first_player: Option<usize>,
    /// Each seat's headline number, in seat order: what a player would name first when asked
    /// how the game stands for them (life, Spirits left, victory points). `<game>.score`
    /// names it in the UI's catalogs.
    pub scores: Vec<i64>,
    /// Seats that conceded.
    pub conceded: Vec<usize>,
}

/// `Ok` for a seat of a table of `seats`; else bad input no ruling waives (`NO_SUCH_PLAYER`).
pub fn check_seat(player: usize, seats: usize) -> Result<(), Refusal> {
    if player < seats {
        Ok(())
    } else {
        Err(Refusal::no_such_player(player))
    }
}

/// The seats whose player `holds`, for [`Standing::conceded`].
pub fn seats_where<P>(players: &[P], holds: impl Fn(&P) -> bool) -> Vec<usize> {
    (0..players.len())
        .filter(|&seat| holds(&players[seat]))
        .collect()
}

/// One game: its table rules, its format rules, its cards and its deck check. State changes
/// only through [`Game::apply`].
/// A number of a game's format that a table may change for one match (a house rule), and the
/// least and the most the game accepts for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
pub struct HouseRuleBounds {
    /// The rule's name in the format's rules (`starting_life`).
    #[ts(as = "String")]
    #[schemars(with = "String")]
    pub rule: std::borrow::Cow<'static, str>,
    #[ts(type = "number")]
    pub min: i64,
    #[ts(type = "number")]
    pub max: i64,
}

pub trait Game {
    /// The game's ID, as match files, card folders (`cards/<id>/`) and the UI spell it.
    const ID: &'static str;
    /// The fewest and the most seats a match of the game has.
    const MIN_PLAYERS: usize;
    const MAX_PLAYERS: usize;
    /// Whether the game has card data: a `cards.json`, card lists to import, a deck check.
    /// A game without leaves [`Game::card_record`] and [`Game::check_deck`] as they are.
    const HAS_CARDS: bool = true;
    /// How the game's deck file reads, for `tableside-cli --help`: an example and what its
    /// zones, players and date mean for this game.
    const DECK_FILE_HELP: &'static str = "";
    /// The format's numbers a table may change as house rules, with the bounds the game's rule
    /// check holds them to: the UI offers them within these bounds, from here, not a copy.
    const HOUSE_RULES: &'static [HouseRuleBounds] = &[];
    /// The game's own card fields a card search filters on (`cost<=3`, `element:fire`),
    /// beside the name, text and kind every card has.
    const CARD_FIELDS: &'static [crate::card_query::CardField] = &[];
    /// Every rule of the game's catalog (its `rule_ids` list): what the rules reference lists
    /// and what a ruling may name.
    const RULES: &'static [RuleId];

    type State: Clone;
    type Action: Clone;
    /// A format's numbers (format data, copied into a match's setup). Every field has a
    /// default, and an unknown key is refused (`#[serde(default, deny_unknown_fields)]`), so a
    /// misspelt rule is an error, not its default played silently.
    type Rules: Serialize + DeserializeOwned + Default;
    /// One record of the game's `cards.json` or of a card list a player imports.
    type CardEntry: DeserializeOwned + schemars::JsonSchema;

    /// What the rules need beyond their types (ranges, consistency); `Err` says what is wrong,
    /// as a label of the catalogs' `rules_problem` (the shared one's, or the game's own).
    fn validate_rules(_rules: &Self::Rules) -> Result<(), Label> {
        Ok(())
    }

    /// How the game deals from the deck its players draw from under `rules`, for a deck's
    /// draw odds; `None`: the game has no hand dealt from a deck.
    fn draw_plan(_rules: &Self::Rules) -> Option<crate::odds::DrawPlan> {
        None
    }

    /// The state before the first action, for `players` (their names, in seat order, already
    /// counted against the seats) under validated `rules`.
    fn start(players: &[String], rules: Self::Rules) -> Result<Self::State, SetupError>;
    /// Applies one action. On `Err` the caller discards `state`, so implementations may
    /// refuse halfway through without undoing their own writes.
    fn apply(state: &mut Self::State, action: &Self::Action, ctx: &mut Ctx) -> Result<(), Refusal>;
    /// The seat that acts in `action`, so a shared table can let each seat's device make only
    /// that seat's moves: the seat whose own numbers or cards the action changes or who takes
    /// it (its `player`; for an attack or damage its source, `by` for an effect's controller).
    /// `None` is an action of the whole table, which any seated device may make: the next
    /// phase, the active player's turn step, choosing who goes first, a chain or cascade step
    /// no one seat is named for, or a change named only by a card on the table (the rules
    /// still decide whether it is legal).
    ///
    /// Read from the action alone, never from the state, so the answer does not change with
    /// the moment it is asked. Implementations match every variant without a wildcard, so a
    /// new action has to say whose it is.
    fn acting_seat(action: &Self::Action) -> Option<usize>;
    fn outcome(state: &Self::State) -> Option<Outcome>;
    /// The log line for `action`, given the states before and after it.
    fn describe(before: &Self::State, after: &Self::State, action: &Self::Action) -> Label;
    /// A finite set of actions worth offering now; the registry keeps those the engine
    /// accepts, so legality has a single source: `apply`.
    fn candidate_actions(state: &Self::State) -> Vec<Self::Action>;
    /// The seat that is to act now, whose chess clock runs ([`crate::clock`]): the active
    /// player during its turn, or the player holding priority while a chain is open. `None`
    /// when no seat is (a game without turns). Read after every entry of every log, so it must
    /// cost no more than a few field reads.
    fn to_act(state: &Self::State) -> Option<usize>;
    /// Turn number and the phase's name (`<game>.phase` translates it), for log separators.
    /// A name, not a label: it is recorded for every entry, so it must cost nothing.
    fn turn_and_phase(state: &Self::State) -> (u32, &'static str);
    /// The action that moves the game to its next phase, for a game whose turns have phases:
    /// [`crate::Action::Advance`] repeats it. None for a game without phases.
    fn next_phase() -> Option<Self::Action> {
        None
    }
    /// `action` as a match file writes it, where a file numbers something as a person reads
    /// it rather than as the engine counts (a board's slots, numbered from 1 on the screen,
    /// in the messages and in a file). The same action for most games.
    fn to_file(action: &Self::Action) -> Self::Action {
        action.clone()
    }
    /// The inverse of [`Game::to_file`]: `Err` says what in the action a file may not hold
    /// (a slot 0 where slots count from 1).
    fn from_file(action: Self::Action) -> Result<Self::Action, FileActionError> {
        Ok(action)
    }
    /// Who went first, the seats' headline numbers and who conceded, for match history: its
    /// results, its "on the play" statistics and the chart of a match.
    fn standing(state: &Self::State) -> Standing;

    /// The card as every game's card is kept, or every reason the entry is not a card of this
    /// game beyond what its type already refused. The ID, name and kind are checked by the
    /// caller for every game alike.
    fn card_record(_entry: Self::CardEntry) -> Result<CardRecord, Vec<CardProblem>> {
        // Never asked of a game without cards (`HAS_CARDS`): the registry refuses its lists
        // whole.
        Err(vec![CardProblem::unreadable(
            None,
            "no cards in this version",
        )])
    }
    /// The part of a deck a card of `kind` goes to when its deck file names none (a game's side
    /// deck for the kind that makes it): where the deck check counts it and the deck builder
    /// lays it out.
    /// `None` for a game without decks.
    fn deck_zone(_kind: &str) -> Option<&'static str> {
        None
    }
    /// The card `record` as the game's actions carry it, for a hand-written match file that
    /// names a card by its ID alone (`{"card_id": "…"}`) where an action carries the card's
    /// face. `None` for a game whose actions carry no card's face.
    fn card_face(_record: &CardRecord) -> Option<Result<serde_json::Value, CardDataError>> {
        None
    }
    /// Checks `deck` in the format `format` (whose numbers are `rules`) against `cards`, the
    /// game's cards. `Err` is input that cannot be checked (an ambiguous name, a zone the
    /// game has no use for, a bad date); a broken deck rule is a problem in the answer.
    fn check_deck(
        _deck: &DeckFile,
        _format: &str,
        _rules: Self::Rules,
        _cards: &[CardRecord],
        _options: &CheckOptions,
    ) -> Result<Checked, DeckError> {
        Err(DeckError::NoDeckCheck(Self::ID.to_owned()))
    }
}
