//! The figures a bench run measured: the `figure <key> <number>` lines the benches print, and
//! criterion's mean times from its estimates files.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

pub struct Figures {
    printed: HashMap<String, f64>,
    criterion: PathBuf,
}

impl Figures {
    /// The figures in `output` (what the benches printed), and criterion's results under
    /// `target`.
    pub fn new(output: &str, target: &Path) -> Self {
        let printed = output
            .lines()
            .filter_map(|line| {
                let mut words = line.strip_prefix("figure ")?.split_whitespace();
                let key = words.next()?;
                let value = words.next()?.parse().ok()?;
                Some((key.to_owned(), value))
            })
            .collect();
        Self {
            printed,
            criterion: target.join("criterion"),
        }
    }

    /// A figure a bench printed.
    pub fn get(&self, key: &str) -> Option<f64> {
        self.printed.get(key).copied()
    }

    /// Criterion's mean time of one iteration of `group/function`, in nanoseconds.
    pub fn mean_ns(&self, group: &str, function: &str) -> Option<f64> {
        let path = self
            .criterion
            .join(group)
            .join(function)
            .join("new")
            .join("estimates.json");
        mean_point_estimate(&std::fs::read_to_string(path).ok()?)
    }
}

/// The `point_estimate` of the `mean` in a criterion `estimates.json`: `{"mean":
/// {"confidence_interval": {…}, "point_estimate": 123.4, …}, "median": …}`. A scan rather than
/// a JSON parser, because xtask has no dependencies (it must build in seconds on a new machine).
fn mean_point_estimate(estimates: &str) -> Option<f64> {
    let mean = &estimates[estimates.find("\"mean\"")?..];
    let value = &mean[mean.find("\"point_estimate\"")? + "\"point_estimate\"".len()..];
    let value = value.trim_start().strip_prefix(':')?.trim_start();
    let end = value
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E')))
        .unwrap_or(value.len());
    value[..end].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_printed_figures_and_ignores_other_lines() {
        let figures = Figures::new(
            "search 1 letter: p99 1.2 ms\nfigure search_p99_ms_1 1.25\nfigure broken\n",
            Path::new("/nowhere"),
        );
        assert_eq!(figures.get("search_p99_ms_1"), Some(1.25));
        assert_eq!(figures.get("broken"), None);
        assert_eq!(figures.mean_ns("replay", "x"), None);
    }

    #[test]
    fn finds_the_mean_not_the_median() {
        let estimates = r#"{"mean":{"confidence_interval":{"confidence_level":0.95,"lower_bound":5.0,"upper_bound":7.0},"point_estimate":6.5e6,"standard_error":0.1},"median":{"point_estimate":9.0}}"#;
        assert_eq!(mean_point_estimate(estimates), Some(6.5e6));
        assert_eq!(mean_point_estimate("{}"), None);
    }
}
