import { describe, expect, it } from "vitest";
import { addCard, cardCount, changeCount, deckFile } from "./deck";

describe("a deck being built", () => {
  const fox = { id: "elestrals-emberfox", name: "Emberfox" };
  const fire = { id: "elestrals-spirit-fire", name: "Fire Spirit" };

  it("adds copies of one card to one line", () => {
    const deck = addCard(addCard(addCard([], fox), fire), fox);
    expect(deck).toEqual([
      { id: "elestrals-emberfox", name: "Emberfox", count: 2 },
      { id: "elestrals-spirit-fire", name: "Fire Spirit", count: 1 },
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
});
