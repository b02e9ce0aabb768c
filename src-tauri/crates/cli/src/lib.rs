//! Headless Tableside: match files and deck files in, JSON out, and a database's match
//! history. No window.
//!
//! `tableside-cli replay MATCH.json` replays a match file exported by the app through the
//! engine and prints the final state; `tableside-cli check-deck DECK.json` checks a deck
//! against a format of the shipped card data and prints every problem with its rule;
//! `tableside-cli search GAME QUERY` finds cards with the search language;
//! `tableside-cli odds GAME FORMAT DECKLIST` prints a deck list's draw odds as the app's deck
//! builder works them out;
//! `export`, `import` and `stats` read and write a database file's history through the
//! store the app uses; `tableside-cli schema` prints the match file's JSON Schema. [`run`]
//! is the whole program,
//! so tests drive it without a process:
//!
//! ```
//! let mut out = Vec::new();
//! let mut err = Vec::new();
//! let status = tableside_cli::run(&["schema".to_owned()], &mut out, &mut err);
//! assert_eq!(status, 0);
//! assert!(String::from_utf8(out)?.contains("\"MatchFile\""));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod args;
pub mod card_ids;
pub mod deck_check;
pub mod english;
pub mod error;
pub mod history;
pub mod match_file;
pub mod odds;
pub mod replay;
pub mod schema;
pub mod search;
#[cfg(test)]
#[path = "tests/catalogs.rs"]
mod test_catalogs;

use std::io::{Read, Write};
use std::path::Path;

use args::{usage, Command};
use error::CliError;
use replay::{Replayed, EXIT_APPLIED, EXIT_INVALID};
use tableside_cards::ShippedCards;
use tableside_engine::json_text::bounded;

/// Runs the command line `args` (without the program name), writing to `stdout` and
/// `stderr`, and returns the exit status.
pub fn run(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let command = match args::parse(args) {
        Ok(command) => command,
        Err(problem) => {
            emit(stderr, &format!("tableside-cli: {problem}\n\n{}", usage()));
            return EXIT_INVALID;
        }
    };
    match command {
        Command::Help => emit(stdout, &usage()),
        Command::Version => emit(
            stdout,
            &format!("tableside-cli {}\n", env!("CARGO_PKG_VERSION")),
        ),
        Command::Schema => emit(stdout, &schema::match_schema()),
        Command::Replay {
            file,
            compact,
            trace,
        } => return replay_command(&file, compact, trace, stdout, stderr),
        Command::CheckDeck {
            file,
            game,
            format,
            players,
            date,
            compact,
        } => {
            let choices = DeckChoices {
                game: game.as_deref(),
                format: format.as_deref(),
                options: deck_check::CheckOptions { players, date },
                compact,
            };
            return check_deck_command(&file, &choices, stdout, stderr);
        }
        Command::Export { db, what } => {
            let written =
                history::open_existing(&db).and_then(|store| history::export(&store, &what));
            return finish(written, stdout, stderr);
        }
        Command::Import { db, file } => return import_command(&db, &file, stdout, stderr),
        Command::Search {
            game,
            query,
            db,
            limit,
            compact,
        } => return search_command(db.as_deref(), &game, &query, limit, compact, stdout, stderr),
        Command::Odds {
            game,
            format,
            list,
            db,
            turn,
            compact,
        } => {
            let choices = OddsChoices {
                game: &game,
                format: &format,
                db: db.as_deref(),
                turn,
                compact,
            };
            return odds_command(&list, &choices, stdout, stderr);
        }
        Command::Stats {
            db,
            game,
            format,
            player,
            opponent,
            compact,
        } => {
            let stats = history::open_existing(&db).and_then(|store| {
                history::stats(
                    &store,
                    game.as_deref(),
                    format.as_deref(),
                    player.as_deref(),
                    opponent.as_deref(),
                )
            });
            return finish(stats.map(|s| json_text(&s, compact)), stdout, stderr);
        }
    }
    EXIT_APPLIED
}

