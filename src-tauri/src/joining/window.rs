//! The window a joined table opens in: the host's page, kept on the host's address.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use tableside_engine::ErrorCode;
use tableside_engine::MatchFile;
use tableside_share::JoinAddress;
use tableside_store::MatchId;
use tauri::{AppHandle, Manager, Runtime, WebviewUrl, WebviewWindowBuilder, WindowEvent};

use tableside_core::ipc::IpcError;
use tableside_core::joining::{JoinedTable, OpenTable};
use tableside_core::AppState;

use super::{keep_table, KeepCopy};

/// Lets the app's state open joined tables in windows of `app`.
pub fn install<R: Runtime>(app: &AppHandle<R>) {
    let state = app.state::<AppState>();
    state.joined.install(Box::new(TableWindows {
        app: app.clone(),
        opened: AtomicU32::new(0),
    }));
}

struct TableWindows<R: Runtime> {
    app: AppHandle<R>,
    /// Windows opened so far: each has a label of its own.
    opened: AtomicU32,
}

impl<R: Runtime> OpenTable for TableWindows<R> {
    fn open(&self, address: &str) -> Result<JoinedTable, IpcError> {
        let address = JoinAddress::parse(address)
            .map_err(|error| IpcError::new(ErrorCode::JoinAddress, error.to_string()))?;
        let label = format!("table-{}", self.opened.fetch_add(1, Ordering::SeqCst) + 1);
        let page: tauri::Url = address
            .page()
            .parse()
            .map_err(|error| IpcError::new(ErrorCode::JoinAddress, format!("{error}")))?;
        let origin = address.origin();
        let builder = WebviewWindowBuilder::new(&self.app, &label, WebviewUrl::External(page))
            // The host's page only: a link elsewhere does not open in a window of this app.
            .on_navigation(move |url| url.origin().ascii_serialization() == origin);
        // A phone's window is the whole screen: no title or size to give it.
        #[cfg(desktop)]
        let builder = builder
            .title(format!("Tableside — table at {}", address.authority()))
            .inner_size(430.0, 860.0);
        let window = builder.build().map_err(|error| {
            IpcError::new(
                ErrorCode::JoinWindow,
                format!("could not open the table's window: {error}"),
            )
        })?;
        let keeper: Arc<dyn KeepCopy> = Arc::new(History {
            app: self.app.clone(),
        });
        let keeping = tauri::async_runtime::spawn(keep_table(address.clone(), keeper));
        window.on_window_event(move |event| {
            if let WindowEvent::Destroyed = event {
                keeping.abort();
            }
        });
        Ok(JoinedTable {
            address: address.authority().to_owned(),
            window: label,
        })
    }
}

/// This app's history, where a joined table's finished matches are kept.
struct History<R: Runtime> {
    app: AppHandle<R>,
}

impl<R: Runtime> KeepCopy for History<R> {
    fn keep(&self, file: &MatchFile, replacing: Option<MatchId>) -> Result<MatchId, IpcError> {
        self.app
            .state::<AppState>()
            .keep_match_copy(file, replacing)
    }
}
