import { describe, expect, it } from "vitest";
import type { GameId } from "./bindings";
import { addCard, cardCount, changeCount, deckFile, linesOf, toSave } from "./deck";

/** A game with card data and decks, as a later one may be (the tally game has none). */
const LATER = "later" as GameId;

describe("a deck being built", () => {
  const fox = { id: "later-emberfox", name: "Emberfox" };
  const fire = { id: "later-spirit-fire", name: "Fire Spirit", kind: "spirit", zone: "spirit" };

  it("adds copies of one card to one line", () => {
    const deck = addCard(addCard(addCard([], fox), fire), fox);
    expect(deck).toEqual([
      { id: "later-emberfox", name: "Emberfox", count: 2, kind: "", attributes: {}, zone: null },
      { id: "later-spirit-fire", name: "Fire Spirit", count: 1, kind: "spirit", attributes: {}, zone: "spirit" },
    ]);
    expect(cardCount(deck)).toBe(3);
  });

  it("drops a line whose count reaches zero", () => {
    const deck = changeCount(addCard([], fox), fox.id, -1);
    expect(deck).toEqual([]);
  });

  it("becomes the file the engine checks, by card ID", () => {
    const file = deckFile(LATER, "later-standard", addCard([], fire), { date: " 2026-11-30 " });
    expect(file).toEqual({
      game: LATER,
      format: "later-standard",
      players: null,
      date: "2026-11-30",
      cards: [{ card: "later-spirit-fire", count: 1, zone: null }],
    });
    expect(deckFile(LATER, "later-standard", [], { players: 4, date: "" }).date).toBeNull();
  });

  it("goes to the store and back by card ID, with names kept for the list", () => {
    const deck = addCard(addCard([], fire), fox);
    const request = toSave(LATER, null, "  Embers ", "later-standard", deck, addCard([], fire));
    expect(request).toEqual({
      id: null,
      game: LATER,
      name: "Embers",
      format: "later-standard",
      cards: [
        { card_id: "later-spirit-fire", count: 1 },
        { card_id: "later-emberfox", count: 1 },
      ],
      maybe: [{ card_id: "later-spirit-fire", count: 1 }],
    });
    const saved = {
      id: 7,
      game: LATER,
      name: "Embers",
      format: null,
      updated_at_ms: 0,
      cards: [{ card_id: "later-emberfox", count: 2, name: "Emberfox", kind: "elestral", attributes: {}, zone: "main" }],
    };
    expect(linesOf(saved)).toEqual([
      { id: "later-emberfox", name: "Emberfox", count: 2, kind: "elestral", attributes: {}, zone: "main" },
    ]);
    expect(linesOf(saved.cards)).toEqual(linesOf(saved));
  });
});
