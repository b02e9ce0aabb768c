//! The device's side of the channel, for another Tableside app that joins a table over the
//! network: requests numbered and matched to their replies, notices kept until asked for.

use std::collections::VecDeque;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::address::JoinAddress;
use crate::protocol::{Reply, Request};

/// Why the channel failed (a command the host refused is an answer, not this).
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("could not reach the table: {0}")]
    Unreachable(String),
    /// The server answered the connection with an HTTP status: 401 for a join code it does not
    /// admit (sharing ended, or another table), 503 for a full table.
    #[error("the table did not let this device in (HTTP {0})")]
    Refused(u16),
    #[error("the connection to the table was lost")]
    Lost,
    /// The host stopped sharing the table (close code [`crate::CLOSE_ENDED`]): its address is
    /// gone for good, so it is not tried again.
    #[error("the host stopped sharing this table")]
    Ended,
    #[error("the table sent what is not a reply: {0}")]
    Garbled(String),
}

/// One connection to a shared table.
pub struct TableClient {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next: u64,
    notices: VecDeque<serde_json::Value>,
}

impl TableClient {
    /// Connects to the table at `address`, as the device holding `seat_key` if any; `keep`
    /// says it keeps the match rather than watches.
    pub async fn connect(
        address: &JoinAddress,
        seat_key: Option<&str>,
        keep: bool,
    ) -> Result<TableClient, ClientError> {
        let url = address.channel(seat_key, keep);
        let (socket, _) =
            tokio_tungstenite::connect_async(url)
                .await
                .map_err(|error| match error {
                    tungstenite::Error::Http(response) => {
                        ClientError::Refused(response.status().as_u16())
                    }
                    other => ClientError::Unreachable(other.to_string()),
                })?;
        Ok(TableClient {
            socket,
            next: 1,
            notices: VecDeque::new(),
        })
    }

    /// Sends a request without waiting for its reply: its ID.
    pub async fn send(
        &mut self,
        command: &str,
        args: serde_json::Value,
    ) -> Result<u64, ClientError> {
        let id = self.next;
        self.next += 1;
        let request = Request {
            id,
            command: command.to_owned(),
            args,
        };
        let text =
            serde_json::to_string(&request).map_err(|e| ClientError::Garbled(e.to_string()))?;
        self.socket
            .send(Message::text(text))
            .await
            .map_err(|_| ClientError::Lost)?;
        Ok(id)
    }

    /// The reply to request `id`; notices that come before it are kept.
    pub async fn reply(&mut self, id: u64) -> Result<Reply, ClientError> {
        loop {
            let message = self.receive().await?;
            if let Some(notice) = message.get("notice") {
                self.notices.push_back(notice.clone());
                continue;
            }
            let reply: Reply =
                serde_json::from_value(message).map_err(|e| ClientError::Garbled(e.to_string()))?;
            if reply.id == Some(id) {
                return Ok(reply);
            }
        }
    }

    /// Runs `command` at the host: its answer, or the error the host gave (`{code, message, …}`).
    pub async fn ask(
        &mut self,
        command: &str,
        args: serde_json::Value,
    ) -> Result<Result<serde_json::Value, serde_json::Value>, ClientError> {
        let id = self.send(command, args).await?;
        let reply = self.reply(id).await?;
        Ok(match reply.error {
            Some(error) => Err(error),
            None => Ok(reply.answer.unwrap_or(serde_json::Value::Null)),
        })
    }

    /// The next notice the host sent (`{"kind": …}`), waiting for one if none is kept.
    pub async fn notice(&mut self) -> Result<serde_json::Value, ClientError> {
        if let Some(notice) = self.notices.pop_front() {
            return Ok(notice);
        }
        loop {
            let message = self.receive().await?;
            if let Some(notice) = message.get("notice") {
                return Ok(notice.clone());
            }
        }
    }

    /// The next JSON message, skipping pings and the like.
    async fn receive(&mut self) -> Result<serde_json::Value, ClientError> {
        loop {
            match self.socket.next().await {
                Some(Ok(Message::Text(text))) => {
                    return serde_json::from_str(text.as_str())
                        .map_err(|e| ClientError::Garbled(e.to_string()));
                }
                Some(Ok(Message::Close(Some(frame))))
                    if u16::from(frame.code) == crate::protocol::CLOSE_ENDED =>
                {
                    return Err(ClientError::Ended)
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return Err(ClientError::Lost),
                Some(Ok(_)) => continue,
            }
        }
    }

    /// Closes the connection as a device leaving does.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

#[cfg(test)]
#[path = "tests/client.rs"]
mod tests;
