use serde_json::json;

use super::fields::Source;
use super::*;

/// Fields as a game declares them, for the parser's tests.
const FIELDS: &[CardField] = &[
    CardField {
        name: "color",
        aliases: &["c"],
        kind: FieldKind::Word,
        source: Source::Attributes(&["colors", "crystal"]),
    },
    CardField {
        name: "cost",
        aliases: &[],
        kind: FieldKind::Number,
        source: Source::Attributes(&["cost"]),
    },
    CardField {
        name: "power",
        aliases: &["pow"],
        kind: FieldKind::Number,
        source: Source::Attributes(&["power", "kind.power"]),
    },
    CardField {
        name: "keyword",
        aliases: &["kw"],
        kind: FieldKind::Word,
        source: Source::Attributes(&["keywords"]),
    },
    CardField {
        name: "spirits",
        aliases: &[],
        kind: FieldKind::Number,
        source: Source::Count("spirits"),
    },
];

fn read(input: &str) -> CardQuery {
    parse(input, FIELDS).unwrap_or_else(|problem| panic!("{input}: {problem:?}"))
}

fn refused(input: &str) -> QueryProblem {
    match parse(input, FIELDS) {
        Ok(query) => panic!("{input} read as {query:?}"),
        Err(problem) => problem,
    }
}

fn words(text: &str) -> CardQuery {
    CardQuery::Term(Term::Words {
        column: None,
        text: text.into(),
        phrase: false,
    })
}

fn word(field: &'static str, value: &str, exact: bool) -> CardQuery {
    CardQuery::Term(Term::Word {
        field,
        value: value.into(),
        exact,
    })
}

fn number(field: &'static str, from: i64, to: i64) -> CardQuery {
    CardQuery::Term(Term::Number { field, from, to })
}

#[test]
fn plain_words_read_as_before() {
    assert_eq!(
        read("fire tow"),
        CardQuery::All(vec![words("fire"), words("tow")])
    );
    assert_eq!(read("fire tow").plain_words().as_deref(), Some("fire tow"));
    assert_eq!(read("星灵").plain_words().as_deref(), Some("星灵"));
    assert_eq!(read("   "), CardQuery::All(vec![]));
    assert_eq!(read("").plain_words().as_deref(), Some(""));
    assert_eq!(
        read("life-leech 3/3"),
        CardQuery::All(vec![words("life-leech"), words("3/3")])
    );
}

#[test]
fn typed_filters_name_fields_by_name_or_alias() {
    assert_eq!(read("kind:creature"), word("kind", "creature", false));
    assert_eq!(read("k:Creature"), word("kind", "creature", false));
    assert_eq!(read("T=rune_divine"), word("kind", "rune_divine", true));
    assert_eq!(read("c:red"), word("color", "red", false));
    assert_eq!(read("kw:blitz"), word("keyword", "blitz", false));
    assert!(read("c:red").plain_words().is_none());
}

#[test]
fn numbers_compare_as_ranges() {
    assert_eq!(read("cost<=3"), number("cost", i64::MIN, 3));
    assert_eq!(read("cost<3"), number("cost", i64::MIN, 2));
    assert_eq!(read("cost>3"), number("cost", 4, i64::MAX));
    assert_eq!(read("cost>=3"), number("cost", 3, i64::MAX));
    assert_eq!(read("cost=3"), number("cost", 3, 3));
    assert_eq!(read("cost:3"), number("cost", 3, 3));
    assert_eq!(
        read("pow!=2"),
        CardQuery::Not(Box::new(number("power", 2, 2)))
    );
    assert_eq!(read("cost>=-1"), number("cost", -1, i64::MAX));
}

#[test]
fn name_and_text_take_words_and_quoted_phrases() {
    assert_eq!(
        read("text:\"draw a card\""),
        CardQuery::Term(Term::Words {
            column: Some(TextColumn::Text),
            text: "draw a card".into(),
            phrase: true,
        })
    );
    assert_eq!(
        read("n:ember"),
        CardQuery::Term(Term::Words {
            column: Some(TextColumn::Name),
            text: "ember".into(),
            phrase: false,
        })
    );
    assert_eq!(
        read("\"fire tower\""),
        CardQuery::Term(Term::Words {
            column: None,
            text: "fire tower".into(),
            phrase: true,
        })
    );
}

#[test]
fn minus_or_and_parentheses_bind_as_written() {
    assert_eq!(
        read("-kind:lord"),
        CardQuery::Not(Box::new(word("kind", "lord", false)))
    );
    assert_eq!(
        read("c:red or c:blue cost<=2"),
        CardQuery::Any(vec![
            word("color", "red", false),
            CardQuery::All(vec![
                word("color", "blue", false),
                number("cost", i64::MIN, 2)
            ]),
        ])
    );
    assert_eq!(
        read("(c:red OR c:blue) cost<=2"),
        CardQuery::All(vec![
            CardQuery::Any(vec![
                word("color", "red", false),
                word("color", "blue", false)
            ]),
            number("cost", i64::MIN, 2),
        ])
    );
    assert_eq!(
        read("-(c:red or ember)"),
        CardQuery::Not(Box::new(CardQuery::Any(vec![
            word("color", "red", false),
            words("ember")
        ])))
    );
    assert_eq!(
        read("- ember"),
        CardQuery::All(vec![words("-"), words("ember")]),
        "a dash alone is a word"
    );
}

