//! Why a game refuses a format's rules once they read (`RulesError::Refused`): labels of the
//! catalogs' `rules_problem` (the shared catalog's, or a game's own under its ID), in no
//! language, so that a table reads a refused house rule or format in its own.

use crate::label::Label;

/// `rule` (its name in the rules, as a format file writes it) must be from `min` to `max`.
pub fn in_range(rule: &str, value: i64, min: i64, max: i64) -> Result<(), Label> {
    if (min..=max).contains(&value) {
        return Ok(());
    }
    Err(Label::new("rules_problem.out_of_range")
        .text("rule", rule)
        .num("value", value)
        .num("min", min)
        .num("max", max))
}

#[cfg(test)]
#[path = "tests/rules_problem.rs"]
mod tests;
