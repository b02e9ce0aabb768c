//! The window's door to the commands: one Tauri command, `call`, that runs any command of the
//! list (`list.rs`) by name on a worker thread.
//!
//! Tauri runs a plain command on the window's main thread, so a long one (a card import, a
//! history export) used to freeze the window and hold every other command behind it. `call` is
//! async and hands the work to Tauri's pool of blocking threads: the window keeps drawing and
//! answering while it runs, and the state's locks decide what waits for what (`state.rs`).
//! One Tauri command also means one permission and one capability line, whatever the list holds.

use std::str::FromStr;

use tauri::ipc::{Channel, JavaScriptChannelId, Response};
use tauri::{AppHandle, Manager, Runtime, Webview};

use super::{dispatch, Caller, Ctx};
use crate::ipc::IpcError;
use crate::state::AppState;

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
    let channel: Option<Channel<tableside_store::Progress>> = match progress {
        Some(id) => Some(
            JavaScriptChannelId::from_str(&id)
                .map_err(|error| IpcError::new("COMMAND_ARGS", error))?
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
        IpcError::new("COMMAND_FAILED", format!("the command stopped: {error}"))
    })??;
    Ok(Response::new(answer))
}
