//! Tests of `history`: a database's matches out, into another database, and its statistics.

use super::*;
use tableside_engine::games::conjure;
use tableside_engine::{Action, GameAction, Match, Setup};

fn database_with_a_match(path: &Path) {
    let mut store = open(path).expect("opens");
    let setup = Setup {
        game: GameId::Conjure,
        format: "conjure-standard".into(),
        players: vec!["Ana".into(), "Ben".into()],
        seed: 3,
        rules: serde_json::Value::Null,
    };
    let id = store.create_match(&setup, 1_000).expect("creates");
    let mut live = Match::new(setup).expect("starts");
    live.apply(
        Action::Play {
            play: GameAction::Conjure(conjure::Action::Concede { player: 1 }),
        },
        2_000,
    )
    .expect("concedes");
    store.append_action(id, &live).expect("appends");
    store.close().expect("closes");
}

#[test]
fn a_missing_database_is_an_error_not_a_new_file() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("none.db");
    assert!(open_existing(&path)
        .err()
        .is_some_and(|e| e.to_string().contains("no such database")));
    assert!(!path.exists());
}

#[test]
fn the_export_imports_into_another_database_and_the_statistics_count_it() {
    let dir = tempfile::tempdir().expect("a folder");
    let from = dir.path().join("from.db");
    database_with_a_match(&from);
    let store = open_existing(&from).expect("opens");
    let text = export(&store, &ExportWhat::All).expect("exports");
    let stats = stats(&store, Some("conjure"), None, Some("ana"), None).expect("stats");
    assert_eq!((stats.record.wins, stats.record.losses), (1, 0));
    assert!(super::stats(&store, Some("chess"), None, None, None).is_err());
    assert!(super::stats(&store, None, None, Some("Zoë"), None)
        .err()
        .is_some_and(|e| e.to_string().contains("Zoë")));
    let csv = export(&store, &ExportWhat::Csv).expect("exports");
    assert_eq!(csv.lines().count(), 3);

    let mut to = open(&dir.path().join("to.db")).expect("opens");
    let summary = to.import_matches_text(&text, 0).expect("imports");
    assert_eq!(summary.imported, 1);
}
