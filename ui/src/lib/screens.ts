import type { GameEntry, GameId } from "./bindings";

/** Games this version of the app has a table screen for. */
const TABLE_SCREENS: ReadonlySet<GameId> = new Set<GameId>(["conjure", "elestrals"]);

/** A game can be started when the engine plays it and the app has a screen to play it on. */
export function canStart(game: GameEntry): boolean {
  return game.info.playable && TABLE_SCREENS.has(game.info.id);
}
