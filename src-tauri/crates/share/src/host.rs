//! What the app gives the server: a way to run its commands, and its built UI.

use std::borrow::Cow;

/// A connected device, as the server knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// The seat token it connected with (`s` in its address), if any: the host says which
    /// seat it holds, if any still. Without one the device only joins or watches.
    pub seat_key: Option<String>,
    /// Another Tableside app that keeps the match in its own history (`keep=1`): the host
    /// counts it apart from the devices that watch.
    pub keeper: bool,
}

/// Runs the app's commands for a seat's device.
pub trait Host: Send + Sync + 'static {
    /// Runs `command` with `args` (an object keyed by the UI's names) for `device`: the answer
    /// as JSON text, or the error as JSON (`{code, message, …}`, as the window receives it).
    /// Called on a blocking thread: it may wait for the store.
    fn call(
        &self,
        device: &Device,
        command: &str,
        args: serde_json::Value,
    ) -> Result<String, serde_json::Value>;

    /// Whether a device showing `seat_key` holds a seat now: it is let in however many other
    /// devices are connected. Asked on a blocking thread as a device connects.
    fn holds_seat(&self, seat_key: &str) -> bool;

    /// A device connected or left: the host's own screen shows who is at the table. Called
    /// as it happens, on the server's runtime: it must not wait.
    fn devices_changed(&self);

    /// The host's time, in milliseconds since the Unix epoch: the clock its entries are dated
    /// by, which each device's table clocks count from. Asked on the server's runtime.
    fn now_ms(&self) -> i64 {
        use std::time::{SystemTime, UNIX_EPOCH};
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|since| i64::try_from(since.as_millis()).unwrap_or(i64::MAX))
            .unwrap_or_default()
    }
}

/// One file of the built UI.
pub struct Asset {
    pub bytes: Cow<'static, [u8]>,
    /// Its media type (`text/html`, `application/javascript`, …).
    pub mime: String,
}

/// The built UI, as the app embeds it.
pub trait Assets: Send + Sync + 'static {
    /// The file at `path` (`/index.html`, `/assets/…`), if the UI has one by that name.
    fn get(&self, path: &str) -> Option<Asset>;
}
