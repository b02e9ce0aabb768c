import { describe, expect, it } from "vitest";
import { cardFace } from "./cardFace";

describe("an Elestrals card in the deck builder", () => {
  it("is a Main Deck card costing its Spirits, with its elements and stats", () => {
    const face = cardFace({
      kind: "elestral",
      attributes: { elements: ["fire"], cost: ["fire", "omni"], attack: 3, defense: 2 },
    });
    expect(face.cost).toBe(2);
    expect(face.costColors.map((c) => c.color)).toEqual(["var(--el-fire)", "var(--el-omni)"]);
    expect(face.colors.map((c) => c.label)).toEqual(["elestrals.elements.fire"]);
    expect(face.stats).toEqual([
      { label: "elestrals.stats.attack", value: 3 },
      { label: "elestrals.stats.defense", value: 2 },
    ]);
  });

  it("keeps a Spirit off the cost curve", () => {
    const face = cardFace({ kind: "spirit", attributes: { elements: ["water"], cost: [] } });
    expect(face.cost).toBeNull();
    expect(face.stats).toEqual([]);
  });

  it("reads a rune without stats and odd fields without failing", () => {
    expect(cardFace({ kind: "rune_invoke", attributes: { cost: ["omni"], elements: [] } }).cost).toBe(1);
    expect(cardFace({ kind: "elestral", attributes: null }).cost).toBe(0);
  });
});
