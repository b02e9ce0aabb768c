//! What a card data source's errors say and which code each gives.

use super::*;
use crate::GameId;

#[test]
fn an_unknown_format_names_the_game_s_formats_or_that_it_has_none() {
    let game = GameId::ALL[0];
    let error = CardDataError::UnknownFormat {
        game: game.as_str().to_owned(),
        format: "nowhere".into(),
        known: vec!["first".into(), "second".into()],
    };
    assert_eq!(
        error.to_string(),
        format!(
            "`nowhere` is not a {} format; the formats are first, second",
            game.as_str()
        )
    );
    assert_eq!(error.code(), ErrorCode::DeckUnknownFormat);
    let none = CardDataError::UnknownFormat {
        game: game.as_str().to_owned(),
        format: "nowhere".into(),
        known: Vec::new(),
    };
    assert_eq!(
        none.to_string(),
        format!("{} has no formats", game.as_str())
    );
}

#[test]
fn a_deck_error_carries_the_card_data_s_code() {
    let cases = [
        (
            CardDataError::NotAGame("x".into()),
            ErrorCode::DeckUnknownGame,
        ),
        (
            CardDataError::UnreadableCard {
                id: "x-1".into(),
                reason: "missing field".into(),
            },
            ErrorCode::DeckCardData,
        ),
        (
            CardDataError::Unreadable("the database is gone".into()),
            ErrorCode::DeckCardData,
        ),
    ];
    for (error, code) in cases {
        assert_eq!(error.code(), code, "{error}");
        let deck = DeckError::from(error.clone());
        assert_eq!(deck.code(), code);
        assert_eq!(deck.message(), error.to_string());
    }
}

#[test]
fn a_game_without_cards_reads_no_card_list() {
    let Some(game) = GameId::ALL.iter().copied().find(|game| !game.has_cards()) else {
        return; // every game has cards
    };
    let error = game.read_cards(Vec::new()).expect_err("no cards");
    assert_eq!(error, CardDataError::NoCards(game.as_str().to_owned()));
    assert_eq!(
        error.to_string(),
        format!("{} has no cards in this version", game.as_str())
    );
    assert_eq!(error.code(), ErrorCode::DeckNoCheck);
}
