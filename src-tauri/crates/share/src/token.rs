//! Tokens: what a device must show to join a table, and what a seat's device shows to act for
//! that seat. Both are 128 random bits, written in 26 letters and digits that read aloud and
//! type without mistakes (Crockford's base 32 in lower case: no i, l, o or u), so that the join
//! address can be typed from the host's screen as well as scanned.

/// The letters a token is written with.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// Letters in a token: 26 × 5 bits ≥ 128.
pub const TOKEN_LETTERS: usize = 26;

/// A join or seat token.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinToken(String);

impl JoinToken {
    /// A fresh token; `None` only where the system has no random source to give.
    pub fn fresh() -> Option<JoinToken> {
        let mut bytes = [0u8; TOKEN_LETTERS];
        getrandom::fill(&mut bytes).ok()?;
        // Five random bits a letter: 130 bits in all, each letter equally likely.
        let letters = bytes
            .iter()
            .map(|byte| char::from(ALPHABET[usize::from(byte & 31)]))
            .collect();
        Some(JoinToken(letters))
    }

    /// A token kept from before (the database keeps a shared table's), if it is written as
    /// a token is.
    pub fn from_kept(text: &str) -> Option<JoinToken> {
        let well_formed =
            text.len() == TOKEN_LETTERS && text.bytes().all(|b| ALPHABET.contains(&b));
        well_formed.then(|| JoinToken(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `shown` is this token, compared in time that does not depend on where they
    /// first differ.
    pub fn admits(&self, shown: &str) -> bool {
        let (ours, theirs) = (self.0.as_bytes(), shown.as_bytes());
        ours.len() == theirs.len()
            && ours
                .iter()
                .zip(theirs)
                .fold(0u8, |differs, (a, b)| differs | (a ^ b))
                == 0
    }
}

impl std::fmt::Debug for JoinToken {
    // A token printed in a log would let its reader join.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JoinToken(…)")
    }
}
