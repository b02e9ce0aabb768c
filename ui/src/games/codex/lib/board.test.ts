import { describe, expect, it } from "vitest";
import { boardLayout, highestRank } from "./board";
import { STANDARD } from "./fixtures";

describe("the Codex board layout", () => {
  it("puts each hanging slot in the row below the slot it hangs under", () => {
    const { places, columns, rows } = boardLayout(STANDARD);
    expect(columns).toBe(3);
    expect(rows).toBe(3);
    const at = places.map((p) => [p.index, p.row, p.column, p.span]);
    expect(at).toEqual([
      [0, 1, 1, 1],
      [1, 1, 2, 1],
      [2, 1, 3, 1],
      [3, 2, 1, 1],
      [4, 2, 2, 1],
      [5, 3, 2, 1],
    ]);
    expect(places.map((p) => p.under)).toEqual([null, null, null, 0, 1, 4]);
    expect(places.map((p) => p.highest)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("widens a slot over the slots hanging side by side under it", () => {
    const { places, columns } = boardLayout([{ ranks: [1] }, { ranks: [2], under: 0 }, { ranks: [2], under: 0 }, { ranks: [1] }]);
    expect(columns).toBe(3);
    expect(places.map((p) => [p.row, p.column, p.span])).toEqual([
      [1, 1, 2],
      [2, 1, 1],
      [2, 2, 1],
      [1, 3, 1],
    ]);
  });

  it("treats a slot naming no earlier slot as a front slot", () => {
    const { places, rows } = boardLayout([{ ranks: [1], under: 3 }, { ranks: [1], under: 1 }]);
    expect(rows).toBe(1);
    expect(places.map((p) => p.under)).toEqual([null, null]);
  });

  it("reads a slot's highest rank", () => {
    expect(highestRank({ ranks: [2, 3] })).toBe(3);
    expect(highestRank({ ranks: [] })).toBe(0);
  });
});
