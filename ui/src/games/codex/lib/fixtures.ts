// Small Codex states for the tests of this folder.

import type { CodexPlayer, CodexSlotSpec, CodexSoul, CodexState } from "../../../lib/bindings";

/** The standard board: three front slots, two hanging under them, one at the back. */
export const STANDARD: CodexSlotSpec[] = [
  { ranks: [1] },
  { ranks: [1] },
  { ranks: [1] },
  { ranks: [1, 2], under: 0 },
  { ranks: [2], under: 1 },
  { ranks: [2, 3], under: 4 },
];

export function soul(id: number, name: string, over: Partial<CodexSoul> = {}): CodexSoul {
  return {
    id,
    name,
    rank: 1,
    damage: 0,
    bonus: 0,
    granted: [],
    counters: 0,
    limits_used: 0,
    armament: null,
    captured: false,
    ...over,
  };
}

export function player(name: string, over: Partial<CodexPlayer> = {}): CodexPlayer {
  return {
    name,
    deck: 25,
    hand: 5,
    resources: 0,
    shuffles: 0,
    slots: STANDARD.map(() => ({ soul: null, ambushes: [] })),
    leader: { damage: 0, captured: false },
    elysium: [],
    exile: [],
    conceded: false,
    ...over,
  };
}

export function duel(over: Partial<CodexState> = {}): CodexState {
  return {
    rules: { slots: STANDARD, deck_size: 30, starting_hand: 5 },
    players: [player("Ana"), player("Ben")],
    phase: "turn",
    active: 0,
    first_player: null,
    turn: 1,
    cascade: null,
    next_card: 0,
    events: [],
    ...over,
  };
}
