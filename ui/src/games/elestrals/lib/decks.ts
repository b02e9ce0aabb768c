// A saved Elestrals deck's Spirit Deck, for the set-up (ELE-DECK-1): its Spirit cards counted
// by element. Which cards are Spirits and of what element is the card data's (kind and
// `elements`); whether 20 is right is the engine's call when the deck is sent.

import type { ElestralsElement, ElestralsSpirits, SavedDeck } from "../../../lib/bindings";
import { ELEMENTS, noSpirits } from "./spirits";

function elementOf(attributes: unknown): ElestralsElement | null {
  if (typeof attributes !== "object" || attributes === null) return null;
  const elements = (attributes as { elements?: unknown }).elements;
  if (!Array.isArray(elements)) return null;
  const first: unknown = elements[0];
  return ELEMENTS.find((e) => e === first) ?? null;
}

/** The deck's Spirits by element; cards that are not Spirits are left out. */
export function spiritDeckOf(deck: SavedDeck): ElestralsSpirits {
  const spirits = noSpirits();
  for (const card of deck.cards) {
    if (card.kind !== "spirit") continue;
    const element = elementOf(card.attributes);
    if (element !== null) spirits[element] += card.count;
  }
  return spirits;
}
