// Which slots a Teleport may go to (CDX-15.2), as the engine says: it offers a Teleport to every
// slot and keeps the legal ones, so the table highlights exactly those. The UI decides nothing.

import type { CodexAction, CodexTarget, GameAction } from "../../../lib/bindings";

type Teleport = Extract<CodexAction, { type: "teleport" }>;

function isTeleportOf(action: GameAction, card: number): action is GameAction & Teleport {
  return action.game === "codex" && action.type === "teleport" && action.target.kind === "soul" && action.target.card === card;
}

/** The 0-based slots a Teleport of the Soul of stay `card` may go to, in board order. */
export function teleportSlots(legal: readonly GameAction[], card: number): number[] {
  const slots = new Set<number>();
  for (const action of legal) {
    if (isTeleportOf(action, card) && action.to !== null) slots.add(action.to);
  }
  return [...slots].sort((a, b) => a - b);
}

/** Whether the engine accepts a Teleport of `card` that leaves it where it is (no legal slot). */
export function canStay(legal: readonly GameAction[], card: number): boolean {
  return legal.some((action) => isTeleportOf(action, card) && action.to === null);
}

/** The Teleport the table sends. */
export function teleport(by: number, target: CodexTarget, to: number | null, cost: number): GameAction {
  return { game: "codex", type: "teleport", by, target, to, cost };
}
