// Spirit arithmetic for the table: counts by element, as the engine sends them. No rules here:
// whether a payment fits a cost is the engine's call; these only add, take and count.

import type { ElestralsCostSymbol, ElestralsElement, ElestralsSpirits } from "../../../lib/bindings";

/** The eight elements, in the engine's order. */
export const ELEMENTS: readonly ElestralsElement[] = [
  "earth",
  "fire",
  "water",
  "thunder",
  "wind",
  "frost",
  "solar",
  "lunar",
];

/** Cost symbols: the elements and omni (any element). */
export const COST_SYMBOLS: readonly ElestralsCostSymbol[] = [...ELEMENTS, "omni"];

export function noSpirits(): ElestralsSpirits {
  return { earth: 0, fire: 0, water: 0, thunder: 0, wind: 0, frost: 0, solar: 0, lunar: 0 };
}

export function total(spirits: ElestralsSpirits): number {
  return ELEMENTS.reduce((sum, e) => sum + spirits[e], 0);
}

/** `count` Spirits of one element. */
export function ofElement(element: ElestralsElement, count: number): ElestralsSpirits {
  return { ...noSpirits(), [element]: Math.max(0, count) };
}

/** `spirits` with one element's count moved by `delta`, never below zero or above `max`. */
export function step(
  spirits: ElestralsSpirits,
  element: ElestralsElement,
  delta: number,
  max: number = Number.POSITIVE_INFINITY,
): ElestralsSpirits {
  const next = Math.min(max, Math.max(0, spirits[element] + delta));
  return { ...spirits, [element]: next };
}

export function add(a: ElestralsSpirits, b: ElestralsSpirits): ElestralsSpirits {
  const out = noSpirits();
  for (const e of ELEMENTS) out[e] = a[e] + b[e];
  return out;
}

/** The elements present, with their counts, in order. */
export function present(spirits: ElestralsSpirits): [ElestralsElement, number][] {
  return ELEMENTS.filter((e) => spirits[e] > 0).map((e) => [e, spirits[e]]);
}

/** How many Spirits a cost asks for (each symbol is one Spirit). */
export function costSize(cost: readonly ElestralsCostSymbol[]): number {
  return cost.length;
}

/**
 * A first guess at the Spirits that pay `cost` from `deck`: each element symbol from its own
 * element, then omni from whatever is left, in order. `null` when the deck does not have them.
 * The player adjusts it with the steppers; the engine judges the payment.
 */
export function suggestPayment(
  deck: ElestralsSpirits,
  cost: readonly ElestralsCostSymbol[],
): ElestralsSpirits | null {
  const left = { ...deck };
  const paid = noSpirits();
  for (const symbol of cost) {
    if (symbol === "omni") continue;
    if (left[symbol] <= 0) return null;
    left[symbol] -= 1;
    paid[symbol] += 1;
  }
  for (const symbol of cost) {
    if (symbol !== "omni") continue;
    const element = ELEMENTS.find((e) => left[e] > 0);
    if (element === undefined) return null;
    left[element] -= 1;
    paid[element] += 1;
  }
  return paid;
}

/** Spirits of `spirits` summed over both owners of a card. */
export function onCard(spirits: readonly [ElestralsSpirits, ElestralsSpirits]): ElestralsSpirits {
  return add(spirits[0], spirits[1]);
}

/** A Spirit Deck with `size` Spirits spread as evenly as possible over `elements`. */
export function spread(elements: readonly ElestralsElement[], size: number): ElestralsSpirits {
  const out = noSpirits();
  if (elements.length === 0) return out;
  elements.forEach((e, i) => {
    out[e] = Math.floor(size / elements.length) + (i < size % elements.length ? 1 : 0);
  });
  return out;
}
