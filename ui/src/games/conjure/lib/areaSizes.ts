// How much height a Conjure player's area needs in each place a table puts it: what the shared
// layouts ask of the game (`AreaSizes`), from what the area holds there.

import type { AreaSizes } from "../../../lib/seats";

export const CONJURE_AREAS: AreaSizes = {
  /** Across the table: header, life beside crystals, quests (which go to the player's options
   * below 13rem). On a phone the phase strip between two such areas needs two lines and its
   * buttons, never less: an area gives way to it rather than the strip scrolling. */
  wide: "12.5rem",
  /** A quarter of a phone: header, life, crystals in two rows. */
  quarter: "14.5rem",
  /** A low band at a phone's top or bottom edge, side seats between: header, and life beside
   * crystals. */
  low: "9.5rem",
  /** A phone's side seat, turned: life and crystals side by side. */
  side: "12.5rem",
  /** The player's own area on their own phone: never less than an area across the table. */
  own: "15rem",
  /** While the table drafts towers and settles opening hands: the name and a row or two of
   * set-up buttons. */
  setup: "9.5rem",
};