#[test]
fn an_unknown_field_points_at_itself_and_names_the_nearest() {
    let problem = refused("cost<=3 colr:red");
    assert_eq!(problem.code, QueryProblemCode::UnknownField);
    assert_eq!(problem.at, [8, 12]);
    assert_eq!(problem.reason.key, "cards.query.unknown_field");
    assert!(
        problem.reason.to_string().contains("color"),
        "{}",
        problem.reason
    );

    let far = refused("zzzzzz:1");
    assert_eq!(far.reason.key, "cards.query.unknown_field_list");
    assert!(
        far.reason.to_string().contains("name, text, kind, color"),
        "{}",
        far.reason
    );
}

#[test]
fn each_mistake_has_its_code_and_place() {
    let cases: &[(&str, QueryProblemCode, [u32; 2])] = &[
        ("cost<=", QueryProblemCode::MissingValue, [0, 6]),
        ("cost<=three", QueryProblemCode::NotANumber, [6, 11]),
        ("color<3", QueryProblemCode::NotComparable, [0, 7]),
        ("name>x", QueryProblemCode::NotComparable, [0, 6]),
        ("text:\"draw", QueryProblemCode::UnclosedQuote, [5, 10]),
        (
            "(c:red or c:blue",
            QueryProblemCode::UnclosedParenthesis,
            [0, 1],
        ),
        ("c:red)", QueryProblemCode::UnopenedParenthesis, [5, 6]),
        ("()", QueryProblemCode::MissingTerm, [0, 2]),
        ("or ember", QueryProblemCode::MissingTerm, [0, 2]),
        ("ember or", QueryProblemCode::MissingTerm, [6, 8]),
        ("ember -(", QueryProblemCode::UnclosedParenthesis, [7, 8]),
        ("(ember or) x", QueryProblemCode::MissingTerm, [7, 9]),
    ];
    for (input, code, at) in cases {
        let problem = refused(input);
        assert_eq!(
            (problem.code, problem.at),
            (*code, *at),
            "{input}: {problem:?}"
        );
    }
}

#[test]
fn places_count_as_a_text_field_does() {
    // Each Han character is one UTF-16 unit; the emoji two.
    assert_eq!(refused("星灵 colr:x").at, [3, 7]);
    assert_eq!(refused("🔥 colr:x").at, [3, 7]);
}

#[test]
fn a_query_reads_at_most_so_many_terms() {
    let long = vec!["ember"; parse::MAX_TERMS + 1].join(" ");
    let problem = refused(&long);
    assert_eq!(problem.code, QueryProblemCode::TooManyTerms);
    assert!(read(&vec!["ember"; parse::MAX_TERMS].join(" "))
        .plain_words()
        .is_some());
}

#[test]
fn facets_are_each_fields_values_once() {
    let creature = json!({
        "colors": ["red", "Black"], "cost": 3, "power": 5,
        "keywords": ["blitz", {"corrupt": 1}, "blitz"],
    });
    assert_eq!(
        facets(FIELDS, "creature", &creature),
        vec![
            ("kind", FacetValue::Word("creature".into())),
            ("color", FacetValue::Word("black".into())),
            ("color", FacetValue::Word("red".into())),
            ("cost", FacetValue::Number(3)),
            ("power", FacetValue::Number(5)),
            ("keyword", FacetValue::Word("blitz".into())),
            ("keyword", FacetValue::Word("corrupt".into())),
        ]
    );
    let monster = json!({"kind": {"type": "monster", "power": 6}, "spirits": ["a", "a", "b"]});
    assert_eq!(
        facets(FIELDS, "chaos", &monster),
        vec![
            ("kind", FacetValue::Word("chaos".into())),
            ("power", FacetValue::Number(6)),
            ("spirits", FacetValue::Number(3)),
        ]
    );
    let odd = json!({"cost": "three", "colors": [1, ""]});
    assert_eq!(
        facets(FIELDS, "tower", &odd),
        vec![("kind", FacetValue::Word("tower".into()))],
        "a value of the wrong kind is not indexed"
    );
}

#[test]
fn what_a_player_owns_reads_as_a_word_and_as_a_count() {
    assert_eq!(read("is:owned"), word("is", "owned", false));
    assert_eq!(read("owned>=2"), number("owned", 2, i64::MAX));
    assert_eq!(
        read("-is:owned cost<=1"),
        CardQuery::All(vec![
            CardQuery::Not(Box::new(word("is", "owned", false))),
            number("cost", i64::MIN, 1),
        ])
    );
    // The collection is no card's: no card's facets carry it.
    let facets = facets(FIELDS, "creature", &serde_json::json!({ "cost": 1 }));
    assert!(facets
        .iter()
        .all(|(field, _)| *field != "owned" && *field != "is"));
}
