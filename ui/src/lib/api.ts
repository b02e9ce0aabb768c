// The one place that talks to the backend. Every command goes through `call`, typed by the
// generated `Commands` (from the Rust list, `src-tauri/crates/core/src/commands/list.rs`): a command that
// is renamed, dropped or given other arguments there fails the type check here. The backend
// runs each on a worker thread; a rejected command rejects with an `IpcError` (`errors.ts`).
// Inside the app a command goes through its IPC; in a browser that a shared table's host
// served, through the table's WebSocket (`transport.ts`); in the browser build, to the app's
// core in a Web Worker (`workerTransport.ts`). The same commands and answers every way.

import { Channel, invoke } from "@tauri-apps/api/core";
import type {
  Action,
  CommandName,
  Commands,
  DeckFile,
  DeckListPart,
  DeckId,
  GameId,
  HistoryCursor,
  HistoryFilter,
  IpcError,
  MatchId,
  NewMatch,
  PileCard,
  PlayerId,
  Progress,
  SaveDeck,
  CollectionImport,
  DeckCard,
  StatsQuery,
} from "./bindings";
import { TABLE_COMMANDS } from "./bindings";
import { toIpcError } from "./errors";
import { FirstAnswers } from "./firstAnswers";
import { SeatKeys, TableLink } from "./tableLink.svelte";
import { browserSocket, joinTokenOf, socketAddress, SocketTransport, type Transport } from "./transport";
import { backendWorker, WorkerTransport } from "./workerTransport";

const firstAnswers = FirstAnswers.ofThisPage();

/** The app's own IPC: one Tauri command, `call`, with a channel for a long command's progress. */
const ipc: Transport = {
  call(command, args, onProgress) {
    let progress: Channel<Progress> | undefined;
    if (onProgress !== undefined) {
      progress = new Channel<Progress>();
      progress.onmessage = onProgress;
    }
    return invoke("call", { command, args, progress });
  },
};

/**
 * A browser opened at a shared table's join address: its channel, which connects with the seat
 * key the device holds (read again at every connection), and the link the screens watch.
 */
function deviceChannel(): { transport: SocketTransport; link: TableLink } | null {
  // The join token in the page's address says it: the app's own window never has one, and a
  // window of the app that joined another's table shows the host's page, with it.
  if (typeof window === "undefined") return null;
  const location = window.location;
  const joinToken = joinTokenOf(location);
  if (joinToken === null) return null;
  const seats = new SeatKeys(joinToken);
  const transport = new SocketTransport(() => browserSocket(socketAddress(location, seats.current) ?? ""));
  return { transport, link: new TableLink(transport, seats) };
}

const device = deviceChannel();

/** The browser build (`vite build --mode web`): the app's core in a worker of this page. */
const inBrowser = import.meta.env.MODE === "web" && device === null;
const worker = inBrowser ? new WorkerTransport(backendWorker()) : null;

const transport: Transport = device?.transport ?? worker ?? ipc;

/**
 * In the browser build, whether the database is kept on this device (`false`: the browser
 * keeps no files for the page, and the table lasts this visit only); `null` elsewhere.
 */
export const keptOnDevice: Promise<boolean> | null = worker?.kept ?? null;

/**
 * This page's link to a table the host shares, when it is a device at that table (a phone's
 * browser); `null` in the app's own window, which is the host. A device calls the table's
 * commands only (`TABLE_COMMANDS`).
 */
export const tableLink: TableLink | null = device?.link ?? null;

/**
 * Which way this page's commands go: the app's IPC (the host's window), a shared table's
 * channel, or the browser build's worker.
 */
export const transportKind: "ipc" | "socket" | "worker" = device !== null ? "socket" : worker !== null ? "worker" : "ipc";

type Args<C extends CommandName> = Commands[C]["args"];
type Answer<C extends CommandName> = Commands[C]["answer"];

/** Runs `command`; `onProgress` hears how far a long one has come. */
export async function call<C extends CommandName>(
  command: C,
  args: Args<C>,
  onProgress?: (progress: Progress) => void,
): Promise<Answer<C>> {
  // The first screen's commands take no arguments; their first answers came with the page.
  const given = Object.keys(args).length === 0 ? firstAnswers.once(command) : undefined;
  if (given !== undefined) return given.answer as Answer<C>;
  // The host refuses a device its own commands; a device does not ask them at all.
  if (device !== null && !TABLE_COMMANDS.includes(command)) {
    const refused: IpcError = { code: "COMMAND_NOT_OFFERED", message: `\`${command}\` is the host's`, rule: null, reason: null };
    throw refused;
  }
  try {
    return (await transport.call(command, args, onProgress)) as Answer<C>;
  } catch (error) {
    throw toIpcError(error);
  }
}

/**
 * The desktop window's report of its start-up, once its first screen is drawn: not a command of
 * the list but the window's own message to the app (`src-tauri/src/call.rs`), which only a
 * measurement of the start-up reads. The browser build and a shared table's phones send none.
 */
