//! Tests of the search language over the store: every query's cards are those a plain reading
//! of the query over every card finds, whatever SQL the query became.

use tableside_engine::card_query::{CardQuery, FacetValue, QueryProblemCode, Term, TextColumn};
use tableside_engine::GameId;

use super::*;

use super::tests::store;

fn ids(store: &Store, game: GameId, query: &str) -> Vec<String> {
    let search = store.search_cards(game, query, 200).expect("searches");
    assert_eq!(search.problem, None, "{query}");
    search.cards.into_iter().map(|card| card.id).collect()
}

/// Whether `card` is one `query` describes, read the plain way: its facets from the engine,
/// its words split and lowercased.
fn holds(query: &CardQuery, card: &CardInfo) -> bool {
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    match query {
        CardQuery::All(terms) => terms.iter().all(|t| holds(t, card)),
        CardQuery::Any(terms) => terms.iter().any(|t| holds(t, card)),
        CardQuery::Not(inner) => !holds(inner, card),
        CardQuery::Term(Term::Words {
            column,
            text,
            phrase,
        }) => {
            let mut haystack = Vec::new();
            if *column != Some(TextColumn::Text) {
                haystack.extend(words(&card.name));
            }
            if *column != Some(TextColumn::Name) {
                haystack.extend(words(&card.text));
            }
            let wanted = words(text);
            if *phrase {
                haystack
                    .windows(wanted.len())
                    .any(|run| run == wanted.as_slice())
            } else {
                wanted
                    .iter()
                    .all(|w| haystack.iter().any(|h| h.starts_with(w.as_str())))
            }
        }
        CardQuery::Term(Term::Word {
            field,
            value,
            exact,
        }) => card
            .game
            .card_facets(&card.kind, &card.attributes)
            .iter()
            .any(|(name, facet)| {
                name == field
                    && matches!(facet, FacetValue::Word(word)
                        if if *exact { word == value } else { word.starts_with(value.as_str()) })
            }),
        CardQuery::Term(Term::Number { field, from, to }) => card
            .game
            .card_facets(&card.kind, &card.attributes)
            .iter()
            .any(|(name, facet)| {
                name == field && matches!(facet, FacetValue::Number(n) if from <= n && n <= to)
            }),
    }
}

fn check(store: &Store, game: GameId, query: &str) -> Vec<String> {
    let every = store.search_cards(game, "", 200).expect("lists").cards;
    let parsed = game.parse_card_query(query).expect("reads");
    let mut expected: Vec<&CardInfo> = every.iter().filter(|card| holds(&parsed, card)).collect();
    expected.sort_by_key(|card| (crate::search::name_key(&card.name), card.id.clone()));
    let expected: Vec<String> = expected.into_iter().map(|card| card.id.clone()).collect();
    assert_eq!(ids(store, game, query), expected, "{query}");
    expected
}

#[test]
fn typed_filters_find_exactly_the_cards_they_describe() {
    let store = store();
    let conjure = [
        "kind:creature",
        "k:creature c:red cost<=2",
        "color:red or color:blue",
        "(c:red or c:blue) power>=3",
        "-kind:creature",
        "k:crea -keyword:blitz",
        "cost>2 cost<5",
        "kind=chaos chaos:monster",
        "power>=5",
        "c:black text:creature",
        "n:tower",
        "name:\"crystal tower\"",
        "text:\"each player\" or kw:rampage",
        "k:creature -(c:red or c:green) cost!=3",
    ];
    let mut found_some = 0;
    for query in conjure {
        if !check(&store, GameId::Conjure, query).is_empty() {
            found_some += 1;
        }
    }
    assert!(found_some >= conjure.len() - 1, "the queries find cards");
    for query in [
        "element:fire",
        "e:water or e:wind",
        "cost<=1 kind:elestral",
        "pays:omni",
        "atk>=3 def<=2",
        "subclass:dragon",
        "rarity:stellar or r:rare",
        "set:smp -k:spirit",
        "k:rune",
    ] {
        check(&store, GameId::Elestrals, query);
    }
}

#[test]
fn a_field_value_is_a_prefix_and_an_equal_sign_asks_for_the_whole_word() {
    let store = store();
    let runes = ids(&store, GameId::Elestrals, "k:rune");
    assert!(runes.len() >= 3, "{runes:?}");
    assert!(ids(&store, GameId::Elestrals, "k=rune").is_empty());
    assert_eq!(
        ids(&store, GameId::Elestrals, "k=\"rune divine\""),
        ids(&store, GameId::Elestrals, "kind:rune_divine")
    );
}

#[test]
fn a_query_that_does_not_read_says_where_and_finds_nothing() {
    let store = store();
    let search = store
        .search_cards(GameId::Conjure, "k:creature colr:red", 50)
        .expect("answers");
    assert!(search.cards.is_empty());
    let problem = search.problem.expect("a problem");
    assert_eq!(problem.code, QueryProblemCode::UnknownField);
    assert_eq!(problem.at, [11, 15]);
    let elestrals = store
        .search_cards(GameId::Elestrals, "color:red", 50)
        .expect("answers")
        .problem
        .expect("Elestrals cards have elements, not colors");
    assert_eq!(elestrals.code, QueryProblemCode::UnknownField);
}

#[test]
fn a_card_written_again_is_found_by_its_new_values_only() {
    let mut store = store();
    let list = |cost: i64| {
        format!(
            r#"{{"game": "conjure", "cards": [{{"id": "conjure-test-imp", "name": "Test Imp",
                "kind": "creature", "attributes": {{"colors": ["red"], "cost": {cost},
                "power": 1, "defense": 1}}}}]}}"#
        )
    };
    store
        .import_cards(GameId::Conjure, &list(7))
        .expect("imports");
    assert_eq!(
        ids(&store, GameId::Conjure, "cost=7"),
        vec!["conjure-test-imp"]
    );
    store
        .import_cards(GameId::Conjure, &list(9))
        .expect("imports again");
    assert!(ids(&store, GameId::Conjure, "cost=7").is_empty());
    assert_eq!(
        ids(&store, GameId::Conjure, "cost=9"),
        vec!["conjure-test-imp"]
    );
}

#[test]
fn the_help_lists_each_field_with_the_values_the_cards_have() {
    let store = store();
    let fields = store.search_fields(GameId::Conjure).expect("lists");
    let names: Vec<&str> = fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(&names[..4], ["name", "text", "kind", "color"]);
    let color = fields.iter().find(|f| f.name == "color").expect("color");
    assert!(
        color.values.contains(&"red".to_owned()),
        "{:?}",
        color.values
    );
    let kind = fields.iter().find(|f| f.name == "kind").expect("kind");
    assert_eq!(kind.values, ["chaos", "creature", "quest", "tower"]);
    let cost = fields.iter().find(|f| f.name == "cost").expect("cost");
    let [least, most] = cost.range.expect("a range");
    assert!(least >= 0 && least < most, "{least}..{most}");
}
