import { describe, expect, it } from "vitest";
import { houseRuleOffers } from "./houseRules";

const named = [
  { rule: "starting_life", label: "x.house.starting_life", step: 5 },
  { rule: "only_named", label: "x.house.only_named", step: 1 },
];
const bounds = [
  { rule: "starting_life", min: 1, max: 999 },
  { rule: "only_bounded", min: 0, max: 9 },
];

describe("house rules offered for a format", () => {
  it("take the engine's bounds for the rules the game's UI names", () => {
    expect(houseRuleOffers(named, bounds, { starting_life: 30, only_named: 3, only_bounded: 4 })).toEqual([
      { rule: "starting_life", label: "x.house.starting_life", step: 5, min: 1, max: 999 },
    ]);
  });

  it("offer only what the chosen format sets as a number", () => {
    expect(houseRuleOffers(named, bounds, {})).toEqual([]);
    expect(houseRuleOffers(named, bounds, { starting_life: "thirty" })).toEqual([]);
  });
});
