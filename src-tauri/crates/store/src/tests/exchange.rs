//! Tests of `exchange`: every match out and into another database, recognised duplicates,
//! refusals that write nothing, and the CSV.

use super::*;
use crate::played::{self, End, Game};
use crate::HistoryFilter;
use tableside_engine::ErrorCode;

fn game<'a>(players: &'a [&'a str], end: End, n: i64) -> Game<'a> {
    Game {
        players,
        decks: Vec::new(),
        first: 0,
        end,
        at_ms: 1_700_000_000_000 + n * 3_600_000,
        minutes: 15,
    }
}

/// Three matches: one won with a deck, one conceded, one abandoned.
fn source() -> Store {
    let mut store = played::store();
    let towers = played::deck(&mut store, "Towers, \"big\"");
    let mut won = game(&["Ana", "Ben"], End::LifeOut(1), 0);
    won.decks = vec![Some(towers)];
    played::store_game(&mut store, &won, 1);
    played::store_game(&mut store, &game(&["Ben", "Chloé"], End::Concedes(1), 1), 2);
    let (open, _) = played::store_game(&mut store, &game(&["Ana", "Chloé"], End::InPlay, 2), 3);
    store.abandon_match(open).expect("abandons");
    store
}

fn summary_of(store: &Store) -> Vec<(String, MatchResult, Vec<Option<String>>)> {
    store
        .history(&HistoryFilter::default(), None, 50)
        .expect("pages")
        .entries
        .into_iter()
        .map(|e| {
            (
                e.seats
                    .iter()
                    .map(|s| s.name.clone())
                    .collect::<Vec<_>>()
                    .join(" v "),
                e.result,
                e.seats.iter().map(|s| s.deck_name.clone()).collect(),
            )
        })
        .collect()
}

#[test]
fn every_match_goes_to_another_database_as_it_was_and_only_once() {
    let from = source();
    let text = serde_json::to_string(&from.export_history().expect("exports")).expect("json");
    let mut to = played::store();
    let first = to.import_matches_text(&text, 5).expect("imports");
    assert_eq!((first.imported, first.already_present), (3, 0));
    assert_eq!(summary_of(&to), summary_of(&from));
    for id in &first.matches {
        assert_eq!(to.load_match(*id).expect("replays").log().len(), 2);
    }
    let again = to.import_matches_text(&text, 6).expect("imports");
    assert_eq!((again.imported, again.already_present), (0, 3));
    assert_eq!(again.matches, first.matches);
    assert_eq!(
        to.history(&HistoryFilter::default(), None, 50)
            .expect("pages")
            .entries
            .len(),
        3
    );
}

#[test]
fn a_single_match_file_imports_too() {
    let from = source();
    let id = from
        .history(&HistoryFilter::default(), None, 1)
        .expect("pages")
        .entries[0]
        .id;
    let text = serde_json::to_string(&from.export_match(id).expect("exports")).expect("json");
    let mut to = played::store();
    let summary = to.import_matches_text(&text, 5).expect("imports");
    assert_eq!((summary.imported, summary.already_present), (1, 0));
}

#[test]
fn a_tampered_file_is_refused_whole_with_the_place_and_nothing_is_written() {
    let from = source();
    let mut file = from.export_history().expect("exports");
    // The second match's first entry now names a seat the match does not have.
    file.matches[1].file.log[0].action =
        played::play(tableside_engine::games::conjure::Action::SetFirstPlayer { player: 7 });
    let text = serde_json::to_string(&file).expect("json");
    let mut to = played::store();
    let error = to.import_matches_text(&text, 5).expect_err("refused");
    assert_eq!(error.code(), ErrorCode::ReplayRefused);
    assert!(
        error.to_string().starts_with("match 2 of the file"),
        "{error}"
    );
    assert!(to
        .history(&HistoryFilter::default(), None, 50)
        .expect("pages")
        .entries
        .is_empty());
    assert!(to.list_players().expect("lists").is_empty());
}

#[test]
fn text_that_is_not_a_match_file_says_where() {
    let mut to = played::store();
    let error = to
        .import_matches_text(
            "{\"format\": \"tableside-history\", \"version\": 1, \"matches\": [{\"match\": 3}]}",
            0,
        )
        .expect_err("refused");
    assert_eq!(error.code(), ErrorCode::StoreInvalidMatchFile);
    assert!(error.to_string().contains("matches[0].match"), "{error}");
    let error = to.import_matches_text("not json", 0).expect_err("refused");
    assert_eq!(error.code(), ErrorCode::StoreInvalidMatchFile);
    let error = to
        .import_matches_text(
            "{\"format\": \"tableside-history\", \"version\": 9, \"matches\": []}",
            0,
        )
        .expect_err("refused");
    assert!(error.to_string().contains("version 9"), "{error}");
}

#[test]
fn the_csv_has_a_row_per_seat_with_utc_times_and_quoted_names() {
    let store = source();
    let csv_text = store
        .history_csv(&HistoryFilter::default())
        .expect("writes");
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let header = reader.headers().expect("a header").clone();
    assert_eq!(&header[1], "started_utc");
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    assert_eq!(rows.len(), 6, "two seats for each of three matches");
    // Oldest last: the won match, Ana's seat.
    let ana = &rows[4];
    assert_eq!(&ana[1], "2023-11-14T22:13:20Z");
    assert_eq!(&ana[6], "Ana");
    assert_eq!(&ana[7], "Towers, \"big\"");
    assert_eq!(&ana[8], "yes");
    assert_eq!(&ana[9], "win");
    assert_eq!(&ana[10], "won");
    assert_eq!(&ana[12], "15.0");
    assert_eq!(&header[13], "length_minutes");
    // From the first entry to the last, Ana's turn the whole time: her one turn took it all.
    assert_eq!((&ana[13], &ana[14], &ana[15]), ("15.0", "15.0", "900"));
    let ben = &rows[5];
    assert_eq!(&ben[6], "Ben");
    assert_eq!((&ben[14], &ben[15]), ("0.0", ""), "no turn of his own");
    assert_eq!(&rows[0][10], "abandoned");
    assert_eq!(&rows[0][9], "");
}

#[test]
fn a_match_whose_log_no_longer_replays_keeps_its_csv_rows_with_its_times_left_empty() {
    let store = source();
    // An entry the engine can no longer read, as a damaged or hand-edited file may leave.
    store
        .conn
        .execute(
            "UPDATE match_actions SET action_json = '{\"kind\": \"no_such_action\"}'
             WHERE match_id = (SELECT min(id) FROM matches) AND seq = 0",
            [],
        )
        .expect("writes");

    let csv_text = store
        .history_csv(&HistoryFilter::default())
        .expect("the rest still exports");

    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    assert_eq!(rows.len(), 6, "every seat of every match");
    let broken: Vec<&csv::StringRecord> = rows.iter().filter(|row| row[13].is_empty()).collect();
    assert_eq!(broken.len(), 2, "the broken match's two seats, times empty");
    assert!(broken
        .iter()
        .all(|row| row[14].is_empty() && row[15].is_empty()));
}
