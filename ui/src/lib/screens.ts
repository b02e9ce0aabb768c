import { gameOf } from "../games";
import type { GameEntry } from "./bindings";

/** A game can be started when the engine plays it and the app has a screen to play it on. */
export function canStart(game: GameEntry): boolean {
  return game.info.playable && gameOf(game.info.id)?.table !== undefined;
}