fn search_command(
    db: Option<&Path>,
    game: &str,
    query: &str,
    limit: u32,
    compact: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    match search::search(db, game, query, limit) {
        Err(problem) => {
            emit(stderr, &format!("tableside-cli: {problem}\n"));
            search::EXIT_INVALID
        }
        Ok(found) => {
            emit(stdout, &json_text(&found, compact));
            if let Some(problem) = &found.problem {
                emit(stderr, &search::pointed(query, problem));
                search::EXIT_INVALID
            } else if found.cards.is_empty() {
                search::EXIT_NONE
            } else {
                search::EXIT_FOUND
            }
        }
    }
}

/// The command line's choices for `odds`.
struct OddsChoices<'a> {
    game: &'a str,
    format: &'a str,
    db: Option<&'a Path>,
    turn: u32,
    compact: bool,
}

fn odds_command(
    list: &Path,
    choices: &OddsChoices,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let name = list.display();
    let text = match read_input(list) {
        Ok(text) => text,
        Err(error) => {
            emit(
                stderr,
                &format!("tableside-cli: cannot read {name}: {error}\n"),
            );
            return odds::EXIT_INVALID;
        }
    };
    let found = odds::card_source(choices.db)
        .map_err(odds::OddsError::from)
        .and_then(|data| odds::list_odds(&*data, choices.game, choices.format, &text));
    let found = match found {
        Ok(found) => found,
        Err(odds::OddsError::List(error)) => {
            emit(stderr, &odds::list_problems(&name.to_string(), &error));
            return odds::EXIT_INVALID;
        }
        // The game, the format or the database, not the list: the list's name would mislead.
        Err(odds::OddsError::Unusable(problem)) => {
            emit(stderr, &format!("tableside-cli: {problem}\n"));
            return odds::EXIT_INVALID;
        }
    };
    if choices.compact {
        emit(stdout, &json_text(&found.odds, true));
    } else {
        emit(stdout, &odds::table(&found, choices.format, choices.turn));
    }
    if !found.problems.is_empty() {
        let mut told = format!(
            "tableside-cli: {name}: not legal in {} (the odds are of the deck as listed):\n",
            choices.format
        );
        for problem in &found.problems {
            told.push_str(&format!(
                "  {}: {}\n",
                problem.rule,
                deck_check::problem_message(problem)
            ));
        }
        emit(stderr, &told);
    }
    odds::EXIT_SHOWN
}

fn import_command(db: &Path, file: &Path, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let text = match read_input(file) {
        Ok(text) => text,
        Err(error) => {
            emit(
                stderr,
                &format!(
                    "tableside-cli: cannot read {}: {error}
",
                    file.display()
                ),
            );
            return history::EXIT_INVALID;
        }
    };
    let imported = history::open(db).and_then(|mut store| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or_default();
        store
            .import_matches_text(&text, now)
            .map_err(|source| CliError::StoreOfFile {
                file: file.to_owned(),
                source,
            })
    });
    finish(imported.map(|s| json_text(&s, false)), stdout, stderr)
}

/// Prints what a history command produced, or its error; the exit status says which.
fn finish(result: Result<String, CliError>, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match result {
        Ok(text) => {
            emit(stdout, &text);
            history::EXIT_DONE
        }
        Err(problem) => {
            emit(
                stderr,
                &format!(
                    "tableside-cli: {problem}
"
                ),
            );
            history::EXIT_INVALID
        }
    }
}

/// Plain data as JSON with a line end: it always serializes (string keys only).
fn json_text<T: serde::Serialize>(value: &T, compact: bool) -> String {
    let json = if compact {
        serde_json::to_string(value)
    } else {
        serde_json::to_string_pretty(value)
    };
    json.unwrap_or_else(|e| unreachable!("{e}")) + "\n"
}

/// The command line's choices for `check-deck`.
struct DeckChoices<'a> {
    game: Option<&'a str>,
    format: Option<&'a str>,
    options: deck_check::CheckOptions,
    compact: bool,
}

