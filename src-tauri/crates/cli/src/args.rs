//! The command line, parsed into what to do, on `lexopt`: options in any order, `--flag value`
//! or `--flag=value`, `-` as a file, and a typed error for every way a line can be wrong.

use std::path::PathBuf;

use lexopt::prelude::*;
use lexopt::{Arg, Parser};
use tableside_engine::odds::TURNS;
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
    /// Search a game's cards with the search language.
    Search {
        game: String,
        query: String,
        /// A database's cards instead of the shipped card data.
        db: Option<PathBuf>,
        limit: u32,
        compact: bool,
    },
    /// Print the draw odds of a deck list (`-` reads standard input) in a format.
    Odds {
        game: String,
        format: String,
        list: PathBuf,
        /// A database's cards instead of the shipped card data.
        db: Option<PathBuf>,
        /// The turn the odds are shown by, beside the opening hand.
        turn: u32,
        /// The engine's odds as one JSON document instead of a table.
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
    let mut search_fields = String::new();
    for game in GameId::ALL.iter().filter(|game| game.has_cards()) {
        let fields: Vec<String> = game
            .card_fields()
            .iter()
            .map(|field| match field.aliases.first() {
                Some(short) => format!("{} ({short})", field.name),
                None => field.name.to_owned(),
            })
            .collect();
        search_fields.push_str(&format!(
            "      {}: {}.\n",
            game.as_str(),
            fields.join(", ")
        ));
    }
    USAGE_TEMPLATE
        .replace("{DECK_FILES}", &deck_files)
        .replace("{SEARCH_FIELDS}\n", &search_fields)
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
      its \"reason\" (a catalog key and arguments), the \"message\" that reason reads as in
      English, and the \"cards\" involved. Every problem is listed, not only the first.
      `--date` is the day card legality is checked for, for games whose card legality
      changes over time (default today).
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
  tableside-cli search [--db DATABASE] [--limit N] [--compact] GAME QUERY…
      Searches a game's cards (the shipped card data, or a database's with `--db`) and
      prints {\"cards\", \"problem\"} as JSON, the first N cards by name (default 20).
      Plain words find names and texts (`ember tide`); filters find a field's value
      (`kind:creature`, `cost<=3`, `color:red`, `element:fire`, `text:\"draw a card\"`,
      `name:ember`), with `-` to leave a term out, `or`, and parentheses:
        tableside-cli search GAME 'k:creature (c:red or c:black) cost<=2 -text:draw'
      Every game's cards have `name` (`n`), `text` (`o`, `x`) and `kind` (`k`, `t`).
{SEARCH_FIELDS}
  tableside-cli odds [--db DATABASE] [--turns N] [--compact] GAME FORMAT DECKLIST
      Reads a deck list (`-` reads standard input) against the game's cards (the shipped
      card data, or a database's with `--db`), checks it as the app's deck builder does and
      prints the draw odds of the deck drawn from as a table: for each card, and each group
      of two or more cards sharing a value (`kind:elestral`, `cost:2`), the chance of holding
      at least 1 (and 2, 3, 4, as far as the copies go) in the opening hand and by turn N
      (default 3, at most 5), on the play and on the draw, in percent. `--compact` prints
      the engine's odds as one JSON document instead, every turn included. A deck list has
      a count and a card name or ID a line (`3 Fire Spirit`, `3x GAME-CARD-ID`);
      headings, blank lines and `#` or `//` comments are passed over.
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
Exit status of `search`:
  0  cards were found.
  1  the query reads and no card answers it.
  2  the query does not read (standard error shows it with the part that does not
     read marked, and why), or the game has no cards, or the database will not open.
Exit status of `odds`:
  0  the odds are printed; a deck that is not legal in the format has its problems
     named on standard error.
  2  the deck list does not read (standard error names every bad line, its number and
     why, and standard output stays empty), the game has no cards, the format is not
     one of the game's, the game deals no hand, or the database will not open.
Exit status of `export`, `import` and `stats`:
  0  done.
  2  the database cannot be opened (missing, damaged, not Tableside's), a match or a
     player it does not have, or for `import` a file that is not a match or history file
     or holds a match that does not replay (standard error says which and why; nothing
     was written).
Usage errors also exit with 2.
";

/// Why a command line does not read. The message says what is wrong in the reader's terms;
/// the CLI prints it above the usage and exits with 2.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UsageError {
    #[error("no command given")]
    NoCommand,
    #[error("unknown command `{0}`")]
    UnknownCommand(String),
    #[error("unknown option `{option}` for `{command}`")]
    UnknownOption {
        command: &'static str,
        option: String,
    },
    #[error("`{0}` needs a value")]
    MissingValue(String),
    #[error("`{flag}` takes {wanted}, not `{value}`")]
    BadValue {
        flag: &'static str,
        wanted: &'static str,
        value: String,
    },
    #[error("`{flag}` takes a number from {min} to {max}, not `{value}`")]
    OutOfRange {
        flag: &'static str,
        min: u32,
        max: u32,
        value: String,
    },
    #[error("`{command}` needs {what}")]
    Missing {
        command: &'static str,
        what: &'static str,
    },
    #[error("`{command}` takes {allowed}, got `{extra}`")]
    Extra {
        command: &'static str,
        allowed: &'static str,
        extra: String,
    },
    #[error("`{0}` and `{1}` do not go together")]
    Conflict(&'static str, &'static str),
    /// What the argument reader itself could not read (an argument that is not UTF-8, a value
    /// given to a switch).
    #[error("{0}")]
    Unreadable(String),
}

impl From<lexopt::Error> for UsageError {
    fn from(error: lexopt::Error) -> Self {
        match error {
            lexopt::Error::MissingValue { option } => {
                UsageError::MissingValue(option.unwrap_or_default())
            }
            other => UsageError::Unreadable(other.to_string()),
        }
    }
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    let mut parser = Parser::from_args(args.iter().cloned());
    let command = match parser.next()? {
        None => return Err(UsageError::NoCommand),
        Some(Short('h') | Long("help")) => return Ok(Command::Help),
        Some(Short('V') | Long("version")) => {
            return match parser.next()? {
                None => Ok(Command::Version),
                Some(extra) => Err(extra_word("--version", "nothing more", extra)),
            }
        }
        Some(Value(word)) => word.string()?,
        Some(other) => return Err(UsageError::UnknownCommand(other.unexpected().to_string())),
    };
    match command.as_str() {
        "help" => Ok(Command::Help),
        "schema" => match parser.next()? {
            None => Ok(Command::Schema),
            Some(extra) => Err(extra_word("schema", "no argument", extra)),
        },
        "replay" => parse_replay(&mut parser),
        "check-deck" => parse_check_deck(&mut parser),
        "export" => parse_export(&mut parser),
        "import" => parse_import(&mut parser),
        "stats" => parse_stats(&mut parser),
        "search" => parse_search(&mut parser),
        "odds" => parse_odds(&mut parser),
        _ => Err(UsageError::UnknownCommand(command)),
    }
}

/// An argument `command` has no place for: a second file, or an option it does not know.
fn extra_word(command: &'static str, allowed: &'static str, arg: Arg<'_>) -> UsageError {
    match arg {
        Value(value) => UsageError::Extra {
            command,
            allowed,
            extra: value.to_string_lossy().into_owned(),
        },
        option => unknown_option(command, option),
    }
}

fn unknown_option(command: &'static str, arg: Arg<'_>) -> UsageError {
    let option = match arg {
        Short(c) => format!("-{c}"),
        Long(name) => format!("--{name}"),
        Value(value) => value.to_string_lossy().into_owned(),
    };
    UsageError::UnknownOption { command, option }
}

/// The value of the option just read, as text.
fn text(parser: &mut Parser) -> Result<String, UsageError> {
    Ok(parser.value()?.string()?)
}

fn parse_replay(parser: &mut Parser) -> Result<Command, UsageError> {
    let (mut compact, mut trace, mut file) = (false, false, None);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("compact") => compact = true,
            Long("trace") => trace = true,
            Short('h') | Long("help") => return Ok(Command::Help),
            Value(path) if file.is_none() => file = Some(PathBuf::from(path)),
            other => return Err(extra_word("replay", "one file", other)),
        }
    }
    Ok(Command::Replay {
        file: file.ok_or(UsageError::Missing {
            command: "replay",
            what: "a match file",
        })?,
        compact,
        trace,
    })
}

