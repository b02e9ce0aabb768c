//! The join address a phone opens, shown on the host's screen as a QR code and as text.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The address to tell phones for a server bound at `bound`: the bound address itself, or
/// for every interface, the host's address on the local network (a private IPv4 address first,
/// as home and club Wi-Fi give), read from the interfaces without sending anything.
pub(super) fn shown_address(bound: IpAddr) -> IpAddr {
    if !bound.is_unspecified() {
        return bound;
    }
    let found: Vec<IpAddr> = if_addrs::get_if_addrs()
        .map(|interfaces| {
            interfaces
                .into_iter()
                .filter(|interface| !interface.is_loopback())
                .map(|interface| interface.ip())
                .collect()
        })
        .unwrap_or_default();
    let private = found.iter().find(|ip| match ip {
        IpAddr::V4(v4) => v4.is_private(),
        IpAddr::V6(_) => false,
    });
    private
        .or_else(|| found.iter().find(|ip| ip.is_ipv4()))
        .copied()
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// `http://host:port/?t=token`, what the QR code carries.
pub(super) fn join_address(at: SocketAddr, token: &str) -> String {
    format!("http://{at}/?t={token}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loopback_server_shows_loopback_and_the_address_carries_the_token() {
        let shown = shown_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
        assert_eq!(shown, IpAddr::V4(Ipv4Addr::LOCALHOST));
        let address = join_address(SocketAddr::new(shown, 47_001), "abc");
        assert_eq!(address, "http://127.0.0.1:47001/?t=abc");
    }

    #[test]
    fn every_interface_shows_an_address_a_phone_could_reach() {
        let shown = shown_address(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        assert!(!shown.is_unspecified());
    }
}
