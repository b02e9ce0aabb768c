//! The server: the built UI over HTTP, and one WebSocket per device that carries commands.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tableside_codes::ErrorCode;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tokio::net::TcpListener;
use tokio::sync::{broadcast, watch};
use tokio::task::JoinHandle;

use crate::host::{Assets, Device, Host};
use crate::limits::{Limits, Pace, CONNECTIONS_PER_SEAT, MAX_MESSAGE_BYTES};
use crate::protocol::{
    answer_text, channel_error, error_text, time_asked, time_text, Notice, Request, BEHIND,
    CLOSE_ENDED, CLOSE_FLOOD, CLOSE_HOST_LEAVING, CLOSE_REPLACED, CLOSE_SENT_AWAY, CLOSE_TOO_BIG,
};
use crate::token::{JoinToken, TOKEN_LETTERS};

/// What the served page may load and reach: its own files, and its own host's WebSocket.
const PAGE_POLICY: &str =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The longest part of a device's message an error quotes.
const QUOTED: usize = 120;

/// Notices kept for a device that is slow to take them; one that falls further behind is
/// told the table changed, and catches up by asking.
const NOTICES_KEPT: usize = 64;

/// How long a connection the server closes stays open after its close frame. Closing a TCP
/// connection while the device's own messages are still arriving unread resets it, and a
/// reset throws away what the device has not read yet: the error and the close frame that say
/// why. So the server reads (and drops) what comes until the device answers the close, or
/// this long at most.
const LINGER: Duration = Duration::from_secs(2);

/// Why the server closes a device's connection: its close frame, which the page acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Closing {
    code: u16,
    reason: &'static str,
}

const ENDED: Closing = Closing {
    code: CLOSE_ENDED,
    reason: "sharing has ended",
};

const HOST_LEAVING: Closing = Closing {
    code: CLOSE_HOST_LEAVING,
    reason: "the host is closing; it shares this table again when it starts",
};

const FLOODED: Closing = Closing {
    code: CLOSE_FLOOD,
    reason: "too many messages",
};

const TOO_BIG: Closing = Closing {
    code: CLOSE_TOO_BIG,
    reason: "message too big",
};

const REPLACED: Closing = Closing {
    code: CLOSE_REPLACED,
    reason: "this seat connected again from another page",
};

const SENT_AWAY: Closing = Closing {
    code: CLOSE_SENT_AWAY,
    reason: "the host closed this device's connection",
};

/// What every connection shares.
struct Shared {
    host: Arc<dyn Host>,
    assets: Arc<dyn Assets>,
    token: JoinToken,
    limits: Limits,
    /// The devices connected now, by a number of the server's own (which grows: the lowest of
    /// a seat's is its oldest connection).
    devices: Mutex<HashMap<u64, Entry>>,
    next_device: AtomicU64,
    /// What every device is told without asking.
    notices: broadcast::Sender<Arc<str>>,
    /// Set when sharing stops, with what each device's connection then closes with.
    stopping: watch::Receiver<Option<Closing>>,
}

/// A connected device, as the server counts it.
struct Entry {
    device: Device,
    /// The address it connected from: devices without a seat are counted per address.
    address: IpAddr,
    /// The host said its seat key holds a seat as it connected: it is not counted against
    /// the places for devices without one ([`Limits`]).
    seated: bool,
    /// Told to close, and why: a newer connection of the same seat took its place, or the
    /// host sent it away.
    close: watch::Sender<Option<Closing>>,
    /// Replaced, and closing: no longer counted among its seat's connections.
    leaving: bool,
}

