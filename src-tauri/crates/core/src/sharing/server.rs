//! What a platform serves a shared table through: its server ([`TableServer`]), the table it
//! serves ([`ServedTable`]) and the devices connected to it. The desktop app's runs on the
//! local network; a browser has none.

use super::notices::TableNotice;
use crate::ipc::IpcError;

/// What serves a shared table to the devices at it: the desktop app's server on the local
/// network.
pub trait TableServer: Send + Sync + 'static {
    /// A fresh token, for the table's join address or a seat's device; `None` where the
    /// platform gives no randomness.
    fn fresh_token(&self) -> Option<String>;

    /// Whether `token`, kept in the store from before, is written as this server's tokens are.
    fn is_token(&self, token: &str) -> bool;

    /// Starts serving the table to devices that show `token`, on `port` when it is free (0:
    /// any), else on any.
    fn serve(&self, token: &str, port: u16) -> Result<Box<dyn ServedTable>, IpcError>;
}

/// A table being served now.
pub trait ServedTable: Send + Sync {
    /// The port it listens on.
    fn port(&self) -> u16;

    /// What a phone opens: `http://host:port/?t=token`.
    fn join_address(&self) -> String;

    /// The devices connected now.
    fn devices(&self) -> Vec<ConnectedDevice>;

    /// Tells every connected device.
    fn notify(&self, notice: &TableNotice<'_>);

    /// Closes the connection of every device that keeps no match and whose seat key
    /// `seated` does not hold a seat (as the host's seats stand now), which then stops trying
    /// the table.
    fn send_away_watchers(&self, seated: &dyn Fn(&str) -> bool);

    /// Stops serving: every device is disconnected, and told why. Returns once the server
    /// has stopped.
    fn stop(self: Box<Self>, why: Stopping);
}

/// Why a shared table stops being served: a device acts on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopping {
    /// The host stopped sharing it (or shares another, or deleted it): its address and tokens
    /// are forgotten, so a device stops trying them and says the table has ended.
    Ended,
    /// The host's app is closing: it shares the same table again at the same address when it
    /// starts, so a device reconnects by itself.
    AppClosing,
}

/// A device connected to a shared table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectedDevice {
    /// The seat key it connected with, if any: it holds the seat while the key still does.
    pub seat_key: Option<String>,
    /// Another Tableside app keeping the match in its own history: counted apart from the
    /// devices that watch.
    pub keeper: bool,
}
