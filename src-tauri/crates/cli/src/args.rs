//! The command line, parsed into what to do.

use std::path::PathBuf;

use tableside_engine::GameId;

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

/// The text of `--help`, with each game's deck file described by the game.
pub fn usage() -> String {
    let mut deck_files = String::from("Deck file: {\"game\", \"format\", \"players\"?, \"date\"?, \"cards\": [{\"card\", \"count\", \"zone\"?}]}\n");
    deck_files.push_str(
        "  `card` is a card ID or a card name (any case). `--game` must agree with the file;\n",
    );
    deck_files.push_str("  `--format`, `--players` and `--date` take the place of the file's. Other top-level keys\n");
    deck_files.push_str("  are ignored.\n");
    for game in GameId::ALL {
        if let Some(help) = game.deck_file_help() {
            deck_files.push('\n');
            deck_files.push_str(help);
        }
    }
    USAGE_TEMPLATE.replace("{DECK_FILES}", &deck_files)
}

/// `--help` without the deck files, which the games describe.
const USAGE_TEMPLATE: &str = "\
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
      the first. `--date` is the day card legality is checked for, for games whose card
      legality changes over time (default today).
  tableside-cli schema
      Prints the JSON Schema of match files.
  tableside-cli --help | --version

{DECK_FILES}
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
#[path = "tests/args.rs"]
mod tests;
