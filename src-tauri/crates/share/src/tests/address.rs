//! Join addresses as people type them: with or without the scheme, and what is refused.

use super::{AddressError, JoinAddress};

const TOKEN: &str = "0123456789abcdefghjkmnpqrs";

#[test]
fn reads_the_address_as_the_host_shows_it_with_or_without_the_scheme() {
    let full = JoinAddress::parse(&format!("http://127.0.0.1:41234/?t={TOKEN}")).expect("reads");
    let short = JoinAddress::parse(&format!("  127.0.0.1:41234/?t={TOKEN}\n")).expect("reads");
    assert_eq!(full, short);
    assert_eq!(full.page(), format!("http://127.0.0.1:41234/?t={TOKEN}"));
    assert_eq!(full.origin(), "http://127.0.0.1:41234");
    assert_eq!(
        full.channel(Some("seatkey"), true),
        format!("ws://127.0.0.1:41234/ws?t={TOKEN}&s=seatkey&keep=1")
    );
    assert_eq!(
        full.channel(None, false),
        format!("ws://127.0.0.1:41234/ws?t={TOKEN}")
    );
}

#[test]
fn an_ipv6_host_keeps_its_brackets_and_a_code_typed_in_capitals_is_the_same_code() {
    let address =
        JoinAddress::parse(&format!("[::1]:9000/?t={}", TOKEN.to_uppercase())).expect("reads");
    assert_eq!(address.authority(), "[::1]:9000");
    assert_eq!(address.page(), format!("http://[::1]:9000/?t={TOKEN}"));
}

#[test]
fn refuses_what_is_not_a_join_address_and_says_which_part_is_wrong() {
    let cases = [
        (
            format!("https://127.0.0.1:41234/?t={TOKEN}"),
            AddressError::Scheme("https".into()),
        ),
        (format!("127.0.0.1/?t={TOKEN}"), AddressError::NoPort),
        ("127.0.0.1:41234/".to_owned(), AddressError::NoToken),
        (
            "127.0.0.1:41234/?t=short".to_owned(),
            AddressError::BadToken,
        ),
        // `i`, `l`, `o` and `u` are never in a code.
        (
            "127.0.0.1:41234/?t=ilouilouilouilouilouilouil".to_owned(),
            AddressError::BadToken,
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(JoinAddress::parse(&text), Err(expected), "{text}");
    }
    assert!(matches!(
        JoinAddress::parse("http://:41234/?t=x"),
        Err(AddressError::NoHost | AddressError::Unreadable(_))
    ));
    assert!(JoinAddress::parse("").is_err());
}

#[test]
fn the_token_is_not_printed_in_logs() {
    let address = JoinAddress::parse(&format!("127.0.0.1:41234/?t={TOKEN}")).expect("reads");
    assert!(!format!("{address:?}").contains(TOKEN));
}
