//! Tests of `odds`: deck lists over the shipped cards, their odds checked against values worked
//! out by hand with 1 − C(N−K, n) / C(N, n), the chance of at least one of K copies among n
//! cards seen of N.

use super::*;

/// The legal elestrals-standard deck as a deck list: 20 Spirits, and 40 Main Deck cards with 3
/// Voltkit among them.
const ELESTRALS_LIST: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/decks/elestrals-standard-list.txt"
));

/// A 20-card conjure-standard player deck: 2 copies of nine creatures, a Lord and a Lady.
const CONJURE_LIST: &str = "\
Player deck
2 Forge-Hall Brawler
2 Cinderback Ram
2 conjure-duskfang-courtier
2 Gloomvine Adder
2 Thornhide Sentinel
2 Canopy Glider
2 Veilstep Adept
2 Stormglass Heron
2 Emberwake Drake
1 conjure-lord-varkhul
1 conjure-lady-seraphine
";

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn shipped(game: &str, format: &str, list: &str) -> Result<ListOdds, OddsError> {
    list_odds(&ShippedCards, game, format, list)
}

#[test]
fn three_copies_in_forty_cards_match_the_hypergeometric_formula() {
    let found = shipped("elestrals", "elestrals-standard", ELESTRALS_LIST).expect("odds");
    assert!(found.problems.is_empty(), "{:?}", found.problems);
    assert_eq!(
        (
            found.odds.zone.as_str(),
            found.odds.deck_size,
            found.odds.hand
        ),
        ("main", 40, 5)
    );
    let voltkit = found
        .odds
        .cards
        .iter()
        .find(|card| card.card == "elestrals-voltkit")
        .expect("Voltkit is in the Main Deck");
    assert_eq!(voltkit.copies, 3);
    // The opening hand: 1 − C(37,5)/C(40,5) = 1 − 435897/658008.
    let opening = 1.0 - 435_897.0 / 658_008.0;
    assert!(close(voltkit.by_turn[0].on_the_play, opening));
    // The first player draws on the first turn too: by turn 3, 8 cards either way,
    // 1 − C(37,8)/C(40,8) = 1 − 38608020/76904685.
    let by_three = 1.0 - 38_608_020.0 / 76_904_685.0;
    assert!(close(voltkit.by_turn[3].on_the_play, by_three));
    assert!(close(voltkit.by_turn[3].on_the_draw, by_three));
    // Spirits make the Spirit Deck, which no hand is drawn from.
    assert!(found
        .odds
        .cards
        .iter()
        .all(|card| !card.card.starts_with("elestrals-spirit")));

    let table = table(&found, "elestrals-standard", 3);
    let row = table
        .lines()
        .find(|line| line.starts_with("Voltkit "))
        .expect("a row for Voltkit");
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(cells, ["Voltkit", "3", "1", "33.8%", "49.8%", "49.8%"]);
    // Two printings share a name: each shows its ID too.
    assert!(
        table.contains("\nCindermaw (elestrals-cindermaw-foil) "),
        "{table}"
    );
}

#[test]
fn two_copies_in_twenty_cards_differ_on_the_play_and_on_the_draw() {
    let found = shipped("conjure", "conjure-standard", CONJURE_LIST).expect("odds");
    assert_eq!((found.odds.deck_size, found.odds.hand), (20, 5));
    let ram = found
        .odds
        .cards
        .iter()
        .find(|card| card.card == "conjure-cinderback-ram")
        .expect("listed");
    // 1 − C(18,5)/C(20,5); by turn 3 the first player has drawn 2 (no draw on the first
    // turn), the second 3: 1 − C(18,7)/C(20,7) and 1 − C(18,8)/C(20,8).
    assert!(close(ram.by_turn[0].on_the_play, 1.0 - 8_568.0 / 15_504.0));
    assert!(close(ram.by_turn[3].on_the_play, 1.0 - 31_824.0 / 77_520.0));
    assert!(close(
        ram.by_turn[3].on_the_draw,
        1.0 - 43_758.0 / 125_970.0
    ));
    let table = table(&found, "conjure-standard", 3);
    let row = table
        .lines()
        .find(|line| line.starts_with("Cinderback Ram "))
        .expect("a row for the Ram");
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(
        cells,
        ["Cinderback", "Ram", "2", "1", "44.7%", "58.9%", "65.3%"]
    );
}

