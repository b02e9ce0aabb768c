//! Checking a deck file, whatever the game: pick the game (the caller's choice or the file's),
//! the format and the day, then run the game's own check (`Game::check_deck`) over a
//! [`CardData`] source, so the same check runs over the shipped files in the command line and
//! over the database in the app.

pub use crate::deck::{
    CardData, CardDataError, CheckOptions, Checked, DeckError, DeckFile, DeckFileEntry, DeckReport,
};
use crate::games::GameId;

/// Checks the deck file against `data`, with the caller's choices (a command line's flags)
/// taking the place of the file's. `Err` is input that cannot be checked.
pub fn check(
    file: &DeckFile,
    game: Option<&str>,
    format: Option<&str>,
    options: &CheckOptions,
    data: &dyn CardData,
) -> Result<DeckReport, DeckError> {
    let game_name = match (game, file.game.as_deref()) {
        (Some(given), Some(named)) if given != named => {
            return Err(DeckError::GameMismatch {
                file: named.to_owned(),
                given: given.to_owned(),
            })
        }
        (Some(name), _) | (None, Some(name)) => name,
        (None, None) => return Err(DeckError::NoGame),
    };
    let game_id =
        GameId::from_id(game_name).ok_or_else(|| DeckError::UnknownGame(game_name.to_owned()))?;
    if !game_id.has_cards() {
        return Err(DeckError::NoDeckCheck(game_name.to_owned()));
    }
    let format = format
        .or(file.format.as_deref())
        .ok_or(DeckError::NoFormat)?;
    let options = CheckOptions {
        players: options.players.or(file.players),
        date: options.date.clone().or_else(|| file.date.clone()),
        today: options.today,
    };
    let rules = data.format_rules(game_name, format)?;
    let cards = data.cards(game_name)?;
    let checked = game_id.check_deck(file, format, &rules, &cards, &options)?;
    Ok(DeckReport {
        legal: checked.problems.is_empty(),
        game: game_name.to_owned(),
        format: format.to_owned(),
        players: options.players,
        date: checked.date,
        counts: checked.counts,
        problems: checked.problems,
        odds: checked.odds,
    })
}
