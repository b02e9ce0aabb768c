//! The join token: what a device must show to connect, in the join address and its QR code.

/// 128 random bits from the operating system, written as 32 hexadecimal digits.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinToken(String);

impl JoinToken {
    /// A fresh token; `None` only where the system has no random source to give.
    pub fn fresh() -> Option<JoinToken> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).ok()?;
        Some(JoinToken(
            bytes.iter().map(|byte| format!("{byte:02x}")).collect(),
        ))
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