#[test]
fn the_table_holds_every_card_group_and_number_of_copies_in_line() {
    let found = shipped("conjure", "conjure-standard", CONJURE_LIST).expect("odds");
    let text = table(&found, "conjure-standard", 2);
    assert!(
        text.starts_with("conjure-standard: 20 cards in the player deck, 5 in the opening hand.\n"),
        "{text}"
    );
    let rows: Vec<&str> = text
        .lines()
        .filter(|line| line.ends_with('%') || line.ends_with("draw"))
        .collect();
    let expected = 2
        + found.odds.cards.len()
        + found.odds.groups.len()
        + found.odds.cards.iter().map(|c| c.more.len()).sum::<usize>()
        + found
            .odds
            .groups
            .iter()
            .map(|g| g.more.len())
            .sum::<usize>();
    assert_eq!(rows.len(), expected, "{text}");
    // The numbers are right-aligned under one set of widths: every row ends in one column.
    assert!(
        rows.iter()
            .all(|row| row.chars().count() == rows[0].chars().count()),
        "{text}"
    );
    assert!(rows[0].ends_with("Turn 2 play  Turn 2 draw"), "{}", rows[0]);
    assert!(text.contains("\nGroup "), "{text}");
    assert!(text.contains("\ncolor:red (4 cards) "), "{text}");
    assert!(
        text.contains("\nVarkhul, Lord of the Deep Forge "),
        "{text}"
    );
}

#[test]
fn a_bad_list_names_every_bad_line_and_why() {
    let list = "Main Deck\n3 Voltkit\n0 Emberfox\n2 Fire Sprit\nGustwing\n3 Cindermaw\n";
    let error = shipped("elestrals", "elestrals-standard", list).expect_err("bad lines");
    let OddsError::List(list_error) = &error else {
        panic!("{error:?}");
    };
    let DeckListError::BadLines(lines) = list_error else {
        panic!("{list_error:?}");
    };
    assert_eq!(
        lines.iter().map(|bad| bad.line).collect::<Vec<_>>(),
        [3, 4, 5, 6]
    );
    assert_eq!(
        list_problems("deck.txt", list_error),
        "tableside-cli: deck.txt: line 3: `0` is not a count from 1 to 999\n\
         tableside-cli: deck.txt: line 4: no card is named `Fire Sprit`\n\
         tableside-cli: deck.txt: line 5: `Gustwing` has no count before it\n\
         tableside-cli: deck.txt: line 6: the name `Cindermaw` matches several cards \
         (elestrals-cindermaw, elestrals-cindermaw-foil): use an ID\n"
    );
    let empty = shipped("conjure", "conjure-standard", "# nothing yet\n").expect_err("empty");
    assert!(
        matches!(empty, OddsError::List(DeckListError::Empty)),
        "{empty:?}"
    );
    assert_eq!(empty.code(), ErrorCode::DeckListEmpty);
}

#[test]
fn an_unknown_game_or_format_is_named() {
    let unusable = |game: &str, format: &str| match shipped(game, format, CONJURE_LIST) {
        Err(OddsError::Unusable(error)) => error.to_string(),
        other => panic!("{other:?}"),
    };
    for game in ["codex", "chess"] {
        let message = unusable(game, "x");
        assert!(message.contains(&format!("`{game}`")), "{message}");
        assert!(message.contains("conjure"), "{message}");
    }
    let message = unusable("conjure", "conjure-nope");
    assert!(message.contains("`conjure-nope`"), "{message}");
    assert!(message.contains("conjure-standard"), "{message}");
}

#[test]
fn an_illegal_deck_has_odds_and_its_problems() {
    let found = shipped("conjure", "conjure-second-edition", CONJURE_LIST).expect("odds");
    assert_eq!(found.odds.deck_size, 20);
    assert_eq!(found.problems[0].rule, "CTC-DECK-1");
}

#[test]
fn a_databases_cards_give_the_same_odds() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("tableside.sqlite3");
    drop(crate::history::open(&path).expect("a new database"));
    let data = card_source(Some(&path)).expect("opens");
    let from_database =
        list_odds(&*data, "conjure", "conjure-standard", CONJURE_LIST).expect("odds");
    let from_files = shipped("conjure", "conjure-standard", CONJURE_LIST).expect("odds");
    assert_eq!(from_database, from_files);
    assert!(card_source(Some(&dir.path().join("missing.sqlite3"))).is_err());
}

#[test]
fn a_chance_reads_as_a_percent_with_one_decimal() {
    assert_eq!(percent(0.337_549), "33.8%");
    assert_eq!(percent(1.0), "100.0%");
    assert_eq!(percent(0.0), "0.0%");
    assert_eq!(percent(0.999_99), ">99.9%", "possible, not certain");
    assert_eq!(percent(0.000_01), "<0.1%", "unlikely, not impossible");
}
