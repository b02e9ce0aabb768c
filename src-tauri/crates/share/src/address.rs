//! The join address, read back: what a person types or pastes into another Tableside app to
//! join a table, as the host shows it (`http://host:port/?t=token`, or without the scheme).

use crate::token::JoinToken;

/// A table's join address: where its server is, and the join token it admits.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinAddress {
    /// `host:port`, as written (an IPv6 host in brackets).
    authority: String,
    token: JoinToken,
}

/// Why a text is not a join address, said to the person who typed it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("an address starts with http:// (a table is not shared over {0})")]
    Scheme(String),
    #[error("the address has no computer and port: type it as the host's screen shows it")]
    NoHost,
    #[error("the address has no port: type it with the number after the colon")]
    NoPort,
    #[error("the address lacks its join code (the part after ?t=)")]
    NoToken,
    #[error("the join code is 26 letters and digits; this one is not")]
    BadToken,
    #[error("that is not an address: {0}")]
    Unreadable(String),
}

impl JoinAddress {
    /// Reads an address as the host shows it, with or without `http://`, spaces around it
    /// forgiven.
    pub fn parse(text: &str) -> Result<JoinAddress, AddressError> {
        let text = text.trim();
        let with_scheme = if text.contains("://") {
            text.to_owned()
        } else {
            format!("http://{text}")
        };
        let url = url::Url::parse(&with_scheme).map_err(|error| match error {
            url::ParseError::EmptyHost => AddressError::NoHost,
            other => AddressError::Unreadable(other.to_string()),
        })?;
        if url.scheme() != "http" {
            return Err(AddressError::Scheme(url.scheme().to_owned()));
        }
        let host = url
            .host_str()
            .filter(|host| !host.is_empty())
            .ok_or(AddressError::NoHost)?;
        // The host always shows its port; a bare host would be a web page, not a table.
        let port = url.port().ok_or(AddressError::NoPort)?;
        let shown = url
            .query_pairs()
            .find(|(key, _)| key == "t")
            .map(|(_, value)| value.into_owned())
            .ok_or(AddressError::NoToken)?;
        let token =
            JoinToken::from_kept(&shown.to_ascii_lowercase()).ok_or(AddressError::BadToken)?;
        Ok(JoinAddress {
            authority: format!("{host}:{port}"),
            token,
        })
    }

    /// The page a browser opens: `http://host:port/?t=token`.
    pub fn page(&self) -> String {
        format!("http://{}/?t={}", self.authority, self.token.as_str())
    }

    /// The page's origin, `http://host:port`: what a window showing the table may stay on.
    pub fn origin(&self) -> String {
        format!("http://{}", self.authority)
    }

    /// The channel's address, with the seat key of a device holding a seat, and `keep` for
    /// another app that keeps the match in its history (the host counts it apart from those
    /// who watch).
    pub fn channel(&self, seat_key: Option<&str>, keep: bool) -> String {
        let mut url = format!("ws://{}/ws?t={}", self.authority, self.token.as_str());
        if let Some(key) = seat_key {
            url.push_str("&s=");
            url.push_str(key);
        }
        if keep {
            url.push_str("&keep=1");
        }
        url
    }

    /// `host:port`.
    pub fn authority(&self) -> &str {
        &self.authority
    }
}

impl std::fmt::Debug for JoinAddress {
    // The token would let whoever reads a log join.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "JoinAddress({}, …)", self.authority)
    }
}

#[cfg(test)]
#[path = "tests/address.rs"]
mod tests;
