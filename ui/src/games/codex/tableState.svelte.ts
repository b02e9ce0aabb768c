// What the Codex table has open, beside what every table keeps (`TableUi`): the sheet of a Soul,
// an empty slot, a Leader, a player's counts or piles, a response to the Cascade, and a Teleport
// waiting for its slot. It also remembers the names of Souls that have left the field, so the
// Cascade can still say whose effect fizzled.

import { TableUi } from "../../lib/tableUi.svelte";

/** A Teleport whose slot is being picked on the board of the Soul's controller (CDX-15.2). */
export interface TeleportPick {
  card: number;
  /** The slot it stands on: once it stands elsewhere (a ruling moved it), the pick is over. */
  from: number;
  /** The effect's controller, who picks the slot and pays the cost. */
  by: number;
  cost: number;
}

export class TableState extends TableUi {
  /** The Soul (by its stay's ID) whose sheet is open. */
  soulOpen = $state<number | null>(null);
  /** The empty slot whose recruit sheet is open. */
  slotOpen = $state<{ seat: number; slot: number } | null>(null);
  /** Whose Leader sheet, counts sheet or piles sheet is open. */
  leaderOpen = $state<number | null>(null);
  playerOpen = $state<number | null>(null);
  pilesOpen = $state<number | null>(null);
  /** Whose response to the Cascade is being written. */
  respondFor = $state<number | null>(null);
  teleport = $state<TeleportPick | null>(null);
  /** Names of Souls by the ID of their stay, kept after they leave the field. */
  names = $state<Record<number, string>>({});
}
