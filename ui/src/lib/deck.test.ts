import { describe, expect, it } from "vitest";
import { addCard, cardCount, changeCount, deckFile, linesOf, toSave } from "./deck";

describe("a deck being built", () => {
  const fox = { id: "elestrals-emberfox", name: "Emberfox" };
  const fire = { id: "elestrals-spirit-fire", name: "Fire Spirit", kind: "spirit", zone: "spirit" };

  it("adds copies of one card to one line", () => {
    const deck = addCard(addCard(addCard([], fox), fire), fox);
    expect(deck).toEqual([
      { id: "elestrals-emberfox", name: "Emberfox", count: 2, kind: "", attributes: {}, zone: null },
      { id: "elestrals-spirit-fire", name: "Fire Spirit", count: 1, kind: "spirit", attributes: {}, zone: "spirit" },
    ]);
    expect(cardCount(deck)).toBe(3);
  });

  it("drops a line whose count reaches zero", () => {
    const deck = changeCount(addCard([], fox), fox.id, -1);
    expect(deck).toEqual([]);
  });

  it("becomes the file the engine checks, by card ID", () => {
    const file = deckFile("elestrals", "elestrals-standard", addCard([], fire), { date: " 2026-11-30 " });
    expect(file).toEqual({
      game: "elestrals",
      format: "elestrals-standard",
      players: null,
      date: "2026-11-30",
      cards: [{ card: "elestrals-spirit-fire", count: 1, zone: null }],
    });
    expect(deckFile("conjure", "conjure-standard", [], { players: 4, date: "" }).date).toBeNull();
  });

  it("goes to the store and back by card ID, with names kept for the list", () => {
    const deck = addCard(addCard([], fire), fox);
    const request = toSave("elestrals", null, "  Embers ", "elestrals-standard", deck, addCard([], fire));
    expect(request).toEqual({
      id: null,
      game: "elestrals",
      name: "Embers",
      format: "elestrals-standard",
      cards: [
        { card_id: "elestrals-spirit-fire", count: 1 },
        { card_id: "elestrals-emberfox", count: 1 },
      ],
      maybe: [{ card_id: "elestrals-spirit-fire", count: 1 }],
    });
    const saved = {
      id: 7,
      game: "elestrals" as const,
      name: "Embers",
      format: null,
      updated_at_ms: 0,
      cards: [{ card_id: "elestrals-emberfox", count: 2, name: "Emberfox", kind: "elestral", attributes: {}, zone: "main" }],
    };
    expect(linesOf(saved)).toEqual([
      { id: "elestrals-emberfox", name: "Emberfox", count: 2, kind: "elestral", attributes: {}, zone: "main" },
    ]);
    expect(linesOf(saved.cards)).toEqual(linesOf(saved));
  });
});
