import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER, PALETTE_SIZE, isOrder, nextColor } from "./playerColors";

describe("nextColor", () => {
  it("gives the seat the next color and the seat that wore it the old one, so no two match", () => {
    const once = nextColor(DEFAULT_ORDER, 0);
    expect(once.slice(0, 3)).toEqual([1, 0, 2]);
    expect(isOrder(once)).toBe(true);
    // Around the palette and back: every step keeps the order a permutation.
    let order = [...DEFAULT_ORDER];
    for (let i = 0; i < PALETTE_SIZE; i++) {
      order = nextColor(order, 3);
      expect(isOrder(order)).toBe(true);
    }
    expect(order[3]).toBe(3);
  });

  it("wraps from the last color to the first", () => {
    expect(nextColor(DEFAULT_ORDER, 7)[7]).toBe(0);
    expect(nextColor(DEFAULT_ORDER, 7)[0]).toBe(7);
  });
});

describe("isOrder", () => {
  it("refuses a stored value that repeats, misses or goes past a color", () => {
    expect(isOrder([...DEFAULT_ORDER])).toBe(true);
    expect(isOrder([0, 0, 2, 3, 4, 5, 6, 7])).toBe(false);
    expect(isOrder([0, 1, 2])).toBe(false);
    expect(isOrder([0, 1, 2, 3, 4, 5, 6, 8])).toBe(false);
    expect(isOrder("0,1,2")).toBe(false);
  });
});
