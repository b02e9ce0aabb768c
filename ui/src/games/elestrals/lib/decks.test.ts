import { describe, expect, it } from "vitest";
import type { SavedDeck } from "../../../lib/bindings";
import { spiritDeckOf } from "./decks";
import { total } from "./spirits";

describe("a saved deck's Spirit Deck", () => {
  const deck: SavedDeck = {
    id: 1,
    game: "elestrals",
    name: "Steam",
    format: null,
    updated_at_ms: 0,
    cards: [
      { card_id: "elestrals-spirit-fire", count: 12, name: "Fire Spirit", kind: "spirit", attributes: { elements: ["fire"] }, zone: null },
      { card_id: "elestrals-spirit-water", count: 8, name: "Water Spirit", kind: "spirit", attributes: { elements: ["water"] }, zone: null },
      { card_id: "elestrals-emberfox", count: 3, name: "Emberfox", kind: "elestral", attributes: { elements: ["fire"] }, zone: null },
      { card_id: "elestrals-gone", count: 2, name: "elestrals-gone", kind: "", attributes: null, zone: null },
    ],
    // Considered, not played: no Spirit of the maybe-board counts.
    maybe: [{ card_id: "elestrals-spirit-earth", count: 4, name: "Earth Spirit", kind: "spirit", attributes: { elements: ["earth"] }, zone: null }],
    version: 1,
  };

  it("counts Spirit cards by element and leaves the Main Deck out", () => {
    const spirits = spiritDeckOf(deck);
    expect(spirits.fire).toBe(12);
    expect(spirits.water).toBe(8);
    expect(spirits.earth ?? 0).toBe(0);
    expect(total(spirits)).toBe(20);
  });
});
