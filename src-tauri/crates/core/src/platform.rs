//! The time and the randomness, from wherever the app runs: the operating system on a desktop,
//! the page in a browser (where `SystemTime::now()` panics and std has no random source, so
//! every match would otherwise roll the same dice).

/// Milliseconds since the Unix epoch.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn now_ms() -> i64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or_default()
}

/// Milliseconds since the Unix epoch, as the page's clock tells.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

/// `bytes` filled from the platform's random source: the OS's, or the page's
/// `crypto.getRandomValues`. `false` where there is none to give.
pub fn fill_random(bytes: &mut [u8]) -> bool {
    getrandom::fill(bytes).is_ok()
}

/// A match's seed: random, and kept below 2^53 so it survives a trip through JSON and
/// JavaScript numbers. `None` where the platform gives no randomness: a match is not started
/// with a seed every other match would share.
pub fn fresh_seed() -> Option<u64> {
    let mut bytes = [0u8; 8];
    fill_random(&mut bytes).then(|| u64::from_le_bytes(bytes) & ((1 << 53) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_seeds_differ_and_fit_in_a_javascript_number() {
        let (a, b) = (fresh_seed().expect("a seed"), fresh_seed().expect("a seed"));
        assert_ne!(a, b);
        assert!(a < 1 << 53 && b < 1 << 53);
    }

    #[test]
    fn the_clock_is_past_the_year_2020() {
        assert!(now_ms() > 1_577_836_800_000);
    }
}