impl Shared {
    fn devices(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Entry>> {
        // A panic while the map was held left it whole (inserts and removes only).
        self.devices
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A table being shared: the server runs until [`Sharing::stop`].
pub struct Sharing {
    address: SocketAddr,
    shared: Arc<Shared>,
    stop: watch::Sender<Option<Closing>>,
    task: JoinHandle<()>,
}

impl Sharing {
    /// Serves on `listener` (bound by the caller: the LAN address when a person shares a table,
    /// loopback in tests), admitting devices that show `token`.
    pub async fn start(
        listener: TcpListener,
        token: JoinToken,
        host: Arc<dyn Host>,
        assets: Arc<dyn Assets>,
    ) -> std::io::Result<Sharing> {
        Sharing::start_with(listener, token, host, assets, Limits::default()).await
    }

    /// [`Sharing::start`], admitting devices without a seat as `limits` say.
    pub async fn start_with(
        listener: TcpListener,
        token: JoinToken,
        host: Arc<dyn Host>,
        assets: Arc<dyn Assets>,
        limits: Limits,
    ) -> std::io::Result<Sharing> {
        let address = listener.local_addr()?;
        let (stop, stopping) = watch::channel(None);
        let shared = Arc::new(Shared {
            host,
            assets,
            token,
            limits,
            devices: Mutex::new(HashMap::new()),
            next_device: AtomicU64::new(1),
            notices: broadcast::channel(NOTICES_KEPT).0,
            stopping,
        });
        let app = Router::new()
            .route("/ws", get(connect))
            .fallback(get(asset))
            .with_state(Arc::clone(&shared));
        let mut stopped = stop.subscribe();
        let task = tokio::spawn(async move {
            let until_stopped = async move {
                let _ = stopped.wait_for(Option::is_some).await;
            };
            // A server that fails has nobody left to tell but the devices, which see it close.
            let service = app.into_make_service_with_connect_info::<SocketAddr>();
            let _ = axum::serve(listener, service)
                .with_graceful_shutdown(until_stopped)
                .await;
        });
        Ok(Sharing {
            address,
            shared,
            stop,
            task,
        })
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    pub fn token(&self) -> &JoinToken {
        &self.shared.token
    }

    /// The page a device opens to join, with the token: `/?t=<token>`.
    pub fn join_path(&self) -> String {
        format!("/?t={}", self.shared.token.as_str())
    }

    /// The devices connected now.
    pub fn devices(&self) -> Vec<Device> {
        self.shared
            .devices()
            .values()
            .map(|entry| entry.device.clone())
            .collect()
    }

    /// Closes the connection of every device that holds no seat and keeps no match (those
    /// that watch, or joined and never sat down), with [`CLOSE_SENT_AWAY`]: such a device stops
    /// trying the table. A seat's device is sent away by freeing its seat instead. Who holds a
    /// seat is the host's word now (`seated`, by seat key), not as each device connected: a
    /// phone that came back while the host was still starting counts as seated once the host
    /// knows its seat, and one whose seat was freed since counts as watching. The number sent
    /// away.
    pub fn send_away_watchers(&self, seated: impl Fn(&str) -> bool) -> usize {
        let devices = self.shared.devices();
        let watchers = devices.values().filter(|entry| {
            !entry.device.keeper && !entry.device.seat_key.as_deref().is_some_and(&seated)
        });
        let mut sent = 0;
        for entry in watchers {
            entry.close.send_replace(Some(SENT_AWAY));
            sent += 1;
        }
        sent
    }

    /// Tells every connected device `notice`, as `{"notice": …}`.
    pub fn notify(&self, notice: serde_json::Value) {
        if let Ok(text) = serde_json::to_string(&Notice { notice }) {
            // No receiver means no device is connected: nobody to tell.
            let _ = self.shared.notices.send(text.into());
        }
    }

    /// Ends sharing for good: every device is told the table has ended (close code
    /// [`CLOSE_ENDED`]) and stops trying this address, and the server stops listening.
    pub async fn end(self) {
        self.close(ENDED).await;
    }

    /// Stops serving while the host's app closes: every device is told the host is leaving
    /// (close code [`CLOSE_HOST_LEAVING`]) and reconnects once the app shares the table again.
    pub async fn stop(self) {
        self.close(HOST_LEAVING).await;
    }

    async fn close(self, closing: Closing) {
        let _ = self.stop.send(Some(closing));
        let _ = self.task.await;
    }
}

/// A device asks for the channel, showing the join token as `t`.
async fn connect(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Query(query): Query<HashMap<String, String>>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let admitted = query
        .get("t")
        .is_some_and(|shown| shared.token.admits(shown));
    if !admitted {
        return (
            StatusCode::UNAUTHORIZED,
            "this table needs the join address it was shared with",
        )
            .into_response();
    }
    // A seat key is looked up by the host; one that is not written as a token is no key.
    let seat_key = query
        .get("s")
        .filter(|key| key.len() == TOKEN_LETTERS)
        .cloned();
    let seated = match &seat_key {
        Some(key) => {
            let (host, key) = (Arc::clone(&shared.host), key.clone());
            tokio::task::spawn_blocking(move || host.holds_seat(&key))
                .await
                .unwrap_or(false)
        }
        None => false,
    };
    let keeper = query.get("keep").is_some_and(|keep| keep == "1");
    let device = Device { seat_key, keeper };
    // Before the device is answered: a notice sent the moment it is connected reaches it, and
    // the host counts it at once.
    let Some(connected) = Connected::admit(&shared, device.clone(), peer.ip(), seated) else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "this table has as many devices as it takes",
        )
            .into_response();
    };
    let notices = shared.notices.subscribe();
    upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| serve_device(socket, shared, device, notices, connected))
}

/// A device in the list of those connected, for as long as this lives: it leaves the list
/// when its connection ends, or when the upgrade to one never happens.
struct Connected {
    shared: Arc<Shared>,
    number: u64,
    close: watch::Receiver<Option<Closing>>,
}

impl Connected {
    /// Lets `device` in from `address`, or `None` when it holds no seat and the places for
    /// devices without one are full, in all or for its address. A seat's device is always let
    /// in: beyond [`CONNECTIONS_PER_SEAT`], its seat's oldest connection is told to make way.
    /// Counted and entered under one lock, so that two devices connecting at once cannot both
    /// take the last place.
    fn admit(
        shared: &Arc<Shared>,
        device: Device,
        address: IpAddr,
        seated: bool,
    ) -> Option<Connected> {
        let mut devices = shared.devices();
        if seated {
            let same_seat: Vec<u64> = devices
                .iter()
                .filter(|(_, entry)| {
                    entry.seated && !entry.leaving && entry.device.seat_key == device.seat_key
                })
                .map(|(number, _)| *number)
                .collect();
            let oldest = same_seat.iter().min().copied();
            if let Some(entry) = oldest.and_then(|number| devices.get_mut(&number)) {
                if same_seat.len() >= CONNECTIONS_PER_SEAT {
                    entry.leaving = true;
                    entry.close.send_replace(Some(REPLACED));
                }
            }
        } else {
            let unseated = || devices.values().filter(|entry| !entry.seated);
            let from_here = unseated().filter(|entry| entry.address == address).count();
            if unseated().count() >= shared.limits.unseated
                || from_here >= shared.limits.unseated_per_address
            {
                return None;
            }
        }
        let number = shared.next_device.fetch_add(1, Ordering::SeqCst);
        let (close, told) = watch::channel(None);
        devices.insert(
            number,
            Entry {
                device,
                address,
                seated,
                close,
                leaving: false,
            },
        );
        drop(devices);
        shared.host.devices_changed();
        Some(Connected {
            shared: Arc::clone(shared),
            number,
            close: told,
        })
    }
}

impl Drop for Connected {
    fn drop(&mut self) {
        self.shared.devices().remove(&self.number);
        self.shared.host.devices_changed();
    }
}

/// One device's connection: its requests run one after another, in the order it sent them,
/// and the host's notices are passed on between them.
async fn serve_device(
    mut socket: WebSocket,
    shared: Arc<Shared>,
    device: Device,
    mut notices: broadcast::Receiver<Arc<str>>,
    connected: Connected,
) {
    let mut told = connected.close.clone();
    let mut stopping = shared.stopping.clone();
    let mut pace = Pace::new();
    loop {
        let received = tokio::select! {
            received = socket.recv() => received,
            // Sharing only ever turns to stopping (or its sender is gone): either way, close.
            _ = stopping.changed() => {
                let closing = (*stopping.borrow()).unwrap_or(HOST_LEAVING);
                close(&mut socket, closing, Then::Read).await;
                break;
            }
            // Only ever set to a reason to close (or its sender is gone with its entry).
            _ = told.changed() => {
                let closing = (*told.borrow()).unwrap_or(REPLACED);
                close(&mut socket, closing, Then::Read).await;
                break;
            }
            notice = notices.recv() => {
                let text = match notice {
                    Ok(text) => text.to_string(),
                    // Behind by more than the notices kept: what it missed, it asks for.
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        String::from(BEHIND)
                    }
                    Err(broadcast::error::RecvError::Closed) => break,
                };
                if !send(&mut socket, text).await {
                    break;
                }
                continue;
            }
        };
        let message = match received {
            Some(Ok(message)) => message,
            // Refused from its header, before it is read: the rest of it cannot be read past.
            Some(Err(error)) if too_big(&error) => {
                let error = channel_error(
                    ErrorCode::ShareTooBig,
                    &format!(
                        "a message to the table is at most {} KiB",
                        MAX_MESSAGE_BYTES / 1024
                    ),
                );
                if send(&mut socket, error_text(None, error)).await {
                    close(&mut socket, TOO_BIG, Then::Wait).await;
                }
                break;
            }
            // The device went away, or broke the protocol: nothing to tell it.
            None | Some(Err(_)) => break,
        };
        let text = match message {
            Message::Text(text) => text,
            Message::Close(_) => break,
            Message::Binary(_) => {
                let error = channel_error(ErrorCode::ShareBadMessage, "messages are JSON text");
                if !send(&mut socket, error_text(None, error)).await {
                    break;
                }
                continue;
            }
            // Pings are answered by the library itself.
            _ => continue,
        };
        if !pace.take() {
            let error = channel_error(
                ErrorCode::ShareFlood,
                "this device sent more messages than a table needs; reconnect to go on",
            );
            if send(&mut socket, error_text(None, error)).await {
                close(&mut socket, FLOODED, Then::Read).await;
            }
            break;
        }
        // The host's time, which the device's clocks count from: answered here, at once, so
        // that the round trip the device measures is the network's alone.
        if let Some(asked) = time_asked(text.as_str()) {
            if !send(&mut socket, time_text(asked, shared.host.now_ms())).await {
                break;
            }
            continue;
        }
        let reply = match serde_json::from_str::<Request>(text.as_str()) {
            Ok(request) => run(&shared, &device, request).await,
            Err(error) => {
                let message: String = format!("not a request: {error}")
                    .chars()
                    .take(QUOTED)
                    .collect();
                error_text(None, channel_error(ErrorCode::ShareBadMessage, &message))
            }
        };
        if !send(&mut socket, reply).await {
            break;
        }
    }
}