fn check_deck_command(
    file: &Path,
    choices: &DeckChoices,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let name = file.display();
    let text = match read_input(file) {
        Ok(text) => text,
        Err(error) => {
            emit(
                stderr,
                &format!("tableside-cli: cannot read {name}: {error}\n"),
            );
            return deck_check::EXIT_INVALID;
        }
    };
    let report = deck_check::parse_deck_file(&text)
        .and_then(|deck| deck_check::check(&deck, choices.game, choices.format, &choices.options));
    let report = match report {
        Ok(report) => report,
        Err(problem) => {
            emit(stderr, &format!("tableside-cli: {name}: {problem}\n"));
            return deck_check::EXIT_INVALID;
        }
    };
    emit(
        stdout,
        &json_text(&deck_check::printed(&report), choices.compact),
    );
    if !report.legal {
        emit(
            stderr,
            &format!(
                "tableside-cli: {name}: {} problem(s) in {}\n",
                report.problems.len(),
                report.format
            ),
        );
    }
    deck_check::exit_code(&report)
}

fn replay_command(
    file: &Path,
    compact: bool,
    trace: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let name = file.display();
    let text = match read_input(file) {
        Ok(text) => text,
        Err(error) => {
            emit(
                stderr,
                &format!("tableside-cli: cannot read {name}: {error}\n"),
            );
            return EXIT_INVALID;
        }
    };
    // Cards named by their ID alone are written out whole from the shipped card data first.
    let text = match card_ids::fill_card_ids(&text, &ShippedCards) {
        Ok(text) => text,
        Err(problem) => {
            emit(stderr, &format!("tableside-cli: {name}: {problem}\n"));
            return EXIT_INVALID;
        }
    };
    let written = match match_file::parse_written_match(&text) {
        Ok(written) => written,
        Err(problem) => {
            emit(stderr, &format!("tableside-cli: {name}: {problem}\n"));
            return EXIT_INVALID;
        }
    };
    let replayed = replay::replay_written(&written, trace.then_some(&mut *stderr));
    let report = match &replayed {
        Replayed::Applied(report) => report,
        Replayed::Refused(report) => {
            if let Some(refused) = &report.refused {
                let rule = refused
                    .rule
                    .as_deref()
                    .map(|r| format!("rule {r}, "))
                    .unwrap_or_default();
                // The action as written, each of its texts quoted short: a note or a name may be
                // as long as the file.
                let action = bounded(&serde_json::to_string(&refused.action).unwrap_or_default());
                emit(
                    stderr,
                    &format!(
                        "tableside-cli: {name}: entry {} was refused ({rule}code {}): {}\n  action: {action}\n",
                        refused.seq,
                        refused.code,
                        bounded(&refused.message)
                    ),
                );
            }
            report
        }
        Replayed::Invalid(problem) => {
            emit(
                stderr,
                &format!(
                    "tableside-cli: {name}: {} ({})\n",
                    replay::invalid_message(problem),
                    problem.code()
                ),
            );
            return EXIT_INVALID;
        }
    };
    let json = if compact {
        serde_json::to_string(report)
    } else {
        serde_json::to_string_pretty(report)
    };
    // The report is plain data (no maps with non-string keys): it always serializes.
    emit(
        stdout,
        &(json.unwrap_or_else(|e| unreachable!("{e}")) + "\n"),
    );
    replayed.exit_code()
}

/// Reads the file, or standard input for `-`, as UTF-8 text without a byte-order mark; text
/// that is not UTF-8 is an `InvalidData` error naming the first bad byte's offset.
fn read_input(file: &Path) -> std::io::Result<String> {
    let bytes = if file == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes)?;
        bytes
    } else {
        std::fs::read(file)?
    };
    tableside_engine::json_text::text_of(bytes)
        .map_err(|error| std::io::Error::new(std::io::ErrorKind::InvalidData, error))
}

/// Writes `text`; a closed pipe or full disk on the way out leaves nobody to tell, so the
/// exit status stays that of the replay.
fn emit(out: &mut dyn Write, text: &str) {
    let _ = out.write_all(text.as_bytes());
}

#[cfg(test)]
#[path = "tests/lib.rs"]
mod tests;
