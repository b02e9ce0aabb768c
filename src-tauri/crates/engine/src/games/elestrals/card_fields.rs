//! What a card search filters Elestrals cards on, read from the card model's fields
//! (`cards.rs`): `element:fire`, `cost<=2` (Spirits to enchant), `pays:omni`, `attack>=3`,
//! `subclass:dragon`, `rarity:stellar`, `set:smp`.

use crate::card_query::fields::Source;
use crate::card_query::{CardField, FieldKind};

pub(super) const CARD_FIELDS: &[CardField] = &[
    CardField {
        name: "element",
        aliases: &["e"],
        kind: FieldKind::Word,
        source: Source::Attributes(&["elements"]),
    },
    CardField {
        name: "cost",
        aliases: &["mv"],
        kind: FieldKind::Number,
        // The Enchantment Cost is one symbol per Spirit: its size is what a player counts.
        source: Source::Count("cost"),
    },
    CardField {
        name: "pays",
        aliases: &["ce"],
        kind: FieldKind::Word,
        // The elements the cost's symbols ask for (omni for any).
        source: Source::Attributes(&["cost"]),
    },
    CardField {
        name: "attack",
        aliases: &["atk", "a"],
        kind: FieldKind::Number,
        source: Source::Attributes(&["attack"]),
    },
    CardField {
        name: "defense",
        aliases: &["def", "d"],
        kind: FieldKind::Number,
        source: Source::Attributes(&["defense"]),
    },
    CardField {
        name: "subclass",
        aliases: &["sub", "s"],
        kind: FieldKind::Word,
        source: Source::Attributes(&["subclasses"]),
    },
    CardField {
        name: "rarity",
        aliases: &["r"],
        kind: FieldKind::Word,
        source: Source::Attributes(&["rarity"]),
    },
    CardField {
        name: "set",
        aliases: &[],
        kind: FieldKind::Word,
        source: Source::Attributes(&["set_number"]),
    },
];
