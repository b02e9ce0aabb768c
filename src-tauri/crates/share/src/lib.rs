//! A Tableside table shared over the local network: the host app serves its UI to each player's
//! phone browser and carries the app's own commands over one WebSocket, so that every device
//! acts through the host's engine and store, which stay the only authority.
//!
//! The crate knows no command and no game. The app hands it a [`Host`], which runs a command by
//! name for a seat's device (the same list and the same door as the app's window, with a
//! seat's narrower scope), and [`Assets`], the built UI the app embeds: nothing is served from
//! a folder on disk.
//!
//! ```no_run
//! # async fn share(host: std::sync::Arc<dyn tableside_share::Host>,
//! #                assets: std::sync::Arc<dyn tableside_share::Assets>) -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! let token = tableside_share::JoinToken::fresh().expect("a random source");
//! let sharing = tableside_share::Sharing::start(listener, token, host, assets).await?;
//! println!("join at http://{}{}", sharing.address(), sharing.join_path());
//! sharing.end().await;
//! # Ok(()) }
//! ```

#[cfg(feature = "server")]
mod address;
#[cfg(feature = "server")]
mod client;
#[cfg(feature = "server")]
mod host;
#[cfg(feature = "server")]
mod limits;
pub mod protocol;
#[cfg(feature = "server")]
mod server;
#[cfg(feature = "server")]
mod token;

#[cfg(feature = "server")]
pub use address::{AddressError, JoinAddress};
#[cfg(feature = "server")]
pub use client::{ClientError, TableClient};
#[cfg(feature = "server")]
pub use host::{Asset, Assets, Device, Host};
#[cfg(feature = "server")]
pub use limits::{
    Limits, CONNECTIONS_PER_SEAT, MAX_MESSAGE_BYTES, MAX_UNSEATED, MESSAGES_PER_SECOND,
    MESSAGE_BURST, UNSEATED_PER_ADDRESS,
};
pub use protocol::{
    Notice, Reply, Request, TimeAnswer, TimeAsk, CLOSE_ENDED, CLOSE_FLOOD, CLOSE_HOST_LEAVING,
    CLOSE_REPLACED, CLOSE_SENT_AWAY, CLOSE_TOO_BIG,
};
#[cfg(feature = "server")]
pub use server::Sharing;
#[cfg(feature = "server")]
pub use token::{JoinToken, TOKEN_LETTERS};
