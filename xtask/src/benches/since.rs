//! How a row of the table compares with the last run that landed: the verdict the guard
//! (`guard.rs`) reaches and the table (`table.rs`) shows, apart from both so that neither
//! reaches into the other for it.

use std::fmt;

/// How much a cost may grow from the last run before its row is marked: a row with a reference
/// compares ratios from one run, so the machine's noise is mostly gone from it; rows without one
/// swing more, and a mark on them wants a second run before it is read as a regression.
pub const WORSE_BY: f64 = 0.15;

/// How a row compares with the last run.
#[derive(Debug, Clone, PartialEq)]
pub enum Since {
    /// Not measured in this run (or not yet compared).
    NotMeasured,
    /// None of its costs has a figure from the last run.
    NoEarlierRun,
    /// Every cost within the line; `change` is the cost that grew most (negative: it fell),
    /// as a fraction of the last run's.
    Within { change: f64 },
    /// A cost grew by more than [`WORSE_BY`]: `change` of it, as a fraction.
    Worse { cost: &'static str, change: f64 },
}

impl Since {
    pub fn is_worse(&self) -> bool {
        matches!(self, Since::Worse { .. })
    }
}

impl fmt::Display for Since {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let percent = |change: f64| (change.abs() * 100.0).round();
        match self {
            Since::NotMeasured => write!(f, "not measured"),
            Since::NoEarlierRun => write!(f, "no earlier run"),
            Since::Within { change } if *change > 0.0 => {
                write!(
                    f,
                    "{:.0} % worse, within {:.0} %",
                    percent(*change),
                    WORSE_BY * 100.0
                )
            }
            Since::Within { change } => write!(f, "{:.0} % better", percent(*change)),
            Since::Worse { cost, change } => {
                write!(f, "WORSE: {cost} {:.0} % worse", percent(*change))
            }
        }
    }
}
