//! Tests of `args`.

use super::*;

fn parsed(words: &[&str]) -> Result<Command, String> {
    parse(&words.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>()).map_err(|e| e.to_string())
}

#[test]
fn replay_takes_one_file_and_an_optional_flag() {
    assert_eq!(
        parsed(&["replay", "m.json"]),
        Ok(Command::Replay {
            file: "m.json".into(),
            compact: false,
            trace: false,
        })
    );
    assert_eq!(
        parsed(&["replay", "--compact", "-"]),
        Ok(Command::Replay {
            file: "-".into(),
            compact: true,
            trace: false,
        })
    );
    assert_eq!(
        parsed(&["replay", "--trace", "m.json"]),
        Ok(Command::Replay {
            file: "m.json".into(),
            compact: false,
            trace: true,
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

#[test]
fn history_commands_need_a_database_and_read_their_options() {
    assert_eq!(
        parsed(&["export", "--db", "t.db", "--match", "7"]),
        Ok(Command::Export {
            db: "t.db".into(),
            what: ExportWhat::Match(7)
        })
    );
    assert_eq!(
        parsed(&["export", "--csv", "--db", "t.db"]),
        Ok(Command::Export {
            db: "t.db".into(),
            what: ExportWhat::Csv
        })
    );
    assert!(parsed(&["export", "--csv"]).is_err_and(|e| e.contains("--db")));
    assert!(parsed(&["export", "--db", "t.db", "--csv", "--match", "1"]).is_err());
    assert!(parsed(&["export", "--db", "t.db", "--match", "seven"]).is_err());
    assert_eq!(
        parsed(&["import", "--db", "t.db", "-"]),
        Ok(Command::Import {
            db: "t.db".into(),
            file: "-".into()
        })
    );
    assert!(parsed(&["import", "--db", "t.db"]).is_err());
    assert_eq!(
        parsed(&[
            "stats",
            "--db",
            "t.db",
            "--player",
            "Ana",
            "--opponent",
            "Ben"
        ]),
        Ok(Command::Stats {
            db: "t.db".into(),
            game: None,
            format: None,
            player: Some("Ana".into()),
            opponent: Some("Ben".into()),
            compact: false
        })
    );
    assert!(parsed(&["stats", "--db", "t.db", "--opponent", "Ben"]).is_err());
    assert!(parsed(&["stats", "--db", "t.db", "--deck", "x"]).is_err_and(|e| e.contains("--deck")));
}

#[test]
fn an_option_takes_its_value_after_an_equals_sign_too() {
    assert_eq!(
        parsed(&["check-deck", "--players=3", "--game=conjure", "d.json"]),
        Ok(Command::CheckDeck {
            file: "d.json".into(),
            game: Some("conjure".into()),
            format: None,
            players: Some(3),
            date: None,
            compact: false
        })
    );
    assert_eq!(
        parsed(&["stats", "--db=t.db", "--player=Ana"]).map(|c| matches!(c, Command::Stats { .. })),
        Ok(true)
    );
}

#[test]
fn each_way_a_line_is_wrong_has_its_own_error() {
    let words = |w: &[&str]| w.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    assert_eq!(parse(&words(&[])), Err(UsageError::NoCommand));
    assert_eq!(
        parse(&words(&["replay", "a.json", "b.json"])),
        Err(UsageError::Extra {
            command: "replay",
            allowed: "one file",
            extra: "b.json".into()
        })
    );
    assert_eq!(
        parse(&words(&["replay", "--pretty", "a.json"])),
        Err(UsageError::UnknownOption {
            command: "replay",
            option: "--pretty".into()
        })
    );
    assert_eq!(
        parse(&words(&["check-deck", "--format"])),
        Err(UsageError::MissingValue("--format".into()))
    );
    assert_eq!(
        parse(&words(&["export", "--db", "t.db", "--match", "seven"])),
        Err(UsageError::BadValue {
            flag: "--match",
            wanted: "a match ID",
            value: "seven".into()
        })
    );
    assert_eq!(
        parse(&words(&["export", "--db", "t.db", "--csv", "--match", "1"])),
        Err(UsageError::Conflict("--match", "--csv"))
    );
    assert!(matches!(
        parse(&words(&["replay", "--compact=yes", "a.json"])),
        Err(UsageError::Unreadable(_))
    ));
}

#[test]
fn search_takes_a_game_then_the_query_in_one_or_many_words() {
    assert_eq!(
        parsed(&["search", "conjure", "c:red", "cost<=2", "--limit", "5"]),
        Ok(Command::Search {
            game: "conjure".into(),
            query: "c:red cost<=2".into(),
            db: None,
            limit: 5,
            compact: false,
        })
    );
    assert_eq!(
        parsed(&[
            "search",
            "--db",
            "t.sqlite3",
            "--compact",
            "elestrals",
            "e:fire or e:water"
        ]),
        Ok(Command::Search {
            game: "elestrals".into(),
            query: "e:fire or e:water".into(),
            db: Some("t.sqlite3".into()),
            limit: crate::args::SEARCH_LIMIT,
            compact: true,
        })
    );
    assert!(parsed(&["search"]).is_err());
    assert!(parsed(&["search", "conjure", "x", "--limit", "many"]).is_err());
}

#[test]
fn odds_takes_a_game_a_format_and_a_deck_list() {
    assert_eq!(
        parsed(&["odds", "elestrals", "elestrals-standard", "deck.txt"]),
        Ok(Command::Odds {
            game: "elestrals".into(),
            format: "elestrals-standard".into(),
            list: "deck.txt".into(),
            db: None,
            turn: ODDS_TURN,
            compact: false,
        })
    );
    assert_eq!(
        parsed(&[
            "odds",
            "--turns",
            "5",
            "conjure",
            "--db=t.sqlite3",
            "conjure-standard",
            "--compact",
            "-"
        ]),
        Ok(Command::Odds {
            game: "conjure".into(),
            format: "conjure-standard".into(),
            list: "-".into(),
            db: Some("t.sqlite3".into()),
            turn: 5,
            compact: true,
        })
    );
    assert_eq!(parsed(&["odds", "--help"]), Ok(Command::Help));
}

#[test]
fn odds_refuses_a_line_it_cannot_read() {
    let words = |w: &[&str]| w.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    let missing = Err(UsageError::Missing {
        command: "odds",
        what: "a game, a format and a deck list",
    });
    assert_eq!(parse(&words(&["odds"])), missing);
    assert_eq!(
        parse(&words(&["odds", "conjure", "conjure-standard"])),
        missing
    );
    assert_eq!(
        parse(&words(&[
            "odds",
            "conjure",
            "conjure-standard",
            "a.txt",
            "b.txt"
        ])),
        Err(UsageError::Extra {
            command: "odds",
            allowed: "a game, a format and one deck list",
            extra: "b.txt".into()
        })
    );
    for turns in ["0", "6", "three", "-1"] {
        assert_eq!(
            parse(&words(&[
                "odds",
                "--turns",
                turns,
                "conjure",
                "conjure-standard",
                "d.txt"
            ])),
            Err(UsageError::OutOfRange {
                flag: "--turns",
                min: 1,
                max: 5,
                value: turns.into()
            })
        );
    }
    assert_eq!(
        parsed(&[
            "odds",
            "--turns",
            "9",
            "conjure",
            "conjure-standard",
            "d.txt"
        ]),
        Err("`--turns` takes a number from 1 to 5, not `9`".into())
    );
    assert_eq!(
        parse(&words(&["odds", "--turns"])),
        Err(UsageError::MissingValue("--turns".into()))
    );
    assert_eq!(
        parse(&words(&[
            "odds",
            "--limit",
            "3",
            "conjure",
            "conjure-standard",
            "d.txt"
        ])),
        Err(UsageError::UnknownOption {
            command: "odds",
            option: "--limit".into()
        })
    );
}
