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
  tableside-cli schema
      Prints the JSON Schema of match files.
  tableside-cli --help | --version

Exit status of `replay`:
  0  every entry of the log applied.
  1  an entry was refused: standard output has the state before it and \"refused\",
     standard error names the entry, its action, the refusal code and the rule.
  2  the file is not a valid match file: not JSON, another format or version, a value
     that does not fit the schema, a setup the engine refuses, entries out of order,
     or recorded random results that differ from what the seed gives (an edited log).
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
