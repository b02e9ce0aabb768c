// The games this app knows: one line each. Shared code asks this list about a game (its table,
// its catalogs, its card data, how its labels read) instead of naming one.
//
// The tables import the shared i18n and label modules, which import this list: a cycle that is
// harmless as long as no module reads the list while the modules load (only when called).

import type { GameId } from "../lib/bindings";
import type { GamePlugin } from "./plugin";
import elestrals from "./elestrals";
import conjure from "./conjure";
import xingling from "./xingling";
import codex from "./codex";

/** Every game, in the order the card screen offers them; one per `GameId` (type-checked). */
const BY_ID = { elestrals, conjure, xingling, codex } satisfies Record<GameId, GamePlugin>;

const games: GamePlugin[] = Object.values(BY_ID);

export const GAMES: readonly GamePlugin[] = games;

/**
 * The tests' door: adds the tests' game, which no build ships, after the shipped ones, so that
 * the shared tests run on it too. Only the tests' setup calls it (the file vite.config.ts names
 * in `test.setupFiles`, in that game's folder); anywhere else it refuses.
 */
export function addTestGame(game: GamePlugin): void {
  if (import.meta.env.MODE !== "test") throw new Error("only the tests add a game");
  if (gameOf(game.id) !== undefined) throw new Error(`the game ${game.id} is listed already`);
  games.push(game);
}

/** The game `id` names, if this app knows it. */
export function gameOf(id: string): GamePlugin | undefined {
  return GAMES.find((game) => game.id === id);
}
