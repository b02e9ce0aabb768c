// Finding Souls on the board, and the names of Souls that have left it: a Soul's stay has an ID
// that is never used again (CDX-15.5), so a name seen once stays true for that ID.

import type { CodexSoul, CodexState } from "../../../lib/bindings";

export interface Placed {
  seat: number;
  slot: number;
  soul: CodexSoul;
}

/** The Soul of stay `id`, where it lies, or null once it left the field. */
export function findSoul(game: CodexState, id: number): Placed | null {
  for (const [seat, player] of game.players.entries()) {
    for (const [slot, s] of player.slots.entries()) {
      if (s.soul !== null && s.soul.id === id) return { seat, slot, soul: s.soul };
    }
  }
  return null;
}

/** Every Soul on the field. */
export function soulsOnField(game: CodexState): Placed[] {
  return game.players.flatMap((player, seat) =>
    player.slots.flatMap((s, slot) => (s.soul === null ? [] : [{ seat, slot, soul: s.soul }])),
  );
}

/** `known` with the names of the Souls now on the field added; the same object if none is new. */
export function rememberNames(known: Readonly<Record<number, string>>, game: CodexState): Record<number, string> {
  const fresh = soulsOnField(game).filter(({ soul }) => known[soul.id] !== soul.name);
  if (fresh.length === 0) return known as Record<number, string>;
  const next = { ...known };
  for (const { soul } of fresh) next[soul.id] = soul.name;
  return next;
}
