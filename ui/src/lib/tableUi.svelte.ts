// What every table screen keeps while it is open, whatever the game: whether the log, the dice
// and the match menu are open, which way the last play came from, and the sizes the layout
// follows. `TableFrame` reads and sets it; a game's table state extends it with its own sheets.

import type { Rotation } from "./seats";

/** From this window width on, the log stays open beside the table. */
export const DOCK_LOG_MIN_WIDTH = 1100;

export class TableUi {
  /** The log as the player left it; null until they toggle it (it starts open where it docks). */
  logOpen = $state<boolean | null>(null);
  diceOpen = $state(false);
  menuOpen = $state(false);
  /** Which way the last play came from, so its refusal faces the player who tried it. */
  facing = $state<Rotation>(0);
  windowWidth = $state(typeof window === "undefined" ? 1280 : window.innerWidth);
  windowHeight = $state(typeof window === "undefined" ? 800 : window.innerHeight);
  /** The table's own size (0 until it is laid out): what a grid of seats is fitted to. */
  tableWidth = $state(0);
  tableHeight = $state(0);

  /** Whether the log has a column of its own beside the table. */
  get docked(): boolean {
    return this.windowWidth >= DOCK_LOG_MIN_WIDTH;
  }

  get logShown(): boolean {
    return this.logOpen ?? this.docked;
  }
}
