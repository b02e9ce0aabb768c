import { describe, expect, it } from "vitest";
import { cardFace } from "./cardFace";

describe("a Conjure card in the deck builder", () => {
  it("is a creature with its crystal cost, colours, Power and Defense", () => {
    const face = cardFace({ kind: "creature", attributes: { colors: ["red", "green"], cost: 2, power: 3, defense: 2 } });
    expect(face.cost).toBe(2);
    expect(face.colors.map((c) => c.color)).toEqual(["var(--crystal-red)", "var(--crystal-green)"]);
    expect(face.stats.map((s) => s.value)).toEqual([3, 2]);
  });

  it("keeps a Chaos card off the curve and gives a tower its crystal", () => {
    expect(cardFace({ kind: "chaos", attributes: { kind: { type: "instant" } } })).toMatchObject({ cost: null });
    expect(cardFace({ kind: "tower", attributes: { crystal: "blue" } }).colors.map((c) => c.id)).toEqual(["blue"]);
  });
});
