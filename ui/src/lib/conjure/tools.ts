// What the table must see under the phase bar, read from the state for the screen: the hand
// over the limit in the End phase (CTC-END-1), Chaos cards lying on the table, and cards whose
// effect the table resolves itself.

import type { ConjureState } from "../bindings";

/** How many cards the active player holds over the hand limit in the End phase; 0 otherwise. */
export function overHandLimit(game: Pick<ConjureState, "phase" | "players" | "active" | "rules">): number {
  if (game.phase !== "end") return 0;
  const hand = game.players[game.active]?.hand ?? 0;
  return Math.max(0, hand - game.rules.hand_limit);
}

/** Whether anything shows under the phase bar. */
export function hasTableTools(
  game: Pick<ConjureState, "phase" | "players" | "active" | "rules" | "chaos">,
  effects: readonly string[],
): boolean {
  return (
    effects.length > 0 ||
    overHandLimit(game) > 0 ||
    game.chaos.countdowns.length > 0 ||
    game.chaos.monsters.length > 0 ||
    game.players.some((p) => p.relics.length > 0)
  );
}