export async function reportStartUp(marks: Record<string, number>): Promise<void> {
  if (transportKind === "ipc") await ipc.call("first_frame", { marks });
}

export const api = {
  databaseStatus: () => call("database_status", {}),
  startFreshDatabase: (salvage: boolean) =>
    call("start_fresh_database", { salvage }),
  quitApp: () => call("quit_app", {}),
  listGames: () => call("list_games", {}),
  listMatches: () => call("list_matches", {}),
  newMatch: (request: NewMatch) => call("new_match", { request }),
  openMatch: (id: MatchId) => call("open_match", { id }),
  /** `seen`: the entries the table showed; `key`: this device's name for the action. */
  act: (id: MatchId, action: Action, seen: number | null = null, key: string | null = null) =>
    call("act", { id, action, seen, key }),
  exportMatch: (id: MatchId) => call("export_match", { id }),
  deleteMatch: (id: MatchId) => call("delete_match", { id }),
  searchCards: (game: GameId, query: string, limit: number) =>
    call("search_cards", { game, query, limit }),
  searchFields: (game: GameId) => call("search_fields", { game }),
  importCards: (game: GameId, json: string, onProgress?: (progress: Progress) => void) =>
    call("import_cards", { game, json }, onProgress),
  checkDeck: (deck: DeckFile) => call("check_deck", { deck }),
  /** A sample hand from a deck's pile: the `attempt`th shuffle of `seed`, its first `count`. */
  sampleDraw: (pile: PileCard[], seed: number, attempt: number, count: number) =>
    call("sample_draw", { pile, seed, attempt, count }),
  listDecks: (game: GameId) => call("list_decks", { game }),
  saveDeck: (deck: SaveDeck) => call("save_deck", { deck }),
  deleteDeck: (id: DeckId) => call("delete_deck", { id }),
  restoreDeck: (id: DeckId) => call("restore_deck", { id }),
  readDeckList: (game: GameId, text: string) => call("read_deck_list", { game, text }),
  writeDeckList: (game: GameId, parts: DeckListPart[]) => call("write_deck_list", { game, parts }),
  deckVersions: (id: DeckId) => call("deck_versions", { id }),
  compareDeckVersions: (id: DeckId, from: number, to: number) => call("compare_deck_versions", { id, from, to }),
  restoreDeckVersion: (id: DeckId, version: number) => call("restore_deck_version", { id, version }),
  collection: (game: GameId) => call("collection", { game }),
  setOwned: (game: GameId, cardId: string, count: number) => call("set_owned", { game, cardId, count }),
  importCollection: (game: GameId, text: string, how: CollectionImport) => call("import_collection", { game, text, how }),
  missingCards: (game: GameId, cards: DeckCard[]) => call("missing_cards", { game, cards }),
  history: (filter: HistoryFilter, after: HistoryCursor | null, limit: number) =>
    call("history", { filter, after, limit }),
  matchDetail: (id: MatchId) => call("match_detail", { id }),
  matchAt: (id: MatchId, entries: number) => call("match_at", { id, entries }),
  rematch: (id: MatchId) => call("rematch", { id }),
  /** What a table that showed `seen` entries lacks; `wait`: once the match changes (or ~20 s). */
  tableSince: (id: MatchId, seen: number, wait: boolean) => call("table_since", { id, seen, wait }),
  // Sharing a table over the local network: the host's commands.
  shareTable: (id: MatchId) => call("share_table", { id }),
  sharingStatus: () => call("sharing_status", {}),
  /** The status once who is at the table changed since the one that counted `seen` (or ~20 s). */
  sharingSince: (seen: number) => call("sharing_since", { seen }),
  freeSeat: (seat: number) => call("free_seat", { seat }),
  sendAwayWatchers: () => call("send_away_watchers", {}),
  stopSharing: () => call("stop_sharing", {}),
  // A device at the shared table: the seats, and one taken.
  joinTable: () => call("join_table", {}),
  takeSeat: (seat: number) => call("take_seat", { seat }),
  /** Joins the table another app shares at `address`, in a window of its own. */
  joinTableAt: (address: string) => call("join_table_at", { address }),
  abandonMatch: (id: MatchId) => call("abandon_match", { id }),
  listPlayers: () => call("list_players", {}),
  renamePlayer: (id: PlayerId, name: string) => call("rename_player", { id, name }),
  mergePlayers: (from: PlayerId, into: PlayerId) => call("merge_players", { from, into }),
  statistics: (query: StatsQuery) => call("statistics", { query }),
  exportHistory: () => call("export_history", {}),
  exportHistoryCsv: (filter: HistoryFilter) => call("export_history_csv", { filter }),
  importMatches: (text: string, onProgress?: (progress: Progress) => void) =>
    call("import_matches", { text }, onProgress),
};

export type Api = typeof api;
