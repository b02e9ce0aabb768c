//! The facets of a game's cards held in memory as sets, for typed searches.
//!
//! A typed search (`element:fire cost<=2 -pays:omni ber`) is answered in name order, at most a
//! page of it. In SQL each of its terms is a subquery whose rows SQLite gathers before it can
//! join them: a broad term (every Elestral, every card of cost 2 or less) is tens of thousands
//! of rows, 10–50 ms over 100,000 cards, where a keystroke has 16. Here each value of each
//! field is a set of the cards' places in name order (a compressed bitmap), read from the
//! `card_facets` table once; a search joins sets (and, or, not) in microseconds and the first
//! places of the result are the first cards by name. Words still go to the full-text index,
//! whose rows become a set the same way.
//!
//! The sets are what the table was at `card_writes.version`, which the store raises in the
//! transaction of every change to the cards (from any connection): a search that finds the
//! version changed reads the sets again first.

use std::collections::{BTreeMap, HashMap};
use std::ops::Bound;
use std::sync::{Arc, Mutex};

use roaring::RoaringBitmap;
use rusqlite::types::ValueRef;
use rusqlite::Connection;
use tableside_engine::card_query::{
    of_collection, CardQuery, FacetValue, Term, TextColumn, COMMON_FIELDS, OWNED_WORD,
};
use tableside_engine::GameId;

use crate::error::Result;
use crate::queries::collection::list_owned_pks;
use crate::queries::VISIBLE;
use crate::search::{name_query, phrase_query, prefix_query};

/// The indexes of the games searched so far, each as of a version of the cards.
#[derive(Default)]
pub(crate) struct SearchIndex {
    games: Mutex<HashMap<GameId, Arc<GameIndex>>>,
}

/// One game's cards: their order by name, and for each value of each field the set of them
/// having it.
pub(crate) struct GameIndex {
    game: GameId,
    version: i64,
    /// The cards' `pk`s by name (then ID): a card's place here is its place in the sets.
    pub(crate) by_name: Vec<i64>,
    /// Each card's place, by `pk` (`u32::MAX`: none of this game's, or hidden).
    place_of: Vec<u32>,
    every: RoaringBitmap,
    fields: HashMap<&'static str, BTreeMap<FacetValue, RoaringBitmap>>,
}

impl SearchIndex {
    /// The index of `game`'s cards as they are now, read again when they have changed.
    pub(crate) fn of(&self, conn: &Connection, game: GameId) -> Result<Arc<GameIndex>> {
        let version = cards_version(conn)?;
        let mut games = self
            .games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(index) = games.get(&game).filter(|index| index.version == version) {
            return Ok(Arc::clone(index));
        }
        let index = Arc::new(GameIndex::read(conn, game, version)?);
        games.insert(game, Arc::clone(&index));
        Ok(index)
    }
}

/// How many times the cards have changed (`card_writes`).
pub(crate) fn cards_version(conn: &Connection) -> Result<i64> {
    Ok(conn.query_row("SELECT version FROM card_writes", [], |row| row.get(0))?)
}

/// Records a change to the cards, in the caller's transaction.
pub(crate) fn cards_changed(conn: &Connection) -> Result<()> {
    conn.prepare_cached("UPDATE card_writes SET version = version + 1")?
        .execute([])?;
    Ok(())
}