fn parse_check_deck(parser: &mut Parser) -> Result<Command, UsageError> {
    let (mut compact, mut file) = (false, None);
    let (mut game, mut format, mut players, mut date) = (None, None, None, None);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("compact") => compact = true,
            Short('h') | Long("help") => return Ok(Command::Help),
            Long("game") => game = Some(text(parser)?),
            Long("format") => format = Some(text(parser)?),
            Long("date") => date = Some(text(parser)?),
            Long("players") => {
                let value = text(parser)?;
                let n = value.parse::<usize>().map_err(|_| UsageError::BadValue {
                    flag: "--players",
                    wanted: "a number",
                    value,
                })?;
                players = Some(n);
            }
            Value(path) if file.is_none() => file = Some(PathBuf::from(path)),
            other => return Err(extra_word("check-deck", "one file", other)),
        }
    }
    Ok(Command::CheckDeck {
        file: file.ok_or(UsageError::Missing {
            command: "check-deck",
            what: "a deck file",
        })?,
        game,
        format,
        players,
        date,
        compact,
    })
}

/// `--db DATABASE`, which every history command needs.
fn database(command: &'static str, db: Option<PathBuf>) -> Result<PathBuf, UsageError> {
    db.ok_or(UsageError::Missing {
        command,
        what: "`--db DATABASE`",
    })
}

