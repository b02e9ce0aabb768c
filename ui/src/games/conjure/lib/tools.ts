// What the table must see under the phase bar, read from the state for the screen: Chaos cards
// lying on the table, and cards whose effect the table resolves itself. A discard the hand limit
// asks for (CTC-END-1) is not among them: the phase bar shows it in place of its buttons.

import type { ConjureState } from "../../../lib/bindings";

/** Whether anything shows under the phase bar. */
export function hasTableTools(
  game: Pick<ConjureState, "players" | "chaos">,
  effects: readonly string[],
): boolean {
  return tableToolCount(game, effects) > 0;
}

/** How many things lie under the phase bar: prompts to resolve and Chaos cards on the table. */
export function tableToolCount(
  game: Pick<ConjureState, "players" | "chaos">,
  effects: readonly string[],
): number {
  return (
    effects.length +
    game.chaos.countdowns.length +
    game.chaos.monsters.length +
    game.players.reduce((sum, p) => sum + p.relics.length, 0)
  );
}