impl GameIndex {
    fn read(conn: &Connection, game: GameId, version: i64) -> Result<GameIndex> {
        let sql = format!(
            "SELECT c.pk FROM cards c WHERE c.game = ?1 AND {VISIBLE} ORDER BY c.name_key, c.id"
        );
        let mut statement = conn.prepare(&sql)?;
        let by_name: Vec<i64> = statement
            .query_map([game.as_str()], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let highest = by_name.iter().copied().max().unwrap_or(0);
        let mut place_of = vec![u32::MAX; usize::try_from(highest).unwrap_or(0) + 1];
        for (place, &pk) in by_name.iter().enumerate() {
            place_of[pk as usize] = place as u32;
        }
        let every: RoaringBitmap = (0..by_name.len() as u32).collect();
        let mut index = GameIndex {
            game,
            version,
            by_name,
            place_of,
            every,
            fields: HashMap::new(),
        };
        let names: Vec<&'static str> = COMMON_FIELDS
            .iter()
            .chain(game.card_fields())
            .map(|field| field.name)
            .collect();
        let mut gathered: Vec<BTreeMap<FacetValue, Vec<u32>>> = vec![BTreeMap::new(); names.len()];
        // One pass over every card's values (those of other games' cards are skipped by
        // their place): the table is keyed by card.
        let mut statement = conn.prepare("SELECT pk, field, value FROM card_facets")?;
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            let Some(place) = index.place(row.get(0)?) else {
                continue;
            };
            let ValueRef::Text(field) = row.get_ref(1)? else {
                continue;
            };
            let Some(at) = names.iter().position(|name| name.as_bytes() == field) else {
                continue;
            };
            let value = match row.get_ref(2)? {
                ValueRef::Integer(number) => FacetValue::Number(number),
                ValueRef::Text(word) => {
                    FacetValue::Word(String::from_utf8_lossy(word).into_owned())
                }
                _ => continue,
            };
            gathered[at].entry(value).or_default().push(place);
        }
        for (name, values) in names.into_iter().zip(gathered) {
            let sets = values
                .into_iter()
                .map(|(value, places)| (value, set_of(places)))
                .collect();
            index.fields.insert(name, sets);
        }
        Ok(index)
    }

    /// The first `most` words `field` has on the cards, in order, for the search's help.
    pub(crate) fn words(&self, field: &str, most: usize) -> Vec<String> {
        self.fields.get(field).map_or_else(Vec::new, |values| {
            values
                .keys()
                .filter_map(|value| match value {
                    FacetValue::Word(word) => Some(word.clone()),
                    FacetValue::Number(_) => None,
                })
                .take(most)
                .collect()
        })
    }

    /// The least and greatest number `field` has on the cards; `None` when none has one.
    pub(crate) fn range(&self, field: &str) -> Option<[i64; 2]> {
        let numbers: Vec<i64> = self
            .fields
            .get(field)?
            .keys()
            .filter_map(|value| match value {
                FacetValue::Number(number) => Some(*number),
                FacetValue::Word(_) => None,
            })
            .collect();
        Some([*numbers.first()?, *numbers.last()?])
    }

    fn place(&self, pk: i64) -> Option<u32> {
        usize::try_from(pk)
            .ok()
            .and_then(|pk| self.place_of.get(pk))
            .copied()
            .filter(|&place| place != u32::MAX)
    }

    /// The places (in name order) of the cards `query` finds; words are looked up in the
    /// full-text index through `conn`.
    pub(crate) fn find(&self, conn: &Connection, query: &CardQuery) -> Result<RoaringBitmap> {
        Ok(match query {
            CardQuery::All(terms) => {
                let mut found = self.every.clone();
                // The sets of fields first: a search for words among no cards asks nothing.
                let (words, others): (Vec<&CardQuery>, Vec<&CardQuery>) = terms
                    .iter()
                    .partition(|term| matches!(term, CardQuery::Term(Term::Words { .. })));
                for term in others.into_iter().chain(words) {
                    if found.is_empty() {
                        break;
                    }
                    found &= self.find(conn, term)?;
                }
                found
            }
            CardQuery::Any(terms) => {
                let mut found = RoaringBitmap::new();
                for term in terms {
                    found |= self.find(conn, term)?;
                }
                found
            }
            CardQuery::Not(inner) => &self.every - self.find(conn, inner)?,
            CardQuery::Term(term) => self.term(conn, term)?,
        })
    }

