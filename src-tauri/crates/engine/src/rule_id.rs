//! Rule IDs: each game declares the rules of its catalog once, as constants, and the engine
//! refers to those. A misspelt ID is then a compile error, not a refusal whose rule chip opens
//! nothing; and a test holds each game's list to the rule texts the project ships with it.

use std::fmt;

/// One rule of a game's catalog, by its stable ID (`CTC-DRAW-1`, `CDX-15.2`).
///
/// Refusals, outcomes and rulings carry the ID as text (`Refusal::rule`, `Outcome::rule`), as
/// files and the UI spell it; inside the engine a rule is always one of these constants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuleId(&'static str);

impl RuleId {
    /// Only for a game's `rule_ids!` list: everywhere else a rule is one of its constants.
    pub const fn new(id: &'static str) -> Self {
        RuleId(id)
    }

    /// The ID as the catalogs, files and the UI spell it.
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl From<RuleId> for String {
    fn from(rule: RuleId) -> String {
        rule.0.to_owned()
    }
}

/// Declares a game's rules: one [`RuleId`] constant each, named after the ID, and `ALL`, every
/// rule in the catalog's order (`Game::RULES`). Their texts are the catalogs' (`rules.<ID>`).
macro_rules! rule_ids {
    ($( $name:ident = $id:literal; )*) => {
        $( pub const $name: $crate::rule_id::RuleId = $crate::rule_id::RuleId::new($id); )*

        /// Every rule of the game's catalog, in the catalog's order.
        pub const ALL: &[$crate::rule_id::RuleId] = &[ $( $name, )* ];
    };
}
pub(crate) use rule_ids;

#[cfg(test)]
#[path = "tests/rule_id.rs"]
mod tests;