/// Runs a request on a blocking thread (the host may wait for its store) and writes its reply.
async fn run(shared: &Arc<Shared>, device: &Device, request: Request) -> String {
    let Request { id, command, args } = request;
    let host = Arc::clone(&shared.host);
    let device = device.clone();
    match tokio::task::spawn_blocking(move || host.call(&device, &command, args)).await {
        Ok(Ok(answer)) => answer_text(id, &answer),
        Ok(Err(error)) => error_text(Some(id), error),
        Err(_) => error_text(
            Some(id),
            channel_error(
                ErrorCode::ShareHostFailed,
                "the host could not run the command",
            ),
        ),
    }
}

async fn send(socket: &mut WebSocket, text: String) -> bool {
    socket.send(Message::Text(text.into())).await.is_ok()
}

/// What the server does with a connection between its close frame and its end.
enum Then {
    /// Reads what the device still sends, until it answers the close.
    Read,
    /// Waits: the channel cannot be read past what broke it.
    Wait,
}

/// Closes a device's connection with `closing`, and keeps it open until the device has had
/// time to read why ([`LINGER`]).
async fn close(socket: &mut WebSocket, closing: Closing, then: Then) {
    let frame = CloseFrame {
        code: closing.code,
        reason: closing.reason.into(),
    };
    if socket.send(Message::Close(Some(frame))).await.is_err() {
        return;
    }
    let deadline = tokio::time::Instant::now() + LINGER;
    match then {
        Then::Read => {
            while let Ok(Some(Ok(message))) = tokio::time::timeout_at(deadline, socket.recv()).await
            {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        }
        Then::Wait => tokio::time::sleep_until(deadline).await,
    }
}

/// Whether the channel broke on a message over the size limit. axum's WebSocket carries the
/// error of the tungstenite it reads with, the one the client uses (one version in the lock);
/// the oversized message's test fails should they part.
fn too_big(error: &axum::Error) -> bool {
    use tokio_tungstenite::tungstenite;
    matches!(
        std::error::Error::source(error)
            .and_then(|inner| inner.downcast_ref::<tungstenite::Error>()),
        Some(tungstenite::Error::Capacity(_))
    )
}

/// A file of the built UI; `/` is its page.
async fn asset(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let path = match uri.path() {
        "/" => "/index.html",
        path => path,
    };
    let Some(found) = shared.assets.get(path) else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let cache = if path == "/index.html" {
        "no-cache"
    } else {
        "public, max-age=3600"
    };
    (
        [
            (header::CONTENT_TYPE, found.mime),
            (header::CONTENT_SECURITY_POLICY, PAGE_POLICY.to_owned()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
            (header::REFERRER_POLICY, "no-referrer".to_owned()),
            (header::CACHE_CONTROL, cache.to_owned()),
        ],
        found.bytes.into_owned(),
    )
        .into_response()
}

#[cfg(test)]
#[path = "tests/server.rs"]
pub(crate) mod tests;
