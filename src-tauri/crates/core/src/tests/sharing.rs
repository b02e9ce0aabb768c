//! Tests of `sharing`: the notices, as the host writes them and a device reads them.

use std::borrow::Cow;

use tableside_share::protocol::{Notice, BEHIND};
use tableside_store::MatchId;

use super::TableNotice;
use crate::state::AppState;

#[test]
fn a_changed_notice_reads_back_as_it_was_written_with_its_update() {
    let state = AppState::in_memory();
    let games = state.list_games().expect("games");
    let game = games
        .iter()
        .find(|game| game.info.playable && !game.formats.is_empty())
        .expect("a playable game");
    let started = state
        .new_match(crate::ipc::NewMatch {
            game: game.info.id,
            format: game.formats[0].id.clone(),
            players: vec!["Ana".into(), "Ben".into()],
            decks: None,
            house_rules: None,
        })
        .expect("a match");
    let update = state
        .table_since(started.id, 0, false)
        .expect("the table")
        .update;
    let written = TableNotice::Changed {
        match_id: started.id,
        log: update.log_len,
        update: Some(Cow::Borrowed(&update)),
        to_act: Some(1),
    };
    let text = serde_json::to_string(&written).expect("a notice writes");
    let read: TableNotice = serde_json::from_str(&text).expect("and reads");
    assert_eq!(read, written);
    assert!(text.contains(r#""kind":"changed","match":"#), "{text}");
}

#[test]
fn a_notice_without_its_update_reads_as_one_to_ask_after() {
    let read: TableNotice =
        serde_json::from_str(r#"{"kind":"changed","match":4,"log":3}"#).expect("reads");
    assert_eq!(
        read,
        TableNotice::Changed {
            match_id: MatchId(4),
            log: 3,
            update: None,
            to_act: None
        }
    );
}

#[test]
fn the_servers_own_notice_of_missed_notices_is_a_table_notice() {
    let notice: Notice = serde_json::from_str(BEHIND).expect("the server's notice");
    let read: TableNotice = serde_json::from_value(notice.notice).expect("a table notice");
    assert_eq!(read, TableNotice::Behind);
    let moved = serde_json::to_string(&TableNotice::Moved {
        match_id: MatchId(9),
    })
    .expect("writes");
    assert_eq!(moved, r#"{"kind":"moved","match":9}"#);
}
