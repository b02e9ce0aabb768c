//! The window's door to the commands: one Tauri command, `call`, that runs any command of the
//! list (`tableside_core::commands`) by name on a worker thread.
//!
//! Tauri runs a plain command on the window's main thread, so a long one (a card import, a
//! history export) used to freeze the window and hold every other command behind it. `call` is
//! async and hands the work to Tauri's pool of blocking threads: the window keeps drawing and
//! answering while it runs, and the state's locks decide what waits for what
//! (`tableside_core::state`).
//! One Tauri command also means one permission and one capability line, whatever the list holds.
//!
//! Besides the list, the window sends one report of its own: the moments of its start-up, once
//! its first screen is drawn ([`FIRST_FRAME`]). It is the desktop window's, for measuring its
//! start-up, not a command of the app: the browser build and a shared table's phones neither
//! send nor know it.

use std::collections::BTreeMap;
use std::str::FromStr;

use tauri::ipc::{Channel, JavaScriptChannelId, Response};
use tauri::{AppHandle, Manager, Runtime, Webview};

use tableside_core::ipc::IpcError;
use tableside_core::{dispatch, AppState, Caller, Ctx};
use tableside_engine::ErrorCode;

/// Runs `command` with `args` for the window, the host: its answer as the command's JSON.
/// `progress`, when given, is a channel the page opened for a long command's progress.
#[tauri::command]
pub(crate) async fn call<R: Runtime>(
    app: AppHandle<R>,
    webview: Webview<R>,
    command: String,
    args: serde_json::Value,
    progress: Option<String>,
) -> Result<Response, IpcError> {
    if command == FIRST_FRAME {
        return report_first_frame(args).map(|()| Response::new("null".to_owned()));
    }
    let channel: Option<Channel<tableside_store::Progress>> = match progress {
        Some(id) => Some(
            JavaScriptChannelId::from_str(&id)
                .map_err(|error| IpcError::new(ErrorCode::CommandArgs, error))?
                .channel_on(webview),
        ),
        None => None,
    };
    let work = tauri::async_runtime::spawn_blocking(move || {
        let state = app.state::<AppState>();
        let report = |progress| {
            if let Some(channel) = &channel {
                // A page that has gone away no longer wants to know.
                let _ = channel.send(progress);
            }
        };
        let quit = || app.exit(0);
        dispatch(
            &Ctx::new(&state, Caller::Host, &report, &quit),
            &command,
            args,
        )
    });
    let answer = work.await.map_err(|error| {
        IpcError::new(
            ErrorCode::CommandFailed,
            format!("the command stopped: {error}"),
        )
    })??;
    Ok(Response::new(answer))
}

/// The name the window's start-up report comes under (`ui/src/lib/firstFrame.ts`).
const FIRST_FRAME: &str = "first_frame";

/// The window's start-up, sent once on the frame after its first screen is drawn, with its
/// moments (milliseconds since the page began loading, by step). Only a measurement listens
/// (`cargo xtask bench` sets `TABLESIDE_REPORT_FIRST_FRAME` and times the app from its start to
/// the line `first-frame` on standard output); otherwise it does nothing.
fn report_first_frame(args: serde_json::Value) -> Result<(), IpcError> {
    if std::env::var_os("TABLESIDE_REPORT_FIRST_FRAME").is_none() {
        return Ok(());
    }
    #[derive(serde::Deserialize)]
    struct Report {
        marks: BTreeMap<String, f64>,
    }
    let report: Report = serde_json::from_value(args).map_err(|error| {
        IpcError::new(
            ErrorCode::CommandArgs,
            format!("a start-up report: {error}"),
        )
    })?;
    let steps: Vec<String> = report
        .marks
        .iter()
        .map(|(step, ms)| format!("{step} {ms:.0}"))
        .collect();
    println!("start-up marks (ms into the page): {}", steps.join(", "));
    println!("first-frame");
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};
    use tableside_engine::ErrorCode;

    use crate::test_support::TestApp;

    #[test]
    fn the_window_is_granted_the_one_command_and_nothing_else() {
        let capability: Value = serde_json::from_str(include_str!("../capabilities/default.json"))
            .expect("the capability is JSON");
        assert_eq!(capability["permissions"], json!(["allow-call"]));
        let build = include_str!("../build.rs");
        assert!(
            build.contains(r#"const COMMANDS: &[&str] = &["call"];"#),
            "build.rs declares the one command"
        );
    }

    #[test]
    fn the_window_reaches_a_command_of_the_list_and_gets_its_errors_whole() {
        let app = TestApp::new();
        let games: Value = app.call("list_games", json!({}));
        assert!(games.as_array().is_some_and(|games| !games.is_empty()));
        let refused = app
            .invoke("open_match", json!({ "id": 404 }))
            .expect_err("no such match");
        assert_eq!(refused["code"], ErrorCode::StoreNotFound, "{refused}");
        let unknown = app
            .invoke("no_such_command", json!({}))
            .expect_err("not a command");
        assert_eq!(unknown["code"], ErrorCode::CommandUnknown, "{unknown}");
    }

    #[test]
    fn the_windows_start_up_report_is_taken_and_is_no_command_of_the_list() {
        let app = TestApp::new();
        let taken: Value = app.call("first_frame", json!({ "marks": { "home_drawn": 120.0 } }));
        assert_eq!(taken, Value::Null);
        assert!(
            !tableside_core::commands::NAMES.contains(&"first_frame"),
            "a measurement, not a command the other transports serve"
        );
    }
}
