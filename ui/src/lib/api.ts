// The one place that talks to the backend. Every command is typed with the generated bindings;
// a rejected command rejects with an `IpcError` (see `errors.ts`).

import { invoke } from "@tauri-apps/api/core";
import type {
  Action,
  CardInfo,
  DatabaseStatus,
  DeckFile,
  DeckListPart,
  DeckListReading,
  DeckId,
  DeckReport,
  GameEntry,
  GameId,
  HistoryCursor,
  HistoryFilter,
  HistoryPage,
  ImportReport,
  ImportSummary,
  MatchDetail,
  MatchChange,
  MatchFile,
  MatchId,
  MatchSnapshot,
  MatchSummary,
  MatchView,
  NewMatch,
  Player,
  PlayerId,
  SaveDeck,
  SavedDeck,
  Statistics,
  StatsQuery,
} from "./bindings";
import { toIpcError } from "./errors";
import { FirstAnswers } from "./firstAnswers";

const firstAnswers = FirstAnswers.ofThisPage();

async function call<T>(command: string, args?: Record<string, unknown>): Promise<T> {
  // The first screen's commands take no arguments; their first answers came with the page.
  const given = args === undefined ? firstAnswers.once(command) : undefined;
  if (given !== undefined) return given.answer as T;
  try {
    return await invoke<T>(command, args);
  } catch (error) {
    throw toIpcError(error);
  }
}

export const api = {
  databaseStatus: () => call<DatabaseStatus>("database_status"),
  startFreshDatabase: (salvage: boolean) =>
    call<DatabaseStatus>("start_fresh_database", { salvage }),
  quitApp: () => call<void>("quit_app"),
  firstFrame: (marks: Record<string, number>) => call<void>("first_frame", { marks }),
  listGames: () => call<GameEntry[]>("list_games"),
  listMatches: () => call<MatchSummary[]>("list_matches"),
  newMatch: (request: NewMatch) => call<MatchSnapshot>("new_match", { request }),
  openMatch: (id: MatchId) => call<MatchSnapshot>("open_match", { id }),
  act: (id: MatchId, action: Action) => call<MatchChange>("act", { id, action }),
  exportMatch: (id: MatchId) => call<MatchFile>("export_match", { id }),
  deleteMatch: (id: MatchId) => call<void>("delete_match", { id }),
  searchCards: (game: GameId, query: string, limit: number) =>
    call<CardInfo[]>("search_cards", { game, query, limit }),
  importCards: (game: GameId, json: string) => call<ImportReport>("import_cards", { game, json }),
  checkDeck: (deck: DeckFile) => call<DeckReport>("check_deck", { deck }),
  listDecks: (game: GameId) => call<SavedDeck[]>("list_decks", { game }),
  saveDeck: (deck: SaveDeck) => call<SavedDeck>("save_deck", { deck }),
  deleteDeck: (id: DeckId) => call<void>("delete_deck", { id }),
  restoreDeck: (id: DeckId) => call<SavedDeck>("restore_deck", { id }),
  readDeckList: (game: GameId, text: string) => call<DeckListReading>("read_deck_list", { game, text }),
  writeDeckList: (game: GameId, parts: DeckListPart[]) => call<string>("write_deck_list", { game, parts }),
  history: (filter: HistoryFilter, after: HistoryCursor | null, limit: number) =>
    call<HistoryPage>("history", { filter, after, limit }),
  matchDetail: (id: MatchId) => call<MatchDetail>("match_detail", { id }),
  matchAt: (id: MatchId, entries: number) => call<MatchView>("match_at", { id, entries }),
  rematch: (id: MatchId) => call<MatchSnapshot>("rematch", { id }),
  abandonMatch: (id: MatchId) => call<void>("abandon_match", { id }),
  listPlayers: () => call<Player[]>("list_players"),
  renamePlayer: (id: PlayerId, name: string) => call<Player>("rename_player", { id, name }),
  mergePlayers: (from: PlayerId, into: PlayerId) => call<Player>("merge_players", { from, into }),
  statistics: (query: StatsQuery) => call<Statistics>("statistics", { query }),
  exportHistory: () => call<string>("export_history"),
  exportHistoryCsv: (filter: HistoryFilter) => call<string>("export_history_csv", { filter }),
  importMatches: (text: string) => call<ImportSummary>("import_matches", { text }),
};

export type Api = typeof api;
