//! The fields a card search can filter on: three every game's card has (its name, text and
//! kind), and each game's own, declared beside its card model (`Game::CARD_FIELDS`) as where
//! in a card's attributes the value is read. From the declarations come the values the store
//! indexes for every card (its facets), the parser's field names and the search's help sheet.

use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

/// What a field holds, and so how it is compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum FieldKind {
    /// Whole numbers: `cost<=3`, `attack=2`.
    Number,
    /// Words of a closed set (a color, an element, a kind): `color:red` finds the cards with
    /// a value starting "red", `color=red` the ones with exactly that value.
    Word,
    /// A card's name or text, searched through the full-text index as the plain words are.
    Text,
}

/// Where a field's values are read from a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The card's name or its text: the full-text index's own columns.
    Name,
    Text,
    /// The card's kind, a column every game's card has.
    Kind,
    /// Attributes at these paths (`colors`, `kind.power`: a dot steps into an object). A
    /// string is a word, a whole number a number; an array gives each of its items, an object
    /// each of its keys (a keyword written `{"corrupt": 1}` is the word `corrupt`).
    Attributes(&'static [&'static str]),
    /// How many items the array at this path holds (a cost written as three symbols is 3).
    Count(&'static str),
    /// How many copies the player owns: not on the card but in the player's collection, which
    /// the store keeps. A number field counts them (`owned>=2`); a word field is `owned` for a
    /// card with one or more (`is:owned`).
    Collection,
}

/// The word of `is:owned`.
pub const OWNED_WORD: &str = "owned";

/// Whether the field `name` is answered from the player's collection, not from the cards.
pub fn of_collection(name: &str) -> bool {
    COMMON_FIELDS
        .iter()
        .any(|field| field.name == name && field.source == Source::Collection)
}

/// One field a card search can filter on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardField {
    /// As it is typed before the operator (`cost` in `cost<=3`): lowercase letters and `_`.
    pub name: &'static str,
    /// Shorter names for the same field (`c` for `color`).
    pub aliases: &'static [&'static str],
    pub kind: FieldKind,
    pub source: Source,
}

/// The fields every game's card has, before the game's own: its name, text and kind, and how
/// many of it the player owns.
pub const COMMON_FIELDS: &[CardField] = &[
    CardField {
        name: "name",
        aliases: &["n"],
        kind: FieldKind::Text,
        source: Source::Name,
    },
    CardField {
        name: "text",
        aliases: &["o", "x"],
        kind: FieldKind::Text,
        source: Source::Text,
    },
    CardField {
        name: "kind",
        aliases: &["k", "t", "type"],
        kind: FieldKind::Word,
        source: Source::Kind,
    },
    CardField {
        name: "owned",
        aliases: &[],
        kind: FieldKind::Number,
        source: Source::Collection,
    },
    CardField {
        name: "is",
        aliases: &[],
        kind: FieldKind::Word,
        source: Source::Collection,
    },
];

/// Every field a search of a game's cards filters on, in the order the help lists them: the
/// card's own common fields, the game's, then the collection's.
pub fn every_field(game_fields: &[CardField]) -> impl Iterator<Item = &CardField> {
    let of_collection = |field: &&CardField| field.source == Source::Collection;
    COMMON_FIELDS
        .iter()
        .filter(move |field| !of_collection(field))
        .chain(game_fields)
        .chain(COMMON_FIELDS.iter().filter(of_collection))
}

/// One value of a card's field, as the store indexes it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum FacetValue {
    Number(i64),
    /// Folded as [`fold_word`] folds what is typed.
    Word(String),
}

/// A field's value on one card: `("color", Word("red"))`.
pub type Facet = (&'static str, FacetValue);

/// A word as the search compares it: lowercase, its spaces as `_` (`rune divine` and
/// `Rune_Divine` are the kind `rune_divine`).
pub fn fold_word(word: &str) -> String {
    word.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c.is_whitespace() { '_' } else { c })
        .collect()
}

/// The values of the word and number `fields` (and of the kind) a card of `kind` with
/// `attributes` has, each once, in order: what the store indexes so that a filter is a range
/// of one index. Name and text are the full-text index's.
pub fn facets(fields: &[CardField], kind: &str, attributes: &Value) -> Vec<Facet> {
    let mut found: Vec<Facet> = Vec::new();
    for field in COMMON_FIELDS.iter().chain(fields) {
        let mut values: Vec<FacetValue> = Vec::new();
        match field.source {
            Source::Name | Source::Text | Source::Collection => {}
            Source::Kind => values.push(FacetValue::Word(fold_word(kind))),
            Source::Count(path) => {
                if let Some(Value::Array(items)) = at_path(attributes, path) {
                    let count = i64::try_from(items.len()).unwrap_or(i64::MAX);
                    values.push(FacetValue::Number(count));
                }
            }
            Source::Attributes(paths) => {
                for path in paths {
                    if let Some(value) = at_path(attributes, path) {
                        values_of(value, field.kind, &mut values);
                    }
                }
            }
        }
        values.sort();
        values.dedup();
        found.extend(values.into_iter().map(|value| (field.name, value)));
    }
    found
}

fn at_path<'v>(attributes: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('.')
        .try_fold(attributes, |value, step| value.get(step))
}

/// The values `value` gives a field of `kind`: of that kind only, so a stray string in a
/// number field is not indexed as a number.
fn values_of(value: &Value, kind: FieldKind, found: &mut Vec<FacetValue>) {
    match (value, kind) {
        (Value::String(word), FieldKind::Word) if !word.trim().is_empty() => {
            found.push(FacetValue::Word(fold_word(word)));
        }
        (Value::Number(number), FieldKind::Number) => {
            if let Some(number) = number.as_i64() {
                found.push(FacetValue::Number(number));
            }
        }
        (Value::Array(items), _) => {
            for item in items {
                values_of(item, kind, found);
            }
        }
        (Value::Object(entries), FieldKind::Word) => {
            for key in entries.keys() {
                found.push(FacetValue::Word(fold_word(key)));
            }
        }
        _ => {}
    }
}

/// A field as the search's help sheet lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct FieldHelp {
    pub name: String,
    pub aliases: Vec<String>,
    pub kind: FieldKind,
}

impl From<&CardField> for FieldHelp {
    fn from(field: &CardField) -> Self {
        FieldHelp {
            name: field.name.to_owned(),
            aliases: field.aliases.iter().map(|&a| a.to_owned()).collect(),
            kind: field.kind,
        }
    }
}
