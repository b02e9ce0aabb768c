//! Figures printed for `cargo xtask bench`, which reads the lines `figure <key> <number>`.

use std::time::Duration;

pub fn print(key: &str, value: f64) {
    // On a line of its own: the test harness may have left "test … ... " on the current one.
    println!("\nfigure {key} {value}");
}

pub fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

/// The value below which a share `q` (0 to 1) of `values` lies; `values` need not be sorted.
/// NaN when there are none.
pub fn percentile(values: &[f64], q: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

pub fn median(values: &[f64]) -> f64 {
    percentile(values, 0.5)
}
