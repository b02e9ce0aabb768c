//! The guard against a slower build: each row's costs (see [`super::table::Cost`]) held against
//! the figures of the last run that landed, and any row whose cost grew by more than
//! [`WORSE_BY`] marked.
//!
//! The last run's figures live in a small file in the repository ([`FILE`]), written by every
//! run and read by the next. The next run reads the copy in the last commit (`git show
//! HEAD:…`), not the one in the working tree: a run that is not committed does not move the
//! line, so running the bench twice over a regression does not make it pass.

use std::collections::BTreeMap;
use std::process::Command;

pub use super::since::{Since, WORSE_BY};
use super::table::Row;
use crate::Project;

/// The file of the last run's figures, from the workspace root.
pub const FILE: &str = "xtask/src/benches/last_run.txt";

const HEADER: &str = "\
# The costs of the last `cargo xtask bench` run (lower is better: times, sizes, or either over the
# row's reference in the same run), one `row.cost value commit` a line. Written by the bench and
# read by its next run from the last commit, which marks a row whose cost grew by more than 15 %.
# A row the run did not measure keeps its line from the run before. Not edited by hand.
";

/// The last run's costs, by `row.cost`, each with the commit it was measured on.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct LastRun {
    costs: BTreeMap<String, (f64, String)>,
}

impl LastRun {
    /// The figures of the last run that landed: the file as the last commit has it, or, before
    /// it was ever committed, as the working tree has it; none before the first run.
    pub fn landed(project: &Project) -> LastRun {
        let committed = Command::new("git")
            .args(["show", &format!("HEAD:{FILE}")])
            .current_dir(&project.root)
            .output()
            .ok()
            .filter(|output| output.status.success())
            .and_then(|output| String::from_utf8(output.stdout).ok());
        committed
            .or_else(|| std::fs::read_to_string(project.root.join(FILE)).ok())
            .map(|text| LastRun::parse(&text))
            .unwrap_or_default()
    }

    /// Reads the file's lines; a line that does not read is left out (its cost then has no
    /// earlier figure, and is not compared).
    pub fn parse(text: &str) -> LastRun {
        let costs = text
            .lines()
            .filter(|line| !line.starts_with('#'))
            .filter_map(|line| {
                let mut words = line.split_whitespace();
                let name = words.next()?;
                let value: f64 = words.next()?.parse().ok()?;
                let commit = words.next().unwrap_or("").to_owned();
                value
                    .is_finite()
                    .then(|| (name.to_owned(), (value, commit)))
            })
            .collect();
        LastRun { costs }
    }

    fn get(&self, row: &str, cost: &str) -> Option<f64> {
        self.costs.get(&format!("{row}.{cost}")).map(|(v, _)| *v)
    }

    /// The file after this run: the costs of the rows it measured, measured on `commit`, and
    /// the lines of the rows it did not measure as they were.
    pub fn next(&self, rows: &[Row], commit: &str) -> String {
        let mut costs = self.costs.clone();
        for row in rows.iter().filter(|row| !row.costs.is_empty()) {
            let prefix = format!("{}.", row.key);
            costs.retain(|name, _| !name.starts_with(&prefix));
            for cost in &row.costs {
                costs.insert(
                    format!("{prefix}{}", cost.name),
                    (cost.value, commit.to_owned()),
                );
            }
        }
        let mut text = HEADER.to_owned();
        for (name, (value, commit)) in costs {
            text.push_str(&format!("{name} {} {commit}\n", significant(value)));
        }
        text
    }
}

/// Five significant digits: enough for a 15 % line, short enough to read.
fn significant(value: f64) -> String {
    let digits = 4 - value.abs().log10().floor().clamp(-12.0, 4.0) as i32;
    format!("{value:.*}", digits.max(0) as usize)
}

/// Compares every measured row's costs with `last`'s, and marks the rows.
pub fn mark(rows: &mut [Row], last: &LastRun) {
    for row in rows.iter_mut().filter(|row| !row.costs.is_empty()) {
        let changes: Vec<(&'static str, f64)> = row
            .costs
            .iter()
            .filter_map(|cost| {
                let before = last.get(row.key, cost.name).filter(|&v| v > 0.0)?;
                Some((cost.name, cost.value / before - 1.0))
            })
            .collect();
        let most = changes.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1));
        row.since = match most {
            None => Since::NoEarlierRun,
            Some((cost, change)) if change > WORSE_BY => Since::Worse { cost, change },
            Some((_, change)) => Since::Within { change },
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_wrote_and_skips_lines_that_do_not_read() {
        let last = LastRun::parse(
            "# a comment\nreplay.handed_over_per_bare_reducer 2.5 abc1234\nbroken\nx.y nan\n",
        );
        assert_eq!(
            last.get("replay", "handed_over_per_bare_reducer"),
            Some(2.5)
        );
        assert_eq!(last.get("x", "y"), None);
        assert_eq!(LastRun::parse(&last.next(&[], "def5678")), last);
    }

    #[test]
    fn keeps_five_significant_digits() {
        assert_eq!(significant(2.345678), "2.3457");
        assert_eq!(significant(1234.5678), "1234.6");
        assert_eq!(significant(0.000123456), "0.00012346");
        assert_eq!(significant(123456.7), "123457");
    }
}
