// What the Elestrals table has open, beside what every table keeps (`TableUi`): the card, Cast,
// piles, Expend, response and "more" sheets, and on a phone which half of the field shows.

import type { ElestralsFieldCard, ElestralsSpirits } from "../../lib/bindings";
import { TableUi } from "../../lib/tableUi.svelte";
import type { Row } from "./lib/offers";
import { noSpirits } from "./lib/spirits";

/** A card being Cast, Set or Ascended: where it goes, and what it Ascends from. */
export interface CastTarget {
  mode: "cast" | "set" | "ascend";
  seat: number;
  row: "elestral" | "rune";
  slot: number | null;
  from: ElestralsFieldCard | null;
}

export class TableState extends TableUi {
  /** The card whose sheet is open; `stats` opens it on the breakdown of its stats. */
  cardOpen = $state<{ card: ElestralsFieldCard; row: Row; stats: boolean } | null>(null);
  castOpen = $state<CastTarget | null>(null);
  /** Whose piles sheet is open. */
  piles = $state<number | null>(null);
  moreOpen = $state(false);
  /** The sheet that starts the clocks, opened from More on a phone. */
  clockStartOpen = $state(false);
  expendOpen = $state(false);
  /** The Spirits picked to pay an Expend. */
  expendSpirits = $state<ElestralsSpirits>(noSpirits());
  /** Whose response to the chain is being picked, and the note of an effect they activate. */
  respondFor = $state<number | null>(null);
  respondNote = $state("");
}
