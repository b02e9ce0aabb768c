//! The app's side of a shared table (`tableside-share`): a seat's device runs the app's commands
//! through the same door as the window (`commands::dispatch`), as the device it is, and is
//! served the UI the app embeds.

use std::borrow::Cow;
use std::net::IpAddr;
use std::sync::Arc;

use tableside_core::ipc::IpcError;
use tableside_core::{dispatch, AppState, Caller, Ctx};
use tableside_engine::ErrorCode;
use tableside_share::{Asset, Assets, Device, Host};
use tauri::{AppHandle, Manager, Runtime};

/// Runs commands for the devices of a shared table: a seat's scope, no progress to report,
/// and no quitting the host's app.
pub struct TableHost<R: Runtime> {
    app: AppHandle<R>,
}

impl<R: Runtime> TableHost<R> {
    pub fn new(app: AppHandle<R>) -> TableHost<R> {
        TableHost { app }
    }
}

impl<R: Runtime> Host for TableHost<R> {
    fn call(
        &self,
        device: &Device,
        command: &str,
        args: serde_json::Value,
    ) -> Result<String, serde_json::Value> {
        let state = self.app.state::<AppState>();
        let answer = match state.sharing.device(device.seat_key.as_deref()) {
            Some(caller) => {
                let ctx = Ctx::new(&state, Caller::Device(caller), &|_| {}, &|| {});
                dispatch(&ctx, command, args)
            }
            // Between the end of sharing and the server's last connection closing.
            None => Err(IpcError::new(ErrorCode::ShareOff, "no table is shared now")),
        };
        answer.map_err(|error| serde_json::to_value(error).unwrap_or_default())
    }

    fn holds_seat(&self, seat_key: &str) -> bool {
        let state = self.app.state::<AppState>();
        state
            .sharing
            .device(Some(seat_key))
            .is_some_and(|device| device.seat.is_some())
    }

    fn devices_changed(&self) {
        self.app.state::<AppState>().sharing.devices_changed();
    }
}

/// The built UI as the app embeds it: nothing is read from a folder on disk.
pub struct EmbeddedUi<R: Runtime> {
    app: AppHandle<R>,
}

impl<R: Runtime> EmbeddedUi<R> {
    pub fn new(app: AppHandle<R>) -> EmbeddedUi<R> {
        EmbeddedUi { app }
    }
}

impl<R: Runtime> Assets for EmbeddedUi<R> {
    fn get(&self, path: &str) -> Option<Asset> {
        let found = self.app.asset_resolver().get(path.to_owned())?;
        Some(Asset {
            bytes: Cow::Owned(found.bytes),
            mime: found.mime_type,
        })
    }
}

#[cfg(test)]
#[path = "../tests/share.rs"]
pub(crate) mod tests;

/// Lets the app's state share a table, serving `app`'s commands and embedded UI on `bind`,
/// and shares again a table that was shared when the app last stopped.
pub fn install<R: tauri::Runtime>(app: &tauri::AppHandle<R>, bind: IpAddr) {
    let state = app.state::<AppState>();
    state.sharing.install(Box::new(super::LocalNetwork {
        host: Arc::new(TableHost::new(app.clone())),
        assets: Arc::new(EmbeddedUi::new(app.clone())),
        bind,
    }));
    // A table that cannot be shared again is no reason not to start: the host shares anew.
    let _ = state.resume_sharing();
}
