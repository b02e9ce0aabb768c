import { describe, expect, it } from "vitest";
import type { ConjureTower } from "../../../lib/bindings";
import { clampRedraw, draftTurn, faceDownByColor, faceDownTowers, towersOf } from "./setup";

const towers = (controllers: (number | null)[]): ConjureTower[] =>
  controllers.map((controller, i) => ({ crystal: (["black", "blue", "green", "red"] as const)[i % 4]!, controller }));

describe("draftTurn", () => {
  it("reads the draft order at the number of towers taken", () => {
    expect(draftTurn({ towers: towers([null, null, null, null]), draft_order: [1, 0, 0, 1] })).toEqual({
      picker: 1,
      pick: 1,
      total: 4,
    });
    expect(draftTurn({ towers: towers([1, null, 0, null]), draft_order: [1, 0, 0, 1] })).toEqual({
      picker: 0,
      pick: 3,
      total: 4,
    });
  });

  it("has no picker once every tower is taken", () => {
    expect(draftTurn({ towers: towers([1, 0, 0, 1]), draft_order: [1, 0, 0, 1] }).picker).toBeNull();
  });
});

describe("towers", () => {
  it("lists face-down towers and a player's towers with their index", () => {
    const t = towers([null, 0, null, 1]);
    expect(faceDownTowers(t).map((x) => x.index)).toEqual([0, 2]);
    expect(towersOf(t, 0).map((x) => x.index)).toEqual([1]);
  });
});

describe("clampRedraw", () => {
  it("keeps the count between 0 and the hand", () => {
    expect(clampRedraw(-1, 5)).toBe(0);
    expect(clampRedraw(9, 5)).toBe(5);
    expect(clampRedraw(2.7, 5)).toBe(2);
    expect(clampRedraw(Number.NaN, 5)).toBe(0);
  });
});

describe("faceDownByColor", () => {
  it("offers each color once, its first face-down tower, with how many are left", () => {
    // Four players: two towers of each color, the first black and the second blue taken.
    const all = towers([2, null, null, null, null, 1, null, null]);
    expect(faceDownByColor(all)).toEqual([
      { index: 4, crystal: "black", left: 1 },
      { index: 1, crystal: "blue", left: 1 },
      { index: 2, crystal: "green", left: 2 },
      { index: 3, crystal: "red", left: 2 },
    ]);
    expect(faceDownByColor(towers([0, 1]))).toEqual([]);
  });
});