fn parse_export(parser: &mut Parser) -> Result<Command, UsageError> {
    let (mut db, mut csv, mut id) = (None, false, None);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("db") => db = Some(PathBuf::from(parser.value()?)),
            Long("csv") => csv = true,
            Long("match") => id = Some(text(parser)?),
            other => return Err(extra_word("export", "no file", other)),
        }
    }
    let what = match (id, csv) {
        (Some(_), true) => return Err(UsageError::Conflict("--match", "--csv")),
        (Some(id), false) => ExportWhat::Match(id.parse().map_err(|_| UsageError::BadValue {
            flag: "--match",
            wanted: "a match ID",
            value: id,
        })?),
        (None, true) => ExportWhat::Csv,
        (None, false) => ExportWhat::All,
    };
    Ok(Command::Export {
        db: database("export", db)?,
        what,
    })
}

fn parse_import(parser: &mut Parser) -> Result<Command, UsageError> {
    let (mut db, mut file) = (None, None);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("db") => db = Some(PathBuf::from(parser.value()?)),
            Value(path) if file.is_none() => file = Some(PathBuf::from(path)),
            other => return Err(extra_word("import", "one file", other)),
        }
    }
    let db = database("import", db)?;
    Ok(Command::Import {
        db,
        file: file.ok_or(UsageError::Missing {
            command: "import",
            what: "a match file or a history file",
        })?,
    })
}

fn parse_stats(parser: &mut Parser) -> Result<Command, UsageError> {
    let mut db = None;
    let mut compact = false;
    let (mut game, mut format, mut player, mut opponent) = (None, None, None, None);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("db") => db = Some(PathBuf::from(parser.value()?)),
            Long("compact") => compact = true,
            Long("game") => game = Some(text(parser)?),
            Long("format") => format = Some(text(parser)?),
            Long("player") => player = Some(text(parser)?),
            Long("opponent") => opponent = Some(text(parser)?),
            other => return Err(extra_word("stats", "no file", other)),
        }
    }
    let db = database("stats", db)?;
    if opponent.is_some() && player.is_none() {
        return Err(UsageError::Missing {
            command: "--opponent",
            what: "`--player`",
        });
    }
    Ok(Command::Stats {
        db,
        game,
        format,
        player,
        opponent,
        compact,
    })
}

/// How many cards `search` prints unless `--limit` says.
pub const SEARCH_LIMIT: u32 = 20;

fn parse_search(parser: &mut Parser) -> Result<Command, UsageError> {
    let (mut db, mut compact, mut limit) = (None, false, SEARCH_LIMIT);
    let mut words: Vec<String> = Vec::new();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("db") => db = Some(PathBuf::from(parser.value()?)),
            Long("compact") => compact = true,
            Short('h') | Long("help") => return Ok(Command::Help),
            Long("limit") => {
                let value = text(parser)?;
                limit = value.parse::<u32>().map_err(|_| UsageError::BadValue {
                    flag: "--limit",
                    wanted: "a number",
                    value,
                })?;
            }
            Value(word) => words.push(word.string()?),
            other => return Err(unknown_option("search", other)),
        }
    }
    let mut words = words.into_iter();
    let game = words.next().ok_or(UsageError::Missing {
        command: "search",
        what: "a game and a query",
    })?;
    // The query's words may come as one argument or several: `search GAME c:red cost<=2`.
    let query = words.collect::<Vec<_>>().join(" ");
    Ok(Command::Search {
        game,
        query,
        db,
        limit,
        compact,
    })
}

/// The turn `odds` shows beside the opening hand unless `--turns` says: the app's deck builder
/// shows the same one.
pub const ODDS_TURN: u32 = 3;

fn parse_odds(parser: &mut Parser) -> Result<Command, UsageError> {
    let (mut db, mut compact, mut turn) = (None, false, ODDS_TURN);
    let mut words = Vec::new();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("db") => db = Some(PathBuf::from(parser.value()?)),
            Long("compact") => compact = true,
            Short('h') | Long("help") => return Ok(Command::Help),
            Long("turns") => {
                let value = text(parser)?;
                // The engine gives the odds by each of its first `TURNS` turns and no further.
                turn = value
                    .parse::<u32>()
                    .ok()
                    .filter(|turn| (1..=TURNS).contains(turn))
                    .ok_or(UsageError::OutOfRange {
                        flag: "--turns",
                        min: 1,
                        max: TURNS,
                        value,
                    })?;
            }
            Value(word) if words.len() < 3 => words.push(word),
            other => {
                return Err(extra_word(
                    "odds",
                    "a game, a format and one deck list",
                    other,
                ))
            }
        }
    }
    let missing = UsageError::Missing {
        command: "odds",
        what: "a game, a format and a deck list",
    };
    let [game, format, list] = <[std::ffi::OsString; 3]>::try_from(words).map_err(|_| missing)?;
    Ok(Command::Odds {
        game: game.string()?,
        format: format.string()?,
        list: PathBuf::from(list),
        db,
        turn,
        compact,
    })
}

#[cfg(test)]
#[path = "tests/args.rs"]
mod tests;
