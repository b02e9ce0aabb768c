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
        /// Write each entry and the part of the state it changed to standard error.
        trace: bool,
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
    /// Write a database's matches: every match as one file, one match's file, or a CSV.
    Export {
        db: PathBuf,
        what: ExportWhat,
    },
    /// Import a match file or a history file into a database, all or nothing.
    Import {
        db: PathBuf,
        file: PathBuf,
    },
    /// Statistics over a database's history.
    Stats {
        db: PathBuf,
        game: Option<String>,
        format: Option<String>,
        player: Option<String>,
        opponent: Option<String>,
        compact: bool,
    },
    /// Print the JSON Schema of match files.
    Schema,
    Help,
    Version,
}

/// What `export` writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExportWhat {
    /// Every match, as a history file.
    All,
    /// One match, as the match file `replay` reads.
    Match(i64),
    /// The history as CSV, a row per seat.
    Csv,
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
  tableside-cli replay [--compact] [--trace] MATCH.json
      Replays a match file exported by the app (`-` reads standard input) and prints
      {\"applied\", \"state\", \"outcome\", \"undone\"} as JSON. A file written by hand
      may leave out an entry's \"seq\" and \"at_ms\" (numbered, and a second apart, in
      order), and may hold steps that must be refused: {\"action\": …, \"refused\":
      {\"rule\": \"CTC-DRAW-1\"}} (or {\"code\": …}), checked and left out of the match.
      `--trace` writes each entry to standard error with the part of the state it changed.
  tableside-cli check-deck [--game GAME] [--format FORMAT] [--players N] [--date YYYY-MM-DD]
                           [--compact] DECK.json
      Checks a deck file (`-` reads standard input) against a format of the shipped card
      data and prints {\"legal\", \"game\", \"format\", \"players\", \"date\", \"counts\",
      \"problems\"} as JSON; each problem has its \"rule\" (e.g. CTC-DECK-1, ELE-DECK-3),
      \"message\", \"reason\" and the \"cards\" involved. Every problem is listed, not only
      the first. `--date` is the day card legality is checked for, for games whose card
      legality changes over time (default today).
  tableside-cli export --db DATABASE [--match ID | --csv]
      Writes the database's matches: every match as one history file (what `import` and
      the app's import read), one match as its match file, or the history as CSV (a row
      per seat, times in UTC).
  tableside-cli import --db DATABASE FILE
      Imports a match file or a history file (`-` reads standard input): every match is
      replayed first, and all are written or none. Prints {\"imported\", \"already_present\",
      \"matches\"}; a match already in the database is recognised, not stored twice. The
      database is created if it does not exist.
  tableside-cli stats --db DATABASE [--game GAME] [--format FORMAT] [--player NAME]
                      [--opponent NAME] [--compact]
      Prints the statistics of the database's history as JSON: matches, wins, losses and
      draws with the win rate's 95 % Wilson interval, on the play and on the draw, average
      turns and minutes, players, head-to-head (with --player), decks, deck matchups and
      the win rate over time. `--opponent` keeps the matches against that player.
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
Exit status of `export`, `import` and `stats`:
  0  done.
  2  the database cannot be opened (missing, damaged, not Tableside's), a match or a
     player it does not have, or for `import` a file that is not a match or history file
     or holds a match that does not replay (standard error says which and why; nothing
     was written).
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
        ["export", rest @ ..] => parse_export(rest),
        ["import", rest @ ..] => parse_import(rest),
        ["stats", rest @ ..] => parse_stats(rest),
        [other, ..] => Err(format!("unknown command `{other}`")),
    }
}

fn parse_replay(rest: &[&str]) -> Result<Command, String> {
    let mut compact = false;
    let mut trace = false;
    let mut file = None;
    for &word in rest {
        match word {
            "--compact" => compact = true,
            "--trace" => trace = true,
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
    Ok(Command::Replay {
        file,
        compact,
        trace,
    })
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

/// Options and files of a history command, in any order; `--db` is required.
struct DbArgs<'a> {
    db: Option<PathBuf>,
    options: Vec<(&'a str, Option<String>)>,
    files: Vec<PathBuf>,
}

/// Reads `rest` for `command`: flags in `switches` take no value, those in `valued` one.
fn db_args<'a>(
    command: &str,
    rest: &[&'a str],
    switches: &[&str],
    valued: &[&str],
) -> Result<DbArgs<'a>, String> {
    let mut found = DbArgs {
        db: None,
        options: Vec::new(),
        files: Vec::new(),
    };
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        if word == "--db" || valued.contains(&word) {
            let value = words
                .next()
                .map(|v| (*v).to_owned())
                .ok_or_else(|| format!("`{word}` needs a value"))?;
            if word == "--db" {
                found.db = Some(PathBuf::from(value));
            } else {
                found.options.push((word, Some(value)));
            }
        } else if switches.contains(&word) {
            found.options.push((word, None));
        } else if word.starts_with("--") && word != "-" {
            return Err(format!("unknown option `{word}` for `{command}`"));
        } else {
            found.files.push(PathBuf::from(word));
        }
    }
    if found.db.is_none() {
        return Err(format!("`{command}` needs `--db DATABASE`"));
    }
    Ok(found)
}

impl DbArgs<'_> {
    fn value(&self, flag: &str) -> Option<String> {
        self.options
            .iter()
            .find(|(f, _)| *f == flag)
            .and_then(|(_, v)| v.clone())
    }

    fn has(&self, flag: &str) -> bool {
        self.options.iter().any(|(f, _)| *f == flag)
    }

    fn db(&self) -> PathBuf {
        self.db.clone().unwrap_or_default()
    }
}

fn parse_export(rest: &[&str]) -> Result<Command, String> {
    let args = db_args("export", rest, &["--csv"], &["--match"])?;
    if let Some(extra) = args.files.first() {
        return Err(format!("`export` takes no file, got `{}`", extra.display()));
    }
    let what = match (args.value("--match"), args.has("--csv")) {
        (Some(_), true) => return Err("`--match` and `--csv` do not go together".into()),
        (Some(id), false) => ExportWhat::Match(
            id.parse()
                .map_err(|_| format!("`--match` takes a match ID, not `{id}`"))?,
        ),
        (None, true) => ExportWhat::Csv,
        (None, false) => ExportWhat::All,
    };
    Ok(Command::Export {
        db: args.db(),
        what,
    })
}

fn parse_import(rest: &[&str]) -> Result<Command, String> {
    let args = db_args("import", rest, &[], &[])?;
    match args.files.as_slice() {
        [file] => Ok(Command::Import {
            db: args.db(),
            file: file.clone(),
        }),
        [] => Err("`import` needs a match file or a history file".into()),
        _ => Err("`import` takes one file".into()),
    }
}

fn parse_stats(rest: &[&str]) -> Result<Command, String> {
    let args = db_args(
        "stats",
        rest,
        &["--compact"],
        &["--game", "--format", "--player", "--opponent"],
    )?;
    if let Some(extra) = args.files.first() {
        return Err(format!("`stats` takes no file, got `{}`", extra.display()));
    }
    if args.has("--opponent") && !args.has("--player") {
        return Err("`--opponent` needs `--player`".into());
    }
    Ok(Command::Stats {
        db: args.db(),
        game: args.value("--game"),
        format: args.value("--format"),
        player: args.value("--player"),
        opponent: args.value("--opponent"),
        compact: args.has("--compact"),
    })
}

#[cfg(test)]
#[path = "tests/args.rs"]
mod tests;
