// The seats' colors as the settings chose them, kept across launches and applied to the page as
// `--player-N`, so every screen (tables, history, charts read from CSS) follows.

import { DEFAULT_ORDER, isOrder, nextColor } from "./playerColors";
import { readStored, writeStored } from "./stored";

const STORAGE_KEY = "tableside.player-colors";

function saved(): number[] {
  try {
    const value: unknown = JSON.parse(readStored(STORAGE_KEY) ?? "null");
    return isOrder(value) ? value : [...DEFAULT_ORDER];
  } catch {
    // Not JSON: written by something else.
    return [...DEFAULT_ORDER];
  }
}

const state = $state<{ order: number[] }>({ order: saved() });

export const playerColors = {
  /** The palette color each seat wears. */
  get order(): readonly number[] {
    return state.order;
  },
};

function keep(order: number[]): void {
  state.order = order;
  writeStored(STORAGE_KEY, JSON.stringify(order));
  applyPlayerColors();
}

/** Seat `seat` wears the next color (the seat that wore it takes the old one). */
export function changeColor(seat: number): void {
  keep(nextColor(state.order, seat));
}

export function resetColors(): void {
  keep([...DEFAULT_ORDER]);
}

export function applyPlayerColors(): void {
  const style = document.documentElement.style;
  state.order.forEach((color, seat) => style.setProperty(`--player-${seat}`, `var(--palette-${color})`));
}
