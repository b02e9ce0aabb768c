//! What a card search filters Conjure's cards on, read from the attributes its card model
//! reads (`cards.rs`): `color:red`, `cost<=3`, `power>=4`, `keyword:blitz`, `chaos:monster`.

use crate::card_query::fields::Source;
use crate::card_query::{CardField, FieldKind};

pub(super) const CARD_FIELDS: &[CardField] = &[
    CardField {
        name: "color",
        aliases: &["c"],
        kind: FieldKind::Word,
        // A creature's colors, and the crystal a tower is of.
        source: Source::Attributes(&["colors", "crystal"]),
    },
    CardField {
        name: "cost",
        aliases: &["mv"],
        kind: FieldKind::Number,
        source: Source::Attributes(&["cost"]),
    },
    CardField {
        name: "power",
        aliases: &["pow", "p"],
        kind: FieldKind::Number,
        // A Chaos Monster's power is inside its Chaos kind.
        source: Source::Attributes(&["power", "kind.power"]),
    },
    CardField {
        name: "defense",
        aliases: &["def", "d"],
        kind: FieldKind::Number,
        source: Source::Attributes(&["defense", "kind.defense"]),
    },
    CardField {
        name: "keyword",
        aliases: &["kw"],
        kind: FieldKind::Word,
        source: Source::Attributes(&["keywords"]),
    },
    CardField {
        name: "upkeep",
        aliases: &[],
        kind: FieldKind::Number,
        source: Source::Attributes(&["upkeep"]),
    },
    CardField {
        name: "chaos",
        aliases: &["ch"],
        kind: FieldKind::Word,
        // instant, countdown, relic or monster.
        source: Source::Attributes(&["kind.type"]),
    },
];
