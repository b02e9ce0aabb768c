//! Refusals: why the engine would not apply an action.

use serde::{Deserialize, Serialize};
use tableside_codes::ErrorCode;
use ts_rs::TS;

use crate::label::Label;
use crate::rule_id::RuleId;

/// A stable, machine-readable reason class for a refusal. The UI and the CLI branch on it;
/// the precise rule lives in [`Refusal::rule`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[non_exhaustive]
pub enum RefusalCode {
    /// A catalog rule forbids the action; `rule` names it and a ruling may override it.
    RuleViolation,
    /// The action names a seat that is not at this table.
    NoSuchPlayer,
    /// The action belongs to another game than the match's.
    WrongGame,
    /// The match has an outcome; only undo and redo remain.
    MatchOver,
    /// Undo with no applied action left.
    NothingToUndo,
    /// Redo with nothing undone since the last new action.
    NothingToRedo,
    /// The action's own values are out of range (zero amounts, an empty note, a nested ruling).
    InvalidAction,
    /// The chain refused the step (see the chain module for the rule).
    Chain,
    /// The clocks refused the step: not started, already paused or running, or not the
    /// seat's to pass.
    Clock,
}

/// Each refusal's code in the one list, as the app and the CLI give it.
impl From<RefusalCode> for ErrorCode {
    fn from(code: RefusalCode) -> ErrorCode {
        match code {
            RefusalCode::RuleViolation => ErrorCode::RuleViolation,
            RefusalCode::NoSuchPlayer => ErrorCode::NoSuchPlayer,
            RefusalCode::WrongGame => ErrorCode::WrongGame,
            RefusalCode::MatchOver => ErrorCode::MatchOver,
            RefusalCode::NothingToUndo => ErrorCode::NothingToUndo,
            RefusalCode::NothingToRedo => ErrorCode::NothingToRedo,
            RefusalCode::InvalidAction => ErrorCode::InvalidAction,
            RefusalCode::Chain => ErrorCode::Chain,
            RefusalCode::Clock => ErrorCode::Clock,
        }
    }
}

/// The engine refused an action and left the match untouched.
///
/// `reason` is the sentence as an i18n key with arguments: the UI shows it in the player's
/// language and the CLI in English, both from the catalogs, so a refusal reads the same
/// wherever it is read. Its `Display` is the rule and the key, for logs.
#[derive(
    Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, schemars::JsonSchema, thiserror::Error,
)]
// The reason's text values are quoted short (`Label`'s `Display`): a value may be as long as
// the input that was refused.
#[error("{}{reason}", rule.as_deref().map(|r| format!("{r}: ")).unwrap_or_default())]
pub struct Refusal {
    pub code: RefusalCode,
    /// The catalog rule ID (e.g. `CTC-CRYSTAL-1`) when a rule refused the action.
    pub rule: Option<String>,
    pub reason: Label,
}

impl Refusal {
    /// A refusal by a catalog rule. Only these can be overridden by a ruling.
    pub fn rule(rule: RuleId, reason: Label) -> Self {
        Refusal {
            code: RefusalCode::RuleViolation,
            rule: Some(rule.into()),
            reason,
        }
    }

    /// A refusal that no ruling can override (bad input, not a rule of the game).
    pub fn other(code: RefusalCode, reason: Label) -> Self {
        Refusal {
            code,
            rule: None,
            reason,
        }
    }

    /// Bad input that no ruling can override: out-of-range values, a card that is not there.
    pub fn invalid(reason: Label) -> Self {
        Refusal::other(RefusalCode::InvalidAction, reason)
    }

    /// A change of zero: nothing to log.
    pub fn zero_amount() -> Self {
        Refusal::invalid(Label::new("refusal.zero_amount"))
    }

    pub fn no_such_player(player: usize) -> Self {
        Refusal::other(
            RefusalCode::NoSuchPlayer,
            Label::new("refusal.no_such_player").place("player", player),
        )
    }
}

/// Why a match could not be started from its setup.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The game has no rules in this engine yet.
    #[error("the game `{0}` cannot be played in this version")]
    GameNotPlayable(String),
    /// Fewer or more players than the game allows.
    #[error("{game} is played by {min} to {max} players, not {given}")]
    PlayerCount {
        game: String,
        min: usize,
        max: usize,
        given: usize,
    },
    /// A player's name is empty.
    #[error("player {0} has no name")]
    EmptyPlayerName(usize),
    /// The format rules in the setup are not the game's.
    #[error("the format rules are not valid: {0}")]
    FormatRules(RulesError),
    /// A house rule names no rule of the format, or gives another kind of value.
    #[error("the house rule {rule} cannot apply: {problem}")]
    HouseRule {
        rule: String,
        problem: HouseRuleProblem,
    },
    /// The format chosen is a format of another game.
    #[error("the format {format} is not a format of {game}")]
    FormatOfAnotherGame { format: String, game: String },
}

/// Why a house rule cannot apply to a format, in no language: the catalogs word it
/// (`house_rule_problem.*`, see [`SetupError::label`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HouseRuleProblem {
    /// The format sets no rules at all to change.
    #[error("the format sets no rules to change")]
    NoRules,
    /// The format has no rule of that name.
    #[error("the format has no such rule")]
    NoSuchRule,
    /// The value is not of the kind the format gives (a number for a number, a flag for a
    /// flag); both as JSON text.
    #[error("{given} is not the kind of value the format gives ({expected})")]
    OtherKind { given: String, expected: String },
}

