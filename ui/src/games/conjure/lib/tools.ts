// What the table must see under the phase bar, read from the state for the screen: the discard
// the engine says the hand limit asks for (CTC-END-1), Chaos cards lying on the table, and cards
// whose effect the table resolves itself.

import type { ConjureState } from "../../../lib/bindings";

/** Whether anything shows under the phase bar. */
export function hasTableTools(
  game: Pick<ConjureState, "discard_due" | "players" | "chaos">,
  effects: readonly string[],
): boolean {
  return tableToolCount(game, effects) > 0;
}

/** How many things lie under the phase bar: prompts to resolve and Chaos cards on the table. */
export function tableToolCount(
  game: Pick<ConjureState, "discard_due" | "players" | "chaos">,
  effects: readonly string[],
): number {
  return (
    effects.length +
    (game.discard_due > 0 ? 1 : 0) +
    game.chaos.countdowns.length +
    game.chaos.monsters.length +
    game.players.reduce((sum, p) => sum + p.relics.length, 0)
  );
}
