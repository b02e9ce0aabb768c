//! Tableside in a browser: the app's core (`tableside-core`) compiled to WebAssembly and run in
//! a dedicated Web Worker, which the page sends each command to (`ui/web/worker.js`). The
//! database is SQLite on the origin private file system (OPFS), through the "sahpool" VFS:
//! synchronous access handles that only a dedicated worker may hold, so that every action is
//! committed before the worker answers, as on the desktop.
//!
//! The worker holds the file's handles while it runs; a second tab of the app cannot have
//! them, and is told so (`STORE_OPEN_ELSEWHERE`) instead of waiting or sharing the file.
//! Where there is no OPFS at all (an insecure page, an old browser), the page offers a table
//! kept in memory for this visit only ([`Backend::for_this_visit`]).

#![cfg(all(target_arch = "wasm32", target_os = "unknown"))]

use sqlite_wasm_vfs::sahpool::{install, OpfsSAHError, OpfsSAHPoolCfgBuilder};
use tableside_core::ipc::ErrorCode;
use tableside_core::ipc::IpcError;
use tableside_core::{dispatch, AppState, Caller, Ctx};
use wasm_bindgen::prelude::*;

/// The database's name in the VFS's pool.
const DATABASE: &str = "/tableside.sqlite3";

/// The OPFS folder the pool keeps its files in.
const POOL_FOLDER: &str = ".tableside";

/// Free files the pool keeps beyond those in use (the pool never grows by itself: a file
/// created in a full pool fails).
const SPARE_FILES: u32 = 10;

pub mod pool;

/// The app's core behind the worker's messages.
#[wasm_bindgen]
pub struct Backend {
    state: AppState,
    kept: bool,
}

#[wasm_bindgen]
impl Backend {
    /// Opens the app's database on the origin private file system, creating it on the first
    /// visit. Rejects with an `IpcError` as JSON: `STORE_OPEN_ELSEWHERE` while another tab
    /// holds the database, `STORE_NO_OPFS` where the browser has no such file system here.
    pub async fn open() -> Result<Backend, JsValue> {
        let pool = OpfsSAHPoolCfgBuilder::new().directory(POOL_FOLDER).build();
        let pool = install::<sqlite_wasm_rs::WasmOsCallback>(&pool, true)
            .await
            .map_err(|error| rejection(&unopened(error)))?;
        // Room, beyond the files kept already, for what a start may write: the database, its
        // log and journal, a copy kept before a migration, and a damaged database set aside
        // with its log and read again from a scratch copy.
        let room = pool.count() + SPARE_FILES;
        pool.reserve_minimum_capacity(room)
            .await
            .map_err(|error| rejection(&unopened(error)))?;
        pool::keep(pool);
        Ok(Backend {
            state: AppState::open_in_vfs(DATABASE, Box::new(pool::PoolFiles)),
            kept: true,
        })
    }

    /// A database in memory, for a browser that cannot keep one: the table lasts this visit.
    #[wasm_bindgen(js_name = forThisVisit)]
    pub fn for_this_visit() -> Backend {
        Backend {
            state: AppState::in_memory(),
            kept: false,
        }
    }

    /// Whether the database is kept on the device (`false`: for this visit only).
    #[wasm_bindgen(getter)]
    pub fn kept(&self) -> bool {
        self.kept
    }

    /// Runs `command` with `args` (JSON text, an object keyed by the UI's names) as the app's
    /// own screen, the host: its answer as JSON text, or a rejection with the `IpcError` as
    /// JSON text. `progress` hears a long command's progress, as JSON text.
    pub fn call(
        &self,
        command: &str,
        args: &str,
        progress: Option<js_sys::Function>,
    ) -> Result<String, JsValue> {
        let args: serde_json::Value = serde_json::from_str(args).map_err(|error| {
            rejection(&IpcError::new(
                ErrorCode::CommandArgs,
                format!("`{command}` was given arguments that are not JSON: {error}"),
            ))
        })?;
        let report = |step: tableside_store::Progress| {
            if let (Some(progress), Ok(text)) = (&progress, serde_json::to_string(&step)) {
                // A page that stopped listening no longer wants to know.
                let _ = progress.call1(&JsValue::NULL, &JsValue::from_str(&text));
            }
        };
        // A page cannot quit the browser; the screen that asks says so itself.
        let quit = || {};
        let ctx = Ctx::new(&self.state, Caller::Host, &report, &quit);
        dispatch(&ctx, command, args).map_err(|error| rejection(&error))
    }

    /// Closes the database, as the page goes away: every command after it answers
    /// `STORE_CLOSED`, and the file's handles are the next tab's.
    pub fn close(&self) {
        self.state.close();
    }
}

/// Why the database could not be opened, as the page is told.
fn unopened(error: OpfsSAHError) -> IpcError {
    match error {
        // Another tab's worker holds the files' access handles: they are one holder's at a time.
        OpfsSAHError::CreateSyncAccessHandle(_) => IpcError::new(
            ErrorCode::StoreOpenElsewhere,
            "Tableside is open in another tab or window of this browser",
        ),
        OpfsSAHError::NotSupported | OpfsSAHError::GetDirHandle(_) => IpcError::new(
            ErrorCode::StoreNoOpfs,
            "this browser keeps no files for this page (a private window, an insecure address, or an old browser)",
        ),
        other => IpcError::new(
            ErrorCode::StoreIo,
            format!("the browser's file system refused the database: {other}"),
        ),
    }
}

/// An error as the worker rejects with it: the `IpcError` as JSON text.
fn rejection(error: &IpcError) -> JsValue {
    JsValue::from_str(&serde_json::to_string(error).unwrap_or_else(|_| error.message.clone()))
}
