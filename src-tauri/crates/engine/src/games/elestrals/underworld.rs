//! An Underworld's cards: a list that only grows in play, kept so that copying the state for
//! each action, and burying a card, cost the same however long the game has run.
//!
//! It is a persistent stack: each card is a node pointing at the cards buried before it, and
//! states before and after a burial share every older node. Taking a card back out (rare: a
//! card brought back from the Underworld) rebuilds the newer part.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

struct Node {
    name: String,
    below: Option<Arc<Node>>,
}

/// The names of the Elestrals and Runes in an Underworld, oldest first.
#[derive(Clone, Default)]
pub struct Underworld {
    top: Option<Arc<Node>>,
    len: usize,
}

impl Underworld {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The names, newest first.
    pub fn newest_first(&self) -> impl Iterator<Item = &str> {
        std::iter::successors(self.top.as_deref(), |node| node.below.as_deref())
            .map(|node| node.name.as_str())
    }

    /// The names, oldest first.
    pub fn to_vec(&self) -> Vec<String> {
        let mut names: Vec<String> = self.newest_first().map(str::to_owned).collect();
        names.reverse();
        names
    }

    pub fn contains(&self, name: &str) -> bool {
        self.newest_first().any(|n| n == name)
    }

    pub fn bury(&mut self, name: &str) {
        let below = self.top.take();
        self.top = Some(Arc::new(Node {
            name: name.to_owned(),
            below,
        }));
        self.len += 1;
    }

    /// Takes out the most recently buried card of that name; `false` if there is none.
    pub fn take(&mut self, name: &str) -> bool {
        let mut newer = Vec::new();
        let mut cursor = self.top.clone();
        while let Some(node) = cursor {
            if node.name == name {
                let mut rebuilt = node.below.clone();
                for name in newer.into_iter().rev() {
                    rebuilt = Some(Arc::new(Node {
                        name,
                        below: rebuilt,
                    }));
                }
                self.top = rebuilt;
                self.len -= 1;
                return true;
            }
            newer.push(node.name.clone());
            cursor = node.below.clone();
        }
        false
    }
}

impl Drop for Underworld {
    /// Unlinks node by node: dropping a long list recursively could exhaust the stack.
    fn drop(&mut self) {
        let mut next = self.top.take();
        while let Some(node) = next {
            // `into_inner` rather than `try_unwrap`: when another state still shares the rest
            // of the list (the usual case, as every state copy shares it) it only lets go of
            // this reference, one atomic operation instead of a failed exchange and a release.
            next = Arc::into_inner(node).and_then(|mut node| node.below.take());
        }
    }
}

impl FromIterator<String> for Underworld {
    /// From names oldest first.
    fn from_iter<I: IntoIterator<Item = String>>(names: I) -> Underworld {
        let mut underworld = Underworld::default();
        for name in names {
            underworld.bury(&name);
        }
        underworld
    }
}

impl PartialEq for Underworld {
    fn eq(&self, other: &Underworld) -> bool {
        self.len == other.len && self.newest_first().eq(other.newest_first())
    }
}

impl Eq for Underworld {}

impl fmt::Debug for Underworld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.to_vec()).finish()
    }
}

impl Serialize for Underworld {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_vec().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Underworld {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Underworld, D::Error> {
        Vec::<String>::deserialize(deserializer).map(|names| names.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn burying_and_taking_keep_the_order() {
        let mut underworld: Underworld =
            ["A", "B", "C", "B"].map(String::from).into_iter().collect();
        let before = underworld.clone();
        assert!(underworld.take("B"));
        assert_eq!(underworld.to_vec(), ["A", "B", "C"]);
        assert_eq!(
            before.to_vec(),
            ["A", "B", "C", "B"],
            "the earlier state is untouched"
        );
        assert!(!underworld.take("Z"));
        underworld.bury("D");
        assert_eq!((underworld.len(), underworld.contains("D")), (4, true));
        let json = serde_json::to_string(&underworld).unwrap_or_default();
        assert_eq!(json, r#"["A","B","C","D"]"#);
        assert_eq!(
            serde_json::from_str::<Underworld>(&json).ok(),
            Some(underworld)
        );
    }

    #[test]
    fn a_long_underworld_drops_without_recursion() {
        let underworld: Underworld = (0..200_000).map(|n| n.to_string()).collect();
        let shared = underworld.clone();
        drop(underworld);
        assert_eq!(shared.len(), 200_000);
    }
}
