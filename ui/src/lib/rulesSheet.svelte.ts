// The one rules reference of the page: which game's rules it shows, and the rule it was opened
// at (from a rule chip in a refusal, a ruling or the log), if any.

import type { GameId } from "./bindings";

const state = $state<{ open: boolean; game: GameId | null; focus: string | null }>({
  open: false,
  game: null,
  focus: null,
});

export const rulesSheet = {
  get open(): boolean {
    return state.open;
  },
  get game(): GameId | null {
    return state.game;
  },
  /** The rule to show first and mark; null for the game's whole list. */
  get focus(): string | null {
    return state.focus;
  },
  show(game: GameId | null, focus: string | null = null): void {
    state.game = game;
    state.focus = focus;
    state.open = true;
  },
  pick(game: GameId): void {
    state.game = game;
    state.focus = null;
  },
  close(): void {
    state.open = false;
  },
};
