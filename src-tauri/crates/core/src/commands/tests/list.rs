//! Tests of the command list and its one door, `dispatch`.

use serde_json::{json, Value};

use tableside_engine::{ErrorCode, GameId};
use tableside_store::MatchId;

use super::{
    call, camel_case, dispatch, scope_of, Caller, Command, Ctx, DeviceCaller, Scope, NAMES,
};
use crate::ipc::NewMatch;
use crate::state::AppState;
use crate::test_support::TestApp;

/// Runs `command` as the host, or as a seated device of a table sharing match 42, with no one
/// listening to progress.
fn run(state: &AppState, caller: Scope, command: &str, args: Value) -> Result<Value, ErrorCode> {
    let caller = match caller {
        Scope::Host => Caller::Host,
        Scope::Table => Caller::Device(DeviceCaller {
            table: MatchId(42),
            seat: Some(0),
            seat_freed: false,
            seat_unknown: false,
        }),
    };
    let ctx = Ctx::new(state, caller, &|_| {}, &|| {});
    dispatch(&ctx, command, args)
        .map(|json| serde_json::from_str(&json).expect("the answer is JSON"))
        .map_err(|error| error.code)
}

#[test]
fn every_command_is_listed_once_with_a_scope() {
    let mut seen = std::collections::HashSet::new();
    for name in NAMES {
        assert!(seen.insert(name), "{name} is listed twice");
        assert!(scope_of(name).is_some(), "{name} has no scope");
    }
    assert_eq!(scope_of("no_such_command"), None);
}

#[test]
fn a_name_that_is_not_a_command_is_refused_with_its_name_cut_short() {
    let app = TestApp::new();
    let long = "x".repeat(10_000);
    let error = app.invoke(&long, json!({})).expect_err("no such command");
    assert_eq!(error["code"], ErrorCode::CommandUnknown);
    let message = error["message"].as_str().expect("a message");
    assert!(message.chars().count() < 200, "{message}");
}

#[test]
fn bad_arguments_name_the_argument_and_stay_short() {
    let app = TestApp::new();
    let huge = "y".repeat(100_000);
    let error = app
        .invoke("open_match", json!({ "id": huge }))
        .expect_err("an ID is a number");
    assert_eq!(error["code"], ErrorCode::CommandArgs);
    let message = error["message"].as_str().expect("a message");
    assert!(message.contains("id"), "{message}");
    assert!(message.chars().count() < 400, "{message}");

    let missing = app
        .invoke("open_match", json!({}))
        .expect_err("an ID is needed");
    assert_eq!(missing["code"], ErrorCode::CommandArgs);
}

#[test]
fn a_command_without_arguments_may_be_sent_none() {
    let state = AppState::in_memory();
    let games = run(&state, Scope::Host, "list_games", Value::Null).expect("answers");
    assert!(games.as_array().is_some_and(|games| !games.is_empty()));
}

#[test]
fn a_seat_may_play_its_table_but_not_reach_the_hosts_data() {
    let state = AppState::in_memory();
    for name in NAMES {
        if scope_of(name) == Some(Scope::Host) {
            assert_eq!(
                run(&state, Scope::Table, name, json!({})),
                Err(ErrorCode::CommandNotOffered),
                "{name} is the host's"
            );
        }
    }
    // A table command runs for a seat: it answers, or fails on its arguments, never on scope.
    let games = run(&state, Scope::Table, "list_games", json!({})).expect("a seat lists games");
    assert!(games.as_array().is_some());
    assert_eq!(
        run(&state, Scope::Table, "open_match", json!({ "id": 42 })),
        Err(ErrorCode::StoreNotFound)
    );
}

#[test]
fn a_call_built_from_a_commands_arguments_is_the_one_its_caller_reads() {
    let state = AppState::in_memory();
    let owned = call::set_owned {
        game: GameId::Conjure,
        card_id: "conjure-forge-hall-brawler".to_owned(),
        count: 2,
    };
    let args = serde_json::to_value(&owned).expect("arguments write as JSON");
    assert_eq!(
        args,
        json!({"game": "conjure", "cardId": "conjure-forge-hall-brawler", "count": 2}),
        "named as the UI names them"
    );
    run(&state, Scope::Host, call::set_owned::NAME, args).expect("the host reads the call");

    let started = call::new_match {
        request: NewMatch {
            game: GameId::Conjure,
            format: "conjure-standard".to_owned(),
            players: vec!["Ana".to_owned(), "Ben".to_owned()],
            decks: None,
            house_rules: None,
        },
    };
    let snapshot = run(
        &state,
        Scope::Host,
        call::new_match::NAME,
        to_args(&started),
    )
    .expect("the host reads the call");
    let id: MatchId = serde_json::from_value(snapshot["id"].clone()).expect("a match ID");
    let asked = call::table_since {
        id,
        seen: 0,
        wait: false,
    };
    let answer = run(
        &state,
        Scope::Host,
        call::table_since::NAME,
        to_args(&asked),
    )
    .expect("answers");
    let change: <call::table_since as Command>::Answer =
        serde_json::from_value(answer).expect("the answer reads as the command's type");
    assert_eq!(change.id, id);
}

fn to_args(call: &impl Command) -> Value {
    serde_json::to_value(call).expect("arguments write as JSON")
}

#[test]
fn argument_names_are_written_as_the_ui_writes_them() {
    assert_eq!(camel_case("house_rules"), "houseRules");
    assert_eq!(camel_case("id"), "id");
    assert_eq!(camel_case("a_b_c"), "aBC");
}

#[test]
fn a_commands_function_in_the_ui_takes_its_arguments_in_order_and_may_leave_out_trailing_nulls() {
    let doc = [
        r#"doc = r" What a table lacks;""#,
        r#"doc = r" with `wait`, once it changed.""#,
    ];
    let act = super::wrapper(
        "table_since",
        &doc,
        &[
            ("id", "MatchId".to_owned()),
            ("seen", "number | null".to_owned()),
            ("house_rules", "HouseRules | null".to_owned()),
        ],
    );
    assert_eq!(
        act,
        "    /**\n     * What a table lacks;\n     * with `wait`, once it changed.\n     */\n    \
         tableSince: (id: MatchId, seen: number | null = null, houseRules: HouseRules | null = null, \
         onProgress?: (progress: Progress) => void) => call(\"table_since\", { id, seen, houseRules }, onProgress),"
    );
    // A `null`able argument before a required one must still be given.
    let history = super::wrapper(
        "history",
        &[],
        &[
            ("after", "HistoryCursor | null".to_owned()),
            ("limit", "number".to_owned()),
        ],
    );
    assert!(
        history.contains("(after: HistoryCursor | null, limit: number, onProgress"),
        "{history}"
    );
    assert!(super::wrapper("quit_app", &[], &[]).contains("quitApp: (onProgress"));
}
