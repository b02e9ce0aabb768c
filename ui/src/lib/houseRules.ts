// The house rules the new-match form offers for a format: the game's UI names each and says
// how far one tap moves it; the engine says which numbers may change and within what bounds.

import type { HouseRuleBounds } from "./bindings";
import type { HouseRule } from "../games/plugin";

export interface OfferedHouseRule extends HouseRule {
  min: number;
  max: number;
}

/** The rules both the game's UI and the engine name, that the chosen format sets as numbers,
 * with the engine's bounds. */
export function houseRuleOffers(
  named: readonly HouseRule[],
  bounds: readonly HouseRuleBounds[],
  formatRules: Readonly<Record<string, unknown>>,
): OfferedHouseRule[] {
  return named.flatMap((offer) => {
    const bounded = bounds.find((b) => b.rule === offer.rule);
    if (bounded === undefined || typeof formatRules[offer.rule] !== "number") return [];
    return [{ ...offer, min: bounded.min, max: bounded.max }];
  });
}