impl HouseRuleProblem {
    fn label(&self) -> Label {
        match self {
            HouseRuleProblem::NoRules => Label::new("house_rule_problem.no_rules"),
            HouseRuleProblem::NoSuchRule => Label::new("house_rule_problem.no_such_rule"),
            HouseRuleProblem::OtherKind { given, expected } => {
                Label::new("house_rule_problem.other_kind")
                    .text("given", given.as_str())
                    .text("expected", expected.as_str())
            }
        }
    }
}

impl SetupError {
    /// The error as the catalogs word it, with its values, where its words need them (a house
    /// rule and its problem, a game's refusal of the rules); `None` where the code's words say
    /// it all or quote the message.
    pub fn label(&self) -> Option<Label> {
        match self {
            SetupError::FormatRules(RulesError::Refused(reason)) => Some(reason.clone()),
            SetupError::HouseRule { rule, problem } => Some(
                Label::new(format!("errors.{}", ErrorCode::SetupHouseRule))
                    .text("rule", rule.as_str())
                    .label("problem", problem.label()),
            ),
            _ => None,
        }
    }

    /// A stable code for the error, for IPC and the CLI.
    pub fn code(&self) -> ErrorCode {
        match self {
            SetupError::GameNotPlayable(_) => ErrorCode::SetupGameNotPlayable,
            SetupError::PlayerCount { .. } => ErrorCode::SetupPlayerCount,
            SetupError::EmptyPlayerName(_) => ErrorCode::SetupEmptyPlayerName,
            SetupError::FormatRules(_) => ErrorCode::SetupFormatRules,
            SetupError::HouseRule { .. } => ErrorCode::SetupHouseRule,
            SetupError::FormatOfAnotherGame { .. } => ErrorCode::SetupFormatGame,
        }
    }
}

/// Why a format's rules (shipped, or with a table's house rules over them) are not the game's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A rule does not read as the game's: a name it does not know (misspelt), or a value of
    /// the wrong kind. `path` is where in the rules, as a JSON path (`slots[2].rank`); none for
    /// the rules as a whole.
    #[error("{}{message}", path.as_ref().map(|path| format!("{path}: ")).unwrap_or_default())]
    Unreadable {
        path: Option<String>,
        message: String,
    },
    /// The rules read, but the game refuses them: a number outside its range, numbers that
    /// disagree. The label names the rule and the bound, in no language: the catalogs word it
    /// (`rules_problem.*`).
    #[error("{0}")]
    Refused(Label),
}

impl RulesError {
    /// A stable code for the failure, wherever the rules were read.
    pub fn code(&self) -> ErrorCode {
        match self {
            RulesError::Unreadable { .. } => ErrorCode::RulesUnreadable,
            RulesError::Refused(_) => ErrorCode::RulesRefused,
        }
    }

    /// Where in the rules, when a rule is named by its place.
    pub fn path(&self) -> Option<&str> {
        match self {
            RulesError::Unreadable { path, .. } => path.as_deref(),
            RulesError::Refused(_) => None,
        }
    }
}

/// Why a log could not be replayed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The setup itself is not valid.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An entry was refused; the entries before it applied.
    #[error("entry {seq} was refused: {refusal}")]
    Refused { seq: u32, refusal: Refusal },
    /// An entry's recorded random results differ from what the seed gives: the log was edited.
    #[error(
        "entry {seq} records random results that the seed does not give: {}",
        first_difference(recorded, computed)
    )]
    RandomMismatch {
        seq: u32,
        recorded: Vec<u32>,
        computed: Vec<u32>,
    },
    /// Entries must be numbered 0, 1, 2, … in order.
    #[error("entry at position {position} has sequence number {seq}")]
    OutOfOrder { position: usize, seq: u32 },
}

/// Where two lists of random results part, told in a line however long they are.
fn first_difference(recorded: &[u32], computed: &[u32]) -> String {
    match recorded.iter().zip(computed).position(|(a, b)| a != b) {
        Some(at) => format!(
            "result {} is {} where the seed gives {} ({} recorded, {} given)",
            at + 1,
            recorded[at],
            computed[at],
            recorded.len(),
            computed.len()
        ),
        None => format!(
            "{} results recorded where the seed gives {}",
            recorded.len(),
            computed.len()
        ),
    }
}

impl ReplayError {
    /// A stable code for the error, for IPC and the CLI.
    pub fn code(&self) -> ErrorCode {
        match self {
            ReplayError::Setup(e) => e.code(),
            ReplayError::Refused { .. } => ErrorCode::ReplayRefused,
            ReplayError::RandomMismatch { .. } => ErrorCode::ReplayRandomMismatch,
            ReplayError::OutOfOrder { .. } => ErrorCode::ReplayOutOfOrder,
        }
    }
}

/// What an action in a match file may not hold, as a file numbers it ([`crate::Action::from_file`]):
/// the file is wrong, whatever the match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FileActionError {
    /// A board slot numbered 0 in a game whose files number its slots from 1; `game` is the
    /// game's name as a sentence gives it.
    #[error("a match file numbers the {game}'s slots from 1, so a slot is never 0")]
    SlotZero { game: &'static str },
}

impl FileActionError {
    /// The code of a match file that does not read, as the store gives it for the same file.
    pub fn code(&self) -> ErrorCode {
        match self {
            FileActionError::SlotZero { .. } => ErrorCode::StoreInvalidMatchFile,
        }
    }
}

#[cfg(test)]
#[path = "tests/error.rs"]
mod tests;
