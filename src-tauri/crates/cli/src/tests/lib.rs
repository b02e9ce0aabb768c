//! Tests of `lib`.

use super::*;
use tableside_engine::ErrorCode;

fn run_words(words: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = words.iter().map(|w| (*w).to_owned()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = run(&args, &mut out, &mut err);
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn help_goes_to_stdout_and_a_usage_error_to_stderr() {
    let (status, out, _) = run_words(&["--help"]);
    assert_eq!((status, out.starts_with("tableside-cli:")), (0, true));
    let (status, out, err) = run_words(&["frobnicate"]);
    assert_eq!((status, out.is_empty()), (2, true));
    assert!(err.contains("unknown command `frobnicate`"), "{err}");
    assert!(err.contains("Usage:"), "{err}");
}

#[test]
fn a_missing_file_exits_with_2() {
    let (status, _, err) = run_words(&["replay", "/nonexistent/match.json"]);
    assert_eq!(status, 2);
    assert!(err.contains("cannot read /nonexistent/match.json"), "{err}");
}

#[test]
fn check_deck_reads_a_file_and_exits_by_legality() {
    let dir = std::env::temp_dir().join(format!("tableside-cli-deck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join("deck.json");
    std::fs::write(
        &path,
        r#"{"game": "conjure", "format": "conjure-standard", "cards": []}"#,
    )
    .expect("writes");
    let path = path.to_string_lossy().into_owned();
    let (status, out, err) = run_words(&["check-deck", &path]);
    assert_eq!(status, 1, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(report["problems"][0]["rule"], "CTC-DECK-1");
    let (status, _, err) = run_words(&["check-deck", "--game", "codex", &path]);
    assert_eq!(status, 2);
    assert!(err.contains("not `codex`"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn schema_prints_the_committed_schema() {
    let (status, out, _) = run_words(&["schema"]);
    assert_eq!(status, 0);
    assert_eq!(out, schema::match_schema());
}

/// Replays a match file of one entry, `entry`, and gives the exit status and standard error.
fn replay_one_entry(name: &str, entry: serde_json::Value) -> (u8, String) {
    let file = serde_json::json!({
        "format": "tableside-match", "version": 1,
        "setup": {"game": "conjure", "format": "conjure-standard", "players": ["Ana", "Ben"],
                  "seed": 11, "rules": {"starting_life": 30, "crystal_cap": 10, "deck_size": 20,
                  "starting_hand": 5, "hand_limit": 7}},
        "log": [entry],
    });
    let dir = std::env::temp_dir().join(format!("tableside-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join("match.json");
    std::fs::write(&path, file.to_string()).expect("written");
    let (status, _, err) = run_words(&["replay", path.to_str().expect("a UTF-8 path")]);
    let _ = std::fs::remove_dir_all(&dir);
    (status, err)
}

#[test]
fn a_refused_ruling_with_a_huge_note_is_told_in_a_few_lines() {
    let note = "n".repeat(1_000_000);
    let (status, err) = replay_one_entry(
        "huge-ruling",
        serde_json::json!({"seq": 0, "at_ms": 0, "random": [],
            "action": {"kind": "ruling", "note": note, "waive": [],
                       "play": {"game": "conjure", "type": "draw"}}}),
    );
    assert_eq!(status, 1, "{err}");
    assert!(err.len() < 2_000, "{} bytes to stderr", err.len());
    assert!(err.contains("1000000 characters"), "{err}");
}

#[test]
fn random_results_that_do_not_match_are_told_in_a_line() {
    let random: Vec<u32> = (0..100_000).collect();
    let (status, err) = replay_one_entry(
        "huge-dice",
        serde_json::json!({"seq": 0, "at_ms": 0, "random": random,
            "action": {"kind": "roll", "die": "d6", "player": null}}),
    );
    assert_eq!(status, 2, "{err}");
    assert!(err.len() < 500, "{} bytes to stderr", err.len());
    assert!(err.contains("100000 recorded, 1 given"), "{err}");
}

#[test]
fn search_finds_cards_by_fields_and_points_at_a_query_that_does_not_read() {
    let (status, out, err) = run_words(&[
        "search",
        "conjure",
        "k:creature",
        "(c:red or c:black)",
        "cost<=2",
        "--compact",
    ]);
    assert_eq!(status, 0, "{err}");
    let found: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let cards = found["cards"].as_array().expect("cards");
    assert!(!cards.is_empty());
    for card in cards {
        assert_eq!(card["kind"], "creature");
        assert!(
            card["attributes"]["cost"].as_i64().expect("a cost") <= 2,
            "{card}"
        );
        let colors = card["attributes"]["colors"].as_array().expect("colors");
        assert!(
            colors.contains(&"red".into()) || colors.contains(&"black".into()),
            "{card}"
        );
    }

    let (status, _, err) = run_words(&["search", "conjure", "k:creature colr:red"]);
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "  k:creature colr:red\n             ^^^^\nNo field “colr”: did you mean “color”?\n"
    );

    let (status, out, _) = run_words(&["search", "elestrals", "element:fire", "attack>=99"]);
    assert_eq!(status, 1, "nothing found");
    assert!(out.contains("\"cards\": []"), "{out}");

    let (status, _, err) = run_words(&["search", "codex", "x"]);
    assert_eq!(status, 2);
    assert!(err.contains("the games with cards are"), "{err}");
}

/// The legal elestrals-standard deck as a deck list.
fn elestrals_list() -> String {
    format!(
        "{}/tests/decks/elestrals-standard-list.txt",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn odds_prints_a_table_or_the_engines_odds_as_json() {
    let list = elestrals_list();
    let (status, out, err) = run_words(&["odds", "elestrals", "elestrals-standard", &list]);
    assert_eq!(status, odds::EXIT_SHOWN, "{err}");
    assert!(err.is_empty(), "a legal deck: {err}");
    assert!(
        out.starts_with("elestrals-standard: 40 cards in the main deck, 5 in the opening hand."),
        "{out}"
    );
    // 3 of 40 in 5 cards: 1 − C(37,5)/C(40,5) = 33.8 %; in 8 by turn 3: 49.8 %.
    let voltkit = out
        .lines()
        .find(|line| line.starts_with("Voltkit "))
        .expect("a row for Voltkit");
    assert!(
        voltkit.ends_with(" 1    33.8%        49.8%        49.8%"),
        "{voltkit}"
    );

    let (status, out, _) = run_words(&[
        "odds",
        "--compact",
        "elestrals",
        "elestrals-standard",
        &list,
    ]);
    assert_eq!(status, 0);
    assert_eq!(out.lines().count(), 1, "one JSON document on one line");
    let odds: tableside_engine::odds::DeckOdds = serde_json::from_str(&out).expect("the odds");
    assert_eq!((odds.deck_size, odds.hand), (40, 5));
    assert_eq!(
        odds.cards[0].by_turn.len() as u32,
        tableside_engine::odds::TURNS + 1
    );
}

#[test]
fn odds_of_a_bad_list_name_each_bad_line_and_exit_with_2() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("deck.txt");
    std::fs::write(&path, "Main Deck\n3 Voltkit\n3 Voltkitt\n\n2x\n").expect("written");
    let path = path.to_string_lossy().into_owned();
    let (status, out, err) = run_words(&["odds", "elestrals", "elestrals-standard", &path]);
    assert_eq!(status, odds::EXIT_INVALID);
    assert!(out.is_empty(), "{out}");
    assert_eq!(
        err,
        format!(
            "tableside-cli: {path}: line 3: no card is named `Voltkitt`\n\
             tableside-cli: {path}: line 5: a count with no card name after it\n"
        )
    );

    let (status, out, err) = run_words(&["odds", "elestrals", "elestrals-nope", &path]);
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(
        err.contains("`elestrals-nope` is not a elestrals format"),
        "{err}"
    );
    let (status, _, err) = run_words(&["odds", "codex", "x", &elestrals_list()]);
    assert_eq!(status, 2);
    assert!(err.contains("no cards to draw for `codex`"), "{err}");
    let (status, _, err) = run_words(&["odds", "--turns", "6", "conjure", "x", &path]);
    assert_eq!(status, 2);
    assert!(err.contains("from 1 to 5"), "{err}");
}

#[test]
fn odds_of_an_illegal_deck_are_printed_with_its_problems() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("deck.txt");
    std::fs::write(&path, "3 Voltkit\n37 elestrals-spirit-fire\n").expect("written");
    let path = path.to_string_lossy().into_owned();
    let (status, out, err) = run_words(&["odds", "elestrals", "elestrals-standard", &path]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("\nVoltkit "), "{out}");
    assert!(err.contains("not legal in elestrals-standard"), "{err}");
    // In the catalogs' English, as the deck builder words it.
    assert!(
        err.contains("  ELE-DECK-1: The Spirit Deck needs 20 cards; it holds 37.\n"),
        "{err}"
    );
}

/// The Codex scenario of a Teleport refused to the slot under the Soul's own (CDX-15.2), as a
/// version 2 file writes it (slots from 1) and as a version 1 file wrote it (slots from 0).
fn teleport_scenarios() -> [(&'static str, usize); 2] {
    [
        ("cdx-15-2-teleport-refused-to-the-slot-below.json", 1),
        ("version-1-file-counts-slots-from-0.json", 0),
    ]
}

fn codex_scenario(name: &str) -> serde_json::Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../tests/scenarios/codex")
        .join(name);
    serde_json::from_str(&std::fs::read_to_string(path).expect("reads")).expect("JSON")
}

/// Replays `file` with `--trace`: the exit status, the report and standard error.
fn replay_traced(name: &str, file: &serde_json::Value) -> (u8, serde_json::Value, String) {
    // Tests run side by side: each replay has a folder of its own.
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "tableside-cli-traced-{name}-{}-{run}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join("match.json");
    std::fs::write(&path, file.to_string()).expect("written");
    let (status, out, err) = run_words(&["replay", "--trace", path.to_str().expect("UTF-8")]);
    let _ = std::fs::remove_dir_all(&dir);
    (status, serde_json::from_str(&out).expect("a report"), err)
}

#[test]
fn cdx_15_2_a_refused_entry_is_told_with_the_codex_slots_its_file_numbers() {
    for (name, from) in teleport_scenarios() {
        let file = codex_scenario(name);
        let to = file["log"][3]["action"]["play"]["to"].clone();
        assert_eq!(
            to,
            serde_json::json!(3 + from),
            "{name} as the test knows it"
        );
        let (status, report, err) = replay_traced(name, &file);
        assert_eq!(status, 1, "{name}: {err}");
        assert_eq!(report["refused"]["rule"], "CDX-15.2", "{name}");
        assert_eq!(
            report["refused"]["action"], file["log"][3]["action"],
            "{name}: stdout"
        );

        // Standard error: the trace of each entry, then the refusal and its action.
        let recruits = [(1, "Scout"), (2, "Guard")];
        for (seq, soul) in recruits {
            let slot = file["log"][seq]["action"]["play"]["slot"].clone();
            let line = err
                .lines()
                .find(|line| line.starts_with(&format!("entry {seq}: ")))
                .unwrap_or_else(|| panic!("{name}: no trace of entry {seq}: {err}"));
            assert!(
                line.contains(&format!("\"slot\":{slot}")) && line.contains(soul),
                "{name}: the trace of entry {seq} numbers its slot {slot}: {line}"
            );
        }
        let trace = err
            .lines()
            .find(|line| line.starts_with("entry 3: "))
            .unwrap_or_else(|| panic!("{name}: no trace of entry 3: {err}"));
        let action = err
            .lines()
            .find_map(|line| line.trim_start().strip_prefix("action: "))
            .unwrap_or_else(|| panic!("{name}: no action line: {err}"));
        for (what, text) in [("the trace", trace), ("the action line", action)] {
            assert!(
                text.contains(&format!("\"to\":{to}")),
                "{name}: {what} numbers the slot {to}: {text}"
            );
        }
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(action).expect("the action as JSON"),
            file["log"][3]["action"],
            "{name}: the action line is the entry as written"
        );
    }
}

#[test]
fn cdx_15_2_a_step_written_to_be_refused_is_told_with_the_codex_slots_its_file_numbers() {
    for (name, from) in teleport_scenarios() {
        let written = codex_scenario(name);
        let teleport = written["log"][3]["action"].clone();
        let to = format!("\"to\":{}", 3 + from);

        // Refused as the file says: the trace tells the step as written.
        let mut file = written.clone();
        file["log"][3] = serde_json::json!({"action": teleport, "refused": {"rule": "CDX-15.2"}});
        let (status, _, err) = replay_traced(name, &file);
        assert_eq!(status, 0, "{name}: {err}");
        let as_expected = err
            .lines()
            .find(|line| line.starts_with("at the end: ") && line.contains("as expected"))
            .unwrap_or_else(|| panic!("{name}: no trace of the step: {err}"));
        assert!(as_expected.contains(&to), "{name}: {as_expected}");

        // Refused by another rule than the file says: the report and the action line tell it
        // as written.
        file["log"][3]["refused"]["rule"] = serde_json::json!("CDX-15.1");
        let (status, report, err) = replay_traced(name, &file);
        assert_eq!(status, 1, "{name}: {err}");
        assert_eq!(
            report["refused"]["code"],
            ErrorCode::RefusedOtherwise,
            "{name}"
        );
        assert_eq!(report["refused"]["action"], teleport, "{name}: stdout");
        let action = err
            .lines()
            .find_map(|line| line.trim_start().strip_prefix("action: "))
            .unwrap_or_else(|| panic!("{name}: no action line: {err}"));
        assert!(action.contains(&to), "{name}: {action}");
    }
}

#[test]
fn a_codex_teleport_naming_the_largest_seats_and_slots_is_refused_in_words() {
    // The largest seat a file may name, and numbers past every board, in a version 1 and a
    // version 2 file: each refused, worded, and never a panic.
    for (name, _) in teleport_scenarios() {
        for (field, value) in [
            ("by", serde_json::json!(i64::MAX)),
            ("by", serde_json::json!(u64::MAX)),
            ("to", serde_json::json!(i64::MAX)),
            ("to", serde_json::json!(u64::MAX)),
        ] {
            let mut file = codex_scenario(name);
            file["log"][3]["action"]["play"][field] = value.clone();
            let (status, report, err) = replay_traced(name, &file);
            assert_eq!(status, 1, "{name} {field} {value}: {err}");
            let message = report["refused"]["message"].as_str().expect("a message");
            assert!(!message.contains('-'), "{name} {field} {value}: {message}");
            assert_eq!(
                report["refused"]["action"], file["log"][3]["action"],
                "{name} {field} {value}: the entry as written"
            );
        }
        let mut file = codex_scenario(name);
        file["log"][3]["action"]["play"]["target"] =
            serde_json::json!({"kind": "leader", "player": i64::MAX});
        let (status, report, err) = replay_traced(name, &file);
        assert_eq!(status, 1, "{name}: {err}");
        let message = report["refused"]["message"].as_str().expect("a message");
        assert!(
            message.contains("Seat 9223372036854775808"),
            "{name}: {message}"
        );
    }
}
