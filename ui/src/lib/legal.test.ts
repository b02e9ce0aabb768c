import { describe, expect, it } from "vitest";
import type { Declined, GameAction } from "./bindings";
import { deepEqual, isDimmed, isLegal, whyDimmed } from "./legal";

const legal: GameAction[] = [
  { game: "conjure", type: "next_phase" },
  { game: "conjure", type: "adjust_life", player: 0, delta: -1 },
  { game: "conjure", type: "spend", player: 1, color: "red", amount: 1, card_colors: [] },
];

describe("deepEqual", () => {
  it("ignores object key order", () => {
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });
  it("compares arrays in order", () => {
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
  });
  it("tells null, arrays and objects apart", () => {
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual({ a: null }, { a: null })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

describe("isLegal", () => {
  it("finds an action built in another key order", () => {
    expect(isLegal(legal, { delta: -1, player: 0, type: "adjust_life", game: "conjure" })).toBe(true);
  });
  it("misses an action with another value", () => {
    expect(isLegal(legal, { game: "conjure", type: "adjust_life", player: 1, delta: -1 })).toBe(false);
    expect(isLegal(legal, { game: "conjure", type: "draw" })).toBe(false);
  });
  it("compares nested arrays", () => {
    const spendRed: GameAction = { game: "conjure", type: "spend", player: 1, color: "red", amount: 1, card_colors: [] };
    expect(isLegal(legal, spendRed)).toBe(true);
    expect(isLegal(legal, { ...spendRed, card_colors: ["red"] })).toBe(false);
  });
});

describe("isDimmed", () => {
  it("dims what the engine does not accept", () => {
    expect(isDimmed(legal, { game: "conjure", type: "draw" })).toBe(true);
    expect(isDimmed(legal, { game: "conjure", type: "next_phase" })).toBe(false);
  });
  it("never dims a control without a representative", () => {
    expect(isDimmed([], null)).toBe(false);
  });
});

describe("whyDimmed", () => {
  const next: GameAction = { game: "conjure", type: "next_phase" };
  const declined = [
    { action: next, rule: "CTC-END-1", reason: { key: "refusal.conjure.hand_limit", args: { hand: 9, limit: 7 } } },
  ] as unknown as Declined[];

  it("is the engine's rule and reason for a control whose action it declines", () => {
    expect(whyDimmed(declined, { type: "next_phase", game: "conjure" })?.rule).toBe("CTC-END-1");
  });

  it("is nothing for an accepted or unoffered action", () => {
    expect(whyDimmed(declined, { game: "conjure", type: "draw" })).toBeNull();
    expect(whyDimmed(declined, null)).toBeNull();
    expect(whyDimmed([], next)).toBeNull();
  });
});
