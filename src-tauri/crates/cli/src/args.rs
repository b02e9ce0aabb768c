//! The command line, parsed into what to do.

use std::path::PathBuf;

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Replay a match file (`-` reads standard input) and print the result.
    Replay {
        file: PathBuf,
        compact: bool,
    },
    /// Check a deck file (`-` reads standard input) against a format and print every problem.
    CheckDeck {
        file: PathBuf,
        /// Overrides nothing: must agree with the file's `game` when both are given.
        game: Option<String>,
        /// Checks against this format instead of the file's.
        format: Option<String>,
        /// The table's size, instead of the file's `players` (decides the second Chaos deck).
        players: Option<usize>,
        /// The day to check legality for (`YYYY-MM-DD`), instead of the file's `date` or today.
        date: Option<String>,
        compact: bool,
    },
    /// Print the JSON Schema of match files.
    Schema,
    Help,
    Version,
}

/// The text of `--help`.
pub const USAGE: &str = "\
tableside-cli: Tableside without a window. Reads files, writes JSON.

Usage:
  tableside-cli replay [--compact] MATCH.json
      Replays a match file exported by the app (`-` reads standard input) and prints
      {\"applied\", \"state\", \"outcome\", \"undone\"} as JSON.
  tableside-cli check-deck [--game GAME] [--format FORMAT] [--players N] [--date YYYY-MM-DD]
                           [--compact] DECK.json
      Checks a deck file (`-` reads standard input) against a format of the shipped card
      data and prints {\"legal\", \"game\", \"format\", \"players\", \"date\", \"counts\",
      \"problems\"} as JSON; each problem has its \"rule\" (e.g. CTC-DECK-1, ELE-DECK-3),
      \"message\", \"reason\" and the \"cards\" involved. Every problem is listed, not only
      the first. `--date` is the day card legality is checked for (Elestrals; default today).
  tableside-cli schema
      Prints the JSON Schema of match files.
  tableside-cli --help | --version

Deck file:
  {\"game\": \"conjure\", \"format\": \"conjure-standard\", \"players\": 2,
   \"cards\": [{\"card\": \"conjure-canopy-glider\", \"count\": 2},
             {\"card\": \"Ember Rain\", \"count\": 50, \"zone\": \"chaos\"}]}
  `card` is a card ID or a card name (any case). `zone` is `player`, `chaos` or
  `second_chaos`; left out, Chaos cards go to the Chaos deck and the rest to the player
  deck. `players` is optional (with 3 or more, a second Chaos deck is expected). `--game`
  must agree with the file; `--format` and `--players` take the place of the file's.
  Other top-level keys are ignored.

  {\"game\": \"elestrals\", \"format\": \"elestrals-standard\", \"date\": \"2026-06-01\",
   \"cards\": [{\"card\": \"Fire Spirit\", \"count\": 20},
             {\"card\": \"elestrals-voltkit\", \"count\": 3}]}
  Spirit cards make the Spirit Deck, every other card the Main Deck; no `zone`. A name
  printed more than once (alternate printings) needs an ID. `date` is optional (`--date`
  takes its place; without either, today).

  Games with a deck check: conjure, elestrals.

Exit status of `replay`:
  0  every entry of the log applied.
  1  an entry was refused: standard output has the state before it and \"refused\",
     standard error names the entry, its action, the refusal code and the rule.
  2  the file is not a valid match file: not JSON, another format or version, a value
     that does not fit the schema, a setup the engine refuses, entries out of order,
     or recorded random results that differ from what the seed gives (an edited log).
Exit status of `check-deck`:
  0  the deck is legal in the format.
  1  the deck has problems: standard output lists them.
  2  the input is not a valid deck file (standard error names the place, e.g.
     `cards[2].count` at line 5), names a game without a deck check or a format it
     does not have, names a card ambiguously, or gives a date that is not YYYY-MM-DD.
Usage errors also exit with 2.
";

/// Parses the arguments after the program name; `Err` holds what was wrong.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] => Err("no command given".into()),
        ["-h" | "--help" | "help", ..] => Ok(Command::Help),
        ["-V" | "--version"] => Ok(Command::Version),
        ["schema"] => Ok(Command::Schema),
        ["schema", extra, ..] => Err(format!("`schema` takes no argument, got `{extra}`")),
        ["replay", rest @ ..] => parse_replay(rest),
        ["check-deck", rest @ ..] => parse_check_deck(rest),
        [other, ..] => Err(format!("unknown command `{other}`")),
    }
}

fn parse_replay(rest: &[&str]) -> Result<Command, String> {
    let mut compact = false;
    let mut file = None;
    for &word in rest {
        match word {
            "--compact" => compact = true,
            "-h" | "--help" => return Ok(Command::Help),
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option `{flag}` for `replay`"))
            }
            path if file.is_none() => file = Some(PathBuf::from(path)),
            extra => {
                return Err(format!(
                    "`replay` takes one file, got a second one: `{extra}`"
                ))
            }
        }
    }
    let file = file.ok_or("`replay` needs a match file")?;
    Ok(Command::Replay { file, compact })
}

fn parse_check_deck(rest: &[&str]) -> Result<Command, String> {
    let mut compact = false;
    let mut file = None;
    let (mut game, mut format, mut players, mut date) = (None, None, None, None);
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        let mut value = |flag: &str| {
            words
                .next()
                .map(|v| (*v).to_owned())
                .ok_or_else(|| format!("`{flag}` needs a value"))
        };
        match word {
            "--compact" => compact = true,
            "-h" | "--help" => return Ok(Command::Help),
            "--game" => game = Some(value(word)?),
            "--format" => format = Some(value(word)?),
            "--date" => date = Some(value(word)?),
            "--players" => {
                let text = value(word)?;
                let n = text
                    .parse::<usize>()
                    .map_err(|_| format!("`--players` takes a number, not `{text}`"))?;
                players = Some(n);
            }
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option `{flag}` for `check-deck`"))
            }
            path if file.is_none() => file = Some(PathBuf::from(path)),
            extra => {
                return Err(format!(
                    "`check-deck` takes one file, got a second one: `{extra}`"
                ))
            }
        }
    }
    let file = file.ok_or("`check-deck` needs a deck file")?;
    Ok(Command::CheckDeck {
        file,
        game,
        format,
        players,
        date,
        compact,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(words: &[&str]) -> Result<Command, String> {
        parse(&words.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>())
    }

    #[test]
    fn replay_takes_one_file_and_an_optional_flag() {
        assert_eq!(
            parsed(&["replay", "m.json"]),
            Ok(Command::Replay {
                file: "m.json".into(),
                compact: false
            })
        );
        assert_eq!(
            parsed(&["replay", "--compact", "-"]),
            Ok(Command::Replay {
                file: "-".into(),
                compact: true
            })
        );
        assert!(parsed(&["replay"]).is_err());
        assert!(parsed(&["replay", "a.json", "b.json"]).is_err());
        assert!(parsed(&["replay", "--pretty", "a.json"]).is_err());
    }

    #[test]
    fn check_deck_takes_a_file_and_optional_flags() {
        assert_eq!(
            parsed(&[
                "check-deck",
                "--game",
                "conjure",
                "--format",
                "conjure-standard",
                "d.json"
            ]),
            Ok(Command::CheckDeck {
                file: "d.json".into(),
                game: Some("conjure".into()),
                format: Some("conjure-standard".into()),
                players: None,
                date: None,
                compact: false
            })
        );
        assert_eq!(
            parsed(&["check-deck", "--players", "3", "--compact", "-"]),
            Ok(Command::CheckDeck {
                file: "-".into(),
                game: None,
                format: None,
                players: Some(3),
                date: None,
                compact: true
            })
        );
        assert_eq!(
            parsed(&[
                "check-deck",
                "--game",
                "elestrals",
                "--date",
                "2026-06-01",
                "d.json"
            ]),
            Ok(Command::CheckDeck {
                file: "d.json".into(),
                game: Some("elestrals".into()),
                format: None,
                players: None,
                date: Some("2026-06-01".into()),
                compact: false
            })
        );
        assert!(parsed(&["check-deck", "--date"]).is_err());
        assert!(parsed(&["check-deck"]).is_err());
        assert!(parsed(&["check-deck", "--format"]).is_err());
        assert!(parsed(&["check-deck", "--players", "many", "d.json"]).is_err());
        assert!(parsed(&["check-deck", "a.json", "b.json"]).is_err());
    }

    #[test]
    fn help_version_and_schema() {
        assert_eq!(parsed(&["--help"]), Ok(Command::Help));
        assert_eq!(parsed(&["replay", "--help"]), Ok(Command::Help));
        assert_eq!(parsed(&["--version"]), Ok(Command::Version));
        assert_eq!(parsed(&["schema"]), Ok(Command::Schema));
        assert!(parsed(&["schema", "x"]).is_err());
    }

    #[test]
    fn nothing_or_an_unknown_command_is_a_usage_error() {
        assert!(parsed(&[]).is_err());
        assert_eq!(parsed(&["play"]), Err("unknown command `play`".into()));
    }
}
