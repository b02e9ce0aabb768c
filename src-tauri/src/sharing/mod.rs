//! The desktop app's server for a shared table: `tableside-share` on the local network, on the
//! runtime Tauri already runs, behind the core's [`TableServer`]. The seats, the tokens kept
//! in the store and what each device may do are the core's (`tableside_core::sharing`); this
//! is where a table meets the network: the listener, the address a phone is shown, and the
//! page and commands a device is served (`device_host.rs`).

mod address;
pub(crate) mod device_host;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use tableside_core::ipc::IpcError;
use tableside_core::sharing::{ConnectedDevice, ServedTable, Stopping, TableNotice, TableServer};
use tableside_engine::ErrorCode;
use tableside_share::{Assets, Host, JoinToken};

use address::{join_address, shown_address};

/// The variable that binds a shared table to another address than every interface's: tests
/// set it to `127.0.0.1`, so that they never listen beyond the machine.
pub const BIND_ENV_VAR: &str = "TABLESIDE_SHARE_BIND";

/// Where the app binds a shared table: `TABLESIDE_SHARE_BIND` when set, else every interface,
/// so that the phones on the local network reach it.
pub fn bind_address() -> IpAddr {
    std::env::var(BIND_ENV_VAR)
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED))
}

/// Serves a shared table on the local network: the app's commands through `host`, its built UI
/// from `assets`, on `bind`.
pub struct LocalNetwork {
    pub host: Arc<dyn Host>,
    pub assets: Arc<dyn Assets>,
    /// The address the server binds: every interface when a person shares a table, loopback
    /// in tests.
    pub bind: IpAddr,
}

impl TableServer for LocalNetwork {
    fn fresh_token(&self) -> Option<String> {
        Some(JoinToken::fresh()?.as_str().to_owned())
    }

    fn is_token(&self, token: &str) -> bool {
        JoinToken::from_kept(token).is_some()
    }

    fn serve(&self, token: &str, port: u16) -> Result<Box<dyn ServedTable>, IpcError> {
        let token = JoinToken::from_kept(token)
            .ok_or_else(|| IpcError::new(ErrorCode::ShareToken, "not a token this app makes"))?;
        let (host, assets, bind) = (self.host.clone(), self.assets.clone(), self.bind);
        let server = on_the_runtime(async move {
            let listener = match tokio::net::TcpListener::bind(SocketAddr::new(bind, port)).await {
                Ok(listener) => listener,
                Err(_) if port != 0 => {
                    tokio::net::TcpListener::bind(SocketAddr::new(bind, 0)).await?
                }
                Err(error) => return Err(error),
            };
            tableside_share::Sharing::start(listener, token, host, assets).await
        })
        .map_err(|error| {
            IpcError::new(
                ErrorCode::ShareListen,
                format!("could not listen for phones: {error}"),
            )
        })?;
        Ok(Box::new(Served {
            server,
            shown: shown_address(bind),
        }))
    }
}

/// A table served on the local network.
struct Served {
    server: tableside_share::Sharing,
    /// The address a phone is told to open.
    shown: IpAddr,
}

impl ServedTable for Served {
    fn port(&self) -> u16 {
        self.server.address().port()
    }

    fn join_address(&self) -> String {
        let at = SocketAddr::new(self.shown, self.port());
        join_address(at, self.server.token().as_str())
    }

    fn devices(&self) -> Vec<ConnectedDevice> {
        self.server
            .devices()
            .into_iter()
            .map(|device| ConnectedDevice {
                seat_key: device.seat_key,
                keeper: device.keeper,
            })
            .collect()
    }

    fn notify(&self, notice: &TableNotice<'_>) {
        if let Ok(notice) = serde_json::to_value(notice) {
            self.server.notify(notice);
        }
    }

    fn send_away_watchers(&self, seated: &dyn Fn(&str) -> bool) {
        self.server.send_away_watchers(seated);
    }

    fn stop(self: Box<Self>, why: Stopping) {
        match why {
            Stopping::Ended => on_the_runtime(self.server.end()),
            Stopping::AppClosing => on_the_runtime(self.server.stop()),
        }
    }
}

/// Runs `work` to its end on Tauri's runtime, where the server's tasks live. From a thread
/// that drives a runtime itself (a test's), on a thread of its own: blocking there would stall it.
fn on_the_runtime<T: Send>(work: impl std::future::Future<Output = T> + Send) -> T {
    if tokio::runtime::Handle::try_current().is_err() {
        return tauri::async_runtime::block_on(work);
    }
    std::thread::scope(|scope| {
        scope
            .spawn(|| tauri::async_runtime::block_on(work))
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
