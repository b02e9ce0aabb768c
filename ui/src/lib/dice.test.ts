import { describe, expect, it } from "vitest";
import { splitFirstRolls } from "./dice";

describe("splitFirstRolls", () => {
  it("gives each seat its first roll and keeps the re-rolls apart", () => {
    expect(splitFirstRolls([1, 1, 5, 1], 2)).toEqual({ first: [1, 1], again: [5, 1] });
    expect(splitFirstRolls([6, 2, 3], 3)).toEqual({ first: [6, 2, 3], again: [] });
  });
  it("copes with fewer results than seats (a coin)", () => {
    expect(splitFirstRolls([2], 2)).toEqual({ first: [2], again: [] });
  });
});
