//! Replaying a match file into a report: the state after the last entry that applied.

use serde::Serialize;
use tableside_engine::{Action, GameState, Match, MatchFile, Outcome, Refusal, ReplayError};

/// Every entry applied.
pub const EXIT_APPLIED: u8 = 0;
/// An entry was refused; the report holds the state before it.
pub const EXIT_REFUSED: u8 = 1;
/// The input is not a valid match file.
pub const EXIT_INVALID: u8 = 2;

/// What `replay` prints on standard output.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// How many log entries applied (all of them, unless one was refused).
    pub applied: usize,
    /// The state after the entries that applied.
    pub state: GameState,
    pub outcome: Option<Outcome>,
    /// Sequence numbers of the entries undone and not redone.
    pub undone: Vec<u32>,
    /// The entry that was refused, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<RefusedEntry>,
}

/// The refused entry and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RefusedEntry {
    pub seq: u32,
    pub action: Action,
    /// The engine's refusal code, e.g. `RULE_VIOLATION`.
    pub code: String,
    /// The catalog rule, e.g. `CTC-CRYSTAL-1`, when a rule refused it.
    pub rule: Option<String>,
    pub message: String,
}

/// How a replay ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Replayed {
    /// Every entry applied.
    Applied(Report),
    /// An entry was refused; `report.refused` says which.
    Refused(Report),
    /// The file cannot be replayed at all (setup, order, or edited random results).
    Invalid(String),
}

impl Replayed {
    pub fn exit_code(&self) -> u8 {
        match self {
            Replayed::Applied(_) => EXIT_APPLIED,
            Replayed::Refused(_) => EXIT_REFUSED,
            Replayed::Invalid(_) => EXIT_INVALID,
        }
    }
}

/// Replays the file through the engine, the same way the app loads a stored match.
pub fn replay(file: &MatchFile) -> Replayed {
    match Match::replay(file.setup.clone(), &file.log) {
        Ok(game) => Replayed::Applied(report(&game, None)),
        Err(ReplayError::Refused { seq, refusal }) => refused_at(file, seq, refusal),
        Err(ReplayError::Setup(error)) => Replayed::Invalid(format!("the setup is not valid: {error}")),
        Err(ReplayError::RandomMismatch { seq, recorded, computed }) => Replayed::Invalid(format!(
            "entry {seq} records random results {recorded:?} but the match's seed gives {computed:?}: \
             the log was edited, or written with another seed"
        )),
        Err(other) => Replayed::Invalid(other.to_string()),
    }
}

/// The report for a log refused at entry `seq`: the state of the entries before it.
fn refused_at(file: &MatchFile, seq: u32, refusal: Refusal) -> Replayed {
    let before = file
        .log
        .get(..seq as usize)
        .map(|prefix| Match::replay(file.setup.clone(), prefix));
    let (Some(Ok(game)), Some(entry)) = (before, file.log.get(seq as usize)) else {
        // The engine applied these entries a moment ago, so this is unreachable; say so
        // rather than panic.
        return Replayed::Invalid(format!(
            "entry {seq} was refused and the entries before it no longer replay"
        ));
    };
    let code = serde_json::to_value(refusal.code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{:?}", refusal.code));
    let refused = RefusedEntry {
        seq,
        action: entry.action.clone(),
        code,
        rule: refusal.rule,
        message: refusal.message,
    };
    Replayed::Refused(report(&game, Some(refused)))
}

fn report(game: &Match, refused: Option<RefusedEntry>) -> Report {
    let view = game.view();
    Report {
        applied: game.log().len(),
        state: view.state,
        outcome: view.outcome,
        undone: view
            .log
            .iter()
            .filter(|line| line.undone)
            .map(|line| line.seq)
            .collect(),
        refused,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tableside_engine::games::conjure::{self, Color};
    use tableside_engine::{GameAction, GameId, LogEntry, Setup};

    fn file(actions: Vec<Action>) -> MatchFile {
        let setup = Setup {
            game: GameId::Conjure,
            format: "conjure-standard".into(),
            players: vec!["Ana".into(), "Ben".into()],
            seed: 9,
            rules: serde_json::Value::Null,
        };
        let log = actions
            .into_iter()
            .enumerate()
            .map(|(i, action)| LogEntry {
                seq: i as u32,
                at_ms: i as i64,
                action,
                random: vec![],
            })
            .collect();
        MatchFile {
            format: MatchFile::FORMAT.into(),
            version: MatchFile::VERSION,
            setup,
            log,
        }
    }

    fn play(action: conjure::Action) -> Action {
        Action::Play {
            play: GameAction::Conjure(action),
        }
    }

    #[test]
    fn a_log_that_applies_reports_its_final_state_and_undone_entries() {
        let replayed = replay(&file(vec![
            play(conjure::Action::SetFirstPlayer { player: 1 }),
            play(conjure::Action::AdjustLife {
                player: 0,
                delta: -4,
            }),
            Action::Undo,
        ]));
        assert_eq!(replayed.exit_code(), EXIT_APPLIED);
        let Replayed::Applied(report) = replayed else {
            panic!("applied")
        };
        assert_eq!(
            (
                report.applied,
                report.undone.clone(),
                report.refused.is_none()
            ),
            (3, vec![1], true)
        );
        let GameState::Conjure(state) = report.state else {
            panic!("a Conjure match")
        };
        assert_eq!(state.players[0].life, 30);
    }

    #[test]
    fn a_refused_entry_reports_the_state_before_it() {
        let replayed = replay(&file(vec![
            play(conjure::Action::SetFirstPlayer { player: 0 }),
            play(conjure::Action::Recharge { color: Color::Red }),
            play(conjure::Action::Recharge { color: Color::Blue }),
            play(conjure::Action::NextPhase),
        ]));
        assert_eq!(replayed.exit_code(), EXIT_REFUSED);
        let Replayed::Refused(report) = replayed else {
            panic!("refused")
        };
        assert_eq!(report.applied, 2);
        let refused = report.refused.expect("the refused entry");
        assert_eq!(
            (refused.seq, refused.code.as_str(), refused.rule.as_deref()),
            (2, "RULE_VIOLATION", Some("CTC-CRYSTAL-1"))
        );
        let GameState::Conjure(state) = report.state else {
            panic!("a Conjure match")
        };
        assert_eq!(state.players[0].pool(Color::Red).total, 1);
    }

    #[test]
    fn an_edited_random_result_makes_the_file_invalid() {
        let mut edited = file(vec![Action::Roll {
            die: tableside_engine::Die::D20,
            player: None,
        }]);
        let Replayed::Applied(_) = replay(&edited) else {
            panic!("applies")
        };
        let honest = Match::replay(edited.setup.clone(), &edited.log)
            .expect("replays")
            .log()[0]
            .random[0];
        edited.log[0].random = vec![honest % 20 + 1];
        let replayed = replay(&edited);
        assert_eq!(replayed.exit_code(), EXIT_INVALID);
        let Replayed::Invalid(message) = replayed else {
            panic!("invalid")
        };
        assert!(message.contains("the log was edited"), "{message}");
    }

    #[test]
    fn a_bad_setup_makes_the_file_invalid() {
        let mut alone = file(vec![]);
        alone.setup.players.truncate(1);
        assert_eq!(replay(&alone).exit_code(), EXIT_INVALID);
    }

    #[test]
    fn entries_out_of_order_make_the_file_invalid() {
        let mut shuffled = file(vec![Action::Undo, Action::Undo]);
        shuffled.log[0].seq = 1;
        assert_eq!(replay(&shuffled).exit_code(), EXIT_INVALID);
    }
}