    fn term(&self, conn: &Connection, term: &Term) -> Result<RoaringBitmap> {
        if let Some(owned) = self.owned_term(conn, term)? {
            return Ok(owned);
        }
        let union = |sets: &mut dyn Iterator<Item = &RoaringBitmap>| {
            sets.fold(RoaringBitmap::new(), |mut all, set| {
                all |= set;
                all
            })
        };
        let values = |field: &str| self.fields.get(field);
        Ok(match term {
            Term::Word {
                field,
                value,
                exact: true,
            } => values(field)
                .and_then(|values| values.get(&FacetValue::Word(value.clone())))
                .cloned()
                .unwrap_or_default(),
            Term::Word {
                field,
                value,
                exact: false,
            } => values(field).map_or_else(RoaringBitmap::new, |values| {
                let from = Bound::Included(FacetValue::Word(value.clone()));
                let to = Bound::Excluded(FacetValue::Word(format!("{value}\u{10FFFF}")));
                union(&mut values.range((from, to)).map(|(_, set)| set))
            }),
            Term::Number { field, from, to } => {
                values(field).map_or_else(RoaringBitmap::new, |values| {
                    let range = FacetValue::Number(*from)..=FacetValue::Number(*to);
                    union(&mut values.range(range).map(|(_, set)| set))
                })
            }
            Term::Words {
                column,
                text,
                phrase,
            } => {
                let words = if *phrase {
                    phrase_query(text)
                } else {
                    prefix_query(text)
                };
                // Signs alone ("-", "—") hold no word the index keeps: every card has them.
                let Some(words) = words else {
                    return Ok(self.every.clone());
                };
                let fts = match column {
                    None => words,
                    Some(TextColumn::Name) => name_query(&words),
                    Some(TextColumn::Text) => format!("{{text}} : ({words})"),
                };
                let mut statement =
                    conn.prepare_cached("SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?1")?;
                let mut places = Vec::new();
                let mut rows = statement.query([fts])?;
                while let Some(row) = rows.next()? {
                    if let Some(place) = self.place(row.get(0)?) {
                        places.push(place);
                    }
                }
                set_of(places)
            }
        })
    }
}

impl GameIndex {
    /// A term on what the player owns, answered from the collection as it is now (it changes
    /// a tap at a time, and is small beside the cards); `None` for a term on the cards.
    fn owned_term(&self, conn: &Connection, term: &Term) -> Result<Option<RoaringBitmap>> {
        let field = match term {
            Term::Word { field, .. } | Term::Number { field, .. } => *field,
            Term::Words { .. } => return Ok(None),
        };
        if !of_collection(field) {
            return Ok(None);
        }
        let owned = list_owned_pks(conn, self.game)?;
        let places_owning = |wanted: &dyn Fn(u32) -> bool| {
            set_of(
                owned
                    .iter()
                    .filter(|&&(_, count)| wanted(count))
                    .filter_map(|&(pk, _)| self.place(pk))
                    .collect(),
            )
        };
        Ok(Some(match term {
            Term::Word { value, exact, .. } => {
                let reads = if *exact {
                    value == OWNED_WORD
                } else {
                    OWNED_WORD.starts_with(value.as_str())
                };
                if reads {
                    places_owning(&|count| count > 0)
                } else {
                    RoaringBitmap::new()
                }
            }
            Term::Number { from, to, .. } => {
                let within = |count: u32| (*from..=*to).contains(&i64::from(count));
                let mut found = places_owning(&within);
                // A card not in the collection is owned 0 times.
                if within(0) {
                    found |= &self.every - places_owning(&|_| true);
                }
                found
            }
            Term::Words { .. } => return Ok(None),
        }))
    }

    /// The most copies of one card owned, for the search's help.
    pub(crate) fn most_owned(&self, conn: &Connection) -> Result<i64> {
        Ok(list_owned_pks(conn, self.game)?
            .into_iter()
            .filter(|&(pk, _)| self.place(pk).is_some())
            .map(|(_, count)| i64::from(count))
            .max()
            .unwrap_or(0))
    }
}

/// The set of `places`.
fn set_of(mut places: Vec<u32>) -> RoaringBitmap {
    places.sort_unstable();
    places.dedup();
    RoaringBitmap::from_sorted_iter(places).unwrap_or_default()
}
