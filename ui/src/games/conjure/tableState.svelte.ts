// What the Conjure The Chaos table has open, beside what every table keeps (`TableUi`): a seat's
// options, field or tribe sheet, the combat and Chaos sheets, what the table must resolve, the roll shown big, and the Chaos
// cards whose effects the engine left to the table.

import { untrack } from "svelte";
import type { LogLine } from "../../lib/bindings";
import { TableUi } from "../../lib/tableUi.svelte";

export class TableState extends TableUi {
  /** The seat whose options sheet is open, and which of its parts show. */
  options = $state<{ seat: number; gains: boolean; quests: boolean } | null>(null);
  /** The seat whose field sheet is open. */
  field = $state<number | null>(null);
  combatOpen = $state(false);
  chaosOpen = $state(false);
  /** On a short table, what lies under the phase bar opens in a sheet. */
  toolsOpen = $state(false);
  /** The seat whose tribe is being chosen. */
  tribeSeat = $state<number | null>(null);
  /** The Chaos card on the table whose sheet is open. */
  chaosCard = $state<number | null>(null);
  /** The first-player roll or flip, shown big for a moment. */
  showcase = $state<LogLine | null>(null);
  /** Chaos cards the engine left to the table (CTC-CHAOS-1), until logged as a ruling or dismissed. */
  effects = $state<string[]>([]);

  /** Adds the cards not already waiting; read without tracking, so an effect may call it. */
  addEffects(cards: readonly string[]): void {
    untrack(() => {
      const fresh = cards.filter((c) => c !== "" && !this.effects.includes(c));
      if (fresh.length > 0) this.effects = [...this.effects, ...fresh];
    });
  }

  dismissEffect(card: string): void {
    this.effects = this.effects.filter((c) => c !== card);
  }
}
