import { describe, expect, it } from "vitest";
import { add, costSize, noSpirits, ofElement, onCard, present, spread, step, suggestPayment, total } from "./spirits";

describe("spirit arithmetic", () => {
  it("counts and steps without going below zero", () => {
    const s = step(step(noSpirits(), "fire", 2), "water", -1);
    expect(s.fire).toBe(2);
    expect(s.water).toBe(0);
    expect(total(s)).toBe(2);
    expect(step(s, "fire", 5, 3).fire).toBe(3);
  });

  it("builds a deck of one element or spread over several", () => {
    expect(total(ofElement("lunar", 20))).toBe(20);
    const even = spread(["fire", "water", "earth"], 20);
    expect([even.fire, even.water, even.earth]).toEqual([7, 7, 6]);
    expect(total(spread([], 20))).toBe(0);
  });

  it("lists present elements in order and adds both owners", () => {
    const a = { ...noSpirits(), wind: 1, earth: 2 };
    expect(present(a)).toEqual([
      ["earth", 2],
      ["wind", 1],
    ]);
    expect(onCard([a, ofElement("wind", 2)]).wind).toBe(3);
    expect(add(a, a).earth).toBe(4);
  });

  it("suggests a payment: element symbols first, omni from what is left", () => {
    const deck = { ...noSpirits(), fire: 1, water: 2 };
    expect(costSize(["fire", "omni"])).toBe(2);
    expect(suggestPayment(deck, ["omni", "fire"])).toEqual({ ...noSpirits(), fire: 1, water: 1 });
    expect(suggestPayment(deck, ["fire", "fire"])).toBeNull();
    expect(suggestPayment(deck, ["omni", "omni", "omni", "omni"])).toBeNull();
  });
});
