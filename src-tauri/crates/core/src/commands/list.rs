//! The one list of commands. Each line is a command: who may call it, the module its function
//! lives in, its name, its arguments and its answer. Everything else about a command comes from
//! this line (`commands!` in `commands/mod.rs`): how a caller's JSON is read into its arguments,
//! whether a caller may run it at all, the TypeScript the UI calls it with, and the generated
//! types it needs. Adding a command is a line here and its function.
//!
//! Who may call it:
//! - `table`: whatever a seat at a table needs (its match, the rules' answers); a caller that
//!   is only a seat is offered these and nothing else.
//! - `host`: the device the store lives on (its database, history, decks and cards).
//!
//! Argument names are the UI's, written as Rust names: `house_rules` is `houseRules` there.

use tableside_engine::deck_check::{DeckFile, DeckReport};
use tableside_engine::odds::PileCard;
use tableside_engine::{Action, GameId, MatchFile, MatchView};
use tableside_store::{
    CardSearch, CollectionImport, DeckCard, DeckId, DeckVersion, HistoryCursor, HistoryFilter,
    HistoryPage, ImportReport, ImportSummary, MatchId, MatchSummary, Player, PlayerId, SearchField,
    Statistics, StatsQuery,
};

use super::{cards, collection, database, decks, games, history, matches, sharing};
use crate::ipc::{
    DatabaseStatus, DeckChanges, DeckListPart, DeckListReading, GameEntry, MatchChange,
    MatchDetail, MatchSnapshot, MissingCards, NewMatch, SaveDeck, SavedDeck, SavedDeckCard,
};
use crate::joining::JoinedTable;
use crate::sharing::{SeatPass, ShareStatus, TableInvite};

commands! {
    /// Which file the app works on and whether it opened; the UI asks first, before home.
    host database::database_status() -> DatabaseStatus;
    /// Keeps a file that would not open aside and starts a fresh database, carrying over what
    /// still reads when `salvage` is set.
    host database::start_fresh_database(salvage: bool) -> DatabaseStatus;
    /// Quits the app, for a table that would rather not touch the file now.
    host database::quit_app() -> ();

    /// Every game, with its formats; `info.playable` says which can be started.
    table games::list_games() -> Vec<GameEntry>;

    /// The matches to resume, most recent first.
    host matches::list_matches() -> Vec<MatchSummary>;
    host matches::new_match(request: NewMatch) -> MatchSnapshot;
    table matches::open_match(id: MatchId) -> MatchSnapshot;
    /// Every change to a match, undo, redo, rulings and dice included; `seen` and `key` keep
    /// a shared table's devices from moving it twice.
    table matches::act(id: MatchId, action: Action, seen: Option<u32>, key: Option<String>) -> MatchChange;
    /// What a table that showed `seen` entries lacks; with `wait`, once it has changed.
    table matches::table_since(id: MatchId, seen: u32, wait: bool) -> MatchChange;
    /// The match as a file: for a device, the shared one (another app keeps it from this).
    table matches::export_match(id: MatchId) -> MatchFile;
    host matches::delete_match(id: MatchId) -> ();

    /// Cards found by the search language, or why the query does not read.
    host cards::search_cards(game: GameId, query: String, limit: u32) -> CardSearch;
    /// The search's help: each field of the game's cards, with the values they have.
    host cards::search_fields(game: GameId) -> Vec<SearchField>;
    /// Imports a card list: all of it, or none with every rejected record. Reports progress.
    host cards::import_cards(game: GameId, json: String) -> ImportReport;
    host cards::check_deck(deck: DeckFile) -> DeckReport;
    /// A sample hand from a deck's pile: the `attempt`th shuffle of `seed`, its first `count`.
    host cards::sample_draw(pile: Vec<PileCard>, seed: u32, attempt: u32, count: u32) -> Vec<String>;

    host decks::list_decks(game: GameId) -> Vec<SavedDeck>;
    host decks::save_deck(deck: SaveDeck) -> SavedDeck;
    host decks::delete_deck(id: DeckId) -> ();
    host decks::restore_deck(id: DeckId) -> SavedDeck;
    host decks::read_deck_list(game: GameId, text: String) -> DeckListReading;
    host decks::write_deck_list(game: GameId, parts: Vec<DeckListPart>) -> String;
    /// A deck's versions, newest first: each save that changed it.
    host decks::deck_versions(id: DeckId) -> Vec<DeckVersion>;
    host decks::compare_deck_versions(id: DeckId, from: u32, to: u32) -> DeckChanges;
    /// Saves the deck as it was at `version`: its next version.
    host decks::restore_deck_version(id: DeckId, version: u32) -> SavedDeck;

    /// The cards of a game the player owns.
    host collection::collection(game: GameId) -> Vec<SavedDeckCard>;
    /// Sets how many copies of a card are owned; 0 takes it out.
    host collection::set_owned(game: GameId, card_id: String, count: u32) -> ();
    /// A list read as the collection (or added to it): all of it, or nothing and every bad line.
    host collection::import_collection(game: GameId, text: String, how: CollectionImport) -> DeckListReading;
    /// What a deck's cards need beyond those owned, and the same as a list.
    host collection::missing_cards(game: GameId, cards: Vec<DeckCard>) -> MissingCards;

    host history::history(filter: HistoryFilter, after: Option<HistoryCursor>, limit: u32) -> HistoryPage;
    host history::match_detail(id: MatchId) -> MatchDetail;
    host history::match_at(id: MatchId, entries: u32) -> MatchView;
    host history::abandon_match(id: MatchId) -> ();
    host history::list_players() -> Vec<Player>;
    host history::rename_player(id: PlayerId, name: String) -> Player;
    host history::merge_players(from: PlayerId, into: PlayerId) -> Player;
    host history::statistics(query: StatsQuery) -> Statistics;
    host history::export_history() -> String;
    host history::export_history_csv(filter: HistoryFilter) -> String;
    /// A match file or a history file's text: all of it, or nothing. Reports progress.
    host history::import_matches(text: String) -> ImportSummary;
    host history::rematch(id: MatchId) -> MatchSnapshot;

    /// Shares a match over the local network: its join address, QR code and seats.
    host sharing::share_table(id: MatchId) -> ShareStatus;
    host sharing::sharing_status() -> Option<ShareStatus>;
    /// The sharing's status once a device came or went or a seat changed hands since the
    /// status that counted `seen` changes (`ShareStatus.changes`); after a while, as it is.
    host sharing::sharing_since(seen: u32) -> Option<ShareStatus>;
    host sharing::free_seat(seat: u32) -> ShareStatus;
    host sharing::send_away_watchers() -> ShareStatus;
    host sharing::stop_sharing() -> ();
    /// The shared table as a device joining it sees it: its seats, and the device's own.
    table sharing::join_table() -> TableInvite;
    table sharing::take_seat(seat: u32) -> SeatPass;
    /// Joins the table another app shares at `address`, as its host shows it: the table opens
    /// in a window of its own, and its finished matches are kept in this app's history.
    host sharing::join_table_at(address: String) -> JoinedTable;
}
