// What every table screen keeps while it is open, whatever the game: whether the log, the dice,
// the match menu and the sharing sheet are open, which way the last play came from, and the sizes the layout
// follows. `TableFrame` reads and sets it; a game's table state extends it with its own sheets.

import type { Rotation } from "./seats";

/** From this window width on, the log stays open beside the table. */
export const DOCK_LOG_MIN_WIDTH = 1100;
/** A window at least this wide and this tall (a tablet held upright) keeps the log open below
 * the table: beside it, the log would leave the seats too narrow. */
export const DOCK_BELOW_MIN = { width: 700, height: 900 } as const;

/** Where the log has a place of its own: beside the table, below it, or none (a drawer). */
export type LogDock = "side" | "below" | null;

export function logDock(width: number, height: number): LogDock {
  if (width >= DOCK_LOG_MIN_WIDTH) return "side";
  if (width >= DOCK_BELOW_MIN.width && height >= DOCK_BELOW_MIN.height) return "below";
  return null;
}

export class TableUi {
  /** The log as the player left it; null until they toggle it (it starts open where it docks). */
  logOpen = $state<boolean | null>(null);
  diceOpen = $state(false);
  menuOpen = $state(false);
  /** The sheet that shares the table with the players' phones (the host's). */
  shareOpen = $state(false);
  /** Which way the last play came from, so its refusal faces the player who tried it. */
  facing = $state<Rotation>(0);
  windowWidth = $state(typeof window === "undefined" ? 1280 : window.innerWidth);
  windowHeight = $state(typeof window === "undefined" ? 800 : window.innerHeight);
  /** The table's own size (0 until it is laid out): what a grid of seats is fitted to. */
  tableWidth = $state(0);
  tableHeight = $state(0);

  /** Where the log has a place of its own, beside or below the table; null: a drawer. */
  get dock(): LogDock {
    return logDock(this.windowWidth, this.windowHeight);
  }

  get docked(): boolean {
    return this.dock !== null;
  }

  get logShown(): boolean {
    return this.logOpen ?? this.docked;
  }
}
